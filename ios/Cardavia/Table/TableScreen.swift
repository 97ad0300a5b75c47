// The table: a view of the core's `TableView` and nothing else. The not-saved notice pinned on top
// while the view has one; the header (title, series, status, dice, the turn clock), the seats,
// then the view's panes (`TablePane`: the board or the hand-over, the settlement, the summary, a
// warned move's confirm, the moves, what happened). On an iPad or a phone on its side the board
// has the main side and the moves and what happened a column beside it (`TablePane.isSide`). The
// legend (what the symbols mean) and the game's rules open in sheets from the toolbar. Leaving
// asks first when the view says its latest change is not saved. Every touch is an intent, sent in
// a task.

import CardaviaKit
import SwiftUI

@MainActor
struct TableScreen: View {
    let model: AppModel
    let store: TableStore
    @State private var dice = DiceHaptics()
    @State private var showsRules = false
    @State private var showsLegend = false
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// An iPad (a regular width) or a phone on its side (a compact height): room for the board
    /// with the moves and what happened beside it rather than under it.
    private var wide: Bool {
        horizontalSizeClass == .regular || verticalSizeClass == .compact
    }

    var body: some View {
        NavigationStack {
            Group {
                if let view = store.view {
                    content(view)
                } else {
                    ProgressView()
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        Task { await model.requestLeave() }
                    } label: {
                        Label(model.text("shell-leave"), systemImage: "xmark")
                    }
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    // What the table's symbols mean, looked up when needed: drawn under the
                    // board it would take half a phone's table.
                    if let view = store.view, !TableLayout(view).legend.isEmpty {
                        Button {
                            showsLegend = true
                        } label: {
                            Label(model.text("shell-legend"), systemImage: "questionmark.circle")
                        }
                    }
                    Button {
                        showsRules = true
                    } label: {
                        Label(model.text("shell-rules"), systemImage: "book")
                    }
                }
            }
            .navigationBarTitleDisplayMode(.inline)
        }
        // Asked only when the view said its latest change is not saved; the words are the view's.
        .alert(
            model.text("shell-leave"),
            isPresented: Binding(get: { model.askingToLeave }, set: { asked in if !asked { model.stay() } }),
            presenting: store.view?.leaving
        ) { _ in
            Button(model.text("shell-leave-anyway"), role: .destructive) {
                Task { await model.leaveTable() }
            }
            Button(model.text("shell-stay"), role: .cancel) {
                model.stay()
            }
        } message: { leaving in
            Text(leaving.message)
        }
        .sheet(isPresented: $showsRules) {
            // The game's rules without leaving the table: a question mid-game must not end it.
            if let game = store.view?.game {
                NavigationStack {
                    RulesScreen(model: model, game: game)
                }
            }
        }
        .sheet(isPresented: $showsLegend) {
            // Half the screen at first, over the table whose symbols it explains; pulled up for
            // large text. It follows the views that arrive meanwhile.
            NavigationStack {
                ScrollView {
                    LegendList(entries: store.view.map { TableLayout($0).legend } ?? [])
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .navigationTitle(model.text("shell-legend"))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(model.text("shell-dismiss")) { showsLegend = false }
                    }
                }
            }
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
        }
        .tableHaptics(store.effect, enabled: model.hapticsOn, dice: dice)
        // The screen stays on while a table is open (the phone lies on the table between turns),
        // and sleeps as usual once it is left.
        .onAppear { UIApplication.shared.isIdleTimerDisabled = true }
        .onDisappear { UIApplication.shared.isIdleTimerDisabled = false }
        .onChange(of: store.announcement) { _, said in
            // VoiceOver hears whose turn it is when it moves, and what changed (bots' moves
            // included), without searching the screen.
            if let said { AccessibilityNotification.Announcement(said.text).post() }
        }
    }

    @ViewBuilder
    private func content(_ view: TableView) -> some View {
        let layout = TableLayout(view)
        let text = model.text
        Group {
            if wide && layout.handOver == nil {
                HStack(alignment: .top, spacing: 0) {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            TableHeader(view: view, text: text)
                            SeatsStrip(seats: view.seats, text: text)
                            panes(layout.mainPanes, layout: layout, text: text)
                        }
                        .padding()
                        .lookColors(view.look)
                    }
                    Divider()
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            panes(layout.sidePanes, layout: layout, text: text)
                        }
                        .padding()
                        .lookColors(view.look)
                    }
                    // About a third of the width: never a phone's column squeezed, never half.
                    .containerRelativeFrame(.horizontal) { length, _ in min(max(length * 0.36, 300), 440) }
                }
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        TableHeader(view: view, text: text)
                        SeatsStrip(seats: view.seats, text: text)
                        panes(layout.panes, layout: layout, text: text)
                    }
                    .padding()
                    // A hand-over on an iPad: a column of reading width in the middle.
                    .frame(maxWidth: horizontalSizeClass == .regular ? 700 : .infinity)
                    .frame(maxWidth: .infinity)
                    .lookColors(view.look)
                }
            }
        }
        .navigationTitle(view.title)
        .safeAreaInset(edge: .top) {
            // Pinned: the table scrolls under it, and the banner below cannot cover it.
            if let notice = layout.notice {
                UnsavedNotice(text: notice)
            }
        }
        .safeAreaInset(edge: .bottom) {
            if let message = store.message {
                MessageBanner(text: message, dismissLabel: model.text("shell-dismiss")) { store.dismissMessage() }
            }
        }
        .animation(.default, value: view.version)
    }

    private func panes(_ panes: [TablePane], layout: TableLayout, text: ShellText) -> some View {
        ForEach(Array(panes.enumerated()), id: \.offset) { _, pane in
            PaneView(pane: pane, layout: layout, store: store, text: text)
        }
    }
}

