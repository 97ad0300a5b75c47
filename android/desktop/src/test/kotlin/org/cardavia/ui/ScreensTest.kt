package org.cardavia.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.platform.LocalUriHandler
import androidx.compose.ui.platform.UriHandler
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlinx.coroutines.yield
import androidx.compose.ui.semantics.SemanticsActions
import org.cardavia.core.CardaviaApp
import org.cardavia.core.CardaviaException
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.KeptTable
import org.cardavia.core.TableObserver
import org.cardavia.core.TableView
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.Level
import org.cardavia.ui.Tables.awaitView
import org.cardavia.ui.Tables.playOne
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.nio.file.Path
import java.nio.file.Paths

/** The app's other screens, driven through the Shell as the phone drives them, and drawn. */
class ScreensTest {
    private val out: Path = Paths.get(System.getProperty("cardavia.renders") ?: "target/renders")
    private lateinit var scope: CoroutineScope
    private lateinit var shell: Shell

    private lateinit var dir: Path
    private lateinit var app: CardaviaApp

    @BeforeEach
    fun open() {
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        dir = java.nio.file.Files.createTempDirectory("cardavia-shell")
        app = Tables.openApp(dir)
        shell = Tables.shell(app, scope)
    }

    @AfterEach
    fun close() {
        shell.store.stop()
        scope.cancel()
    }

    private fun draw(name: String?, on: Shell = shell, settled: Boolean = false): Rendered =
        Renders.render(name?.let { out.resolve("$it.png") }, 412, 892, 2f, settled) { CardaviaRoot(on) }

    private fun words(id: String) = shell.texts.value[id]

    /** Ann alone at DICEN: nothing moves unless she taps. */
    private suspend fun startAlone() {
        val screen = shell.app.setupScreen(GameId.DICEN, "Ann")
        assertTrue(shell.start(GameId.DICEN, listOf(SeatSetup("Ann", null)), screen.fields.map { it.defaultChoice }))
    }

    /** A roll while another program holds the store: the core cannot save it, and its view says so. */
    private suspend fun rollNotSaved(): TableView {
        assertTrue(shell.store.send(Intent.Tap("roll")))
        val view = shell.store.state.value.view!!
        assertTrue(view.dice.isNotEmpty(), "the roll is shown")
        assertNotNull(view.unsaved, "and said not to be saved")
        assertFalse(view.leaving.saved)
        return view
    }

    @Test
    fun homeListsTheGamesWithTheCoresBlurbs() = runBlocking {
        val r = draw("home")
        val games = shell.games.value
        assertEquals(4, games.size)
        // The first games are on screen (the list scrolls); each shows its name and blurb.
        games.take(2).forEach { g ->
            assertTrue(g.name in r.texts, "${g.name} listed")
            assertTrue(g.blurb in r.texts, "${g.name}'s blurb shown")
        }
        assertTrue(r.distinctColours() > 200)
    }

