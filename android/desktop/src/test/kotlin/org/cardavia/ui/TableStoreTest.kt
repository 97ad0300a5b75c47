package org.cardavia.ui

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.CoroutineStart
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.cardavia.core.BoardView
import org.cardavia.core.CardaviaApp
import org.cardavia.core.Effects
import org.cardavia.core.GameId
import org.cardavia.core.Haptic
import org.cardavia.core.Intent
import org.cardavia.core.Level
import org.cardavia.core.LiveTable
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableObserver
import org.cardavia.core.TableView
import org.cardavia.ui.Tables.awaitView
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Path

/** The TableStore against the real core: views in a StateFlow, intents out, errors as state. */
class TableStoreTest {
    private lateinit var dir: Path
    private lateinit var app: CardaviaApp
    private lateinit var scope: CoroutineScope

    /** Two people at DICEN: nothing moves unless the test sends an intent. */
    private val people = listOf(SeatSetup("Ann", null), SeatSetup("Cas", null))

    @BeforeEach
    fun open() {
        dir = Files.createTempDirectory("cardavia-store")
        app = Tables.openApp(dir)
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    }

    @AfterEach
    fun close() {
        scope.cancel()
    }

    private suspend fun choices(): List<UInt> = Tables.defaults(app, GameId.DICEN).second

    private fun started(): TableStore = runBlocking {
        TableStore(scope).also { assertTrue(it.start(app, GameId.DICEN, people, choices())) }
    }

    @Test
    fun theAppLeavingTheScreenAsksForAHandOverBeforeAnyHiddenCard() = runBlocking {
        // Gnav for two people and two bots: the holder's card is hidden from the other person.
        val seats = listOf(SeatSetup("Ann", null), SeatSetup("Bea", null), SeatSetup("Bo", Level.EASY), SeatSetup("Cy", Level.EASY))
        val store = TableStore(scope)
        assertTrue(store.start(app, GameId.GNAV, seats, Tables.defaults(app, GameId.GNAV).second))
        val handOver = store.awaitView { it.screen is Screen.HandOver }
        assertTrue(store.send(Intent.Tap("hand-over")))
        val holding = store.state.value.view!!
        assertTrue(holding.screen is Screen.Playing, "the person holds the phone: ${holding.screen}")
        // What the Activity's ON_STOP does: the core takes the phone from whoever held it.
        store.setAway(true)
        val away = store.awaitView { it.version > holding.version }
        assertTrue(away.screen is Screen.HandOver, "away: ${away.screen}")
        assertNull(store.state.value.problem)
        // ON_START: back on the screen, still nobody's until the hand-over is confirmed.
        store.setAway(false)
        assertTrue(store.state.value.view!!.screen is Screen.HandOver)
        assertTrue(handOver.version < away.version)
        store.stop()
    }

    @Test
    fun anIntentBringsTheNextViewIntoTheStateFlow() = runBlocking {
        val store = started()
        val first = store.state.value.view!!
        assertTrue(first.targets.any { it.id == "roll" && it.enabled })
        store.dispatch(Intent.Tap("roll"))
        val next = store.awaitView { it.version > first.version }
        assertEquals(2, next.dice.size, "two dice thrown")
        assertNull(store.state.value.problem)
        store.stop()
    }

    @Test
    fun aTapsViewHasComeThroughTheObserverWhenSendReturns() = runBlocking {
        // One channel: the core delivers the tap's view to the store's observer before
        // dispatch returns, so the store shows it without comparing anything.
        val store = started()
        val first = store.state.value.view!!
        assertTrue(store.send(Intent.Tap("roll")))
        val shown = store.state.value.view!!
        assertEquals(first.version + 1uL, shown.version)
        assertEquals(2, shown.dice.size, "the view after the throw")
        store.stop()
    }

    @Test
    fun eachViewsAnnouncementIsTheCoresAndKeptOnce() = runBlocking {
        val store = started()
        val opening = store.state.value.announcement!!
        assertEquals(store.state.value.view!!.announcement, opening.text, "the core's words")
        assertTrue(opening.text.contains("Ann"), "whose turn it is: ${opening.text}")
        assertTrue(store.send(Intent.Tap("roll")))
        val thrown = store.state.value
        assertEquals(opening.id + 1, thrown.announcement!!.id)
        assertEquals(thrown.view!!.status, thrown.announcement!!.text, "the new status, the turn unchanged")
        store.stop()
    }

    @Test
    fun aRefusedIntentBecomesAProblemAndLeavesTheViewAlone() = runBlocking {
        val store = started()
        val before = store.state.value.view!!
        assertFalse(store.send(Intent.Tap("no-such-target")))
        val after = store.state.value
        assertEquals(Problem.Kind.Refused, after.problem?.kind)
        assertTrue(after.problem!!.message.isNotBlank(), "the core's reason is shown")
        assertEquals(before, after.view, "the view is unchanged")
        // The next good intent clears the problem.
        assertTrue(store.send(Intent.Tap("roll")))
        assertNull(store.state.value.problem)
        store.stop()
    }

