import CardaviaKit
import XCTest

final class AppModelTests: XCTestCase {
    @MainActor
    func model(_ dir: URL, languages: [String] = ["en"]) async throws -> AppModel {
        await AppModel.load(try await openCore(dir, languages: languages))
    }

    /// A DICEN draft for Ann and Cas (people both).
    @MainActor
    func annAndCas(_ model: AppModel, _ game: GameId = .dicen) async throws -> SetupDraft {
        let offered = await model.setup(for: game)
        var draft = try XCTUnwrap(offered, model.message ?? "")
        draft.rename("Ann", at: 0)
        draft = await draft.switchingSeat(at: 1, to: nil)
        draft.rename("Cas", at: 1)
        return draft
    }

    @MainActor
    func testHomeListsTheFourGamesInTheDevicesLanguage() async throws {
        let model = try await AppModel.open(in: try tempDir(), languages: ["nl-BE", "en"])
        let language = await model.core.language()
        XCTAssertEqual(language, .nl)
        XCTAssertEqual(Set(model.games.map(\.id)), [.dica, .dicen, .ganjifa, .gnav])
        XCTAssertTrue(model.games.allSatisfy { !$0.name.isEmpty && !$0.blurb.isEmpty })
        XCTAssertEqual(model.saved, [])
        XCTAssertNil(model.table)
        XCTAssertFalse(model.isBusy)
        let speler = try XCTUnwrap(try coreMessages("nl")["shell-player-name"])
        XCTAssertEqual(model.you, speler.replacingOccurrences(of: "{ $n }", with: "1"), "the first seat's name is Dutch")
        XCTAssertEqual(model.game(.gnav)?.id, .gnav)
    }

