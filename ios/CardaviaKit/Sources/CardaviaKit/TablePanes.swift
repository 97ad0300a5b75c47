// What the table screen draws for one view, top to bottom: the screen is a `switch` over these
// panes, so which parts a view shows (the settlement with its "Next", the summary, a warned move
// waiting for its confirm) and which of them go beside the board on a wide screen is decided here,
// where a Linux test can see it, and not inside SwiftUI. The not-saved notice is not a pane: it is
// pinned above them (`notice`), so no scrolling, refusal or warning can hide it. Nor is the legend:
// it waits behind the table's button (`legend`), since drawn under the board it would take half a
// phone's table. Nothing is worded here: every string is the core's.

import Foundation

public enum TablePane: Equatable, Sendable {
    /// The phone goes to `name`: nothing secret is drawn, only the prompt, its confirmation, and
    /// whatever else the view offers there (`others`: the core's other enabled buttons, such as
    /// the take-back of the person who just played, in the view's order).
    case handOver(name: String, prompt: String, confirm: TargetView?, others: [TargetView])
    /// The game's own board.
    case board(BoardView)
    /// What a finished deal or round came to (every card shown, lives lost and why).
    case settlement([String])
    /// The end of a round (`final` false) or of the series: headline, labelled columns, history.
    case summary(SummaryView, final: Bool)
    /// A move that costs its taker for certain, armed by one tap: the view's `armed` warning (to
    /// show until the second tap), and the target a second tap confirms.
    case warning(String, confirm: TargetView?)
    /// The buttons under the board (roll, pass, answers, "Next", rematch), in the view's order.
    case moves([TargetView])
    /// The last lines of what happened.
    case log([String])

    /// Whether the pane goes in the side column when the board and the rest sit side by side (an
    /// iPad, a phone on its side): what may be done (a warned move's confirm, the moves) and what
    /// happened; the board, a settlement, a summary and a hand-over stay on the main side.
    public var isSide: Bool {
        switch self {
        case .warning, .moves, .log: true
        case .handOver, .board, .settlement, .summary: false
        }
    }
}

extension TableLayout {
    /// The core's not-saved notice, until a later view says the change is saved: drawn pinned
    /// above the panes (they scroll under it), never among them.
    public var notice: String? {
        view.unsaved?.message
    }

    /// What the symbols and abbreviations on this table mean, for the table's legend button to
    /// open: none on a hand-over (the board, the log and the legend wait for the person to take
    /// the phone).
    public var legend: [LegendEntry] {
        if case .handOver = view.screen { return [] }
        return view.legend
    }

    /// The panes of the main side when the table is wide, in drawing order.
    public var mainPanes: [TablePane] {
        panes.filter { !$0.isSide }
    }

    /// The panes of the side column when the table is wide, in drawing order.
    public var sidePanes: [TablePane] {
        panes.filter(\.isSide)
    }

    /// The panes of this view, in drawing order (one column: a phone held upright).
    public var panes: [TablePane] {
        var panes: [TablePane] = []
        switch view.screen {
        case let .handOver(_, name, prompt):
            // Nothing else: the board and the log wait for the person to take the phone.
            panes.append(.handOver(name: name, prompt: prompt, confirm: handOver, others: handOverOthers))
            return panes
        case .roundOver, .seriesOver:
            if !view.settlement.isEmpty {
                panes.append(.settlement(view.settlement))
            }
            if let summary = view.summary {
                panes.append(.summary(summary, final: view.screen == .seriesOver))
            }
            panes.append(.moves(moves))
        case .playing:
            if let board = view.board {
                panes.append(.board(board))
            }
            if !view.settlement.isEmpty {
                panes.append(.settlement(view.settlement))
            }
            if let armed = view.armed {
                panes.append(.warning(armed, confirm: view.targets.first(where: \.confirm)))
            }
            panes.append(.moves(moves))
            if !view.log.isEmpty {
                panes.append(.log(view.log))
            }
        }
        return panes
    }
}
