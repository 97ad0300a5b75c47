// What the table screen draws for one view, top to bottom: the screen is a `switch` over these
// panes, so which parts a view shows (the settlement with its "Next", the summary, the legend, a
// warned move waiting for its confirm) is decided here, where a Linux test can see it, and not
// inside SwiftUI; the not-saved notice is not a pane: it is pinned above them (`notice`), so no
// scrolling, refusal or warning can hide it. Nothing is worded here: every string is the core's.

import Foundation

public enum TablePane: Equatable, Sendable {
    /// The phone goes to `name`: nothing secret is drawn, only the prompt and its confirmation.
    case handOver(name: String, prompt: String, confirm: TargetView?)
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
    /// What the symbols and abbreviations on this table mean.
    case legend([LegendEntry])
    /// The last lines of what happened.
    case log([String])
}

extension TableLayout {
    /// The core's not-saved notice, until a later view says the change is saved: drawn pinned
    /// above the panes (they scroll under it), never among them.
    public var notice: String? {
        view.unsaved?.message
    }

    /// The panes of this view, in drawing order.
    public var panes: [TablePane] {
        var panes: [TablePane] = []
        switch view.screen {
        case let .handOver(_, name, prompt):
            // Nothing else: the board, the log and the legend wait for the person to take the phone.
            panes.append(.handOver(name: name, prompt: prompt, confirm: handOver))
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
        if !view.legend.isEmpty {
            panes.append(.legend(view.legend))
        }
        return panes
    }
}
