// The end of a round or of the series: the core's headline, labelled columns with each seat's
// numbers as the core wrote them (standings order, the core's winner mark beside who won), and
// the series round by round, each round the core's line (names beside figures). (What a chart of
// the series would plot is the core's to say: the stats screen draws the core's `Chart`; the
// summary draws the history rows.)

import CardaviaKit
import SwiftUI

@MainActor
struct SummaryPane: View {
    let summary: SummaryView
    let final: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(summary.title)
                .font(final ? .title.weight(.bold) : .title2.weight(.semibold))
                .accessibilityAddTraits(.isHeader)
            Text(summary.headline).font(.headline)
            // The columns side by side while they fit; with large text each seat's figures go
            // under its name, each after its column's label.
            ViewThatFits(in: .horizontal) {
                table
                stacked
            }
            ForEach(Array(summary.history.enumerated()), id: \.offset) { _, row in
                Text(row.text)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var standings: [SummaryLine] {
        summary.lines.sorted { $0.rank < $1.rank }
    }

    private func name(_ line: SummaryLine) -> some View {
        HStack(spacing: 4) {
            if line.winner {
                Text(TableMarks.core.winner).foregroundStyle(.orange)
            }
            Text(line.name).foregroundStyle(Palette.seat(line.seat))
        }
    }

    private func spoken(_ line: SummaryLine) -> Text {
        Text(line.text.isEmpty ? "\(line.name): \(line.cells.joined(separator: ", "))" : "\(line.name): \(line.text)")
    }

    private var stacked: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(standings, id: \.seat) { line in
                VStack(alignment: .leading, spacing: 2) {
                    name(line).font(.body.weight(.semibold))
                    ForEach(Array(zip(summary.columns, line.cells).enumerated()), id: \.offset) { _, pair in
                        HStack(alignment: .firstTextBaseline) {
                            Text(pair.0).foregroundStyle(.secondary)
                            Spacer()
                            Text(pair.1).monospacedDigit()
                        }
                    }
                    if !line.text.isEmpty {
                        Text(line.text).font(.caption).foregroundStyle(.secondary)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(spoken(line))
            }
        }
    }

    private var table: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
                Text("")
                ForEach(summary.columns, id: \.self) { column in
                    Text(column).font(.caption).foregroundStyle(.secondary)
                }
            }
            .accessibilityHidden(true)
            ForEach(standings, id: \.seat) { line in
                GridRow {
                    name(line)
                    ForEach(Array(line.cells.enumerated()), id: \.offset) { _, cell in
                        Text(cell).monospacedDigit()
                    }
                }
                .font(.body)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(spoken(line))
                if !line.text.isEmpty {
                    GridRow {
                        Text(line.text)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .gridCellColumns(1 + summary.columns.count)
                    }
                    .accessibilityHidden(true)
                }
            }
        }
    }
}
