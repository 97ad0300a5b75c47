package org.cardavia.ui.table

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
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
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.SpanStyle
import androidx.compose.ui.text.buildAnnotatedString
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.withStyle
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.CardState
import org.cardavia.core.DicaBoard
import org.cardavia.core.DicaCardView
import org.cardavia.core.DicaTeamView
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.ui.Palette
import org.cardavia.ui.target

/** DiCa: each team's row of cards 6–12 with their stones, and the die between the rows. */
@Composable
fun DicaTable(board: DicaBoard, view: TableView, onTap: (TargetView) -> Unit) = BoxWithConstraints(Modifier.fillMaxWidth()) {
    // Seven cards share the width. What is written and laid on a card grows with it, from a
    // phone's card of about 52 dp, and the stones with large text too.
    val cardWidth = (maxWidth - 40.dp) / 7
    val scale = (cardWidth / 52.dp).coerceIn(1f, 1.6f)
    val stone = grown(20.dp) * scale.coerceAtMost(1.3f)
    // Every card as tall as the value, three stones and the sum need at their largest; on a
    // wide board (a tablet) a little taller than wide.
    val written = with(LocalDensity.current) { (20.sp * scale).toDp() + (12.sp * scale).toDp() } * 1.3f
    val cardHeight = maxOf(written + (stone + 2.dp) * 3 + 16.dp, minOf(cardWidth * 1.35f, 200.dp))
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        board.teams.firstOrNull()?.let { TeamRow(it, view, onTap, cardHeight, scale, stone) }
        Row(
            Modifier.fillMaxWidth().padding(vertical = 4.dp),
            horizontalArrangement = Arrangement.Center,
            verticalAlignment = Alignment.CenterVertically,
        ) {
            board.die?.let { DieFace(it.toInt(), 52.dp) }
            board.duel?.let { duel ->
                Spacer(Modifier.width(12.dp))
                Text(duel.text, color = Palette.Chalk, fontSize = 14.sp, modifier = Modifier.weight(1f, fill = false))
            }
        }
        board.teams.drop(1).forEach { TeamRow(it, view, onTap, cardHeight, scale, stone) }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun TeamRow(team: DicaTeamView, view: TableView, onTap: (TargetView) -> Unit, cardHeight: Dp, scale: Float, stone: Dp) {
    val colour = Palette.team(team.team.toInt())
    val shape = RoundedCornerShape(12.dp)
    Column(
        Modifier.fillMaxWidth()
            .background(colour.copy(alpha = 0.18f), shape)
            .border(if (team.isTurn) 2.dp else 1.dp, if (team.isTurn) Palette.Brass else colour.copy(alpha = 0.6f), shape)
            .padding(8.dp),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Box(Modifier.size(grown(12.dp)).background(colour, CircleShape))
            Spacer(Modifier.width(6.dp))
            // The team's name and its people share the line, the people going under the name
            // when large text leaves no room beside it.
            FlowRow(
                Modifier.weight(1f),
                horizontalArrangement = Arrangement.spacedBy(6.dp),
                itemVerticalAlignment = Alignment.CenterVertically,
            ) {
                Text(team.name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 15.sp)
                Text(team.label, color = Palette.Muted, fontSize = 13.sp)
            }
            // D2: a team of several people: whose hands the phone should be in now.
            if (team.isTurn && team.players.size > 1) team.hand?.let { PhoneIn(it) }
            Text("${team.points}", color = Palette.Brass, fontWeight = FontWeight.Bold, fontSize = 18.sp)
        }
        Spacer(Modifier.height(6.dp))
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            team.cards.forEach { card ->
                DicaCard(card, view.target(card.target), onTap, scale, stone, Modifier.weight(1f).height(cardHeight))
            }
        }
    }
}

/**
 * One card: its value, up to three stones (each [stone] across), the sum so far; who holds it;
 * ★ for whom. [scale] is how much larger than a phone's the card is drawn (a tablet's).
 */