    /// The first launch of `testLeavingATableListsItAndResumingReopensIt`: its model (and with
    /// it the app, the store's writer) is let go of when this returns, as a closed app's is.
    @MainActor
    func playAndLeave(_ dir: URL) async throws -> (SavedTable, [UInt32]?) {
        let model = try await model(dir)
        let started = await model.start(try await annAndCas(model))
        XCTAssertTrue(started, model.message ?? "")
        XCTAssertEqual(model.you, "Ann")
        let store = try XCTUnwrap(model.table)
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled)
        let dice = store.view?.dice
        await model.leaveTable()
        XCTAssertNil(model.table)
        XCTAssertFalse(store.isOpen)
        let saved = try XCTUnwrap(model.saved.first)
        XCTAssertEqual(model.saved.count, 1)
        XCTAssertEqual(saved.game, .dicen)
        XCTAssertEqual(saved.seats, ["Ann", "Cas"])
        XCTAssertTrue(model.resumeLabel(saved).contains(saved.summary), model.resumeLabel(saved))
        XCTAssertTrue(model.players.contains("Ann"))
        return (saved, dice)
    }

    @MainActor
    func testLeavingATableListsItAndResumingReopensIt() async throws {
        let dir = try tempDir()
        let (saved, dice) = try await playAndLeave(dir)

        // A new launch over the same folder (the first one gone, its app with it: the store's
        // writer) lists the same table, and resumes it as it was.
        let relaunched = try await self.model(dir)
        XCTAssertEqual(relaunched.saved.map(\.series), [saved.series])
        XCTAssertEqual(relaunched.you, relaunched.players.first)
        let resumed = await relaunched.resume(saved)
        XCTAssertTrue(resumed, relaunched.message ?? "")
        XCTAssertEqual(relaunched.table?.view?.dice, dice)
        await relaunched.leaveTable()
    }

    /// No unfinished table is lost or hidden behind another: every one is listed, the latest
    /// first; each resumes or is abandoned by itself.
    @MainActor
    func testEveryUnfinishedTableIsListedAndAbandonedOneByOne() async throws {
        let model = try await model(try tempDir())
        var opened = await model.start(try await annAndCas(model, .dicen))
        XCTAssertTrue(opened, model.message ?? "")
        await model.leaveTable()
        opened = await model.start(try await annAndCas(model, .dica))
        XCTAssertTrue(opened, model.message ?? "")
        await model.leaveTable()
        XCTAssertEqual(model.saved.map(\.game), [.dica, .dicen], "the latest first")

        let dica = model.saved[0]
        XCTAssertTrue(model.abandonLabel(dica).contains(dica.summary))
        let abandoned = await model.abandon(dica)
        XCTAssertTrue(abandoned, model.message ?? "")
        XCTAssertEqual(model.saved.map(\.game), [.dicen])
        let resumed = await model.resume(model.saved[0])
        XCTAssertTrue(resumed, model.message ?? "")
        XCTAssertEqual(model.table?.view?.game, .dicen)
        await model.leaveTable()
    }

    @MainActor
    func testASetupTheCoreRefusesOpensNothingAndSaysWhy() async throws {
        let model = try await model(try tempDir())
        var draft = try await annAndCas(model)
        draft.rename("Ann", at: 1)
        let started = await model.start(draft)
        XCTAssertFalse(started)
        XCTAssertNil(model.table)
        let why = try XCTUnwrap(model.message)
        XCTAssertTrue(why.contains("Ann"), why)
        model.dismissMessage()
        XCTAssertNil(model.message)
    }

    @MainActor
    func testSavedSettingsChangeTheLookAndBadOnesAreRefused() async throws {
        let model = try await model(try tempDir())
        XCTAssertTrue(ColorMatrix(model.look)?.isIdentity ?? false)
        var saved = await model.update { $0.look.temperature = 90 }
        XCTAssertTrue(saved)
        XCTAssertEqual(model.settings.look.temperature, 90)
        XCTAssertFalse(ColorMatrix(model.look)?.isIdentity ?? true)

        saved = await model.update { $0.haptics = false }
        XCTAssertTrue(saved)
        XCTAssertEqual(model.plan(for: .diceRoll), .none)
        saved = await model.update { $0.haptics = true }
        XCTAssertTrue(saved)
        XCTAssertEqual(model.plan(for: .diceRoll), .pattern(.diceRoll))

        let before = model.settings
        saved = await model.update { $0.look.contrast = 101 }
        XCTAssertFalse(saved)
        XCTAssertEqual(model.settings, before)
        XCTAssertNotNil(model.message)
    }

    @MainActor
    func testASlidersPreviewIsTheCoresLookAndSavesNothing() async throws {
        let model = try await model(try tempDir())
        let saved = model.settings
        XCTAssertEqual(model.preview(saved.look), model.look)
        var dragged = saved.look
        dragged.temperature = 90
        dragged.grain = 60
        let preview = model.preview(dragged)
        XCTAssertNotEqual(preview, model.look)
        XCTAssertFalse(ColorMatrix(preview)?.isIdentity ?? true)
        XCTAssertEqual(model.settings, saved, "a preview is not saved")
        let stored = await model.core.settings()
        XCTAssertEqual(stored, saved)

        // Once saved, the look is what the preview showed.
        let done = await model.update { $0.look = dragged }
        XCTAssertTrue(done)
        XCTAssertEqual(model.look, preview)
    }

    @MainActor
    func testChangingTheLanguageChangesTheCoresWords() async throws {
        let model = try await model(try tempDir())
        let english = await model.rules(of: .gnav).first?.title
        XCTAssertEqual(model.levels.map(\.label), ["Easy", "Normal", "Hard"])
        let timers = model.timers.map(\.label)
        let saved = await model.update { $0.language = "it" }
        XCTAssertTrue(saved)
        let language = await model.core.language()
        XCTAssertEqual(language, .it)
        let italian = await model.rules(of: .gnav).first?.title
        XCTAssertNotEqual(italian, english)
        XCTAssertEqual(model.levels.map(\.level), [.easy, .normal, .hard])
        XCTAssertNotEqual(model.levels.map(\.label), ["Easy", "Normal", "Hard"], "the levels follow the language")
        XCTAssertNotEqual(model.timers.map(\.label), timers, "the timers' labels follow the language")
        XCTAssertEqual(model.text.language, .it, "the chrome follows the language too")
        XCTAssertEqual(model.text("shell-settings"), try coreMessages("it")["shell-settings"])
    }

    @MainActor
    func testAFinishedSeriesShowsInThePlayersRecordAndChart() async throws {
        let model = try await model(try tempDir())
        await model.loadRecord(of: "Nobody")
        XCTAssertNil(model.record)
        XCTAssertNotNil(model.message)

        // Ann plays DICEN alone, one round, tapping the first thing she may each time.
        let offered = await model.setup(for: .dicen)
        var draft = try XCTUnwrap(offered)
        draft.rename("Ann", at: 0)
        draft.removeSeat(at: 1)
        let rounds = try XCTUnwrap(draft.screen.fields.firstIndex { $0.label.lowercased().contains("round") })
        let one = try XCTUnwrap(draft.screen.fields[rounds].choices.firstIndex { $0.label == "One round" })
        draft.choose(one, forField: rounds)
        let started = await model.start(draft)
        XCTAssertTrue(started, model.message ?? "")
        let store = try XCTUnwrap(model.table)
        await play(store) { $0.screen == .seriesOver }
        let over = try XCTUnwrap(store.view)
        XCTAssertEqual(over.screen, .seriesOver, over.status)
        await model.leaveTable()
        XCTAssertEqual(model.saved, [], "a finished series is not offered again")

        await model.loadRecord(of: "Ann")
        let record = try XCTUnwrap(model.record)
        let line = try XCTUnwrap(record.lines.first { $0.game == .dicen })
        XCTAssertEqual(line.shown.seriesPlayed, "1")
        XCTAssertEqual(line.shown.roundsPlayed, "1")
        XCTAssertTrue((0...1).contains(line.seriesShare), "a bar's length")
        XCTAssertFalse(line.shown.seriesPlayed.isEmpty, "the figures come written out by the core")
        // What the stats screen lists: the core's sentences, each figure with its unit and which
        // way is better (the screen writes no figure of its own).
        XCTAssertGreaterThanOrEqual(line.shown.lines.count, 3, "\(line.shown.lines)")
        XCTAssertTrue(line.shown.lines.contains { $0.contains(line.shown.averageScore) && $0.contains("better") }, "\(line.shown.lines)")
        for tally in line.shown.tallies {
            XCTAssertFalse(tally.label.isEmpty, tally.name)
            XCTAssertNotEqual(tally.label, tally.name, "a tally is shown by its label, not its key")
        }
        let chart = try XCTUnwrap(record.chart)
        XCTAssertEqual(chart.series.map(\.name), ["Ann"])
        XCTAssertFalse(chart.description.isEmpty, "VoiceOver reads the core's sentence")
        let points = ChartPoints.points(chart)
        XCTAssertEqual(points.count, 1)
        XCTAssertEqual(points.last?.value, over.seats.first?.score)
        XCTAssertEqual(points.last?.round, chart.rounds.last)
    }

    /// Ann alone at DICEN (nothing moves unless she taps), in the model's table.
    @MainActor
    func startAlone(_ model: AppModel) async throws -> TableStore {
        let offered = await model.setup(for: .dicen)
        var draft = try XCTUnwrap(offered, model.message ?? "")
        draft.rename("Ann", at: 0)
        draft.removeSeat(at: 1)
        let started = await model.start(draft)
        XCTAssertTrue(started, model.message ?? "")
        return try XCTUnwrap(model.table)
    }

    /// A roll while another program holds the store: the core cannot save it, and its view says so.
    @MainActor
    func rollNotSaved(_ store: TableStore) async throws -> TableView {
        let rolled = await store.send(.tap(target: "roll"))
        XCTAssertTrue(rolled, store.message ?? "")
        let view = try XCTUnwrap(store.view)
        XCTAssertFalse(view.dice.isEmpty, "the roll is shown")
        XCTAssertNotNil(view.unsaved, "and said not to be saved")
        XCTAssertFalse(view.leaving.saved)
        return view
    }

    @MainActor
    func testLeavingATableNotSavedAsksFirstAndStayingKeepsIt() async throws {
        let dir = try tempDir()
        let model = try await model(dir)
        let store = try await startAlone(model)
        let lock = try WriteLock(dir)
        let view = try await rollNotSaved(store)
        await model.requestLeave()
        XCTAssertTrue(model.askingToLeave, "Leave asks first")
        XCTAssertTrue(model.table === store, "and leaves nothing yet")
        XCTAssertTrue(store.isOpen)
        XCTAssertEqual(store.view?.leaving.message, view.leaving.message, "the question is the view's")
        model.stay()
        XCTAssertFalse(model.askingToLeave)
        XCTAssertTrue(model.table === store, "staying keeps the table")
        XCTAssertEqual(store.view?.dice, view.dice)

        // The other program lets go: the core saves the change on its next try, and a new view
        // says so. Leave then leaves at once.
        lock.release()
        await waitUntil(20) { store.view?.leaving.saved == true }
        XCTAssertNil(store.view?.unsaved, "saved now")
        await model.requestLeave()
        XCTAssertFalse(model.askingToLeave, "a saved table is left without asking")
        XCTAssertNil(model.table)
        XCTAssertFalse(store.isOpen)
        // Staying kept the roll until it was saved: the table comes back with it.
        let saved = try XCTUnwrap(model.saved.first)
        let resumed = await model.resume(saved)
        XCTAssertTrue(resumed, model.message ?? "")
        XCTAssertEqual(model.table?.view?.dice, view.dice)
        await model.leaveTable()
    }

    @MainActor
    func testLeavingAnywayLeavesATableNotSaved() async throws {
        let dir = try tempDir()
        let model = try await model(dir)
        let store = try await startAlone(model)
        let lock = try WriteLock(dir)
        _ = try await rollNotSaved(store)
        await model.requestLeave()
        XCTAssertTrue(model.askingToLeave)
        await model.leaveTable()
        XCTAssertFalse(model.askingToLeave, "nothing is asked any more")
        XCTAssertNil(model.table)
        XCTAssertFalse(store.isOpen, "the table is left")
        lock.release()
    }

    @MainActor
    func testTheTablesOfGamesThisVersionDoesNotKnowAreListedAfterTheSavedOnes() async throws {
        let dir = try tempDir()
        let model = try await model(dir)
        _ = try await startAlone(model)
        await model.leaveTable()
        // A newer version's game, unfinished, in the same store (as that version would leave it).
        try sqlite(dir, "INSERT INTO series (id, game, options, planned_rounds, created_ms) VALUES (50, 'chess', '{}', 0, 9);")
        XCTAssertEqual(model.kept, [], "not read yet")
        await model.refresh()
        XCTAssertEqual(model.kept.map(\.series), [50])
        let listed = try await model.core.keptTables()
        XCTAssertEqual(model.kept, listed)
        XCTAssertTrue(model.kept[0].summary.contains("chess"), model.kept[0].summary)
        XCTAssertEqual(model.saved.map(\.game), [.dicen], "the saved table is still offered")

        // A new launch lists it from the start.
        let relaunched = try await self.model(dir)
        XCTAssertEqual(relaunched.kept, listed)
    }

    /// The core's error for resuming `series` through `core`, asked directly.
    func refusal(_ core: CardaviaApp, _ series: Int64) async throws -> CardaviaError {
        do {
            let live = try await core.resumeSaved(series: series, observer: Quiet())
            live.stop()
            XCTFail("resumed")
            throw CancellationError()
        } catch let error as CardaviaError {
            return error
        }
    }

    @MainActor
    func testATableOpenInAnotherWindowIsNotResumedAndHomeSaysWhy() async throws {
        let core = try await openCore(try tempDir())
        let first = await AppModel.load(core)
        _ = try await startAlone(first)
        // A second window of the same app: its home lists the table the first has open.
        let other = await AppModel.load(core)
        let table = try XCTUnwrap(other.saved.first)
        let error = try await refusal(core, table.series)
        guard case let .Refused(kind, reason, _) = error else { return XCTFail("\(error)") }
        XCTAssertEqual(kind, "table-open")
        let resumed = await other.resume(table)
        XCTAssertFalse(resumed)
        XCTAssertNil(other.table)
        XCTAssertEqual(other.message, reason, "the core's reason")
        XCTAssertNotEqual(other.message, other.text("shell-resume-failed"))
        XCTAssertNotNil(first.table?.view, "the table stays where it is open")
        await first.leaveTable()
    }

    @MainActor
    func testASaveThatDoesNotRestoreIsNotResumedAndSaysSoInTheShellsWords() async throws {
        let dir = try tempDir()
        let model = try await model(dir)
        _ = try await startAlone(model)
        await model.leaveTable()
        let table = try XCTUnwrap(model.saved.first)
        // The save is torn after home listed it (as a failing device or another program may).
        try sqlite(dir, "UPDATE table_states SET state = 'torn' WHERE series_id = \(table.series);")
        let resumed = await model.resume(table)
        XCTAssertFalse(resumed)
        XCTAssertNil(model.table)
        XCTAssertEqual(model.message, model.text("shell-resume-failed"), "not the core's technical reason")
        XCTAssertFalse(model.saved.contains { $0.series == table.series }, "no longer offered")
    }

    /// Another Cardavia on the same store while this one has it open may only read: it is told
    /// so, lists the saved table, and resuming it is refused in the core's words (nothing played
    /// there could be saved), with no table opened.
    @MainActor
    func testATableIsNotResumedWhereAnotherCardaviaWrites() async throws {
        let dir = try tempDir()
        let first = try await model(dir)
        _ = try await startAlone(first)
        await first.leaveTable()
        let other = await AppModel.load(try await openCore(dir))
        XCTAssertNotNil(other.message, "the second Cardavia is told it only reads")
        let resumed = await other.resume(try XCTUnwrap(other.saved.first))
        XCTAssertFalse(resumed)
        XCTAssertNil(other.table)
        XCTAssertEqual(other.message, other.text("store-error-in-use"), "the core's reason")
        withExtendedLifetime(first) {}
    }
}
