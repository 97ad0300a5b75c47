import CardaviaFFI
import Foundation
import XCTest

@testable import CardaviaKit

final class CardaviaKitTests: XCTestCase {
    @MainActor
    func testListsGamesInTheDevicesLanguage() async throws {
        XCTAssertTrue(gameIds().contains("dicen"))
        let app = try await openCore(try tempDir(), languages: ["pt-BR", "en"])
        let language = await app.language()
        XCTAssertEqual(language, .pt)
        let games = await app.games()
        XCTAssertTrue(games.contains { $0.id == .dicen && !$0.blurb.isEmpty })
        let rules = await app.rules(game: .gnav)
        XCTAssertTrue(rules.contains { $0.number == "K3" })
    }

    @MainActor
    func testPlaysAShortGameThroughTheStoreAndResumes() async throws {
        let dir = try tempDir()
        let before = try await playSixTaps(dir)
        // Reopen (the first app gone with its scope, as a closed app's is: it was the store's
        // writer): the table is saved, and resumes exactly where it was.
        try await resumesWhereItWas(try await openCore(dir), before)
    }

    /// The first launch: Ann plays six taps against a bot and stops; its app is let go of when
    /// this returns. The view she stopped at.
    @MainActor
    func playSixTaps(_ dir: URL) async throws -> TableView {
        let app = try await openCore(dir, languages: ["pt-BR", "en"])
        let screen = try await app.setupScreen(game: .dicen, you: "Ann")
        // The rule book's rounds: six taps cannot finish the series, so it stays resumable.
        let choices = screen.fields.map { $0.defaultChoice }
        let store = TableStore()
        store.attach(try await app.startTable(
            game: .dicen,
            seats: [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Bo", ai: .normal)],
            choices: choices,
            observer: store.observer), keeping: app)
        let first = try XCTUnwrap(store.view, "a first view")
        guard case .dicen = first.board else {
            XCTFail("a DICEN board")
            return first
        }

        // The error path: an unknown target is refused with a reason, and nothing changes.
        let refused = await store.tap("no-such-target")
        XCTAssertFalse(refused)
        XCTAssertNotNil(store.message)
        XCTAssertEqual(store.view?.version, first.version)

        // Ann plays; the bot's moves arrive through the observer on the main actor.
        var taps = 0
        var tries = 0
        while taps < 6 && tries < 100 {
            tries += 1
            await waitUntil { store.view?.targets.contains { $0.enabled && !$0.selected && $0.id != "undo" } ?? false }
            guard let target = store.view?.targets.first(where: { $0.enabled && !$0.selected && $0.id != "undo" }) else { break }
            if await store.tap(target.id) { taps += 1 }
        }
        await waitUntil { store.view?.targets.contains { $0.enabled } ?? false }
        let before = try XCTUnwrap(store.view)
        XCTAssertGreaterThan(store.updates, 6)
        store.stop()
        return before
    }

    @MainActor
    func resumesWhereItWas(_ app: CardaviaApp, _ before: TableView) async throws {
        let saved = try await app.savedTables()
        let table = try XCTUnwrap(saved.first)
        XCTAssertEqual(table.game, .dicen)
        XCTAssertEqual(table.seats, ["Ann", "Bo"])
        let again = TableStore()
        again.attach(try await app.resumeSaved(series: table.series, observer: again.observer), keeping: app)
        // Where it was: the same board, dice and scores (the version may move on: a restore is
        // a new moment, in which the phone may have changed hands).
        XCTAssertGreaterThanOrEqual(again.view?.version ?? 0, before.version)
        XCTAssertEqual(again.view?.board, before.board)
        XCTAssertEqual(again.view?.dice, before.dice)
        XCTAssertEqual(again.view?.seats.map(\.score), before.seats.map(\.score))
        again.stop()
    }

    /// The bindings decode names of two-, three- and four-byte characters inside a view, next
    /// to the core's own localised text, exactly as they were sent.
    @MainActor
    func testNamesOfAnyScriptComeBackIntactInTheView() async throws {
        let app = try await openCore(try tempDir(), languages: ["pt-BR"])
        let names = ["Zoë", "Ñandú 🎲", "李雷"]
        let store = try await openTable(app, .dicen, names.map { SeatSetup(name: $0, ai: nil) })
        let view = try XCTUnwrap(store.view)
        XCTAssertEqual(view.seats.map(\.name), names)
        XCTAssertTrue(names.contains { view.status.contains($0) }, "the status names the seat: \(view.status)")
        XCTAssertEqual(view.lang, .pt)
        store.stop()
    }

    /// The heaviest tap a table makes, whose round trip a person must not wait on: Ann's card plays
    /// in the last deal of a three-deal Ganjifa series (the default), where the log, the narration
    /// and the saved history are longest, each autosaved: every other one through the store's
    /// dispatch (from the main actor to its worker queue and back), the others timed on the thread
    /// that calls the binding. Beside it, what reading that view costs (`view()`: the core's copy
    /// lowered and lifted into Swift, the crossing every view makes), which moves far less from run
    /// to run than the round trip. Reported, not asserted: the figures depend on the machine and
    /// the library (`scripts/test taps` runs this against the release library).
    @MainActor
    func testMeasuresACardPlayAtTheEndOfAGanjifaSeries() async throws {
        let app = try await openCore(try tempDir())
        let screen = try await app.setupScreen(game: .ganjifa, you: "Ann")
        let store = TableStore()
        let live = try await app.startTable(
            game: .ganjifa,
            seats: [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Bo", ai: .easy),
                    SeatSetup(name: "Cy", ai: .easy)],
            choices: screen.fields.map { $0.defaultChoice },
            observer: store.observer)
        store.attach(live, keeping: app)
        var taps: [Double] = []
        var direct: [Double] = []
        var reads: [Double] = []
        var steps = 0
        while store.view?.screen != .seriesOver && steps < 5000 {
            steps += 1
            await waitUntil {
                store.view?.screen == .seriesOver || (store.view?.targets.contains { $0.enabled && $0.id != "undo" } ?? false)
            }
            guard let view = store.view, let target = view.targets.first(where: { $0.enabled && !$0.selected && $0.id != "undo" }) else { continue }
            let timed = view.series.round == 3 && target.kind == .card
            if timed {
                let read = Date()
                let again = live.view()
                reads.append(Date().timeIntervalSince(read))
                XCTAssertEqual(again.version, view.version, "nothing moved while Ann is to play")
            }
            if timed && (taps.count + direct.count) % 2 == 1 {
                // The binding's own round trip, timed on the thread that calls it; its view
                // comes to the store through the observer.
                let intent = Intent.tap(target: target.id)
                guard let (took, _) = await Self.timedOffMain({
                    try live.dispatch(intent: intent, version: view.version)
                }) else { continue }
                direct.append(took)
                await waitUntil { (store.view?.version ?? 0) > view.version }
                continue
            }
            let start = Date()
            let tapped = await store.tap(target.id)
            if timed && tapped {
                taps.append(Date().timeIntervalSince(start))
            }
        }
        XCTAssertEqual(store.view?.screen, .seriesOver, "the series was played out")
        XCTAssertGreaterThanOrEqual(taps.count + direct.count, 30, "Ann played her cards of the third deal")
        let mean = taps.reduce(0, +) * 1_000_000 / Double(max(taps.count, 1))
        let median = (taps.sorted().dropFirst(taps.count / 2).first ?? 0) * 1_000_000
        let onWorker = (direct.sorted().dropFirst(direct.count / 2).first ?? 0) * 1_000_000
        let read = (reads.sorted().dropFirst(reads.count / 2).first ?? 0) * 1_000_000
        print(String(format: "Swift dispatch + view round trip (from the main actor through the store), Ganjifa deal 3 of 3: %.1f µs (mean of %d card plays, each autosaved; median %.1f µs; on the calling thread: median %.1f µs of %d; reading the view: median %.1f µs)", mean, taps.count, median, onWorker, direct.count, read))
        store.stop()
    }

    /// Runs `call` on a global queue and times it there: how long it took, and its answer; nil
    /// when it throws.
    nonisolated static func timedOffMain<T: Sendable>(
        _ call: @escaping @Sendable () throws -> T
    ) async -> (Double, T)? {
        await withCheckedContinuation { done in
            DispatchQueue.global(qos: .userInitiated).async {
                let start = Date()
                let answer = try? call()
                done.resume(returning: answer.map { (Date().timeIntervalSince(start), $0) })
            }
        }
    }

    @MainActor
    func testMeasuresTheDispatchRoundTrip() async throws {
        let app = try await openCore(try tempDir())
        let screen = try await app.setupScreen(game: .dicen, you: "Ann")
        // A tile below the throw's total toggles without shutting anything. A throw of 2 has none
        // (only tile 2 makes 2), so such a table is left and another opened (each 1 in 36).
        var store = TableStore()
        var tile: TargetView?
        for _ in 0..<20 where tile == nil {
            store.stop()
            store = TableStore()
            store.attach(try await app.startTable(
                game: .dicen,
                seats: [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Cas", ai: nil)],
                choices: screen.fields.map { $0.defaultChoice },
                observer: store.observer), keeping: app)
            let rolled = await store.send(.tap(target: "roll"))
            XCTAssertTrue(rolled)
            let view = try XCTUnwrap(store.view)
            let total = view.dice.reduce(0, +)
            tile = view.targets.first { $0.enabled && $0.kind == .tile && (UInt32($0.label) ?? 99) < total }
        }
        let target = try XCTUnwrap(tile)
        let n = 400
        let start = Date()
        for _ in 0..<n {
            let tapped = await store.tap(target.id)
            XCTAssertTrue(tapped)
        }
        let micros = Date().timeIntervalSince(start) * 1_000_000 / Double(n)
        print(String(format: "Swift dispatch + view round trip (from the main actor through the store): %.1f µs (mean of %d, each autosaved)", micros, n))
        XCTAssertFalse(store.view?.targets.first { $0.id == target.id }?.selected ?? true)
        store.stop()
    }
}
