// Stats: the players on record; for the chosen one, their record in each game they played and
// the running totals of their latest series as a chart (Swift Charts). All numbers are the core's.

import CardaviaKit
import Charts
import SwiftUI

@MainActor
struct StatsScreen: View {
    let model: AppModel
    @State private var chosen: String?

    var body: some View {
        List {
            if model.players.isEmpty {
                Text(model.text("shell-no-results")).foregroundStyle(.secondary)
            } else {
                Section(model.text("shell-players")) {
                    Picker(model.text("shell-players"), selection: $chosen) {
                        ForEach(model.players, id: \.self) { name in
                            Text(name).tag(String?.some(name))
                        }
                    }
                    .pickerStyle(.menu)
                }
                if let name = chosen, let record = model.record(of: name) {
                    RecordSections(model: model, record: record)
                }
            }
        }
        .navigationTitle(model.text("shell-results"))
        .onAppear {
            model.refresh()
            if chosen == nil { chosen = model.players.first }
        }
    }
}

@MainActor
private struct RecordSections: View {
    let model: AppModel
    let record: PlayerRecord

    var body: some View {
        if record.lines.isEmpty {
            Section {
                Text(model.text("shell-no-results")).foregroundStyle(.secondary)
            }
        }
        ForEach(record.lines, id: \.game) { line in
            Section(model.game(line.game)?.name ?? "") {
                LabeledContent(model.text("shell-series-won"), value: seriesWon(line))
                LabeledContent(model.text("shell-rounds-won"), value: "\(line.roundsWon) / \(line.roundsPlayed)")
                // The core writes the numbers the language's way ("24,0" in Spanish).
                if line.averageScore != nil {
                    LabeledContent(model.text("shell-average"), value: line.averageScoreText)
                }
                if line.bestScore != nil {
                    LabeledContent(model.text("shell-best"), value: line.bestScoreText)
                }
                LabeledContent(model.text("shell-streak"), value: "\(line.currentStreak) (\(line.longestStreak))")
                ForEach(line.tallies, id: \.name) { tally in
                    LabeledContent(tally.label, value: tally.valueText)
                }
            }
        }
        Section(model.text("shell-latest-series")) {
            chart
        }
    }

    private func seriesWon(_ line: StatsLine) -> String {
        let count = "\(line.seriesWon) / \(line.seriesPlayed)"
        guard line.winRate != nil else { return count }
        return "\(count) (\(line.winRateText))"
    }

    @ViewBuilder
    private var chart: some View {
        if let progression = record.progression, !progression.totals.isEmpty {
            Chart(ChartSeries.points(progression)) { point in
                LineMark(
                    x: .value(model.text("shell-round"), point.round),
                    y: .value(model.text("shell-total"), Int(point.value)))
                .foregroundStyle(by: .value(model.text("shell-players"), point.name))
                PointMark(
                    x: .value(model.text("shell-round"), point.round),
                    y: .value(model.text("shell-total"), Int(point.value)))
                .foregroundStyle(by: .value(model.text("shell-players"), point.name))
            }
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: min(progression.totals.count, 10)))
            }
            .frame(minHeight: 220)
            .lookColors(model.look)
        } else {
            Text(model.text("shell-no-rounds")).foregroundStyle(.secondary)
        }
    }
}
