import CardaviaKit
import XCTest

final class AppModelTests: XCTestCase {
    @MainActor
    func model(_ dir: URL, languages: [String] = ["en"]) throws -> AppModel {
        let model = AppModel(core: try openCore(dir, languages: languages))
        return model
    }

    @MainActor
    func testHomeListsTheFourGamesInTheDevicesLanguage() async throws {
        let model = try AppModel.open(in: try tempDir(), languages: ["nl-BE", "en"])
        XCTAssertEqual(model.core.language(), .nl)
        XCTAssertEqual(Set(model.games.map(\.id)), [.dica, .dicen, .ganjifa, .gnav])
        XCTAssertTrue(model.games.allSatisfy { !$0.name.isEmpty && !$0.blurb.isEmpty })
        XCTAssertNil(model.resume)
        XCTAssertNil(model.table)
        let speler = try XCTUnwrap(try coreMessages("nl")["shell-player-name"])
        XCTAssertEqual(model.you, speler.replacingOccurrences(of: "{ $n }", with: "1"), "the first seat's name is Dutch")
        XCTAssertEqual(model.game(.gnav)?.id, .gnav)
    }

    @MainActor
    func testLeavingATableOffersToResumeItAndResumingReopensIt() async throws {
        let dir = try tempDir()
        let model = try model(dir)
        var draft = try XCTUnwrap(model.setup(for: .dicen))
        draft.rename("Ann", at: 0)
        draft.setLevel(nil, at: 1)
        draft.rename("Cas", at: 1)
        XCTAssertTrue(model.start(draft))
        XCTAssertEqual(model.you, "Ann")
        XCTAssertNil(model.resume, "no offer while the table is in play")
        let store = try XCTUnwrap(model.table)
        XCTAssertTrue(store.send(.roll))
        let dice = store.view?.dice
        model.leaveTable()
        XCTAssertNil(model.table)
        XCTAssertFalse(store.isOpen)
        XCTAssertEqual(model.resume, ResumeOffer(game: .dicen, names: ["Ann", "Cas"]))
        XCTAssertEqual(model.resumeTitle, "Resume DICEN with Ann, Cas")
        XCTAssertTrue(model.players.contains("Ann"))

        // A new launch over the same folder offers the same table, and resumes it as it was.
        let relaunched = try self.model(dir)
        XCTAssertEqual(relaunched.resume?.game, .dicen)
        XCTAssertEqual(relaunched.you, relaunched.players.first)
        XCTAssertTrue(relaunched.resumeTable())
        XCTAssertEqual(relaunched.table?.view?.dice, dice)
        XCTAssertNil(relaunched.resume)
        relaunched.leaveTable()
    }

    @MainActor
    func testASetupTheCoreRefusesOpensNothingAndSaysWhy() async throws {
        let model = try model(try tempDir())
        var draft = try XCTUnwrap(model.setup(for: .dicen))
        draft.rename("Ann", at: 0)
        draft.rename("Ann", at: 1)
        XCTAssertFalse(model.start(draft))
        XCTAssertNil(model.table)
        let why = try XCTUnwrap(model.message)
        XCTAssertTrue(why.contains("Ann"), why)
        model.dismissMessage()
        XCTAssertNil(model.message)
    }

    @MainActor
    func testSavedSettingsChangeTheLookAndBadOnesAreRefused() async throws {
        let model = try model(try tempDir())
        XCTAssertTrue(ColorMatrix(model.look)?.isIdentity ?? false)
        XCTAssertTrue(model.update { $0.look.temperature = 90 })
        XCTAssertEqual(model.settings.look.temperature, 90)
        XCTAssertFalse(ColorMatrix(model.look)?.isIdentity ?? true)

        XCTAssertTrue(model.update { $0.haptics = false })
        XCTAssertEqual(model.plan(for: .diceRoll), .none)
        XCTAssertTrue(model.update { $0.haptics = true })
        XCTAssertEqual(model.plan(for: .diceRoll), .pattern(.diceRoll))

        let before = model.settings
        XCTAssertFalse(model.update { $0.look.contrast = 101 })
        XCTAssertEqual(model.settings, before)
        XCTAssertNotNil(model.message)
    }

