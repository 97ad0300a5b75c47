import CardaviaKit
import Foundation
import XCTest

/// The languages, the timer values, the roll kind and the chart's meaning come from the core; the
/// Swift sources hold no copy of them, so the phones never disagree with each other or the core.
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

    /// The bots' paces are the core's, labelled by it; the one chosen is saved in the settings.
    @MainActor
    func testTheSettingsOfferTheCoresPacesAndSaveTheOneChosen() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        let paces = await model.core.botPaces()
        XCTAssertEqual(model.paces, paces)
        XCTAssertEqual(model.paces.map(\.pace), [.calm, .normal, .quick], "slowest first")
        XCTAssertEqual(Set(model.paces.map(\.label)).count, 3, "each labelled: \(model.paces)")
        XCTAssertTrue(model.paces.contains { $0.pace == model.settings.botPace }, "the saved pace is offered")
        let other = try XCTUnwrap(model.paces.first { $0.pace != model.settings.botPace })
        let saved = await model.update { $0.botPace = other.pace }
        XCTAssertTrue(saved, model.message ?? "")
        let stored = await model.core.settings()
        XCTAssertEqual(stored.botPace, other.pace)
        XCTAssertEqual(model.settings.botPace, other.pace)
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

    /// Every shell draws the same table: the table's screens draw the core's marks
    /// (`TableMarks.core`, a Ganjifa board's `marks`), never glyphs or symbol images of their own
    /// for them; the summary's rounds are the core's lines; the stats are the core's sentences, no
    /// figure composed by the screen.
    func testTheScreensDrawTheCoresMarksAndWords() throws {
        let app = repositoryRoot().appendingPathComponent("ios/Cardavia")
        func source(_ path: String) throws -> String {
            try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
        }
        let glyphs = ["⚠", "▶", "⚙", "✪", "★", "→", "✓", "◆", "⟲", "▷", "⊕", "▯"]
        // SF Symbols that stood for the marks: whose turn, a bot, a winner, a warned move, the
        // Ganjifa trump, trick, last trick and counts.
        let images = ["arrowtriangle.right.fill", "\"cpu\"", "star.fill", "exclamationmark.triangle",
                      "rectangle.portrait", "tray.full", "square.stack.3d.up", "arrow.uturn.backward"]
        for path in ["Table/TableScreen.swift", "Table/SummaryPane.swift", "Boards/GanjifaBoardPane.swift",
                     "Boards/GnavBoardPane.swift"] {
            let text = try source(path)
            // The code, without its comments (which may name a mark).
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code {
                for glyph in glyphs where line.contains(glyph) {
                    XCTFail("\(path) writes the mark \(glyph) itself: \(line)")
                }
            }
            for image in images where text.contains(image) {
                XCTFail("\(path) draws \(image) for one of the core's marks")
            }
        }
        XCTAssertTrue(try source("Table/TableScreen.swift").contains("TableMarks.core.warning"))
        XCTAssertTrue(try source("Boards/GanjifaBoardPane.swift").contains("board.marks"))
        let summary = try source("Table/SummaryPane.swift")
        XCTAssertTrue(summary.contains("row.text") && !summary.contains("row.points"), "the rounds are the core's lines")
        let stats = try source("Stats/StatsScreen.swift")
        XCTAssertTrue(stats.contains("shown.lines"), "the stats are the core's sentences")
        for figure in ["shown.seriesWon", "shown.averageScore", "shown.bestScore", "shown.currentStreak"] {
            XCTAssertFalse(stats.contains(figure), "StatsScreen composes \(figure) itself")
        }
        let gnav = try source("Boards/GnavBoardPane.swift")
        XCTAssertTrue(gnav.contains("lastDealLine") && !gnav.contains("last.cards"), "the last deal only by its label")
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
