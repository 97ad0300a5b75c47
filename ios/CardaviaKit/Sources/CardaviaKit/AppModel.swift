// The app outside a table, as SwiftUI observes it: the games, every unfinished table (resume or
// abandon each), the settings and their look, the players and their stats (and their export), the
// group's roster (rename, merge, remove), the rules; and the one table in play. Everything comes
// from the core. The model is on the main actor for its state only: every call to the core is
// awaited (the core runs it on its own runtime), so the main actor draws on while the store
// works, and SwiftUI bodies read stored state, never the core.
// One writer: a table is stopped (and so lets go of the store) before another opens, and the
// model lets go of its app when it is freed (its scene gone), as Android's ViewModel closes its
// app when cleared; another app opened on the same folder while this one lives only reads.

import Foundation
import Observation

/// One player's record for the stats screen, with the core's chart of their latest series.
public struct PlayerRecord: Equatable, Sendable {
    public let name: String
    public let lines: [StatsLine]
    public let chart: Chart?
}

@MainActor
@Observable
public final class AppModel {
    public let core: any CardaviaCore
    public private(set) var games: [GameCard] = []
    /// Every unfinished table, the most recently played first: the one just left resumes first.
    public private(set) var saved: [SavedTable] = []
    /// Unfinished tables of games this version does not know: listed after `saved`, never resumed.
    public private(set) var kept: [KeptTable] = []
    public private(set) var settings: Settings
    /// The colour matrix and grain of the saved look, for every screen.
    public private(set) var look: Look
    public private(set) var players: [String] = []
    /// The bot levels in the app's language.
    public private(set) var levels: [SetupLevel] = []
    /// The turn timers the settings offer, "off" included, labelled by the core.
    public private(set) var timers: [TimerChoice] = []
    /// The bots' paces the settings offer, slowest first, labelled by the core.
    public private(set) var paces: [PaceChoice] = []
    /// The formats the stats export in, labelled by the core, in the order it offers them.
    public private(set) var exports: [ExportChoice] = []
    /// The group's roster, the most recently seen first (loaded by `loadRoster()`).
    public private(set) var roster: [RosterPerson] = []
    /// The languages Cardavia speaks, each by its own name (the core's list).
    public let languages: [LanguageChoice]
    /// The chrome's words in the app's language; replaced when the language changes.
    public private(set) var text: ShellText
    /// The table in play, if any.
    public private(set) var table: TableStore?
    /// The person asked to leave a table whose view says its latest change is not saved: the
    /// table asks first (in the view's words, `leaving.message`) until they stay or leave anyway.
    public private(set) var askingToLeave = false
    /// The record the stats screen shows (loaded by `loadRecord(of:)`, never while drawing).
    public private(set) var record: PlayerRecord?
    /// What went wrong last (already in the app's language), for a banner.
    public private(set) var message: String?
    /// The name put in the first seat of a new table: the last first seat, else a player on
    /// record, else "Player 1" in the app's language.
    public private(set) var you: String
    /// Calls to the core in flight; the screens show progress while there are any.
    public private(set) var pending = 0

    public var isBusy: Bool { pending > 0 }

    private init(core: any CardaviaCore, settings: Settings, look: Look, language: Lang) {
        self.core = core
        self.settings = settings
        self.look = look
        languages = CardaviaFFI.languages()
        let text = ShellText(language)
        self.text = text
        you = text.seatName(1, bot: false)
    }

    /// The model over `core`, with everything the home screen shows read (awaited) first.
    public static func load(_ core: any CardaviaCore) async -> AppModel {
        // The core's table marks are read here, off the main actor, once: the screens then only
        // read the stored value while drawing.
        await Task.detached { _ = TableMarks.core }.value
        let model = AppModel(
            core: core, settings: await core.settings(), look: await core.look(), language: await core.language())
        model.message = await core.takeNotice()
        await model.refresh()
        model.you = model.players.first ?? model.you
        return model
    }

    /// Opens the store in `directory` speaking the first of `languages` Cardavia knows. The store
    /// is opened on the core's runtime; a failure is the core's `Storage` error, worded.
    public static func open(
        in directory: URL = StoragePaths.dataDirectory(),
        languages: [String] = Locale.preferredLanguages,
        timeZone: TimeZone = .current
    ) async throws -> AppModel {
        let core = try await CardaviaApp.open(dataDir: directory.path, preferredLanguages: languages)
        await core.setUtcOffsetMinutes(minutes: StoragePaths.utcOffsetMinutes(timeZone))
        return await load(core)
    }

