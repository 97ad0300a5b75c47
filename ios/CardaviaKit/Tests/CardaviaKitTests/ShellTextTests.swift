import CardaviaKit
import Foundation
import XCTest

final class ShellTextTests: XCTestCase {
    /// Every `shell-*` id written in the app's and CardaviaKit's Swift sources (the SwiftUI app
    /// cannot compile here, so its ids are read from the text).
    func shellIdsInTheSources() throws -> Set<String> {
        let ios = repositoryRoot().appendingPathComponent("ios")
        let folders = [ios.appendingPathComponent("Cardavia"), ios.appendingPathComponent("CardaviaKit/Sources")]
        let pattern = try NSRegularExpression(pattern: "\"(shell-[a-z0-9-]+)\"")
        var ids: Set<String> = []
        var files = 0
        for folder in folders {
            let walker = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                files += 1
                XCTAssertFalse(source.contains("\"term-") || source.contains("\"ios-"), "\(url.lastPathComponent) names a text the core no longer has")
                let range = NSRange(source.startIndex..., in: source)
                for match in pattern.matches(in: source, range: range) {
                    if let id = Range(match.range(at: 1), in: source) {
                        ids.insert(String(source[id]))
                    }
                }
            }
        }
        XCTAssertGreaterThan(files, 20, "the sources were not found")
        return ids
    }

    func testEveryShellIdTheSwiftCodeUsesExistsInEveryLanguage() async throws {
        let ids = try shellIdsInTheSources()
        XCTAssertGreaterThan(ids.count, 40, "\(ids.sorted())")
        XCTAssertTrue(ids.contains("shell-leave") && ids.contains("shell-time-left") && ids.contains("shell-bot-name"))
        for (code, lang) in cardaviaLanguages {
            let core = try await openCore(try tempDir(), languages: [code])
            let language = await core.language()
            XCTAssertEqual(language, lang)
            let text = ShellText(language)
            let written = try coreMessages(code)
            // Every placeable the shell fills (extra arguments are ignored; a missing one would
            // make the core answer with the id).
            let args: [String: MessageValue] = [
                "game": .text(value: "DICEN"), "names": .text(value: "Ann, Bo"),
                "n": .number(value: 2), "seconds": .number(value: 2), "name": .text(value: "Ann"),
                "table": .text(value: "DICEN"), "from": .text(value: "Bea"), "into": .text(value: "Ann"),
            ]
            for id in ids.sorted() {
                let shown = text(id, args)
                XCTAssertNotEqual(shown, id, "\(id) is missing in \(code)")
                XCTAssertFalse(shown.isEmpty, "\(id) is empty in \(code)")
                XCTAssertFalse(shown.contains("{"), "\(id) in \(code) has an unfilled placeable: \(shown)")
                if let line = written[id], !line.contains("{") {
                    XCTAssertEqual(shown, line, "\(id) in \(code)")
                }
            }
        }
    }

    @MainActor
    func testTheChromeComesBackInSpanish() async throws {
        let model = try await AppModel.open(in: try tempDir(), languages: ["es"])
        let language = await model.core.language()
        XCTAssertEqual(language, .es)
        XCTAssertEqual(model.text.language, .es)
        let es = try coreMessages("es")
        let en = try coreMessages("en")
        for id in ["shell-settings", "shell-stats", "shell-play", "shell-leave", "shell-tagline", "shell-no-results"] {
            XCTAssertEqual(model.text(id), es[id], id)
            XCTAssertNotEqual(model.text(id), en[id], "\(id) is not English")
        }
        XCTAssertEqual(model.text("shell-setup-title", ["game": .text(value: "DICEN")]), "Nueva mesa: DICEN")
        XCTAssertEqual(model.text.timeLeft(1), "Queda 1 segundo")
        XCTAssertEqual(model.text.timeLeft(30), "Quedan 30 segundos")
        XCTAssertEqual(model.levels.count, 3)
        XCTAssertNotEqual(model.levels.map(\.label), ["Easy", "Normal", "Hard"], "the bot levels are Spanish")
    }

    func testPlaceablesAndPluralsAreTheCores() throws {
        let text = ShellText(.en)
        XCTAssertEqual(text.language, .en)
        XCTAssertEqual(
            text("shell-resume", ["game": .text(value: "DICEN"), "names": .text(value: "Ann, Bo")]),
            "Resume DICEN with Ann, Bo")
        XCTAssertEqual(text.seatName(3, bot: true), "Bot 3")
        XCTAssertEqual(text.seatName(1, bot: false), "Player 1")
        XCTAssertEqual(text("shell-seconds", ["seconds": .number(value: 45)]), "45 s")
        XCTAssertEqual(text.timeLeft(1), "1 second left")
        XCTAssertEqual(text.timeLeft(12), "12 seconds left")
        XCTAssertEqual(text("shell-no-such-id"), "shell-no-such-id", "a missing text shows its id")
    }
}
