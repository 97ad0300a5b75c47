// The table as SwiftUI observes it: the latest view from the core (an intent's view as its
// answer, every other one pushed by the core's table task), applied on the main actor. It holds
// no rule: it sends intents and shows views. The store is on the main actor for its state only:
// an intent is awaited (`dispatch` runs on the store's worker queue, and may wait for a save),
// so a touch never blocks drawing.

import CardaviaFFI
import Foundation
import Observation

/// Forwards the core's views (on its own thread) to the store on the main actor.
final class ViewForwarder: TableObserver, @unchecked Sendable {
    weak var store: TableStore?

    func onView(view: TableView) {
        Task { @MainActor [weak store] in
            store?.show(view)
        }
    }
}

/// The effects of one new view, to perform once: `id` grows with each, so two equal haptics in a
/// row are still two events (SwiftUI's `.sensoryFeedback(trigger:)` fires on a change).
public struct EffectEvent: Equatable, Sendable {
    public let id: Int
    public let version: UInt64
    public let haptic: Haptic
}

/// What VoiceOver should say about a new view, once: `id` grows with each.
public struct Announcement: Equatable, Sendable {
    public let id: Int
    public let text: String
}

@MainActor
@Observable
public final class TableStore {
    /// The latest view; nil until the table is open.
    public private(set) var view: TableView?
    /// The last refusal or failure, already localised, to show in a banner.
    public private(set) var message: String?
    /// How many views arrived (lets tests and animations notice each change).
    public private(set) var updates: Int = 0
    /// The effects of the newest view that had any, once per version.
    public private(set) var effect: EffectEvent?
    /// What to announce for the newest view: whose turn it is when the turn moved, else the
    /// status when it changed (bots' moves included).
    public private(set) var announcement: Announcement?
    /// False after `stop()`: the table is gone from this store.
    public private(set) var isOpen = false
    /// Intents sent and not answered yet.
    public private(set) var pending = 0

    private var table: (any LiveTableProtocol)?
    /// The app that opened the table: its runtime runs the table's task, so it must outlive it.
    private var app: AnyObject?
    /// The chrome's words, for the turn announcement.
    private let text: ShellText
    private let forwarder = ViewForwarder()
    /// The newest version whose effects were considered; views at or below it perform nothing
    /// (the same view may come through the observer and be read after `dispatch` answers).
    private var effectsSeen: UInt64 = 0

    public init(text: ShellText) {
        self.text = text
        forwarder.store = self
    }

    /// The observer to pass to `CardaviaApp.startTable` / `resumeTable`.
    public var observer: TableObserver { forwarder }

    /// Starts showing a table `app` opened (kept alive with it: a table stops when its app is
    /// freed). Its current view's effects were already performed (or belong to a table left
    /// earlier), so they are not played again.
    public func attach(_ table: any LiveTableProtocol, keeping app: AnyObject? = nil) {
        self.table = table
        self.app = app
        isOpen = true
        // Before the table's first tap the core holds its view in memory: reading it does not
        // wait (after a tap it is made again, so later reads go through `onWorker`).
        let first = table.view()
        effectsSeen = max(effectsSeen, first.version)
        show(first)
    }

    func show(_ view: TableView) {
        guard isOpen else { return }
        if let current = self.view, current.version > view.version {
            return
        }
        let before = self.view
        self.view = view
        updates += 1
        announce(view, after: before)
        if view.version > effectsSeen {
            effectsSeen = view.version
            if view.effects.haptic != Haptic.none {
                effect = EffectEvent(
                    id: (effect?.id ?? 0) + 1, version: view.version,
                    haptic: view.effects.haptic)
            }
        }
    }

    /// Sends an intent made on the current view and awaits the core's answer (the main actor
    /// draws on meanwhile). A refusal becomes `message`; nothing else changes.
    @discardableResult
    public func send(_ intent: Intent) async -> Bool {
        guard let table, let view else { return false }
        pending += 1
        defer { pending -= 1 }
        do {
            // The answer is the new view, saved: the core applies the intent on the table's
            // worker queue (its only hop from here) and does not push that view to the observer.
            let answered = try await Self.onWorker { try table.dispatch(intent: intent, version: view.version) }
            message = nil
            // Unless the store moved to another table meanwhile, whose versions are its own.
            if self.table === table {
                show(answered)
            }
            return true
        } catch let error as CardaviaError {
            message = Self.reason(of: error)
            if case .Stale = error {
                await showLatest(of: table)
            }
            return false
        } catch {
            message = String(describing: error)
            return false
        }
    }

    /// Shows the table's latest view, read off the main actor.
    private func showLatest(of table: any LiveTableProtocol) async {
        if let latest = try? await Self.onWorker({ table.view() }) {
            show(latest)
        }
    }

    /// The serial queue the store's calls to a table run on: off the main actor, one at a time,
    /// in the order they were made. A queue of its own, not Swift's cooperative pool: `dispatch`
    /// waits while a bot's move is being saved, which a cooperative thread must not.
    private static let worker = DispatchQueue(label: "org.cardavia.table", qos: .userInitiated)

    /// Runs `call` on the worker queue and resumes the caller with its result.
    private static func onWorker<T: Sendable>(
        _ call: @escaping @Sendable () throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { answer in
            worker.async { answer.resume(with: Result { try call() }) }
        }
    }

    /// Taps a target of the view by its id; the table's own buttons (hand-over, next round,
    /// rematch) are targets like any other, so the shell never maps ids to intents.
    @discardableResult
    public func tap(_ id: String) async -> Bool {
        await send(.tap(target: id))
    }

    /// What a touch on `target` does: an allowed target is tapped; one the rules do not allow now
    /// says why (its `whyNot`) and sends nothing.
    @discardableResult
    public func press(_ target: TargetView) async -> Bool {
        guard target.enabled else {
            message = target.whyNot
            return false
        }
        return await tap(target.id)
    }

    /// A touch from SwiftUI: pressed in a task, so the button's action returns at once.
    public func touch(_ target: TargetView) {
        Task { await press(target) }
    }

    /// The turn moved to another seat: say whose it is; else say the new status.
    private func announce(_ view: TableView, after before: TableView?) {
        let turn = view.seats.first(where: \.isTurn)
        let turnBefore = before?.seats.first(where: \.isTurn)
        let said: String?
        if let turn, turn.seat != turnBefore?.seat {
            said = text("shell-turn-of", ["name": .text(value: turn.name)])
        } else if view.status != before?.status, !view.status.isEmpty {
            said = view.status
        } else {
            said = nil
        }
        if let said {
            announcement = Announcement(id: (announcement?.id ?? 0) + 1, text: said)
        }
    }

    /// Clears the banner.
    public func dismissMessage() {
        message = nil
    }

    /// Leaves the table (what its views showed as saved stays); the store shows nothing more from it.
    public func stop() {
        table?.stop()
        table = nil
        app = nil
        isOpen = false
    }

    nonisolated static func reason(of error: CardaviaError) -> String {
        switch error {
        case let .Refused(_, reason, _), let .Stale(reason), let .Setup(_, reason),
            let .Storage(_, reason), let .Closed(reason), let .Internal(reason):
            return reason
        }
    }
}
