package org.cardavia.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
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
import org.cardavia.core.Lang
import org.cardavia.core.Screen
import org.cardavia.core.SeatSetup
import org.cardavia.core.TableView
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
 * The four tables at a phone's size, on a phone's side, on a tablet both ways and with the text
 * at 200 %, drawn from real core views: nothing is cut or runs past the sides, every seat and
 * every target is on screen, the legend waits behind its button, and a wide screen puts the moves
 * beside the board. The PNGs go where the other renders go (`<game>-<size>.png`).
 */
class LayoutTest {
    /** A screen: its size in dp, its density, and the phone's font size setting. */
    private data class Size(val name: String, val widthDp: Int, val heightDp: Int, val density: Float, val fontScale: Float = 1f) {
        /** The side column's left edge when the board and the moves sit side by side (as [Room] has it). */
        val sideFrom: Float?
            get() = if (widthDp >= 840 || widthDp >= 600 && heightDp < 480) (widthDp - (widthDp * 0.36f).coerceIn(300f, 440f)) * density else null
    }

    private val phone = Size("phone", 412, 892, 2f)
    private val sizes = listOf(
        phone,
        Size("landscape", 892, 412, 2f),
        Size("tablet", 1280, 800, 1.5f),
        Size("tablet-portrait", 800, 1280, 1.5f),
        Size("font2", 412, 892, 2f, fontScale = 2f),
        Size("tablet-font2", 1280, 800, 1.5f, fontScale = 2f),
    )

    private val out: Path = Paths.get(System.getProperty("cardavia.renders") ?: "target/renders")
    private val texts = Texts(Lang.EN)
    private lateinit var app: CardaviaApp
    private lateinit var scope: CoroutineScope

    @BeforeEach
    fun open() {
        Files.createDirectories(out)
        app = Tables.openApp(Files.createTempDirectory("cardavia-layout"))
        scope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    }

    @AfterEach
    fun close() {
        scope.cancel()
    }

    /** The table at [size]; the phone's own picture is RenderTest's, so it is only checked here. */
    private fun draw(name: String?, size: Size, state: TableState): Rendered =
        Renders.render(name?.let { out.resolve("$it.png") }, size.widthDp, size.heightDp, size.density, false, size.fontScale) {
            CompositionLocalProvider(LocalTexts provides Texts(Lang.EN)) {
                CardaviaTheme { TableScreen(state, {}, {}, {}, animate = false) }
            }
        }

