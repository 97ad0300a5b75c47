import CardaviaFFI
import Foundation
import XCTest

@testable import CardaviaKit

final class CardaviaKitTests: XCTestCase {
    func openApp(_ dir: URL) throws -> CardaviaApp {
        let app = try CardaviaApp.open(dataDir: dir.path, preferredLanguages: ["pt-BR", "en"])
        app.setBotPauseMs(ms: 0)
        return app
    }

    func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardavia-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Waits (on the main actor) until `done` holds or the time runs out.
    @MainActor
    func wait(_ seconds: Double = 5, until done: () -> Bool) async {
        let end = Date().addingTimeInterval(seconds)
        while !done() && Date() < end {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @MainActor
    func testListsGamesInTheDevicesLanguage() async throws {
        XCTAssertTrue(gameIds().contains("dicen"))
        let app = try openApp(try tempDir())
        XCTAssertEqual(app.language(), .pt)
        XCTAssertTrue(app.games().contains { $0.id == .dicen && !$0.blurb.isEmpty })
        XCTAssertTrue(app.rules(game: .gnav).contains { $0.number == "K3" })
    }

    @MainActor
    func testPlaysAShortGameThroughTheStoreAndResumes() async throws {
        let dir = try tempDir()
        var app = try openApp(dir)
        let screen = try app.setupScreen(game: .dicen, you: "Ann")
        // The rule book's rounds: six taps cannot finish the series, so it stays resumable (with
        // one round, Ann going out and the bot finishing ended the series now and then).
        let choices = screen.fields.map { $0.defaultChoice }
        let store = TableStore()
        store.attach(try app.startTable(
            game: .dicen,
            seats: [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Bo", ai: .normal)],
            choices: choices,
            observer: store.observer), from: app)
        guard let first = store.view else { return XCTFail("a first view") }
        guard case .dicen = first.board else { return XCTFail("a DICEN board") }

        // The error path: an unknown target is refused with a reason, and nothing changes.
        XCTAssertFalse(store.tap("no-such-target"))
        XCTAssertNotNil(store.message)
        XCTAssertEqual(store.view?.version, first.version)

        // Ann plays; the bot's moves arrive through the observer on the main actor.
        var taps = 0
        var tries = 0
        while taps < 6 && tries < 100 {
            tries += 1
            await wait { store.view?.targets.contains { $0.enabled && !$0.selected } ?? false }
            guard let target = store.view?.targets.first(where: { $0.enabled && !$0.selected }) else { break }
            if store.tap(target.id) { taps += 1 }
        }
        await wait { store.view?.targets.contains { $0.enabled } ?? false }
        let before = try XCTUnwrap(store.view)
        XCTAssertGreaterThan(store.updates, 6)
        store.stop()

        // Reopen: the table resumes exactly where it was.
        app = try openApp(dir)
        let offer = try XCTUnwrap(app.resumable())
        XCTAssertEqual(offer.game, .dicen)
        let again = TableStore()
        again.attach(try XCTUnwrap(try app.resumeTable(observer: again.observer)), from: app)
        XCTAssertEqual(again.view?.version, before.version)
        XCTAssertEqual(again.view?.board, before.board)
        again.stop()
    }

    @MainActor
    func testMeasuresTheDispatchRoundTrip() async throws {
        let app = try openApp(try tempDir())
        let screen = try app.setupScreen(game: .dicen, you: "Ann")
        // A tile below the throw's total toggles without shutting anything. A throw of 2 has none
        // (only tile 2 makes 2), so such a table is left and another opened (each 1 in 36).
        var store = TableStore()
        var tile: TargetView?
        for _ in 0..<20 where tile == nil {
            store.stop()
            store = TableStore()
            store.attach(try app.startTable(
                game: .dicen,
                seats: [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Cas", ai: nil)],
                choices: screen.fields.map { $0.defaultChoice },
                observer: store.observer), from: app)
            XCTAssertTrue(store.send(.roll))
            let view = try XCTUnwrap(store.view)
            let total = view.dice.reduce(0, +)
            tile = view.targets.first { $0.enabled && $0.id.hasPrefix("tile:") && (UInt32($0.label) ?? 99) < total }
        }
        let target = try XCTUnwrap(tile)
        let n = 400
        let start = Date()
        for _ in 0..<n { XCTAssertTrue(store.tap(target.id)) }
        let micros = Date().timeIntervalSince(start) * 1_000_000 / Double(n)
        print(String(format: "Swift dispatch + view round trip: %.1f µs (mean of %d, each autosaved)", micros, n))
        XCTAssertFalse(store.view?.targets.first { $0.id == target.id }?.selected ?? true)
        store.stop()
    }
}
