package org.cardavia.ui

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.flow.filterNotNull
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.cardavia.core.CardaviaApp
import org.cardavia.core.CardaviaException
import org.cardavia.core.GameCard
import org.cardavia.core.GameId
import org.cardavia.core.Look
import org.cardavia.core.Progression
import org.cardavia.core.ResumeOffer
import org.cardavia.core.RuleSection
import org.cardavia.core.SeatSetup
import org.cardavia.core.Settings
import org.cardavia.core.SetupLevel
import org.cardavia.core.SetupScreen
import org.cardavia.core.StatsLine

/** Where the app is. [name] is what the platform saves to come back after process death. */
sealed class Route(val name: String) {
    data object Home : Route("home")
    data class Setup(val game: GameId) : Route("setup")
    data object Table : Route("table")
    data class Rules(val game: GameId) : Route("rules")
    data object Stats : Route("stats")
    data object Settings : Route("settings")
}

/** The stats screen's state: the players, the one shown, their record and latest series. */
data class StatsState(
    val players: List<String> = emptyList(),
    val selected: String? = null,
    val lines: List<StatsLine> = emptyList(),
    val progression: Progression? = null,
)

/**
 * The app's screens over one [CardaviaApp]: navigation and the data each screen shows, asked of
 * the core on [worker] (only the first games, settings and look are read when the shell is made).
 * Plain Kotlin (no android.*), so the desktop tests drive it as the phone does.
 */
