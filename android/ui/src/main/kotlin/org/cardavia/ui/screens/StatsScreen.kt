package org.cardavia.ui.screens

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.FilterChipDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.GameCard
import org.cardavia.core.Progression
import org.cardavia.core.StatsLine
import org.cardavia.ui.Chrome
import org.cardavia.ui.Palette
import org.cardavia.ui.ProgressionChart
import kotlin.math.roundToInt

/** A player's record: per game, bars for series and rounds won, the numbers, and the latest series. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun StatsScreen(
    players: List<String>,
    selected: String?,
    lines: List<StatsLine>,
    progression: Progression?,
    games: List<GameCard>,
    onSelect: (String) -> Unit,
    onBack: () -> Unit,
) {
    Page(Chrome.STATS, onBack) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                players.forEach { name ->
                    FilterChip(
                        selected = name == selected,
                        onClick = { onSelect(name) },
                        label = { Text(name) },
                        colors = FilterChipDefaults.filterChipColors(
                            selectedContainerColor = Palette.Brass,
                            selectedLabelColor = Palette.Ink,
                            labelColor = Palette.Chalk,
                        ),
                    )
                }
            }
            if (lines.isEmpty()) Text(Chrome.NO_STATS, color = Palette.Muted, fontSize = 15.sp)
            lines.forEach { line ->
                val name = games.firstOrNull { it.id == line.game }?.name ?: line.game.name
                Panel {
                    Text(name, color = Palette.Chalk, fontSize = 18.sp, fontWeight = FontWeight.Bold)
                    Bar(Chrome.SERIES, line.seriesWon.toInt(), line.seriesPlayed.toInt())
                    Bar(Chrome.ROUNDS, line.roundsWon.toInt(), line.roundsPlayed.toInt())
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(14.dp)) {
                        line.winRate?.let { Figure(Chrome.WIN_RATE, "${(it * 100).roundToInt()} %") }
                        line.averageScore?.let { Figure(Chrome.AVERAGE, "%.1f".format(it)) }
                        line.bestScore?.let { Figure(Chrome.BEST, "$it") }
                        Figure(Chrome.STREAK, "${line.currentStreak} / ${line.longestStreak}")
                        line.tallies.forEach { t -> Figure(t.name, t.best?.let { b -> "${t.total} (${Chrome.BEST.lowercase()} $b)" } ?: "${t.total}") }
                    }
                }
            }
            progression?.let { p ->
                SectionTitle(Chrome.LATEST_SERIES)
                Panel { ProgressionChart(p.names.mapIndexed { i, n -> n.ifEmpty { "${Chrome.BOT} $i" } }, p.totals) }
            }
        }
    }
}

/** [won] of [played] as a bar drawn on a Canvas, with the figures beside it. */
@Composable
private fun Bar(label: String, won: Int, played: Int) {
    Row(
        verticalAlignment = Alignment.CenterVertically,
        modifier = Modifier.padding(vertical = 3.dp).semantics(mergeDescendants = true) { contentDescription = "$label $won / $played" },
    ) {
        Text(label, color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.width(70.dp))
        Canvas(Modifier.weight(1f).height(14.dp)) {
            val r = CornerRadius(size.height / 2)
            drawRoundRect(Palette.FeltDeep, cornerRadius = r)
            if (played > 0 && won > 0) {
                drawRoundRect(Palette.Brass, topLeft = Offset.Zero, size = Size(size.width * won / played, size.height), cornerRadius = r)
            }
        }
        Text("$won / $played", color = Palette.Chalk, fontSize = 13.sp, modifier = Modifier.padding(start = 8.dp))
    }
}

@Composable
private fun Figure(label: String, value: String) {
    Column {
        Text(value, color = Palette.Chalk, fontSize = 16.sp, fontWeight = FontWeight.Bold)
        Text(label, color = Palette.Muted, fontSize = 11.sp)
    }
}
