// The table as SwiftUI observes it: the core delivers every view of the table to the store's
// observer, in order (the answer to an intent included, before `dispatch` returns), and the
// store shows each on the main actor, in the order delivered. It holds no rule and compares no
// views: it sends intents and shows views. The store is on the main actor for its state only:
// an intent is awaited (`dispatch` runs on the store's worker queue, and may wait for a save),
// so a touch never blocks drawing.

import CardaviaFFI
import Foundation
import Observation

/// Forwards the core's views (on its own thread) to the store on the main actor, through the
/// main queue so they are shown in the order the core delivered them.
final class ViewForwarder: TableObserver, @unchecked Sendable {
    weak var store: TableStore?
    /// Which of the store's tables it forwards for: a view still on its way from a table the
    /// store left is not shown over the next one.
    let table: Int

    init(store: TableStore, table: Int) {
        self.store = store
        self.table = table
    }

    func onView(view: TableView) {
        DispatchQueue.main.async { [weak store, table] in
            MainActor.assumeIsolated { store?.show(view, from: table) }
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

/// What VoiceOver should say about a new view (the core's words), once: `id` grows with each.
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
    /// The effects of the newest view that had any (a redraw of the same moment has none).
    public private(set) var effect: EffectEvent?
    /// The newest view's announcement, as the core worded it.
    public private(set) var announcement: Announcement?
    /// False after `stop()`: the table is gone from this store.
    public private(set) var isOpen = false
    /// Intents sent and not answered yet.
    public private(set) var pending = 0

    private var table: (any LiveTableProtocol)?
    /// The app that opened the table: its runtime runs the table's task, so it must outlive it.
    private var app: AnyObject?
    /// Counts the tables this store left: views are shown only from the one it shows now.
    private var left = 0

    public init() {}

    /// The observer to pass to `CardaviaApp.startTable` / `resumeTable`: the table's views come
    /// through it from its opening on.
    public var observer: TableObserver { ViewForwarder(store: self, table: left) }

    /// Starts showing a table `app` opened with `observer` (kept alive with it: a table stops
    /// when its app is freed); its views are on their way already.
    public func attach(_ table: any LiveTableProtocol, keeping app: AnyObject? = nil) {
        self.table = table
        self.app = app
        isOpen = true
    }

    func show(_ view: TableView, from table: Int) {
        guard table == left else { return }
        self.view = view
        updates += 1
        if let said = view.announcement {
            announcement = Announcement(id: (announcement?.id ?? 0) + 1, text: said)
        }
        if view.effects.haptic != Haptic.none {
            effect = EffectEvent(
                id: (effect?.id ?? 0) + 1, version: view.version, haptic: view.effects.haptic)
        }
    }

    /// Sends an intent made on the current view and awaits the core (the main actor draws on
    /// meanwhile); the intent's view is shown by then. A refusal becomes `message`; nothing else
    /// changes.
    @discardableResult
    public func send(_ intent: Intent) async -> Bool {
        guard let table, let view else { return false }
        pending += 1
        defer { pending -= 1 }
        do {
            try await Self.onWorker { try table.dispatch(intent: intent, version: view.version) }
            // The intent's view was posted to the main queue before dispatch returned: once a
            // turn of that queue posted now has run, it is shown.
            await Self.afterPostedViews()
            message = nil
            return true
        } catch let error as CardaviaError {
            // Stale: a bot or the clock moved first, and its view is the one shown already.
            message = Self.reason(of: error)
            return false
        } catch {
            message = String(describing: error)
            return false
        }
    }

    /// The serial queue the store's calls to a table run on: off the main actor, one at a time,
    /// in the order they were made. A queue of its own, not Swift's cooperative pool: `dispatch`
    /// waits while a bot's move is being saved, which a cooperative thread must not.
    private static let worker = DispatchQueue(label: "org.cardavia.table", qos: .userInitiated)

    /// Resumes once the main queue has run what was posted to it before this call.
    private static func afterPostedViews() async {
        await withCheckedContinuation { done in
            DispatchQueue.main.async { done.resume() }
        }
    }

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

    /// The app left the screen (the scene phase left `.active`: a call, another app, the phone
    /// locked) or came back. Away, the core stops the bots and the turn clock, keeping the time
    /// left, and the next view asks for a hand-over before anything hidden shows, since the
    /// phone may change hands meanwhile. On the worker queue: stepping away may save.
    public func setAway(_ away: Bool) async {
        guard let table else { return }
        do {
            try await Self.onWorker { away ? try table.stepAway() : try table.comeBack() }
            // The change's view was posted to the main queue before the call returned.
            await Self.afterPostedViews()
        } catch let error as CardaviaError {
            message = Self.reason(of: error)
        } catch {
            message = String(describing: error)
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
        left += 1
    }

    nonisolated static func reason(of error: CardaviaError) -> String {
        switch error {
        case let .Refused(_, reason, _), let .Stale(reason), let .Setup(_, reason),
            let .Storage(_, reason), let .Closed(reason), let .Internal(reason):
            return reason
        }
    }
}