    private fun start(game: GameId, seats: List<SeatSetup>? = null): TableStore = runBlocking {
        val (s, c) = Tables.defaults(app, game)
        val store = TableStore(scope)
        assertTrue(store.start(app, game, seats ?: s, c))
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

    private fun Rendered.nodeWith(description: String): SemanticsNode? =
        nodes.firstOrNull { description in (it.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList()) }

    private fun SemanticsNode.whole(): Rect = Rect(positionInRoot, androidx.compose.ui.geometry.Size(size.width.toFloat(), size.height.toFloat()))

    /**
     * The table drawn at every size: no text cut or ellipsised, nothing past the sides or cut
     * off sideways, every seat (the strip wraps) and every target there, the legend's button in
     * place of the legend; on a wide screen the moves in the side column and the board left of it,
     * on a tall one the moves under the board.
     */
    private fun assertFitsEverywhere(game: String, store: TableStore) {
        val state = store.state.value
        val view = state.view!!
        val onBoard = view.targets.filter { it.onBoard }.map { it.accessibility }
        val moves = view.targets.filter { !it.onBoard }.map { it.accessibility }
        for (size in sizes) {
            val at = "$game at ${size.name}"
            val r = draw(if (size == phone) null else "$game-${size.name}", size, state)
            assertEquals(emptyList<String>(), r.overflowing(), "$at: texts that do not fit")
            assertEquals(emptyList<String>(), r.outsideTheSides(), "$at: past the sides")
            view.seats.forEach { seat ->
                val described = r.nodes.firstOrNull { n ->
                    n.config.getOrNull(SemanticsProperties.ContentDescription)?.any { it.startsWith("${seat.name}, ") } == true
                }
                assertNotNull(described, "$at: ${seat.name} in the seat strip")
            }
            val missing = view.targets.map { it.accessibility }.filter { it !in r.descriptions }
            assertTrue(missing.isEmpty(), "$at: targets not drawn: $missing")
            assertTrue(texts["shell-legend"] in r.texts, "$at: the legend's button")
            val legend = view.legend.map { "${it.symbol} ${it.meaning}" }
            assertTrue(legend.none { it in r.texts }, "$at: the legend waits behind its button")
            val sideFrom = size.sideFrom
            val boardAt = onBoard.mapNotNull { r.nodeWith(it)?.whole() }
            val movesAt = moves.mapNotNull { r.nodeWith(it)?.whole() }
            if (sideFrom != null) {
                movesAt.forEach { assertTrue(it.left >= sideFrom, "$at: a move in the side column: $it, from $sideFrom") }
                boardAt.forEach { assertTrue(it.right <= sideFrom, "$at: the board left of the side column: $it") }
            } else if (size.fontScale == 1f && boardAt.isNotEmpty()) {
                val under = boardAt.maxOf { it.bottom }
                movesAt.forEach { assertTrue(it.top >= under, "$at: a move under the board: $it, the board to $under") }
            }
            r.scene.close()
        }
    }

    @Test
    fun dicaFitsEverySize() {
        val store = start(GameId.DICA)
        store.playUntil(60) { v ->
            val board = (v.board as? BoardView.Dica)?.board
            board != null && board.teams.sumOf { t -> t.cards.sumOf { it.stones.size } } >= 4 && v.screen == Screen.Playing
        }
        assertFitsEverywhere("dica", store)
        store.stop()
    }

    @Test
    fun dicenFitsEverySize() {
        val store = start(GameId.DICEN)
        runBlocking { assertTrue(store.send(org.cardavia.core.Intent.Tap("roll"))) }
        store.playUntil(10) { it.dice.isNotEmpty() || (it.board as? BoardView.Dicen)?.board?.`throw`?.isNotEmpty() == true }
        assertFitsEverywhere("dicen", store)
        store.stop()
    }

    @Test
    fun ganjifaFitsEverySize() {
        val store = start(GameId.GANJIFA)
        store.playUntil(40) { v ->
            val b = (v.board as? BoardView.Ganjifa)?.board
            b != null && b.trick.isNotEmpty() && b.lastTrick != null && v.screen == Screen.Playing
        }
        assertFitsEverywhere("ganjifa", store)
        store.stop()
    }

    @Test
    fun gnavFitsEverySize() {
        val store = start(GameId.GNAV)
        store.playUntil(10) { it.screen == Screen.Playing && it.board is BoardView.Gnav }
        assertFitsEverywhere("gnav", store)
        store.stop()
    }

    /**
     * A round's summary (the core's columns and lines) and the moves after it fit a phone with
     * large text and sit beside each other on a tablet.
     */
    @Test
    fun aRoundSummaryFitsEverySize() {
        val store = start(GameId.DICEN)
        store.playUntil(400) { it.screen == Screen.RoundOver }
        assertFitsEverywhere("dicen-summary", store)
        store.stop()
    }

    /**
     * Home and a set-up on a tablet: a column of reading width in the middle (home's games two
     * by two), nothing cut there or with large text on a phone.
     */
    @Test
    fun homeAndSetUpUseATabletsWidth() = runBlocking {
        val shell = Tables.shell(app, scope)
        val tablet = sizes.single { it.name == "tablet" }
        fun drawRoot(name: String?, size: Size) =
            Renders.render(name?.let { out.resolve("$it.png") }, size.widthDp, size.heightDp, size.density, false, size.fontScale) { CardaviaRoot(shell) }
        for (size in listOf(phone, tablet, sizes.single { it.name == "font2" })) {
            val home = drawRoot(if (size == phone) null else "home-${size.name}", size)
            assertEquals(emptyList<String>(), home.overflowing(), "home at ${size.name}")
            assertEquals(emptyList<String>(), home.outsideTheSides(), "home at ${size.name}")
            home.scene.close()
        }
        val home = drawRoot(null, tablet)
        val games = shell.games.value
        val first = home.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == games[0].name } == true }.whole()
        val second = home.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == games[1].name } == true }.whole()
        assertEquals(first.top, second.top, 1f, "the first two games side by side")
        assertTrue(second.left > first.right, "the second right of the first")
        home.scene.close()
        shell.openSetup(GameId.DICA, "Ann")
        for (size in listOf(tablet, sizes.single { it.name == "font2" })) {
            val setup = drawRoot("setup-dica-${size.name}", size)
            assertEquals(emptyList<String>(), setup.overflowing(), "set-up at ${size.name}")
            assertEquals(emptyList<String>(), setup.outsideTheSides(), "set-up at ${size.name}")
            if (size == tablet) {
                val start = setup.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == texts["shell-start"] } == true }
                val button = generateSequence(start) { it.parent }.first { it.config.contains(SemanticsActions.OnClick) }.whole()
                val middle = tablet.widthDp * tablet.density / 2
                assertEquals(middle, button.center.x, 2f, "the Start button in the middle")
                assertTrue(button.width <= 720 * tablet.density, "at reading width, not across the tablet: ${button.width}")
            }
            setup.scene.close()
        }
        shell.store.stop()
    }

    /**
     * The legend opens from its button (in the core's words, "Legend") and is scrolled into
     * sight, every entry whole; a second tap closes it. Out of sight (large text), it opens as
     * TalkBack opens it (expand).
     */
    @Test
    fun theLegendOpensFromItsButtonAndCloses() {
        val store = start(GameId.DICA)
        store.playUntil(10) { it.screen == Screen.Playing }
        val view = store.state.value.view!!
        val legend = view.legend.map { "${it.symbol} ${it.meaning}" }
        assertTrue(legend.isNotEmpty())
        for (size in listOf(phone, sizes.single { it.name == "font2" }, sizes.single { it.name == "tablet" })) {
            val closed = draw(null, size, store.state.value)
            val label = closed.nodes.firstOrNull { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == texts["shell-legend"] } == true }
            assertNotNull(label, "the legend's button at ${size.name}")
            if (label!!.boundsInRoot.height > 0f) {
                closed.tap(label.boundsInRoot.center)
            } else {
                // Scrolled out of sight (large text): opened as TalkBack opens it.
                val button = generateSequence(label) { it.parent }.first { it.config.contains(SemanticsActions.Expand) }
                button.config[SemanticsActions.Expand].action!!.invoke()
            }
            // Opened, then scrolled into sight over the frames that follow.
            val open = closed.redraw(100_000_000L).redraw(500_000_000L).redraw(1_000_000_000L)
            open.save(out.resolve("dica-legend-${size.name}.png"))
            legend.forEach { assertTrue(it in open.texts, "$it shown at ${size.name}") }
            assertEquals(emptyList<String>(), open.overflowing(), "the open legend at ${size.name}")
            assertEquals(emptyList<String>(), open.outsideTheSides(), "the open legend at ${size.name}")
            // Scrolled into sight: its first entry is on the screen (and the whole legend, where it fits).
            val first = open.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == legend.first() } == true }
            assertTrue(first.boundsInRoot.height > 0f, "the legend's first entry in sight at ${size.name}")
            if (size == phone) {
                val last = open.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == legend.last() } == true }
                assertEquals(last.size.height.toFloat(), last.boundsInRoot.height, 1f, "the legend's last entry in sight on a phone")
            }
            val again = open.nodes.first { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == texts["shell-legend"] } == true }
            assertTrue(again.boundsInRoot.height > 0f, "the button in sight with its legend at ${size.name}")
            open.tap(again.boundsInRoot.center)
            val shut = open.redraw(100_000_000L).redraw(1_000_000_000L)
            assertFalse(legend.any { it in shut.texts }, "closed again at ${size.name}")
            closed.scene.close()
        }
        store.stop()
    }
}
