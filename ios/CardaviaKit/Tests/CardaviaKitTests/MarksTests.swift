import CardaviaKit
import Foundation
import XCTest

/// A table draws nothing it does not explain: every mark it draws is the core's and in the view's
/// legend; a Gnav board shows the last deal only by its labelled line once the next is dealt; a
/// Ganjifa board's last play after a Dukal is the Dukal, and its discards are chosen by taps, then
/// made by the core's button.
final class MarksTests: XCTestCase {
    @MainActor
    func testTheTableMarksAreTheCoresAndInTheLegend() async throws {
        let fromCore = marks()
        let m = TableMarks.core
        XCTAssertEqual(m, fromCore)
        XCTAssertEqual(Set([m.turn, m.warning, m.bot, m.winner]).count, 4, "\(m)")
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Bot 1", ai: .easy)])
        let symbols = try XCTUnwrap(store.view).legend.map(\.symbol)
        XCTAssertTrue(symbols.contains(m.turn) && symbols.contains(m.bot), "\(symbols)")
        store.stop()
    }

    /// A Ganjifa seat's line is drawn in the board's marks, each in the legend.
    @MainActor
    func testAGanjifaSeatIsDrawnInTheBoardsMarks() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .ganjifa, [SeatSetup(name: "Ann", ai: nil), SeatSetup(name: "Bot 1", ai: .easy), SeatSetup(name: "Bot 2", ai: .easy)])
        await play(store, taps: 20) { view in
            if case let .ganjifa(board) = view.board { return !board.trick.isEmpty }
            return false
        }
        guard case let .ganjifa(board) = try XCTUnwrap(store.view).board else { return XCTFail("a board") }
        let symbols = try XCTUnwrap(store.view).legend.map(\.symbol)
        let m = board.marks
        for mark in [m.you, m.dealer, m.inHand, m.captured, m.trick, m.lastPlay, m.takenBy, m.played, m.discards, m.trump] {
            XCTAssertTrue(symbols.contains(mark), "\(mark) in the legend \(symbols)")
        }
        for player in board.players {
            let line = board.seatLine(player)
            XCTAssertEqual(line.counts, "\(player.cards)\(m.inHand)  \(player.captured)\(m.captured)")
            XCTAssertTrue(line.name.contains(player.name))
            XCTAssertEqual(line.name.hasSuffix(" \(m.dealer)"), player.isDealer, line.name)
            XCTAssertEqual(line.name.contains("\(m.you)\(player.name)"), board.you == player.seat, line.name)
            XCTAssertEqual(line.name.hasPrefix("\(TableMarks.core.turn) "), player.isTurn, line.name)
        }
        store.stop()
    }

    /// While a Gnav deal's settlement shows the board is that deal (every card in front of its
    /// player) and no line tells it twice; once the next is dealt, the last deal is its line.
    @MainActor
    func testGnavTellsTheLastDealByItsLabelOnlyOnceTheNextIsDealt() async throws {
        let core = try await openCore(try tempDir())
        let bots = (1...3).map { SeatSetup(name: "Bot \($0)", ai: .easy) }
        let store = try await openTable(core, .gnav, [SeatSetup(name: "Ann", ai: nil)] + bots)
        func gnav(_ view: TableView) -> GnavBoard? {
            if case let .gnav(board) = view.board { return board }
            return nil
        }
        await play(store, taps: 200) { gnav($0)?.settled == true }
        let settled = try XCTUnwrap(gnav(try XCTUnwrap(store.view)), "a settled deal")
        XCTAssertTrue(settled.settled)
        XCTAssertNil(settled.lastDealLine, "the circle shows the deal")
        XCTAssertGreaterThanOrEqual(settled.players.compactMap(\.card).count, 2, "every card revealed")
        let next = try XCTUnwrap(store.view?.targets.first { $0.enabled })
        let pressed = await store.press(next)
        XCTAssertTrue(pressed, store.message ?? "")
        await play(store, taps: 20) { view in
            view.screen == .playing && gnav(view).map { !$0.settled && $0.lastDeal != nil } == true
        }
        let dealt = try XCTUnwrap(gnav(try XCTUnwrap(store.view)))
        XCTAssertFalse(dealt.settled)
        let line = try XCTUnwrap(dealt.lastDealLine)
        XCTAssertEqual(line, dealt.lastDeal?.label)
        XCTAssertTrue(line.hasPrefix("Last deal: "), line)
        store.stop()
    }

    /// Two people and a bot: a person leads a Dukal whenever one is offered, until the other
    /// discards to one: the discards are chosen by taps (a second takes one back) and made by the
    /// core's button, and the Dukal is then the last play, taken by its leader, with no trick
    /// from before it. (Bots lead no Dukal: the core's to fix.)
    @MainActor
    func testTheLastPlayAfterADukalIsTheDukal() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .ganjifa, people("Ann", "Ben") + [SeatSetup(name: "Bot 1", ai: .easy)])
        func ganjifa(_ view: TableView?) -> GanjifaBoard? {
            if case let .ganjifa(board)? = view?.board { return board }
            return nil
        }
        func discarding(_ view: TableView) -> Bool {
            guard let seat = ganjifa(view)?.dukalOnTable?.discarding else { return false }
            return view.seats.contains { $0.holdsDevice && $0.seat == seat } && view.targets.contains(where: \.enabled)
        }
        var found = false
        for _ in 0..<3000 {
            await waitUntil { store.view?.targets.contains { $0.enabled && !$0.selected && $0.id != "undo" } ?? false }
            guard let view = store.view else { break }
            if discarding(view) {
                found = true
                break
            }
            guard let target = view.targets.first(where: { $0.enabled && $0.id.hasPrefix("dukal:") })
                ?? view.targets.first(where: { $0.enabled && !$0.selected && $0.id != "undo" })
            else { break }
            await store.press(target)
        }
        try XCTSkipUnless(found, "no Dukal was led in these series")
        let view = try XCTUnwrap(store.view)
        let board = try XCTUnwrap(ganjifa(view))
        let dukal = try XCTUnwrap(board.dukalOnTable)
        XCTAssertNil(board.lastPlay, "the Dukal on the table is not yet the last play, nor a trick before it")
        let discarder = try XCTUnwrap(view.seats.first(where: \.holdsDevice)).seat
        // A tap chooses, a second takes it back.
        let card = try XCTUnwrap(view.targets.first { $0.enabled && $0.kind == .card && !$0.selected })
        await store.press(card)
        XCTAssertEqual(store.view?.targets.first { $0.id == card.id }?.selected, true)
        await store.press(try XCTUnwrap(store.view?.targets.first { $0.id == card.id }))
        XCTAssertEqual(store.view?.targets.first { $0.id == card.id }?.selected, false)
        for _ in 0..<Int(dukal.left) {
            let next = try XCTUnwrap(store.view?.targets.first { $0.enabled && $0.kind == .card && !$0.selected })
            await store.press(next)
        }
        let discard = try XCTUnwrap(store.view?.targets.first { $0.enabled && !$0.onBoard }, "the core's discard button")
        await store.press(discard)
        // The others discard (a hand-over first where the phone changes hands); the leader takes.
        var taken: GanjifaBoard?
        for _ in 0..<50 {
            await waitUntil { store.view?.targets.contains { $0.enabled && !$0.selected && $0.id != "undo" } ?? false }
            guard let now = store.view else { break }
            if let b = ganjifa(now), case .dukal = b.lastPlay {
                taken = b
                break
            }
            if discarding(now) {
                for _ in 0..<Int(ganjifa(now)?.dukalOnTable?.left ?? 0) {
                    if let next = store.view?.targets.first(where: { $0.enabled && $0.kind == .card && !$0.selected }) {
                        await store.press(next)
                    }
                }
            }
            if let next = store.view?.targets.first(where: { $0.enabled && !$0.selected && $0.id != "undo" }) {
                await store.press(next)
            }
        }
        let after = try XCTUnwrap(taken, "the Dukal was taken")
        XCTAssertNil(after.lastTrick, "no trick from before the Dukal")
        guard case let .dukal(last, takenBy) = after.lastPlay else { return XCTFail("the Dukal is the last play") }
        XCTAssertEqual(takenBy, after.name(of: last.leader))
        XCTAssertTrue(last.discards.contains { $0.seat == discarder && $0.cards.count == Int(dukal.left) }, "the chosen discards were made")
        store.stop()
    }
}
