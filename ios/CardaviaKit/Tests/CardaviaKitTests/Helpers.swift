import CardaviaKit
import Foundation
import XCTest

/// A fresh data folder for one test.
func tempDir() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardavia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// The core over `dir`, in English, with bots that do not pause.
func openCore(_ dir: URL, languages: [String] = ["en"]) async throws -> CardaviaApp {
    let app = try await CardaviaApp.open(dataDir: dir.path, preferredLanguages: languages)
    app.setBotPauseMs(ms: 0)
    app.setTapGuardMs(ms: 0)
    return app
}

/// Seats of people only.
func people(_ names: String...) -> [SeatSetup] {
    names.map { SeatSetup(name: $0, ai: nil) }
}

/// A table of `game` with `seats`, shown by a new store (which keeps `app` alive with it).
@MainActor
func openTable(_ app: CardaviaApp, _ game: GameId, _ seats: [SeatSetup], choices: (inout [UInt32]) -> Void = { _ in }) async throws -> TableStore {
    let screen = try await app.setupScreen(game: game, you: seats.first?.name ?? "Ann")
    var chosen = screen.fields.map(\.defaultChoice)
    choices(&chosen)
    let store = TableStore()
    store.attach(try await app.startTable(game: game, seats: seats, choices: chosen, observer: store.observer), keeping: app)
    return store
}

/// Waits (on the main actor, letting observer posts run) until `done` holds or time runs out.
@MainActor
func waitUntil(_ seconds: Double = 5, until done: () -> Bool) async {
    let end = Date().addingTimeInterval(seconds)
    while !done() && Date() < end {
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
}

/// The repository's root folder.
func repositoryRoot() -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CardaviaKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // CardaviaKit
        .deletingLastPathComponent()  // ios
        .deletingLastPathComponent()  // repository
}

/// The languages Cardavia speaks (`locales/<lang>/`).
let cardaviaLanguages: [(code: String, lang: Lang)] = [("en", .en), ("es", .es), ("it", .it), ("nl", .nl), ("pt", .pt)]

/// The messages of the core's `locales/<lang>/*.ftl` (single-line ones), by id, as written.
func coreMessages(_ lang: String = "en") throws -> [String: String] {
    let folder = repositoryRoot().appendingPathComponent("locales/\(lang)")
    var messages: [String: String] = [:]
    for url in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
    where url.pathExtension == "ftl" {
        let text = try String(contentsOf: url, encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let eq = line.range(of: " = "), !line.hasPrefix(" "), !line.hasPrefix("#") else { continue }
            messages[String(line[..<eq.lowerBound])] = String(line[eq.upperBound...])
        }
    }
    return messages
}

/// Plays `store` by tapping the first enabled, unselected target each time (waiting for the
/// bots' views through the observer) until `done` holds or `taps` run out.
@MainActor
func play(_ store: TableStore, taps: Int = 400, until done: (TableView) -> Bool) async {
    for _ in 0..<taps {
        await waitUntil { store.view.map { done($0) || $0.targets.contains { $0.enabled && !$0.selected && $0.id != "undo" } } ?? false }
        guard let view = store.view, !done(view) else { return }
        guard let next = view.targets.first(where: { $0.enabled && !$0.selected && $0.id != "undo" }) else { return }
        await store.press(next)
    }
}

/// The store file of the core opened on `dir` (the core's name for it in its data folder).
func storeFile(_ dir: URL) -> URL {
    dir.appendingPathComponent("cardavia.db")
}

/// Runs `sql` on the store in `dir` with `sqlite3`, another program, as a newer version would.
/// (No other program runs inside the iOS simulator: the tests that need one are skipped there.)
func sqlite(_ dir: URL, _ sql: String) throws {
    #if os(Linux) || os(macOS)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [storeFile(dir).path, sql]
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "sqlite3 \(sql)")
    #else
    throw XCTSkip("no second program runs here")
    #endif
}

/// Another program (`sqlite3`) holding the store's write lock from its making until `release()`:
/// meanwhile every save the core tries fails as busy, and the views say the change is not saved.
final class WriteLock {
    #if os(Linux) || os(macOS)
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var held = true

    init(_ dir: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [storeFile(dir).path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'held';\n".utf8))
        // Answered once the lock is taken: no waiting on a clock.
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            answer.append(more)
        }
        XCTAssertEqual(String(decoding: answer, as: UTF8.self), "held\n", "sqlite3 took the lock")
    }

    func release() {
        guard held else { return }
        held = false
        input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
        process.waitUntilExit()
    }

    deinit { release() }
    #else
    init(_ dir: URL) throws {
        throw XCTSkip("no second program runs here")
    }

    func release() {}
    #endif
}
