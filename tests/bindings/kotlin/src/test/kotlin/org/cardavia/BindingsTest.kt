package org.cardavia

import org.cardavia.core.BoardView
import org.cardavia.core.CardaviaApp
import org.cardavia.core.CardaviaException
import org.cardavia.core.GameId
import org.cardavia.core.LiveTable
import org.cardavia.core.Intent
import org.cardavia.core.Level
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableObserver
import org.cardavia.core.TargetKind
import org.cardavia.core.TargetView
import org.cardavia.core.TableView
import org.cardavia.core.gameIds
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.cardavia.core.languages
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import com.sun.jna.Native
import java.nio.file.Files
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit

/** Collects the views the core pushes, as a shell's StateFlow would. */
class Views : TableObserver {
    /** Every view delivered, in order. */
    val queue = LinkedBlockingQueue<TableView>()
    /** The versions delivered, drained by whoever waits for the next one (a bot's move). */
    val arrivals = LinkedBlockingQueue<ULong>()
    /** How many views were delivered. */
    val pushed = java.util.concurrent.atomic.AtomicInteger()
    /** The newest view delivered: a tap's, once `dispatch` returned. */
    @Volatile
    var latest: TableView? = null
    override fun onView(view: TableView) {
        // As the app's TableStore does: keep the core's thread attached to the JVM (see there).
        Native.detach(false)
        pushed.incrementAndGet()
        latest = view
        queue.add(view)
        arrivals.add(view.version)
    }
}

/** Series played unmeasured before the measured one, for the JVM to compile the hot code. */
const val WARM_UP_SERIES = 4

class BindingsTest {
    private suspend fun openApp(dir: java.nio.file.Path): CardaviaApp =
        CardaviaApp.open(dir.toString(), listOf("nl-BE", "en")).also { it.setBotPauseMs(0uL); it.setTapGuardMs(0uL) }

    /** Taps the first enabled target that is not already selected; waits for bots otherwise. */
    private suspend fun step(table: org.cardavia.core.LiveTable, views: Views): Boolean {
        val view = table.view()
        if (view.screen != Screen.Playing) return false
        val target = view.targets.firstOrNull { it.enabled && !it.selected && it.id != "undo" }
        if (target == null) {
            views.arrivals.poll(2, TimeUnit.SECONDS)
            return true
        }
        try {
            table.dispatch(Intent.Tap(target.id), view.version)
        } catch (e: CardaviaException.Stale) {
            // A bot moved between our look and our tap: look again.
        }
        return true
    }

    @Test
    fun listsTheGamesInTheDevicesLanguage() = runBlocking {
        assertTrue(gameIds().contains("dicen"))
        val app = openApp(Files.createTempDirectory("cardavia-kt"))
        val games = app.games()
        assertTrue(games.any { it.id == GameId.DICEN && it.blurb.isNotEmpty() })
        assertEquals(org.cardavia.core.Lang.NL, app.language())
        val rules = app.rules(GameId.DICEN)
        assertTrue(rules.any { it.number == "N4" }, "the rules reader has N4")
        assertTrue(rules.first { it.number == "N1" }.body.contains("blokjes"), "and speaks Dutch")
    }

