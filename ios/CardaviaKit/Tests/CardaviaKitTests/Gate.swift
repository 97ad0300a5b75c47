import CardaviaKit
import Foundation

/// Holds calls to the core until the test opens it, and tells the test which calls arrived:
/// while a call is held, the test itself runs on the main actor, which a synchronous call to the
/// core from the main actor would make impossible.
actor Gate {
    private var isOpen = true
    private var held: [CheckedContinuation<Void, Never>] = []
    private(set) var arrived: [String] = []
    private var waiters: [(name: String, resume: CheckedContinuation<Void, Never>)] = []

    func close() { isOpen = false }

    func open() {
        isOpen = true
        let resumed = held
        held = []
        for call in resumed { call.resume() }
    }

    /// A call named `name` arrives: it is noted, and waits while the gate is closed.
    func pass(_ name: String) async {
        arrived.append(name)
        let ready = waiters.filter { $0.name == name }
        waiters.removeAll { $0.name == name }
        for waiter in ready { waiter.resume.resume() }
        if !isOpen {
            await withCheckedContinuation { held.append($0) }
        }
    }

    /// Returns once a call named `name` has arrived.
    func arrival(of name: String) async {
        if arrived.contains(name) { return }
        await withCheckedContinuation { waiters.append((name, $0)) }
    }
}

extension NSLock {
    /// `body` with the lock held.
    func holding<T>(_ body: () -> T) -> T {
        lock()
        defer { unlock() }
        return body()
    }
}

/// Whether the caller runs on the main thread (a synchronous function, so it may be asked from
/// an async one).
func onMainThread() -> Bool { Thread.isMainThread }

/// The real core, every call passing the gate first and noted with the thread it arrived on.
final class GatedCore: CardaviaCore, @unchecked Sendable {
    let real: CardaviaApp
    let gate = Gate()
    private let lock = NSLock()
    private var threads: [(name: String, main: Bool)] = []

    init(_ real: CardaviaApp) { self.real = real }

    /// Every call so far: its name and whether it arrived on the main thread.
    var calls: [(name: String, main: Bool)] { lock.holding { threads } }

    private func note(_ name: String) {
        let main = onMainThread()
        lock.holding { threads.append((name, main)) }
    }

    private func through<T>(_ name: String, _ work: () async throws -> T) async rethrows -> T {
        note(name)
        await gate.pass(name)
        return try await work()
    }

    func language() async -> Lang { await through("language") { await real.language() } }
    func games() async -> [GameCard] { await through("games") { await real.games() } }
    func takeNotice() async -> String? { await through("takeNotice") { await real.takeNotice() } }
    func takeDamagedNotices() async -> [String] { await through("takeDamagedNotices") { await real.takeDamagedNotices() } }
    func setUtcOffsetMinutes(minutes: Int32) async {
        await through("setUtcOffsetMinutes") { await real.setUtcOffsetMinutes(minutes: minutes) }
    }
    func savedTables() async throws -> [SavedTable] { try await through("savedTables") { try await real.savedTables() } }
    func keptTables() async throws -> [KeptTable] { try await through("keptTables") { try await real.keptTables() } }
    func resumeSaved(series: Int64, observer: TableObserver) async throws -> LiveTable {
        try await through("resumeSaved") { try await real.resumeSaved(series: series, observer: observer) }
    }
    func abandonSaved(series: Int64) async throws {
        try await through("abandonSaved") { try await real.abandonSaved(series: series) }
    }
    func setupScreen(game: GameId, you: String) async throws -> SetupScreen {
        try await through("setupScreen") { try await real.setupScreen(game: game, you: you) }
    }
    func startTable(game: GameId, seats: [SeatSetup], choices: [UInt32], observer: TableObserver) async throws -> LiveTable {
        try await through("startTable") {
            try await real.startTable(game: game, seats: seats, choices: choices, observer: observer)
        }
    }
    func switchSeat(seats: [SeatSetup], index: UInt32, ai: Level?) async -> [SeatSetup] {
        await through("switchSeat") { await real.switchSeat(seats: seats, index: index, ai: ai) }
    }
    func addSeat(seats: [SeatSetup]) async -> [SeatSetup] { await through("addSeat") { await real.addSeat(seats: seats) } }
    func settings() async -> Settings { await through("settings") { await real.settings() } }
    func saveSettings(settings: Settings) async throws {
        try await through("saveSettings") { try await real.saveSettings(settings: settings) }
    }
    func look() async -> Look { await through("look") { await real.look() } }
    func turnTimers() async -> [TimerChoice] { await through("turnTimers") { await real.turnTimers() } }
    func levels() async -> [SetupLevel] { await through("levels") { await real.levels() } }
    func botPaces() async -> [PaceChoice] { await through("botPaces") { await real.botPaces() } }
    func roster() async throws -> [RosterPerson] { try await through("roster") { try await real.roster() } }
    func renamePerson(id: Int64, name: String) async throws {
        try await through("renamePerson") { try await real.renamePerson(id: id, name: name) }
    }
    func mergePeople(from: Int64, into: Int64) async throws {
        try await through("mergePeople") { try await real.mergePeople(from: from, into: into) }
    }
    func removePerson(id: Int64, keepName: Bool) async throws {
        try await through("removePerson") { try await real.removePerson(id: id, keepName: keepName) }
    }
    func exportFormats() async -> [ExportChoice] { await through("exportFormats") { await real.exportFormats() } }
    func exportStats(format: ExportFormat) async throws -> StatsExport {
        try await through("exportStats") { try await real.exportStats(format: format) }
    }
    func rules(game: GameId) async -> [RuleSection] { await through("rules") { await real.rules(game: game) } }
    func players() async -> [String] { await through("players") { await real.players() } }
    func playerStats(name: String) async throws -> [StatsLine] {
        try await through("playerStats") { try await real.playerStats(name: name) }
    }
    func chart(name: String) async -> Chart? { await through("chart") { await real.chart(name: name) } }
    func lookPreview(look: LookSettings) -> Look {
        note("lookPreview")
        return real.lookPreview(look: look)
    }
}

/// A live table whose `dispatch` passes the gate first; `view` and `stop` are memory reads and a
/// message, noted with their thread.
final class GatedTable: LiveTableProtocol, @unchecked Sendable {
    let real: LiveTable
    let gate = Gate()
    private let lock = NSLock()
    private var threads: [(name: String, main: Bool)] = []

    init(_ real: LiveTable) { self.real = real }

    var calls: [(name: String, main: Bool)] { lock.holding { threads } }

    private func note(_ name: String) {
        let main = onMainThread()
        lock.holding { threads.append((name, main)) }
    }

    /// Synchronous like the real one (the store calls it on its worker queue): that thread
    /// waits here while the gate is closed.
    func dispatch(intent: Intent, version: UInt64) throws {
        note("dispatch")
        let passed = DispatchSemaphore(value: 0)
        let gate = self.gate
        Task {
            await gate.pass("dispatch")
            passed.signal()
        }
        passed.wait()
        try real.dispatch(intent: intent, version: version)
    }

    func view() -> TableView {
        note("view")
        return real.view()
    }

    func stepAway() throws {
        note("stepAway")
        try real.stepAway()
    }

    func comeBack() throws {
        note("comeBack")
        try real.comeBack()
    }

    func stop() {
        note("stop")
        real.stop()
    }
}
