package org.cardavia.ui.screens

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.FilterChip
import androidx.compose.material3.FilterChipDefaults
import androidx.compose.material3.Slider
import androidx.compose.material3.SliderDefaults
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.Look
import org.cardavia.core.Mistakes
import org.cardavia.core.Settings
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette
import org.cardavia.ui.SettingsChoices
import org.cardavia.ui.look
import org.cardavia.ui.table.DieFace

/**
 * Settings. Every change of a chip or switch is handed to [onChange] at once (the app saves it
 * through the core, which validates it). A look slider that moves goes to [onPreview] (shown with
 * the core's look for it, not saved) and is saved by [onPreviewDone] when it is let go; [look] is
 * the core's look for the settings shown, so the preview is live. The languages, the turn timers,
 * the bot levels and the bots' paces are the core's [choices]: the screen holds no list of its own.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SettingsScreen(
    settings: Settings,
    look: Look,
    choices: SettingsChoices,
    problem: String?,
    onChange: (Settings) -> Unit,
    onPreview: (Settings) -> Unit,
    onPreviewDone: () -> Unit,
    onBack: () -> Unit,
) {
    val texts = LocalTexts.current
    val chip = FilterChipDefaults.filterChipColors(
        selectedContainerColor = Palette.Brass,
        selectedLabelColor = Palette.Ink,
        labelColor = Palette.Chalk,
    )
    Page(texts["shell-settings"], onBack) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            SectionTitle(texts["shell-look"])
            LookPreview(look, texts["shell-preview"])
            val l = settings.look
            LookSlider(texts["shell-contrast"], l.contrast, onPreviewDone) { onPreview(settings.copy(look = l.copy(contrast = it))) }
            LookSlider(texts["shell-grain"], l.grain, onPreviewDone) { onPreview(settings.copy(look = l.copy(grain = it))) }
            LookSlider(texts["shell-temperature"], l.temperature, onPreviewDone) { onPreview(settings.copy(look = l.copy(temperature = it))) }

            SectionTitle(texts["shell-language"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                FilterChip(settings.language == null, { onChange(settings.copy(language = null)) }, { Text(texts["shell-device-language"]) }, colors = chip)
                choices.languages.forEach { language ->
                    FilterChip(settings.language == language.tag, { onChange(settings.copy(language = language.tag)) }, { Text(language.endonym) }, colors = chip)
                }
            }
            Toggle(texts["shell-haptics"], settings.haptics) { onChange(settings.copy(haptics = it)) }
            SectionTitle(texts["shell-turn-timer"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                choices.timers.forEach { timer ->
                    FilterChip(settings.turnTimerS == timer.seconds, { onChange(settings.copy(turnTimerS = timer.seconds)) }, { Text(timer.label) }, colors = chip)
                }
            }
            SectionTitle(texts["shell-bot-level"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                choices.levels.forEach { level ->
                    FilterChip(settings.aiLevel == level.level, { onChange(settings.copy(aiLevel = level.level)) }, { Text(level.label) }, colors = chip)
                }
            }
            SectionTitle(texts["shell-bot-pace"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                choices.paces.forEach { pace ->
                    FilterChip(settings.botPace == pace.pace, { onChange(settings.copy(botPace = pace.pace)) }, { Text(pace.label) }, colors = chip)
                }
            }
            Toggle(texts["shell-dicen-hints"], settings.assist.dicenHints) { onChange(settings.copy(assist = settings.assist.copy(dicenHints = it))) }
            SectionTitle(texts["shell-dica-mistakes"])
            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                listOf(Mistakes.COUNT to "shell-mistakes-count", Mistakes.PREVENT to "shell-mistakes-prevent").forEach { (mistakes, id) ->
                    FilterChip(
                        settings.assist.dicaMistakes == mistakes,
                        { onChange(settings.copy(assist = settings.assist.copy(dicaMistakes = mistakes))) },
                        { Text(texts[id]) },
                        colors = chip,
                    )
                }
            }
            problem?.let { Text(it, color = Palette.Danger, fontSize = 14.sp) }
        }
    }
}

/** A labelled switch; TalkBack reads the label and the core's word for on or off. */
@Composable
private fun Toggle(label: String, on: Boolean, change: (Boolean) -> Unit) {
    val state = LocalTexts.current[if (on) "shell-on" else "shell-off"]
    Row(verticalAlignment = Alignment.CenterVertically, modifier = Modifier.fillMaxWidth()) {
        Text(label, color = Palette.Chalk, fontSize = 15.sp, modifier = Modifier.weight(1f))
        Switch(on, change, modifier = Modifier.semantics { contentDescription = label; stateDescription = state })
    }
}

@Composable
private fun LookSlider(label: String, value: UByte, onDone: () -> Unit, onChange: (UByte) -> Unit) {
    Row(verticalAlignment = Alignment.CenterVertically) {
        Text(label, color = Palette.Chalk, fontSize = 14.sp, modifier = Modifier.width(120.dp))
        Slider(
            value = value.toFloat(),
            onValueChange = { onChange(it.toInt().coerceIn(0, 100).toUByte()) },
            onValueChangeFinished = onDone,
            valueRange = 0f..100f,
            modifier = Modifier.weight(1f).semantics { contentDescription = label },
            colors = SliderDefaults.colors(thumbColor = Palette.Brass, activeTrackColor = Palette.Brass),
        )
        Text("$value", color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.width(34.dp))
    }
}

/** A corner of a table under the look being set: baize, tiles, a die, the team colours. */
@Composable
private fun LookPreview(look: Look, label: String) {
    Box(Modifier.fillMaxWidth().height(120.dp).clip(RoundedCornerShape(14.dp)).look(look).semantics { contentDescription = label }) {
        PreviewTable()
    }
}

@Composable
private fun PreviewTable() {
    Box(Modifier.fillMaxWidth().height(120.dp)) {
        Canvas(Modifier.fillMaxWidth().height(120.dp)) {
            drawRect(Palette.Felt)
            val w = size.width / 8f
            for (i in 0 until 6) {
                drawRoundRect(
                    if (i == 2) Palette.Brass else Palette.Ivory,
                    topLeft = Offset(12f + i * w, 18f),
                    size = Size(w - 10f, size.height * 0.4f),
                    cornerRadius = CornerRadius(10f),
                )
            }
            drawCircle(Palette.team(0), size.height * 0.12f, Offset(size.width * 0.15f, size.height * 0.8f))
            drawCircle(Palette.team(1), size.height * 0.12f, Offset(size.width * 0.3f, size.height * 0.8f))
        }
        Row(Modifier.align(Alignment.BottomEnd).padding(10.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            DieFace(5, 40.dp)
            DieFace(2, 40.dp)
        }
    }
}