    @Test
    fun playsAShortGameThroughIntentsAndResumesAfterReopening() = runBlocking {
        val dir = Files.createTempDirectory("cardavia-kt")
        var app = openApp(dir)
        val screen = app.setupScreen(GameId.DICEN, "Ann")
        assertEquals("Ann", screen.seats.first().name)
        val seats = listOf(SeatSetup("Ann", null), SeatSetup("Bo", Level.NORMAL))
        // Board 1–10, one round.
        val choices = screen.fields.map { it.defaultChoice }.toMutableList()
        choices[1] = 0u
        val views = Views()
        var table = app.startTable(GameId.DICEN, seats, choices, views)
        val first = table.view()
        assertTrue(first.board is BoardView.Dicen)

        // The error path: a stale version and an unknown target change nothing.
        assertThrows(CardaviaException.Stale::class.java) { table.dispatch(Intent.Tap("roll"), first.version + 5uL) }
        val refused = assertThrows(CardaviaException.Refused::class.java) {
            table.dispatch(Intent.Tap("no-such-target"), first.version)
        }
        assertTrue(refused.reason.isNotEmpty())
        assertEquals(first.version, table.view().version)

        // Ann plays until Bo has moved. Every view reaches the observer once, in order: the
        // opening one, each of Ann's taps and each of Bo's moves.
        var steps = 0
        while (views.queue.none { view -> view.log.any { it.startsWith("Bo") } } && steps++ < 200) step(table, views)
        val delivered = views.queue.map { it.version }
        assertTrue(delivered.zipWithNext().all { (a, b) -> b == a + 1uL }, "each version once, in order: $delivered")
        assertEquals(first.version, delivered.first(), "the opening view first")
        assertTrue(views.queue.any { view -> view.log.any { it.startsWith("Bo") } }, "Bo's move was delivered")
        // Stop while Ann is to move (no bot move pending), so the saved table is the one we see.
        var waited = 0
        while (table.view().targets.none { it.enabled } && waited++ < 50) views.arrivals.poll(100, TimeUnit.MILLISECONDS)
        val before = table.view()
        assertTrue(before.targets.any { it.enabled }, "Ann is to move")
        table.stop()
        assertThrows(CardaviaException.Closed::class.java) { table.dispatch(Intent.Tap("roll"), before.version) }
        // As the shell's ViewModel does when it is cleared: the app lets go of the store, so the
        // next app opened on it is its one writer (the stopped table no longer holds it).
        app.close()

        // Reopen: the table resumes exactly where it was.
        app = openApp(dir)
        val offer = app.resumable()
        assertNotNull(offer)
        assertEquals(GameId.DICEN, offer!!.game)
        table = app.resumeTable(views)!!
        assertEquals(before.version, table.view().version)
        assertEquals(before.board, table.view().board)

        // Play on to the end of the round.
        var guard = 0
        while (step(table, views) && guard++ < 2000) { }
        assertFalse(table.view().screen == Screen.Playing, "the round ended")
        table.stop()
    }

    /**
     * A tap's round trip: Ann's card plays in the last deal of a three-deal Ganjifa series (the
     * default), where the log, the narration and the saved history are longest, each through
     * `dispatch` and autosaved: every other one called on the test's thread (the binding's
     * round trip), the others as the shell's store sends them (on `Dispatchers.IO`, the answer
     * back on the caller's thread: two thread hops more). Beside it, what reading that view costs (`view()`: the core's copy
     * lowered and lifted into Kotlin, the crossing every view makes), which moves far less from
     * run to run than the round trip. Reported, not asserted: the figures depend on the machine
     * and on the library (`scripts/test taps` runs this against the release library). Series are played
     * first unmeasured, so the JVM has compiled the bindings' code as a phone's runtime would
     * have (a cold JVM interprets them and more than doubles the figure).
     */
    @Test
    fun measuresACardPlayAtTheEndOfAGanjifaSeries() = runBlocking {
        val app = openApp(Files.createTempDirectory("cardavia-kt"))
        val screen = app.setupScreen(GameId.GANJIFA, "Ann")
        var taps = listOf<Long>()
        var worker = listOf<Long>()
        var reads = listOf<Long>()
        repeat(WARM_UP_SERIES + 1) { series ->
            val views = Views()
            val table = app.startTable(
                GameId.GANJIFA,
                listOf(SeatSetup("Ann", null), SeatSetup("Bo", Level.EASY), SeatSetup("Cy", Level.EASY)),
                screen.fields.map { it.defaultChoice },
                views,
            )
            val played = mutableListOf<Long>()
            val sent = mutableListOf<Long>()
            val read = mutableListOf<Long>()
            var guard = 0
            while (table.view().screen != Screen.SeriesOver && guard++ < 5000) {
                val view = table.view()
                // A card not chosen yet: discards against a Dukal are chosen, then made.
                val target = view.targets.firstOrNull { it.enabled && !it.selected && it.id != "undo" }
                if (target == null) {
                    views.arrivals.poll(2, TimeUnit.SECONDS)
                    continue
                }
                val timed = view.series.round == 3u && target.kind == TargetKind.CARD
                if (timed) {
                    val reading = System.nanoTime()
                    val again = table.view()
                    read.add(System.nanoTime() - reading)
                    assertEquals(view.version, again.version, "nothing moved while Ann is to play")
                }
                // Every other timed tap is sent as the shell's TableStore sends it: on a worker
                // thread (Dispatchers.IO), the answer back here; the others on this thread.
                val throughWorker = timed && (played.size + sent.size) % 2 == 1
                val start = System.nanoTime()
                try {
                    if (throughWorker) {
                        withContext(Dispatchers.IO) { table.dispatch(Intent.Tap(target.id), view.version) }
                    } else {
                        table.dispatch(Intent.Tap(target.id), view.version)
                    }
                } catch (e: CardaviaException.Stale) {
                    continue
                }
                if (throughWorker) sent.add(System.nanoTime() - start) else if (timed) played.add(System.nanoTime() - start)
            }
            assertEquals(Screen.SeriesOver, table.view().screen, "series ${series + 1} was played out")
            assertTrue(played.size + sent.size >= 30, "Ann played her cards of the third deal: ${played.size + sent.size}")
            taps = played
            worker = sent
            reads = read
            table.stop()
        }
        val mean = taps.average() / 1000.0
        val median = taps.sorted()[taps.size / 2] / 1000.0
        val reading = reads.sorted()[reads.size / 2] / 1000.0
        val throughWorker = worker.sorted()[worker.size / 2] / 1000.0
        println("Kotlin dispatch + view round trip, Ganjifa deal 3 of 3: %.1f µs (mean of %d card plays on the caller's thread, each autosaved; median %.1f µs; through Dispatchers.IO as the store sends it: median %.1f µs of %d; reading the view: median %.1f µs; after %d series unmeasured)".format(mean, taps.size, median, throughWorker, worker.size, reading, WARM_UP_SERIES))
    }