/// One pane of the table (`TablePane`, decided in CardaviaKit and tested there).
@MainActor
private struct PaneView: View {
    let pane: TablePane
    let layout: TableLayout
    let store: TableStore
    let text: ShellText

    var body: some View {
        switch pane {
        case let .handOver(name, prompt, confirm, others):
            HandOverPane(name: name, prompt: prompt, confirm: confirm, others: others, store: store)
        case let .board(board):
            BoardPane(board: board, layout: layout, store: store)
        case let .settlement(lines):
            SettlementList(lines: lines)
        case let .summary(summary, final):
            SummaryPane(summary: summary, final: final)
        case let .warning(warning, confirm):
            // A warned move tapped once: the view's `armed` warning after the core's mark, and
            // the move again to confirm it.
            VStack(alignment: .leading, spacing: 8) {
                Text("\(TableMarks.core.warning) \(warning)")
                    .foregroundStyle(.orange)
                if let confirm {
                    TargetButton(target: confirm, store: store) {
                        Text(confirm.label)
                            .font(.body.weight(.semibold))
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.25)))
                    }
                }
            }
            .accessibilityElement(children: .contain)
        case let .moves(moves):
            MovesRow(moves: moves, store: store, text: text)
        case let .log(lines):
            LogList(lines: lines, text: text)
        }
    }
}

/// The core's not-saved notice, until a later view says the change is saved.
@MainActor
private struct UnsavedNotice: View {
    let text: String

    var body: some View {
        Label(text, systemImage: "exclamationmark.icloud")
            .font(.callout)
            .foregroundStyle(.black)
            .padding(8)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.yellow, in: RoundedRectangle(cornerRadius: 8))
            .padding(.horizontal)
            .padding(.vertical, 4)
            // The table scrolls under it: nothing shows through around the notice.
            .background(.background)
            .accessibilityAddTraits(.updatesFrequently)
    }
}

