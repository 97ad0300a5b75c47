// The app outside a table, as SwiftUI observes it: the games, the unfinished table to resume,
// the settings and their look, the players and their stats, the rules; and the one table in
// play. Everything comes from the core; this only keeps it for the main actor.

import Foundation
import Observation

/// One player's record for the stats screen.
public struct PlayerRecord: Equatable, Sendable {
    public let name: String
    public let lines: [StatsLine]
    public let progression: Progression?
}

@MainActor
@Observable
public final class AppModel {
    public let core: CardaviaApp
    public private(set) var games: [GameCard] = []
    /// The unfinished table, offered first on the home screen.
    public private(set) var resume: ResumeOffer?
    public private(set) var settings: Settings
    /// The colour matrix and grain of the saved look, for every screen.
    public private(set) var look: Look
    public private(set) var players: [String] = []
    /// The bot levels in the app's language.
    public private(set) var levels: [SetupLevel] = []
    /// The chrome's words in the app's language; replaced when the language changes.
    public private(set) var text: ShellText
    /// The table in play, if any.
    public private(set) var table: TableStore?
    /// What went wrong last (already in the app's language), for a banner.
    public private(set) var message: String?
    /// The name put in the first seat of a new table: the last first seat, else a player on
    /// record, else "Player 1" in the app's language.
    public private(set) var you: String

    public init(core: CardaviaApp) {
        self.core = core
        settings = core.settings()
        look = core.look()
        let text = ShellText(core)
        self.text = text
        you = text.seatName(1, bot: false)
        message = core.takeNotice()
        refresh()
        you = players.first ?? you
    }

    /// Opens the store in `directory` speaking the first of `languages` Cardavia knows.
    public static func open(
        in directory: URL = StoragePaths.dataDirectory(),
        languages: [String] = Locale.preferredLanguages,
        timeZone: TimeZone = .current
    ) throws -> AppModel {
        let core = try CardaviaApp.open(dataDir: directory.path, preferredLanguages: languages)
        core.setUtcOffsetMinutes(minutes: StoragePaths.utcOffsetMinutes(timeZone))
        return AppModel(core: core)
    }

    /// Reads again what a table or the settings may have changed.
    public func refresh() {
        games = core.games()
        resume = table == nil ? core.resumable() : nil
        players = core.players()
        levels = core.levels()
        if core.language() != text.language {
            text = ShellText(core)
        }
    }

    public func game(_ id: GameId) -> GameCard? {
        games.first { $0.id == id }
    }

    /// "Resume DICEN with Ann, Bo", for the home screen.
    public var resumeTitle: String? {
        guard let resume else { return nil }
        let name = game(resume.game)?.name ?? "\(resume.game)"
        return text("shell-resume", ["game": .text(value: name), "names": .text(value: resume.names.joined(separator: ", "))])
    }

    // MARK: Tables

    /// A fresh set-up for `game`, with `you` in the first seat.
    public func setup(for game: GameId) -> SetupDraft? {
        do {
            return SetupDraft(try core.setupScreen(game: game, you: you), text: text)
        } catch {
            message = Self.reason(error)
            return nil
        }
    }

    /// Starts a table from `draft`; on refusal (names, options) `message` says why and no table
    /// opens. A table in play is left (saved) first.
    @discardableResult
    public func start(_ draft: SetupDraft) -> Bool {
        leaveTable()
        let store = TableStore()
        do {
            let live = try core.startTable(
                game: draft.game, seats: draft.seats, choices: draft.choices, observer: store.observer)
            store.attach(live, from: core)
            table = store
            message = nil
            if let first = draft.seats.first, first.ai == nil, !first.name.isEmpty {
                you = first.name
            }
            refresh()
            return true
        } catch {
            message = Self.reason(error)
            return false
        }
    }

    /// Resumes the unfinished table exactly where it was.
    @discardableResult
    public func resumeTable() -> Bool {
        leaveTable()
        let store = TableStore()
        do {
            guard let live = try core.resumeTable(observer: store.observer) else {
                message = text("shell-resume-failed")
                refresh()
                return false
            }
            store.attach(live, from: core)
            table = store
            message = nil
            refresh()
            return true
        } catch {
            message = Self.reason(error)
            refresh()
            return false
        }
    }

    /// Leaves the table in play (saved after its last change); home then offers to resume it
    /// unless its series is over.
    public func leaveTable() {
        table?.stop()
        table = nil
        refresh()
    }

    // MARK: Settings

    /// Saves `new`; the core validates it, and the look follows. On refusal nothing changes.
    @discardableResult
    public func save(_ new: Settings) -> Bool {
        do {
            try core.saveSettings(settings: new)
            settings = core.settings()
            look = core.look()
            message = nil
            refresh()
            return true
        } catch {
            message = Self.reason(error)
            settings = core.settings()
            return false
        }
    }

    /// Changes one part of the settings and saves.
    @discardableResult
    public func update(_ change: (inout Settings) -> Void) -> Bool {
        var new = settings
        change(&new)
        return new == settings || save(new)
    }

    /// The colour matrix and grain of look settings not saved yet, for the sliders' live preview.
    public func preview(_ settings: LookSettings) -> Look {
        core.lookPreview(look: settings)
    }

    /// Whether the core's haptics should be felt.
    public var hapticsOn: Bool { settings.haptics }

    /// How to play the core's `haptic` under the current settings.
    public func plan(for haptic: Haptic) -> HapticPlan {
        HapticPlan.plan(for: haptic, enabled: settings.haptics)
    }

    // MARK: Stats and rules

    public func record(of name: String) -> PlayerRecord? {
        do {
            return PlayerRecord(
                name: name, lines: try core.playerStats(name: name), progression: core.progression(name: name))
        } catch {
            message = Self.reason(error)
            return nil
        }
    }

    public func rules(of game: GameId) -> [RuleSection] {
        core.rules(game: game)
    }

    public func dismissMessage() {
        message = nil
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