    @MainActor
    func testASlidersPreviewIsTheCoresLookAndSavesNothing() async throws {
        let model = try model(try tempDir())
        let saved = model.settings
        XCTAssertEqual(model.preview(saved.look), model.look)
        var dragged = saved.look
        dragged.temperature = 90
        dragged.grain = 60
        let preview = model.preview(dragged)
        XCTAssertNotEqual(preview, model.look)
        XCTAssertFalse(ColorMatrix(preview)?.isIdentity ?? true)
        XCTAssertEqual(model.settings, saved, "a preview is not saved")
        XCTAssertEqual(model.core.settings(), saved)

        // Once saved, the look is what the preview showed.
        XCTAssertTrue(model.update { $0.look = dragged })
        XCTAssertEqual(model.look, preview)
    }

    @MainActor
    func testChangingTheLanguageChangesTheCoresWords() async throws {
        let model = try model(try tempDir())
        let english = model.rules(of: .gnav).first?.title
        XCTAssertEqual(model.levels.map(\.label), ["Easy", "Normal", "Hard"])
        XCTAssertTrue(model.update { $0.language = "it" })
        XCTAssertEqual(model.core.language(), .it)
        XCTAssertNotEqual(model.rules(of: .gnav).first?.title, english)
        XCTAssertEqual(model.levels.map(\.level), [.easy, .normal, .hard])
        XCTAssertNotEqual(model.levels.map(\.label), ["Easy", "Normal", "Hard"], "the levels follow the language")
        XCTAssertEqual(model.text.language, .it, "the chrome follows the language too")
        XCTAssertEqual(model.text("shell-settings"), try coreMessages("it")["shell-settings"])
    }

    @MainActor
    func testAFinishedSeriesShowsInThePlayersRecordAndChart() async throws {
        let model = try model(try tempDir())
        XCTAssertNil(model.record(of: "Nobody"))
        XCTAssertNotNil(model.message)

        // Ann plays DICEN alone, one round, tapping the first thing she may each time.
        var draft = try XCTUnwrap(model.setup(for: .dicen))
        draft.rename("Ann", at: 0)
        draft.removeSeat(at: 1)
        let rounds = try XCTUnwrap(draft.screen.fields.firstIndex { $0.label.lowercased().contains("round") })
        let one = try XCTUnwrap(draft.screen.fields[rounds].choices.firstIndex { $0.label == "One round" })
        draft.choose(one, forField: rounds)
        XCTAssertTrue(model.start(draft), model.message ?? "")
        let store = try XCTUnwrap(model.table)
        for _ in 0..<400 {
            guard let view = store.view, view.screen != .seriesOver else { break }
            guard let next = view.targets.first(where: { $0.enabled && !$0.selected }) else { break }
            store.press(next)
        }
        let over = try XCTUnwrap(store.view)
        XCTAssertEqual(over.screen, .seriesOver, over.status)
        model.leaveTable()
        XCTAssertNil(model.resume, "a finished series is not offered again")

        let record = try XCTUnwrap(model.record(of: "Ann"))
        let line = try XCTUnwrap(record.lines.first { $0.game == .dicen })
        XCTAssertEqual(line.seriesPlayed, 1)
        XCTAssertEqual(line.roundsPlayed, 1)
        let progression = try XCTUnwrap(record.progression)
        XCTAssertEqual(progression.names, ["Ann"])
        XCTAssertFalse(line.tallies.isEmpty)
        for tally in line.tallies {
            XCTAssertFalse(tally.label.isEmpty, tally.name)
            XCTAssertNotEqual(tally.label, tally.name, "a tally is shown by its label, not its key")
        }
        let points = ChartSeries.points(progression)
        XCTAssertEqual(points.map(\.round), [1])
        XCTAssertEqual(points.last?.value, over.seats.first?.score)
    }
}
