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

/** What TalkBack says for a new view (the core's words), once: [id] grows with each. */
data class Announcement(val id: Long, val text: String)

/**
 * What the table screen draws: the latest view, the last problem if the last intent failed, and
 * the latest announcement.
 */
data class TableState(val view: TableView? = null, val problem: Problem? = null, val announcement: Announcement? = null)

/**
 * The table's state for the UI: the core delivers every view of the table to [observer] (on
 * its own thread), in order, each newer than the last or that moment redrawn, the answer to an
 * intent included (before `dispatch` returns); the store shows each one in a [StateFlow] and
 * sends intents made on it. It holds no game logic and compares no views: which intents are
 * legal, what they do and which view is newest is the core's business.
 *
 * Each view's effects (the haptic) are offered once on [effects]; a redraw carries none.
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
     * still on its way from a table the store left is never shown over the next one.
     */
    private val opened = AtomicLong(0)

    private fun observerOf(table: Long): TableObserver = object : TableObserver {
        override fun onView(view: TableView) {
            Native.detach(false)
            show(view, table)
        }
    }

    private fun show(view: TableView, from: Long) {
        var shown = false
        mutableState.update { current ->
            // Checked inside the update: a new table clears the state after counting itself,
            // so a late view either sees the new count or loses the race to the clearing.
            shown = opened.get() == from
            val said = view.announcement?.let { Announcement((current.announcement?.id ?: 0L) + 1, it) }
            if (shown) current.copy(view = view, announcement = said ?: current.announcement) else current
        }
        if (shown) mutableEffects.tryEmit(view.effects)
    }

    private fun fail(problem: Problem) = mutableState.update { it.copy(problem = problem) }

    /** Shows a table already opened with [observer] (the app opens it; the store only watches). */
    fun attach(live: LiveTable) {
        table = live
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
        // must not be taken for the old one's (counted first, then cleared: see show).
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

    /** Sends an intent made on the view shown now; its view has come to [observer] when this returns. */
    suspend fun send(intent: Intent): Boolean {
        val live = table ?: return false
        val version = mutableState.value.view?.version ?: return false
        return try {
            withContext(worker) { live.dispatch(intent, version) }
            mutableState.update { it.copy(problem = null) }
            true
        } catch (e: CardaviaException) {
            // Stale: a bot or the clock moved first, and its view is the one shown already.
            fail(Problem.of(e))
            false
        }
    }

    /** [send] from a tap: returns at once. */
    fun dispatch(intent: Intent): Job = scope.launch { send(intent) }

    /**
     * The app left the screen (the Activity's `ON_STOP`: a call, another app, the phone locked)
     * or came back (`ON_START`). Away, the core stops the bots and the turn clock, keeping the
     * time left, and the next view asks for a hand-over before anything hidden shows, since the
     * phone may change hands meanwhile. Runs on [worker]: stepping away may save.
     */
    suspend fun setAway(away: Boolean) {
        val live = table ?: return
        try {
            withContext(worker) { if (away) live.stepAway() else live.comeBack() }
        } catch (e: CardaviaException) {
            fail(Problem.of(e))
        }
    }

    /** [setAway] from a lifecycle callback: returns at once. */
    fun away(away: Boolean): Job = scope.launch { setAway(away) }

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