/// What the symbols and abbreviations on this table mean, as the core explains them: the
/// legend's sheet.
@MainActor
private struct LegendList: View {
    let entries: [LegendEntry]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                GridRow {
                    Text(entry.symbol)
                        .font(.body.weight(.semibold))
                        .gridColumnAlignment(.center)
                    Text(entry.meaning)
                        .font(.body)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(entry.meaning))
            }
        }
    }
}

/// What a finished deal or round came to: every card shown, lives lost and why, captures.
@MainActor
private struct SettlementList: View {
    let lines: [String]

    var body: some View {
        if !lines.isEmpty {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    Text(line).font(.callout)
                }
            }
        }
    }
}

/// The game's own board, by game.
@MainActor
private struct BoardPane: View {
    let board: BoardView
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        switch board {
        case let .dica(board):
            DicaBoardPane(board: board, layout: layout, store: store)
        case let .dicen(board):
            DicenBoardPane(board: board, layout: layout, store: store)
        case let .ganjifa(board):
            GanjifaBoardPane(board: board, layout: layout, store: store)
        case let .gnav(board):
            GnavBoardPane(board: board, seats: layout.view.seats)
        }
    }
}

/// Series, status, dice and the turn clock.
@MainActor
private struct TableHeader: View {
    let view: TableView
    let text: ShellText

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if !view.series.label.isEmpty {
                Text(view.series.label)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Text(view.status)
                .font(.headline)
                .accessibilityAddTraits(.updatesFrequently)
            HStack(spacing: 12) {
                DiceRow(dice: view.dice)
                Spacer()
                if let due = view.effects.timeoutDueMs {
                    TurnClockLabel(dueMs: due, text: text)
                }
            }
        }
    }
}

/// The dice as die faces (numbers beyond six as numbers), read as their values.
@MainActor
struct DiceRow: View {
    let dice: [UInt32]
    @ScaledMetric(relativeTo: .title) private var size: CGFloat = 36

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Array(dice.enumerated()), id: \.offset) { _, value in
                Group {
                    if (1...6).contains(value) {
                        Image(systemName: "die.face.\(value).fill")
                            .resizable()
                            .scaledToFit()
                    } else {
                        Text("\(value)")
                            .font(.title.monospacedDigit())
                    }
                }
                .frame(width: size, height: size)
                .accessibilityLabel(Text("\(value)"))
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// The seconds left on the turn clock; the core's runtime acts when it runs out.
@MainActor
private struct TurnClockLabel: View {
    let dueMs: UInt64
    let text: ShellText

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            if let left = TurnClock.secondsLeft(dueMs: dueMs, now: context.date) {
                Label(text.timeLeft(left), systemImage: "timer")
                    .font(.callout.monospacedDigit())
                    .foregroundStyle(left <= 5 ? Color.red : Color.secondary)
            }
        }
    }
}

/// Each seat: name, whose turn and bot or person by the core's marks (the legend explains them),
/// score in the core's words, lives.
@MainActor
struct SeatsStrip: View {
    let seats: [SeatView]
    let text: ShellText

    var body: some View {
        // Every seat at once, on as many lines as they need: the whole table wants to see whose
        // turn it is and how everyone stands, and nothing runs off the edge.
        FlowLayout(spacing: 8, lineSpacing: 8) {
            ForEach(seats, id: \.seat) { seat in
                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: 4) {
                        if seat.isTurn {
                            Text(TableMarks.core.turn)
                                .foregroundStyle(Palette.seat(seat.team ?? seat.seat))
                        }
                        Text(seat.name).font(.subheadline.weight(.semibold))
                        if seat.ai != nil {
                            Text(TableMarks.core.bot)
                                .accessibilityLabel(Text(text("shell-bot-marker")))
                        }
                        if seat.holdsDevice {
                            Image(systemName: "iphone")
                        }
                    }
                    Text(seat.scoreLabel).font(.caption)
                    if let lives = seat.lives {
                        Lives(lives: lives, max: nil)
                    }
                }
                .padding(8)
                .background(
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(Palette.seat(seat.team ?? seat.seat), lineWidth: seat.isTurn ? 3 : 1))
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(seatLabel(seat)))
                .accessibilityAddTraits(seat.isTurn ? .isSelected : [])
            }
        }
    }
}

