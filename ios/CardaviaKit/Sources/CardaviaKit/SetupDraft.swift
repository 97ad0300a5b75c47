// The set-up screen's editable state: the seats (people by name, bots by level) and the chosen
// option of each field. Bounds and defaults come from the core's `SetupScreen`; how a seat added
// or switched between bot and person is named is the core's (`addSeat`, `switchSeat`), and
// whether the names and options combine is the core's to judge when the table starts. Why a
// seat cannot be added or removed is the core's sentence too (the game card's `seatsRule`).

import Foundation

public struct SetupDraft: Equatable, Sendable {
    public let screen: SetupScreen
    public var seats: [SeatSetup]
    /// For each field of `screen`, the index of the chosen choice.
    public var choices: [UInt32]
    /// How many seats the game takes, in the core's words (and rule: Gnav has exactly four, K1).
    public let seatsRule: String?
    /// The seat just added, to land on (its name field takes the focus); nil after other edits.
    public private(set) var newSeat: Int?
    /// Names new and switched seats ("Bot 2", "Player 1") in the app's language.
    private let core: any CardaviaCore

    public init(_ screen: SetupScreen, core: any CardaviaCore, seatsRule: String? = nil) {
        self.screen = screen
        self.core = core
        self.seatsRule = seatsRule
        seats = screen.seats
        choices = screen.fields.map(\.defaultChoice)
    }

    public var game: GameId { screen.game }
    public var canAddSeat: Bool { seats.count < Int(screen.maxSeats) }
    public var canRemoveSeat: Bool { seats.count > Int(screen.minSeats) }

    /// Why a seat cannot be added or removed now, in the core's words: shown while either
    /// control is at its limit (and so disabled), nil while both are free.
    public var seatLimit: String? {
        canAddSeat && canRemoveSeat ? nil : seatsRule
    }

    /// What the screen should explain under the seats, if anything (DiCa: how a team of several
    /// people shares one seat).
    public var note: String? { screen.note }

    /// The draft with one more seat: a bot at the settings' level, named by the core.
    public func addingSeat() async -> SetupDraft {
        guard canAddSeat else { return self }
        var next = self
        next.seats = await core.addSeat(seats: seats)
        next.newSeat = next.seats.count > seats.count ? next.seats.count - 1 : nil
        return next
    }

    public mutating func removeSeat(at index: Int) {
        guard canRemoveSeat, seats.indices.contains(index) else { return }
        seats.remove(at: index)
        newSeat = nil
    }

    /// The draft with seat `index` a person (`level` nil) or a bot. The core keeps a typed name
    /// and renames only a numbered one ("Bot 2" becomes "Player 1").
    public func switchingSeat(at index: Int, to level: Level?) async -> SetupDraft {
        guard seats.indices.contains(index) else { return self }
        var next = self
        next.seats = await core.switchSeat(seats: seats, index: UInt32(index), ai: level)
        next.newSeat = nil
        return next
    }

    /// The known people (the core's `people`, most recent first) to offer for seat `index`'s
    /// name while it is edited: none for a bot's seat, and nobody already at the table.
    public func knownPeople(forSeat index: Int) -> [String] {
        guard seats.indices.contains(index), seats[index].ai == nil else { return [] }
        let seated = Set(seats.map { $0.name.trimmingCharacters(in: .whitespaces).lowercased() })
        return screen.people.filter { !seated.contains($0.lowercased()) }
    }

    public mutating func rename(_ name: String, at index: Int) {
        guard seats.indices.contains(index) else { return }
        seats[index].name = name
    }

    public mutating func choose(_ choice: Int, forField field: Int) {
        guard choices.indices.contains(field), screen.fields.indices.contains(field),
            screen.fields[field].choices.indices.contains(choice)
        else { return }
        choices[field] = UInt32(choice)
    }

    /// The label of a bot level, as the core words it.
    public func label(of level: Level) -> String {
        screen.levels.first { $0.level == level }?.label ?? "\(level)"
    }

    public static func == (lhs: SetupDraft, rhs: SetupDraft) -> Bool {
        lhs.core === rhs.core && lhs.screen == rhs.screen && lhs.seats == rhs.seats && lhs.choices == rhs.choices
            && lhs.seatsRule == rhs.seatsRule && lhs.newSeat == rhs.newSeat
    }
}
