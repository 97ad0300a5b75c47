// Set-up: the seats (a person by name, or a bot at a level) and the game's options, all as the
// core offers them; the core names seats added or switched, and judges the names and options when
// the table starts. Where a seat cannot be added or removed, the control is disabled and the
// core's sentence says why (Gnav: exactly four seats, rule K1); a seat just added takes the focus,
// scrolled into sight, to be named; each option has the core's description under it. Under the
// person seat whose name is being edited, the known people not at the table yet (the core's list)
// are offered as buttons that fill the name. Every call to the core is awaited in a task.

import CardaviaKit
import SwiftUI

@MainActor
struct SetupView: View {
    let model: AppModel
    let game: GameId
    /// Called once the table is open (the navigation goes back home under it).
    let started: () -> Void
    @State private var draft: SetupDraft?
    /// The seat whose name field has the focus (the one just added).
    @FocusState private var focusedSeat: Int?
    /// The seat whose name was last being edited: the known people are offered under it.
    @State private var naming: Int?

    var body: some View {
        ScrollViewReader { proxy in
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
            .readableWidth()
            .onChange(of: focusedSeat) { _, seat in
                if let seat { naming = seat }
            }
            .onChange(of: draft?.newSeat) { _, seat in
                // Lands on the seat just added: in sight, its name ready to type.
                guard let seat else { return }
                withAnimation { proxy.scrollTo(seat, anchor: .center) }
                focusedSeat = seat
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
                    index: index,
                    known: naming == index ? draft.knownPeople(forSeat: index) : [],
                    knownTitle: model.text("shell-roster-known"),
                    focus: $focusedSeat,
                    rename: { self.draft?.rename($0, at: index) },
                    setLevel: { level in
                        Task {
                            if let current = self.draft {
                                self.draft = await current.switchingSeat(at: index, to: level)
                            }
                        }
                    },
                    remove: { self.draft?.removeSeat(at: index) })
                .id(index)
            }
            // At the game's most seats the control stays, disabled: the core's sentence says why.
            Button(model.text("shell-add-seat")) {
                Task {
                    if let current = self.draft { self.draft = await current.addingSeat() }
                }
            }
            .disabled(!draft.canAddSeat)
        } header: {
            Text(model.text("shell-seats"))
        } footer: {
            VStack(alignment: .leading, spacing: 6) {
                if let limit = draft.seatLimit {
                    Text(limit)
                }
                if let note = draft.note {
                    Text(note)
                }
            }
        }
    }

    private func optionsSection(_ draft: SetupDraft) -> some View {
        Section {
            ForEach(draft.screen.fields.indices, id: \.self) { field in
                let options = draft.screen.fields[field]
                VStack(alignment: .leading, spacing: 4) {
                    Picker(options.label, selection: Binding(
                        get: { Int(self.draft?.choices[field] ?? options.defaultChoice) },
                        set: { self.draft?.choose($0, forField: field) }
                    )) {
                        ForEach(options.choices.indices, id: \.self) { choice in
                            Text(options.choices[choice].label).tag(choice)
                        }
                    }
                    // What the option does (a DICEN variant with its rule number), as the core says.
                    if let description = options.description {
                        Text(description)
                            .font(.caption)
                            .foregroundStyle(.secondary)
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
    let index: Int
    /// The known people to offer for this seat's name (while it is edited), and their heading.
    let known: [String]
    let knownTitle: String
    var focus: FocusState<Int?>.Binding
    let rename: (String) -> Void
    let setLevel: (Level?) -> Void
    let remove: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            TextField(text("shell-seat-name"), text: Binding(get: { seat.name }, set: rename))
                .textContentType(.name)
                .autocorrectionDisabled()
                .font(.body)
                .focused(focus, equals: index)
            if !known.isEmpty {
                Text(knownTitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(known, id: \.self) { name in
                            Button(name) { rename(name) }
                                .buttonStyle(.bordered)
                                .buttonBorderShape(.capsule)
                        }
                    }
                }
            }
            HStack {
                Picker(text("shell-person"), selection: Binding(get: { seat.ai }, set: setLevel)) {
                    Text(text("shell-person")).tag(Level?.none)
                    ForEach(levels, id: \.level) { level in
                        Text("\(text("shell-bot")): \(level.label)").tag(Level?.some(level.level))
                    }
                }
                .labelsHidden()
                Spacer()
                // At the game's fewest seats: disabled, the core's sentence under the seats says why.
                Button(role: .destructive, action: remove) {
                    Image(systemName: "minus.circle")
                }
                .buttonStyle(.borderless)
                .disabled(!canRemove)
                .accessibilityLabel(text("shell-remove-seat"))
            }
        }
    }
}
