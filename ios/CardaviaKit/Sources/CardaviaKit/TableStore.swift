// The table as SwiftUI observes it: the latest view from the core, pushed by the core's table
// task and applied on the main actor. It holds no rule: it sends intents and shows views.

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

@MainActor
@Observable
public final class TableStore {
    /// The latest view; nil until the table is open.
    public private(set) var view: TableView?
    /// The last refusal or failure, already localised, to show in a banner.
    public private(set) var message: String?
    /// How many views arrived (lets tests and animations notice each change).
    public private(set) var updates: Int = 0

    private var table: LiveTable?
    private let forwarder = ViewForwarder()

    public init() {
        forwarder.store = self
    }

    /// The observer to pass to `CardaviaApp.startTable` / `resumeTable`.
    public var observer: TableObserver { forwarder }

    /// Starts showing a table the app opened.
    public func attach(_ table: LiveTable) {
        self.table = table
        show(table.view())
    }

    func show(_ view: TableView) {
        if let current = self.view, current.version > view.version {
            return
        }
        self.view = view
        updates += 1
    }

    /// Sends an intent made on the current view. A refusal becomes `message`; nothing else changes.
    @discardableResult
    public func send(_ intent: Intent) -> Bool {
        guard let table, let view else { return false }
        do {
            show(try table.dispatch(intent: intent, version: view.version))
            message = nil
            return true
        } catch let error as CardaviaError {
            message = Self.reason(of: error)
            return false
        } catch {
            message = String(describing: error)
            return false
        }
    }

    /// Taps a target of the view by its id.
    @discardableResult
    public func tap(_ id: String) -> Bool {
        send(.tap(target: id))
    }

    /// Leaves the table (it is saved); the store shows nothing more from it.
    public func stop() {
        table?.stop()
        table = nil
    }

    static func reason(of error: CardaviaError) -> String {
        switch error {
        case let .Refused(_, reason, _), let .Stale(reason), let .Setup(_, reason),
            let .Storage(_, reason), let .Closed(reason), let .Internal(reason):
            return reason
        }
    }
}
