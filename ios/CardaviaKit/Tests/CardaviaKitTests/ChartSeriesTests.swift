import CardaviaKit
import XCTest

final class ChartSeriesTests: XCTestCase {
    func testOnePointPerSeatAndRoundWithTheCoresValues() {
        let points = ChartSeries.points([[3, -1], [0, 7]], names: ["Ann", ""])
        XCTAssertEqual(points, [
            ChartPoint(round: 1, seat: 0, name: "Ann", value: 3),
            ChartPoint(round: 1, seat: 1, name: "#2", value: -1),
            ChartPoint(round: 2, seat: 0, name: "Ann", value: 0),
            ChartPoint(round: 2, seat: 1, name: "#2", value: 7),
        ])
        XCTAssertEqual(Set(points.map(\.id)).count, 4)
    }

    func testASummaryNamesSeatsByItsLinesInAnyOrder() {
        let summary = SummaryView(
            title: "Round 1",
            headline: "Round 1: Bo wins.",
            columns: ["This round", "Total", "Rounds won"],
            lines: [
                SummaryLine(
                    seat: 1, name: "Bo", points: 5, total: 5, winner: true, text: "",
                    roundsWon: 1, rank: 1, cells: ["5", "5", "1"]),
                SummaryLine(
                    seat: 0, name: "Ann", points: 2, total: 2, winner: false, text: "",
                    roundsWon: 0, rank: 2, cells: ["2", "2", "0"]),
            ],
            history: [HistoryRow(label: "Round 1", points: ["2", "5"], winners: [1])],
            progression: [[2, 5]])
        XCTAssertEqual(ChartSeries.points(summary).map(\.name), ["Ann", "Bo"])
        XCTAssertEqual(ChartSeries.points(summary).map(\.value), [2, 5])
    }

    func testAStoredSeriesTakesTheCoresSeatNames() {
        let progression = Progression(game: .dicen, names: ["Ann", "Bot 1"], totals: [[1, 2]])
        XCTAssertEqual(ChartSeries.points(progression).map(\.name), ["Ann", "Bot 1"])
    }
}
