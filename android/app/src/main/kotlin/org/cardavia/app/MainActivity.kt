package org.cardavia.app

import android.content.ClipData
import android.content.Intent
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
import androidx.core.content.FileProvider
import androidx.lifecycle.lifecycleScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.cardavia.core.StatsExport
import org.cardavia.ui.CardaviaLaunch
import org.cardavia.ui.Launch
import org.cardavia.ui.Palette
import org.cardavia.ui.Route
import kotlinx.coroutines.launch

/**
 * The one Activity: the Compose app over the view model's launch (the store opening, its failure
 * screen, or the Shell); the system back goes through the Shell. The core's notices (a damaged
 * store replaced, saved tables found damaged) are shown on the home screen. The stats' export
 * (the core's file name, type and text) goes to the system's share sheet.
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
                CardaviaLaunch(model.launcher, onShare = ::share)
            }
        }
    }

    /**
     * Writes the core's export to cacheDir/exports (one file per name: a second export the same
     * day replaces the first) off the main thread, then offers it to the share sheet through the
     * FileProvider (res/xml/file_paths.xml), readable by the app the person picks.
     */
    private fun share(export: StatsExport) {
        lifecycleScope.launch {
            val file = withContext(Dispatchers.IO) {
                val folder = java.io.File(cacheDir, "exports").apply { mkdirs() }
                java.io.File(folder, export.fileName).apply { writeText(export.text) }
            }
            val uri = FileProvider.getUriForFile(this@MainActivity, "$packageName.exports", file)
            val send = Intent(Intent.ACTION_SEND).apply {
                type = export.mimeType
                putExtra(Intent.EXTRA_STREAM, uri)
                putExtra(Intent.EXTRA_TITLE, export.fileName)
                // Also as ClipData: the chooser's preview, and the grant reaches the picked app.
                clipData = ClipData.newRawUri(export.fileName, uri)
                addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
            }
            startActivity(Intent.createChooser(send, export.fileName))
        }
    }

    private fun away(away: Boolean) {
        ((model.launcher.state.value as? Launch.Ready)?.shell)?.store?.away(away)
    }
}
