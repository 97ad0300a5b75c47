package org.cardavia.app

import android.app.Application
import android.os.LocaleList
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.cardavia.core.CardaviaApp
import org.cardavia.ui.Launch
import org.cardavia.ui.Launcher
import org.cardavia.ui.Shell
import java.io.File
import java.util.TimeZone

/**
 * Holds the app for the Activity. The store is opened off the main thread by the [Launcher]
 * (a failure shows the core's reason, never a crash). Rotation keeps this ViewModel, so the live
 * table and its StateFlow carry on untouched. After process death the saved route says whether
 * the person was at the table, and the table comes back from the core's store (saved after every
 * intent).
 */
class CardaviaViewModel(application: Application, private val saved: SavedStateHandle) : AndroidViewModel(application) {
    private val languages = LocaleList.getDefault().toLanguageTags().split(',')
    private val haptics = Haptics(application)

    /** Opens one SQLite store in the app's own files, on Dispatchers.IO. */
    val launcher = Launcher(viewModelScope, languages, Dispatchers.IO, onReady = ::started) {
        CardaviaApp.open(File(application.filesDir, "cardavia").path, languages)
    }

    init {
        launcher.open()
    }

    private fun started(shell: Shell) {
        val before = saved.get<String>(ROUTE)
        viewModelScope.launch {
            withContext(Dispatchers.IO) {
                shell.app.setUtcOffsetMinutes(TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000)
            }
            shell.restore(before)
            shell.route.collect { saved[ROUTE] = it.name }
        }
        viewModelScope.launch {
            shell.store.effects.collect { effects ->
                if (shell.settings.value?.haptics == true) haptics.play(effects.haptic)
            }
        }
    }

    override fun onCleared() {
        val ready = launcher.state.value as? Launch.Ready ?: return
        // Only sends the table a stop and frees the handles: nothing here waits on the core.
        ready.shell.store.stop()
        (ready.shell.app as? CardaviaApp)?.close()
    }

    private companion object {
        const val ROUTE = "route"
    }
}