    /// Reads again what a table or the settings may have changed.
    public func refresh() async {
        await working {
            games = await core.games()
            do {
                saved = try await core.savedTables()
            } catch {
                message = Self.reason(error)
            }
            do {
                kept = try await core.keptTables()
            } catch {
                message = Self.reason(error)
            }
            let damaged = await core.takeDamagedNotices()
            if !damaged.isEmpty {
                message = damaged.joined(separator: "\n")
            }
            players = await core.players()
            levels = await core.levels()
            timers = await core.turnTimers()
            paces = await core.botPaces()
            exports = await core.exportFormats()
            let language = await core.language()
            if language != text.language {
                text = ShellText(language)
            }
        }
    }

    public func game(_ id: GameId) -> GameCard? {
        games.first { $0.id == id }
    }

    /// VoiceOver's name for resuming a saved table ("Resume DICEN, round 2, Ann to play…").
    public func resumeLabel(_ table: SavedTable) -> String {
        text("shell-resume-a11y", ["table": .text(value: table.summary)])
    }

    /// VoiceOver's name for abandoning a saved table.
    public func abandonLabel(_ table: SavedTable) -> String {
        text("shell-abandon-a11y", ["table": .text(value: table.summary)])
    }

    // MARK: Tables

    /// A fresh set-up for `game`, with `you` in the first seat, and the game card's sentence on
    /// its seats for when a seat cannot be added or removed.
    public func setup(for game: GameId) async -> SetupDraft? {
        await working {
            do {
                return SetupDraft(
                    try await core.setupScreen(game: game, you: you), core: core, seatsRule: self.game(game)?.seatsRule)
            } catch {
                message = Self.reason(error)
                return nil
            }
        }
    }

    /// Starts a table from `draft`; on refusal (names, options) `message` says why and no table
    /// opens. A table in play is left first.
    @discardableResult
    public func start(_ draft: SetupDraft) async -> Bool {
        leave()
        let store = TableStore()
        let opened: Bool = await working {
            do {
                let live = try await core.startTable(
                    game: draft.game, seats: draft.seats, choices: draft.choices, observer: store.observer)
                store.attach(live, keeping: core)
                table = store
                message = nil
                if let first = draft.seats.first, first.ai == nil, !first.name.isEmpty {
                    you = first.name
                }
                return true
            } catch {
                message = Self.reason(error)
                return false
            }
        }
        await refresh()
        return opened
    }

    /// Resumes one of the saved tables exactly where it was. If it does not open, `message` says
    /// why: the core's reason (the table is open in another window, the store failed...),
    /// or the shell's own words for a save that does not restore (the core's reason there is a
    /// technical one).
    @discardableResult
    public func resume(_ saved: SavedTable) async -> Bool {
        leave()
        let store = TableStore()
        var failure: String?
        let opened: Bool = await working {
            do {
                let live = try await core.resumeSaved(series: saved.series, observer: store.observer)
                store.attach(live, keeping: core)
                table = store
                message = nil
                return true
            } catch let CardaviaError.Storage(kind, _) where kind == "restore" {
                failure = text("shell-resume-failed")
                return false
            } catch {
                failure = Self.reason(error)
                return false
            }
        }
        await refresh()
        // After the refresh, which may have reported damaged tables of its own.
        if let failure { message = failure }
        return opened
    }

    /// Abandons a saved table: the core keeps its finished rounds in the stats and lists it no more.
    @discardableResult
    public func abandon(_ saved: SavedTable) async -> Bool {
        let done: Bool = await working {
            do {
                try await core.abandonSaved(series: saved.series)
                message = nil
                return true
            } catch {
                message = Self.reason(error)
                return false
            }
        }
        await refresh()
        return done
    }

    /// The table's Leave: leaves at once when the view shown says every change is saved;
    /// otherwise asks first (`askingToLeave`).
    public func requestLeave() async {
        if table?.view?.leaving.saved == false {
            askingToLeave = true
        } else {
            await leaveTable()
        }
    }

    /// The person chose to stay at the table they were asked about.
    public func stay() {
        askingToLeave = false
    }

    /// Leaves the table in play (at once, or "leave anyway" after `requestLeave` asked) and reads
    /// the saved tables again. What its view showed as saved is offered there; a change it said
    /// was not saved is lost, unless the core's last try as the table closes saves it.
    public func leaveTable() async {
        leave()
        await refresh()
    }

    /// Stops the table in play: a message to its task, nothing waited for.
    private func leave() {
        askingToLeave = false
        table?.stop()
        table = nil
    }

    // MARK: Settings

    /// Saves `new`; the core validates it, and the look follows. On refusal nothing changes.
    @discardableResult
    public func save(_ new: Settings) async -> Bool {
        let saved: Bool = await working {
            do {
                try await core.saveSettings(settings: new)
                message = nil
                return true
            } catch {
                message = Self.reason(error)
                return false
            }
        }
        settings = await core.settings()
        look = await core.look()
        if saved {
            await refresh()
        }
        return saved
    }

