import CardaviaKit
import XCTest

final class SetupDraftTests: XCTestCase {
    func dicen() throws -> SetupDraft {
        let core = try openCore(try tempDir())
        return SetupDraft(try core.setupScreen(game: .dicen, you: "Ann"), text: ShellText(core))
    }

    func testStartsFromTheCoresSeatsAndDefaults() throws {
        let draft = try dicen()
        XCTAssertEqual(draft.game, .dicen)
        XCTAssertEqual(draft.seats.first, SeatSetup(name: "Ann", ai: nil))
        XCTAssertEqual(draft.seats.count, 2)
        XCTAssertEqual(draft.choices, draft.screen.fields.map(\.defaultChoice))
        XCTAssertFalse(draft.label(of: .hard).isEmpty)
        XCTAssertNil(draft.note, "DICEN has nothing to explain under its seats")
    }

    func testDiCaExplainsTeamsOfSeveralPeople() throws {
        let core = try openCore(try tempDir())
        let draft = SetupDraft(try core.setupScreen(game: .dica, you: "Ann"), text: ShellText(core))
        let note = try XCTUnwrap(draft.note)
        XCTAssertTrue(note.contains(","), "the note says how to write a team's names: \(note)")
    }

    func testNewSeatsAreNamedInTheAppsLanguage() throws {
        let core = try openCore(try tempDir(), languages: ["es"])
        var draft = SetupDraft(try core.setupScreen(game: .dicen, you: "Ana"), text: ShellText(core))
        let es = try coreMessages("es")
        let bot = try XCTUnwrap(es["shell-bot-name"])
        let player = try XCTUnwrap(es["shell-player-name"])
        func firstFree(_ pattern: String) -> String {
            let taken = Set(draft.seats.map(\.name))
            return (1...).lazy.map { pattern.replacingOccurrences(of: "{ $n }", with: "\($0)") }.first { !taken.contains($0) } ?? ""
        }
        let newBot = firstFree(bot)
        XCTAssertTrue(newBot.hasPrefix("IA "), newBot)
        draft.addSeat(level: .easy)
        XCTAssertEqual(draft.seats.last?.name, newBot)
        let newPerson = firstFree(player)
        XCTAssertTrue(newPerson.hasPrefix("Jugador "), newPerson)
        draft.setLevel(nil, at: draft.seats.count - 1)
        XCTAssertEqual(draft.seats.last?.name, newPerson)
    }

    func testSeatsStayWithinTheGamesBounds() throws {
        var draft = try dicen()
        while draft.canAddSeat {
            draft.addSeat(level: .easy)
        }
        XCTAssertEqual(draft.seats.count, Int(draft.screen.maxSeats))
        draft.addSeat(level: .easy)
        XCTAssertEqual(draft.seats.count, Int(draft.screen.maxSeats))
        XCTAssertEqual(Set(draft.seats.map(\.name)).count, draft.seats.count, "names are unique: \(draft.seats)")
        while draft.canRemoveSeat {
            draft.removeSeat(at: draft.seats.count - 1)
        }
        XCTAssertEqual(draft.seats.count, Int(draft.screen.minSeats))
        draft.removeSeat(at: 0)
        XCTAssertEqual(draft.seats.count, Int(draft.screen.minSeats))
        draft.removeSeat(at: 99)
        XCTAssertEqual(draft.seats.count, Int(draft.screen.minSeats))
    }

    func testANewBotTakesTheFirstFreeNumber() throws {
        var draft = try dicen()
        XCTAssertEqual(draft.seats[1].name, "Bot 1")
        draft.addSeat(level: .hard)
        XCTAssertEqual(draft.seats.last, SeatSetup(name: "Bot 2", ai: .hard))
        draft.removeSeat(at: 1)
        draft.addSeat(level: .normal)
        XCTAssertEqual(draft.seats.last?.name, "Bot 1")
    }

    func testTurningABotIntoAPersonRenamesOnlyGeneratedNames() throws {
        var draft = try dicen()
        draft.setLevel(nil, at: 1)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Player 1", ai: nil))
        draft.setLevel(.easy, at: 1)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Bot 1", ai: .easy))
        draft.rename("Bo", at: 1)
        draft.setLevel(nil, at: 1)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Bo", ai: nil))
        draft.setLevel(.hard, at: 0)
        XCTAssertEqual(draft.seats[0], SeatSetup(name: "Ann", ai: .hard))
    }

    func testOnlyOfferedChoicesCanBeChosen() throws {
        var draft = try dicen()
        let field = try XCTUnwrap(draft.screen.fields.indices.first { draft.screen.fields[$0].choices.count > 1 })
        let last = draft.screen.fields[field].choices.count - 1
        draft.choose(last, forField: field)
        XCTAssertEqual(draft.choices[field], UInt32(last))
        draft.choose(last + 1, forField: field)
        draft.choose(0, forField: draft.choices.count)
        XCTAssertEqual(draft.choices[field], UInt32(last))
    }
}
