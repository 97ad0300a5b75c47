// Navigation from home to set-up, rules, stats, people and settings; the table over everything while
// one is in play; the look (colour matrix and grain) over every screen; and the banner for
// what the core said went wrong.

import CardaviaKit
import SwiftUI

@MainActor
struct RootView: View {
    let model: AppModel
    @State private var path: [Route] = []
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack(path: $path) {
            HomeView(model: model, path: $path)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case let .setup(game):
                        SetupView(model: model, game: game) { path.removeAll() }
                    case let .rules(game):
                        RulesScreen(model: model, game: game)
                    case .stats:
                        StatsScreen(model: model)
                    case .settings:
                        SettingsScreen(model: model)
                    case .people:
                        PeopleScreen(model: model)
                    }
                }
        }
        .lookOverlay(model.look)
        .fullScreenCover(isPresented: Binding(
            get: { model.table != nil },
            // Dismissed from elsewhere: as the table's Leave, asking first when not saved.
            set: { shown in if !shown { Task { await model.requestLeave() } } }
        )) {
            if let store = model.table {
                TableScreen(model: model, store: store)
                    .lookOverlay(model.look)
            }
        }
        .overlay(alignment: .bottom) {
            if let message = model.message, model.table == nil {
                MessageBanner(text: message, dismissLabel: model.text("shell-dismiss")) { model.dismissMessage() }
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .NSSystemTimeZoneDidChange)) { _ in
            Task { await model.timeZoneChanged() }
        }
        // Off the screen (a call, another app, the phone locked) the table's bots and clock
        // stop, and on return the phone may have changed hands: the core asks for a hand-over.
        // (`.inactive`, a notification pulled down for a moment, changes nothing.)
        .onChange(of: scenePhase) { _, phase in
            guard let store = model.table, phase != .inactive else { return }
            Task { await store.setAway(phase == .background) }
        }
    }
}

/// A dismissable line of text from the core (a refusal, a storage notice).
@MainActor
struct MessageBanner: View {
    let text: String
    /// The dismiss button's name for VoiceOver, in the app's language (`shell-dismiss`).
    let dismissLabel: String
    let dismiss: () -> Void

    var body: some View {
        HStack(alignment: .top) {
            Text(text)
                .font(.callout)
                .frame(maxWidth: .infinity, alignment: .leading)
            Button(action: dismiss) {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel(Text(dismissLabel))
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isStaticText)
    }
}
