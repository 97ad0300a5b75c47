package org.cardavia.ui

import com.sun.jna.Native
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.cardavia.core.CardaviaAppInterface
import org.cardavia.core.CardaviaException
import org.cardavia.core.Effects
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.LiveTable
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableObserver
import org.cardavia.core.TableView
import java.util.concurrent.atomic.AtomicLong

/**
 * Why the last intent or set-up did nothing, in the core's words (already localised); [code] is
 * the core's own kind of it, where the error has one ("table-open", "in-use", "restore"...).
 */
data class Problem(val kind: Kind, val message: String, val rule: String? = null, val code: String? = null) {
    enum class Kind { Refused, Stale, Setup, Storage, Closed, Internal }

    companion object {
        /** Every error of the bindings, as something to show. */
        fun of(e: CardaviaException): Problem = when (e) {
            is CardaviaException.Refused -> Problem(Kind.Refused, e.reason, e.rule, e.kind)
            is CardaviaException.Stale -> Problem(Kind.Stale, e.reason)
            is CardaviaException.Setup -> Problem(Kind.Setup, e.reason, code = e.kind)
            is CardaviaException.Storage -> Problem(Kind.Storage, e.reason, code = e.kind)
            is CardaviaException.Closed -> Problem(Kind.Closed, e.reason)
            is CardaviaException.Internal -> Problem(Kind.Internal, e.reason)
        }
    }
}

/** What the table screen draws: the latest view, and the last problem if the last intent failed. */
data class TableState(val view: TableView? = null, val problem: Problem? = null)

/**
 * The table's state for the UI: an intent's view is `dispatch`'s answer, and the core pushes
 * every other new view (bots, the clock, hints) to [observer] (on its own thread); the store
 * keeps the newest in a [StateFlow], and sends intents made on it. It holds no game logic:
 * which intents are legal, and what they do, is the core's business.
 *
 * A view replaces the current one only when its version is newer, so a bot's view pushed just
 * before an answer, or a view read again after a stale intent, never goes back in time. Each new
 * view's effects (the haptic) are offered once on [effects]. A different view at the same
 * version is the same moment redrawn (a DICEN hint the core finished solving): it replaces the
 * shown one without playing its effects again.
 */
