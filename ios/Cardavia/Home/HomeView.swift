// Home: the unfinished table to resume, the four games (name, blurb, seats, rules, Wikipedia),
// and the ways to stats and settings.

import CardaviaKit
import SwiftUI

@MainActor
struct HomeView: View {
    let model: AppModel
    @Binding var path: [Route]

    var body: some View {
        List {
            if let title = model.resumeTitle {
                Section {
                    Button {
                        model.resumeTable()
                    } label: {
                        Label(title, systemImage: "play.circle.fill")
                            .font(.headline)
                    }
                }
            }
            Section(model.text("shell-play")) {
                ForEach(model.games, id: \.id) { game in
                    GameRow(game: game, text: model.text, path: $path)
                }
            }
        }
        .navigationTitle("Cardavia")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    path.append(.stats)
                } label: {
                    Label(model.text("shell-stats"), systemImage: "chart.xyaxis.line")
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
        .onAppear { model.refresh() }
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
