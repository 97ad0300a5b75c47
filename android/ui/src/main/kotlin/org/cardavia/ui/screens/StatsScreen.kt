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
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.GameCard
import org.cardavia.core.Chart
import org.cardavia.core.ExportChoice
import org.cardavia.core.ExportFormat
import org.cardavia.core.StatsLine
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.ProgressionChart

/**
 * A player's record: per game, bars for series and rounds won, the core's sentences (every figure
 * with what it counts, its unit and which way is better: the shell writes no figure itself),
 * and the latest series. Under them, "Export stats" in each of the core's formats: [onExport]
 * (the app writes the core's text to a file for the platform's share sheet); [problem] is the
 * core's reason when an export failed.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun StatsScreen(
    players: List<String>,
    selected: String?,
    lines: List<StatsLine>,
    chart: Chart?,
    games: List<GameCard>,
    exports: List<ExportChoice>,
    onSelect: (String) -> Unit,
    onExport: (ExportFormat) -> Unit,
    problem: String?,
    onBack: () -> Unit,
) {
    val texts = LocalTexts.current
    Page(texts["shell-stats"], onBack) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            if (players.isNotEmpty()) SectionTitle(texts["shell-players"])
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
            if (lines.isEmpty()) Text(texts["shell-no-results"], color = Palette.Muted, fontSize = 15.sp)
            lines.forEach { line ->
                val name = games.firstOrNull { it.id == line.game }?.name ?: line.game.name
                Panel {
                    Text(name, color = Palette.Chalk, fontSize = 18.sp, fontWeight = FontWeight.Bold)
                    // The bars draw the shares; the figures are the core's, in its sentences below.
                    Bar(texts["shell-series-won"], line.seriesShare)
                    Bar(texts["shell-rounds-won"], line.roundsShare)
                    line.shown.lines.forEach { Text(it, color = Palette.Chalk, fontSize = 14.sp) }
                }
            }
            chart?.let { c ->
                SectionTitle(c.title)
                Panel {
                    if (c.rounds.isEmpty()) {
                        Text(texts["shell-no-rounds"], color = Palette.Muted, fontSize = 14.sp)
                    } else {
                        ProgressionChart(c)
                    }
                }
            }
            SectionTitle(texts["shell-export"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                exports.forEach { choice ->
                    OutlinedButton(onClick = { onExport(choice.format) }) {
                        Text(choice.label, color = Palette.Chalk)
                    }
                }
            }
            problem?.let { Text(it, color = Palette.Danger, fontSize = 14.sp) }
        }
    }
}

/**
 * [won] of [played] as a bar drawn on a Canvas, under its [label]: a picture of the share only
 * (TalkBack skips it), whose figures the core's sentences give.
 */
@Composable
private fun Bar(label: String, share: Double) {
    Row(
        verticalAlignment = Alignment.CenterVertically,
        modifier = Modifier.padding(vertical = 3.dp).clearAndSetSemantics {},
    ) {
        Text(label, color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.width(110.dp))
        Canvas(Modifier.weight(1f).height(14.dp)) {
            val r = CornerRadius(size.height / 2)
            drawRoundRect(Palette.FeltDeep, cornerRadius = r)
            if (share > 0) {
                drawRoundRect(Palette.Brass, topLeft = Offset.Zero, size = Size(size.width * share.toFloat(), size.height), cornerRadius = r)
            }
        }
    }
}
