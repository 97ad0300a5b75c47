package org.cardavia.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.border
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.relocation.BringIntoViewRequester
import androidx.compose.foundation.relocation.bringIntoViewRequester
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.Canvas
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.key
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.collapse
import androidx.compose.ui.semantics.expand
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import kotlinx.coroutines.delay
import org.cardavia.core.BoardView
import org.cardavia.core.Screen
import org.cardavia.core.SeatView
import org.cardavia.core.SummaryView
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.ui.LocalMarks
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.Problem
import org.cardavia.ui.TableState
import org.cardavia.ui.WithRoom
import org.cardavia.ui.isRoll
import org.cardavia.ui.look
import org.cardavia.ui.target

/**
 * The table: draws the view and turns taps into [onTap] with the tapped target. A target that is
 * not allowed now shows the core's reason instead. [now] gives the wall clock for the turn timer.
 * [onLeave] is the header's Leave; while [askingToLeave] (the view said its latest change is not
 * saved) a dialog says what leaving means now, in the view's words, with [onLeaveAnyway] and
 * [onStay].
 */
@Composable
fun TableScreen(
    state: TableState,
    onTap: (TargetView) -> Unit,
    onDismissProblem: () -> Unit,
    onLeave: () -> Unit,
    now: () -> Long = { System.currentTimeMillis() },
    animate: Boolean = true,
    askingToLeave: Boolean = false,
    onStay: () -> Unit = {},
    onLeaveAnyway: () -> Unit = {},
) {
    val view = state.view ?: return
    var explained by remember(view.version) { mutableStateOf<String?>(null) }
    val tap: (TargetView) -> Unit = { t -> if (t.enabled) onTap(t) else explained = t.whyNot }
    // Opened by a tap and open until closed again: through the views that follow and a rotation.
    var legendOpen by rememberSaveable { mutableStateOf(false) }
    val legend: @Composable () -> Unit = { LegendSection(view, legendOpen) { legendOpen = it } }
    Box(Modifier.fillMaxSize().look(view.look).background(Palette.FeltDeep)) {
        WithRoom { room ->
            Column(Modifier.fillMaxSize()) {
                Header(view, onLeave, now, animate)
                // What TalkBack says as the view arrives, in the core's words; keyed, so the same
                // words said again later (Ann's turn once more) are heard again.
                state.announcement?.let { said ->
                    key(said.id) {
                        Box(Modifier.semantics { liveRegion = LiveRegionMode.Polite; contentDescription = said.text })
                    }
                }
                // The seats and the status stay in sight while there is room; on a short screen
                // (a phone on its side, large text) they scroll with the board.
                if (!room.tight) Seated(view)
                // The core's not-saved notice: shown until a later view says the change is saved,
                // above the scrolling table (nothing there can hide it), a gap below it.
                view.unsaved?.let { unsaved ->
                    Text(
                        unsaved.message,
                        color = Palette.Ink,
                        fontSize = 14.sp,
                        modifier = Modifier.padding(bottom = 6.dp).fillMaxWidth().background(Palette.Brass)
                            .padding(horizontal = 14.dp, vertical = 6.dp)
                            .semantics { liveRegion = LiveRegionMode.Assertive },
                    )
                }
                if (room.sideBySide && view.screen !is Screen.HandOver) {
                    // A tablet or a phone on its side: the board on the left, and beside it the
                    // moves, what happened and the legend, each side scrolling on its own.
                    Row(Modifier.weight(1f).fillMaxWidth()) {
                        Column(
                            Modifier.weight(1f).fillMaxHeight().verticalScroll(rememberScrollState()).padding(horizontal = 10.dp),
                            verticalArrangement = Arrangement.spacedBy(10.dp),
                        ) {
                            if (room.tight) Seated(view)
                            Play(view, tap)
                            Spacer(Modifier.height(4.dp))
                        }
                        Column(
                            Modifier.width(room.sideWidth).fillMaxHeight().background(Palette.Felt.copy(alpha = 0.35f))
                                .verticalScroll(rememberScrollState()).padding(vertical = 6.dp),
                            verticalArrangement = Arrangement.spacedBy(8.dp),
                        ) {
                            Actions(view, tap)
                            Log(view.log, lines = 8)
                            Box(Modifier.padding(horizontal = 10.dp)) { legend() }
                        }
                    }
                } else {
                    Column(
                        Modifier.weight(1f).fillMaxWidth().verticalScroll(rememberScrollState()).padding(horizontal = 10.dp),
                        verticalArrangement = Arrangement.spacedBy(10.dp),
                        horizontalAlignment = Alignment.CenterHorizontally,
                    ) {
                        if (room.tight) Seated(view)
                        // A hand-over reads best as a column of its own width, in the middle.
                        Column(
                            Modifier.fillMaxWidth().then(if (view.screen is Screen.HandOver) Modifier.widthIn(max = room.readable) else Modifier),
                            verticalArrangement = Arrangement.spacedBy(10.dp),
                        ) {
                            Play(view, tap)
                        }
                        if (room.tight) Log(view.log, lines = 3)
                        // The board, the log and the legend wait for the person to take the phone.
                        if (view.screen !is Screen.HandOver) legend()
                    }
                    if (view.screen !is Screen.HandOver) Actions(view, tap)
                    if (!room.tight) Log(view.log, lines = 3)
                }
                val message = explained ?: state.problem?.message
                if (message != null) ProblemBar(message, state.problem?.kind) { explained = null; onDismissProblem() }
            }
        }
    }
    if (askingToLeave) LeaveDialog(view.leaving.message, onStay, onLeaveAnyway)
}

