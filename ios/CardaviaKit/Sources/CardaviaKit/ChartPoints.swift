// The core's `Chart` laid out for Swift Charts: one point per seat and round. What is plotted
// (running totals or per-round points, the axes' words, the sentence VoiceOver reads) is the
// core's; nothing is computed here but the layout.

import Foundation

/// The core's chart record, by a name SwiftUI's Charts does not use for its view too.
public typealias SeriesChart = Chart

public struct ChartPoint: Equatable, Hashable, Identifiable, Sendable {
    public var id: String { "\(series)-\(index)" }
    /// The round's place on the x axis (0-based) and its label there ("Deal 2").
    public let index: Int
    public let round: String
    /// The seat's series (0-based) and its name.
    public let series: Int
    public let name: String
    public let value: Int64
    /// The value as the core writes it, for VoiceOver.
    public let text: String
}

public enum ChartPoints {
    /// Every point of `chart`, series by series, round by round.
    public static func points(_ chart: Chart) -> [ChartPoint] {
        chart.series.enumerated().flatMap { series, line in
            line.values.enumerated().map { index, value in
                ChartPoint(
                    index: index,
                    round: chart.rounds.indices.contains(index) ? chart.rounds[index] : "",
                    series: series,
                    name: line.name,
                    value: value,
                    text: line.texts.indices.contains(index) ? line.texts[index] : "")
            }
        }
    }
}
