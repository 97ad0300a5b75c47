import CardaviaKit
import XCTest

final class SetupDraftTests: XCTestCase {
    func dicen(languages: [String] = ["en"], you: String = "Ann") async throws -> SetupDraft {
        let core = try await openCore(try tempDir(), languages: languages)
        return SetupDraft(try await core.setupScreen(game: .dicen, you: you), core: core)
    }

    func testStartsFromTheCoresSeatsAndDefaults() async throws {
        let draft = try await dicen()
        XCTAssertEqual(draft.game, .dicen)
        XCTAssertEqual(draft.seats.first, SeatSetup(name: "Ann", ai: nil))
        XCTAssertEqual(draft.seats.count, 2)
        XCTAssertEqual(draft.choices, draft.screen.fields.map(\.defaultChoice))
        XCTAssertFalse(draft.label(of: .hard).isEmpty)
        XCTAssertNil(draft.note, "DICEN has nothing to explain under its seats")
    }

    func testDiCaExplainsTeamsOfSeveralPeople() async throws {
        let core = try await openCore(try tempDir())
        let draft = SetupDraft(try await core.setupScreen(game: .dica, you: "Ann"), core: core)
        let note = try XCTUnwrap(draft.note)
        XCTAssertTrue(note.contains(","), "the note says how to write a team's names: \(note)")
    }

    func testNewSeatsAreNamedByTheCoreInTheAppsLanguage() async throws {
        var draft = try await dicen(languages: ["es"], you: "Ana")
        draft = await draft.addingSeat()
        let newBot = try XCTUnwrap(draft.seats.last)
        XCTAssertNotNil(newBot.ai)
        XCTAssertTrue(newBot.name.hasPrefix("IA "), newBot.name)
        draft = await draft.switchingSeat(at: draft.seats.count - 1, to: nil)
        XCTAssertTrue(draft.seats.last?.name.hasPrefix("Jugador ") ?? false, "\(draft.seats)")
        XCTAssertNil(draft.seats.last?.ai)
    }

    /// Where a seat cannot be added or removed, the core's sentence says why (the game card's
    /// `seatsRule`): Gnav always (exactly four, rule K1), DICEN at its most or fewest seats only.
    @MainActor
    func testASeatAtItsLimitSaysTheCoresRule() async throws {
        let model = await AppModel.load(try await openCore(try tempDir()))
        let offered = await model.setup(for: .gnav)
        let gnav = try XCTUnwrap(offered)
        let rule = try XCTUnwrap(model.game(.gnav)?.seatsRule)
        XCTAssertTrue(rule.contains("K1"), rule)
        XCTAssertFalse(gnav.canAddSeat)
        XCTAssertFalse(gnav.canRemoveSeat)
        XCTAssertEqual(gnav.seatLimit, rule)

        let offeredDicen = await model.setup(for: .dicen)
        var dicen = try XCTUnwrap(offeredDicen)
        XCTAssertNil(dicen.seatLimit, "two seats of one to six: nothing to explain")
        while dicen.canAddSeat {
            dicen = await dicen.addingSeat()
        }
        XCTAssertEqual(dicen.seatLimit, model.game(.dicen)?.seatsRule)
        while dicen.canRemoveSeat {
            dicen.removeSeat(at: dicen.seats.count - 1)
        }
        XCTAssertEqual(dicen.seatLimit, model.game(.dicen)?.seatsRule)
    }

    /// A seat just added is the one to land on (its name field takes the focus); other edits
    /// land nowhere.
    func testASeatJustAddedIsTheOneToLandOn() async throws {
        var draft = try await dicen()
        XCTAssertNil(draft.newSeat)
        draft = await draft.addingSeat()
        XCTAssertEqual(draft.newSeat, draft.seats.count - 1)
        draft = await draft.addingSeat()
        XCTAssertEqual(draft.newSeat, draft.seats.count - 1)
        draft.removeSeat(at: 1)
        XCTAssertNil(draft.newSeat)
    }

    /// Each DICEN variant is described in the core's words, with its rule number.
    func testTheOptionsComeWithTheCoresDescriptions() async throws {
        let draft = try await dicen()
        let described = draft.screen.fields.compactMap(\.description)
        XCTAssertGreaterThanOrEqual(described.count, 5, "\(described)")
        XCTAssertTrue(described.contains { $0.contains("(rule V") }, "\(described)")
    }

    func testSeatsStayWithinTheGamesBounds() async throws {
        var draft = try await dicen()
        while draft.canAddSeat {
            draft = await draft.addingSeat()
        }
        XCTAssertEqual(draft.seats.count, Int(draft.screen.maxSeats))
        draft = await draft.addingSeat()
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

    func testANewBotTakesTheFirstFreeNumber() async throws {
        var draft = try await dicen()
        XCTAssertEqual(draft.seats[1].name, "Bot 1")
        draft = await draft.addingSeat()
        XCTAssertEqual(draft.seats.last?.name, "Bot 2")
        draft.removeSeat(at: 1)
        draft = await draft.addingSeat()
        XCTAssertEqual(draft.seats.last?.name, "Bot 1")
    }

    /// A name someone typed is never lost to a toggle: it survives a switch between bot and
    /// person; only a numbered one is renamed (the core's `switchSeat`, the same for every shell).
    func testSwitchingASeatKeepsATypedName() async throws {
        var draft = try await dicen()
        draft = await draft.switchingSeat(at: 1, to: nil)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Player 1", ai: nil))
        draft = await draft.switchingSeat(at: 1, to: .easy)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Bot 1", ai: .easy))
        draft.rename("Bo", at: 1)
        draft = await draft.switchingSeat(at: 1, to: nil)
        XCTAssertEqual(draft.seats[1], SeatSetup(name: "Bo", ai: nil))
        draft = await draft.switchingSeat(at: 0, to: .hard)
        XCTAssertEqual(draft.seats[0], SeatSetup(name: "Ann", ai: .hard))
        let unchanged = await draft.switchingSeat(at: 9, to: nil)
        XCTAssertEqual(unchanged, draft)
    }

    func testOnlyOfferedChoicesCanBeChosen() async throws {
        var draft = try await dicen()
        let field = try XCTUnwrap(draft.screen.fields.indices.first { draft.screen.fields[$0].choices.count > 1 })
        let last = draft.screen.fields[field].choices.count - 1
        draft.choose(last, forField: field)
        XCTAssertEqual(draft.choices[field], UInt32(last))
        draft.choose(last + 1, forField: field)
        draft.choose(0, forField: draft.choices.count)
        XCTAssertEqual(draft.choices[field], UInt32(last))
    }
}
