import CardaviaKit
import XCTest

/// The screen never freezes on the core: the model and the table store await it and never call it
/// synchronously on the main actor. The real core sits behind a gate: while a call is held there,
/// this test (on the main actor) goes on running and sees the state unchanged; once the gate opens,
/// the awaited answer lands.
final class AsyncCallsTests: XCTestCase {
    /// The calls the model may make synchronously: pure arithmetic, no store.
    let pure: Set<String> = ["lookPreview"]

    @MainActor
    func testRefreshAwaitsTheStoreWhileTheMainActorRuns() async throws {
        let real = try await openCore(try tempDir())
        let core = GatedCore(real)
        let model = await AppModel.load(core)
        XCTAssertEqual(model.saved, [])

        // A table left unfinished behind the model's back: the next refresh lists it.
        let store = try await openTable(real, .dicen, people("Ann", "Cas"))
        store.stop()

        await core.gate.close()
        let refreshing = Task { await model.refresh() }
        await core.gate.arrival(of: "games")
        XCTAssertTrue(model.isBusy, "the model says it is waiting")
        XCTAssertEqual(model.saved, [], "nothing changes before the core answers")
        await core.gate.open()
        await refreshing.value
        XCTAssertFalse(model.isBusy)
        XCTAssertEqual(model.saved.map(\.game), [.dicen])
    }

    @MainActor
    func testStartingATableAwaitsTheCore() async throws {
        let core = GatedCore(try await openCore(try tempDir()))
        let model = await AppModel.load(core)
        let offered = await model.setup(for: .dicen)
        let draft = try XCTUnwrap(offered)

        await core.gate.close()
        let starting = Task { await model.start(draft) }
        await core.gate.arrival(of: "startTable")
        XCTAssertNil(model.table, "no table until the core has opened it")
        XCTAssertTrue(model.isBusy)
        await core.gate.open()
        let started = await starting.value
        XCTAssertTrue(started, model.message ?? "")
        XCTAssertNotNil(model.table?.view)
        await model.leaveTable()
    }

    /// A whole visit (open, home, set-up, a table, settings, stats, rules): every call that
    /// reaches the store is made off the main thread; only pure ones run on it.
    @MainActor
    func testNoStoreCallRunsOnTheMainThread() async throws {
        let core = GatedCore(try await openCore(try tempDir()))
        let model = await AppModel.load(core)
        let offered = await model.setup(for: .dicen)
        var draft = try XCTUnwrap(offered)
        draft = await draft.switchingSeat(at: 1, to: nil)
        draft = await draft.addingSeat()
        let started = await model.start(draft)
        XCTAssertTrue(started, model.message ?? "")
        await model.leaveTable()
        if let saved = model.saved.first {
            _ = await model.resume(saved)
            await model.leaveTable()
            _ = await model.abandon(saved)
        }
        _ = await model.update { $0.haptics.toggle() }
        _ = model.preview(model.settings.look)
        await model.loadRecord(of: model.you)
        await model.loadRoster()
        if let person = model.roster.first {
            _ = await model.rename(person, to: person.name)
        }
        _ = await model.exportStats(.csv, in: try tempDir())
        _ = await model.rules(of: .gnav)
        await model.timeZoneChanged()

        let calls = core.calls
        let names = Set(calls.map(\.name))
        for expected in ["games", "savedTables", "keptTables", "setupScreen", "switchSeat", "addSeat", "startTable", "resumeSaved",
                         "abandonSaved", "saveSettings", "playerStats", "rules", "turnTimers", "setUtcOffsetMinutes",
                         "botPaces", "roster", "renamePerson", "exportStats"] {
            XCTAssertTrue(names.contains(expected), "\(expected) was called: \(names.sorted())")
        }
        let onMain = calls.filter(\.main).map(\.name)
        XCTAssertTrue(Set(onMain).isSubset(of: pure), "called on the main thread: \(onMain)")
        XCTAssertTrue(onMain.contains("lookPreview"), "the pure preview is the one synchronous call")
    }

    @MainActor
    func testASentIntentIsAwaitedAndTheViewStaysUntilTheCoreAnswers() async throws {
        let app = try await openCore(try tempDir())
        let screen = try await app.setupScreen(game: .dicen, you: "Ann")
        let store = TableStore()
        let live = try await app.startTable(
            game: .dicen, seats: people("Ann", "Cas"), choices: screen.fields.map(\.defaultChoice),
            observer: store.observer)
        let table = GatedTable(live)
        store.attach(table, keeping: app)
        let before = try XCTUnwrap(store.view)

        await table.gate.close()
        let rolling = Task { await store.send(.tap(target: "roll")) }
        await table.gate.arrival(of: "dispatch")
        XCTAssertEqual(store.pending, 1, "the store says an intent is on its way")
        XCTAssertEqual(store.view?.version, before.version, "the view stays until the core answers")
        await table.gate.open()
        let rolled = await rolling.value
        XCTAssertTrue(rolled)
        XCTAssertEqual(store.pending, 0)
        XCTAssertGreaterThan(store.view?.version ?? 0, before.version)
        XCTAssertFalse(store.view?.dice.isEmpty ?? true)

        // A touch from SwiftUI returns at once and is pressed in a task.
        await table.gate.close()
        let tile = try XCTUnwrap(store.view?.targets.first { $0.enabled && $0.kind == .tile })
        let version = store.view?.version
        store.touch(tile)
        XCTAssertEqual(store.view?.version, version, "touch did not wait for the core")
        await table.gate.arrival(of: "dispatch")
        await table.gate.open()
        await waitUntil { store.pending == 0 && store.view?.version != version }
        XCTAssertNotEqual(store.view?.version, version)

        let dispatched = table.calls.filter { $0.name == "dispatch" }
        XCTAssertEqual(dispatched.count, 2)
        XCTAssertTrue(dispatched.allSatisfy { !$0.main }, "dispatch never runs on the main thread")
        store.stop()
    }
}

/// An observer that drops every view.
final class Quiet: TableObserver, @unchecked Sendable {
    func onView(view: TableView) {}
}
