package org.cardavia.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.GanjifaBoard
import org.cardavia.core.GanjifaCardView
import org.cardavia.core.GanjifaDukalView
import org.cardavia.core.GanjifaPlayView
import org.cardavia.core.GanjifaSeatView
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.ui.LocalMarks
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.target

/**
 * Ganjifa: the three seats, the trick on the table (or the Dukal being discarded to), the last
 * play (the last trick, or a Dukal taken since) and who took it, the hand by suit and what has
 * been played. Every mark is the board's own (`board.marks`, explained in the legend).
 */
@Composable
fun GanjifaTable(board: GanjifaBoard, view: TableView, onTap: (TargetView) -> Unit) = BoxWithConstraints(Modifier.fillMaxWidth()) {
    // On a wide board (a tablet) the cards are a third larger: easier to tell apart and to tap.
    CompositionLocalProvider(LocalCardScale provides if (maxWidth >= 600.dp) 1.35f else 1f) {
        GanjifaColumn(board, view, onTap)
    }
}

/** How much larger than a phone's the round cards are drawn. */
private val LocalCardScale = staticCompositionLocalOf { 1f }

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GanjifaColumn(board: GanjifaBoard, view: TableView, onTap: (TargetView) -> Unit) {
    val texts = LocalTexts.current
    val marks = board.marks
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        FlowRow(
            itemVerticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(6.dp),
            verticalArrangement = Arrangement.spacedBy(4.dp),
        ) {
            Text(board.dealLabel, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 15.sp)
            board.periodName?.let { Pill(it, Palette.Ivory) }
            board.trumpName?.let { name ->
                Pill("${marks.trump} $name", board.trump?.let { Palette.suit(it.toInt()) } ?: Palette.Brass, Palette.Chalk)
            }
        }
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            board.players.forEach { SeatBox(it, board, Modifier.weight(1f)) }
        }
        val dukal = board.dukal
        // On the table: the Dukal while discards against it are due, else the trick.
        if (dukal != null && dukal.discarding != null) {
            DukalPanel(dukal, board, view, onTap, heading = dukal.label)
        } else {
            TrickArea("${marks.trick} ${texts["shell-trick"]}", marks.trick, board.trick, big = true)
        }
        // The last play (G8): a Dukal taken since the last complete trick, or that trick; never
        // a trick from before the Dukal (the core says which).
        if (dukal != null && dukal.discarding == null) {
            val taker = board.players.firstOrNull { it.seat == dukal.leader }?.name ?: ""
            DukalPanel(dukal, board, view, onTap, heading = "${marks.lastPlay} ${dukal.label}", takenBy = "${marks.takenBy} $taker")
        } else {
            board.lastTrick?.let { last ->
                FlowRow(
                    itemVerticalAlignment = Alignment.CenterVertically,
                    horizontalArrangement = Arrangement.spacedBy(4.dp),
                    verticalArrangement = Arrangement.spacedBy(4.dp),
                ) {
                    Text(
                        "${marks.lastPlay} ${texts["shell-last-trick"]}",
                        color = Palette.Muted,
                        fontSize = 12.sp,
                        modifier = Modifier.widthIn(max = grown(72.dp, most = 2f)),
                    )
                    last.plays.forEach { play -> RoundCard(play.card, null, onTap, 30.dp, highlight = play.seat == last.winner) }
                    val winner = board.players.firstOrNull { it.seat == last.winner }?.name ?: ""
                    Text("${marks.takenBy} $winner", color = Palette.Chalk, fontSize = 12.sp)
                }
            }
        }
        if (board.hand.isNotEmpty()) {
            Text(texts["shell-your-hand"], color = Palette.Muted, fontSize = 12.sp)
            board.hand.forEach { suit ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    // The suit's name in a column that grows a little with large text; a name
                    // still too long for it is written smaller, never cut.
                    PieceLabel(
                        if (suit.trump) "${marks.trump} ${suit.name}" else suit.name,
                        if (suit.trump) Palette.Brass else Palette.Chalk,
                        11.sp,
                        Modifier.width(grown(94.dp, most = 1.3f)).padding(end = 4.dp),
                        weight = FontWeight.SemiBold,
                        align = TextAlign.Start,
                    )
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(3.dp), verticalArrangement = Arrangement.spacedBy(3.dp)) {
                        suit.cards.forEach { card -> RoundCard(card, view.target(card.target), onTap, 34.dp) }
                    }
                }
            }
        }
        if (board.played.isNotEmpty()) {
            Text("${marks.played} ${texts["shell-played"]}", color = Palette.Muted, fontSize = 12.sp)
            FlowRow(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                board.played.forEach { suit ->
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Box(Modifier.size(8.dp).background(Palette.suit(suit.suit.toInt()), CircleShape))
                        Text(
                            " ${suit.code} ${suit.ranks}",
                            color = Palette.Muted,
                            fontSize = 11.sp,
                            modifier = Modifier.semantics { contentDescription = suit.spoken },
                        )
                    }
                }
            }
        }
    }
}

