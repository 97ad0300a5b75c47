// The rules reader: a game's full rules as the core writes them, section by section.

import CardaviaKit
import SwiftUI

@MainActor
struct RulesScreen: View {
    let model: AppModel
    let game: GameId
    @State private var sections: [RuleSection] = []

    var body: some View {
        List(Array(sections.enumerated()), id: \.offset) { _, section in
            NavigationLink {
                ScrollView {
                    Text(section.body)
                        .font(.body)
                        .textSelection(.enabled)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
                .navigationTitle(heading(section))
                .navigationBarTitleDisplayMode(.inline)
            } label: {
                HStack(alignment: .firstTextBaseline) {
                    if !section.number.isEmpty {
                        Text(section.number)
                            .font(.body.monospacedDigit().weight(.semibold))
                            .foregroundStyle(.secondary)
                    }
                    Text(section.title).font(.body)
                }
            }
        }
        .navigationTitle(model.text("shell-rules-title", ["game": .text(value: model.game(game)?.name ?? "")]))
        .task { sections = await model.rules(of: game) }
    }

    private func heading(_ section: RuleSection) -> String {
        section.number.isEmpty ? section.title : "\(section.number) \(section.title)"
    }
}
