package org.cardavia.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.ui.Modifier
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import kotlinx.coroutines.launch
import org.cardavia.core.GameId
import org.cardavia.core.Intent
import org.cardavia.core.StatsExport
import org.cardavia.ui.screens.HomeScreen
import org.cardavia.ui.screens.PeopleScreen
import org.cardavia.ui.screens.RulesScreen
import org.cardavia.ui.screens.SettingsScreen
import org.cardavia.ui.screens.SetupScreen
import org.cardavia.ui.screens.StatsScreen
import org.cardavia.ui.screens.StoreFailedScreen
import org.cardavia.ui.table.TableScreen

/**
 * The app from its launch: felt while the store opens, the failure screen, or the app itself.
 * [onShare] hands the platform an exported file's name, type and text (the share sheet).
 */
@Composable
fun CardaviaLaunch(launcher: Launcher, onShare: (StatsExport) -> Unit = {}) {
    val launch by launcher.state.collectAsStateWithLifecycle()
    when (val l = launch) {
        Launch.Opening -> Box(Modifier.fillMaxSize().background(Palette.FeltDeep))
        is Launch.Failed -> CompositionLocalProvider(LocalTexts provides Texts(l.lang)) {
            CardaviaTheme { StoreFailedScreen(l.reason) { launcher.open() } }
        }
        is Launch.Ready -> CardaviaRoot(l.shell, onShare)
    }
}

/**
 * The whole app: the screen the [shell] is on, drawn from its state, in the app's language. The
 * stats' export is asked of the core (off the main thread) and its file handed to [onShare]: the
 * platform's part (a file and the share sheet on Android), which this module does not know.
 */
@Composable
fun CardaviaRoot(shell: Shell, onShare: (StatsExport) -> Unit = {}) {
    val route by shell.route.collectAsStateWithLifecycle()
    val games by shell.games.collectAsStateWithLifecycle()
    val problem by shell.problem.collectAsStateWithLifecycle()
    val texts by shell.texts.collectAsStateWithLifecycle()
    val marks by shell.marks.collectAsStateWithLifecycle()
    val scope = rememberCoroutineScope()
    fun name(game: GameId) = games.firstOrNull { it.id == game }?.name ?: game.name
    // Until the first data is in, nothing at a table is drawn: the felt alone.
    val shown = marks ?: return Box(Modifier.fillMaxSize().background(Palette.FeltDeep))
    CompositionLocalProvider(LocalTexts provides texts, LocalMarks provides shown) {
        CardaviaTheme {
            when (val r = route) {
                Route.Home -> {
                    val saved by shell.saved.collectAsStateWithLifecycle()
                    val kept by shell.kept.collectAsStateWithLifecycle()
                    val notices by shell.notices.collectAsStateWithLifecycle()
                    HomeScreen(
                        games = games,
                        saved = saved,
                        kept = kept,
                        notices = notices,
                        problem = problem,
                        onPlay = { scope.launch { shell.openSetup(it) } },
                        onRules = { scope.launch { shell.openRules(it) } },
                        onResume = { scope.launch { shell.resume(it) } },
                        onAbandon = { scope.launch { shell.abandon(it) } },
                        onDismissNotices = { shell.dismissNotices() },
                        onStats = { scope.launch { shell.openStats() } },
                        onPeople = { scope.launch { shell.openPeople() } },
                        onSettings = { scope.launch { shell.openSettings() } },
                    )
                }
                is Route.Setup -> {
                    val setup by shell.setup.collectAsStateWithLifecycle()
                    setup?.let { screen ->
                        SetupScreen(
                            title = texts("shell-setup-title", "game" to name(r.game)),
                            screen = screen,
                            seatsRule = games.firstOrNull { it.id == r.game }?.seatsRule,
                            problem = problem,
                            onSwitch = { seats, i, ai -> shell.switchSeat(seats, i, ai) },
                            onAdd = { seats -> shell.addSeat(seats) },
                            onStart = { seats, choices -> scope.launch { shell.start(r.game, seats, choices) } },
                            onBack = { scope.launch { shell.home() } },
                        )
                    }
                }
                Route.Table -> {
                    val state by shell.store.state.collectAsStateWithLifecycle()
                    val asking by shell.askingToLeave.collectAsStateWithLifecycle()
                    TableScreen(
                        state = state,
                        onTap = { shell.store.dispatch(Intent.Tap(it.id)) },
                        onDismissProblem = { shell.store.dismissProblem() },
                        onLeave = { scope.launch { shell.requestLeave() } },
                        askingToLeave = asking,
                        onStay = { shell.stay() },
                        onLeaveAnyway = { scope.launch { shell.leaveTable() } },
                    )
                }
                is Route.Rules -> {
                    val sections by shell.rules.collectAsStateWithLifecycle()
                    RulesScreen(texts("shell-rules-title", "game" to name(r.game)), sections) { scope.launch { shell.home() } }
                }
                Route.Stats -> {
                    val stats by shell.stats.collectAsStateWithLifecycle()
                    StatsScreen(
                        players = stats.players,
                        selected = stats.selected,
                        lines = stats.lines,
                        chart = stats.chart,
                        games = games,
                        exports = stats.exports,
                        onSelect = { scope.launch { shell.selectPlayer(it) } },
                        onExport = { format -> scope.launch { shell.exportStats(format)?.let(onShare) } },
                        problem = problem,
                    ) { scope.launch { shell.home() } }
                }
                Route.People -> {
                    val people by shell.roster.collectAsStateWithLifecycle()
                    PeopleScreen(
                        people = people,
                        problem = problem,
                        onRename = { id, name -> shell.renamePerson(id, name) },
                        onMerge = { from, into -> shell.mergePeople(from, into) },
                        onRemove = { id, keep -> shell.removePerson(id, keep) },
                    ) { scope.launch { shell.home() } }
                }
                Route.Settings -> {
                    val settings by shell.settings.collectAsStateWithLifecycle()
                    val look by shell.look.collectAsStateWithLifecycle()
                    val choices by shell.choices.collectAsStateWithLifecycle()
                    val shown = settings
                    val preview = look
                    if (shown != null && preview != null) {
                        SettingsScreen(
                            settings = shown,
                            look = preview,
                            choices = choices,
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
}
