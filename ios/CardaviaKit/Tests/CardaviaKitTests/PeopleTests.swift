import CardaviaKit
import Foundation
import XCTest

/// The group's roster, the set-up's known people and the stats' export, through the app model
/// against the real core.
final class PeopleTests: XCTestCase {
    /// A DICEN series of `names` (people all), started and left: they are on the roster.
    @MainActor
    func played(_ model: AppModel, _ names: String...) async throws {
        let offered = await model.setup(for: .dicen)
        var draft = try XCTUnwrap(offered, model.message ?? "")
        while draft.seats.count > 1 { draft.removeSeat(at: draft.seats.count - 1) }
        draft = await draft.switchingSeat(at: 0, to: nil)
        draft.rename(names[0], at: 0)
        for (i, name) in names.enumerated().dropFirst() {
            draft = await draft.addingSeat()
            draft = await draft.switchingSeat(at: i, to: nil)
            draft.rename(name, at: i)
        }
        XCTAssertEqual(draft.seats.map(\.name), names)
        let started = await model.start(draft)
        XCTAssertTrue(started, model.message ?? "")
        await model.leaveTable()
    }

    @MainActor
    func testThePeopleAreRenamedMergedAndRemovedThroughTheCore() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        await model.loadRoster()
        XCTAssertEqual(model.roster, [], "nobody yet")
        try await played(model, "Ann", "Cas")
        try await played(model, "Bea")
        await model.loadRoster()
        let listed = try await model.core.roster()
        XCTAssertEqual(model.roster, listed)
        XCTAssertEqual(Set(model.roster.map(\.name)), ["Ann", "Bea", "Cas"])
        XCTAssertTrue(model.roster.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("{") }, "\(model.roster)")
        func person(_ name: String) throws -> RosterPerson { try XCTUnwrap(model.roster.first { $0.name == name }, name) }

        // Bea is renamed; a name taken is refused in the core's words.
        let renamed = await model.rename(try person("Bea"), to: "Bea Rose")
        XCTAssertTrue(renamed, model.message ?? "")
        XCTAssertNil(model.message)
        XCTAssertEqual(Set(model.roster.map(\.name)), ["Ann", "Bea Rose", "Cas"])
        let stored = try await model.core.roster()
        XCTAssertEqual(model.roster, stored)
        let taken = await model.rename(try person("Cas"), to: "Ann")
        XCTAssertFalse(taken)
        XCTAssertFalse((model.message ?? "").isEmpty, "the core says why")
        XCTAssertEqual(Set(model.roster.map(\.name)), ["Ann", "Bea Rose", "Cas"], "nobody renamed")

        // Cas and Ann played in the same series: two people, not one. The refusal is the core's.
        let ann = try person("Ann")
        let cas = try person("Cas")
        XCTAssertEqual(model.mergeSentence(cas, into: ann), model.text("shell-roster-merge-into", ["from": .text(value: "Cas"), "into": .text(value: "Ann")]))
        XCTAssertTrue(model.mergeSentence(cas, into: ann).contains("Cas") && model.mergeSentence(cas, into: ann).contains("Ann"))
        let refused = await model.merge(cas, into: ann)
        XCTAssertFalse(refused)
        let why = try XCTUnwrap(model.message)
        XCTAssertTrue(why.contains("Cas") && why.contains("Ann"), why)
        XCTAssertEqual(model.roster.count, 3)

        // Bea Rose is Ann: her series joins Ann's.
        let merged = await model.merge(try person("Bea Rose"), into: ann)
        XCTAssertTrue(merged, model.message ?? "")
        XCTAssertEqual(Set(model.roster.map(\.name)), ["Ann", "Cas"])
        XCTAssertNotEqual(try person("Ann").summary, ann.summary, "Ann has two series now")
        XCTAssertFalse(model.players.contains("Bea Rose"), "the stats no longer list her apart")

        // Cas leaves, anonymised; Ann leaves, her name kept in the records.
        let anonymised = await model.remove(cas, keepName: false)
        XCTAssertTrue(anonymised, model.message ?? "")
        XCTAssertEqual(model.roster.map(\.name), ["Ann"])
        XCTAssertFalse(model.players.contains("Cas"), "the records no longer name Cas")
        let kept = await model.remove(ann, keepName: true)
        XCTAssertTrue(kept, model.message ?? "")
        XCTAssertEqual(model.roster, [])
    }

    @MainActor
    func testTheSetUpOffersTheKnownPeopleNotAtTheTable() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        try await played(model, "Bea")
        try await played(model, "Cas")
        let offered = await model.setup(for: .dicen)
        var draft = try XCTUnwrap(offered)
        XCTAssertEqual(draft.seats.map(\.name), ["Cas"], "the game's last line-up")
        XCTAssertEqual(Set(draft.screen.people), ["Cas", "Bea"], "the core's list")
        XCTAssertEqual(draft.knownPeople(forSeat: 0), ["Bea"], "Cas is at the table already")
        draft.rename("Bea", at: 0)
        XCTAssertEqual(draft.knownPeople(forSeat: 0), ["Cas"])
        draft = await draft.addingSeat()
        XCTAssertNotNil(draft.seats[1].ai, "a bot")
        XCTAssertEqual(draft.knownPeople(forSeat: 1), [], "a bot's seat takes no person's name")
        XCTAssertEqual(draft.knownPeople(forSeat: 9), [])
    }

    @MainActor
    func testTheStatsExportIsTheCoresTextInAFileForTheShareSheet() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        try await played(model, "Ann")
        let folder = try tempDir().appendingPathComponent("exports")
        let csvURL = await model.exportStats(.csv, in: folder)
        let csv = try XCTUnwrap(csvURL, model.message ?? "")
        let core = try await model.core.exportStats(format: .csv)
        XCTAssertEqual(csv.lastPathComponent, core.fileName)
        XCTAssertTrue(core.mimeType.contains("csv"), core.mimeType)
        XCTAssertEqual(try String(contentsOf: csv, encoding: .utf8), core.text)
        XCTAssertTrue(core.text.contains("\n"), "a header and rows")
        let jsonURL = await model.exportStats(.json, in: folder)
        let json = try XCTUnwrap(jsonURL)
        XCTAssertTrue(json.lastPathComponent.hasSuffix(".json"), json.lastPathComponent)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: try Data(contentsOf: json)))
    }

    /// The export's buttons are the core's formats, worded by the core, one per format.
    @MainActor
    func testEveryExportFormatIsLabelledByTheCore() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        let offered = await model.core.exportFormats()
        XCTAssertEqual(model.exports, offered)
        XCTAssertEqual(offered.map(\.format), [.csv, .json])
        XCTAssertEqual(offered.map(\.label), ["shell-export-csv", "shell-export-json"].map { model.text($0) })
    }
}
