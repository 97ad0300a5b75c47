// Settings: language, the look (contrast, grain, colour temperature: the core turns them into the
// colour matrix and grain shown on the sample), haptics, the turn timer, new bots' level and the
// rule assists. Each change is saved at once; the core validates it.

import CardaviaKit
import SwiftUI

@MainActor
struct SettingsScreen: View {
    let model: AppModel
    /// The sliders' values while dragging; saved when the finger lifts.
    @State private var look: LookSettings?

    private static let languages = ["en", "nl", "es", "pt", "it"]
    private static let timers: [UInt32?] = [nil, 10, 15, 20, 30, 45, 60, 90, 120]

    var body: some View {
        Form {
            Section {
                Picker(ShellText.get("term-settings-language"), selection: binding(\.language)) {
                    Text(ShellText.get("term-settings-device")).tag(String?.none)
                    ForEach(Self.languages, id: \.self) { code in
                        Text(Locale(identifier: code).localizedString(forLanguageCode: code) ?? code)
                            .tag(String?.some(code))
                    }
                }
            }
            Section {
                slider("term-settings-contrast", \.contrast)
                slider("term-settings-grain", \.grain)
                slider("term-settings-temperature", \.temperature)
                LookSample()
                    .lookColors(model.look)
                    .lookOverlay(model.look)
                    .listRowInsets(EdgeInsets())
            }
            Section {
                Toggle(ShellText.get("term-settings-haptics"), isOn: binding(\.haptics))
                Picker(ShellText.get("term-settings-timer"), selection: binding(\.turnTimerS)) {
                    ForEach(Self.timers, id: \.self) { seconds in
                        Text(seconds.map { ShellText.get("term-seconds", ["seconds": "\($0)"]) } ?? ShellText.get("term-off"))
                            .tag(seconds)
                    }
                }
                Picker(ShellText.get("term-settings-level"), selection: binding(\.aiLevel)) {
                    ForEach(model.levels, id: \.level) { level in
                        Text(level.label).tag(level.level)
                    }
                }
            }
            Section {
                Toggle(ShellText.get("term-settings-hints"), isOn: binding(\.assist.dicenHints))
                Picker(ShellText.get("term-settings-mistakes"), selection: binding(\.assist.dicaMistakes)) {
                    Text(ShellText.get("term-mistakes-count")).tag(Mistakes.count)
                    Text(ShellText.get("term-mistakes-prevent")).tag(Mistakes.prevent)
                }
            }
            if let message = model.message {
                Section {
                    Text(message).foregroundStyle(.red)
                }
            }
        }
        .navigationTitle(ShellText.get("term-home-settings"))
    }

    private func binding<T: Equatable>(_ path: WritableKeyPath<Settings, T>) -> Binding<T> {
        Binding(
            get: { model.settings[keyPath: path] },
            set: { value in model.update { $0[keyPath: path] = value } })
    }

    private func slider(_ id: String, _ path: WritableKeyPath<LookSettings, UInt8>) -> some View {
        let value = (look ?? model.settings.look)[keyPath: path]
        return VStack(alignment: .leading) {
            LabeledContent(ShellText.get(id), value: "\(value)")
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
                        model.update { $0.look = look }
                        self.look = nil
                    }
                })
            .accessibilityLabel(ShellText.get(id))
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