    @Test
    fun measuresTheDispatchRoundTrip() = runBlocking {
        val app = openApp(Files.createTempDirectory("cardavia-kt"))
        val screen = app.setupScreen(GameId.DICEN, "Ann")
        // A tile below the throw's total toggles without shutting anything. A throw of 2 has none
        // (only tile 2 makes 2), so such a table is left and another opened (each 1 in 36).
        var opened: Pair<LiveTable, TargetView>? = null
        val views = Views()
        repeat(20) {
            if (opened != null) return@repeat
            val table = app.startTable(
                GameId.DICEN,
                listOf(SeatSetup("Ann", null), SeatSetup("Cas", null)),
                screen.fields.map { it.defaultChoice },
                views,
            )
            table.dispatch(Intent.Tap("roll"), table.view().version)
            val thrown = views.latest!!
            assertEquals(table.view().version, thrown.version, "the tap's view was delivered before dispatch returned")
            val total = thrown.dice.sumOf { it.toInt() }
            val below = thrown.targets.firstOrNull { it.enabled && it.id.startsWith("tile:") && it.label.toInt() < total }
            if (below == null) table.stop() else opened = table to below
        }
        val (table, tile) = opened ?: error("no throw above 2 in 20 tables")
        var version = table.view().version
        // Select and unselect one tile: each is a real change (a new view, answered, and saved
        // to SQLite). The first taps are not measured: the JVM compiles the bindings' code
        // meanwhile, as a phone's runtime has; both ways, for the worker hop is compiled code
        // too (measured straight after the caller's taps, without its own warm-up, it came out
        // 275–324 µs; after it, 190–195 µs). Measured twice: called on this thread (the
        // core's part and the crossing), and as the shell's store sends it (on a worker thread,
        // the answer back here: two thread hops more).
        val tap = { table.dispatch(Intent.Tap(tile.id), version); version = views.latest!!.version }
        repeat(2000) { tap() }
        repeat(2000) { withContext(Dispatchers.IO) { tap() } }
        val n = 2000
        var start = System.nanoTime()
        repeat(n) { tap() }
        val here = (System.nanoTime() - start) / 1000.0 / n
        start = System.nanoTime()
        repeat(n) { withContext(Dispatchers.IO) { tap() } }
        val worker = (System.nanoTime() - start) / 1000.0 / n
        println("Kotlin dispatch + view round trip: %.1f µs from a worker thread, %.1f µs on the caller's (mean of %d each, each autosaved)".format(worker, here, n))
        val last = table.view()
        assertEquals(version, last.version)
        assertNull(last.targets.firstOrNull { it.id == tile.id && it.selected })
        table.stop()
    }