    @Test
    fun theWikipediaLinkOpensTheCoresAddress() {
        val opened = mutableListOf<String>()
        val handler = object : UriHandler {
            override fun openUri(uri: String) {
                opened += uri
            }
        }
        val r = Renders.render(null, 412, 892, 2f) {
            CompositionLocalProvider(LocalUriHandler provides handler) { CardaviaRoot(shell) }
        }
        val linked = shell.games.value.first { it.wikipedia != null }
        val link = r.nodes.first { n ->
            n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == shell.texts.value["shell-wikipedia"] + " ↗" } == true
        }
        val at = link.boundsInRoot.center
        r.scene.sendPointerEvent(PointerEventType.Press, at)
        r.scene.sendPointerEvent(PointerEventType.Release, at)
        assertEquals(listOf(linked.wikipedia), opened)
    }

    @Test
    fun setupOffersTheCoresOptionsAndStartsATable() = runBlocking {
        shell.openSetup(GameId.DICA, "Ann")
        val r = draw("setup-dica")
        val screen = shell.setup.value!!
        screen.fields.first().choices.forEach { assertTrue(it.label in r.texts, "choice ${it.label}") }
        assertTrue(screen.fields.first().label in r.texts)
        assertTrue(shell.start(GameId.DICA, screen.seats, screen.fields.map { it.defaultChoice }))
        assertEquals(Route.Table, shell.route.value)
        val table = draw("table-through-root")
        assertTrue(shell.store.state.value.view!!.status in table.texts)
        // Leaving keeps the table for later: the home screen lists it, to resume or abandon.
        shell.leaveTable()
        val saved = shell.saved.value.single()
        assertEquals(GameId.DICA, saved.game)
        val home = draw("home-with-resume")
        assertTrue(saved.summary in home.texts, "the core's line for the saved table")
        assertTrue(shell.texts.value("shell-resume-a11y", "table" to saved.summary) in home.descriptions, "resume is labelled for TalkBack")
        assertTrue(shell.resume(saved))
        assertEquals(Route.Table, shell.route.value)
    }

    /**
     * Where a seat cannot be added or removed, the control is disabled and the core's sentence
     * (Gnav: exactly four seats, rule K1) says why; each option with a description has it under
     * its name (DICEN's variants with their rule numbers).
     */
    @Test
    fun setUpSaysWhyASeatCannotBeAddedAndDescribesTheOptions() = runBlocking {
        shell.openSetup(GameId.GNAV, "Ann")
        val gnav = shell.games.value.single { it.id == GameId.GNAV }
        assertTrue("K1" in gnav.seatsRule, gnav.seatsRule)
        val r = draw("setup-gnav")
        assertTrue(gnav.seatsRule in r.texts, "the core's sentence: ${r.texts}")
        val add = r.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text.endsWith(words("shell-add-seat")) } == true }
        assertTrue(generateSequence(add) { it.parent }.any { it.config.contains(SemanticsProperties.Disabled) }, "adding is disabled")
        val remove = r.nodes.filter { words("shell-remove-seat") in (it.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList()) }
        assertEquals(4, remove.size, "a remove control per seat")
        assertTrue(remove.all { it.config.contains(SemanticsProperties.Disabled) }, "each disabled")
        fun fields(x: Rendered) = x.nodes.count { it.config.contains(SemanticsProperties.EditableText) }
        val before = fields(r)
        r.tap(add.boundsInRoot.center)
        assertEquals(before, fields(r.redraw()), "a tap on it adds nothing")

        shell.openSetup(GameId.DICEN, "Ann")
        val dicen = shell.setup.value!!
        val described = dicen.fields.mapNotNull { it.description }
        assertTrue(described.size >= 5, "DICEN's variants are described: $described")
        assertTrue(described.any { Regex("\\(rule V\\d+\\)").containsMatchIn(it) }, "with their rule numbers: $described")
        val tall = Renders.render(out.resolve("setup-dicen.png"), 412, 3200, 2f) { CardaviaRoot(shell) }
        described.forEach { assertTrue(it in tall.texts, "described: $it") }
        val rule = shell.games.value.single { it.id == GameId.DICEN }.seatsRule
        assertFalse(rule in tall.texts, "seats can be added and removed: nothing to explain")
    }

    @Test
    fun aRefusedSetUpIsShownOnTheSetUpScreen() = runBlocking {
        shell.openSetup(GameId.DICEN, "Ann")
        val screen = shell.setup.value!!
        val seats = List(screen.maxSeats.toInt() + 1) { SeatSetup("P$it", null) }
        assertFalse(shell.start(GameId.DICEN, seats, screen.fields.map { it.defaultChoice }))
        val problem = shell.problem.value
        assertTrue(!problem.isNullOrBlank())
        assertTrue(shell.route.value is Route.Setup)
        assertTrue(problem!! in draw("setup-refused").texts)
    }

    @Test
    fun aMovingLookSliderIsPreviewedAndSavedOnlyWhenLetGo() = runBlocking {
        shell.openSettings()
        val before = shell.look.value!!
        val plain = draw("settings-default")
        val s = shell.settings.value!!
        // The slider moves: the preview takes the core's look for it at once, nothing is stored.
        shell.previewSettings(s.copy(look = s.look.copy(contrast = 95u, temperature = 85u)))
        val previewed = withTimeout(10_000) { shell.look.first { it != before }!! }
        assertNotEquals(before.matrix, previewed.matrix)
        assertEquals(shell.app.lookPreview(shell.settings.value!!.look), previewed)
        assertEquals(s.look, shell.app.settings().look, "a preview is not saved")
        val changed = draw("settings-look")
        assertTrue(shell.texts.value["shell-contrast"] in changed.descriptions)
        assertTrue(changed.luminanceSpread() != plain.luminanceSpread(), "the preview is drawn with the new look")
        // Let go: the shown settings are saved, and the look is the stored one.
        shell.saveShownSettings()
        withTimeout(10_000) { while (shell.app.settings().look.contrast.toInt() != 95) yield() }
        assertEquals(85, shell.app.settings().look.temperature.toInt(), "saved in the store")
        assertEquals(previewed, shell.app.look(), "the stored look is the one previewed")
    }

    @Test
    fun theSettingsOfferTheCoresLevelsLanguagesAndTimers() = runBlocking {
        shell.openSettings()
        val levels = shell.app.levels()
        val choices = shell.choices.value
        assertEquals(levels, choices.levels)
        assertEquals(org.cardavia.core.languages(), choices.languages)
        assertEquals(shell.app.turnTimers(), choices.timers)
        assertEquals(listOf(15u, 30u, 60u, null), choices.timers.map { it.seconds }, "DiCa's times and off")
        val r = Renders.render(null, 412, 892, 2f) { CardaviaRoot(shell) }
        levels.forEach { assertTrue(it.label in r.texts, "level ${it.label}") }
        choices.languages.forEach { assertTrue(it.endonym in r.texts, "language ${it.endonym}") }
        choices.timers.forEach { assertTrue(it.label in r.texts, "timer ${it.label}") }
    }

    @Test
    fun rulesReaderShowsTheNumberedSections() = runBlocking {
        shell.openRules(GameId.DICA)
        val r = draw("rules-dica")
        val sections = shell.rules.value
        assertTrue(sections.size > 3)
        val numbered = sections.first { it.number.isNotEmpty() }
        assertTrue("${numbered.number}  ${numbered.title}" in r.texts, "section ${numbered.number} heading")
    }

    @Test
    fun statsChartAPlayersFinishedSeries() = runBlocking {
        // One round of DICEN against a bot: a finished series to count.
        val screen = shell.app.setupScreen(GameId.DICEN, "Ann")
        val choices = screen.fields.map { it.defaultChoice }.toMutableList()
        choices[1] = 0u
        assertTrue(shell.start(GameId.DICEN, listOf(SeatSetup("Ann", null), SeatSetup("Bot 1", Level.EASY)), choices))
        repeat(400) {
            val v = shell.store.state.value.view!!
            if (v.screen == Screen.SeriesOver) return@repeat
            shell.store.playOne()
        }
        shell.store.awaitView { it.screen == Screen.SeriesOver }
        draw("dicen-series-over")
        shell.leaveTable()
        shell.openStats()
        val stats = shell.stats.value
        assertEquals("Ann", stats.selected)
        val line = stats.lines.single { it.game == GameId.DICEN }
        assertEquals("1", line.shown.seriesPlayed)
        assertTrue(line.seriesShare in 0.0..1.0 && line.roundsShare in 0.0..1.0, "bar lengths")
        val r = draw("stats")
        // The core's sentences (each figure with what it counts, its unit and which way is
        // better), and no figure the shell writes itself.
        assertTrue(line.shown.lines.size >= 3, "${line.shown.lines}")
        line.shown.lines.forEach { assertTrue(it in r.texts, "the core's line: $it") }
        assertTrue(r.texts.none { it.startsWith("${line.shown.seriesWon} / ") }, "no figures composed by the shell: ${r.texts}")
        assertTrue(r.texts.none { it == line.shown.averageScore || it == line.shown.bestScore }, "no bare figure")
        val chart = stats.chart!!
        assertTrue(chart.cumulative, "the core says the chart plots running totals")
        assertEquals(2, chart.series.size, "one line per seat")
        assertTrue(chart.title in r.texts && chart.yLabel in r.texts, "the chart's words are the core's")
        assertTrue(chart.description in r.descriptions, "TalkBack reads the core's description")
        line.shown.tallies.forEach { t -> assertNotEquals(t.name, t.label) }
    }

    @Test
    fun afterProcessDeathTheSavedRouteBringsThePersonBackToTheTable() = runBlocking {
        val screen = shell.app.setupScreen(GameId.DICEN, "Ann")
        assertTrue(shell.start(GameId.DICEN, listOf(SeatSetup("Ann", null), SeatSetup("Cas", null)), screen.fields.map { it.defaultChoice }))
        assertTrue(shell.store.send(org.cardavia.core.Intent.Tap("roll")))
        val before = shell.store.state.value.view!!
        val savedRoute = shell.route.value.name
        // The process goes as the ViewModel is cleared: the table stops and the app lets go of
        // the store, so the next process's app is its writer.
        shell.store.stop()
        app.close()

        // A new process: a new app over the same folder, a new shell, the route the platform saved.
        val again = Tables.shell(Tables.openApp(dir), scope)
        again.restore(savedRoute)
        assertEquals(Route.Table, again.route.value)
        assertEquals(before.version, again.store.state.value.view?.version)
        assertEquals(before.dice, again.store.state.value.view?.dice)

        // Back leaves the table (kept for later), then back from home leaves the app.
        assertTrue(again.back())
        assertEquals(Route.Home, again.route.value)
        assertEquals(GameId.DICEN, again.saved.value.firstOrNull()?.game)
        assertFalse(again.back())
    }

    @Test
    fun leavingATableNotSavedAsksFirstAndStayingKeepsIt() = runBlocking {
        startAlone()
        val notice = Tables.WriteLock(dir).use {
            val view = rollNotSaved()
            val table = draw("table-not-saved")
            assertTrue(view.unsaved!!.message in table.texts, "the notice is shown")
            table.tap(table.centreOf(words("shell-leave"))!!)
            withTimeout(20_000) { shell.askingToLeave.first { it } }
            assertEquals(Route.Table, shell.route.value, "and leaves nothing yet")
            val asking = draw("table-leave-asks", settled = true)
            assertTrue(view.leaving.message in asking.texts, "in the view's words")
            asking.tap(asking.centreOfText(words("shell-stay"))!!)
            val stayed = asking.redraw()
            assertFalse(shell.askingToLeave.value)
            assertFalse(view.leaving.message in stayed.texts, "the question is gone")
            assertEquals(Route.Table, shell.route.value)
            assertTrue(shell.store.isOpen, "the table is still open")
            assertEquals(view.dice, shell.store.state.value.view!!.dice, "as it was")
            assertTrue(view.unsaved!!.message in stayed.texts, "still saying it is not saved")
            view.unsaved!!.message
        }
        // The other program lets go: the core saves the change on its next try, and a new view
        // says so. Leave then leaves at once.
        val saved = shell.store.awaitView { it.leaving.saved }
        assertNull(saved.unsaved)
        val table = draw(null)
        assertFalse(notice in table.texts, "the notice is gone")
        table.tap(table.centreOf(words("shell-leave"))!!)
        withTimeout(20_000) { shell.route.first { it == Route.Home } }
        assertFalse(shell.askingToLeave.value, "a saved table is left without asking")
        // Staying kept the roll until it was saved: the table comes back with it.
        assertTrue(shell.resume(shell.saved.value.single()))
        assertEquals(saved.dice, shell.store.state.value.view!!.dice)
    }

    @Test
    fun leavingAnywayLeavesATableNotSaved() = runBlocking {
        startAlone()
        Tables.WriteLock(dir).use {
            val view = rollNotSaved()
            // The phone's back asks as Leave does; back while it asks is staying.
            assertTrue(shell.back())
            assertTrue(shell.askingToLeave.value)
            assertTrue(shell.back())
            assertFalse(shell.askingToLeave.value)
            assertEquals(Route.Table, shell.route.value)
            val table = draw(null)
            table.tap(table.centreOf(words("shell-leave"))!!)
            withTimeout(20_000) { shell.askingToLeave.first { it } }
            val asking = table.redraw(1_000_000_000L)
            assertTrue(view.leaving.message in asking.texts)
            asking.tap(asking.centreOfText(words("shell-leave-anyway"))!!)
            withTimeout(20_000) { shell.route.first { it == Route.Home } }
            assertFalse(shell.store.isOpen, "the table is left")
            assertFalse(shell.askingToLeave.value)
            assertFalse(view.leaving.message in draw(null).texts, "home asks nothing")
        }
    }

    @Test
    fun homeListsTheTablesOfGamesThisVersionDoesNotKnowAfterTheSavedOnes() = runBlocking {
        startAlone()
        shell.leaveTable()
        // A newer version's game, unfinished, in the same store (as that version would leave it).
        Tables.sqlite(dir, "INSERT INTO series (id, game, options, planned_rounds, created_ms) VALUES (50, 'chess', '{}', 0, 9);")
        assertEquals(emptyList<KeptTable>(), shell.kept.value, "not read yet")
        shell.home()
        val kept = shell.kept.value.single()
        assertEquals(50L, kept.series)
        assertEquals(app.keptTables(), shell.kept.value)
        assertTrue("chess" in kept.summary, kept.summary)
        val saved = shell.saved.value.single()
        assertEquals(GameId.DICEN, saved.game, "the saved table is still offered")
        val r = draw("home-with-kept")
        val row = r.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == kept.summary } == true }
        val savedRow = r.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == saved.summary } == true }
        assertTrue(row.boundsInRoot.top >= savedRow.boundsInRoot.bottom, "listed after the saved table")
        assertTrue(row.boundsInRoot.height > 0f && row.boundsInRoot.bottom <= r.image.height, "on screen")
        // A line only: nothing on it or around it answers a tap.
        generateSequence(row) { it.parent }.forEach { n ->
            assertFalse(n.config.contains(SemanticsActions.OnClick), "the kept table's line is not tappable")
        }
        r.tap(row.boundsInRoot.center)
        assertEquals(Route.Home, shell.route.value)
        assertFalse(shell.store.isOpen)
    }

    /** The core's refusal of resuming [series] through [app], read directly: its kind and reason. */
    private suspend fun refusal(app: CardaviaApp, series: Long): CardaviaException {
        val quiet = object : TableObserver { override fun onView(view: TableView) {} }
        return try {
            app.resumeSaved(series, quiet).close()
            throw AssertionError("resumed")
        } catch (e: CardaviaException) {
            e
        }
    }

    @Test
    fun aTableOpenInAnotherWindowIsNotResumedAndHomeSaysWhy() = runBlocking {
        startAlone()
        // A second window of the same app: its home lists the table the first has open.
        val other = Tables.shell(app, scope)
        val table = other.saved.value.single()
        val refused = refusal(app, table.series)
        assertTrue(refused is CardaviaException.Refused && refused.kind == "table-open", "$refused")
        assertFalse(other.resume(table))
        assertEquals(Problem.of(refused).message, other.problem.value, "the core's reason")
        assertNotEquals(words("shell-resume-failed"), other.problem.value)
        assertEquals(Route.Home, other.route.value)
        assertTrue(other.problem.value!! in draw("home-resume-refused", other).texts)
        other.store.stop()
    }

    @Test
    fun aSaveThatDoesNotRestoreIsNotResumedAndHomeSaysSoInItsOwnWords() = runBlocking {
        startAlone()
        shell.leaveTable()
        val table = shell.saved.value.single()
        // The save is torn after home listed it (as a failing device or another program may).
        Tables.sqlite(dir, "UPDATE table_states SET state = 'torn' WHERE series_id = ${table.series};")
        assertFalse(shell.resume(table))
        assertEquals(words("shell-resume-failed"), shell.problem.value, "the shell's words, not the core's technical reason")
        assertEquals(Route.Home, shell.route.value)
        assertTrue(shell.saved.value.none { it.series == table.series }, "no longer offered")
        assertTrue(words("shell-resume-failed") in draw(null).texts)
    }

    /**
     * Another Cardavia on the same store while this one has it open may only read: it is told
     * so, lists the saved table, and resuming it is refused in the core's words (nothing played
     * there could be saved), with no table opened.
     */
    @Test
    fun aTableIsNotResumedWhereAnotherCardaviaWrites() = runBlocking {
        startAlone()
        shell.leaveTable()
        val second = Tables.openApp(dir)
        val other = Tables.shell(second, scope)
        assertTrue(other.notices.value.isNotEmpty(), "the second Cardavia is told it only reads")
        assertFalse(other.resume(other.saved.value.single()))
        assertEquals(words("store-error-in-use"), other.problem.value, "the core's reason")
        assertEquals(Route.Home, other.route.value)
        val r = draw("home-in-use", other)
        assertTrue(words("store-error-in-use") in r.texts)
    }

    @Test
    fun aHomeRouteAfterProcessDeathStaysHome() = runBlocking {
        shell.restore(Route.Home.name)
        assertEquals(Route.Home, shell.route.value)
        assertFalse(shell.store.isOpen)
    }
}