class Shell(
    val app: CardaviaApp,
    private val scope: CoroutineScope,
    private val worker: CoroutineDispatcher = Dispatchers.IO,
) {
    val store = TableStore(scope, worker)

    private val mutableRoute = MutableStateFlow<Route>(Route.Home)
    val route: StateFlow<Route> = mutableRoute.asStateFlow()

    private val mutableGames = MutableStateFlow(app.games())
    val games: StateFlow<List<GameCard>> = mutableGames.asStateFlow()

    private val mutableResumable = MutableStateFlow(app.resumable())
    val resumable: StateFlow<ResumeOffer?> = mutableResumable.asStateFlow()

    private val mutableSetup = MutableStateFlow<SetupScreen?>(null)
    val setup: StateFlow<SetupScreen?> = mutableSetup.asStateFlow()

    private val mutableRules = MutableStateFlow<List<RuleSection>>(emptyList())
    val rules: StateFlow<List<RuleSection>> = mutableRules.asStateFlow()

    private val mutableStats = MutableStateFlow(StatsState())
    val stats: StateFlow<StatsState> = mutableStats.asStateFlow()

    private val mutableSettings = MutableStateFlow(app.settings())
    val settings: StateFlow<Settings> = mutableSettings.asStateFlow()

    private val mutableLook = MutableStateFlow(app.look())
    /** The core's look for the settings shown (saved, or being set on a slider): the preview draws with it. */
    val look: StateFlow<Look> = mutableLook.asStateFlow()

    private val mutableTexts = MutableStateFlow(Texts(app))
    /** The shell's own words in the app's language; a new one when the language changes. */
    val texts: StateFlow<Texts> = mutableTexts.asStateFlow()

    private val mutableProblem = MutableStateFlow<String?>(null)
    /** Why the last set-up or settings change was refused (the core's words). */
    val problem: StateFlow<String?> = mutableProblem.asStateFlow()

    private val mutableLevels = MutableStateFlow<List<SetupLevel>>(emptyList())
    /** The bot levels, labelled by the core (for the settings screen). */
    val levels: StateFlow<List<SetupLevel>> = mutableLevels.asStateFlow()

    private val pendingSettings = MutableStateFlow<Settings?>(null)

    init {
        // Settings are saved as they change; only the newest waiting change is saved.
        scope.launch {
            pendingSettings.filterNotNull().collectLatest { wanted ->
                val before = withContext(worker) { app.language() }
                val error = withContext(worker) {
                    try {
                        app.saveSettings(wanted)
                        null
                    } catch (e: CardaviaException) {
                        Problem.of(e).message
                    }
                }
                mutableProblem.value = error
                // What the core stored, unless the person has moved on to a newer change meanwhile.
                if (error != null || mutableSettings.value == wanted) {
                    mutableSettings.value = withContext(worker) { app.settings() }
                    mutableLook.value = withContext(worker) { app.look() }
                }
                if (withContext(worker) { app.language() } != before) {
                    // Everything the core words, in the new language (the shell's words last).
                    mutableGames.value = withContext(worker) { app.games() }
                    mutableLevels.value = withContext(worker) { app.levels() }
                    mutableTexts.value = Texts(app)
                }
            }
        }
    }

    private suspend fun <T> ask(question: CardaviaApp.() -> T): T = withContext(worker) { app.question() }

    suspend fun home() {
        mutableProblem.value = null
        mutableResumable.value = ask { resumable() }
        mutableRoute.value = Route.Home
    }

    suspend fun openSetup(game: GameId, you: String = "") {
        mutableProblem.value = null
        mutableSetup.value = try {
            ask { setupScreen(game, you.ifEmpty { players().firstOrNull() ?: "" }) }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
            null
        }
        mutableRoute.value = Route.Setup(game)
    }

    suspend fun start(game: GameId, seats: List<SeatSetup>, choices: List<UInt>): Boolean {
        val ok = store.start(app, game, seats, choices)
        if (ok) {
            mutableProblem.value = null
            mutableRoute.value = Route.Table
        } else {
            mutableProblem.value = store.state.value.problem?.message
            store.dismissProblem()
        }
        return ok
    }

    /** Resumes the unfinished table (the home screen's offer, or after process death). */
    suspend fun resume(): Boolean {
        val ok = store.resume(app)
        mutableProblem.value = if (ok) null else texts.value["shell-resume-failed"]
        mutableRoute.value = if (ok) Route.Table else Route.Home
        return ok
    }

    /** Leaves the table; it stays saved and is offered on the home screen. */
    suspend fun leaveTable() {
        withContext(worker) { store.stop() }
        home()
    }

    suspend fun openRules(game: GameId) {
        mutableRules.value = ask { rules(game) }
        mutableRoute.value = Route.Rules(game)
    }

    suspend fun openStats() {
        val players = ask { players() }
        mutableRoute.value = Route.Stats
        selectPlayer(mutableStats.value.selected?.takeIf { it in players } ?: players.firstOrNull(), players)
    }

    suspend fun selectPlayer(name: String?, players: List<String> = mutableStats.value.players) {
        val lines = name?.let {
            try {
                ask { playerStats(it) }
            } catch (e: CardaviaException) {
                emptyList()
            }
        } ?: emptyList()
        mutableStats.value = StatsState(players, name, lines, name?.let { ask { progression(it) } })
    }

    suspend fun openSettings() {
        mutableSettings.value = ask { settings() }
        mutableLevels.value = ask { levels() }
        mutableRoute.value = Route.Settings
    }

    /** Shows the change at once and saves it through the core (which validates it). */
    fun changeSettings(settings: Settings) {
        mutableSettings.value = settings
        pendingSettings.value = settings
    }

    /**
     * A look slider moving: shows [settings] with the core's look for them (`look_preview`, pure,
     * nothing stored) without saving; [saveShownSettings] saves them when the slider is let go.
     */
    fun previewSettings(settings: Settings) {
        mutableSettings.value = settings
        mutableLook.value = app.lookPreview(settings.look)
    }

    /** Saves the settings shown (after a [previewSettings]). */
    fun saveShownSettings() = changeSettings(mutableSettings.value)

    /** The system's back: to the home screen, or out of the app from there (returns false). */
    suspend fun back(): Boolean = when (route.value) {
        Route.Home -> false
        Route.Table -> {
            leaveTable()
            true
        }
        else -> {
            home()
            true
        }
    }

    /** After process death: come back to the table if that is where the person was. */
    suspend fun restore(routeName: String?) {
        if (routeName == Route.Table.name && ask { resumable() } != null) resume()
    }
}