    /**
     * The table's marks come from the core, each one the legend explains; the set-up
     * says what fixes the seats and what each option does; a tap too soon after the screen
     * changed is a refusal in words, like any other.
     */
    @Test
    fun theMarksTheSetUpsSentencesAndTheTapGuardComeFromTheCore() = runBlocking {
        val marks = org.cardavia.core.marks()
        val all = listOf(marks.turn, marks.warning, marks.bot, marks.winner)
        assertTrue(all.all { it.isNotBlank() } && all.toSet().size == 4, "$marks")
        val app = CardaviaApp.open(Files.createTempDirectory("cardavia-kt").toString(), listOf("en")).also { it.setBotPauseMs(0uL) }
        val table = app.startTable(GameId.DICEN, listOf(SeatSetup("Ann", null), SeatSetup("Bo", Level.EASY)), app.setupScreen(GameId.DICEN, "Ann").fields.map { it.defaultChoice }, Views())
        val legend = table.view().legend.map { it.symbol }
        assertTrue(marks.turn in legend && marks.bot in legend, "the marks a table uses are in its legend: $legend")
        table.stop()

        val gnav = app.games().single { it.id == GameId.GNAV }
        assertTrue("K1" in gnav.seatsRule && gnav.minSeats == 4u && gnav.maxSeats == 4u, gnav.seatsRule)
        val described = app.setupScreen(GameId.DICEN, "Ann").fields.mapNotNull { it.description }
        assertTrue(described.size >= 5 && described.all { it.isNotBlank() }, "$described")

        // The guard as the app has it (350 ms): a hand-over confirmed, then a tap at once.
        val seats = listOf(SeatSetup("Ann", null), SeatSetup("Ben", null), SeatSetup("Bot 1", Level.EASY))
        val ganjifa = app.startTable(GameId.GANJIFA, seats, app.setupScreen(GameId.GANJIFA, "Ann").fields.map { it.defaultChoice }, Views())
        val handOver = ganjifa.view()
        assertTrue(handOver.screen is Screen.HandOver)
        ganjifa.dispatch(Intent.Tap("hand-over"), handOver.version)
        val shown = ganjifa.view()
        val refused = assertThrows(CardaviaException.Refused::class.java) {
            ganjifa.dispatch(Intent.Tap(shown.targets.first().id), shown.version)
        }
        assertEquals("too-soon", refused.kind)
        assertEquals(app.message("table-error-too-soon", emptyList()), refused.reason)
        assertEquals(shown.version, ganjifa.view().version, "nothing changed")
        ganjifa.stop()
        app.close()
    }

    @Test
    fun offersTheLanguagesTimersAndChartFromTheCore() = runBlocking {
        assertEquals(listOf("English", "Nederlands", "Español", "Português", "Italiano"), languages().map { it.endonym })
        val app = openApp(Files.createTempDirectory("cardavia-kt"))
        val timers = app.turnTimers()
        assertEquals(listOf(15u, 30u, 60u, null), timers.map { it.seconds })
        assertEquals("Geen tijdslimiet", timers.last().label)
        val seats = app.switchSeat(listOf(SeatSetup("Ann", null), SeatSetup("Zoë", null)), 1u, Level.HARD)
        assertEquals(SeatSetup("Zoë", Level.HARD), seats[1], "a typed name stays when the seat becomes a bot")
        assertNull(app.chart("Nobody"), "no series, no chart")
    }

    /** The roster and the stats' export cross the bindings: ids, typed refusals, the file's text. */
    @Test
    fun renamesThePeopleAndExportsTheStatsAsCsv() = runBlocking {
        val app = CardaviaApp.open(Files.createTempDirectory("cardavia-kt").toString(), listOf("en")).also { it.setBotPauseMs(0uL) }
        assertEquals(emptyList<org.cardavia.core.RosterPerson>(), app.roster())
        val screen = app.setupScreen(GameId.DICEN, "Ann")
        val choices = screen.fields.map { it.defaultChoice }
        app.startTable(GameId.DICEN, listOf(SeatSetup("Ann", null), SeatSetup("Cas", null)), choices, Views()).stop()
        val roster = app.roster()
        assertEquals(setOf("Ann", "Cas"), roster.map { it.name }.toSet())
        val cas = roster.single { it.name == "Cas" }
        app.renamePerson(cas.id, "Cas Vega")
        assertEquals(setOf("Ann", "Cas Vega"), app.roster().map { it.name }.toSet())
        assertEquals(cas.id, app.roster().single { it.name == "Cas Vega" }.id, "the same person, renamed")
        val together = assertThrows(CardaviaException::class.java) {
            runBlocking { app.mergePeople(cas.id, roster.single { it.name == "Ann" }.id) }
        }
        assertTrue(together.message!!.contains("same series"), "${together.message}")

        val csv = app.exportStats(org.cardavia.core.ExportFormat.CSV)
        assertTrue(csv.fileName.endsWith(".csv") && csv.mimeType.startsWith("text/csv"), "${csv.fileName} ${csv.mimeType}")
        val header = csv.text.lineSequence().first()
        assertTrue(header.startsWith("player,game,"), "a header line first: $header")
        assertTrue(csv.text.lineSequence().drop(1).any { it.startsWith("Ann,") }, csv.text)
        val json = app.exportStats(org.cardavia.core.ExportFormat.JSON)
        assertEquals("application/json", json.mimeType)
        app.close()
    }
}
