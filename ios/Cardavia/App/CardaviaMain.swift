// The app's entry: opens the core over the app's data folder (awaited: the store opens on the
// core's runtime while the launch screen draws) and shows the root view, or, when the store
// cannot be opened, the core's reason and what was kept, with a retry. (Named CardaviaMain:
// `CardaviaApp` is the core's app object in the bindings.)

import CardaviaKit
import SwiftUI

@main
@MainActor
struct CardaviaMain: App {
    @State private var opened: Result<AppModel, Error>?

    var body: some Scene {
        WindowGroup {
            Group {
                switch opened {
                case nil:
                    ProgressView()
                case let .success(model):
                    RootView(model: model)
                case let .failure(error):
                    StoreFailedView(reason: AppModel.describe(error)) { opened = nil }
                }
            }
            .task(id: opened == nil) {
                guard opened == nil else { return }
                do {
                    opened = .success(try await AppModel.open())
                } catch {
                    opened = .failure(error)
                }
            }
        }
    }
}

/// The store could not be opened: the core's reason in the device's language, that nothing was
/// deleted, and a retry. Worded by the core's pure formatter: no app is open to ask.
@MainActor
struct StoreFailedView: View {
    let reason: String
    let retry: () -> Void
    private let text = ShellText(negotiateLanguage(preferredLanguages: Locale.preferredLanguages))

    var body: some View {
        ContentUnavailableView {
            Label(text("shell-store-failed-title"), systemImage: "exclamationmark.triangle")
        } description: {
            Text("\(reason)\n\n\(text("shell-store-failed-kept"))")
        } actions: {
            Button(text("shell-retry"), action: retry)
                .buttonStyle(.borderedProminent)
        }
    }
}
