package org.cardavia.ui

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.cardavia.core.CardaviaAppInterface
import org.cardavia.core.CardaviaException
import org.cardavia.core.Lang
import org.cardavia.core.negotiateLanguage

/** Where opening the app is: opening, failed (with the core's reason), or ready with its [Shell]. */
sealed interface Launch {
    data object Opening : Launch

    /** The store could not be opened: [reason] is the core's, in [lang]; nothing was deleted. */
    data class Failed(val lang: Lang, val reason: String) : Launch

    data class Ready(val shell: Shell) : Launch
}

/**
 * Opens the core's store on [worker] (a slow or failing store never holds the main thread) and
 * makes the [Shell] over it. A failure is a [Launch.Failed] screen, never a crash; [open] again
 * retries. [onReady] runs once per opened app (the ViewModel starts its collectors there).
 */
class Launcher(
    private val scope: CoroutineScope,
    private val preferredLanguages: List<String>,
    private val worker: CoroutineDispatcher = Dispatchers.IO,
    private val onReady: (Shell) -> Unit = {},
    private val openApp: suspend () -> CardaviaAppInterface,
) {
    private val mutableState = MutableStateFlow<Launch>(Launch.Opening)
    val state: StateFlow<Launch> = mutableState.asStateFlow()

    /** Opens (or after a failure, tries again). */
    fun open() = scope.launch {
        mutableState.value = Launch.Opening
        val lang = withContext(worker) { negotiateLanguage(preferredLanguages) }
        mutableState.value = try {
            val app = withContext(worker) { openApp() }
            val shell = Shell(app, scope, worker, lang)
            onReady(shell)
            Launch.Ready(shell)
        } catch (e: CardaviaException) {
            Launch.Failed(lang, Problem.of(e).message)
        }
    }
}
