package org.cardavia.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.runBlocking
import org.cardavia.core.BoardView
import org.cardavia.core.CardaviaApp
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.ui.Tables.awaitView
import org.cardavia.ui.Tables.personToAct
import org.cardavia.ui.Tables.playOne
import org.cardavia.ui.table.TableScreen
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths

/**
 * Off-screen renders of the four tables from real core views: each game is started through the
 * real CardaviaApp, played a little through the TableStore, and its table drawn with
 * ImageComposeScene into a PNG (in the folder named by -Dcardavia.renders).
 */
class RenderTest {
    private val widthDp = 412
    private val heightDp = 892
    private val density = 2f
    private val out: Path = Paths.get(System.getProperty("cardavia.renders") ?: "target/renders")
    private lateinit var dir: Path
    private lateinit var app: CardaviaApp
    private lateinit var scope: CoroutineScope

    @BeforeEach
    fun open() {
        Files.createDirectories(out)
        dir = Files.createTempDirectory("cardavia-render")
        app = Tables.openApp(dir)
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    }

    @AfterEach
    fun close() {
        scope.cancel()
    }

    private fun render(
        name: String?,
        state: TableState,
        height: Int = heightDp,
        askingToLeave: Boolean = false,
        onTap: (TargetView) -> Unit = {},
    ): Rendered =
        Renders.render(if (name == null) null else out.resolve("$name.png"), widthDp, height, density, settled = askingToLeave) {
            CompositionLocalProvider(LocalTexts provides Texts(org.cardavia.core.Lang.EN)) {
                CardaviaTheme { TableScreen(state, onTap, {}, {}, animate = false, askingToLeave = askingToLeave) }
            }
        }

    private fun start(game: GameId, seats: List<SeatSetup>? = null, choices: List<UInt>? = null): TableStore = runBlocking {
        val (s, c) = Tables.defaults(app, game)
        val store = TableStore(scope)
        assertTrue(store.start(app, game, seats ?: s, choices ?: c))
        store
    }

    /** Plays until [good] holds for a view the person acts on (at most [limit] taps). */
    private fun TableStore.playUntil(limit: Int, good: (TableView) -> Boolean): TableView = runBlocking {
        repeat(limit) {
            val now = awaitView { it.personToAct() || it.screen != Screen.Playing }
            if (good(now)) return@runBlocking now
            playOne()
        }
        awaitView { it.personToAct() && good(it) }
    }

    private fun board0(view: TableView) = (view.board as BoardView.Ganjifa).board

    private fun assertLooksDrawn(r: Rendered) {
        assertEquals((widthDp * density).toInt(), r.image.width)
        assertEquals((heightDp * density).toInt(), r.image.height)
        val colours = r.distinctColours()
        assertTrue(colours > 400, "a drawn table has many colours (antialiased text, pieces): $colours")
    }

    /** Every target the view offers is on screen with the core's accessibility label. */
    private fun assertTargetsReadable(view: TableView, r: Rendered) {
        val missing = view.targets.map { it.accessibility }.filter { it !in r.descriptions }
        assertTrue(missing.isEmpty(), "targets without their label on screen: $missing")
    }

    @Test
    fun dicaTableShowsBothRowsOfCardsWithStones() {
        val store = start(GameId.DICA)
        val view = store.playUntil(60) { v ->
            val board = (v.board as? BoardView.Dica)?.board
            board != null && board.teams.sumOf { t -> t.cards.sumOf { it.stones.size } } >= 4 && v.screen == Screen.Playing
        }
        val r = render("dica", store.state.value)
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val board = (view.board as BoardView.Dica).board
        // Cards without a target are read out by their own text.
        board.teams.flatMap { it.cards }.filter { it.target == null }.forEach { card ->
            assertTrue(card.text in r.descriptions, "card ${card.id} is described")
        }
        board.teams.flatMap { it.cards }.forEach { assertTrue("${it.value}" in r.texts, "value ${it.value} is drawn") }
        board.teams.forEach { assertTrue(it.name in r.texts) }
        store.stop()
    }

