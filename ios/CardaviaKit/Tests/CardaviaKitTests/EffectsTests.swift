import XCTest

@testable import CardaviaKit

final class EffectsTests: XCTestCase {
    /// A roll brings the dice haptic once; the next change without one leaves it alone.
    @MainActor
    func testARollFiresTheDiceHapticOnce() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        XCTAssertNil(store.effect, "opening a table plays nothing")
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        let effect = try XCTUnwrap(store.effect)
        XCTAssertEqual(effect.haptic, .diceRoll)
        XCTAssertEqual(effect.version, store.view?.version)

        // A tap that brings no haptic leaves the last event alone.
        let tile = try XCTUnwrap(store.view?.targets.first { $0.enabled && $0.kind == .tile })
        let tapped = await store.tap(tile.id)
        XCTAssertTrue(tapped)
        XCTAssertEqual(store.view?.effects.haptic, Haptic.none)
        XCTAssertEqual(store.effect, effect)
        store.stop()
    }

    /// Resuming shows the table as it was, without replaying its last haptic.
    @MainActor
    func testResumingPlaysNothing() async throws {
        let dir = try tempDir()
        let dice = try await rollAndStop(dir)
        // A relaunch (the first app gone with its scope, as a closed app's is: the store's writer).
        let again = TableStore()
        let relaunched = try await openCore(dir)
        let tables = try await relaunched.savedTables()
        let saved = try XCTUnwrap(tables.first)
        again.attach(try await relaunched.resumeSaved(series: saved.series, observer: again.observer), keeping: relaunched)
        XCTAssertEqual(again.view?.dice, dice)
        XCTAssertNil(again.effect)
        again.stop()
    }

    /// The first launch: a roll, felt, then the table stopped; its app is let go of on return.
    @MainActor
    func rollAndStop(_ dir: URL) async throws -> [UInt32]? {
        let core = try await openCore(dir)
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        XCTAssertEqual(store.view?.effects.haptic, .diceRoll)
        store.stop()
        return store.view?.dice
    }

    /// After `stop` the store shows nothing more.
    @MainActor
    func testAStoppedTableShowsNothingMore() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let version = store.view?.version
        store.stop()
        XCTAssertFalse(store.isOpen)
        let sent = await store.send(.tap(target: "roll"))
        XCTAssertFalse(sent)
        XCTAssertEqual(store.view?.version, version)
    }

    /// VoiceOver hears whose turn it is when the turn moves, in the app's language.
    @MainActor
    func testATurnChangeIsAnnounced() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let first = try XCTUnwrap(store.announcement)
        XCTAssertEqual(first.text, "Ann to play", "the first turn is announced")
        // Ann plays her turn out; the turn passes to Cas and that is said once.
        await play(store) { view in view.seats.first(where: \.isTurn)?.name == "Cas" }
        let turn = try XCTUnwrap(store.view?.seats.first(where: \.isTurn))
        XCTAssertEqual(turn.name, "Cas")
        let said = try XCTUnwrap(store.announcement)
        XCTAssertGreaterThan(said.id, first.id)
        XCTAssertEqual(said.text, "Cas to play")

        store.stop()
    }
}
