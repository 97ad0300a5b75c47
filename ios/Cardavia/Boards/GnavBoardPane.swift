// Gnav: the players in a circle, clockwise from the top, each with their lives as hearts, the
// dealer's mark, resting or out, and their card when the one holding the phone may see it; the
// stock and the cards set aside in the middle. While a deal's settlement shows, the board is that
// deal as it ended (`settled`: every card in front of its player); during the next deal the last
// one is told only by the core's labelled line. Keep and swap are moves.

import CardaviaKit
import SwiftUI

@MainActor
struct GnavBoardPane: View {
    let board: GnavBoard
    let seats: [SeatView]
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if typeSize.isAccessibilitySize {
                // Large text does not fit round a circle: the same seats as a list.
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(board.players, id: \.seat) { player in
                        GnavSeat(player: player, you: board.you == player.seat, words: words(player.seat))
                    }
                    middle
                }
            } else {
                ZStack {
                    CircleLayout {
                        ForEach(board.players, id: \.seat) { player in
                            GnavSeat(player: player, you: board.you == player.seat, words: words(player.seat))
                        }
                    }
                    middle
                }
            }
            if let last = board.lastDealLine {
                Text(last)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private func words(_ seat: UInt8) -> String {
        seats.first { $0.seat == seat }.map { "\($0.name), \($0.scoreLabel)" } ?? ""
    }

    private var middle: some View {
        VStack(spacing: 4) {
            Label("\(board.stock)", systemImage: "rectangle.stack.fill")
                .font(.title3.monospacedDigit())
            if !board.setAside.isEmpty {
                Text(board.setAside.joined(separator: " "))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

@MainActor
private struct GnavSeat: View {
    let player: GnavSeatView
    let you: Bool
    let words: String
    @ScaledMetric(relativeTo: .headline) private var cardWidth: CGFloat = 44

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 3) {
                if player.isTurn { Text(TableMarks.core.turn) }
                Text(player.name)
                    .font(.subheadline.weight(you ? .bold : .semibold))
                if player.isDealer { Image(systemName: "suit.diamond.fill").font(.caption) }
            }
            .foregroundStyle(Palette.seat(player.seat))
            Lives(lives: player.lives, max: player.maxLives)
            Group {
                if let card = player.card {
                    Text(card)
                        .font(.headline)
                        .frame(minWidth: cardWidth, minHeight: cardWidth * 1.4)
                        .background(RoundedRectangle(cornerRadius: 6).fill(Color(.secondarySystemBackground)))
                } else if player.cardHidden {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.accentColor.opacity(0.5))
                        .frame(width: cardWidth, height: cardWidth * 1.4)
                }
            }
            .overlay(RoundedRectangle(cornerRadius: 6).strokeBorder(Palette.seat(player.seat), lineWidth: player.isTurn ? 2 : 0.5))
            if player.out {
                Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
            } else if player.resting {
                Image(systemName: "zzz").foregroundStyle(.secondary)
            }
        }
        .opacity(player.out ? 0.5 : 1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(player.card.map { "\(words), \($0)" } ?? words))
        .accessibilityAddTraits(player.isTurn ? .isSelected : [])
    }
}

/// Places its subviews round a circle, the first at the top, then clockwise.
private struct CircleLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        return CGSize(width: width, height: width)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = subviews
            .map { $0.sizeThatFits(.unspecified) }
            .map { max($0.width, $0.height) }
            .max() ?? 0
        let radius = max(0, min(bounds.width, bounds.height) / 2 - largest / 2)
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = -Double.pi / 2 + step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}
