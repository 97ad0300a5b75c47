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
import androidx.compose.material3.SuggestionChip
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.saveable.Saver
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import kotlinx.coroutines.launch
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.focus.FocusRequester
import androidx.compose.ui.focus.focusRequester
import androidx.compose.ui.focus.onFocusChanged
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

/** The set-up being edited: the seats and the chosen index of each option. */
data class SetupEdits(val seats: List<SeatSetup>, val choices: List<UInt>) {
    companion object {
        /** Saved as plain lists (names, levels by name or "", choices), so a set-up survives the
         * Activity being recreated (rotation) and the process being killed in the background. */
        val saver: Saver<SetupEdits, Any> = Saver(
            save = { e -> arrayListOf(e.seats.map { it.name }, e.seats.map { it.ai?.name ?: "" }, e.choices.map { it.toInt() }) },
            restore = { saved ->
                val lists = saved as List<*>
                val names = (lists[0] as List<*>).map { it as String }
                val levels = (lists[1] as List<*>).map { l -> Level.entries.firstOrNull { it.name == l } }
                SetupEdits(names.zip(levels) { n, l -> SeatSetup(n, l) }, (lists[2] as List<*>).map { (it as Int).toUInt() })
            },
        )
    }
}

/**
 * The set-up of a new table: the seats (people by name, or bots with a level) within the core's
 * limits, and each option with the core's labelled choices. The core validates on start, names a
 * seat it adds ([onAdd]) and keeps a typed name when a seat switches between bot and person
 * ([onSwitch]); both are suspend calls the Shell makes off the main thread. The edits live in
 * `rememberSaveable`: rotation and process death keep them. Where a seat cannot be added or
 * removed (the game's seat count: Gnav has exactly four, rule K1), the control is disabled and
 * [seatsRule], the core's sentence, says why; a seat just added takes the focus, scrolled into
 * sight, to be named. Each option's choices have the core's description under them, if any. Under the
 * person seat whose name is being edited, the known people ([SetupScreen.people], the core's
 * list) not at the table yet are offered as chips that fill the name.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun SetupScreen(
    title: String,
    screen: SetupScreen,
    seatsRule: String?,
    problem: String?,
    onSwitch: suspend (seats: List<SeatSetup>, index: Int, ai: Level?) -> List<SeatSetup>,
    onAdd: suspend (seats: List<SeatSetup>) -> List<SeatSetup>,
    onStart: (List<SeatSetup>, List<UInt>) -> Unit,
    onBack: () -> Unit,
) {
    var edits by rememberSaveable(screen.game, stateSaver = SetupEdits.saver) {
        mutableStateOf(SetupEdits(screen.seats, screen.fields.map { it.defaultChoice }))
    }
    val seats = edits.seats
    val choices = edits.choices
    val scope = rememberCoroutineScope()
    fun switch(i: Int, ai: Level?) = scope.launch { edits = edits.copy(seats = onSwitch(edits.seats, i, ai)) }
    val canAdd = seats.size < screen.maxSeats.toInt()
    val canRemove = seats.size > screen.minSeats.toInt()
    // The seat just added: its name field takes the focus (and so scrolls into sight).
    val newSeat = remember { FocusRequester() }
    var added by remember { mutableStateOf<Int?>(null) }
    // The person seat whose name was last being edited: the known people are offered under it.
    var naming by remember { mutableStateOf<Int?>(null) }
    fun rename(i: Int, name: String) {
        edits = edits.copy(seats = edits.seats.mapIndexed { k, s -> if (k == i) s.copy(name = name) else s })
    }
    LaunchedEffect(added) {
        if (added != null) {
            newSeat.requestFocus()
            added = null
        }
    }
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
            // Why a seat cannot be added or removed now, in the core's words (and rule), above
            // the seats whose controls it explains.
            if (!canAdd || !canRemove) seatsRule?.let { Text(it, color = Palette.Muted, fontSize = 14.sp) }
            screen.note?.let { Text(it, color = Palette.Muted, fontSize = 14.sp) }
            seats.forEachIndexed { i, seat ->
                Panel {
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        OutlinedTextField(
                            value = seat.name,
                            onValueChange = { name -> rename(i, name) },
                            label = { Text(texts["shell-seat-name"]) },
                            singleLine = true,
                            modifier = Modifier.weight(1f)
                                .then(if (i == seats.lastIndex) Modifier.focusRequester(newSeat) else Modifier)
                                .onFocusChanged { if (it.isFocused) naming = i },
                        )
                        // At the game's fewest seats the control stays, disabled: the core's
                        // sentence under the seats says why.
                        val remove = texts["shell-remove-seat"]
                        TextButton(
                            onClick = { edits = edits.copy(seats = edits.seats.filterIndexed { k, _ -> k != i }) },
                            enabled = canRemove,
                            modifier = Modifier.semantics { contentDescription = remove },
                        ) {
                            Text("✕", color = if (canRemove) Palette.Muted else Palette.Muted.copy(alpha = 0.35f), fontSize = 18.sp)
                        }
                    }
                    // The known people (the core's list, most recent first) not at the table yet:
                    // a tap names this seat.
                    val known = if (naming == i && seat.ai == null) {
                        screen.people.filter { p -> seats.none { it.name.trim().equals(p, ignoreCase = true) } }
                    } else {
                        emptyList()
                    }
                    if (known.isNotEmpty()) {
                        Text(texts["shell-roster-known"], color = Palette.Muted, fontSize = 13.sp, modifier = Modifier.padding(top = 4.dp))
                        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                            known.forEach { name ->
                                SuggestionChip(onClick = { rename(i, name) }, label = { Text(name, color = Palette.Chalk) })
                            }
                        }
                    }
                    FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                        FilterChip(
                            selected = seat.ai == null,
                            onClick = { switch(i, null) },
                            label = { Text(texts["shell-person"]) },
                            colors = chipColours,
                        )
                        screen.levels.forEach { level ->
                            FilterChip(
                                selected = seat.ai == level.level,
                                onClick = { switch(i, level.level) },
                                label = { Text("${texts["shell-bot"]}: ${level.label}") },
                                colors = chipColours,
                            )
                        }
                    }
                }
            }
            OutlinedButton(
                onClick = {
                    scope.launch {
                        edits = edits.copy(seats = onAdd(edits.seats))
                        added = edits.seats.lastIndex
                    }
                },
                enabled = canAdd,
            ) {
                Text("+ ${texts["shell-add-seat"]}", color = if (canAdd) Palette.Chalk else Palette.Muted)
            }
            screen.fields.forEachIndexed { f, field ->
                SectionTitle(field.label)
                field.description?.let { Text(it, color = Palette.Muted, fontSize = 13.sp) }
                FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    field.choices.forEachIndexed { c, choice ->
                        FilterChip(
                            selected = choices[f] == c.toUInt(),
                            onClick = { edits = edits.copy(choices = edits.choices.mapIndexed { k, v -> if (k == f) c.toUInt() else v }) },
                            label = { Text(choice.label) },
                            colors = chipColours,
                        )
                    }
                }
            }
        }
        problem?.let { Text(it, color = Palette.Danger, fontSize = 14.sp, modifier = Modifier.padding(horizontal = 12.dp)) }
        Button(
            onClick = { onStart(edits.seats, edits.choices) },
            modifier = Modifier.fillMaxWidth().padding(12.dp),
            colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
        ) { Text(texts["shell-start"], fontWeight = FontWeight.Bold, fontSize = 17.sp) }
    }
}
