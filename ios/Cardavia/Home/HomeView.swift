// Home: every unfinished table (resume or abandon each, none hidden behind another; those of games
// this version does not know listed after them, as the core's line only), the four games (name,
// blurb, seats, rules, Wikipedia), and the ways to stats, people (the roster) and settings. What
// it lists is read by the model in a task, never while drawing.

import CardaviaKit
import SwiftUI

@MainActor
struct HomeView: View {
    let model: AppModel
    @Binding var path: [Route]

    var body: some View {
        List {
            if !model.saved.isEmpty || !model.kept.isEmpty {
                Section(model.text("shell-saved-tables")) {
                    ForEach(model.saved, id: \.series) { table in
                        SavedTableRow(table: table, model: model)
                    }
                    // Kept for a version that knows their game: the core's line, nothing to tap.
                    ForEach(model.kept, id: \.series) { table in
                        Text(table.summary)
                            .font(.callout)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Section(model.text("shell-play")) {
                ForEach(model.games, id: \.id) { game in
                    GameRow(game: game, text: model.text, path: $path)
                }
            }
        }
        .readableWidth()
        .navigationTitle("Cardavia")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    path.append(.stats)
                } label: {
                    Label(model.text("shell-stats"), systemImage: "chart.xyaxis.line")
                }
            }
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    path.append(.people)
                } label: {
                    Label(model.text("shell-roster"), systemImage: "person.2")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    path.append(.settings)
                } label: {
                    Label(model.text("shell-settings"), systemImage: "gearshape")
                }
            }
        }
        .safeAreaInset(edge: .top) {
            Text(model.text("shell-tagline"))
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
        }
        .overlay {
            if model.isBusy && model.games.isEmpty {
                ProgressView()
            }
        }
        .task { await model.refresh() }
    }
}

/// One unfinished table: the core's line about it (game, seats, round, whose turn, when), a
/// resume button and an abandon one with a confirmation.
@MainActor
private struct SavedTableRow: View {
    let table: SavedTable
    let model: AppModel
    @State private var confirming = false

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Button {
                Task { await model.resume(table) }
            } label: {
                VStack(alignment: .leading, spacing: 2) {
                    Label(table.gameName, systemImage: "play.circle.fill")
                        .font(.headline)
                    Text(table.summary)
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.leading)
                }
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(model.resumeLabel(table)))
            .accessibilityAddTraits(.isButton)
            Spacer()
            Button(role: .destructive) {
                confirming = true
            } label: {
                Label(model.text("shell-abandon"), systemImage: "trash")
                    .labelStyle(.iconOnly)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(Text(model.abandonLabel(table)))
            .confirmationDialog(model.abandonLabel(table), isPresented: $confirming, titleVisibility: .visible) {
                Button(model.text("shell-abandon"), role: .destructive) {
                    Task { await model.abandon(table) }
                }
            }
        }
        .disabled(model.isBusy)
    }
}

@MainActor
private struct GameRow: View {
    let game: GameCard
    let text: ShellText
    @Binding var path: [Route]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                path.append(.setup(game.id))
            } label: {
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text(game.name)
                            .font(.title3.weight(.semibold))
                        Spacer()
                        Label(seats, systemImage: "person.2")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .accessibilityHidden(true)
                    }
                    Text(game.blurb)
                        .font(.body)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.leading)
                }
            }
            .buttonStyle(.plain)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            HStack(spacing: 16) {
                Button {
                    path.append(.rules(game.id))
                } label: {
                    Label(text("shell-rules"), systemImage: "book")
                }
                if let link = game.wikipedia, let url = URL(string: link) {
                    Link(destination: url) {
                        Label(text("shell-wikipedia"), systemImage: "safari")
                    }
                }
            }
            .buttonStyle(.borderless)
            .font(.callout)
        }
        .padding(.vertical, 4)
    }

    private var seats: String {
        game.minSeats == game.maxSeats ? "\(game.minSeats)" : "\(game.minSeats)–\(game.maxSeats)"
    }
}