@Composable
private fun DicaCard(card: DicaCardView, target: TargetView?, onTap: (TargetView) -> Unit, scale: Float, stone: Dp, modifier: Modifier) {
    val shape = RoundedCornerShape(8.dp)
    val holder = card.holder?.toInt()
    val gone = card.state == CardState.DEAD || card.state == CardState.ELIMINATED
    val face = when (card.state) {
        CardState.BLOCKED -> Color(0xFFBFB8A8)
        CardState.DEAD, CardState.ELIMINATED -> Color(0xFF8E8779)
        else -> Palette.Ivory
    }
    val outline = when {
        target?.enabled == true -> Palette.Brass
        card.challenged -> Color(0xFFFF8A3D)
        holder != null -> Palette.team(holder)
        else -> Palette.IvoryShade
    }
    Box(
        modifier
            .alpha(if (gone) 0.75f else 1f)
            .background(face, shape)
            .border(if (target?.enabled == true || card.challenged || holder != null) 3.dp else 1.dp, outline, shape)
            .then(if (target != null) Modifier.target(target, onTap) else Modifier.semantics { contentDescription = card.text }),
    ) {
        // The value and the sum shrink to the card's width rather than wrap or be cut (a narrow
        // phone with large text); the stones grow with the text, up to what three of them fit.
        Column(
            Modifier.fillMaxSize().padding(vertical = 4.dp, horizontal = 3.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            verticalArrangement = Arrangement.spacedBy(2.dp),
        ) {
            PieceLabel(
                "${card.value}",
                Palette.Ink,
                20.sp * scale,
                weight = FontWeight.Black,
                decoration = if (gone) TextDecoration.LineThrough else null,
            )
            Column(
                Modifier.weight(1f).heightIn(min = stone * 3 + 6.dp),
                verticalArrangement = Arrangement.Center,
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                card.stones.forEach { Stone(it.toInt(), stone) }
            }
            // The legend's own marks: ✗ for a team eliminated from the card, "= sum" after its
            // stones (the legend's 2+3=5), as the terminal and iOS draw them.
            val sum = buildAnnotatedString {
                card.eliminated.forEach { team ->
                    withStyle(SpanStyle(color = Palette.team(team.toInt()), fontWeight = FontWeight.Black)) { append("✗") }
                }
                append(" = ${card.sum}")
            }
            PieceLabel(sum, Palette.Ink.copy(alpha = 0.7f), 12.sp * scale, weight = FontWeight.Normal)
        }
        card.starFor?.let { team ->
            Canvas(Modifier.align(Alignment.TopEnd).padding(2.dp).size(14.dp)) {
                val c = Offset(size.width / 2, size.height / 2)
                star(Palette.Ink, c, size.minDimension / 2)
                star(Palette.team(team.toInt()), c, size.minDimension / 2.6f)
            }
        }
    }
}

/** A stone: a pebble of [size] with the die value it was placed for. */
@Composable
private fun Stone(value: Int, size: Dp) {
    Box(
        Modifier.padding(1.dp).size(size).background(Palette.Stone, CircleShape),
        contentAlignment = Alignment.Center,
    ) {
        PieceLabel("$value", Palette.Chalk, 11.sp * (size / 20.dp), Modifier.padding(2.dp))
    }
}

/** The phone (a small outline) and the name of the person who should hold it. */
@Composable
private fun PhoneIn(name: String) {
    Row(
        Modifier.padding(end = 8.dp).background(Palette.Brass, RoundedCornerShape(50)).padding(horizontal = 8.dp, vertical = 2.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Canvas(Modifier.size(9.dp, 14.dp)) {
            drawRoundRect(Palette.Ink, cornerRadius = CornerRadius(3f), style = Stroke(2.5f))
        }
        Spacer(Modifier.width(4.dp))
        Text(name, color = Palette.Ink, fontSize = 12.sp, fontWeight = FontWeight.Bold)
    }
}
