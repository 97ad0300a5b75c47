package org.cardavia.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.LocalSaveableStateRegistry
import androidx.compose.runtime.saveable.SaveableStateRegistry
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import kotlinx.coroutines.yield
import org.cardavia.core.CardaviaApp
import org.cardavia.core.CardaviaAppInterface
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.Lang
import org.cardavia.core.Level
import org.cardavia.core.SeatSetup
import org.cardavia.core.formatMessage
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Proxy
import java.nio.file.Files
import java.util.Collections
import java.util.concurrent.Executors

/** What a phone asks of its shell, so a table never freezes and nothing typed or saved is lost
 * unseen: no core call on the main thread, a failing store shown, set-up edits that survive
 * recreation. */
class PhoneRulesTest {
    private val main = Executors.newSingleThreadExecutor { Thread(it, "phone-main") }.asCoroutineDispatcher()
    private lateinit var scope: CoroutineScope

    @BeforeEach
    fun open() {
        scope = CoroutineScope(SupervisorJob() + main)
    }

    @AfterEach
    fun close() {
        scope.cancel()
        main.close()
    }

    /** The real app behind a core that records the thread of every call it gets. */
    private fun recording(real: CardaviaApp, calls: MutableList<String>): CardaviaAppInterface =
        Proxy.newProxyInstance(javaClass.classLoader, arrayOf(CardaviaAppInterface::class.java)) { _, method, args ->
            calls += "${method.name} on ${Thread.currentThread().name}"
            try {
                method.invoke(real, *(args ?: emptyArray()))
            } catch (e: InvocationTargetException) {
                throw e.targetException
            }
        } as CardaviaAppInterface

    @Test
    fun theShellNeverCallsTheCoreOnTheMainThread() = runBlocking {
        val calls = Collections.synchronizedList(mutableListOf<String>())
        val app = Tables.openApp()
        // Made, loaded and driven on the phone's main thread, as Compose's handlers do.
        val shell = withContext(main) { Shell(recording(app, calls), scope, Dispatchers.IO) }
        withTimeout(20_000) { shell.loaded.first { it } }
        withContext(main) {
            shell.openSetup(GameId.DICEN, "Ann")
            val screen = shell.setup.value!!
            val seats = shell.addSeat(shell.switchSeat(screen.seats, 1, Level.HARD))
            assertTrue(shell.start(GameId.DICEN, seats.take(2), screen.fields.map { it.defaultChoice }))
            shell.store.send(Intent.Tap("roll"))
            shell.leaveTable()
            shell.abandon(shell.saved.value.first())
            shell.openStats()
            shell.openRules(GameId.DICA)
            shell.openSettings()
            val settings = shell.settings.value!!
            shell.previewSettings(settings.copy(look = settings.look.copy(contrast = 90u)))
            shell.changeSettings(settings.copy(language = "nl"))
            shell.home()
        }
        withTimeout(20_000) { shell.texts.first { it["shell-play"] == formatMessage(Lang.NL, "shell-play", emptyList()) } }
        // Kotlin mangles the names of functions taking unsigned numbers ("switchSeat-…").
        val names = calls.toList().map { it.substringBefore(" on ").substringBefore("-") }.toSet()
        assertTrue(names.containsAll(listOf("games", "settings", "savedTables", "keptTables", "setupScreen", "startTable", "switchSeat", "addSeat", "abandonSaved", "playerStats", "saveSettings", "lookPreview")), "the drive reached the core: $names")
        val onMain = calls.toList().filter { it.endsWith("on phone-main") }
        assertTrue(onMain.isEmpty(), "core calls on the main thread: $onMain")
        shell.store.stop()
    }

