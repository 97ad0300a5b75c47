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
            Section(ShellText.get("term-home-games")) {
                ForEach(model.games, id: \.id) { game in
                    GameRow(game: game, path: $path)
                }
            }
        }
        .navigationTitle("Cardavia")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    path.append(.stats)
                } label: {
                    Label(ShellText.get("term-home-stats"), systemImage: "chart.xyaxis.line")
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    path.append(.settings)
                } label: {
                    Label(ShellText.get("term-home-settings"), systemImage: "gearshape")
                }
            }
        }
        .safeAreaInset(edge: .top) {
            Text(ShellText.get("term-home-tagline"))
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
                    Label(ShellText.get("ios-rules"), systemImage: "book")
                }
                if let link = game.wikipedia, let url = URL(string: link) {
                    Link(destination: url) {
                        Label(ShellText.get("ios-wikipedia"), systemImage: "safari")
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
