// The core's calls the app model makes, as one protocol: every call that may wait on the store
// or a log replay is `async` (the core runs it on its own runtime, so the main actor is free
// while it waits); only pure, lock-free calls are synchronous. `CardaviaApp` (the bindings) is
// the one real conformer; tests wrap it to see how and when the model calls it.

import Foundation

public protocol CardaviaCore: AnyObject, Sendable {
    func language() async -> Lang
    func games() async -> [GameCard]
    func takeNotice() async -> String?
    func takeDamagedNotices() async -> [String]
    func setUtcOffsetMinutes(minutes: Int32) async
    func savedTables() async throws -> [SavedTable]
    func keptTables() async throws -> [KeptTable]
    func resumeSaved(series: Int64, observer: TableObserver) async throws -> LiveTable
    func abandonSaved(series: Int64) async throws
    func setupScreen(game: GameId, you: String) async throws -> SetupScreen
    func startTable(game: GameId, seats: [SeatSetup], choices: [UInt32], observer: TableObserver) async throws -> LiveTable
    func switchSeat(seats: [SeatSetup], index: UInt32, ai: Level?) async -> [SeatSetup]
    func addSeat(seats: [SeatSetup]) async -> [SeatSetup]
    func settings() async -> Settings
    func saveSettings(settings: Settings) async throws
    func look() async -> Look
    func turnTimers() async -> [TimerChoice]
    func levels() async -> [SetupLevel]
    func botPaces() async -> [PaceChoice]
    func roster() async throws -> [RosterPerson]
    func renamePerson(id: Int64, name: String) async throws
    func mergePeople(from: Int64, into: Int64) async throws
    func removePerson(id: Int64, keepName: Bool) async throws
    func exportFormats() async -> [ExportChoice]
    func exportStats(format: ExportFormat) async throws -> StatsExport
    func rules(game: GameId) async -> [RuleSection]
    func players() async -> [String]
    func playerStats(name: String) async throws -> [StatsLine]
    func chart(name: String) async -> Chart?
    /// Pure arithmetic (no store): the sliders' live preview may ask it while drawing.
    func lookPreview(look: LookSettings) -> Look
}

extension CardaviaApp: CardaviaCore {}