class TableStore(
    private val scope: CoroutineScope,
    private val worker: CoroutineDispatcher = Dispatchers.IO,
) {
    private val mutableState = MutableStateFlow(TableState())
    private val mutableEffects = MutableSharedFlow<Effects>(extraBufferCapacity = 16)
    @Volatile
    private var table: LiveTable? = null

    val state: StateFlow<TableState> = mutableState.asStateFlow()
    val effects: SharedFlow<Effects> = mutableEffects.asSharedFlow()

    /** Whether a table is open in this store. */
    val isOpen: Boolean get() = table != null

    /**
     * Receives the core's views for the table about to be shown (pass it to a table the app opens
     * itself, then [attach] it; [start] and the resumes use one of their own). Safe to call from
     * any thread. The core calls it from its own threads, which JNA attaches to the JVM for each
     * call and detaches after it unless told not to: kept attached, the thread's later calls
     * skip making a Java thread each time.
     */
    val observer: TableObserver get() = observerOf(opened.get())

    /**
     * Counts the tables this store has opened. Each gets an observer of its own, and a view
     * from an earlier one (still on its way as that table stopped) is never shown over the new
     * table, whose versions start again from 0.
     */
    private val opened = AtomicLong(0)

    private fun observerOf(table: Long): TableObserver = object : TableObserver {
        override fun onView(view: TableView) {
            Native.detach(false)
            accept(view, table)
        }
    }

    private fun accept(view: TableView, from: Long = opened.get()) {
        var fresh = false
        mutableState.update { current ->
            val shown = current.view
            when {
                // Checked inside the update: a new table clears the state after counting itself,
                // so a late view either sees the new count or loses the race to the clearing.
                opened.get() != from -> {
                    fresh = false
                    current
                }
                shown == null || view.version > shown.version -> {
                    fresh = true
                    current.copy(view = view)
                }
                view.version == shown.version && view != shown -> {
                    fresh = false
                    current.copy(view = view)
                }
                else -> {
                    fresh = false
                    current
                }
            }
        }
        if (fresh) mutableEffects.tryEmit(view.effects)
    }

    private fun fail(problem: Problem) = mutableState.update { it.copy(problem = problem) }

    /**
     * Shows a table already opened with [observer] (the app opens it; the store only watches), in
     * a store with no table open (a new one, or after [stop]). The table's views may have come
     * through the observer already, a redrawn one among them (a DICEN hint solved at once): the
     * view read here is shown only if nothing has come yet or it is newer, never over what the
     * observer brought (it may have been read just before that redraw).
     */
    suspend fun attach(live: LiveTable) {
        val first = withContext(worker) { live.view() }
        table = live
        var shownHere = false
        mutableState.update { current ->
            val shown = current.view
            shownHere = shown == null || first.version > shown.version
            if (shownHere) current.copy(view = first) else current
        }
        // Its effects play once, whether it came this way or through the observer.
        if (shownHere) mutableEffects.tryEmit(first.effects)
    }

    /** Starts a new table; a set-up the core refuses becomes the state's problem. */
    suspend fun start(app: CardaviaAppInterface, game: GameId, seats: List<SeatSetup>, choices: List<UInt>): Boolean =
        open { watcher -> app.startTable(game, seats, choices, watcher) }

    /** Resumes the most recent unfinished table, if there is one (after process death). */
    suspend fun resume(app: CardaviaAppInterface): Boolean = open { watcher -> app.resumeTable(watcher) }

    /** Resumes one saved table by its series (the home screen's list). */
    suspend fun resumeSaved(app: CardaviaAppInterface, series: Long): Boolean =
        open { watcher -> app.resumeSaved(series, watcher) }

    /** Opens a table on [worker] (the core's calls never run on the caller's thread). */
    private suspend fun open(how: suspend (TableObserver) -> LiveTable?): Boolean {
        // The table shown goes first: the new one's views may arrive as soon as it opens, and
        // must not be weighed against the old one's (counted first, then cleared: see accept).
        withContext(worker) { release() }
        val table = opened.incrementAndGet()
        mutableState.value = TableState()
        val live = try {
            withContext(worker) { how(observerOf(table)) }
        } catch (e: CardaviaException) {
            fail(Problem.of(e))
            return false
        }
        if (live == null) return false
        attach(live)
        return true
    }

    /** Sends an intent made on the view shown now, and waits for the core's answer. */
    suspend fun send(intent: Intent): Boolean {
        val live = table ?: return false
        val version = mutableState.value.view?.version ?: return false
        val from = opened.get()
        return try {
            // The answer is the new view, saved: the core applies the intent on the worker
            // thread that calls it (no other hop), and does not push that view to the observer.
            val answered = withContext(worker) { live.dispatch(intent, version) }
            mutableState.update { it.copy(problem = null) }
            accept(answered, from)
            true
        } catch (e: CardaviaException) {
            // Stale: a bot or the clock moved first; the newest view is already on its way, but
            // take it now so the person sees the table they must act on.
            if (e is CardaviaException.Stale) accept(withContext(worker) { live.view() })
            fail(Problem.of(e))
            false
        }
    }

    /** [send] from a tap: returns at once. */
    fun dispatch(intent: Intent): Job = scope.launch { send(intent) }

    /** The person has read the problem. */
    fun dismissProblem() = mutableState.update { it.copy(problem = null) }

    /** Stops the table's task; what its views showed as saved can be resumed (the core tries a
     * change not saved yet once more as it closes). Only sends the table a stop (it never
     * waits), so the ViewModel may call it as it is cleared. */
    fun stop() {
        release()
        opened.incrementAndGet()
        mutableState.value = TableState()
    }

    private fun release() {
        table?.let {
            it.stop()
            it.close()
        }
        table = null
    }
}
