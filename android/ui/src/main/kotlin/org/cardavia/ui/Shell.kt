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
import org.cardavia.core.CardaviaAppInterface
import org.cardavia.core.CardaviaException
import org.cardavia.core.Chart
import org.cardavia.core.ExportChoice
import org.cardavia.core.ExportFormat
import org.cardavia.core.GameCard
import org.cardavia.core.GameId
import org.cardavia.core.KeptTable
import org.cardavia.core.Lang
import org.cardavia.core.LanguageChoice
import org.cardavia.core.Marks
import org.cardavia.core.PaceChoice
import org.cardavia.core.RosterPerson
import org.cardavia.core.StatsExport
import org.cardavia.core.Level
import org.cardavia.core.Look
import org.cardavia.core.RuleSection
import org.cardavia.core.SavedTable
import org.cardavia.core.SeatSetup
import org.cardavia.core.Settings
import org.cardavia.core.SetupLevel
import org.cardavia.core.SetupScreen
import org.cardavia.core.StatsLine
import org.cardavia.core.TimerChoice
import org.cardavia.core.languages
import org.cardavia.core.marks

/** Where the app is. [name] is what the platform saves to come back after process death. */
sealed class Route(val name: String) {
    data object Home : Route("home")
    data class Setup(val game: GameId) : Route("setup")
    data object Table : Route("table")
    data class Rules(val game: GameId) : Route("rules")
    data object Stats : Route("stats")
    data object Settings : Route("settings")
    data object People : Route("people")
}

/**
 * The stats screen's state: the players, the one shown, their record and latest series' chart,
 * and the formats the core exports in, labelled.
 */
data class StatsState(
    val players: List<String> = emptyList(),
    val selected: String? = null,
    val lines: List<StatsLine> = emptyList(),
    val chart: Chart? = null,
    val exports: List<ExportChoice> = emptyList(),
)

/** What the settings screen offers, all from the core: languages, timers, bot levels and paces. */
data class SettingsChoices(
    val languages: List<LanguageChoice> = emptyList(),
    val timers: List<TimerChoice> = emptyList(),
    val levels: List<SetupLevel> = emptyList(),
    val paces: List<PaceChoice> = emptyList(),
)

/**
 * The app's screens over one [CardaviaAppInterface]: navigation and the data each screen shows.
 * Every call to the core is made on [worker] (never on the caller's dispatcher,
 * which on the phone is the main thread): making a Shell calls nothing; [load] (started at once
 * on [scope]) fetches the first data. Plain Kotlin (no android.*), so the desktop tests drive it
 * as the phone does.
 */
