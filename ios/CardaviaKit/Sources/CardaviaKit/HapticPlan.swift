// What a shell does for the core's `Haptic`: a system result feedback (SwiftUI's
// `.sensoryFeedback`) or a Core Haptics pattern (the rolling dice). Only the description lives
// here, so it is tested on Linux; the app turns it into `SensoryFeedback` or a `CHHapticPattern`.
// The core picks *which* haptic; the shell only decides how it feels, and the player's
// "haptics" setting silences all of them.

import Foundation

/// A system feedback for a result, as `.sensoryFeedback` offers them.
public enum ResultFeedback: Equatable, Sendable {
    case success
    case error
    case warning
    /// A sharp, rigid tap: something taken from you.
    case rigidImpact
    /// A heavy blow: a life lost.
    case heavyImpact
}

/// One event of a Core Haptics pattern; times in seconds, values 0...1.
public struct HapticEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A tap (`hapticTransient`).
        case transient
        /// A buzz lasting `duration` (`hapticContinuous`).
        case continuous
    }

    public var kind: Kind
    public var time: Double
    public var duration: Double
    public var intensity: Float
    public var sharpness: Float

    public init(kind: Kind, time: Double, duration: Double = 0, intensity: Float, sharpness: Float) {
        self.kind = kind
        self.time = time
        self.duration = duration
        self.intensity = intensity
        self.sharpness = sharpness
    }
}

/// A Core Haptics pattern as plain data.
public struct HapticPattern: Equatable, Sendable {
    public var events: [HapticEvent]

    /// When the last event ends.
    public var duration: Double {
        events.map { $0.time + $0.duration }.max() ?? 0
    }

    /// Dice shaken in a cupped hand, then thrown: quick light rattles that slow down and soften,
    /// a short tumble, and one firm landing. Fixed (no randomness) so it feels the same each time.
    public static let diceRoll: HapticPattern = {
        var events: [HapticEvent] = []
        var time = 0.0
        var gap = 0.045
        for i in 0..<9 {
            let accent: Float = i % 3 == 0 ? 0.15 : 0
            events.append(HapticEvent(
                kind: .transient, time: time,
                intensity: 0.45 + accent + Float(i) * 0.02, sharpness: 0.85 - Float(i) * 0.03))
            time += gap
            gap *= 1.12
        }
        events.append(HapticEvent(kind: .continuous, time: time, duration: 0.12, intensity: 0.35, sharpness: 0.3))
        events.append(HapticEvent(kind: .transient, time: time + 0.16, intensity: 1.0, sharpness: 0.45))
        return HapticPattern(events: events)
    }()
}

/// How the shell plays one of the core's haptics.
public enum HapticPlan: Equatable, Sendable {
    case none
    case feedback(ResultFeedback)
    case pattern(HapticPattern)

    /// The plan for `haptic`; nothing at all when the player turned haptics off.
    public static func plan(for haptic: Haptic, enabled: Bool) -> HapticPlan {
        guard enabled else { return .none }
        switch haptic {
        case .none: return .none
        case .diceRoll: return .pattern(.diceRoll)
        case .success: return .feedback(.success)
        case .failure: return .feedback(.error)
        case .steal: return .feedback(.rigidImpact)
        case .lifeLost: return .feedback(.heavyImpact)
        }
    }
}
