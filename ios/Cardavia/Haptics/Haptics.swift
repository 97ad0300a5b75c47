// The core's haptics, felt: results through SwiftUI's `.sensoryFeedback`, the rolling dice
// through Core Haptics. Which haptic comes from the core's view (`TableStore.effect`); how it
// feels is CardaviaKit's `HapticPlan` (tested on Linux); the setting can silence them all.

import CardaviaKit
import CoreHaptics
import SwiftUI

extension ResultFeedback {
    var sensoryFeedback: SensoryFeedback {
        switch self {
        case .success: return .success
        case .error: return .error
        case .warning: return .warning
        case .rigidImpact: return .impact(flexibility: .rigid, intensity: 1.0)
        case .heavyImpact: return .impact(weight: .heavy, intensity: 1.0)
        }
    }
}

extension View {
    /// Plays each new effect of the table once (nothing when the player turned haptics off).
    func tableHaptics(_ effect: EffectEvent?, enabled: Bool, dice: DiceHaptics) -> some View {
        sensoryFeedback(trigger: effect) { _, new in
            guard let new, case let .feedback(feedback) = HapticPlan.plan(for: new.haptic, enabled: enabled)
            else { return nil }
            return feedback.sensoryFeedback
        }
        .onChange(of: effect) { _, new in
            guard let new, case let .pattern(pattern) = HapticPlan.plan(for: new.haptic, enabled: enabled)
            else { return }
            dice.play(pattern)
        }
    }
}

/// Core Haptics for patterns (the dice roll). Silent on devices without a haptic engine.
final class DiceHaptics {
    private var engine: CHHapticEngine?

    init() {
        guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
        engine = try? CHHapticEngine()
        engine?.isAutoShutdownEnabled = true
        engine?.playsHapticsOnly = true
    }

    func play(_ pattern: HapticPattern) {
        guard let engine else { return }
        do {
            let events = pattern.events.map { event -> CHHapticEvent in
                let parameters = [
                    CHHapticEventParameter(parameterID: .hapticIntensity, value: event.intensity),
                    CHHapticEventParameter(parameterID: .hapticSharpness, value: event.sharpness),
                ]
                switch event.kind {
                case .transient:
                    return CHHapticEvent(eventType: .hapticTransient, parameters: parameters, relativeTime: event.time)
                case .continuous:
                    return CHHapticEvent(
                        eventType: .hapticContinuous, parameters: parameters,
                        relativeTime: event.time, duration: event.duration)
                }
            }
            try engine.start()
            let player = try engine.makePlayer(with: CHHapticPattern(events: events, parameters: []))
            try player.start(atTime: CHHapticTimeImmediate)
        } catch {
            // A haptic that cannot play is not worth interrupting the game for.
        }
    }
}