/** The seats and the status line: who plays, how they stand, and what happens now. */
@Composable
private fun Seated(view: TableView) {
    SeatStrip(view.seats)
    Text(
        view.status,
        color = Palette.Chalk,
        fontSize = 16.sp,
        fontWeight = FontWeight.SemiBold,
        modifier = Modifier.fillMaxWidth().padding(horizontal = 14.dp, vertical = 6.dp),
    )
}

/** What is on the table now: the board and a settled deal, or the settlement and the summary, or the hand-over. */
@Composable
private fun Play(view: TableView, tap: (TargetView) -> Unit) {
    when (val screen = view.screen) {
        is Screen.HandOver -> HandOver(screen, view, tap)
        Screen.RoundOver, Screen.SeriesOver -> {
            Settlement(view.settlement)
            view.summary?.let { Summary(it) }
        }
        Screen.Playing -> {
            Board(view, tap)
            Settlement(view.settlement)
        }
    }
}

/** Asks before leaving a table whose latest change is not saved: [message] is the view's own. */
@Composable
private fun LeaveDialog(message: String, onStay: () -> Unit, onLeaveAnyway: () -> Unit) {
    val texts = LocalTexts.current
    AlertDialog(
        onDismissRequest = onStay,
        title = { Text(texts["shell-leave"], fontWeight = FontWeight.Bold) },
        text = { Text(message, fontSize = 15.sp) },
        // Staying is the safe answer: the filled button; leaving anyway is the plain one.
        confirmButton = {
            Button(
                onClick = onStay,
                colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
            ) { Text(texts["shell-stay"], fontWeight = FontWeight.Bold) }
        },
        dismissButton = {
            TextButton(onClick = onLeaveAnyway) { Text(texts["shell-leave-anyway"], color = Palette.Danger) }
        },
        containerColor = Palette.Felt,
        titleContentColor = Palette.Chalk,
        textContentColor = Palette.Chalk,
    )
}

