// Chart data from the core's numbers, one point per seat and round, ready for Swift Charts.
// Nothing is computed but the layout: the values are the core's.

import Foundation

public struct ChartPoint: Equatable, Hashable, Identifiable, Sendable {
    public var id: String { "\(seat)-\(round)" }
    public let round: Int
    public let seat: Int
    public let name: String
    public let value: Int64

    public init(round: Int, seat: Int, name: String, value: Int64) {
        self.round = round
        self.seat = seat
        self.name = name
        self.value = value
    }
}

public enum ChartSeries {
    /// `rows[r][s]` is seat `s`'s value in round `r + 1` (a summary's per-round points, or a
    /// progression's running totals); `names[s]` names the seat ("#s" if the core gave none).
    public static func points(_ rows: [[Int64]], names: [String]) -> [ChartPoint] {
        rows.enumerated().flatMap { round, values in
            values.enumerated().map { seat, value in
                let name = names.indices.contains(seat) && !names[seat].isEmpty ? names[seat] : "#\(seat + 1)"
                return ChartPoint(round: round + 1, seat: seat, name: name, value: value)
            }
        }
    }

    /// The points of a round or series summary, named as its lines name the seats.
    public static func points(_ summary: SummaryView) -> [ChartPoint] {
        var names: [String] = []
        for line in summary.lines {
            let seat = Int(line.seat)
            if names.count <= seat {
                names.append(contentsOf: Array(repeating: "", count: seat + 1 - names.count))
            }
            names[seat] = line.name
        }
        return points(summary.progression, names: names)
    }

    /// The points of a stored series' progression (the core names every seat, bots too).
    public static func points(_ progression: Progression) -> [ChartPoint] {
        points(progression.totals, names: progression.names)
    }
}
