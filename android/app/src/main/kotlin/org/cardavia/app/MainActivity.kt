package org.cardavia.app

import android.os.Bundle
import android.widget.Toast
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Modifier
import org.cardavia.ui.CardaviaRoot
import org.cardavia.ui.Palette
import org.cardavia.ui.Route
import kotlinx.coroutines.launch

/** The one Activity: the Compose app over the view model's Shell; the system back goes through it. */
class MainActivity : ComponentActivity() {
    private val model: CardaviaViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        if (savedInstanceState == null) model.notice()?.let { Toast.makeText(this, it, Toast.LENGTH_LONG).show() }
        setContent {
            val route by model.shell.route.collectAsState()
            val scope = rememberCoroutineScope()
            BackHandler(enabled = route != Route.Home) { scope.launch { model.shell.back() } }
            Box(Modifier.fillMaxSize().background(Palette.FeltDeep).safeDrawingPadding()) {
                CardaviaRoot(model.shell)
            }
        }
    }
}
