package org.cardavia.ui.screens

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.cardavia.ui.APP_NAME
import org.cardavia.ui.LocalTexts
import org.cardavia.ui.Palette

/**
 * The store could not be opened: what happened in the core's words ([reason]), that nothing was
 * deleted, and a way to try again. Needs [LocalTexts] in the device's language (no app is open).
 */
@Composable
fun StoreFailedScreen(reason: String, onRetry: () -> Unit) {
    val texts = LocalTexts.current
    Page(APP_NAME, onBack = null) {
        Column(Modifier.fillMaxSize().padding(20.dp), verticalArrangement = Arrangement.spacedBy(14.dp)) {
            Text(
                texts["shell-store-failed-title"],
                color = Palette.Chalk,
                fontSize = 20.sp,
                fontWeight = FontWeight.Bold,
                modifier = Modifier.semantics { heading() },
            )
            Text(reason, color = Palette.Danger, fontSize = 16.sp)
            Text(texts["shell-store-failed-kept"], color = Palette.Muted, fontSize = 15.sp)
            Button(
                onClick = onRetry,
                colors = ButtonDefaults.buttonColors(containerColor = Palette.Brass, contentColor = Palette.Ink),
            ) { Text(texts["shell-retry"], fontWeight = FontWeight.Bold) }
        }
    }
}
