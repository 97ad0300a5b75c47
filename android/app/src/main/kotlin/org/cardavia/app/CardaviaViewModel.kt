package org.cardavia.app

import android.app.Application
import android.os.LocaleList
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch
import org.cardavia.core.CardaviaApp
import org.cardavia.ui.Shell
import java.io.File
import java.util.TimeZone

/**
 * Holds the app for the Activity. Rotation keeps this ViewModel, so the live table and its
 * StateFlow carry on untouched. After process death the saved route says whether the person was at
 * the table, and the table comes back from the core's store (saved after every intent).
 */
class CardaviaViewModel(application: Application, private val saved: SavedStateHandle) : AndroidViewModel(application) {
    /** One SQLite store in the app's own files. */
    val app: CardaviaApp = CardaviaApp.open(
        File(application.filesDir, "cardavia").path,
        LocaleList.getDefault().toLanguageTags().split(','),
    )
    val shell = Shell(app, viewModelScope)
    private val haptics = Haptics(application)

    init {
        app.setUtcOffsetMinutes(TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000)
        val before = saved.get<String>(ROUTE)
        viewModelScope.launch {
            shell.restore(before)
            shell.route.collect { saved[ROUTE] = it.name }
        }
        viewModelScope.launch {
            shell.store.effects.collect { effects ->
                if (shell.settings.value.haptics) haptics.play(effects.haptic)
            }
        }
    }

    /** What to tell the person about opening the store (a damaged store replaced), once. */
    fun notice(): String? = app.takeNotice()

    override fun onCleared() {
        shell.store.stop()
        app.close()
    }

    private companion object {
        const val ROUTE = "route"
    }
}
