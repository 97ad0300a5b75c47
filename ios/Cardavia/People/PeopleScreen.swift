// People: the group's roster as the core keeps it, each person with the core's line of how much
// and when they played. A person may be renamed (a field and Save), made the same person as
// another (pick them, read the core's sentence of what joins what, confirm) or removed (their
// records keep the name, or say "former player"; a confirmation dialog). Every change is awaited
// in a task; a refusal (a name taken, two people who played in the same series) is the core's
// sentence, shown on the screen. The list is read in a task, never while drawing.

import CardaviaKit
import SwiftUI

@MainActor
struct PeopleScreen: View {
    let model: AppModel
    @State private var renaming: RosterPerson?
    @State private var newName = ""
    @State private var merging: RosterPerson?
    @State private var removing: RosterPerson?

    var body: some View {
        List {
            if let message = model.message {
                Section {
                    Text(message).foregroundStyle(.red)
                }
            }
            if model.roster.isEmpty {
                Text(model.text("shell-roster-empty")).foregroundStyle(.secondary)
            } else {
                Section(model.text("shell-roster-known")) {
                    ForEach(model.roster, id: \.id) { person in
                        PersonRow(
                            person: person, model: model,
                            rename: {
                                newName = person.name
                                renaming = person
                            },
                            merge: { merging = person },
                            remove: { removing = person })
                    }
                }
            }
        }
        .readableWidth()
        .navigationTitle(model.text("shell-roster"))
        .task { await model.loadRoster() }
        .alert(
            model.text("shell-roster-rename"),
            isPresented: Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } }),
            presenting: renaming
        ) { person in
            TextField(model.text("shell-seat-name"), text: $newName)
                .textContentType(.name)
            Button(model.text("shell-roster-save")) {
                let name = newName
                Task { await model.rename(person, to: name) }
            }
            Button(model.text("shell-roster-cancel"), role: .cancel) {}
        }
        .sheet(item: Binding(get: { merging.map(Choosing.init) }, set: { merging = $0?.person })) { choosing in
            MergeSheet(model: model, person: choosing.person) { merging = nil }
        }
        .confirmationDialog(
            removing?.name ?? "",
            isPresented: Binding(get: { removing != nil }, set: { if !$0 { removing = nil } }),
            titleVisibility: .visible,
            presenting: removing
        ) { person in
            Button(model.text("shell-roster-remove-keep"), role: .destructive) {
                Task { await model.remove(person, keepName: true) }
            }
            Button(model.text("shell-roster-remove-anonymise"), role: .destructive) {
                Task { await model.remove(person, keepName: false) }
            }
            Button(model.text("shell-roster-cancel"), role: .cancel) {}
        }
    }
}

/// The person a sheet is about (a sheet's item is `Identifiable`).
private struct Choosing: Identifiable {
    let person: RosterPerson
    var id: Int64 { person.id }
}

/// One person: their name, the core's line, and what may be done with them.
@MainActor
private struct PersonRow: View {
    let person: RosterPerson
    let model: AppModel
    let rename: () -> Void
    let merge: () -> Void
    let remove: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(person.name).font(.headline)
            Text(person.summary).font(.callout).foregroundStyle(.secondary)
            HStack(spacing: 16) {
                Button(model.text("shell-roster-rename"), action: rename)
                if model.roster.count > 1 {
                    Button(model.text("shell-roster-merge"), action: merge)
                }
                Button(model.text("shell-roster-remove"), role: .destructive, action: remove)
            }
            .buttonStyle(.borderless)
            .font(.callout)
        }
        .padding(.vertical, 4)
        .disabled(model.isBusy)
    }
}

/// "Same person as…": the other people to pick from, then the core's sentence of what joins
/// what, and Save to merge.
@MainActor
private struct MergeSheet: View {
    let model: AppModel
    let person: RosterPerson
    let done: () -> Void
    @State private var into: RosterPerson?

    var body: some View {
        NavigationStack {
            List {
                Section(model.text("shell-roster-merge")) {
                    ForEach(model.roster.filter { $0.id != person.id }, id: \.id) { other in
                        Button {
                            into = other
                        } label: {
                            HStack {
                                Text(other.name)
                                Spacer()
                                if into?.id == other.id {
                                    Image(systemName: "checkmark").accessibilityHidden(true)
                                }
                            }
                        }
                        .accessibilityAddTraits(into?.id == other.id ? .isSelected : [])
                    }
                }
                if let into {
                    Section {
                        Text(model.mergeSentence(person, into: into))
                    }
                }
            }
            .navigationTitle(person.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(model.text("shell-roster-cancel"), action: done)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(model.text("shell-roster-save")) {
                        guard let into else { return }
                        Task {
                            await model.merge(person, into: into)
                            done()
                        }
                    }
                    .disabled(into == nil)
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
