import CardaviaKit
import XCTest

/// The table's views as the table screen draws them: which panes a view shows, in which order,
/// so each moment of a table (a hand-over, play, a summary) shows what it needs and nothing else.
final class TablePanesTests: XCTestCase {
    func kinds(_ panes: [TablePane]) -> [String] {
        panes.map { pane in
            switch pane {
            case .handOver: "handOver"
            case .board: "board"
            case .settlement: "settlement"
            case .summary: "summary"
            case .warning: "warning"
            case .moves: "moves"
            case .log: "log"
            }
        }
    }

    func summary(in panes: [TablePane]) -> (SummaryView, Bool)? {
        for pane in panes {
            if case let .summary(summary, final) = pane { return (summary, final) }
        }
        return nil
    }

    func moves(in panes: [TablePane]) -> [TargetView]? {
        for pane in panes {
            if case let .moves(moves) = pane { return moves }
        }
        return nil
    }

    /// A playing table draws its board, moves and log; the core's legend is not among them but
    /// behind the table's button. Side by side (an iPad, a phone on its side), the board is on
    /// the main side and the moves and the log in the side column, each in drawing order.
    @MainActor
    func testAPlayingTableShowsItsBoardAndMovesWithTheLegendBehindItsButton() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        let view = try XCTUnwrap(store.view)
        let layout = TableLayout(view)
        XCTAssertEqual(kinds(layout.panes), ["board", "moves", "log"])
        XCTAssertEqual(layout.legend, view.legend)
        XCTAssertTrue(layout.legend.contains { $0.meaning == "Whose turn it is" }, "\(layout.legend)")
        XCTAssertEqual(kinds(layout.mainPanes), ["board"])
        XCTAssertEqual(kinds(layout.sidePanes), ["moves", "log"])
        store.stop()
    }

    /// A summary stays on the main side with its settlement; "Next" goes in the side column.
    func testASummarysMovesGoBesideIt() {
        let panes: [TablePane] = [.settlement(["Ann loses a life."]), .moves([]), .warning("It costs a life", confirm: nil), .log(["Round 1 is over."])]
        XCTAssertEqual(kinds(panes.filter { !$0.isSide }), ["settlement"])
        XCTAssertEqual(kinds(panes.filter(\.isSide)), ["moves", "warning", "log"])
    }

    /// The not-saved notice is pinned apart from the panes (they scroll under it; a refusal's
    /// banner sits below), whatever else the view shows; an armed warning (the view's `armed`)
    /// sits above the moves with its confirm.
    @MainActor
    func testTheUnsavedNoticeIsPinnedAndAnArmedWarningIsDrawn() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .dicen, people("Ann", "Cas"))
        var view = try XCTUnwrap(store.view)
        XCTAssertNil(TableLayout(view).notice, "saved: no notice")
        let before = TableLayout(view).panes
        view.unsaved = UnsavedView(problem: .busy, message: "Not saved yet")
        XCTAssertEqual(TableLayout(view).notice, "Not saved yet")
        XCTAssertEqual(TableLayout(view).panes, before, "not among the panes that scroll")
        let index = try XCTUnwrap(view.targets.firstIndex { $0.enabled })
        view.targets[index].warning = "This costs a life (rule K4)"
        XCTAssertFalse(kinds(TableLayout(view).panes).contains("warning"), "not armed yet: the move shows its warning itself")
        view.targets[index].confirm = true
        XCTAssertFalse(kinds(TableLayout(view).panes).contains("warning"), "the warning shown is the view's `armed`, not a guess from the targets")
        view.armed = "This costs a life (rule K4)"
        let layout = TableLayout(view)
        XCTAssertEqual(layout.notice, "Not saved yet", "a warning does not take its place")
        let panes = layout.panes
        let warning = try XCTUnwrap(panes.firstIndex { if case .warning = $0 { true } else { false } })
        let moves = try XCTUnwrap(panes.firstIndex { if case .moves = $0 { true } else { false } })
        XCTAssertLessThan(warning, moves)
        XCTAssertEqual(panes[warning], .warning("This costs a life (rule K4)", confirm: view.targets[index]))
        store.stop()
    }

    /// A hand-over draws the prompt and its confirm only: no board, log or legend.
    @MainActor
    func testAHandOverShowsNothingButItsPrompt() async throws {
        let core = try await openCore(try tempDir())
        let store = try await openTable(core, .ganjifa, people("Ann", "Bo", "Cas"))
        await waitUntil { store.view.map { TableLayout($0).handOver != nil } ?? false }
        let view = try XCTUnwrap(store.view)
        let panes = TableLayout(view).panes
        XCTAssertEqual(kinds(panes), ["handOver"])
        XCTAssertEqual(TableLayout(view).legend, [], "nor a legend behind the button")
        guard case let .handOver(name, prompt, confirm, others) = panes[0] else { return XCTFail("\(panes)") }
        XCTAssertTrue(prompt.contains(name))
        XCTAssertEqual(confirm?.id, "hand-over")
        XCTAssertEqual(others, [], "nothing to take back before anyone played")
        store.stop()
    }

    /// A person's move that hands the phone on may be taken back before the next person takes
    /// it: the hand-over draws the core's other buttons too (Gnav, Ann then Cas: Ann keeps).
    @MainActor
    func testAHandOverDrawsTheOtherButtonsTheCoreOffersThere() async throws {
        let core = try await openCore(try tempDir())
        let bots = ["Bo", "Di"].map { SeatSetup(name: $0, ai: .easy) }
        let store = try await openTable(core, .gnav, people("Ann", "Cas") + bots)
        var found: (TableView, [TablePane])?
        for _ in 0..<300 {
            await waitUntil { store.view.map { $0.targets.contains(where: \.enabled) || $0.screen == .seriesOver } ?? false }
            guard let view = store.view, view.screen != .seriesOver else { break }
            let layout = TableLayout(view)
            if layout.handOver != nil, !layout.handOverOthers.isEmpty {
                found = (view, layout.panes)
                break
            }
            let next = layout.handOver
                ?? ["seen", "keep", "next-round"].lazy.compactMap { id in view.targets.first { $0.id == id && $0.enabled } }.first
                ?? view.targets.first { $0.enabled && !$0.selected && $0.id != "undo" }
            guard let next else { break }
            _ = await store.press(next)
        }
        let (view, panes) = try XCTUnwrap(found, "a keep handed the phone on")
        XCTAssertEqual(kinds(panes), ["handOver"])
        guard case let .handOver(_, _, confirm, others) = panes[0] else { return XCTFail("\(panes)") }
        XCTAssertEqual(confirm?.id, "hand-over")
        let offered = view.targets.filter { $0.enabled && !$0.onBoard && $0.id != "hand-over" }
        XCTAssertEqual(others, offered, "every other enabled button, as the core offers them")
        XCTAssertTrue(others.allSatisfy { !$0.label.isEmpty })
        // Pressed, the take-back brings the move back: the phone goes to who played it.
        let taken = await store.press(others[0])
        XCTAssertTrue(taken, store.message ?? "")
        XCTAssertTrue(TableLayout(try XCTUnwrap(store.view)).handOverOthers.isEmpty)
        store.stop()
    }

    /// A Gnav deal's settlement waits for "Next" while a person is seated: every card and the
    /// lives lost are drawn, and the one move is the core's "next".
    @MainActor
    func testAGnavSettlementWaitsForNext() async throws {
        let core = try await openCore(try tempDir())
        let bots = (1...3).map { SeatSetup(name: "Bot \($0)", ai: .easy) }
        let store = try await openTable(core, .gnav, [SeatSetup(name: "Ann", ai: nil)] + bots)
        await play(store, taps: 200) { !$0.settlement.isEmpty || $0.screen == .seriesOver }
        let view = try XCTUnwrap(store.view)
        XCTAssertFalse(view.settlement.isEmpty, "a deal was settled: \(view.status)")
        let panes = TableLayout(view).panes
        XCTAssertTrue(panes.contains(.settlement(view.settlement)), "\(kinds(panes))")
        guard let moves = self.moves(in: panes) else {
            return XCTFail("moves: \(kinds(panes))")
        }
        XCTAssertEqual(moves.filter(\.enabled).map(\.id), ["next-round"], "only Next goes on")
        let version = view.version
        let next = try XCTUnwrap(moves.first { $0.enabled })
        let pressed = await store.press(next)
        XCTAssertTrue(pressed, store.message ?? "")
        XCTAssertGreaterThan(store.view?.version ?? 0, version)
        store.stop()
    }

    /// The end of a series: the summary (headline, labelled columns, history) and the table's
    /// own buttons, with no board.
    @MainActor
    func testTheSeriesSummaryHasItsHeadlineColumnsAndHistory() async throws {
        let core = try await openCore(try tempDir())
        let screen = try await core.setupScreen(game: .dicen, you: "Ann")
        let rounds = try XCTUnwrap(screen.fields.firstIndex { $0.label.lowercased().contains("round") })
        let one = try XCTUnwrap(screen.fields[rounds].choices.firstIndex { $0.label == "One round" })
        let store = try await openTable(core, .dicen, people("Ann")) { $0[rounds] = UInt32(one) }
        await play(store) { $0.screen == .seriesOver }
        let view = try XCTUnwrap(store.view)
        XCTAssertEqual(view.screen, .seriesOver, view.status)
        let panes = TableLayout(view).panes
        XCTAssertFalse(kinds(panes).contains("board"))
        guard let found = self.summary(in: panes) else { return XCTFail("a summary: \(kinds(panes))") }
        let (summary, final) = found
        XCTAssertTrue(final)
        XCTAssertFalse(summary.headline.isEmpty)
        XCTAssertFalse(summary.columns.isEmpty, "labelled columns")
        XCTAssertEqual(summary.history.count, 1, "one round in the history")
        XCTAssertTrue(summary.lines.allSatisfy { $0.cells.count == summary.columns.count })
        XCTAssertTrue(kinds(panes).contains("moves"))
        store.stop()
    }

    /// A tap sooner than the guard after the screen changed (a hand-over confirmed) is the
    /// core's refusal, shown as the store's message in the core's words like any other: no
    /// crash, no generic error, nothing changed.
    @MainActor
    func testATapTooSoonIsTheCoresRefusalInWords() async throws {
        let core = try await openCore(try tempDir())
        core.setTapGuardMs(ms: 60_000)
        let store = try await openTable(core, .ganjifa, people("Ann", "Ben") + [SeatSetup(name: "Bot 1", ai: .easy)])
        let handOver = try XCTUnwrap(store.view)
        guard case .handOver = handOver.screen else { return XCTFail("a hand-over first: \(handOver.screen)") }
        // The first screen is no change: its hand-over is taken at once, and the screen changes.
        let confirmed = await store.tap("hand-over")
        XCTAssertTrue(confirmed, store.message ?? "")
        let shown = try XCTUnwrap(store.view)
        let target = try XCTUnwrap(shown.targets.first)
        let tapped = await store.tap(target.id)
        XCTAssertFalse(tapped)
        XCTAssertEqual(store.message, formatMessage(lang: .en, id: "table-error-too-soon", args: []), "the core's reason")
        XCTAssertEqual(store.view?.version, shown.version, "nothing changed")
        XCTAssertTrue(store.isOpen)
        store.stop()
    }
}
