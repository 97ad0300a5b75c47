// The marks a table is drawn with, all the core's: whose turn it is, a warned move, a bot, who
// won (`marks()`, the same at every table), and a Ganjifa board's own (`GanjifaBoard.marks`). Each
// is explained in the view's legend; the screens draw these, never glyphs or symbols of their own.
// What the Gnav and Ganjifa boards show of the last deal or play is decided here too, where a
// Linux test can see it.

import Foundation

public enum TableMarks {
    /// The core's table marks, read once (`AppModel.load` reads them first, off the main actor;
    /// a static `let` is made once, whichever thread asks first).
    public static let core: Marks = marks()
}

extension GnavBoard {
    /// The last deal as the board tells it while the next one is played: the core's labelled line
    /// ("Last deal: Ann VIII · Bo V · …"). Nil while the board is the deal just settled (its
    /// cards are in front of their players) or before any deal was settled.
    public var lastDealLine: String? {
        settled ? nil : lastDeal?.label
    }
}

/// The last play of a Ganjifa deal (G8), with who took its cards.
public enum GanjifaLastPlay: Equatable, Sendable {
    /// The last complete trick, taken by its winner.
    case trick(GanjifaTrickView, takenBy: String)
    /// A Dukal taken since the last complete trick, with its discards: its leader took them (G6.3).
    case dukal(GanjifaDukalView, takenBy: String)
}

extension GanjifaBoard {
    /// The Dukal on the table while discards against it are due (drawn in place of the trick).
    public var dukalOnTable: GanjifaDukalView? {
        guard let dukal, dukal.discarding != nil else { return nil }
        return dukal
    }

    /// The last play: a Dukal taken since the last complete trick (the core keeps it as `dukal`
    /// until a trick is complete again), else the last trick; never a trick from before a Dukal.
    public var lastPlay: GanjifaLastPlay? {
        if let dukal, dukal.discarding == nil {
            return .dukal(dukal, takenBy: name(of: dukal.leader))
        }
        if let lastTrick {
            return .trick(lastTrick, takenBy: name(of: lastTrick.winner))
        }
        return nil
    }

    /// A seat's name as the board has it.
    public func name(of seat: UInt8) -> String {
        players.first { $0.seat == seat }?.name ?? ""
    }

    /// A seat's line on the board, in the board's marks: whose turn (the table's mark), the
    /// viewer, the name, the dealer; then its cards in hand and captured this deal.
    public func seatLine(_ player: GanjifaSeatView) -> (name: String, counts: String) {
        var name = player.isTurn ? "\(TableMarks.core.turn) " : ""
        if you == player.seat { name += marks.you }
        name += player.name
        if player.isDealer { name += " \(marks.dealer)" }
        return (name, "\(player.cards)\(marks.inHand)  \(player.captured)\(marks.captured)")
    }
}
