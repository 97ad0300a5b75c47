import CardaviaKit
import XCTest

final class HapticPlanTests: XCTestCase {
    let all: [Haptic] = [.none, .diceRoll, .success, .failure, .steal, .lifeLost]

    func testEachHapticHasItsOwnFeel() {
        XCTAssertEqual(HapticPlan.plan(for: .none, enabled: true), .none)
        XCTAssertEqual(HapticPlan.plan(for: .diceRoll, enabled: true), .pattern(.diceRoll))
        XCTAssertEqual(HapticPlan.plan(for: .success, enabled: true), .feedback(.success))
        XCTAssertEqual(HapticPlan.plan(for: .failure, enabled: true), .feedback(.error))
        XCTAssertEqual(HapticPlan.plan(for: .steal, enabled: true), .feedback(.rigidImpact))
        XCTAssertEqual(HapticPlan.plan(for: .lifeLost, enabled: true), .feedback(.heavyImpact))
        let felt = all.map { HapticPlan.plan(for: $0, enabled: true) }.filter { $0 != .none }
        XCTAssertEqual(Set(felt.map { "\($0)" }).count, felt.count, "two haptics feel the same")
    }

    func testTheSettingSilencesEveryHaptic() {
        for haptic in all {
            XCTAssertEqual(HapticPlan.plan(for: haptic, enabled: false), .none, "\(haptic)")
        }
    }

    func testTheDiceRollRattlesSlowerThenLandsHardest() {
        let pattern = HapticPattern.diceRoll
        let times = pattern.events.map(\.time)
        XCTAssertEqual(times, times.sorted())
        XCTAssertEqual(Set(times).count, times.count, "two events at once")
        for event in pattern.events {
            XCTAssertTrue((0...1).contains(event.intensity) && (0...1).contains(event.sharpness), "\(event)")
            XCTAssertGreaterThanOrEqual(event.duration, 0)
        }
        let rattles = pattern.events.filter { $0.kind == .transient }.dropLast()
        XCTAssertGreaterThanOrEqual(rattles.count, 5)
        let gaps = zip(rattles.dropFirst(), rattles).map { $0.time - $1.time }
        XCTAssertEqual(gaps, gaps.sorted(), "the rattle slows down")
        let landing = try! XCTUnwrap(pattern.events.last)
        XCTAssertEqual(landing.kind, .transient)
        XCTAssertEqual(landing.intensity, pattern.events.map(\.intensity).max())
        XCTAssertTrue(pattern.events.contains { $0.kind == .continuous && $0.duration > 0 })
        XCTAssertLessThan(pattern.duration, 1.0, "a roll longer than a second drags")
        XCTAssertGreaterThan(pattern.duration, 0.3)
    }
}
