package org.cardavia.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.AnnotatedString
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.delay
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.cardavia.core.BotPace
import org.cardavia.core.CardaviaApp
import org.cardavia.core.CardaviaException
import org.cardavia.core.ExportFormat
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.Level
import org.cardavia.core.Screen
import org.cardavia.core.TableView
import org.cardavia.ui.Tables.awaitView
import org.cardavia.ui.Tables.personToAct
import org.cardavia.core.RosterPerson
import org.cardavia.core.SeatSetup
import org.cardavia.core.StatsExport
import org.cardavia.ui.screens.StatsScreen
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths

/**
 * The issue-43 screens through the Shell and the real core: the bots' pace in the settings, the
 * people (the group's roster), the set-up's known people, and the stats' export.
 */
class PeopleTest {
    private val out: Path = Paths.get(System.getProperty("cardavia.renders") ?: "target/renders")
    private lateinit var scope: CoroutineScope
    private lateinit var shell: Shell
    private lateinit var app: CardaviaApp

    @BeforeEach
    fun open() {
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
        app = Tables.openApp(Files.createTempDirectory("cardavia-people"))
        shell = Tables.shell(app, scope)
    }

    @AfterEach
    fun close() {
        shell.store.stop()
        scope.cancel()
    }

    private fun words(id: String) = shell.texts.value[id]

    private fun draw(name: String?, heightDp: Int = 892, onShare: (StatsExport) -> Unit = {}): Rendered =
        Renders.render(name?.let { out.resolve("$it.png") }, 412, heightDp, 2f) { CardaviaRoot(shell, onShare) }

    /** A DICEN series of [names] (people all), started and left: they are on the roster. */
    private suspend fun played(vararg names: String) {
        val screen = app.setupScreen(GameId.DICEN, names.first())
        assertTrue(shell.start(GameId.DICEN, names.map { SeatSetup(it, null) }, screen.fields.map { it.defaultChoice }), "${shell.problem.value}")
        shell.leaveTable()
    }

    /** Redraws [r] until [done] holds of the frame (the Shell answers on its worker). */
    private suspend fun Rendered.until(done: (Rendered) -> Boolean): Rendered = withTimeout(10_000) {
        var frame = redraw()
        while (!done(frame)) {
            delay(10)
            frame = frame.redraw()
        }
        frame
    }