    @Test
    fun aLateViewOfATableTheStoreLeftIsNotShownOverTheNextTable() = runBlocking {
        val store = TableStore(scope)
        assertTrue(store.start(app, GameId.DICEN, people, choices()))
        val first = store.observer
        val late = store.state.value.view!!.copy(version = 40uL, title = "the table left")
        assertTrue(store.start(app, GameId.DICEN, people, choices()))
        // The first table's observer delivers a view after the store moved on (it was in flight).
        first.onView(late)
        val shown = store.state.value.view!!
        assertNotEquals("the table left", shown.title)
        assertEquals(0uL, shown.version, "the new table's first view stays")
        store.stop()
    }

    @Test
    fun eachNewViewsEffectsArePlayedOnce() = runBlocking {
        val store = TableStore(scope)
        store.attach(app.startTable(GameId.DICEN, people, choices(), store.observer))
        val played = Channel<Effects>(Channel.UNLIMITED)
        val collector = scope.launch(start = CoroutineStart.UNDISPATCHED) { store.effects.collect { played.send(it) } }
        assertTrue(store.send(Intent.Tap("roll")))
        val rolled = store.state.value.view!!
        // One more change (select a tile): the effects come in order, so a second dice haptic for
        // the same roll would show up before the selection's.
        val tile = rolled.targets.first { it.enabled && it.id.startsWith("tile:") }
        assertTrue(store.send(Intent.Tap(tile.id)))
        val haptics = withTimeout(10_000) { listOf(played.receive(), played.receive()).map { it.haptic } }
        assertEquals(Haptic.DICE_ROLL, haptics[0], "the roll's haptic")
        assertNotEquals(Haptic.DICE_ROLL, haptics[1], "played once: the selection plays none")
        collector.cancel()
        store.stop()
    }

    @Test
    fun aStoppedTableResumesWhereItWasAfterTheAppIsReopened() = runBlocking {
        val store = started()
        assertTrue(store.send(Intent.Tap("roll")))
        val before = store.state.value.view!!
        store.stop()
        assertNull(store.state.value.view)
        // The old process lets go of the store as its ViewModel is cleared (onCleared).
        app.close()

        // A new process: the app reopens its store, and a fresh TableStore resumes the table.
        val reopened = Tables.openApp(dir)
        assertEquals(GameId.DICEN, reopened.resumable()?.game)
        val again = TableStore(scope)
        assertTrue(again.resume(reopened))
        val view = again.state.value.view!!
        assertEquals(before.version, view.version)
        assertEquals(before.board, view.board)
        assertEquals(before.dice, view.dice)
        again.stop()
    }

    @Test
    fun aSetUpTheCoreRefusesIsAProblemNotATable() = runBlocking {
        val store = TableStore(scope)
        val tooMany = (1..9).map { SeatSetup("P$it", null) }
        assertFalse(store.start(app, GameId.DICEN, tooMany, choices()))
        assertEquals(Problem.Kind.Setup, store.state.value.problem?.kind)
        assertNull(store.state.value.view)
        assertFalse(store.isOpen)
    }

    @Test
    fun aTableOpenElsewhereIsARefusalWithTheCoresKindNotATable() = runBlocking {
        val first = started()
        val series = app.savedTables().single().series
        val second = TableStore(scope)
        assertFalse(second.resumeSaved(app, series))
        val problem = second.state.value.problem!!
        assertEquals(Problem.Kind.Refused, problem.kind)
        assertEquals("table-open", problem.code)
        assertEquals(app.message("app-error-table-open", emptyList()), problem.message, "the core's words")
        assertNull(second.state.value.view)
        assertFalse(second.isOpen)
        assertTrue(first.isOpen, "the table stays where it is open")
        first.stop()
    }

    @Test
    fun anIntentAfterStopIsNotSent() = runBlocking {
        val store = started()
        val version = store.state.value.view!!.version
        store.stop()
        assertFalse(store.send(Intent.Tap("roll")))
        assertNotEquals(null, version)
    }

    /**
     * A hint needs the rules solved, which the core does in the background: the same moment comes
     * again with the hint, and the store shows it. (1–12 tiles: no other test here solves them.)
     */
    @Test
    fun theSameMomentRedrawnWithAHintReplacesTheView() = runBlocking {
        val screen = app.setupScreen(GameId.DICEN, "Ann")
        val choices = screen.fields.map { it.defaultChoice }.toMutableList()
        val board = screen.fields.indexOfFirst { it.label == "Board" }
        val hints = screen.fields.indexOfFirst { it.label == "Hints" }
        choices[board] = screen.fields[board].choices.indexOfFirst { it.label.contains("12") }.toUInt()
        choices[hints] = 1u
        val store = TableStore(scope)
        assertTrue(store.start(app, GameId.DICEN, people, choices))
        val hinted = store.awaitView { (it.board as? BoardView.Dicen)?.board?.hint != null }
        assertEquals(0uL, hinted.version, "the same moment of the game, redrawn")
        assertEquals(12, (hinted.board as BoardView.Dicen).board.players[0].boards[0].size)
        store.stop()
    }
}
