import CardaviaKit
import XCTest

final class ShellTextTests: XCTestCase {
    /// The chrome's English words are the core's, word for word, under the core's ids.
    func testEveryTermTextIsTheCoresEnglish() throws {
        let core = try coreEnglishMessages()
        XCTAssertGreaterThan(core.count, 50, "app.ftl was not read")
        let terms = ShellText.ids.filter { $0.hasPrefix("term-") }
        XCTAssertGreaterThan(terms.count, 30)
        for id in terms {
            XCTAssertEqual(ShellText.get(id), core[id], id)
        }
        XCTAssertTrue(ShellText.ids.allSatisfy { $0.hasPrefix("term-") || $0.hasPrefix("ios-") })
    }

    func testPlaceablesAreFilledAndUnknownIdsShowThemselves() {
        XCTAssertEqual(ShellText.get("term-home-resume", ["game": "DICEN", "names": "Ann, Bo"]), "Resume DICEN with Ann, Bo")
        XCTAssertEqual(ShellText.get("term-bot-name", ["n": "3"]), "Bot 3")
        XCTAssertEqual(ShellText.get("no-such-id"), "no-such-id")
        XCTAssertEqual(ShellText.secondsLeft(1), "1 second left")
        XCTAssertEqual(ShellText.secondsLeft(12), "12 seconds left")
    }

    func testTheTimerWordingIsTheCoresPlural() throws {
        let ftl = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../locales/en/app.ftl"),
            encoding: .utf8)
        XCTAssertTrue(ftl.contains("[one] 1 second left"))
        XCTAssertTrue(ftl.contains("*[other] { $seconds } seconds left"))
    }
}