class Shell(
    val app: CardaviaAppInterface,
    private val scope: CoroutineScope,
    private val worker: CoroutineDispatcher = Dispatchers.IO,
    firstLanguage: Lang = Lang.EN,
) {
    val store = TableStore(scope, worker)

    private val mutableRoute = MutableStateFlow<Route>(Route.Home)
    val route: StateFlow<Route> = mutableRoute.asStateFlow()

    private val mutableLoaded = MutableStateFlow(false)
    /** The first data is in (games, settings, texts in the app's language). */
    val loaded: StateFlow<Boolean> = mutableLoaded.asStateFlow()

    private val mutableGames = MutableStateFlow<List<GameCard>>(emptyList())
    val games: StateFlow<List<GameCard>> = mutableGames.asStateFlow()

    private val mutableSaved = MutableStateFlow<List<SavedTable>>(emptyList())
    /** Every unfinished table, the most recently played first: the one just left resumes first. */
    val saved: StateFlow<List<SavedTable>> = mutableSaved.asStateFlow()

    private val mutableKept = MutableStateFlow<List<KeptTable>>(emptyList())
    /** Unfinished tables of games this version does not know: listed after [saved], never resumed. */
    val kept: StateFlow<List<KeptTable>> = mutableKept.asStateFlow()

    private val mutableAskingToLeave = MutableStateFlow(false)
    /**
     * The person asked to leave a table whose view says its latest change is not saved: the
     * table asks first (in the view's own words, `leaving.message`) until they stay or leave.
     */
    val askingToLeave: StateFlow<Boolean> = mutableAskingToLeave.asStateFlow()

    private val mutableSetup = MutableStateFlow<SetupScreen?>(null)
    val setup: StateFlow<SetupScreen?> = mutableSetup.asStateFlow()

    private val mutableRules = MutableStateFlow<List<RuleSection>>(emptyList())
    val rules: StateFlow<List<RuleSection>> = mutableRules.asStateFlow()

    private val mutableStats = MutableStateFlow(StatsState())
    val stats: StateFlow<StatsState> = mutableStats.asStateFlow()

    private val mutableRoster = MutableStateFlow<List<RosterPerson>>(emptyList())
    /** The group's roster (the people screen), the most recently seen first, as the core lists it. */
    val roster: StateFlow<List<RosterPerson>> = mutableRoster.asStateFlow()

    private val mutableSettings = MutableStateFlow<Settings?>(null)
    val settings: StateFlow<Settings?> = mutableSettings.asStateFlow()

    private val mutableChoices = MutableStateFlow(SettingsChoices())
    /** The settings' choices, as the core offers them. */
    val choices: StateFlow<SettingsChoices> = mutableChoices.asStateFlow()

    private val mutableLook = MutableStateFlow<Look?>(null)
    /** The core's look for the settings shown (saved, or being set on a slider): the preview draws with it. */
    val look: StateFlow<Look?> = mutableLook.asStateFlow()

    private val mutableTexts = MutableStateFlow(Texts(firstLanguage))
    /** The shell's own words in the app's language; a new one when the language changes. */
    val texts: StateFlow<Texts> = mutableTexts.asStateFlow()

    private val mutableMarks = MutableStateFlow<Marks?>(null)
    /** The core's table marks, read on [worker] with the first data (never while drawing). */
    val marks: StateFlow<Marks?> = mutableMarks.asStateFlow()

    private val mutableProblem = MutableStateFlow<String?>(null)
    /** Why the last set-up or settings change was refused (the core's words). */
    val problem: StateFlow<String?> = mutableProblem.asStateFlow()

    private val mutableNotices = MutableStateFlow<List<String>>(emptyList())
    /** What the core reported once (a damaged store replaced, saved tables found damaged). */
    val notices: StateFlow<List<String>> = mutableNotices.asStateFlow()

    private val pendingSettings = MutableStateFlow<Settings?>(null)

    init {
        scope.launch { load() }
        // Settings are saved as they change; only the newest waiting change is saved.
        scope.launch {
            pendingSettings.filterNotNull().collectLatest { wanted ->
                val before = ask { language() }
                val error = ask {
                    try {
                        saveSettings(wanted)
                        null
                    } catch (e: CardaviaException) {
                        Problem.of(e).message
                    }
                }
                mutableProblem.value = error
                // What the core stored, unless the person has moved on to a newer change meanwhile.
                if (error != null || mutableSettings.value == wanted) {
                    mutableSettings.value = ask { settings() }
                    mutableLook.value = ask { look() }
                }
                if (ask { language() } != before) worded()
            }
        }
    }

    /** Asks the core on [worker]: the only way the shell reaches it. */
    private suspend fun <T> ask(question: suspend CardaviaAppInterface.() -> T): T = withContext(worker) { app.question() }

    /** The first data: games, settings, look, the words, and the home screen's tables. */
    suspend fun load() {
        mutableMarks.value = withContext(worker) { marks() }
        mutableSettings.value = ask { settings() }
        mutableLook.value = ask { look() }
        worded()
        listTables()
        mutableNotices.value = listOfNotNull(ask { takeNotice() }) + ask { takeDamagedNotices() }
        mutableLoaded.value = true
    }

    /**
     * Everything the core words, in the app's language now: asked first, then shown together
     * (the chrome's words last), so the chrome never speaks the new language while the games'
     * blurbs still speak the old one.
     */
    private suspend fun worded() {
        val texts = Texts(ask { language() })
        val games = ask { games() }
        val choices = askChoices()
        mutableGames.value = games
        mutableChoices.value = choices
        mutableTexts.value = texts
    }

    /** The home screen's tables: those to resume, then those kept for a version that knows their game. */
    private suspend fun listTables() {
        mutableSaved.value = try {
            ask { savedTables() }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
            emptyList()
        }
        mutableKept.value = try {
            ask { keptTables() }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
            emptyList()
        }
    }

    suspend fun home() {
        mutableProblem.value = null
        listTables()
        mutableNotices.value = mutableNotices.value + ask { takeDamagedNotices() }
        mutableRoute.value = Route.Home
    }

    /** The person has read the notices. */
    fun dismissNotices() {
        mutableNotices.value = emptyList()
    }

    suspend fun openSetup(game: GameId, you: String = "") {
        mutableProblem.value = null
        mutableSetup.value = try {
            val name = you.ifEmpty { ask { players() }.firstOrNull() ?: "" }
            ask { setupScreen(game, name) }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
            null
        }
        mutableRoute.value = Route.Setup(game)
    }

    /** The seats with seat [index] made a person ([ai] null) or a bot: the core keeps a typed name. */
    suspend fun switchSeat(seats: List<SeatSetup>, index: Int, ai: Level?): List<SeatSetup> =
        ask { switchSeat(seats, index.toUInt(), ai) }

    /** The seats with one more, a bot named by the core ("Bot 3"). */
    suspend fun addSeat(seats: List<SeatSetup>): List<SeatSetup> = ask { addSeat(seats) }

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

    /** Resumes the most recent unfinished table (after process death). */
    suspend fun resume(): Boolean {
        val ok = store.resume(app)
        mutableProblem.value = if (ok) null else resumeFailure()
        mutableRoute.value = if (ok) Route.Table else Route.Home
        return ok
    }

    /** Resumes one of the home screen's saved tables; if it does not open, home says why. */
    suspend fun resume(table: SavedTable): Boolean {
        val ok = store.resumeSaved(app, table.series)
        if (ok) {
            mutableProblem.value = null
            mutableRoute.value = Route.Table
        } else {
            val why = resumeFailure()
            home()
            mutableProblem.value = why
        }
        return ok
    }

    /**
     * Why a resume did not open a table: the core's reason (the table is open in another window,
     * the store failed...), or the shell's own words when its save does not restore (the core's
     * reason there is a technical one) or nothing was there to resume.
     */
    private fun resumeFailure(): String {
        val problem = store.state.value.problem
        store.dismissProblem()
        return if (problem == null || problem.code == "restore") texts.value["shell-resume-failed"] else problem.message
    }

    /** Abandons a saved table: the core keeps it (its rounds count) and lists it no more. */
    suspend fun abandon(table: SavedTable) {
        try {
            ask { abandonSaved(table.series) }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
        }
        listTables()
    }

    /**
     * The table's Leave: leaves at once when the view shown says every change is saved;
     * otherwise asks first ([askingToLeave]).
     */
    suspend fun requestLeave() {
        if (store.state.value.view?.leaving?.saved == false) mutableAskingToLeave.value = true else leaveTable()
    }

    /** The person chose to stay at the table they were asked about. */
    fun stay() {
        mutableAskingToLeave.value = false
    }

    /**
     * Leaves the table (at once, or "leave anyway" after [requestLeave] asked). What its view
     * showed as saved is offered on the home screen; a change it said was not saved is lost,
     * unless the core's last try as the table closes saves it.
     */
    suspend fun leaveTable() {
        mutableAskingToLeave.value = false
        withContext(worker) { store.stop() }
        home()
    }

    suspend fun openRules(game: GameId) {
        mutableRules.value = ask { rules(game) }
        mutableRoute.value = Route.Rules(game)
    }

    suspend fun openStats() {
        mutableProblem.value = null
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
        val exports = mutableStats.value.exports.ifEmpty { ask { exportFormats() } }
        mutableStats.value = StatsState(players, name, lines, name?.let { ask { chart(it) } }, exports)
    }

    suspend fun openSettings() {
        mutableSettings.value = ask { settings() }
        mutableChoices.value = askChoices()
        mutableRoute.value = Route.Settings
    }

    /** The settings' choices in the app's language, asked of the core. */
    private suspend fun askChoices() =
        SettingsChoices(withContext(worker) { languages() }, ask { turnTimers() }, ask { levels() }, ask { botPaces() })

    /** The people screen: the roster as the core has it now. */
    suspend fun openPeople() {
        mutableProblem.value = null
        listPeople()
        mutableRoute.value = Route.People
    }

    private suspend fun listPeople() {
        mutableRoster.value = try {
            ask { roster() }
        } catch (e: CardaviaException) {
            mutableProblem.value = Problem.of(e).message
            emptyList()
        }
    }

    /**
     * One change to the roster through the core, then the roster read again; a refusal (a name
     * taken, two people who played together) is the core's sentence in [problem]. True when done.
     */
    private suspend fun changePeople(change: suspend CardaviaAppInterface.() -> Unit): Boolean {
        val error = try {
            ask(change)
            null
        } catch (e: CardaviaException) {
            Problem.of(e).message
        }
        mutableProblem.value = error
        listPeople()
        return error == null
    }

    /** Renames a person on the roster (their records follow them). */
    suspend fun renamePerson(id: Long, name: String): Boolean = changePeople { renamePerson(id, name) }

    /** Makes [from] the same person as [into]: their records join under [into]'s name. */
    suspend fun mergePeople(from: Long, into: Long): Boolean = changePeople { mergePeople(from, into) }

    /** Takes a person off the roster; their records stay, under their name ([keepName]) or anonymised. */
    suspend fun removePerson(id: Long, keepName: Boolean): Boolean = changePeople { removePerson(id, keepName) }

    /** The person has read the people screen's problem. */
    fun dismissProblem() {
        mutableProblem.value = null
    }

    /** Every person's statistics as a file's name, type and text (the core's), or null with [problem] saying why. */
    suspend fun exportStats(format: ExportFormat): StatsExport? = try {
        ask { exportStats(format) }.also { mutableProblem.value = null }
    } catch (e: CardaviaException) {
        mutableProblem.value = Problem.of(e).message
        null
    }

    /** Shows the change at once and saves it through the core (which validates it). */
    fun changeSettings(settings: Settings) {
        mutableSettings.value = settings
        pendingSettings.value = settings
    }

    /**
     * A look slider moving: shows [settings] at once and the core's look for them (`look_preview`,
     * asked on [worker], nothing stored) without saving; [saveShownSettings] saves them when the
     * slider is let go.
     */
    fun previewSettings(settings: Settings) {
        mutableSettings.value = settings
        scope.launch { mutableLook.value = withContext(worker) { app.lookPreview(settings.look) } }
    }

    /** Saves the settings shown (after a [previewSettings]). */
    fun saveShownSettings() {
        mutableSettings.value?.let { changeSettings(it) }
    }

    /** The system's back: to the home screen, or out of the app from there (returns false). */
    suspend fun back(): Boolean = when (route.value) {
        Route.Home -> false
        Route.Table -> {
            // As the table's Leave does: asks first when the view says it is not saved; back
            // while it asks is "stay".
            if (askingToLeave.value) stay() else requestLeave()
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