    @Test
    fun aStoreThatFailsToOpenShowsTheCoresReason() = runBlocking {
        // A file where the data folder should be: the core cannot open its store there.
        val blocked = Files.createTempFile("cardavia-not-a-folder", "")
        val launcher = Launcher(scope, listOf("es-ES"), Dispatchers.IO) { CardaviaApp.open(blocked.toString(), listOf("es-ES")) }
        launcher.open()
        val failed = withTimeout(20_000) { launcher.state.first { it is Launch.Failed } } as Launch.Failed
        assertEquals(Lang.ES, failed.lang)
        assertTrue(failed.reason.isNotBlank())
        val r = Renders.render(null, 412, 892, 2f) { CardaviaLaunch(launcher) }
        assertTrue(failed.reason in r.texts, "the core's reason, in Spanish: ${r.texts}")
        val title = formatMessage(Lang.ES, "shell-store-failed-title", emptyList())
        assertTrue(title in r.texts && title != "shell-store-failed-title", "the failure is titled in Spanish")
        assertTrue(formatMessage(Lang.ES, "shell-retry", emptyList()) in r.texts, "and can be tried again")

        // Once the folder can be made, trying again opens the app.
        Files.delete(blocked)
        launcher.open()
        assertTrue(withTimeout(20_000) { launcher.state.first { it is Launch.Ready } } is Launch.Ready)
        ((launcher.state.value as Launch.Ready).shell).store.stop()
    }