    /// Changes one part of the settings and saves.
    @discardableResult
    public func update(_ change: (inout Settings) -> Void) async -> Bool {
        var new = settings
        change(&new)
        if new == settings { return true }
        return await save(new)
    }

    /// The colour matrix and grain of look settings not saved yet, for the sliders' live preview
    /// (pure arithmetic in the core: no store, safe while drawing).
    public func preview(_ settings: LookSettings) -> Look {
        core.lookPreview(look: settings)
    }

    /// Whether the core's haptics should be felt.
    public var hapticsOn: Bool { settings.haptics }

    /// How to play the core's `haptic` under the current settings.
    public func plan(for haptic: Haptic) -> HapticPlan {
        HapticPlan.plan(for: haptic, enabled: settings.haptics)
    }

    // MARK: People

    /// Reads the roster again (the people screen's list).
    public func loadRoster() async {
        await working {
            do {
                roster = try await core.roster()
            } catch {
                message = Self.reason(error)
            }
        }
    }

    /// Renames `person` (their records follow them). On refusal (a name taken, an empty one)
    /// `message` says why in the core's words and nothing changes.
    @discardableResult
    public func rename(_ person: RosterPerson, to name: String) async -> Bool {
        await changePeople { try await $0.renamePerson(id: person.id, name: name) }
    }

    /// Makes `person` the same person as `other`: their records join under `other`'s name.
    /// Refused, in the core's words, when the two played in the same series.
    @discardableResult
    public func merge(_ person: RosterPerson, into other: RosterPerson) async -> Bool {
        await changePeople { try await $0.mergePeople(from: person.id, into: other.id) }
    }

    /// What merging `person` into `other` does, in the core's words, for the confirmation.
    public func mergeSentence(_ person: RosterPerson, into other: RosterPerson) -> String {
        text("shell-roster-merge-into", ["from": .text(value: person.name), "into": .text(value: other.name)])
    }

    /// Takes `person` off the roster; their records stay, under their name (`keepName`) or as
    /// "Former player N".
    @discardableResult
    public func remove(_ person: RosterPerson, keepName: Bool) async -> Bool {
        await changePeople { try await $0.removePerson(id: person.id, keepName: keepName) }
    }

    /// One change to the roster, then the roster (and the stats' players) read again.
    private func changePeople(_ change: (any CardaviaCore) async throws -> Void) async -> Bool {
        let done: Bool = await working {
            do {
                try await change(core)
                message = nil
                return true
            } catch {
                message = Self.reason(error)
                return false
            }
        }
        await loadRoster()
        players = await core.players()
        return done
    }

    // MARK: Stats and rules

    /// Every person's statistics in `format`, written by the core, as a file in `directory`
    /// (the temporary folder's `exports`) named as the core names it: what the share sheet
    /// shares. Nil, with `message` saying why, when the core or the file system failed.
    public func exportStats(
        _ format: ExportFormat, in directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("exports")
    ) async -> URL? {
        await working {
            do {
                let export = try await core.exportStats(format: format)
                let url = directory.appendingPathComponent(export.fileName)
                let contents = Data(export.text.utf8)
                // Written off the main actor: a large history is a large file.
                try await Task.detached {
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    try contents.write(to: url, options: .atomic)
                }.value
                return url
            } catch {
                message = Self.reason(error)
                return nil
            }
        }
    }

    /// Loads `name`'s record and chart into `record` (nil and a message when there is none).
    public func loadRecord(of name: String) async {
        await working {
            do {
                let lines = try await core.playerStats(name: name)
                record = PlayerRecord(name: name, lines: lines, chart: await core.chart(name: name))
            } catch {
                record = nil
                message = Self.reason(error)
            }
        }
    }

    public func rules(of game: GameId) async -> [RuleSection] {
        await working { await core.rules(game: game) }
    }

    public func dismissMessage() {
        message = nil
    }

    /// The time zone changed: Ganjifa's clock period reads local time.
    public func timeZoneChanged(_ zone: TimeZone = .current) async {
        await core.setUtcOffsetMinutes(minutes: StoragePaths.utcOffsetMinutes(zone))
    }

    /// Counts a call to the core in flight around `work`.
    private func working<T>(_ work: () async -> T) async -> T {
        pending += 1
        defer { pending -= 1 }
        return await work()
    }

    /// What to show for an error from the core (its localised reason) or from elsewhere.
    public nonisolated static func describe(_ error: Error) -> String {
        reason(error)
    }

    nonisolated static func reason(_ error: Error) -> String {
        if let error = error as? CardaviaError {
            return TableStore.reason(of: error)
        }
        return String(describing: error)
    }
}
