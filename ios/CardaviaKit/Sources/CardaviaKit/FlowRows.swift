// Where a row of things (the seats, a suit's cards, the plays of a trick) breaks onto the next
// line: the arithmetic of the app's wrapping layout, here where a Linux test can check it. The
// app's SwiftUI `Layout` measures each thing and places the lines this returns.

import Foundation

public enum FlowRows {
    /// The things of `widths`, in order, as lines no wider than `width` with `spacing` between
    /// neighbours: each line as many as fit, a thing wider than the line alone on its own (so it
    /// is shown, if cut, rather than lost). Each line is a range of indices into `widths`.
    public static func lines(widths: [Double], spacing: Double, width: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, itemWidth) in widths.enumerated() {
            if index > start && used + spacing + itemWidth > width {
                lines.append(start..<index)
                start = index
                used = itemWidth
            } else {
                used += (index > start ? spacing : 0) + itemWidth
            }
        }
        if start < widths.count {
            lines.append(start..<widths.count)
        }
        return lines
    }
}