/**
 * A Dukal (G6) with the discards against it so far: on the table while discards are due, or as
 * the last play once taken ([takenBy]: the board's mark and who took its cards).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun DukalPanel(
    dukal: GanjifaDukalView,
    board: GanjifaBoard,
    view: TableView,
    onTap: (TargetView) -> Unit,
    heading: String,
    takenBy: String? = null,
) {
    Column(Modifier.fillMaxWidth().background(Palette.FeltLight.copy(alpha = 0.4f), RoundedCornerShape(10.dp)).padding(8.dp)) {
        Text(heading, color = if (takenBy == null) Palette.Brass else Palette.Muted, fontWeight = FontWeight.Bold, fontSize = 14.sp)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            dukal.cards.forEach { RoundCard(it, view.target(it.target), onTap, 34.dp) }
        }
        dukal.discards.filter { it.cards.isNotEmpty() }.forEach { d ->
            FlowRow(
                itemVerticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(2.dp),
                verticalArrangement = Arrangement.spacedBy(2.dp),
            ) {
                Text(
                    "${d.name} ${board.marks.discards}",
                    color = Palette.Muted,
                    fontSize = 12.sp,
                    modifier = Modifier.widthIn(min = 72.dp, max = grown(72.dp, most = 2f)),
                )
                d.cards.forEach { RoundCard(it, null, onTap, 26.dp) }
            }
        }
        takenBy?.let { Text(it, color = Palette.Chalk, fontSize = 12.sp) }
    }
}

/** A seat: whose turn, the viewer and the dealer by the core's marks, cards in hand and captured. */
@Composable
private fun SeatBox(seat: GanjifaSeatView, board: GanjifaBoard, modifier: Modifier) {
    val shape = RoundedCornerShape(10.dp)
    val marks = board.marks
    Column(
        modifier
            .background(Palette.FeltLight.copy(alpha = 0.45f), shape)
            .border(if (seat.isTurn) 2.dp else 1.dp, if (seat.isTurn) Palette.Brass else Palette.FeltLight, shape)
            .padding(6.dp),
    ) {
        val name = buildString {
            if (seat.isTurn) append(LocalMarks.current.turn).append(' ')
            if (board.you == seat.seat) append(marks.you)
            append(seat.name)
            if (seat.isDealer) append(' ').append(marks.dealer)
        }
        Text(name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 14.sp)
        Text("${seat.cards}${marks.inHand}  ${seat.captured}${marks.captured}", color = Palette.Chalk, fontSize = 12.sp)
        val texts = LocalTexts.current
        // The core's names for the tallies ("Tricks won", "Dukals led"): the same counts, for this deal.
        if (seat.tricksWon.toInt() > 0) Text("${texts["ganjifa-tally-tricks-won"]}: ${seat.tricksWon}", color = Palette.Muted, fontSize = 11.sp)
        if (seat.dukals.toInt() > 0) Text("${texts["ganjifa-tally-dukals"]}: ${seat.dukals}", color = Palette.Brass, fontSize = 11.sp)
    }
}

/** The trick on the table in playing order after the board's [mark]; [title] while it is empty. */
@Composable
private fun TrickArea(title: String, mark: String, plays: List<GanjifaPlayView>, big: Boolean) {
    Box(
        Modifier.fillMaxWidth().heightIn(min = if (big) 100.dp else 60.dp)
            .background(Palette.FeltDeep.copy(alpha = 0.6f), RoundedCornerShape(50))
            .padding(8.dp),
        contentAlignment = Alignment.Center,
    ) {
        if (plays.isEmpty()) {
            Text(title, color = Palette.Muted.copy(alpha = 0.6f), fontSize = 13.sp)
        } else {
            Row(horizontalArrangement = Arrangement.spacedBy(14.dp), verticalAlignment = Alignment.CenterVertically) {
                Text(mark, color = Palette.Muted, fontSize = 16.sp)
                plays.forEach { play ->
                    Column(horizontalAlignment = Alignment.CenterHorizontally) {
                        RoundCard(play.card, null, {}, 52.dp)
                        Text(play.name, color = Palette.Chalk, fontSize = 11.sp)
                    }
                }
            }
        }
    }
}

/**
 * A Ganjifa card: round, as the painted cards are, in its suit's colour, with its rank. Cards that
 * may be played now carry a brass ring; the others are dimmed; a card chosen (a discard against
 * a Dukal, taken back by another tap) carries a wide chalk ring and stands raised.
 */
@Composable
private fun RoundCard(card: GanjifaCardView, target: TargetView?, onTap: (TargetView) -> Unit, size: Dp, highlight: Boolean = false) {
    val colour = Palette.suit(card.suit.toInt())
    val playable = target?.enabled == true
    val chosen = target?.selected == true
    val dim = target != null && !playable && !chosen
    val ring = when {
        chosen -> Palette.Chalk
        playable || highlight -> Palette.Brass
        card.trump -> Palette.Brass.copy(alpha = 0.6f)
        else -> Palette.IvoryShade
    }
    val drawn = grown(size) * LocalCardScale.current
    Box(
        Modifier.offset(y = if (chosen) (-4).dp else 0.dp)
            .size(drawn)
            .alpha(if (dim) 0.5f else 1f)
            .background(colour, CircleShape)
            .border(if (chosen) 4.dp else if (playable || highlight) 3.dp else 1.5.dp, ring, CircleShape)
            .then(if (target != null) Modifier.target(target, onTap) else Modifier.semantics { contentDescription = card.name }),
        contentAlignment = Alignment.Center,
    ) {
        Box(Modifier.size(drawn * 0.62f).background(Palette.Ivory, CircleShape), contentAlignment = Alignment.Center) {
            PieceLabel(card.rank, Color(0xFF2A2018), (size.value * 0.3f * LocalCardScale.current).sp, Modifier.padding(1.dp), weight = FontWeight.Black)
        }
    }
}

/** A face-down card. */
@Composable
fun CardBack(modifier: Modifier) {
    Box(modifier.background(Color(0xFF7A2E2E), RoundedCornerShape(2.dp)).border(1.dp, Palette.Ivory, RoundedCornerShape(2.dp)))
}
