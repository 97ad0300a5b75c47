// On an iPad (a regular width) a list or form reads as a column in the middle instead of lines
// across the whole screen; on a phone it fills the width as before. The grouped background is
// drawn behind the whole screen, so the column's sides look like the list's own.

import SwiftUI

private struct ReadableWidth: ViewModifier {
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
        content
            .scrollContentBackground(.hidden)
            .frame(maxWidth: sizeClass == .regular ? 720 : .infinity)
            .frame(maxWidth: .infinity)
            .background(Color(.systemGroupedBackground))
    }
}

extension View {
    /// A list or form at reading width in the middle of an iPad.
    func readableWidth() -> some View {
        modifier(ReadableWidth())
    }
}
