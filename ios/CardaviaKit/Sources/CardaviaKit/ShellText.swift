// The words of the app's own chrome (headings, buttons, the turn clock): the core's `shell-*`
// messages (`locales/<lang>/app.ftl`, `shells.ftl`), asked for by id in the app's language. The shell holds no
// text of its own; a test checks that every `shell-*` id written in the Swift sources exists in
// every language.

import Foundation

public struct ShellText: Equatable, Sendable {
    /// The language the words come in; a new `ShellText` after the language changes lets SwiftUI
    /// see the change.
    public let language: Lang

    public init(_ language: Lang) {
        self.language = language
    }

    /// The message `id` with its placeables filled from `args`; an unknown id comes back as
    /// itself (the core's rule), so a missing text is visible rather than blank.
    public func callAsFunction(_ id: String, _ args: [String: MessageValue] = [:]) -> String {
        // The core's pure formatter (no store, no lock): safe while SwiftUI draws.
        formatMessage(
            lang: language, id: id,
            args: args.sorted { $0.key < $1.key }.map { MessageArg(name: $0.key, value: $0.value) })
    }

    /// `shell-time-left`: "1 second left" / "12 seconds left", with the language's plurals.
    public func timeLeft(_ seconds: Int) -> String {
        self("shell-time-left", ["seconds": .number(value: Int64(seconds))])
    }

    /// `shell-player-name` / `shell-bot-name`: "Player 3", "Bot 3".
    public func seatName(_ n: Int, bot: Bool) -> String {
        self(bot ? "shell-bot-name" : "shell-player-name", ["n": .number(value: Int64(n))])
    }
}
