package org.cardavia.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import kotlinx.coroutines.launch
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.ui.screens.HomeScreen
import org.cardavia.ui.screens.RulesScreen
import org.cardavia.ui.screens.SettingsScreen
import org.cardavia.ui.screens.SetupScreen
import org.cardavia.ui.screens.StatsScreen
import org.cardavia.ui.table.TableScreen

/** The whole app: the screen the [shell] is on, drawn from its state, in the app's language. */
@Composable
fun CardaviaRoot(shell: Shell) {
    val route by shell.route.collectAsState()
    val games by shell.games.collectAsState()
    val problem by shell.problem.collectAsState()
    val texts by shell.texts.collectAsState()
    val scope = rememberCoroutineScope()
    fun name(game: GameId) = games.firstOrNull { it.id == game }?.name ?: game.name
    CompositionLocalProvider(LocalTexts provides texts) {
        CardaviaTheme {
            when (val r = route) {
                Route.Home -> {
                    val resume by shell.resumable.collectAsState()
                    HomeScreen(
                        games = games,
                        resume = resume,
                        problem = problem,
                        onPlay = { scope.launch { shell.openSetup(it) } },
                        onRules = { scope.launch { shell.openRules(it) } },
                        onResume = { scope.launch { shell.resume() } },
                        onStats = { scope.launch { shell.openStats() } },
                        onSettings = { scope.launch { shell.openSettings() } },
                    )
                }
                is Route.Setup -> {
                    val setup by shell.setup.collectAsState()
                    setup?.let { screen ->
                        SetupScreen(
                            title = texts("shell-setup-title", "game" to name(r.game)),
                            screen = screen,
                            problem = problem,
                            seatName = { seats, bot -> shell.app.freeSeatName(seats, bot) },
                            onStart = { seats, choices -> scope.launch { shell.start(r.game, seats, choices) } },
                            onBack = { scope.launch { shell.home() } },
                        )
                    }
                }
                Route.Table -> {
                    val state by shell.store.state.collectAsState()
                    TableScreen(
                        state = state,
                        onTap = { shell.store.dispatch(Intent.Tap(it.id)) },
                        onDismissProblem = { shell.store.dismissProblem() },
                        onLeave = { scope.launch { shell.leaveTable() } },
                    )
                }
                is Route.Rules -> {
                    val sections by shell.rules.collectAsState()
                    RulesScreen(texts("shell-rules-title", "game" to name(r.game)), sections) { scope.launch { shell.home() } }
                }
                Route.Stats -> {
                    val stats by shell.stats.collectAsState()
                    StatsScreen(stats.players, stats.selected, stats.lines, stats.progression, games, { scope.launch { shell.selectPlayer(it) } }) {
                        scope.launch { shell.home() }
                    }
                }
                Route.Settings -> {
                    val settings by shell.settings.collectAsState()
                    val look by shell.look.collectAsState()
                    val levels by shell.levels.collectAsState()
                    SettingsScreen(
                        settings = settings,
                        look = look,
                        levels = levels,
                        problem = problem,
                        onChange = { shell.changeSettings(it) },
                        onPreview = { shell.previewSettings(it) },
                        onPreviewDone = { shell.saveShownSettings() },
                    ) { scope.launch { shell.home() } }
                }
            }
        }
    }
}
