package org.cardavia.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.FilterChip
import androidx.compose.material3.FilterChipDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.Level
import org.cardavia.core.SeatSetup
import org.cardavia.core.SetupScreen
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette

/**
 * The set-up of a new table: the seats (people by name, or bots with a level) within the core's
 * limits, and each option with the core's labelled choices. The core validates on start.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SetupScreen(
    title: String,
    screen: SetupScreen,
    problem: String?,
    /** The core's name for a seat added (or switched) next to these: "Bot 3". */
    seatName: (seats: List<SeatSetup>, bot: Boolean) -> String,
    onStart: (List<SeatSetup>, List<UInt>) -> Unit,
    onBack: () -> Unit,
) {
    val seats = remember(screen) { mutableStateListOf<SeatSetup>().also { it.addAll(screen.seats) } }
    val choices = remember(screen) { mutableStateListOf<UInt>().also { list -> list.addAll(screen.fields.map { it.defaultChoice }) } }
    val chipColours = FilterChipDefaults.filterChipColors(
        selectedContainerColor = Palette.Brass,
        selectedLabelColor = Palette.Ink,
        labelColor = Palette.Chalk,
    )
    val texts = LocalTexts.current
    Page(title, onBack) {
        Column(
            Modifier.fillMaxWidth().weight(1f).verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            SectionTitle(texts["shell-seats"])
            screen.note?.let { Text(it, color = Palette.Muted, fontSize = 14.sp) }
            seats.forEachIndexed { i, seat ->
                Panel {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        OutlinedTextField(
                            value = seat.name,
                            onValueChange = { seats[i] = seat.copy(name = it) },
                            label = { Text(texts["shell-seat-name"]) },
                            singleLine = true,
                            modifier = Modifier.weight(1f),
                        )
                        if (seats.size > screen.minSeats.toInt()) {
                            val remove = texts["shell-remove-seat"]
                            TextButton(onClick = { seats.removeAt(i) }, modifier = Modifier.semantics { contentDescription = remove }) {
                                Text("✕", color = Palette.Muted, fontSize = 18.sp)
                            }
                        }
                    }
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        FilterChip(
                            selected = seat.ai == null,
                            onClick = { seats[i] = seat.copy(ai = null) },
                            label = { Text(texts["shell-person"]) },
                            colors = chipColours,
                        )
                        screen.levels.forEach { level ->
                            FilterChip(
                                selected = seat.ai == level.level,
                                onClick = { seats[i] = seat.copy(ai = level.level) },
                                label = { Text("${texts["shell-bot"]}: ${level.label}") },
                                colors = chipColours,
                            )
                        }
                    }
                }
            }
            if (seats.size < screen.maxSeats.toInt()) {
                OutlinedButton(onClick = { seats.add(SeatSetup(seatName(seats.toList(), true), Level.NORMAL)) }) {
                    Text("+ ${texts["shell-add-seat"]}", color = Palette.Chalk)
                }
            }
            screen.fields.forEachIndexed { f, field ->
                SectionTitle(field.label)
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    field.choices.forEachIndexed { c, choice ->
                        FilterChip(
                            selected = choices[f] == c.toUInt(),
                            onClick = { choices[f] = c.toUInt() },
                            label = { Text(choice.label) },
                            colors = chipColours,
                        )
                    }
                }
            }
        }
        problem?.let { Text(it, color = Palette.Danger, fontSize = 14.sp, modifier = Modifier.padding(horizontal = 12.dp)) }
        Button(
            onClick = { onStart(seats.toList(), choices.toList()) },
            modifier = Modifier.fillMaxWidth().padding(12.dp),
            colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
        ) { Text(texts["shell-start"], fontWeight = FontWeight.Bold, fontSize = 17.sp) }
    }
}
