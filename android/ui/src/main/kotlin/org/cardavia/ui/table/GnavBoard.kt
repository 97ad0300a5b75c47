package org.cardavia.ui.table

import androidx.compose.foundation.Canvas
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
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.GnavBoard
import org.cardavia.core.GnavSeatView
import org.cardavia.core.TableView
import org.cardavia.ui.LocalMarks
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import kotlin.math.PI
import kotlin.math.cos
import kotlin.math.roundToInt
import kotlin.math.sin

/**
 * Gnav: the players round the table, each with their lives and card; the stock in the middle.
 * While a deal's settlement shows (`settled`), the board is that deal as it ended: every card in
 * front of its player. Once the next deal is dealt, the last deal is told only by the core's
 * labelled line ("Last deal: Ann VIII · Bo V · …"), never by unlabelled cards.
 */
@Composable
fun GnavTable(board: GnavBoard, view: TableView) {
    Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally) {
        // As wide as the space, up to a round table's worth on a tablet; as tall as the seats
        // round it need (large text makes them taller).
        Box(Modifier.widthIn(max = 560.dp).fillMaxWidth()) {
            Canvas(Modifier.matchParentSize().padding(40.dp)) {
                drawOval(Palette.FeltLight.copy(alpha = 0.35f))
                drawOval(Palette.Brass.copy(alpha = 0.35f), style = Stroke(3f))
            }
            // The viewer sits at the bottom; the others follow round the circle in seat order.
            val you = board.you?.toInt() ?: 0
            val seats = board.players
            CircleLayout(
                first = seats.indexOfFirst { it.seat.toInt() == you }.coerceAtLeast(0),
                centre = { Stock(board) },
            ) {
                seats.forEach { SeatBadge(it) }
            }
        }
        if (!board.settled) {
            board.lastDeal?.let {
                Text(it.label, color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.fillMaxWidth().padding(horizontal = 8.dp, vertical = 4.dp))
            }
        }
    }
}

/**
 * Places the centre in the middle and the other children evenly on an ellipse, [first] at the
 * bottom. Each seat gets at most a third of the width (so the side ones never meet the middle);
 * the circle is at least 400 dp tall, taller when a seat above, one below and the middle (or a
 * seat at the side) need more.
 */
@Composable
private fun CircleLayout(first: Int, centre: @Composable () -> Unit, content: @Composable () -> Unit) {
    Layout(contents = listOf(centre, content), modifier = Modifier.fillMaxWidth()) { (middle, around), constraints ->
        val width = constraints.maxWidth
        val mid = middle.map { it.measure(Constraints(maxWidth = width)) }
        val badges = around.map { it.measure(Constraints(maxWidth = width / 3)) }
        val tallest = badges.maxOfOrNull { it.height } ?: 0
        val gap = 8.dp.roundToPx()
        val height = maxOf(400.dp.roundToPx(), 2 * tallest + maxOf(tallest, mid.maxOfOrNull { it.height } ?: 0) + 2 * gap)
        layout(width, height) {
            val cx = width / 2f
            val cy = height / 2f
            mid.forEach { it.place((cx - it.width / 2f).roundToInt(), (cy - it.height / 2f).roundToInt()) }
            val n = badges.size.coerceAtLeast(1)
            badges.forEachIndexed { i, p ->
                val step = Math.floorMod(i - first, n)
                val angle = PI / 2 + 2 * PI * step / n
                val rx = cx - p.width / 2f
                val ry = cy - p.height / 2f
                val x = cx + rx * cos(angle).toFloat() - p.width / 2f
                val y = cy + ry * sin(angle).toFloat() - p.height / 2f
                p.place(x.roundToInt(), y.roundToInt())
            }
        }
    }
}

@Composable
private fun Stock(board: GnavBoard) {
    Column(horizontalAlignment = Alignment.CenterHorizontally) {
        Box {
            for (i in 0 until 3) CardBack(Modifier.padding(start = (i * 3).dp, top = (i * 2).dp).size(grown(34.dp), grown(50.dp)))
        }
        Text("${LocalTexts.current["shell-stock"]} ${board.stock}", color = Palette.Chalk, fontSize = 12.sp)
        if (board.setAside.isNotEmpty()) {
            Text(board.setAside.joinToString(" "), color = Palette.Muted, fontSize = 11.sp)
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SeatBadge(seat: GnavSeatView) {
    val shape = RoundedCornerShape(12.dp)
    Column(
        Modifier.widthIn(min = 104.dp)
            .alpha(if (seat.out) 0.45f else 1f)
            .background(Palette.FeltDeep.copy(alpha = 0.85f), shape)
            .border(if (seat.isTurn) 3.dp else 1.dp, if (seat.isTurn) Palette.Brass else Palette.FeltLight, shape)
            .padding(6.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        // The core's turn mark (the legend explains it) before the name of the seat to play.
        val name = if (seat.isTurn) "${LocalMarks.current.turn} ${seat.name}" else seat.name
        Text(name, color = Palette.Chalk, fontWeight = FontWeight.Bold, fontSize = 13.sp, textAlign = TextAlign.Center)
        Lives(seat.lives.toInt(), seat.maxLives.toInt(), grown(13.dp))
        Spacer(Modifier.height(3.dp))
        when {
            seat.card != null -> GnavCard(seat.card)
            seat.cardHidden -> CardBack(Modifier.size(grown(34.dp), grown(50.dp)))
            else -> Spacer(Modifier.height(grown(50.dp)))
        }
        val texts = LocalTexts.current
        FlowRow(horizontalArrangement = Arrangement.spacedBy(3.dp, Alignment.CenterHorizontally), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            if (seat.isDealer) Pill(texts["shell-dealer"], Palette.Ivory)
            if (seat.out) Pill(texts["shell-out"], Palette.Danger, Palette.Chalk)
            if (seat.resting) Pill(texts["shell-resting"], Palette.Muted)
        }
    }
}

/** A Gnav card face: its name (the core's notation, e.g. "Narr", "VIII"). */
@Composable
private fun GnavCard(name: String) {
    Box(
        Modifier.size(grown(38.dp), grown(50.dp))
            .background(Palette.Ivory, RoundedCornerShape(4.dp))
            .border(1.dp, Palette.IvoryShade, RoundedCornerShape(4.dp))
            .semantics { contentDescription = name },
        contentAlignment = Alignment.Center,
    ) {
        PieceLabel(name, Palette.Ink, if (name.length > 3) 10.sp else 15.sp, Modifier.padding(horizontal = 2.dp))
    }
}
