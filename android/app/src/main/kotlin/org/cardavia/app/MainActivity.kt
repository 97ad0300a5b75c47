package org.cardavia.app

import android.os.Bundle
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.lifecycle.DefaultLifecycleObserver
import androidx.lifecycle.LifecycleOwner
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Modifier
import org.cardavia.ui.CardaviaLaunch
import org.cardavia.ui.Launch
import org.cardavia.ui.Palette
import org.cardavia.ui.Route
import kotlinx.coroutines.launch

/**
 * The one Activity: the Compose app over the view model's launch (the store opening, its failure
 * screen, or the Shell); the system back goes through the Shell. The core's notices (a damaged
 * store replaced, saved tables found damaged) are shown on the home screen.
 */
class MainActivity : ComponentActivity() {
    private val model: CardaviaViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        // Off the screen (ON_STOP: a call, another app, the phone locked) the table's bots and
        // clock stop, and on return (ON_START) the phone may have changed hands.
        lifecycle.addObserver(object : DefaultLifecycleObserver {
            override fun onStop(owner: LifecycleOwner) = away(true)
            override fun onStart(owner: LifecycleOwner) = away(false)
        })
        setContent {
            val launch by model.launcher.state.collectAsStateWithLifecycle()
            val shell = (launch as? Launch.Ready)?.shell
            val scope = rememberCoroutineScope()
            if (shell != null) {
                val route by shell.route.collectAsStateWithLifecycle()
                BackHandler(enabled = route != Route.Home) { scope.launch { shell.back() } }
                // The screen stays on while a table is open (the phone lies on the table between
                // turns), and sleeps as usual elsewhere.
                LaunchedEffect(route) {
                    if (route == Route.Table) window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
                    else window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
                }
            }
            Box(Modifier.fillMaxSize().background(Palette.FeltDeep).safeDrawingPadding()) {
                CardaviaLaunch(model.launcher)
            }
        }
    }

    private fun away(away: Boolean) {
        ((model.launcher.state.value as? Launch.Ready)?.shell)?.store?.away(away)
    }
}
