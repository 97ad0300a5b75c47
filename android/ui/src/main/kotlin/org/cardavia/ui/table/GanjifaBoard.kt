package org.cardavia.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
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
import org.cardavia.core.GanjifaPlayView
import org.cardavia.core.GanjifaSeatView
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.target

/** Ganjifa: the three seats, the trick on the table, the last trick, a Dukal, and the hand by suit. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun GanjifaTable(board: GanjifaBoard, view: TableView, onTap: (TargetView) -> Unit) {
    val texts = LocalTexts.current
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            Text(board.dealLabel, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 15.sp)
            board.periodName?.let { Pill(it, Palette.Ivory) }
            board.trumpName?.let { name ->
                Pill("★ $name", board.trump?.let { Palette.suit(it.toInt()) } ?: Palette.Brass, Palette.Chalk)
            }
        }
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            board.players.forEach { SeatBox(it, view, Modifier.weight(1f)) }
        }
        TrickArea(texts["shell-trick"], board.trick, big = true)
        board.lastTrick?.let { last ->
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(texts["shell-last-trick"], color = Palette.Muted, fontSize = 12.sp, modifier = Modifier.width(72.dp))
                last.plays.forEach { play ->
                    RoundCard(play.card, null, onTap, 30.dp, highlight = play.seat == last.winner)
                    Spacer(Modifier.width(4.dp))
                }
                val winner = board.players.firstOrNull { it.seat == last.winner }?.name ?: ""
                Text("→ $winner", color = Palette.Chalk, fontSize = 12.sp)
            }
        }
        board.dukal?.let { dukal ->
            Column(Modifier.fillMaxWidth().background(Palette.FeltLight.copy(alpha = 0.4f), RoundedCornerShape(10.dp)).padding(8.dp)) {
                Text(dukal.label, color = Palette.Brass, fontWeight = FontWeight.Bold, fontSize = 14.sp)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                    dukal.cards.forEach { RoundCard(it, view.target(it.target), onTap, 34.dp) }
                }
                dukal.discards.forEach { d ->
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Text(d.name, color = Palette.Muted, fontSize = 12.sp, modifier = Modifier.width(64.dp))
                        d.cards.forEach { RoundCard(it, null, onTap, 26.dp) }
                    }
                }
            }
        }
        if (board.hand.isNotEmpty()) {
            Text(texts["shell-your-hand"], color = Palette.Muted, fontSize = 12.sp)
            board.hand.forEach { suit ->
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Column(Modifier.width(94.dp)) {
                        Text(
                            if (suit.trump) "★ ${suit.name}" else suit.name,
                            color = if (suit.trump) Palette.Brass else Palette.Chalk,
                            fontSize = 11.sp,
                            softWrap = false,
                            fontWeight = FontWeight.SemiBold,
                            maxLines = 1,
                        )
                    }
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(3.dp), verticalArrangement = Arrangement.spacedBy(3.dp)) {
                        suit.cards.forEach { card -> RoundCard(card, view.target(card.target), onTap, 34.dp) }
                    }
                }
            }
        }
        if (board.played.isNotEmpty()) {
            Text(texts["shell-played"], color = Palette.Muted, fontSize = 12.sp)
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

@Composable
private fun SeatBox(seat: GanjifaSeatView, view: TableView, modifier: Modifier) {
    val shape = RoundedCornerShape(10.dp)
    Column(
        modifier
            .background(Palette.FeltLight.copy(alpha = 0.45f), shape)
            .border(if (seat.isTurn) 2.dp else 1.dp, if (seat.isTurn) Palette.Brass else Palette.FeltLight, shape)
            .padding(6.dp),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Text(seat.name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 14.sp, modifier = Modifier.weight(1f), maxLines = 1)
        }
        Row(verticalAlignment = Alignment.CenterVertically) {
            CardBack(Modifier.size(12.dp, 16.dp))
            Text(" ${seat.cards}", color = Palette.Chalk, fontSize = 12.sp)
            Spacer(Modifier.width(8.dp))
            Text("✓ ${seat.tricksWon}", color = Palette.Chalk, fontSize = 12.sp)
        }
        val texts = LocalTexts.current
        if (seat.isDealer) Pill(texts["shell-dealer"], Palette.Ivory)
        // The core's name for the tally ("Dukals led"): the same count, for this deal.
        if (seat.dukals.toInt() > 0) Text("${texts["ganjifa-tally-dukals"]}: ${seat.dukals}", color = Palette.Brass, fontSize = 11.sp)
    }
}

@Composable
private fun TrickArea(title: String, plays: List<GanjifaPlayView>, big: Boolean) {
    Box(
        Modifier.fillMaxWidth().height(if (big) 100.dp else 60.dp)
            .background(Palette.FeltDeep.copy(alpha = 0.6f), RoundedCornerShape(50))
            .padding(8.dp),
        contentAlignment = Alignment.Center,
    ) {
        if (plays.isEmpty()) {
            Text(title, color = Palette.Muted.copy(alpha = 0.6f), fontSize = 13.sp)
        } else {
            Row(horizontalArrangement = Arrangement.spacedBy(14.dp), verticalAlignment = Alignment.CenterVertically) {
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
 * may be played now carry a brass ring; the others are dimmed.
 */
@Composable
private fun RoundCard(card: GanjifaCardView, target: TargetView?, onTap: (TargetView) -> Unit, size: Dp, highlight: Boolean = false) {
    val colour = Palette.suit(card.suit.toInt())
    val playable = target?.enabled == true
    val dim = target != null && !playable
    val ring = when {
        playable || highlight -> Palette.Brass
        card.trump -> Palette.Brass.copy(alpha = 0.6f)
        else -> Palette.IvoryShade
    }
    Box(
        Modifier.size(size)
            .alpha(if (dim) 0.5f else 1f)
            .background(colour, CircleShape)
            .border(if (playable || highlight) 3.dp else 1.5.dp, ring, CircleShape)
            .then(if (target != null) Modifier.target(target, onTap) else Modifier.semantics { contentDescription = card.name }),
        contentAlignment = Alignment.Center,
    ) {
        Box(Modifier.size(size * 0.62f).background(Palette.Ivory, CircleShape), contentAlignment = Alignment.Center) {
            Text(
                card.rank,
                color = Color(0xFF2A2018),
                fontWeight = FontWeight.Black,
                fontSize = (size.value * 0.3f).sp,
                textAlign = TextAlign.Center,
            )
        }
    }
}

/** A face-down card. */
@Composable
fun CardBack(modifier: Modifier) {
    Box(modifier.background(Color(0xFF7A2E2E), RoundedCornerShape(2.dp)).border(1.dp, Palette.Ivory, RoundedCornerShape(2.dp)))
}
