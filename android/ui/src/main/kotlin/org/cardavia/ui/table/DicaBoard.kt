package org.cardavia.ui.table

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
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
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextDecoration
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
fun DicaTable(board: DicaBoard, view: TableView, onTap: (TargetView) -> Unit) {
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        board.teams.firstOrNull()?.let { TeamRow(it, view, onTap) }
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
        board.teams.drop(1).forEach { TeamRow(it, view, onTap) }
    }
}

@Composable
private fun TeamRow(team: DicaTeamView, view: TableView, onTap: (TargetView) -> Unit) {
    val colour = Palette.team(team.team.toInt())
    val shape = RoundedCornerShape(12.dp)
    Column(
        Modifier.fillMaxWidth()
            .background(colour.copy(alpha = 0.18f), shape)
            .border(if (team.isTurn) 2.dp else 1.dp, if (team.isTurn) Palette.Brass else colour.copy(alpha = 0.6f), shape)
            .padding(8.dp),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            Box(Modifier.size(12.dp).background(colour, CircleShape))
            Spacer(Modifier.width(6.dp))
            Text(team.name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 15.sp)
            Spacer(Modifier.width(6.dp))
            Text(team.label, color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.weight(1f))
            // D2: a team of several people: whose hands the phone should be in now.
            if (team.isTurn && team.players.size > 1) team.hand?.let { PhoneIn(it) }
            Text("${team.points}", color = Palette.Brass, fontWeight = FontWeight.Bold, fontSize = 18.sp)
        }
        Spacer(Modifier.height(6.dp))
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            team.cards.forEach { card ->
                DicaCard(card, view.target(card.target), onTap, Modifier.weight(1f))
            }
        }
    }
}

/** One card: its value, up to three stones, the sum so far; who holds it; ★ for whom. */
@Composable
private fun DicaCard(card: DicaCardView, target: TargetView?, onTap: (TargetView) -> Unit, modifier: Modifier) {
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
            .height(124.dp)
            .alpha(if (gone) 0.75f else 1f)
            .background(face, shape)
            .border(if (target?.enabled == true || card.challenged || holder != null) 3.dp else 1.dp, outline, shape)
            .then(if (target != null) Modifier.target(target, onTap) else Modifier.semantics { contentDescription = card.text }),
    ) {
        Column(Modifier.fillMaxWidth().padding(vertical = 4.dp), horizontalAlignment = Alignment.CenterHorizontally) {
            Text(
                "${card.value}",
                color = Palette.Ink,
                fontWeight = FontWeight.Black,
                fontSize = 20.sp,
                textDecoration = if (gone) TextDecoration.LineThrough else null,
            )
            Column(Modifier.height(66.dp), verticalArrangement = Arrangement.Center, horizontalAlignment = Alignment.CenterHorizontally) {
                card.stones.forEach { Stone(it.toInt()) }
            }
            Row(verticalAlignment = Alignment.CenterVertically) {
                // The legend's own marks: ✗ for a team eliminated from the card, "= sum" after
                // its stones (the legend's 2+3=5), as the terminal and iOS draw them.
                card.eliminated.forEach { team ->
                    Text("✗", color = Palette.team(team.toInt()), fontSize = 10.sp, fontWeight = FontWeight.Black)
                }
                Text(" = ${card.sum}", color = Palette.Ink.copy(alpha = 0.7f), fontSize = 12.sp)
            }
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

/** A stone: a pebble with the die value it was placed for. */
@Composable
private fun Stone(value: Int) {
    Box(
        Modifier.padding(1.dp).size(20.dp).background(Palette.Stone, CircleShape),
        contentAlignment = Alignment.Center,
    ) {
        Text("$value", color = Palette.Chalk, fontSize = 11.sp, fontWeight = FontWeight.Bold)
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