@Composable
private fun Header(view: TableView, onLeave: () -> Unit, now: () -> Long, animate: Boolean) {
    Row(
        Modifier.fillMaxWidth().background(Palette.Felt).padding(horizontal = 8.dp, vertical = 6.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        val leave = LocalTexts.current["shell-leave"]
        TextButton(onClick = onLeave, modifier = Modifier.semantics { contentDescription = leave }) {
            Text("←", color = Palette.Chalk, fontSize = 20.sp)
        }
        Column(Modifier.weight(1f)) {
            // The core's title already says where the series is ("Ganjifa — Deal 2 of 3").
            Text(view.title, color = Palette.Chalk, fontSize = 20.sp, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
        }
        view.effects.timeoutDueMs?.let { due -> TurnClock(due.toLong(), now, animate) }
    }
}

/** Seconds left on the turn clock; the core applies the timeout, the shell only counts down. */
@Composable
private fun TurnClock(due: Long, now: () -> Long, animate: Boolean) {
    var left by remember(due) { mutableStateOf(((due - now()) / 1000).coerceAtLeast(0)) }
    if (animate) {
        LaunchedEffect(due) {
            while (left > 0) {
                delay(250)
                left = ((due - now()) / 1000).coerceAtLeast(0)
            }
        }
    }
    val colour = if (left <= 5) Palette.Danger else Palette.Brass
    val texts = LocalTexts.current
    val said = remember(left, texts) { texts("shell-time-left", "seconds" to left) }
    val shown = remember(left, texts) { texts("shell-seconds", "seconds" to left) }
    Row(
        verticalAlignment = Alignment.CenterVertically,
        modifier = Modifier.padding(end = 8.dp).semantics(mergeDescendants = true) { contentDescription = said },
    ) {
        Canvas(Modifier.size(18.dp)) {
            val r = size.minDimension / 2
            drawCircle(colour, r - 1.5f, style = Stroke(3f))
            drawLine(colour, center, Offset(center.x, center.y - r * 0.6f), 3f)
            drawLine(colour, center, Offset(center.x + r * 0.45f, center.y), 3f)
        }
        Spacer(Modifier.width(6.dp))
        Text(shown, color = colour, fontSize = 16.sp, fontWeight = FontWeight.Bold)
    }
}

/**
 * Every seat at once, wrapping onto another line rather than running off the screen's edge: in a
 * pass-and-play game the whole table wants to see whose turn it is and how everyone stands.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SeatStrip(seats: List<SeatView>) {
    val texts = LocalTexts.current
    val marks = LocalMarks.current
    FlowRow(
        Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        seats.forEach { seat ->
            val shape = RoundedCornerShape(18.dp)
            val bot = if (seat.ai != null) texts["shell-bot-marker"] else null
            val described = listOfNotNull(seat.name, bot, seat.scoreLabel).joinToString(", ")
            // The name over the score: narrow enough for two or more seats to share a phone's line.
            Column(
                Modifier
                    .background(if (seat.isTurn) Palette.Brass.copy(alpha = 0.25f) else Palette.Felt, shape)
                    .border(1.dp, if (seat.isTurn) Palette.Brass else Palette.FeltLight, shape)
                    .padding(horizontal = 12.dp, vertical = 4.dp)
                    .clearAndSetSemantics { contentDescription = described; selected = seat.isTurn },
            ) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    seat.team?.let {
                        Box(Modifier.size(grown(9.dp)).background(Palette.team(it.toInt()), RoundedCornerShape(50)))
                        Spacer(Modifier.width(5.dp))
                    }
                    // The core's marks, explained in the legend: whose turn it is, and a bot.
                    val shown = listOfNotNull(marks.turn.takeIf { seat.isTurn }, seat.name, marks.bot.takeIf { seat.ai != null })
                    Text(shown.joinToString(" "), color = Palette.Chalk, fontSize = 13.sp, fontWeight = FontWeight.SemiBold)
                }
                Text(seat.scoreLabel, color = Palette.Muted, fontSize = 12.sp)
            }
        }
    }
}

/**
 * The meaning of every symbol the board uses (the core's legend), behind a button: it is for
 * looking something up, and open it would take half a phone's table. Opened, it is scrolled into
 * sight; TalkBack hears it expand and collapse.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun LegendSection(view: TableView, open: Boolean, onOpen: (Boolean) -> Unit) {
    if (view.legend.isEmpty()) return
    val label = LocalTexts.current["shell-legend"]
    val shape = RoundedCornerShape(50)
    val shown = remember { BringIntoViewRequester() }
    Column(Modifier.fillMaxWidth().bringIntoViewRequester(shown).padding(vertical = 4.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Row(
            Modifier
                .clip(shape)
                .background(if (open) Palette.Felt else Color.Transparent)
                .border(1.dp, Palette.FeltLight, shape)
                .clickable(role = Role.Button) { onOpen(!open) }
                .semantics { if (open) collapse { onOpen(false); true } else expand { onOpen(true); true } }
                .heightIn(min = 48.dp)
                .padding(horizontal = 16.dp, vertical = 6.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text(label, color = Palette.Chalk, fontSize = 14.sp, fontWeight = FontWeight.SemiBold)
            Spacer(Modifier.width(8.dp))
            Chevron(open, Modifier.size(grown(12.dp, most = 2f)))
        }
        if (open) {
            // The button and the legend under it, once laid out (the frame after it opens);
            // a legend taller than the screen shows from its top.
            LaunchedEffect(Unit) {
                withFrameNanos { }
                shown.bringIntoView()
            }
            FlowRow(
                Modifier.fillMaxWidth().padding(horizontal = 4.dp, vertical = 2.dp),
                horizontalArrangement = Arrangement.spacedBy(12.dp),
                verticalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                view.legend.forEach { entry ->
                    Text("${entry.symbol} ${entry.meaning}", color = Palette.Muted, fontSize = 12.sp)
                }
            }
        }
    }
}

/** A chevron drawn, not written: down while the legend is closed, up while it is open. */
@Composable
private fun Chevron(open: Boolean, modifier: Modifier) {
    Canvas(modifier) {
        val w = size.width
        val h = size.height
        val (tip, ends) = if (open) h * 0.25f to h * 0.75f else h * 0.75f to h * 0.25f
        val stroke = w * 0.16f
        drawLine(Palette.Chalk, Offset(w * 0.1f, ends), Offset(w / 2, tip), stroke)
        drawLine(Palette.Chalk, Offset(w / 2, tip), Offset(w * 0.9f, ends), stroke)
    }
}

@Composable
private fun Board(view: TableView, tap: (TargetView) -> Unit) {
    when (val board = view.board) {
        is BoardView.Dica -> DicaTable(board.board, view, tap)
        is BoardView.Dicen -> DicenTable(board.board, view, tap)
        is BoardView.Ganjifa -> GanjifaTable(board.board, view, tap)
        is BoardView.Gnav -> GnavTable(board.board, view)
        null -> Unit
    }
}

/** The dice on the table and the roll targets: a tap on a button or a flick across the tray rolls. */
@Composable
private fun DiceTray(dice: List<Int>, rolls: List<TargetView>, extra: String?, tap: (TargetView) -> Unit) {
    val flick = rolls.firstOrNull { it.enabled }
    Column(
        Modifier.fillMaxWidth()
            .background(Palette.Felt, RoundedCornerShape(16.dp))
            .border(1.dp, Palette.FeltLight, RoundedCornerShape(16.dp))
            .pointerInput(flick?.id) {
                var travelled = Offset.Zero
                detectDragGestures(
                    onDragStart = { travelled = Offset.Zero },
                    onDragEnd = { if (travelled.getDistance() > 80f) flick?.let(tap) },
                ) { change, amount ->
                    change.consume()
                    travelled += amount
                }
            }
            .padding(10.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
            dice.forEach { DieFace(it, 48.dp) }
            extra?.let { Text(it, color = Palette.Brass, fontSize = 18.sp, fontWeight = FontWeight.Bold) }
        }
        if (rolls.isNotEmpty()) {
            Spacer(Modifier.height(8.dp))
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                rolls.forEach { TargetButton(it, tap, primary = true) }
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun Actions(view: TableView, tap: (TargetView) -> Unit) {
    val free = view.targets.filter { !it.onBoard }
    val rolls = free.filter { it.isRoll() }
    val buttons = free.filterNot { it.isRoll() }
    val dicen = (view.board as? BoardView.Dicen)?.board
    val dice = view.dice.map { it.toInt() }.ifEmpty { dicen?.`throw`?.map { it.toInt() } ?: emptyList() }
    val sum = dicen?.takeIf { it.toClose != null }?.let { "${it.selectedSum} / ${it.toClose}" }
    Column(Modifier.fillMaxWidth().padding(horizontal = 10.dp, vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        if (rolls.isNotEmpty() || dice.isNotEmpty()) DiceTray(dice, rolls, sum, tap)
        // A warned move tapped once: the core's warning (the view's `armed`) shows until the
        // second tap confirms it, after the core's warning mark.
        view.armed?.let {
            Text("${LocalMarks.current.warning} $it", color = Palette.Brass, fontSize = 14.sp, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Assertive })
        }
        if (buttons.isNotEmpty()) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                buttons.forEach { TargetButton(it, tap, primary = it.enabled) }
            }
        }
    }
}

/** A target drawn as a button, labelled and described by the core. */
@Composable
fun TargetButton(target: TargetView, tap: (TargetView) -> Unit, primary: Boolean) {
    val modifier = Modifier.semantics { contentDescription = target.accessibility }
    // A move the core warns about carries the core's warning mark (the legend explains it).
    val label = if (target.warning != null) "${LocalMarks.current.warning} ${target.label}" else target.label
    if (primary && target.enabled) {
        Button(
            onClick = { tap(target) },
            modifier = modifier,
            colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
        ) { Text(label, fontWeight = FontWeight.Bold) }
    } else {
        OutlinedButton(onClick = { tap(target) }, modifier = modifier) {
            Text(label, color = if (target.enabled) Palette.Chalk else Palette.Muted)
        }
    }
}

@Composable
private fun HandOver(screen: Screen.HandOver, view: TableView, tap: (TargetView) -> Unit) {
    Column(
        Modifier.fillMaxWidth().padding(top = 60.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(18.dp),
    ) {
        Box(Modifier.size(96.dp).background(Palette.Felt, RoundedCornerShape(50)).border(2.dp, Palette.Brass, RoundedCornerShape(50)), contentAlignment = Alignment.Center) {
            Text(screen.name.take(1).uppercase(), color = Palette.Brass, fontSize = 44.sp, fontWeight = FontWeight.Black)
        }
        Text(screen.prompt, color = Palette.Chalk, fontSize = 22.sp, fontWeight = FontWeight.Bold, textAlign = TextAlign.Center)
        // The confirmation (the target of the seat taking the phone) stands out; any other
        // button the view offers here (the last player's take-back) is drawn plainly under it.
        view.targets.filter { !it.onBoard }.sortedBy { it.seat != screen.seat }.forEach {
            TargetButton(it, tap, primary = it.seat == screen.seat)
        }
    }
}

/**
 * The end of a round or of the series, all in the core's words: its title and headline, the
 * labelled columns with each seat's figures (standings order, the core's winner mark), and the
 * series round by round, each round a line of the core's.
 */
@Composable
private fun Summary(summary: SummaryView) {
    Column(
        Modifier.fillMaxWidth().background(Palette.Felt, RoundedCornerShape(16.dp)).padding(12.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        Text(summary.title, color = Palette.Brass, fontSize = 20.sp, fontWeight = FontWeight.Bold, modifier = Modifier.semantics { heading() })
        Text(summary.headline, color = Palette.Chalk, fontSize = 16.sp, fontWeight = FontWeight.SemiBold)
        // The core's labelled columns (the game's own figures), seats in standings order; the
        // core writes every number.
        // Numbers sit right-aligned under right-aligned headers, a gap between columns, so a long
        // header ("Rounds won", "Rondes gewonnen") wraps within its column without touching the next.
        // The winner's mark and the figures get room to grow with large text.
        val cell = Modifier.width(grown(80.dp, most = 1.3f)).padding(start = 8.dp)
        val mark = grown(20.dp, most = 2f)
        Row(verticalAlignment = Alignment.Bottom) {
            Spacer(Modifier.width(mark))
            Spacer(Modifier.weight(1f))
            summary.columns.forEach {
                Text(it, color = Palette.Muted, fontSize = 12.sp, lineHeight = 14.sp, textAlign = TextAlign.End, modifier = cell)
            }
        }
        val winner = LocalMarks.current.winner
        summary.lines.sortedBy { it.rank }.forEach { line ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(if (line.winner) winner else "", color = Palette.Brass, fontSize = 16.sp, modifier = Modifier.width(mark))
                Text(line.name, color = Palette.Chalk, fontWeight = FontWeight.SemiBold, modifier = Modifier.weight(1f))
                line.cells.forEach { Text(it, color = Palette.Chalk, fontWeight = FontWeight.Bold, textAlign = TextAlign.End, modifier = cell) }
            }
        }
        // Each finished round in the core's words, every figure beside its seat's name.
        summary.history.forEach { row ->
            Text(row.text, color = Palette.Muted, fontSize = 12.sp)
        }
    }
}

/** What a finished deal or round came to (every card shown, lives lost and why, captures). */
@Composable
private fun Settlement(lines: List<String>) {
    if (lines.isEmpty()) return
    Column(
        Modifier.fillMaxWidth().background(Palette.Felt, RoundedCornerShape(16.dp)).padding(12.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        lines.forEach { Text(it, color = Palette.Chalk, fontSize = 14.sp) }
    }
}

/** The last [lines] lines of what happened, each whole (a line wraps rather than being cut). */
@Composable
private fun Log(log: List<String>, lines: Int) {
    if (log.isEmpty()) return
    Column(Modifier.fillMaxWidth().background(Palette.Felt.copy(alpha = 0.7f)).padding(horizontal = 12.dp, vertical = 4.dp)) {
        log.takeLast(lines).forEach { Text(it, color = Palette.Muted, fontSize = 12.sp, modifier = Modifier.padding(vertical = 2.dp)) }
    }
}

@Composable
private fun ProblemBar(message: String, kind: Problem.Kind?, dismiss: () -> Unit) {
    Row(
        Modifier.fillMaxWidth().background(if (kind == Problem.Kind.Internal || kind == Problem.Kind.Storage) Palette.Danger else Palette.Ivory)
            .padding(horizontal = 12.dp, vertical = 8.dp)
            .semantics { liveRegion = LiveRegionMode.Assertive },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(message, color = Palette.Ink, fontSize = 14.sp, modifier = Modifier.weight(1f))
        val close = LocalTexts.current["shell-dismiss"]
        TextButton(onClick = dismiss, modifier = Modifier.semantics { contentDescription = close }) { Text("✕", color = Palette.Ink) }
    }
}
