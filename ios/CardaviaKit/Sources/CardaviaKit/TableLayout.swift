// Where each target of a view is drawn: on the board (a card, a tile: the core marks them
// `onBoard`) or in the row of moves under it (everything else: roll, pass, answers, the
// table's buttons).

import Foundation

public struct TableLayout {
    public let view: TableView
    private let byId: [String: TargetView]

    public init(_ view: TableView) {
        self.view = view
        var byId: [String: TargetView] = [:]
        for target in view.targets where byId[target.id] == nil {
            byId[target.id] = target
        }
        self.byId = byId
    }

    /// The target with `id`, if the view offers it.
    public func target(_ id: String?) -> TargetView? {
        id.flatMap { byId[$0] }
    }

    /// The target ids the board draws itself (the core marks them `onBoard`).
    public var boardTargetIds: Set<String> {
        Set(view.targets.filter(\.onBoard).map(\.id))
    }

    /// The moves drawn as buttons under the board, in the view's order. On the hand-over screen
    /// this is the "I am …" button and whatever else the core offers there (a take-back).
    public var moves: [TargetView] {
        view.targets.filter { !$0.onBoard }
    }

    /// The hand-over screen's confirmation, when the view is a hand-over.
    public var handOver: TargetView? {
        guard case .handOver = view.screen else { return nil }
        return byId["hand-over"]
    }

    /// The hand-over screen's other buttons: every enabled target of the view that is neither
    /// on the board nor the confirmation (the person who just played may take it back before
    /// the phone changes hands), in the view's order.
    public var handOverOthers: [TargetView] {
        guard case .handOver = view.screen else { return [] }
        let confirm = handOver?.id
        return view.targets.filter { !$0.onBoard && $0.enabled && $0.id != confirm }
    }

    /// Whether the board may be shown: never on a hand-over (the next player's cards stay hidden
    /// until they take the phone; the core sends nothing secret then anyway).
    public var showsBoard: Bool {
        if case .handOver = view.screen { return false }
        return true
    }
}

/// The turn clock's countdown, from the core's `timeoutDueMs` (the runtime itself acts when it
/// runs out; the shell only shows it).
public enum TurnClock {
    /// Whole seconds left (rounded up, never negative), or nil when no clock runs.
    public static func secondsLeft(dueMs: UInt64?, now: Date) -> Int? {
        guard let dueMs else { return nil }
        let nowMs = now.timeIntervalSince1970 * 1000
        let left = (Double(dueMs) - nowMs) / 1000
        return max(0, Int(left.rounded(.up)))
    }
}
