package org.cardavia.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
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
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import kotlinx.coroutines.launch
import org.cardavia.core.RosterPerson
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette

/** What the people screen is doing with one person: renaming, merging or removing them. */
private sealed interface Editing {
    val id: Long

    data class Rename(override val id: Long, val name: String) : Editing
    data class Merge(override val id: Long, val into: RosterPerson? = null) : Editing
    data class Remove(override val id: Long) : Editing
}

/**
 * The group's roster: each person the core knows, with its line of how much and when they
 * played. One person at a time may be renamed (a field and Save), made the same person as
 * another (pick them, read the core's sentence of what joins what, then Save) or removed (the
 * records keep their name, or say "former player": each choice is the confirming tap). The
 * changes are suspend calls the Shell makes off the main thread; each returns whether the core
 * did it, and [problem] is the core's reason when it did not (a name taken, two people who
 * played in the same series).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PeopleScreen(
    people: List<RosterPerson>,
    problem: String?,
    onRename: suspend (id: Long, name: String) -> Boolean,
    onMerge: suspend (from: Long, into: Long) -> Boolean,
    onRemove: suspend (id: Long, keepName: Boolean) -> Boolean,
    onBack: () -> Unit,
) {
    val texts = LocalTexts.current
    val scope = rememberCoroutineScope()
    var editing by remember { mutableStateOf<Editing?>(null) }
    fun act(change: suspend () -> Boolean) = scope.launch { if (change()) editing = null }
    val compact = PaddingValues(horizontal = 8.dp, vertical = 4.dp)
    val brass = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink)
    val chip = FilterChipDefaults.filterChipColors(
        selectedContainerColor = Palette.Brass,
        selectedLabelColor = Palette.Ink,
        labelColor = Palette.Chalk,
    )
    Page(texts["shell-roster"], onBack) {
        Column(
            Modifier.fillMaxWidth().verticalScroll(rememberScrollState()).padding(12.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            problem?.let {
                Text(it, color = Palette.Danger, fontSize = 14.sp, modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite })
            }
            if (people.isEmpty()) {
                Text(texts["shell-roster-empty"], color = Palette.Muted, fontSize = 15.sp)
            } else {
                SectionTitle(texts["shell-roster-known"])
            }
            people.forEach { person ->
                Panel {
                    Text(person.name, color = Palette.Chalk, fontSize = 18.sp, fontWeight = FontWeight.Bold)
                    Text(person.summary, color = Palette.Muted, fontSize = 14.sp)
                    when (val e = editing?.takeIf { it.id == person.id }) {
                        // Compact buttons (still 48 dp tall to touch): the three fit one phone row.
                        null -> FlowRow(Modifier.padding(top = 2.dp)) {
                            TextButton(onClick = { editing = Editing.Rename(person.id, person.name) }, contentPadding = compact) {
                                Text(texts["shell-roster-rename"], color = Palette.Brass)
                            }
                            if (people.size > 1) {
                                TextButton(onClick = { editing = Editing.Merge(person.id) }, contentPadding = compact) {
                                    Text(texts["shell-roster-merge"], color = Palette.Brass)
                                }
                            }
                            TextButton(onClick = { editing = Editing.Remove(person.id) }, contentPadding = compact) {
                                Text(texts["shell-roster-remove"], color = Palette.Danger)
                            }
                        }
                        is Editing.Rename -> Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                            OutlinedTextField(
                                value = e.name,
                                onValueChange = { editing = e.copy(name = it) },
                                label = { Text(texts["shell-roster-rename"]) },
                                singleLine = true,
                                modifier = Modifier.fillMaxWidth().padding(top = 6.dp),
                            )
                            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                                Button(onClick = { act { onRename(person.id, e.name) } }, colors = brass) {
                                    Text(texts["shell-roster-save"], fontWeight = FontWeight.Bold)
                                }
                                TextButton(onClick = { editing = null }) { Text(texts["shell-roster-cancel"], color = Palette.Muted) }
                            }
                        }
                        is Editing.Merge -> Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                            SectionTitle(texts["shell-roster-merge"])
                            FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                                people.filter { it.id != person.id }.forEach { other ->
                                    FilterChip(e.into?.id == other.id, { editing = e.copy(into = other) }, { Text(other.name) }, colors = chip)
                                }
                            }
                            e.into?.let { into ->
                                Text(
                                    texts("shell-roster-merge-into", "from" to person.name, "into" to into.name),
                                    color = Palette.Chalk,
                                    fontSize = 14.sp,
                                )
                            }
                            FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                                e.into?.let { into ->
                                    Button(onClick = { act { onMerge(person.id, into.id) } }, colors = brass) {
                                        Text(texts["shell-roster-save"], fontWeight = FontWeight.Bold)
                                    }
                                }
                                TextButton(onClick = { editing = null }) { Text(texts["shell-roster-cancel"], color = Palette.Muted) }
                            }
                        }
                        is Editing.Remove -> Column(verticalArrangement = Arrangement.spacedBy(6.dp), modifier = Modifier.padding(top = 6.dp)) {
                            OutlinedButton(onClick = { act { onRemove(person.id, true) } }, modifier = Modifier.fillMaxWidth()) {
                                Text(texts["shell-roster-remove-keep"], color = Palette.Chalk)
                            }
                            OutlinedButton(onClick = { act { onRemove(person.id, false) } }, modifier = Modifier.fillMaxWidth()) {
                                Text(texts["shell-roster-remove-anonymise"], color = Palette.Chalk)
                            }
                            TextButton(onClick = { editing = null }) { Text(texts["shell-roster-cancel"], color = Palette.Muted) }
                        }
                    }
                }
            }
        }
    }
}
