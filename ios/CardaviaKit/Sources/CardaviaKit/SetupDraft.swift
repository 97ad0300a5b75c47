// The set-up screen's editable state: the seats (people by name, bots by level) and the chosen
// option of each field. Bounds and defaults come from the core's `SetupScreen`; whether the
// names and options combine is the core's to judge when the table starts.

import Foundation

public struct SetupDraft: Equatable, Sendable {
    public let screen: SetupScreen
    public var seats: [SeatSetup]
    /// For each field of `screen`, the index of the chosen choice.
    public var choices: [UInt32]
    /// Names new seats ("Bot 2", "Player 1") in the app's language.
    private let text: ShellText

    public init(_ screen: SetupScreen, text: ShellText) {
        self.screen = screen
        self.text = text
        seats = screen.seats
        choices = screen.fields.map(\.defaultChoice)
    }

    public var game: GameId { screen.game }
    public var canAddSeat: Bool { seats.count < Int(screen.maxSeats) }
    public var canRemoveSeat: Bool { seats.count > Int(screen.minSeats) }

    /// What the screen should explain under the seats, if anything (DiCa: how a team of several
    /// people shares one seat).
    public var note: String? { screen.note }

    /// Adds a bot at `level`, named "Bot N" with the smallest N no seat uses yet.
    public mutating func addSeat(level: Level) {
        guard canAddSeat else { return }
        seats.append(SeatSetup(name: freeName(botName: true), ai: level))
    }

    public mutating func removeSeat(at index: Int) {
        guard canRemoveSeat, seats.indices.contains(index) else { return }
        seats.remove(at: index)
    }

    /// Makes seat `index` a person (`level` nil) or a bot. A bot keeps a person's name and the
    /// other way round: only the name "Bot N" is swapped for "Player N" and back.
    public mutating func setLevel(_ level: Level?, at index: Int) {
        guard seats.indices.contains(index) else { return }
        let wasBot = seats[index].ai != nil
        seats[index].ai = level
        let isBot = level != nil
        if wasBot != isBot, isGenerated(seats[index].name, botName: wasBot) {
            seats[index].name = ""
            seats[index].name = freeName(botName: isBot)
        }
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

    private func freeName(botName: Bool) -> String {
        text.freeSeatName(seats, bot: botName)
    }

    private func isGenerated(_ name: String, botName: Bool) -> Bool {
        (1...16).contains { text.seatName($0, bot: botName) == name }
    }
}
