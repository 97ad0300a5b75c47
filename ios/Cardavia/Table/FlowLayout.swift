// A row that wraps: the seats, a suit's cards, the plays of a trick go on as many lines as they
// need instead of running off the screen's edge (a narrow phone, large Dynamic Type). Where each
// line breaks is CardaviaKit's `FlowRows`, tested on Linux; this measures and places.

import CardaviaKit
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    /// Each subview's size: its ideal one, or, wider than the line, the line's width (its text
    /// wraps inside it).
    private func sizes(_ subviews: Subviews, width: CGFloat) -> [CGSize] {
        subviews.map { subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return ideal.width > width ? subview.sizeThatFits(ProposedViewSize(width: width, height: nil)) : ideal
        }
    }

    private func lines(_ sizes: [CGSize], width: CGFloat) -> [Range<Int>] {
        FlowRows.lines(widths: sizes.map { Double($0.width) }, spacing: Double(spacing), width: Double(width))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        let sizes = sizes(subviews, width: width)
        var widest: CGFloat = 0
        var height: CGFloat = 0
        for (number, line) in lines(sizes, width: width).enumerated() {
            let lineWidth = sizes[line].map(\.width).reduce(0, +) + spacing * CGFloat(line.count - 1)
            widest = max(widest, lineWidth)
            height += (number > 0 ? lineSpacing : 0) + (sizes[line].map(\.height).max() ?? 0)
        }
        return CGSize(width: proposal.width ?? widest, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = sizes(subviews, width: bounds.width)
        var y = bounds.minY
        for line in lines(sizes, width: bounds.width) {
            let lineHeight = sizes[line].map(\.height).max() ?? 0
            var x = bounds.minX
            for index in line {
                // Centred on the line, as a row of things of different heights reads.
                let size = sizes[index]
                subviews[index].place(
                    at: CGPoint(x: x, y: y + (lineHeight - size.height) / 2),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += lineHeight + lineSpacing
        }
    }
}
