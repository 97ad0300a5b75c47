import CardaviaKit
import Foundation
import XCTest

/// Issue 21: the languages, the timer values, the roll kind and the chart's meaning come from the
/// core; the Swift sources hold no copy of them.
final class CoreOffersTests: XCTestCase {
    @MainActor
    func testTheSettingsOfferTheCoresLanguagesAndTimers() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        XCTAssertEqual(model.languages, languages())
        XCTAssertEqual(model.languages.map(\.tag), ["en", "nl", "es", "pt", "it"])
        XCTAssertTrue(model.languages.contains { $0.tag == "es" && $0.endonym == "Español" })
        let timers = await model.core.turnTimers()
        XCTAssertEqual(model.timers, timers)
        XCTAssertTrue(model.timers.contains { $0.seconds == nil }, "the timer can be off")
        XCTAssertTrue(model.timers.contains { $0.seconds == model.settings.turnTimerS }, "the saved timer is offered")
    }

    @MainActor
    func testTheThrowIsARollTarget() async throws {
        let core = try await openCore(try tempDir())
        for game in [GameId.dicen, .dica] {
            let store = try await openTable(core, game, people("Ann", "Bo"))
            let roll = try XCTUnwrap(store.view?.targets.first { $0.kind == .roll }, "\(game)")
            XCTAssertTrue(roll.enabled)
            store.stop()
        }
    }

    /// The app's own sources: no list of languages or timers, no roll detection by id, no game
    /// words, no chart meaning of their own.
    func testTheSwiftSourcesHoldNoCopyOfTheCoresOffers() throws {
        let ios = repositoryRoot().appendingPathComponent("ios")
        var checked = 0
        for folder in ["Cardavia", "CardaviaKit/Sources"] {
            let walker = try XCTUnwrap(FileManager.default.enumerator(at: ios.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                checked += 1
                for copy in ["hasPrefix(\"roll", "\"DICEN!\"", "\"nl\", \"es\"", "localizedString(forLanguageCode", "[nil, 10, 15",
                             "turnTimerS = 30", "BarMark", "isGenerated"] {
                    XCTAssertFalse(source.contains(copy), "\(url.lastPathComponent) holds \(copy)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testChartPointsAreTheCoresValuesAndLabels() {
        let chart = Chart(
            game: .gnav, title: "Latest series", xLabel: "Game", yLabel: "Running total", cumulative: true,
            lowerIsBetter: false, rounds: ["1", "2"],
            series: [
                ChartSeries(name: "Ann", values: [3, 5], texts: ["3", "5"]),
                ChartSeries(name: "Bo", values: [1, 4], texts: ["1", "4"]),
            ],
            description: "Running totals after 2 games: Ann 5, Bo 4.")
        let points = ChartPoints.points(chart)
        XCTAssertEqual(points.map(\.name), ["Ann", "Ann", "Bo", "Bo"])
        XCTAssertEqual(points.map(\.value), [3, 5, 1, 4])
        XCTAssertEqual(points.map(\.round), ["1", "2", "1", "2"])
        XCTAssertEqual(points.map(\.text), ["3", "5", "1", "4"])
        XCTAssertEqual(Set(points.map(\.id)).count, 4)
    }
}
