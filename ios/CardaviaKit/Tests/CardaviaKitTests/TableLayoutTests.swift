import CardaviaKit
import XCTest

final class TableLayoutTests: XCTestCase {
    @MainActor
    func testDicenTilesAreOnTheBoardAndTheRollIsAMove() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let layout = TableLayout(try XCTUnwrap(store.view))
        XCTAssertTrue(layout.moves.contains { $0.id == "roll" && $0.enabled })
        XCTAssertTrue(layout.boardTargetIds.isEmpty, "no tile to shut before the throw")
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        let thrown = TableLayout(try XCTUnwrap(store.view))
        XCTAssertFalse(thrown.boardTargetIds.isEmpty)
        XCTAssertTrue(thrown.boardTargetIds.allSatisfy { $0.hasPrefix("tile:") })
        XCTAssertTrue(thrown.moves.allSatisfy { !thrown.boardTargetIds.contains($0.id) })
        XCTAssertEqual(thrown.moves.count + thrown.boardTargetIds.count, store.view?.targets.count)
        XCTAssertNil(thrown.handOver)
        XCTAssertTrue(thrown.showsBoard)
        store.stop()
    }

    @MainActor
    func testDicaCardsAreOnTheBoard() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dica, people("Ann", "Bo"))
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        let layout = TableLayout(try XCTUnwrap(store.view))
        guard case let .dica(board)? = store.view?.board else { return XCTFail("a DiCa board") }
        let cards = board.teams.flatMap(\.cards)
        XCTAssertEqual(Set(cards.map(\.value)), Set(6...12), "cards 6 to 12")
        XCTAssertFalse(layout.boardTargetIds.isEmpty)
        for id in layout.boardTargetIds {
            XCTAssertNotNil(layout.target(id), id)
            XCTAssertFalse(layout.moves.contains { $0.id == id })
        }
        store.stop()
    }

    @MainActor
    func testHiddenHandsAskForTheHandOverAndHideTheBoard() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .ganjifa, people("Ann", "Bo", "Cas"))
        await waitUntil { store.view.map { TableLayout($0).handOver != nil } ?? false }
        let view = try XCTUnwrap(store.view)
        guard case let .handOver(seat, name, prompt) = view.screen else { return XCTFail("\(view.screen)") }
        let layout = TableLayout(view)
        XCTAssertFalse(layout.showsBoard)
        let button = try XCTUnwrap(layout.handOver)
        XCTAssertEqual(layout.moves.map(\.id), ["hand-over"])
        XCTAssertTrue(button.label.contains(name) && prompt.contains(name))
        XCTAssertEqual(button.seat, seat)
        let pressed = await store.press(button)
        XCTAssertTrue(pressed)
        var after = try XCTUnwrap(store.view)
        XCTAssertEqual(after.screen, .playing)
        XCTAssertTrue(after.seats[Int(seat)].holdsDevice)
        // The dealer chooses day or night (moves, not board targets), then the next player takes
        // the phone and sees their hand.
        XCTAssertEqual(TableLayout(after).moves.map(\.id), ["day", "night"])
        let day = await store.tap("day")
        XCTAssertTrue(day)
        for _ in 0..<3 {
            guard let handOver = store.view.flatMap({ TableLayout($0).handOver }) else { break }
            let taken = await store.press(handOver)
            XCTAssertTrue(taken)
        }
        after = try XCTUnwrap(store.view)
        guard case let .ganjifa(board)? = after.board else { return XCTFail("a Ganjifa board") }
        XCTAssertNotNil(board.you)
        XCTAssertFalse(board.hand.isEmpty, "\(after)")
        XCTAssertTrue(TableLayout(after).boardTargetIds.allSatisfy { $0.hasPrefix("card:") })
        store.stop()
    }

    /// What the app's scene phase leaving `.active` does: the core takes the phone from whoever
    /// held it, so a hidden hand shows again only after a hand-over.
    @MainActor
    func testTheAppLeavingTheScreenAsksForAHandOverBeforeAnyHiddenHand() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .ganjifa, people("Ann", "Bo", "Cas"))
        await waitUntil { store.view.map { TableLayout($0).handOver != nil } ?? false }
        let handOver = try XCTUnwrap(store.view.flatMap { TableLayout($0).handOver })
        let taken = await store.press(handOver)
        XCTAssertTrue(taken)
        let holding = try XCTUnwrap(store.view)
        XCTAssertEqual(holding.screen, .playing)
        await store.setAway(true)
        let away = try XCTUnwrap(store.view)
        XCTAssertGreaterThan(away.version, holding.version)
        guard case .handOver = away.screen else { return XCTFail("\(away.screen)") }
        XCTAssertFalse(TableLayout(away).showsBoard)
        XCTAssertNil(store.message)
        await store.setAway(false)
        guard case .handOver = try XCTUnwrap(store.view).screen else { return XCTFail("still nobody's") }
        store.stop()
    }

    @MainActor
    func testATargetTheRulesRefuseSaysWhyAndSendsNothing() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let before = try XCTUnwrap(store.view)
        let refused = try XCTUnwrap(before.targets.first { !$0.enabled && $0.whyNot != nil })
        let sent = await store.press(refused)
        XCTAssertFalse(sent)
        XCTAssertEqual(store.message, refused.whyNot)
        XCTAssertEqual(store.view?.version, before.version)
        store.dismissMessage()
        XCTAssertNil(store.message)
        store.stop()
    }

    /// The table's own buttons are targets the core takes as taps: after a one-round series of
    /// DICEN, tapping "rematch" deals a new series.
    @MainActor
    func testTheTablesOwnButtonsAreTaps() async throws {
        let core = try await openCore(try tempDir())
        let screen = try await core.setupScreen(game: .dicen, you: "Ann")
        let rounds = try XCTUnwrap(screen.fields.firstIndex { $0.label.lowercased().contains("round") })
        let one = try XCTUnwrap(screen.fields[rounds].choices.firstIndex { $0.label == "One round" })
        let store = try await openTable(core, .dicen, people("Ann")) { $0[rounds] = UInt32(one) }
        await play(store) { $0.screen == .seriesOver }
        let over = try XCTUnwrap(store.view)
        XCTAssertEqual(over.screen, .seriesOver, over.status)
        let rematch = try XCTUnwrap(TableLayout(over).moves.first { $0.id == "rematch" }, "\(over.targets.map(\.id))")
        let rematched = await store.press(rematch)
        XCTAssertTrue(rematched, store.message ?? "")
        let again = try XCTUnwrap(store.view)
        XCTAssertEqual(again.screen, .playing)
        XCTAssertGreaterThan(again.version, over.version)
        XCTAssertNil(store.message)
        store.stop()
    }

    func testTheTurnClockCountsWholeSecondsUp() {
        let now = Date(timeIntervalSince1970: 1000)
        XCTAssertNil(TurnClock.secondsLeft(dueMs: nil, now: now))
        XCTAssertEqual(TurnClock.secondsLeft(dueMs: 1_030_000, now: now), 30)
        XCTAssertEqual(TurnClock.secondsLeft(dueMs: 1_000_001, now: now), 1)
        XCTAssertEqual(TurnClock.secondsLeft(dueMs: 1_000_000, now: now), 0)
        XCTAssertEqual(TurnClock.secondsLeft(dueMs: 900_000, now: now), 0)
    }
}
