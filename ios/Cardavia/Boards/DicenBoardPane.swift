// DICEN: each player's row of tiles (two rows in Lord of the board), open or shut; the tiles the
// throw may shut are tappable; what the selection adds up to against the throw; the hint.

import CardaviaKit
import SwiftUI

@MainActor
struct DicenBoardPane: View {
    let board: DicenBoard
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(board.players, id: \.seat) { player in
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 6) {
                        if player.isTurn {
                            Image(systemName: "arrowtriangle.right.fill")
                        }
                        Text(player.name).font(.headline)
                        if let call = player.call {
                            Text(call).font(.headline).foregroundStyle(.orange)
                        }
                        if player.out {
                            Image(systemName: "xmark.circle").accessibilityHidden(true)
                        }
                    }
                    .foregroundStyle(Palette.seat(player.team ?? player.seat))
                    .accessibilityElement(children: .combine)
                    ForEach(Array(player.boards.enumerated()), id: \.offset) { _, tiles in
                        TileRow(tiles: tiles, layout: layout, store: store)
                    }
                }
                .opacity(player.out ? 0.6 : 1)
            }
            if let total = board.toClose {
                Text("\(board.selectedSum) / \(total)")
                    .font(.title2.monospacedDigit().weight(.bold))
                    .accessibilityLabel(Text("\(board.selectedSum) / \(total)"))
            }
            if let hint = board.hint {
                Label(hint, systemImage: "lightbulb")
                    .font(.callout)
            }
            if !board.variants.isEmpty {
                Text(board.variants.joined(separator: " · "))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

@MainActor
private struct TileRow: View {
    let tiles: [TileView]
    let layout: TableLayout
    let store: TableStore
    @ScaledMetric(relativeTo: .title3) private var size: CGFloat = 34

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: size), spacing: 4)], spacing: 4) {
            ForEach(tiles, id: \.number) { tile in
                TargetButton(target: layout.target(tile.target), store: store) {
                    // Ten or twelve tiles to a line: a number shrinks to its tile, never wraps.
                    Text(tile.open ? "\(tile.number)" : "·")
                        .font(.title3.monospacedDigit().weight(.semibold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .frame(minWidth: size, maxWidth: .infinity, minHeight: size * 1.3)
                        .background(
                            RoundedRectangle(cornerRadius: 6)
                                .fill(tile.selected ? Color.accentColor.opacity(0.45)
                                    : tile.open ? Color(.secondarySystemBackground) : Color.gray.opacity(0.35)))
                }
                .accessibilityLabel(layout.target(tile.target)?.accessibility ?? "\(tile.number)")
            }
        }
    }
}
