// The few words of the app's own chrome (headings, buttons) that are not in any view from the
// core. The bindings give no way yet to ask the core for a message by id, so these are English
// copies of the core's `locales/en/app.ftl` messages, under the same ids: a test checks every
// `term-*` text here against that file, and switching to the core's text later changes only
// `ShellText.get`. Messages the core does not have yet are `ios-*`.

import Foundation

public enum ShellText {
    static let english: [String: String] = [
        "term-home-tagline": "a pass-and-play games table",
        "term-home-games": "Games",
        "term-home-resume": "Resume { $game } with { $names }",
        "term-resume-failed": "The unfinished table could not be resumed.",
        "term-home-stats": "Stats",
        "term-home-settings": "Settings",
        "term-default-name": "Player 1",
        "term-player-name": "Player { $n }",
        "term-bot-name": "Bot { $n }",
        "term-setup-title": "New table: { $game }",
        "term-setup-add-seat": "+ Add a seat",
        "term-setup-start": "Start",
        "term-setup-dica-teams": "Each seat is a team. For a team of several people, write their names separated by commas (Ann, Bea): the device goes round them in that order.",
        "term-seat-person": "person",
        "term-seat-bot-short": "bot",
        "term-board": "Table",
        "term-players": "Players",
        "term-actions": "Your move",
        "term-log": "What happened",
        "term-waiting": "Waiting for the other players…",
        "term-stats-players": "Players",
        "term-stats-title": "Results",
        "term-stats-none": "No finished games yet.",
        "term-stats-chart": "Latest series, round by round",
        "term-stats-no-chart": "No rounds played yet.",
        "term-rules-title": "Rules of { $game }",
        "term-settings-language": "Language",
        "term-settings-device": "As the device",
        "term-settings-contrast": "Contrast",
        "term-settings-grain": "Grain",
        "term-settings-temperature": "Colour temperature",
        "term-settings-haptics": "Haptics (phones only)",
        "term-settings-timer": "Turn timer (DiCa)",
        "term-settings-level": "New bots play",
        "term-settings-hints": "DICEN hints",
        "term-settings-mistakes": "DiCa mistakes",
        "term-mistakes-count": "count (as printed)",
        "term-mistakes-prevent": "prevented (assist)",
        "term-on": "on",
        "term-off": "off",
        "term-seconds": "{ $seconds } s",
        // Not in the core's messages yet (see ios/README.md).
        "ios-leave": "Leave the table",
        "ios-wikipedia": "On Wikipedia",
        "ios-rules": "Rules",
        "ios-remove-seat": "Remove this seat",
        "ios-seat-name": "Name",
        "ios-series-won": "Series won",
        "ios-rounds-won": "Rounds won",
        "ios-average": "Average score",
        "ios-best": "Best score",
        "ios-streak": "Streak",
        "ios-round": "Round",
        "ios-points": "Points",
        "ios-total": "Total",
    ]

    /// The text of `id` with `{ $name }` placeables filled from `args`. An unknown id comes back
    /// as itself, so a missing text is visible rather than blank.
    public static func get(_ id: String, _ args: [String: String] = [:]) -> String {
        guard var text = english[id] else { return id }
        for (name, value) in args {
            text = text.replacingOccurrences(of: "{ $\(name) }", with: value)
        }
        return text
    }

    /// `term-timer`: "1 second left" / "N seconds left" (Fluent's English plural).
    public static func secondsLeft(_ seconds: Int) -> String {
        seconds == 1 ? "1 second left" : "\(seconds) seconds left"
    }

    /// The ids this table knows, for the test that compares it with the core's messages.
    public static var ids: [String] { english.keys.sorted() }
}
