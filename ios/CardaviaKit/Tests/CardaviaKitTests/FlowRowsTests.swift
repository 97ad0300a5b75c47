import CardaviaKit
import XCTest

/// The wrapping rows (the seats, a suit's cards, a trick's plays): as many on a line as fit, in
/// order, nothing lost off the edge.
final class FlowRowsTests: XCTestCase {
    func testAsManyAsFitGoOnALineInOrder() {
        let lines = FlowRows.lines(widths: [100, 100, 100, 100, 100], spacing: 8, width: 320)
        XCTAssertEqual(lines, [0..<3, 3..<5], "three of 100 with two gaps of 8 make 316")
        XCTAssertEqual(FlowRows.lines(widths: [100, 100], spacing: 8, width: 208), [0..<2], "exactly the width fits")
        XCTAssertEqual(FlowRows.lines(widths: [100, 100], spacing: 8, width: 207.5), [0..<1, 1..<2])
    }

    func testOneWiderThanTheLineIsAloneOnItsOwn() {
        let lines = FlowRows.lines(widths: [50, 400, 50, 50], spacing: 4, width: 300)
        XCTAssertEqual(lines, [0..<1, 1..<2, 2..<4])
    }

    func testNothingMakesNoLine() {
        XCTAssertEqual(FlowRows.lines(widths: [], spacing: 8, width: 300), [])
        XCTAssertEqual(FlowRows.lines(widths: [10, 10, 10], spacing: 8, width: 0), [0..<1, 1..<2, 2..<3])
    }
}
