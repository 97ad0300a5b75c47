package org.cardavia.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.DicenBoard
import org.cardavia.core.DicenPlayerView
import org.cardavia.core.TableView
import org.cardavia.core.TargetView
import org.cardavia.core.TileView
import org.cardavia.ui.Palette
import org.cardavia.ui.target

/** DICEN: every player's board of tiles (two in Lord of the board), the variants and the hint. */
@Composable
fun DicenTable(board: DicenBoard, view: TableView, onTap: (TargetView) -> Unit) {
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(10.dp)) {
        if (board.variants.isNotEmpty()) {
            Text(board.variants.joinToString(" · "), color = Palette.Muted, fontSize = 13.sp)
        }
        board.players.forEach { PlayerBoards(it, view, onTap) }
        board.hint?.let {
            Text(it, color = Palette.Brass, fontSize = 14.sp, modifier = Modifier.padding(horizontal = 4.dp))
        }
    }
}

@Composable
private fun PlayerBoards(player: DicenPlayerView, view: TableView, onTap: (TargetView) -> Unit) {
    val shape = RoundedCornerShape(12.dp)
    val seat = view.seats.firstOrNull { it.seat == player.seat }
    Column(
        Modifier.fillMaxWidth()
            .alpha(if (player.out) 0.7f else 1f)
            .background(Palette.FeltLight.copy(alpha = 0.45f), shape)
            .border(if (player.isTurn) 2.dp else 1.dp, if (player.isTurn) Palette.Brass else Palette.FeltLight, shape)
            .padding(8.dp),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            player.team?.let { Pill(" ", Palette.team(it.toInt())); Spacer(Modifier.width(6.dp)) }
            Text(player.name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 15.sp, modifier = Modifier.weight(1f))
            player.call?.let { Pill(it, Palette.Brass) }
            // The score wraps at the right rather than pushing the name off the line.
            seat?.let {
                Text(
                    it.scoreLabel,
                    color = Palette.Muted,
                    fontSize = 13.sp,
                    textAlign = TextAlign.End,
                    modifier = Modifier.padding(start = 8.dp).weight(1f),
                )
            }
        }
        Spacer(Modifier.height(6.dp))
        player.boards.forEach { tiles ->
            BoxWithConstraints(Modifier.fillMaxWidth().padding(vertical = 2.dp)) {
                // The tiles share the width; on a wide board (a tablet) each is about as tall as
                // wide, its number larger; never shorter than a phone's, taller with large text.
                val count = tiles.size.coerceAtLeast(1)
                val tileWidth = (maxWidth - 3.dp * (count - 1)) / count
                val wide = minOf(tileWidth * 1.1f, 96.dp)
                val height = maxOf(grown(44.dp), wide)
                val number = 17.sp * (wide / 44.dp).coerceAtLeast(1f)
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(3.dp)) {
                    tiles.forEach { tile -> Tile(tile, view.target(tile.target), onTap, number, Modifier.weight(1f).height(height)) }
                }
            }
        }
    }
}

/** A tile: up and numbered ([number] at most) while open, down (dark) once shut; brass while selected. */
@Composable
private fun Tile(tile: TileView, target: TargetView?, onTap: (TargetView) -> Unit, number: TextUnit, modifier: Modifier) {
    val shape = RoundedCornerShape(6.dp)
    val selected = tile.selected || target?.selected == true
    val face = when {
        selected -> Palette.Brass
        tile.open -> Palette.Ivory
        else -> Palette.FeltDeep
    }
    val outline = when {
        target?.enabled == true -> Palette.Brass
        tile.open -> Palette.IvoryShade
        else -> Palette.FeltLight
    }
    Box(
        modifier
            .background(face, shape)
            .border(if (target?.enabled == true) 2.dp else 1.dp, outline, shape)
            .then(if (target != null) Modifier.target(target, onTap) else Modifier.semantics { contentDescription = "${tile.number}" }),
        contentAlignment = Alignment.Center,
    ) {
        // Ten or twelve tiles share a phone's width: the number shrinks to its tile if it must.
        PieceLabel(
            "${tile.number}",
            if (tile.open || selected) Palette.Ink else Palette.Muted.copy(alpha = 0.5f),
            number,
            Modifier.padding(horizontal = 2.dp),
        )
    }
}