    @Test
    fun dicenTableShowsTilesAndTheThrow() {
        val store = start(GameId.DICEN)
        val before = store.state.value.view!!
        var tapped: TargetView? = null
        val first = render("dicen-before-throw", store.state.value) { tapped = it }
        assertTargetsReadable(before, first)
        // A tap on the drawn button is the core's target, and through the store reaches the core.
        val roll = before.targets.first { it.id == "roll" }
        val at = first.centreOf(roll.accessibility)
        assertNotNull(at, "the roll button is on screen")
        first.scene.sendPointerEvent(PointerEventType.Press, at!!)
        first.scene.sendPointerEvent(PointerEventType.Release, at)
        assertEquals("roll", tapped?.id)
        runBlocking { assertTrue(store.send(Intent.Tap(tapped!!.id))) }
        val view = store.playUntil(10) { it.dice.isNotEmpty() || (it.board as? BoardView.Dicen)?.board?.`throw`?.isNotEmpty() == true }
        val r = render("dicen", store.state.value)
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val tiles = (view.board as BoardView.Dicen).board.players.first().boards.first()
        tiles.forEach { assertTrue("${it.number}" in r.texts, "tile ${it.number} drawn") }
        // Select one tile: the core marks it selected and offers what to do next.
        val tile = view.targets.first { it.enabled && it.id.startsWith("tile:") }
        runBlocking { assertTrue(store.send(Intent.Tap(tile.id))) }
        val selected = store.state.value.view!!
        val s = render("dicen-selected", store.state.value)
        assertTrue(selected.targets.first { it.id == tile.id }.selected)
        assertTargetsReadable(selected, s)
        store.stop()
    }

    @Test
    fun ganjifaShowsTheHandOverThenTheHandAndTheTrick() {
        // Two people: the phone changes hands, so the table asks for a hand-over first (a table
        // with one person never asks).
        val seats = runBlocking { Tables.defaults(app, GameId.GANJIFA) }.first.toMutableList()
        seats[1] = SeatSetup("Ben", null)
        val store = start(GameId.GANJIFA, seats)
        val handOver = store.state.value.view!!
        assertTrue(handOver.screen is Screen.HandOver)
        val h = render("ganjifa-hand-over", store.state.value)
        assertLooksDrawn(h)
        assertTrue((handOver.screen as Screen.HandOver).prompt in h.texts)
        assertTargetsReadable(handOver, h)
        val view = store.playUntil(40) { v ->
            val b = (v.board as? BoardView.Ganjifa)?.board
            b != null && b.trick.isNotEmpty() && v.screen == Screen.Playing
        }
        val r = render("ganjifa", store.state.value)
        // The whole board at once (a tall screen), to see the hand and the played cards too.
        val tall = render("ganjifa-tall", store.state.value, height = 1700)
        assertEquals((1700 * density).toInt(), tall.image.height)
        board0(view).played.forEach { suit -> assertTrue(suit.spoken in tall.descriptions) }
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val board = (view.board as BoardView.Ganjifa).board
        board.hand.forEach { suit -> assertTrue(suit.name in r.texts || "★ ${suit.name}" in r.texts, "suit ${suit.name}") }
        board.trick.forEach { play -> assertTrue(play.card.name in r.descriptions, "trick card ${play.card.name}") }
        store.stop()
    }

    @Test
    fun gnavShowsTheCircleWithLives() {
        val store = start(GameId.GNAV)
        val view = store.playUntil(10) { it.screen == Screen.Playing && it.board is BoardView.Gnav }
        val r = render("gnav", store.state.value)
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val board = (view.board as BoardView.Gnav).board
        board.players.forEach { p ->
            assertTrue(p.name in r.texts, "${p.name} sits at the table")
            p.card?.let { assertTrue(it in r.descriptions, "${p.name}'s card $it is shown") }
        }
        store.stop()
    }

    @Test
    fun roundSummaryHasTheLinesAndTheChart() {
        val store = start(GameId.DICEN, choices = runBlocking { Tables.defaults(app, GameId.DICEN) }.second.toMutableList().also { it[0] = 0u })
        val view = store.playUntil(400) { it.screen == Screen.RoundOver }
        val r = render("dicen-summary", store.state.value)
        assertLooksDrawn(r)
        val summary = view.summary!!
        assertTrue(summary.title in r.texts)
        summary.lines.forEach { assertTrue(it.name in r.texts && it.text in r.texts, "line of ${it.name}") }
        assertTargetsReadable(view, r)
        store.stop()
    }

    @Test
    fun theLookAppliesToTheWholeTable() = runBlocking {
        val store = start(GameId.DICEN)
        val state = store.state.value
        val plain = render(null, state)
        val settings = app.settings()
        val strong = render("dicen-look-contrast", state.copy(view = state.view!!.copy(look = app.lookPreview(settings.look.copy(contrast = 100u, grain = 0u)))))
        assertTrue(
            strong.luminanceSpread() > plain.luminanceSpread() * 1.1,
            "contrast 100 spreads the luminance: ${strong.luminanceSpread()} vs ${plain.luminanceSpread()}",
        )
        val soft = render("dicen-look-soft-warm", state.copy(view = state.view.copy(look = app.lookPreview(settings.look.copy(contrast = 0u, temperature = 100u)))))
        assertTrue(soft.luminanceSpread() < plain.luminanceSpread() * 0.8, "contrast 0 flattens the table")
        store.stop()
    }

