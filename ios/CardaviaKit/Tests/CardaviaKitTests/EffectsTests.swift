import CardaviaKit
import XCTest

final class EffectsTests: XCTestCase {
    /// A roll brings the dice haptic once, though the same view also comes through the observer.
    @MainActor
    func testARollFiresTheDiceHapticOnce() async throws {
        let core = try openCore(try tempDir())
        let store = try openTable(core, .dicen, people("Ann", "Cas"))
        XCTAssertNil(store.effect, "opening a table plays nothing")
        XCTAssertTrue(store.send(.roll))
        let rolled = try XCTUnwrap(store.effect)
        XCTAssertEqual(rolled.haptic, .diceRoll)
        XCTAssertEqual(rolled.version, store.view?.version)
        let updates = store.updates
        await waitUntil { store.updates > updates }
        XCTAssertEqual(store.effect, rolled, "the observer's copy of the view fired again")

        // A tap that brings no haptic leaves the last event alone.
        let tile = try XCTUnwrap(store.view?.targets.first { $0.enabled && $0.id.hasPrefix("tile:") })
        XCTAssertTrue(store.tap(tile.id))
        XCTAssertEqual(store.view?.effects.haptic, Haptic.none)
        XCTAssertEqual(store.effect, rolled)
        store.stop()
    }

    /// Resuming shows the table as it was, without replaying its last haptic.
    @MainActor
    func testResumingPlaysNothing() async throws {
        let dir = try tempDir()
        let core = try openCore(dir)
        let store = try openTable(core, .dicen, people("Ann", "Cas"))
        XCTAssertTrue(store.send(.roll))
        XCTAssertEqual(store.view?.effects.haptic, .diceRoll)
        store.stop()
        let again = TableStore()
        let relaunched = try openCore(dir)
        again.attach(try XCTUnwrap(try relaunched.resumeTable(observer: again.observer)), from: relaunched)
        XCTAssertEqual(again.view?.dice, store.view?.dice)
        XCTAssertNil(again.effect)
    }

    /// After `stop` the store shows nothing more.
    @MainActor
    func testAStoppedTableShowsNothingMore() async throws {
        let core = try openCore(try tempDir())
        let store = try openTable(core, .dicen, people("Ann", "Cas"))
        let version = store.view?.version
        store.stop()
        XCTAssertFalse(store.isOpen)
        XCTAssertFalse(store.send(.roll))
        XCTAssertEqual(store.view?.version, version)
    }
}