    /**
     * Set-up edits survive the Activity being recreated: the composition's saveable state is
     * saved, the composition thrown away and made again from what was saved, as Compose's
     * StateRestorationTester does (these desktop tests run on JUnit 5, without Compose's JUnit 4
     * test rule).
     */
    @Test
    fun setUpEditsSurviveRecreation() = runBlocking {
        val shell = Tables.shell(Tables.openApp(), CoroutineScope(SupervisorJob() + Dispatchers.Default))
        shell.openSetup(GameId.DICEN, "Ann")
        val field = shell.setup.value!!.fields.first()
        val other = field.choices[(field.defaultChoice.toInt() + 1) % field.choices.size].label
        var registry: SaveableStateRegistry? = null
        fun screen(restored: Map<String, List<Any?>>?): @Composable () -> Unit = {
            val r = remember { SaveableStateRegistry(restored) { true } }
            registry = r
            CompositionLocalProvider(LocalSaveableStateRegistry provides r) { CardaviaRoot(shell) }
        }
        /** The labels of the chips drawn as chosen. */
        fun chosen(r: Rendered): Set<String> = r.nodes
            .filter { it.config.getOrNull(SemanticsProperties.Selected) == true }
            .flatMap { node -> (listOf(node) + node.children).flatMap { n -> n.config.getOrNull(SemanticsProperties.Text)?.map { it.text } ?: emptyList() } }
            .toSet()

        val first = Renders.render(null, 412, 1400, 1f, screen(null))
        assertFalse(other in chosen(first), "$other is not the default")
        val chip = first.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == other } == true }
        first.scene.sendPointerEvent(PointerEventType.Press, chip.boundsInRoot.center)
        first.scene.sendPointerEvent(PointerEventType.Release, chip.boundsInRoot.center)
        val edited = first.redraw()
        assertTrue(other in chosen(edited), "the tap chose $other: ${chosen(edited)}")
        val saved = registry!!.performSave()
        first.scene.close()

        val again = Renders.render(null, 412, 1400, 1f, screen(saved))
        assertTrue(other in chosen(again), "the choice is still made after recreation: ${chosen(again)}")
        again.scene.close()
        val fresh = Renders.render(null, 412, 1400, 1f, screen(null))
        assertFalse(other in chosen(fresh), "without the saved state the set-up starts over (the test can fail)")
        fresh.scene.close()
    }

    /**
     * "Add a seat" asks the core (off the main thread) for the new seat and its free name, and
     * lands on it: its name field takes the focus, in sight on a short screen.
     */
    @Test
    fun addingASeatTakesTheCoresName() = runBlocking {
        val shell = Tables.shell(Tables.openApp(), CoroutineScope(SupervisorJob() + Dispatchers.Default))
        shell.openSetup(GameId.DICEN, "Ann")
        val seats = shell.setup.value!!.seats
        val added = shell.addSeat(seats).last().name
        assertFalse(seats.any { it.name == added })
        fun names(r: Rendered): Set<String> = r.nodes.mapNotNull { it.config.getOrNull(SemanticsProperties.EditableText)?.text }.toSet()
        val r = Renders.render(null, 412, 1400, 1f) { CardaviaRoot(shell) }
        assertFalse(added in names(r))
        val add = r.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text.endsWith(shell.texts.value["shell-add-seat"]) } == true }
        r.scene.sendPointerEvent(PointerEventType.Press, add.boundsInRoot.center)
        r.scene.sendPointerEvent(PointerEventType.Release, add.boundsInRoot.center)
        var shown = names(r)
        withTimeout(20_000) { while (added !in shown) { yield(); shown = names(r.redraw()) } }
        assertTrue(added in shown, "the core's name for the new seat is in its field: $shown")
        r.scene.close()

        // On a short screen, seat after seat: each new one has the focus and is in sight.
        val short = Renders.render(null, 412, 520, 1f) { CardaviaRoot(shell) }
        var now = short
        repeat(3) {
            val before = names(now)
            // The button may be below the fold: pressed through its click action, as TalkBack would.
            val label = now.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text.endsWith(shell.texts.value["shell-add-seat"]) } == true }
            val button = generateSequence(label) { it.parent }.first { it.config.contains(androidx.compose.ui.semantics.SemanticsActions.OnClick) }
            button.config[androidx.compose.ui.semantics.SemanticsActions.OnClick].action!!.invoke()
            withTimeout(20_000) { while (names(now).size == before.size) { yield(); now = now.redraw(100_000_000L) } }
            now = now.redraw(1_000_000_000L)
            val field = now.nodes.single { n -> n.config.getOrNull(SemanticsProperties.EditableText)?.text !in before && n.config.contains(SemanticsProperties.EditableText) }
            assertEquals(true, field.config.getOrNull(SemanticsProperties.Focused), "the new seat has the focus")
            val at = field.boundsInRoot
            assertTrue(at.top >= 0f && at.bottom <= 520f, "and is in sight: $at")
        }
        short.scene.close()
    }

    /**
     * The table's marks are the core's (`marks()`, a Ganjifa board's `marks`), explained in the
     * legend: no source of the shell writes one of them as a string of its own.
     */
    @Test
    fun theShellDrawsNoMarkOfItsOwn() {
        val root = java.nio.file.Paths.get("../ui/src/main/kotlin")
        val sources = Files.walk(root).use { s -> s.filter { it.toString().endsWith(".kt") }.toList() }
            .associate { it.fileName.toString() to Files.readString(it) }
        val marks = listOf("⚠", "▶", "⚙", "✪", "★", "→", "✓", "◆", "⟲", "▷", "⊕", "▯")
        val literal = Regex("\"[^\"\n]*\"")
        val found = sources.flatMap { (file, text) ->
            literal.findAll(text).map { it.value }.filter { s -> marks.any { it in s } }.map { "$file: $it" }.toList()
        }
        assertTrue(found.isEmpty(), "marks the shell writes itself: $found")
        assertTrue(sources.getValue("Texts.kt").contains("marks()"), "the table's marks are the core's")
        assertTrue(sources.getValue("GanjifaBoard.kt").contains("board.marks"), "and a Ganjifa board's its own")
    }

    /** The shell holds no copy of what the core offers: languages, timers, roll, calls, chart, numbers. */
    @Test
    fun theShellHoldsNoListTheCoreOffers() {
        val root = java.nio.file.Paths.get("../ui/src/main/kotlin")
        val sources = Files.walk(root).use { s -> s.filter { it.toString().endsWith(".kt") }.toList() }
            .associate { it.fileName.toString() to Files.readString(it) }
        val forbidden = mapOf(
            "an endonym" to Regex("Español|Nederlands|Português|Italiano"),
            "a timer list" to Regex("""listOf\(\s*\d+u"""),
            "roll by id" to Regex("""startsWith\("roll"""),
            "the DICEN call" to Regex("\"DICEN!?\""),
            "a percentage" to Regex("""\* 100"""),
            "the core's seat names" to Regex("freeSeatName"),
        )
        val found = sources.flatMap { (file, text) -> forbidden.filter { it.value.containsMatchIn(text) }.map { "$file: ${it.key}" } }
        assertTrue(found.isEmpty(), "held by the shell instead of asked of the core: $found")
        assertTrue(sources.getValue("Targets.kt").contains("TargetKind.ROLL"), "roll is the core's target kind")
        assertTrue(sources.getValue("Chart.kt").contains("chart.description"), "the chart says what the core says it plots")
        assertTrue(sources.getValue("SettingsScreen.kt").contains("choices.timers"), "timers are the core's")
    }
}
