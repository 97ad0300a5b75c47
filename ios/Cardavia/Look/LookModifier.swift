// The core's look on screen: its colour matrix through a Metal colour effect (Look.metal), and
// the grain as a still noise overlay. The matrix is applied to the drawn content (boards, cards,
// panes) — SwiftUI's shader effects cannot reach into UIKit-backed containers such as List, so
// `lookColors` goes on content and `lookOverlay` (grain only) over whole screens.

import CardaviaKit
import SwiftUI

extension View {
    /// Applies the look's colour matrix to this content (skipped when it changes nothing).
    func lookColors(_ look: Look) -> some View {
        modifier(LookColors(matrix: ColorMatrix(look) ?? .identity))
    }

    /// Lays the look's grain over this screen; it takes no touches and VoiceOver ignores it.
    func lookOverlay(_ look: Look) -> some View {
        overlay {
            GrainOverlay(grain: Grain(look))
        }
    }
}

private struct LookColors: ViewModifier {
    let matrix: ColorMatrix

    func body(content: Content) -> some View {
        content.colorEffect(
            ShaderLibrary.cardaviaLook(.floatArray(matrix.values)),
            isEnabled: !matrix.isIdentity)
    }
}

@MainActor
private struct GrainOverlay: View {
    let grain: Grain

    var body: some View {
        if grain.isVisible {
            Rectangle()
                .fill(.white)
                .colorEffect(ShaderLibrary.cardaviaGrain())
                .opacity(grain.opacity)
                .blendMode(.overlay)
                .ignoresSafeArea()
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }
}