    @Test
    fun aTapOnAMoveNotAllowedNowShowsTheCoresReason() {
        val store = start(GameId.DICEN)
        val view = store.state.value.view!!
        val refused = view.targets.first { !it.enabled && it.whyNot != null }
        var sent: TargetView? = null
        val r = render(null, store.state.value) { sent = it }
        assertTrue(refused.whyNot!! !in r.texts)
        val at = r.centreOf(refused.accessibility)!!
        r.scene.sendPointerEvent(PointerEventType.Press, at)
        r.scene.sendPointerEvent(PointerEventType.Release, at)
        val after = r.redraw()
        assertEquals(null, sent, "nothing is sent to the core")
        assertTrue(refused.whyNot!! in after.texts, "the reason is shown: ${refused.whyNot}")
        store.stop()
    }

    @Test
    fun aFlickAcrossTheDiceTrayRolls() {
        val store = start(GameId.DICEN)
        var sent: TargetView? = null
        val r = render(null, store.state.value) { sent = it }
        val label = store.state.value.view!!.targets.first { it.id == "roll" }.accessibility
        val button = r.nodes.first { label in (it.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList()) }.boundsInRoot
        // Start on the tray just above the button (not on it), and flick sideways.
        val from = Offset(button.center.x - 100f, button.top - 10f)
        r.scene.sendPointerEvent(PointerEventType.Press, from)
        for (step in 1..8) r.scene.sendPointerEvent(PointerEventType.Move, Offset(from.x + step * 40f, from.y - step * 6f))
        r.scene.sendPointerEvent(PointerEventType.Release, Offset(from.x + 320f, from.y - 48f))
        assertEquals("roll", sent?.id, "the flick threw the dice")
        store.stop()
    }

    /** Where the node drawing [text] is on screen (clipped to what is visible), if anywhere. */
    private fun Rendered.boundsOf(text: String) =
        nodes.firstOrNull { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == text } == true }?.boundsInRoot

    @Test
    fun theNotSavedNoticeStaysInSightWithARefusalAndAWarningOnAShortScreen() {
        val store = start(GameId.DICEN, seats = listOf(SeatSetup("Ann", null)))
        // Taken while another program holds the store (a later view, saved, may come after).
        val state = Tables.WriteLock(dir).use {
            runBlocking { assertTrue(store.send(Intent.Roll)) }
            runBlocking { assertFalse(store.send(Intent.Tap("no-such-target"))) }
            store.state.value
        }
        val notice = state.view!!.unsaved!!.message
        val refusal = state.problem!!.message
        // A move armed with a warning, as the core marks one after its first tap.
        val armed = state.view!!.copy(
            targets = state.view.targets.map { if (it.enabled && it.id.startsWith("tile:")) it.copy(warning = "This costs a life (rule K4)", confirm = true) else it },
        )
        val short = 560
        val r = render("dicen-not-saved-short", state.copy(view = armed), height = short)
        val bounds = r.boundsOf(notice)
        assertNotNull(bounds, "the notice is drawn")
        assertTrue(bounds!!.top >= 0f && bounds.bottom <= short * density, "inside the screen: $bounds")
        assertTrue(bounds.height >= 14 * density, "not squeezed away: $bounds")
        val bar = r.boundsOf(refusal)
        assertNotNull(bar, "the refusal is shown too")
        assertTrue(bar!!.top >= bounds.bottom, "below the notice, not over it")
        assertTrue(r.texts.any { it.startsWith("⚠ This costs a life") }, "and the warning")
        // Asked to leave: the dialog says the view's own words, which carry the notice.
        val asking = render("dicen-leave-asks", state.copy(view = armed), askingToLeave = true)
        assertTrue(armed.leaving.message in asking.texts)
        assertTrue(notice in armed.leaving.message)
        store.stop()
    }

    @Test
    fun aDicaTeamOfSeveralPeopleShowsWhoseHandsThePhoneIsIn() {
        val seats = listOf(SeatSetup("Ann, Bea", null), SeatSetup("Bot 1", org.cardavia.core.Level.NORMAL))
        val store = start(GameId.DICA, seats = seats)
        val view = store.playUntil(10) { it.screen == Screen.Playing }
        val team = (view.board as BoardView.Dica).board.teams.first { it.isTurn }
        assertEquals(listOf("Ann", "Bea"), team.players)
        val r = render("dica-team", store.state.value)
        assertTrue(team.hand!! in r.texts, "the phone goes to ${team.hand}")
        store.stop()
    }
}
