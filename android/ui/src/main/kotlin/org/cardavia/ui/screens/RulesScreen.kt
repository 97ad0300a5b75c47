package org.cardavia.ui.screens

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.core.RuleSection
import org.cardavia.ui.Palette

/** The rules reader: the core's rule book for one game, section by section, numbered as printed. */
@Composable
fun RulesScreen(title: String, sections: List<RuleSection>, onBack: () -> Unit) {
    Page(title, onBack) {
        LazyColumn(Modifier.fillMaxWidth(), contentPadding = PaddingValues(14.dp)) {
            items(sections, key = { it.number + it.title }) { section ->
                Text(
                    listOf(section.number, section.title).filter { it.isNotEmpty() }.joinToString("  "),
                    color = Palette.Brass,
                    fontSize = 17.sp,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.padding(top = 14.dp, bottom = 4.dp).semantics { heading() },
                )
                Text(section.body, color = Palette.Chalk, fontSize = 15.sp, lineHeight = 22.sp)
            }
        }
    }
}
