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
import org.cardavia.core.TargetKind
import org.cardavia.core.TargetView
import org.cardavia.core.marks
import org.cardavia.ui.Tables.awaitView
import org.cardavia.ui.Tables.personToAct
import org.cardavia.ui.Tables.playOne
import org.cardavia.ui.table.TableScreen
import org.junit.jupiter.api.AfterEach
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
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

    /** The core's table marks (turn, warning, bot, winner). */
    private val marks = marks()

    /** Whether a drawn node carrying [description] reads as selected. */
    private fun Rendered.selected(description: String): Boolean = nodes.any { n ->
        n.config.getOrNull(SemanticsProperties.Selected) == true &&
            description in (n.config.getOrNull(SemanticsProperties.ContentDescription) ?: emptyList())
    }

    private fun assertLooksDrawn(r: Rendered) {
        assertEquals((widthDp * density).toInt(), r.image.width)
        assertEquals((heightDp * density).toInt(), r.image.height)
        val colours = r.distinctColours()
        assertTrue(colours > 400, "a drawn table has many colours (antialiased text, pieces): $colours")
    }

    /** Nothing written is cut, wrapped mid-word or past the sides (a seat strip running off the edge). */
    private fun assertNothingCut(r: Rendered) {
        assertEquals(emptyList<String>(), r.overflowing(), "texts that do not fit")
        assertEquals(emptyList<String>(), r.outsideTheSides(), "past the sides")
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
        assertNothingCut(r)
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
        assertNothingCut(r)
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val tiles = (view.board as BoardView.Dicen).board.players.first().boards.first()
        tiles.forEach { assertTrue("${it.number}" in r.texts, "tile ${it.number} drawn") }
        // The seat strip draws the core's marks, which the legend explains: whose turn, a bot.
        view.seats.forEach { seat ->
            val drawn = listOfNotNull(marks.turn.takeIf { seat.isTurn }, seat.name, marks.bot.takeIf { seat.ai != null }).joinToString(" ")
            assertTrue(drawn in r.texts, "seat ${seat.name} drawn as $drawn: ${r.texts}")
        }
        assertTrue(view.seats.any { it.ai != null } && view.seats.any { it.isTurn })
        val legend = view.legend.map { it.symbol }
        assertTrue(marks.turn in legend && marks.bot in legend, "the marks drawn are the legend's: $legend")
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
        assertNothingCut(r)
        // The whole board at once (a tall screen), to see the hand and the played cards too.
        val tall = render("ganjifa-tall", store.state.value, height = 1700)
        assertEquals((1700 * density).toInt(), tall.image.height)
        board0(view).played.forEach { suit -> assertTrue(suit.spoken in tall.descriptions) }
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val board = (view.board as BoardView.Ganjifa).board
        val m = board.marks
        board.hand.forEach { suit ->
            val drawn = if (suit.trump) "${m.trump} ${suit.name}" else suit.name
            assertTrue(drawn in r.texts, "suit ${suit.name}, the trump after the board's mark")
        }
        board.trick.forEach { play -> assertTrue(play.card.name in r.descriptions, "trick card ${play.card.name}") }
        assertTrue(m.trick in r.texts, "the trick after the board's mark")
        // Each seat in the board's marks: cards in hand and captured, the dealer, the viewer.
        board.players.forEach { p ->
            assertTrue("${p.cards}${m.inHand}  ${p.captured}${m.captured}" in r.texts, "${p.name}'s counts")
            val turn = if (p.isTurn) "${marks.turn} " else ""
            val you = if (board.you == p.seat) m.you else ""
            val dealer = if (p.isDealer) " ${m.dealer}" else ""
            assertTrue("$turn$you${p.name}$dealer" in r.texts, "${p.name} with the marks of the turn, the viewer, the dealer: ${r.texts}")
        }
        val symbols = view.legend.map { it.symbol }
        listOf(m.trump, m.trick, m.inHand, m.captured, m.dealer, m.you).forEach { assertTrue(it in symbols, "$it in the legend") }
        store.stop()
    }

    @Test
    fun gnavShowsTheCircleWithLives() {
        val store = start(GameId.GNAV)
        val view = store.playUntil(10) { it.screen == Screen.Playing && it.board is BoardView.Gnav }
        val r = render("gnav", store.state.value)
        assertNothingCut(r)
        assertLooksDrawn(r)
        assertTargetsReadable(view, r)
        val board = (view.board as BoardView.Gnav).board
        board.players.forEach { p ->
            val name = if (p.isTurn) "${marks.turn} ${p.name}" else p.name
            assertTrue(name in r.texts, "${p.name} sits at the table (whose turn by the core's mark)")
            p.card?.let { assertTrue(it in r.descriptions, "${p.name}'s card $it is shown") }
        }
        store.stop()
    }

    /**
     * A round's summary is the core's words: the title and headline as given, the columns'
     * headings and each line's figures, the core's winner mark beside who won, and each finished
     * round as the core's line (names beside figures), never a line the shell composes.
     */
    @Test
    fun aRoundSummaryIsTheCoresWords() {
        val store = start(GameId.DICEN, choices = runBlocking { Tables.defaults(app, GameId.DICEN) }.second.toMutableList().also { it[0] = 0u })
        val view = store.playUntil(400) { it.screen == Screen.RoundOver }
        val r = render("dicen-summary", store.state.value)
        assertLooksDrawn(r)
        val summary = view.summary!!
        assertTrue(summary.title in r.texts && summary.headline in r.texts, "title and headline as given")
        summary.columns.forEach { assertTrue(it in r.texts, "column $it") }
        summary.lines.forEach { line ->
            assertTrue(line.name in r.texts && line.text in r.texts, "line of ${line.name}")
            line.cells.forEach { assertTrue(it in r.texts, "${line.name}'s $it") }
        }
        assertTrue(summary.history.isNotEmpty())
        summary.history.forEach { row -> assertTrue(row.text in r.texts, "the round in the core's words: ${row.text}") }
        val winners = r.nodes.count { n -> n.config.getOrNull(SemanticsProperties.Text)?.any { it.text == marks.winner } == true }
        assertEquals(summary.lines.count { it.winner }, winners, "the core's winner mark beside each winner")
        assertTrue(marks.winner in view.legend.map { it.symbol }, "and the legend explains it")
        assertTrue(r.texts.none { "★" in it }, "no mark of the shell's own: ${r.texts}")
        assertTargetsReadable(view, r)
        store.stop()
    }

    /** A Gnav summary's columns are the game's own (lives left, games won): drawn as given. */
    @Test
    fun aGnavGamesSummaryHasItsOwnColumns() {
        val store = start(GameId.GNAV)
        val view = store.playUntil(600) { it.screen == Screen.RoundOver || it.screen == Screen.SeriesOver }
        val summary = view.summary!!
        val r = render("gnav-summary", store.state.value)
        summary.columns.forEach { assertTrue(it in r.texts, "column $it") }
        summary.lines.forEach { line -> line.cells.forEach { assertTrue(it in r.texts, "${line.name}'s $it") } }
        summary.history.forEach { row -> assertTrue(row.text in r.texts, row.text) }
        store.stop()
    }

    /**
     * A settled Gnav deal is drawn as it ended, every card in front of its player; once the next
     * deal is dealt, the last one is told only by the core's labelled line, and no card of it is
     * drawn without that label.
     */
    @Test
    fun gnavShowsTheSettledDealInTheCircleThenOnlyItsLabelledLine() {
        val store = start(GameId.GNAV)
        val settled = store.playUntil(100) { v -> (v.board as? BoardView.Gnav)?.board?.settled == true }
        val board = (settled.board as BoardView.Gnav).board
        val s = render("gnav-settled", store.state.value)
        val cards = board.players.mapNotNull { it.card }
        assertTrue(cards.size >= 2, "every card of the deal is revealed: ${board.players}")
        cards.forEach { assertTrue(it in s.descriptions, "$it in front of its player") }
        assertFalse(board.lastDeal!!.label in s.texts, "the circle shows the deal, not its line")
        // On to the next deal (the one enabled target is the core's "next").
        val next = settled.targets.single { it.enabled }
        runBlocking { assertTrue(store.send(Intent.Tap(next.id))) }
        val dealt = store.playUntil(20) { v ->
            v.screen == Screen.Playing && (v.board as? BoardView.Gnav)?.board?.let { !it.settled && it.lastDeal != null } == true
        }
        val now = (dealt.board as BoardView.Gnav).board
        val n = render("gnav-last-deal", store.state.value)
        val last = now.lastDeal!!
        assertTrue(last.label in n.texts, "the last deal by its label: ${last.label}")
        val shown = now.players.mapNotNull { it.card }.toSet()
        last.cards.filterNotNull().filter { it !in shown }.forEach {
            assertFalse(it in n.descriptions, "$it of the last deal is not drawn unlabelled")
        }
        store.stop()
    }

    /**
     * A move the core warns about carries the core's warning mark; the warning itself shows,
     * after that mark, while the view says the move is armed (`armed`), and only then.
     */
    @Test
    fun aWarnedMoveCarriesTheCoresMarkAndTheArmedWarningIsTheViews() {
        val store = start(GameId.DICEN, seats = listOf(SeatSetup("Ann", null)))
        val state = store.state.value
        val view = state.view!!
        val warning = "This costs a life (rule K4)"
        val roll = view.targets.first { it.kind == TargetKind.ROLL }
        val warned = view.copy(targets = view.targets.map { if (it.id == roll.id) it.copy(warning = warning) else it })
        val first = render(null, state.copy(view = warned))
        assertTrue("${marks.warning} ${roll.label}" in first.texts, "the warned move carries the mark: ${first.texts}")
        assertTrue(first.texts.none { warning in it }, "not armed: no warning yet")
        // Tapped once: the view says it is armed; the warning shows until the second tap.
        val armed = warned.copy(armed = warning, targets = warned.targets.map { if (it.id == roll.id) it.copy(confirm = true) else it })
        val second = render("dicen-armed", state.copy(view = armed))
        assertTrue("${marks.warning} $warning" in second.texts, "the view's armed warning after the mark")
        assertEquals(1, second.texts.count { warning in it }, "said once")
        // The sentence is the view's `armed`, not a guess from the targets.
        val unarmed = render(null, state.copy(view = armed.copy(armed = null)))
        assertTrue(unarmed.texts.none { warning in it })
        store.stop()
    }

    /**
     * A tap too soon after the screen changed is the core's refusal, shown like any other (in
     * the core's words, in the problem bar), not a crash or a generic error; nothing changes.
     */
    @Test
    fun aTapTooSoonAfterTheScreenChangedIsShownAsTheCoresRefusal() {
        val guarded = Tables.openApp(Files.createTempDirectory("cardavia-guard")).also { it.setTapGuardMs(60_000uL) }
        val (defaults, choices) = runBlocking { Tables.defaults(guarded, GameId.GANJIFA) }
        val seats = defaults.toMutableList().also { it[1] = SeatSetup("Ben", null) }
        val store = TableStore(scope)
        assertTrue(runBlocking { store.start(guarded, GameId.GANJIFA, seats, choices) })
        assertTrue(store.state.value.view!!.screen is Screen.HandOver)
        // The first screen is not a change: its hand-over is taken at once, and the screen changes.
        runBlocking { assertTrue(store.send(Intent.Tap("hand-over"))) }
        val shown = store.state.value.view!!
        assertFalse(shown.screen is Screen.HandOver)
        val tap = shown.targets.first()
        assertFalse(runBlocking { store.send(Intent.Tap(tap.id)) })
        val problem = store.state.value.problem!!
        assertEquals(Problem.Kind.Refused, problem.kind, "a refusal like any other")
        assertEquals("too-soon", problem.code)
        assertEquals(runBlocking { guarded.message("table-error-too-soon", emptyList()) }, problem.message, "the core's reason")
        assertEquals(shown.version, store.state.value.view!!.version, "nothing changed")
        val r = render("ganjifa-too-soon", store.state.value)
        assertTrue(problem.message in r.texts, "shown in the problem bar")
        store.stop()
        guarded.close()
    }

    /**
     * Discards against a Dukal are chosen by taps on the hand (a second tap takes one back),
     * then made by the core's discard button; the Dukal is then the last play, after the
     * board's mark, with who took it. Two people and a bot: a person leads a Dukal whenever one
     * is offered, until the other discards to one (the bots lead none: the core's to fix).
     */
    @Test
    fun discardsAgainstADukalAreChosenThenMadeAndTheDukalIsTheLastPlay() {
        val seats = listOf(SeatSetup("Ann", null), SeatSetup("Ben", null), SeatSetup("Bot 1", org.cardavia.core.Level.EASY))
        val store = start(GameId.GANJIFA, seats)
        fun acting(v: TableView) = v.personToAct() || v.screen != Screen.Playing
        fun discarding(v: TableView): Boolean {
            val dukal = (v.board as? BoardView.Ganjifa)?.board?.dukal ?: return false
            return dukal.discarding != null && v.seats.any { it.holdsDevice && it.seat == dukal.discarding } && v.personToAct()
        }
        val view = runBlocking {
            repeat(3000) {
                val now = store.awaitView(::acting)
                if (discarding(now)) return@runBlocking now
                val target = now.targets.firstOrNull { it.enabled && it.id.startsWith("dukal:") }
                    ?: now.targets.firstOrNull { it.enabled && !it.selected && it.id != "undo" }
                    ?: return@runBlocking null
                store.send(Intent.Tap(target.id))
                store.awaitView { it.version > now.version && acting(it) }
            }
            null
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(view != null, "no Dukal was led in these series")
        val discarder = view!!.seats.single { it.holdsDevice }
        val dukal = board0(view).dukal!!
        val d = render("ganjifa-dukal-discarding", store.state.value, height = 1500)
        assertTrue(dukal.label in d.texts, "the Dukal on the table: ${dukal.label}")
        assertTargetsReadable(view, d)
        // A tap chooses a card (drawn chosen), a second takes it back.
        val card = view.targets.first { it.enabled && it.kind == TargetKind.CARD && !it.selected }
        runBlocking { assertTrue(store.send(Intent.Tap(card.id))) }
        assertTrue(store.state.value.view!!.targets.first { it.id == card.id }.selected)
        val chosen = render("ganjifa-dukal-chosen", store.state.value, height = 1500)
        assertTrue(chosen.selected(card.accessibility), "the chosen card reads as chosen")
        runBlocking { assertTrue(store.send(Intent.Tap(card.id))) }
        assertFalse(store.state.value.view!!.targets.first { it.id == card.id }.selected, "taken back")
        // As many as are due, then the core's discard button makes them all.
        repeat(dukal.left.toInt()) {
            val v = store.state.value.view!!
            val next = v.targets.first { it.enabled && it.kind == TargetKind.CARD && !it.selected }
            runBlocking { assertTrue(store.send(Intent.Tap(next.id))) }
        }
        val ready = store.state.value.view!!
        val discard = ready.targets.single { it.enabled && !it.onBoard }
        assertTrue(discard.label in render(null, store.state.value, height = 1500).texts, "the discard button is drawn")
        runBlocking { assertTrue(store.send(Intent.Tap(discard.id))) }
        // The others discard too (a hand-over first where the phone changes hands), and the
        // leader takes the cards.
        val taken = runBlocking {
            repeat(50) {
                val now = store.awaitView(::acting)
                val b = (now.board as? BoardView.Ganjifa)?.board
                if (b?.dukal?.discarding == null && b?.dukal != null) return@runBlocking now
                if (discarding(now)) {
                    val due = b!!.dukal!!.left.toInt()
                    repeat(due) {
                        val v = store.state.value.view!!
                        store.send(Intent.Tap(v.targets.first { it.enabled && it.kind == TargetKind.CARD && !it.selected }.id))
                    }
                }
                val next = store.state.value.view!!
                store.send(Intent.Tap(next.targets.first { it.enabled && !it.selected && it.id != "undo" }.id))
                store.awaitView { it.version > next.version && acting(it) }
            }
            null
        }
        assertNotNull(taken, "the Dukal was taken")
        val b = board0(taken!!)
        val last = b.dukal!!
        assertNull(b.lastTrick, "no trick from before the Dukal")
        val t = render("ganjifa-dukal-last-play", store.state.value, height = 1500)
        assertTrue("${b.marks.lastPlay} ${last.label}" in t.texts, "the Dukal is the last play: ${t.texts}")
        assertTrue("${b.marks.takenBy} ${b.players.first { it.seat == last.leader }.name}" in t.texts, "taken by its leader")
        assertTrue(last.discards.any { it.seat == discarder.seat && it.cards.size == dukal.left.toInt() }, "the chosen discards were made")
        assertTrue(last.discards.filter { it.cards.isNotEmpty() }.all { "${it.name} ${b.marks.discards}" in t.texts }, "each seat's discards after the board's mark")
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
            runBlocking { assertTrue(store.send(Intent.Tap("roll"))) }
            runBlocking { assertFalse(store.send(Intent.Tap("no-such-target"))) }
            store.state.value
        }
        val notice = state.view!!.unsaved!!.message
        val refusal = state.problem!!.message
        // A move armed with a warning, as the core marks one after its first tap.
        val armed = state.view!!.copy(
            targets = state.view.targets.map { if (it.enabled && it.id.startsWith("tile:")) it.copy(warning = "This costs a life (rule K4)", confirm = true) else it },
            armed = "This costs a life (rule K4)",
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
        assertTrue("${marks.warning} This costs a life (rule K4)" in r.texts, "and the warning")
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
