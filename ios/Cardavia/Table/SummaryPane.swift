// The end of a round or of the series: each seat's line in the core's words, the winners
// starred, and the round-by-round points as a chart.

import CardaviaKit
import Charts
import SwiftUI

@MainActor
struct SummaryPane: View {
    let summary: SummaryView
    let final: Bool
    let text: ShellText

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(summary.title)
                .font(final ? .title.weight(.bold) : .title2.weight(.semibold))
                .accessibilityAddTraits(.isHeader)
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow {
                    Text("")
                    Text(text("shell-points")).font(.caption).foregroundStyle(.secondary)
                    Text(text("shell-total")).font(.caption).foregroundStyle(.secondary)
                }
                .accessibilityHidden(true)
                ForEach(summary.lines, id: \.seat) { line in
                    GridRow {
                        HStack(spacing: 4) {
                            if line.winner {
                                Image(systemName: "star.fill").foregroundStyle(.yellow)
                            }
                            Text(line.name).foregroundStyle(Palette.seat(line.seat))
                        }
                        Text("\(line.points)").monospacedDigit()
                        Text("\(line.total)").monospacedDigit().fontWeight(.semibold)
                    }
                    .font(.body)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(line.text.isEmpty ? "\(line.name): \(line.points), \(line.total)" : "\(line.name): \(line.text)"))
                    if !line.text.isEmpty {
                        GridRow {
                            Text(line.text)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .gridCellColumns(3)
                        }
                        .accessibilityHidden(true)
                    }
                }
            }
            if summary.progression.count > 1 {
                Chart(ChartSeries.points(summary)) { point in
                    BarMark(
                        x: .value(text("shell-round"), "\(point.round)"),
                        y: .value(text("shell-points"), Int(point.value)))
                    .foregroundStyle(by: .value(text("shell-players"), point.name))
                    .position(by: .value(text("shell-players"), point.name))
                }
                .frame(minHeight: 180)
            }
        }
    }
}
