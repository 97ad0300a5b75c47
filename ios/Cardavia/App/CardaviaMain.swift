// The app's entry: opens the core over the app's data folder and shows the root view. (Named
// CardaviaMain: `CardaviaApp` is the core's app object in the bindings.)

import CardaviaKit
import SwiftUI

@main
@MainActor
struct CardaviaMain: App {
    @State private var opened: Result<AppModel, Error>

    init() {
        _opened = State(initialValue: Result { try AppModel.open() })
    }

    var body: some Scene {
        WindowGroup {
            switch opened {
            case let .success(model):
                RootView(model: model)
            case let .failure(error):
                ContentUnavailableView(
                    "Cardavia",
                    systemImage: "exclamationmark.triangle",
                    description: Text(AppModel.describe(error)))
            }
        }
    }
}
