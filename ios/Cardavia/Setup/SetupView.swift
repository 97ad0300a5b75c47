// Set-up: the seats (a person by name, or a bot at a level) and the game's options, all as the
// core offers them; the core names seats added or switched, and judges the names and options when
// the table starts. Every call to the core is awaited in a task.

import CardaviaKit
import SwiftUI

@MainActor
struct SetupView: View {
    let model: AppModel
    let game: GameId
    /// Called once the table is open (the navigation goes back home under it).
    let started: () -> Void
    @State private var draft: SetupDraft?

    var body: some View {
        Form {
            if let draft {
                seatsSection(draft)
                optionsSection(draft)
                Section {
                    Button {
                        Task {
                            if await model.start(draft) { started() }
                        }
                    } label: {
                        Text(model.text("shell-start"))
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(model.isBusy)
                }
                if let message = model.message {
                    Section {
                        Text(message).foregroundStyle(.red)
                    }
                }
            }
        }
        .navigationTitle(model.text("shell-setup-title", ["game": .text(value: model.game(game)?.name ?? "")]))
        .navigationBarTitleDisplayMode(.inline)
        .overlay {
            if draft == nil { ProgressView() }
        }
        .task {
            if draft == nil { draft = await model.setup(for: game) }
        }
    }

    private func seatsSection(_ draft: SetupDraft) -> some View {
        Section {
            ForEach(draft.seats.indices, id: \.self) { index in
                SeatRow(
                    seat: draft.seats[index],
                    levels: draft.screen.levels,
                    text: model.text,
                    canRemove: draft.canRemoveSeat,
                    rename: { self.draft?.rename($0, at: index) },
                    setLevel: { level in
                        Task {
                            if let current = self.draft {
                                self.draft = await current.switchingSeat(at: index, to: level)
                            }
                        }
                    },
                    remove: { self.draft?.removeSeat(at: index) })
            }
            if draft.canAddSeat {
                Button(model.text("shell-add-seat")) {
                    Task {
                        if let current = self.draft { self.draft = await current.addingSeat() }
                    }
                }
            }
        } header: {
            Text(model.text("shell-seats"))
        } footer: {
            if let note = draft.note {
                Text(note)
            }
        }
    }

    private func optionsSection(_ draft: SetupDraft) -> some View {
        Section {
            ForEach(draft.screen.fields.indices, id: \.self) { field in
                let options = draft.screen.fields[field]
                Picker(options.label, selection: Binding(
                    get: { Int(self.draft?.choices[field] ?? options.defaultChoice) },
                    set: { self.draft?.choose($0, forField: field) }
                )) {
                    ForEach(options.choices.indices, id: \.self) { choice in
                        Text(options.choices[choice].label).tag(choice)
                    }
                }
            }
        }
    }
}

@MainActor
private struct SeatRow: View {
    let seat: SeatSetup
    let levels: [SetupLevel]
    let text: ShellText
    let canRemove: Bool
    let rename: (String) -> Void
    let setLevel: (Level?) -> Void
    let remove: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            TextField(text("shell-seat-name"), text: Binding(get: { seat.name }, set: rename))
                .textContentType(.name)
                .autocorrectionDisabled()
                .font(.body)
            HStack {
                Picker(text("shell-person"), selection: Binding(get: { seat.ai }, set: setLevel)) {
                    Text(text("shell-person")).tag(Level?.none)
                    ForEach(levels, id: \.level) { level in
                        Text("\(text("shell-bot")): \(level.label)").tag(Level?.some(level.level))
                    }
                }
                .labelsHidden()
                Spacer()
                if canRemove {
                    Button(role: .destructive, action: remove) {
                        Image(systemName: "minus.circle")
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel(text("shell-remove-seat"))
                }
            }
        }
    }
}
