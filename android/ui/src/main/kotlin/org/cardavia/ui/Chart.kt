package org.cardavia.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.Chart

/**
 * The core's [Chart]: one line per seat through the running totals (the core says the values are
 * cumulative), its axes labelled in the core's words, read by TalkBack as the core's description.
 * The chart only scales what it is given.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ProgressionChart(chart: Chart, modifier: Modifier = Modifier) {
    ProgressionChart(chart.series.map { it.name }, chart.series.map { it.values }, chart.xLabel, chart.yLabel, chart.description, modifier)
}

/**
 * One line per seat of [values] (per seat, its running total after each round), starting at 0;
 * [described] is what TalkBack reads for the whole chart.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ProgressionChart(
    names: List<String>,
    values: List<List<Long>>,
    xLabel: String,
    yLabel: String,
    described: String,
    modifier: Modifier = Modifier,
) {
    val seats = values.size
    val rounds = values.maxOfOrNull { it.size } ?: 0
    val all = values.flatten()
    val low = minOf(0L, all.minOrNull() ?: 0L)
    val high = maxOf(1L, all.maxOrNull() ?: 1L)
    Column(modifier.semantics(mergeDescendants = true) { contentDescription = described }) {
        Text(yLabel, color = Palette.Muted, fontSize = 11.sp, modifier = Modifier.padding(start = 8.dp))
        Canvas(Modifier.fillMaxWidth().height(160.dp).padding(8.dp)) {
            val w = size.width
            val h = size.height
            val span = (high - low).toFloat()
            fun y(v: Long) = h - (v - low) / span * h
            for (k in 0..4) {
                val gy = h * k / 4f
                drawLine(Palette.Muted.copy(alpha = 0.25f), Offset(0f, gy), Offset(w, gy), 1f)
            }
            drawLine(Palette.Muted.copy(alpha = 0.6f), Offset(0f, y(0)), Offset(w, y(0)), 1.5f)
            val points = rounds + 1
            fun x(i: Int) = if (points <= 1) 0f else w * i / (points - 1)
            for (s in 0 until seats) {
                val line = values[s]
                val path = Path().apply { moveTo(x(0), y(0)) }
                line.forEachIndexed { r, v -> path.lineTo(x(r + 1), y(v)) }
                val colour = Palette.team(s)
                drawPath(path, colour, style = Stroke(width = 5f))
                line.forEachIndexed { r, v -> drawCircle(colour, 6f, Offset(x(r + 1), y(v))) }
            }
        }
        Text(xLabel, color = Palette.Muted, fontSize = 11.sp, modifier = Modifier.align(Alignment.End).padding(end = 8.dp))
        FlowRow(Modifier.padding(horizontal = 8.dp)) {
            for (s in 0 until seats) {
                Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.padding(end = 12.dp)) {
                    Box(Modifier.size(10.dp).background(Palette.team(s), CircleShape))
                    Text(" ${names.getOrElse(s) { "" }}", color = Palette.Chalk, fontSize = 12.sp)
                }
            }
        }
    }
}
