// Stats: the players on record; for the chosen one, their record in each game they played (the
// core's sentences, each figure with what it counts, its unit and which way is better: the screen
// writes no figure of its own) and the core's chart of their latest series (Swift Charts); what
// the chart plots, its axes and the sentence VoiceOver reads are the core's `Chart`. The record
// is loaded in a task when the choice changes, never while drawing. "Export stats" shares every
// person's statistics (CSV or JSON, the core's text, written to a file when the share sheet asks
// for it) through the system's share sheet.

import CardaviaKit
import Charts
import CoreTransferable
import SwiftUI
import UniformTypeIdentifiers

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
                if let record = model.record, record.name == chosen {
                    RecordSections(model: model, record: record)
                } else if chosen != nil {
                    ProgressView()
                }
            }
            Section(model.text("shell-export")) {
                ForEach(model.exports, id: \.format) { choice in
                    ShareLink(
                        item: StatsFile(model: model, format: choice.format),
                        preview: SharePreview(choice.label)
                    ) {
                        Label(choice.label, systemImage: "square.and.arrow.up")
                    }
                }
            }
        }
        .navigationTitle(model.text("shell-results"))
        .task {
            await model.refresh()
            if chosen == nil { chosen = model.players.first }
        }
        .task(id: chosen) {
            if let chosen { await model.loadRecord(of: chosen) }
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
                ForEach(Array(line.shown.lines.enumerated()), id: \.offset) { _, sentence in
                    Text(sentence)
                }
            }
        }
        chartSection
    }

    @ViewBuilder
    private var chartSection: some View {
        if let chart = record.chart, !chart.rounds.isEmpty {
            Section(chart.title) {
                CoreChart(chart: chart, look: model.look)
            }
        } else {
            Section(model.text("shell-latest-series")) {
                Text(model.text("shell-no-rounds")).foregroundStyle(.secondary)
            }
        }
    }
}

/// The core's chart: one line per seat over the rounds, as the core says (`cumulative`: running
/// totals, so lines). VoiceOver reads the core's one-sentence description.
@MainActor
private struct CoreChart: View {
    let chart: SeriesChart
    let look: Look

    var body: some View {
        Charts.Chart(ChartPoints.points(chart)) { point in
            LineMark(
                x: .value(chart.xLabel, point.round),
                y: .value(chart.yLabel, Int(point.value)))
            .foregroundStyle(by: .value(chart.title, point.name))
            PointMark(
                x: .value(chart.xLabel, point.round),
                y: .value(chart.yLabel, Int(point.value)))
            .foregroundStyle(by: .value(chart.title, point.name))
        }
        .chartXAxisLabel(chart.xLabel)
        .chartYAxisLabel(chart.yLabel)
        .frame(minHeight: 220)
        .lookColors(look)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(chart.title))
        .accessibilityValue(Text(chart.description))
    }
}

/// Every person's statistics in one format, made by the core when the share sheet asks for the
/// file (not before: the stats may change until then). A failure is the core's reason, shown in
/// the app's banner (`model.message`).
struct StatsFile: Transferable {
    let model: AppModel
    let format: ExportFormat

    struct Failed: Error {}

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .commaSeparatedText) { file in
            SentTransferredFile(try await file.write())
        }
        .exportingCondition { $0.format == .csv }
        FileRepresentation(exportedContentType: .json) { file in
            SentTransferredFile(try await file.write())
        }
        .exportingCondition { $0.format == .json }
    }

    /// The core's export, written to the temporary folder by the model.
    func write() async throws -> URL {
        guard let url = await model.exportStats(format) else { throw Failed() }
        return url
    }
}
