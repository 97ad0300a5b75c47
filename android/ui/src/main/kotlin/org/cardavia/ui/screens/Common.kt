package org.cardavia.ui.screens

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette

/**
 * A screen of the app: a title bar with a way back, then the content on the baize, in a column
 * at most [widest] wide in the middle (a tablet's width is too wide to read across).
 */
@Composable
fun Page(title: String, onBack: (() -> Unit)?, widest: Dp = 720.dp, content: @Composable ColumnScope.() -> Unit) {
    val back = LocalTexts.current["shell-back"]
    Column(Modifier.fillMaxSize().background(Palette.FeltDeep)) {
        Row(
            Modifier.fillMaxWidth().background(Palette.Felt).padding(horizontal = 8.dp, vertical = 6.dp),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            if (onBack != null) {
                TextButton(onClick = onBack, modifier = Modifier.semantics { contentDescription = back }) {
                    Text("←", color = Palette.Chalk, fontSize = 20.sp)
                }
            }
            Text(
                title,
                color = Palette.Chalk,
                fontSize = 20.sp,
                fontWeight = FontWeight.Bold,
                modifier = Modifier.padding(start = if (onBack == null) 8.dp else 0.dp).semantics { heading() },
            )
        }
        Column(Modifier.fillMaxWidth().weight(1f), horizontalAlignment = Alignment.CenterHorizontally) {
            Column(Modifier.widthIn(max = widest).fillMaxWidth().fillMaxHeight(), content = content)
        }
    }
}

/** A rounded panel on the baize. */
@Composable
fun Panel(modifier: Modifier = Modifier, content: @Composable ColumnScope.() -> Unit) {
    Column(
        modifier.fillMaxWidth().background(Palette.Felt, RoundedCornerShape(14.dp)).padding(12.dp),
        content = content,
    )
}

/** A small heading inside a page. */
@Composable
fun SectionTitle(text: String) {
    Text(
        text,
        color = Palette.Brass,
        fontSize = 15.sp,
        fontWeight = FontWeight.Bold,
        modifier = Modifier.padding(top = 8.dp, bottom = 4.dp).semantics { heading() },
    )
}