    private fun Rendered.textNodes(text: String): List<SemanticsNode> =
        nodes.filter { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == text } == true }

    /** [person]'s own button [id] (one per person, in the roster's order). */
    private fun Rendered.button(id: String, person: RosterPerson, roster: List<RosterPerson>): SemanticsNode =
        textNodes(words(id))[roster.indexOf(person)]

    @Test
    fun theSettingsOfferTheCoresPacesAndATapSavesOne() = runBlocking {
        shell.openSettings()
        val paces = app.botPaces()
        assertEquals(BotPace.entries.size, paces.size)
        assertEquals(paces, shell.choices.value.paces, "the core's paces, as it labels them")
        val r = draw("settings-pace", heightDp = 1600)
        assertTrue(words("shell-bot-pace") in r.texts)
        paces.forEach { assertTrue(it.label in r.texts, "pace ${it.label}") }
        val before = app.settings().botPace
        // A pace whose word is on no other chip (a level may share "Normal").
        val levels = app.levels().map { it.label }
        val wanted = paces.first { it.pace != before && it.label !in levels && r.textNodes(it.label).size == 1 }
        r.tap(r.centreOfText(wanted.label)!!)
        withTimeout(10_000) { while (app.settings().botPace != wanted.pace) delay(10) }
        assertEquals(wanted.pace, shell.settings.value?.botPace)
        assertEquals(app.settings(), shell.settings.value, "what the core stored is what is shown")
    }

    @Test
    fun homeLeadsToThePeopleAndAnEmptyRosterSaysSo() = runBlocking {
        // Tall enough for the row under the games (a phone scrolls to it).
        val home = draw("home-people", heightDp = 2400)
        home.tap(home.centreOfText(words("shell-roster"))!!)
        withTimeout(10_000) { while (shell.route.value != Route.People) delay(10) }
        val r = draw("people-empty")
        assertTrue(words("shell-roster-empty") in r.texts, "${r.texts}")
        assertFalse(words("shell-roster-rename") in r.texts)
    }

    @Test
    fun thePeopleAreRenamedMergedAndRemovedThroughTheCore() = runBlocking {
        played("Ann", "Cas")
        played("Bea")
        shell.openPeople()
        assertEquals(Route.People, shell.route.value)
        var roster = shell.roster.value
        assertEquals(app.roster(), roster)
        assertEquals(setOf("Ann", "Bea", "Cas"), roster.map { it.name }.toSet())
        val r = draw("people")
        roster.forEach { p ->
            assertTrue(p.name in r.texts, p.name)
            assertTrue(p.summary in r.texts, "the core's line: ${p.summary}")
        }
        assertTrue(r.overflowing().isEmpty(), "${r.overflowing()}")
        assertTrue(r.outsideTheSides().isEmpty(), "${r.outsideTheSides()}")

        // Rename Bea: her Rename opens a field with her name; Save renames her in the store.
        val bea = roster.single { it.name == "Bea" }
        r.tap(r.button("shell-roster-rename", bea, roster).boundsInRoot.center)
        val editing = r.until { f -> f.nodes.any { it.config.contains(SemanticsProperties.EditableText) } }
        val field = editing.nodes.single { it.config.contains(SemanticsProperties.EditableText) }
        assertEquals("Bea", field.config[SemanticsProperties.EditableText].text)
        field.config[SemanticsActions.SetText].action!!(AnnotatedString("Bea Rose"))
        val typed = editing.redraw()
        typed.tap(typed.centreOfText(words("shell-roster-save"))!!)
        // The Shell lists the roster again once the core renamed her.
        withTimeout(10_000) { while (shell.roster.value.none { it.name == "Bea Rose" }) delay(10) }
        roster = shell.roster.value
        assertEquals(app.roster(), roster)
        assertTrue(roster.any { it.name == "Bea Rose" } && roster.none { it.name == "Bea" }, "$roster")
        val renamed = draw(null).until { f -> "Bea Rose" in f.texts }
        assertFalse(renamed.nodes.any { it.config.contains(SemanticsProperties.EditableText) }, "the field closes once saved")

        // Cas is not Ann: they played in the same series. The screen says what would join what,
        // and the core's refusal in its words; nobody changes.
        val ann = roster.single { it.name == "Ann" }
        val cas = roster.single { it.name == "Cas" }
        val refusal = try {
            app.mergePeople(cas.id, ann.id)
            null
        } catch (e: CardaviaException) {
            Problem.of(e).message
        }
        assertNotNull(refusal, "the core refuses")
        assertEquals(roster, app.roster())
        renamed.tap(renamed.button("shell-roster-merge", cas, roster).boundsInRoot.center)
        val merging = renamed.until { f -> f.textNodes("Ann").size == 2 }
        val casTop = merging.textNodes("Cas").first().boundsInRoot.top
        val chip = merging.textNodes("Ann").filter { it.boundsInRoot.top > casTop }.minBy { it.boundsInRoot.top }
        merging.tap(chip.boundsInRoot.center)
        val sentence = shell.texts.value("shell-roster-merge-into", "from" to "Cas", "into" to "Ann")
        val asked = merging.until { sentence in it.texts }
        asked.tap(asked.centreOfText(words("shell-roster-save"))!!)
        val refused = asked.until { refusal in it.texts }
        assertEquals(refusal, shell.problem.value)
        assertEquals(roster, app.roster(), "nothing merged")
        refused.save(out.resolve("people-refused.png"))

        // Bea Rose is Ann (they never sat together): her records join Ann's.
        assertTrue(shell.mergePeople(roster.single { it.name == "Bea Rose" }.id, ann.id))
        roster = shell.roster.value
        assertEquals(setOf("Ann", "Cas"), roster.map { it.name }.toSet())
        assertNotEquals(ann.summary, roster.single { it.name == "Ann" }.summary, "two series now: ${roster.single { it.name == "Ann" }.summary}")

        // Cas leaves the group, anonymised: the second choice under Remove.
        val removing = draw(null)
        removing.tap(removing.button("shell-roster-remove", cas, roster).boundsInRoot.center)
        val choices = removing.until { words("shell-roster-remove-anonymise") in it.texts }
        assertTrue(words("shell-roster-remove-keep") in choices.texts)
        choices.save(out.resolve("people-remove.png"))
        choices.tap(choices.centreOfText(words("shell-roster-remove-anonymise"))!!)
        withTimeout(10_000) { while (shell.roster.value.any { it.name == "Cas" }) delay(10) }
        assertEquals(app.roster(), shell.roster.value)
        assertEquals(listOf("Ann"), shell.roster.value.map { it.name })
        assertFalse("Cas" in app.players(), "the records no longer name Cas")

        // Ann too, keeping her name in the records: nobody is left on the roster.
        assertTrue(shell.removePerson(ann.id, keepName = true))
        assertEquals(emptyList<RosterPerson>(), shell.roster.value)
        assertTrue(words("shell-roster-empty") in draw(null).texts)
    }

    @Test
    fun theSetUpOffersTheKnownPeopleForAPersonsName() = runBlocking {
        played("Bea")
        played("Cas")
        shell.openSetup(GameId.DICEN, "Ann")
        val screen = shell.setup.value!!
        assertTrue("Bea" in screen.people, "${screen.people}")
        val seat = screen.seats.indexOfFirst { it.ai == null }
        assertEquals("Cas", screen.seats[seat].name, "the last line-up")
        // The core's last field, whether a move may be taken back, is drawn like any other.
        val undo = screen.fields.last()
        assertEquals(app.message("app-setup-undo", emptyList()), undo.label)
        val tall = Renders.render(null, 412, 3600, 2f) { CardaviaRoot(shell) }
        assertTrue(undo.label in tall.texts && undo.choices.all { it.label in tall.texts }, "${undo.label}: ${tall.texts}")
        val r = draw("setup-known")
        assertFalse("Bea" in r.texts, "offered only while a name is edited")
        val fields = r.nodes.filter { it.config.contains(SemanticsProperties.EditableText) }
        r.tap(fields[seat].boundsInRoot.center)
        val offered = r.until { "Bea" in it.texts }
        assertTrue(words("shell-roster-known") in offered.texts)
        assertFalse(offered.textNodes("Cas").size > 1, "Cas, at the table already, is not offered")
        offered.save(out.resolve("setup-known.png"))
        offered.tap(offered.centreOfText("Bea")!!)
        val named = offered.until { f ->
            f.nodes.filter { it.config.contains(SemanticsProperties.EditableText) }.getOrNull(seat)
                ?.config?.get(SemanticsProperties.EditableText)?.text == "Bea"
        }
        assertFalse(named.textNodes("Bea").size > 1, "Bea is at the table now: no longer offered")
    }

    @Test
    fun theStatsExportAsksTheCoreAndHandsItsFileOn() = runBlocking {
        played("Ann")
        shell.openStats()
        val shared = mutableListOf<StatsExport>()
        val r = draw("stats-export", heightDp = 1400) { shared += it }
        assertTrue(words("shell-export") in r.texts)
        r.tap(r.centreOfText(words("shell-export-csv"))!!)
        withTimeout(10_000) { while (shared.isEmpty()) delay(10) }
        val csv = shared.single()
        assertEquals(app.exportStats(ExportFormat.CSV).copy(fileName = csv.fileName), csv, "the core's file, as it is")
        assertTrue(csv.mimeType.contains("csv"), csv.mimeType)
        assertTrue(csv.fileName.endsWith(".csv"), csv.fileName)
        r.tap(r.centreOfText(words("shell-export-json"))!!)
        withTimeout(10_000) { while (shared.size < 2) delay(10) }
        val json = shared[1]
        assertTrue(json.mimeType.contains("json") && json.fileName.endsWith(".json"), "${json.mimeType} ${json.fileName}")
        assertTrue(json.text.trimStart().first() in "{[", json.text)
    }

    @Test
    fun theStatsScreenHandsTheChosenFormatOn() {
        val asked = mutableListOf<ExportFormat>()
        val exports = runBlocking { app.exportFormats() }
        assertEquals(listOf(ExportFormat.CSV, ExportFormat.JSON), exports.map { it.format })
        val r = Renders.render(null, 412, 892, 2f) {
            CompositionLocalProvider(LocalTexts provides shell.texts.value) {
                StatsScreen(emptyList(), null, emptyList(), null, emptyList(), exports, {}, { asked += it }, null) {}
            }
        }
        r.tap(r.centreOfText(words("shell-export-json"))!!)
        r.tap(r.centreOfText(words("shell-export-csv"))!!)
        assertEquals(listOf(ExportFormat.JSON, ExportFormat.CSV), asked)
    }

    /**
     * Gnav with Ann and Cas side by side: once Ann keeps, the phone goes to Cas, and until Cas
     * takes it Ann may take her keep back. The hand-over screen draws that button too (whatever
     * the view offers there, as the core labels it), under the confirmation, and it works.
     */
    @Test
    fun theHandOverDrawsTheOtherButtonsTheViewOffersThere() = runBlocking {
        val screen = app.setupScreen(GameId.GNAV, "Ann")
        val seats = listOf(SeatSetup("Ann", null), SeatSetup("Cas", null), SeatSetup("Bo", Level.EASY), SeatSetup("Di", Level.EASY))
        assertTrue(shell.start(GameId.GNAV, seats, screen.fields.map { it.defaultChoice }), "${shell.problem.value}")
        fun TableView.others() = (this.screen as? Screen.HandOver)?.let { h -> targets.filter { it.enabled && !it.onBoard && it.seat != h.seat } } ?: emptyList()
        var found: TableView? = null
        for (step in 0 until 300) {
            val view = shell.store.awaitView { v -> v.personToAct() || v.screen == Screen.SeriesOver }
            if (view.screen == Screen.SeriesOver) break
            if (view.others().isNotEmpty()) {
                found = view
                break
            }
            val next = view.targets.firstOrNull { it.id == "hand-over" && it.enabled }
                ?: listOf("seen", "keep", "next-round").firstNotNullOfOrNull { id -> view.targets.firstOrNull { it.id == id && it.enabled } }
                ?: view.targets.firstOrNull { it.enabled && !it.selected && it.id != "undo" }
                ?: break
            shell.store.send(Intent.Tap(next.id))
            shell.store.awaitView { it.version > view.version }
        }
        val view = found ?: throw AssertionError("no hand-over offered anything but its confirmation")
        val handOver = view.screen as Screen.HandOver
        val r = draw("gnav-hand-over-take-back")
        val confirm = view.targets.single { it.seat == handOver.seat && !it.onBoard }
        assertTrue(confirm.label in r.texts, "the confirmation: ${r.texts}")
        val other = view.others().first()
        assertTrue(other.label in r.texts, "the view's other button: ${other.label} in ${r.texts}")
        assertTrue(r.centreOfText(other.label)!!.y > r.centreOfText(confirm.label)!!.y, "under the confirmation")
        r.tap(r.centreOfText(other.label)!!)
        val back = shell.store.awaitView { it.version > view.version }
        assertEquals(other.seat, (back.screen as? Screen.HandOver)?.seat, "taken back: the phone goes back to who played: ${back.screen}")
    }
}
