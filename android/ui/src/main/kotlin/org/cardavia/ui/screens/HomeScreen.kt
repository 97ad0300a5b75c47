package org.cardavia.ui.screens

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.windowsizeclass.WindowWidthSizeClass
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalUriHandler
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.GameCard
import org.cardavia.core.GameId
import org.cardavia.core.KeptTable
import org.cardavia.core.SavedTable
import org.cardavia.ui.APP_NAME
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.WithRoom

/**
 * The home screen: every unfinished table (the core's one-line summary of each, to resume or
 * abandon), then those of games this version does not know (the core's line only: kept, not
 * offered), the core's notices, then the four games with their blurbs, rules and Wikipedia,
 * and the way to the stats, the people (the group's roster) and the settings.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HomeScreen(
    games: List<GameCard>,
    saved: List<SavedTable>,
    kept: List<KeptTable>,
    notices: List<String>,
    problem: String?,
    onPlay: (GameId) -> Unit,
    onRules: (GameId) -> Unit,
    onResume: (SavedTable) -> Unit,
    onAbandon: (SavedTable) -> Unit,
    onDismissNotices: () -> Unit,
    onStats: () -> Unit,
    onPeople: () -> Unit,
    onSettings: () -> Unit,
) {
    val texts = LocalTexts.current
    WithRoom { room ->
        // From a medium width on (a tablet, a phone on its side) the games sit two by two.
        val columns = if (room.size.widthSizeClass == WindowWidthSizeClass.Compact) 1 else 2
        Page(APP_NAME, onBack = null, widest = if (columns == 1) room.readable else 1000.dp) {
            Column(
                Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(12.dp),
                verticalArrangement = Arrangement.spacedBy(12.dp),
            ) {
                Text(texts["shell-tagline"], color = Palette.Muted, fontSize = 14.sp)
                problem?.let { Text(it, color = Palette.Danger, fontSize = 14.sp) }
                if (notices.isNotEmpty()) {
                    Panel(Modifier.semantics { liveRegion = LiveRegionMode.Polite }) {
                        notices.forEach { Text(it, color = Palette.Danger, fontSize = 14.sp) }
                        TextButton(onClick = onDismissNotices) { Text(texts["shell-dismiss"], color = Palette.Brass) }
                    }
                }
                if (saved.isNotEmpty() || kept.isNotEmpty()) SectionTitle(texts["shell-saved-tables"])
                saved.forEach { table ->
                    Panel {
                        Text(table.summary, color = Palette.Chalk, fontSize = 15.sp)
                        Row(verticalAlignment = Alignment.CenterVertically) {
                            val resume = texts("shell-resume-a11y", "table" to table.summary)
                            Button(
                                onClick = { onResume(table) },
                                colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
                                modifier = Modifier.semantics { contentDescription = resume },
                            ) { Text(texts["shell-resume-button"], fontWeight = FontWeight.Bold) }
                            Spacer(Modifier.width(8.dp))
                            val abandon = texts("shell-abandon-a11y", "table" to table.summary)
                            TextButton(onClick = { onAbandon(table) }, modifier = Modifier.semantics { contentDescription = abandon }) {
                                Text(texts["shell-abandon"], color = Palette.Muted)
                            }
                        }
                    }
                }
                // Kept for a version that knows their game: a line each, nothing to tap.
                kept.forEach { table ->
                    Text(
                        table.summary,
                        color = Palette.Muted,
                        fontSize = 14.sp,
                        modifier = Modifier.fillMaxWidth()
                            .border(1.dp, Palette.FeltLight, RoundedCornerShape(14.dp))
                            .padding(12.dp),
                    )
                }
                games.chunked(columns).forEach { row ->
                    Row(Modifier.fillMaxWidth().height(IntrinsicSize.Min), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                        row.forEach { game -> GamePanel(game, Modifier.weight(1f).fillMaxHeight(), onPlay, onRules) }
                        repeat(columns - row.size) { Spacer(Modifier.weight(1f)) }
                    }
                }
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    OutlinedButton(onClick = onStats) { Text(texts["shell-stats"], color = Palette.Chalk) }
                    OutlinedButton(onClick = onPeople) { Text(texts["shell-roster"], color = Palette.Chalk) }
                    OutlinedButton(onClick = onSettings) { Text(texts["shell-settings"], color = Palette.Chalk) }
                }
            }
        }
    }
}

/** A game: its name, the core's blurb, and play, its rules and its Wikipedia page. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GamePanel(game: GameCard, modifier: Modifier, onPlay: (GameId) -> Unit, onRules: (GameId) -> Unit) {
    val uri = LocalUriHandler.current
    val texts = LocalTexts.current
    Panel(modifier) {
        Text(game.name, color = Palette.Chalk, fontSize = 22.sp, fontWeight = FontWeight.Bold)
        Text(game.blurb, color = Palette.Muted, fontSize = 14.sp, modifier = Modifier.padding(vertical = 6.dp))
        FlowRow(
            horizontalArrangement = Arrangement.spacedBy(8.dp),
            verticalArrangement = Arrangement.spacedBy(4.dp),
            itemVerticalAlignment = Alignment.CenterVertically,
        ) {
            Button(
                onClick = { onPlay(game.id) },
                colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
            ) { Text(texts["shell-play"], fontWeight = FontWeight.Bold) }
            OutlinedButton(onClick = { onRules(game.id) }) { Text(texts["shell-rules"], color = Palette.Chalk) }
            game.wikipedia?.let { link ->
                TextButton(onClick = { uri.openUri(link) }) { Text(texts["shell-wikipedia"] + " ↗", color = Palette.Brass) }
            }
        }
    }
}
