// Settings: language, the look (contrast, grain, colour temperature: the core turns them into the
// colour matrix and grain shown on the sample, live while a slider moves), haptics, the turn
// timer, new bots' level and pace, and the rule assists. Each change is saved at once (awaited
// in a task); the core validates it. The languages (by their own names), the timer values ("off"
// included), the levels and the paces are the core's lists.

import CardaviaKit
import SwiftUI

@MainActor
struct SettingsScreen: View {
    let model: AppModel
    /// The sliders' values while dragging; saved when the finger lifts.
    @State private var look: LookSettings?

    var body: some View {
        Form {
            Section {
                Picker(model.text("shell-language"), selection: binding(\.language)) {
                    Text(model.text("shell-device-language")).tag(String?.none)
                    ForEach(model.languages, id: \.tag) { language in
                        Text(language.endonym).tag(String?.some(language.tag))
                    }
                }
            }
            Section(model.text("shell-look")) {
                slider("shell-contrast", \.contrast)
                slider("shell-grain", \.grain)
                slider("shell-temperature", \.temperature)
                LookSample()
                    .lookColors(sampleLook)
                    .lookOverlay(sampleLook)
                    .listRowInsets(EdgeInsets())
            }
            Section {
                Toggle(model.text("shell-haptics"), isOn: binding(\.haptics))
                Picker(model.text("shell-turn-timer"), selection: binding(\.turnTimerS)) {
                    ForEach(model.timers, id: \.seconds) { timer in
                        Text(timer.label).tag(timer.seconds)
                    }
                }
                Picker(model.text("shell-bot-level"), selection: binding(\.aiLevel)) {
                    ForEach(model.levels, id: \.level) { level in
                        Text(level.label).tag(level.level)
                    }
                }
                Picker(model.text("shell-bot-pace"), selection: binding(\.botPace)) {
                    ForEach(model.paces, id: \.pace) { pace in
                        Text(pace.label).tag(pace.pace)
                    }
                }
            }
            Section {
                Toggle(model.text("shell-dicen-hints"), isOn: binding(\.assist.dicenHints))
                Picker(model.text("shell-dica-mistakes"), selection: binding(\.assist.dicaMistakes)) {
                    Text(model.text("shell-mistakes-count")).tag(Mistakes.count)
                    Text(model.text("shell-mistakes-prevent")).tag(Mistakes.prevent)
                }
            }
            if let message = model.message {
                Section {
                    Text(message).foregroundStyle(.red)
                }
            }
        }
        .navigationTitle(model.text("shell-settings"))
    }

    /// The look on the sample: the sliders' values while one moves (not saved yet), else the
    /// saved look.
    private var sampleLook: Look {
        look.map(model.preview) ?? model.look
    }

    private func binding<T: Equatable>(_ path: WritableKeyPath<Settings, T>) -> Binding<T> {
        Binding(
            get: { model.settings[keyPath: path] },
            set: { value in Task { await model.update { $0[keyPath: path] = value } } })
    }

    private func slider(_ id: String, _ path: WritableKeyPath<LookSettings, UInt8>) -> some View {
        let value = (look ?? model.settings.look)[keyPath: path]
        return VStack(alignment: .leading) {
            LabeledContent(model.text(id), value: "\(value)")
            Slider(
                value: Binding(
                    get: { Double((look ?? model.settings.look)[keyPath: path]) },
                    set: { new in
                        var changed = look ?? model.settings.look
                        changed[keyPath: path] = UInt8(new.rounded())
                        look = changed
                    }),
                in: 0...100, step: 1,
                onEditingChanged: { editing in
                    if !editing, let look {
                        Task {
                            await model.update { $0.look = look }
                            self.look = nil
                        }
                    }
                })
            .accessibilityLabel(model.text(id))
            .accessibilityValue("\(value)")
        }
    }
}

/// A few colours, a die and a card, to see the look on.
@MainActor
private struct LookSample: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(Palette.seats.prefix(6), id: \.self) { colour in
                colour
            }
            Image(systemName: "die.face.5.fill")
                .font(.largeTitle)
                .padding(.horizontal)
            Text("12a ★")
                .font(.headline)
                .padding()
        }
        .frame(minHeight: 64)
        .accessibilityHidden(true)
    }
}