extension SeatsStrip {
    /// VoiceOver's words for a seat: name, "Bot" for a bot, the core's score words, whose turn.
    func seatLabel(_ seat: SeatView) -> String {
        var parts = [seat.name]
        if seat.ai != nil { parts.append(text("shell-bot-marker")) }
        parts.append(seat.scoreLabel)
        if seat.isTurn { parts.append(text("shell-turn-of", ["name": .text(value: seat.name)])) }
        return parts.joined(separator: ", ")
    }
}

/// Hearts for lives (and empty hearts up to `max` when known); VoiceOver reads the seat's words.
@MainActor
struct Lives: View {
    let lives: UInt8
    let max: UInt8?

    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<Int(Swift.max(lives, max ?? 0)), id: \.self) { i in
                Image(systemName: i < Int(lives) ? "heart.fill" : "heart")
                    .foregroundStyle(.red)
                    .font(.caption)
            }
        }
        .accessibilityHidden(true)
    }
}

/// The moves that are not on the board, as buttons; a refused one says why when touched.
@MainActor
struct MovesRow: View {
    let moves: [TargetView]
    let store: TableStore
    let text: ShellText

    var body: some View {
        if moves.isEmpty {
            Text(text("shell-waiting"))
                .font(.callout)
                .foregroundStyle(.secondary)
        } else {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 140), spacing: 8)], alignment: .leading, spacing: 8) {
                ForEach(moves, id: \.id) { move in
                    TargetButton(target: move, store: store) {
                        Label {
                            Text(move.label)
                        } icon: {
                            // A move the core warns about carries the core's mark.
                            if move.warning != nil {
                                Text(TableMarks.core.warning)
                            } else if move.kind == .roll {
                                Image(systemName: "dice")
                            }
                        }
                            .font(.body.weight(.semibold))
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .padding(.horizontal, 8)
                            .background(
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(move.enabled ? Color.accentColor.opacity(move.selected ? 0.35 : 0.18) : Color.gray.opacity(0.12)))
                    }
                }
            }
        }
    }
}

/// The last lines of what happened.
@MainActor
private struct LogList: View {
    let lines: [String]
    let text: ShellText

    var body: some View {
        if !lines.isEmpty {
            VStack(alignment: .leading, spacing: 4) {
                Text(text("shell-log")).font(.headline)
                ForEach(Array(lines.suffix(4).enumerated()), id: \.offset) { _, line in
                    Text(line).font(.callout).foregroundStyle(.secondary)
                }
            }
            .accessibilityElement(children: .combine)
        }
    }
}

/// Anything tappable on the table. VoiceOver reads the core's label for it; a target the rules
/// refuse now stays touchable and says why (its `whyNot`), sending nothing.
@MainActor
struct TargetButton<Content: View>: View {
    let target: TargetView?
    let store: TableStore
    @ViewBuilder let content: () -> Content

    var body: some View {
        if let target {
            Button {
                store.touch(target)
            } label: {
                content()
            }
            .buttonStyle(.plain)
            .opacity(target.enabled || target.selected ? 1 : 0.5)
            .accessibilityLabel(target.accessibility)
            // A warned move says what it costs before the first tap; a refused one says why not.
            .accessibilityHint(target.enabled ? target.warning ?? "" : target.whyNot ?? "")
            .accessibilityAddTraits(target.selected ? .isSelected : [])
        } else {
            content()
                .accessibilityElement(children: .combine)
        }
    }
}

/// Colours for seats and teams.
enum Palette {
    static let seats: [Color] = [.red, .blue, .green, .orange, .purple, .teal, .pink, .brown]

    static func seat(_ index: UInt8) -> Color {
        seats[Int(index) % seats.count]
    }
}
