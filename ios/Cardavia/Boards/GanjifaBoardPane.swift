// Ganjifa: the deal, the period and its trump; each seat's cards in hand and captured; the trick
// on the table (or the Dukal and the discards against it, chosen by taps on the hand and made by
// the core's discard button); the hand by suit, strongest first, each card that may be played
// tappable; the last play (the last trick, or a Dukal taken since) and what has been played.
// Every mark is the board's own (`board.marks`), explained in the legend.

import CardaviaKit
import SwiftUI

@MainActor
struct GanjifaBoardPane: View {
    let board: GanjifaBoard
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text(board.dealLabel).font(.headline)
                Spacer()
                if let period = board.periodName, let trump = board.trumpName {
                    Label("\(period) · \(board.marks.trump) \(trump)", systemImage: board.period == .night ? "moon.stars.fill" : "sun.max.fill")
                        .font(.subheadline)
                        .foregroundStyle(.orange)
                }
            }
            .accessibilityElement(children: .combine)
            seats
            if let dukal = board.dukalOnTable {
                DukalPanel(dukal: dukal, board: board, layout: layout, store: store, takenBy: nil)
            } else {
                PlayRow(plays: board.trick, mark: board.marks.trick)
            }
            ForEach(board.hand, id: \.suit) { suit in
                SuitRow(suit: suit, trump: board.marks.trump, layout: layout, store: store)
            }
            switch board.lastPlay {
            case let .trick(last, takenBy):
                FlowLayout(spacing: 8) {
                    PlayRow(plays: last.plays, mark: board.marks.lastPlay)
                    Text("\(board.marks.takenBy) \(takenBy)").font(.callout.weight(.semibold))
                }
                .foregroundStyle(.secondary)
            case let .dukal(dukal, takenBy):
                // The last play after a Dukal is the Dukal, with its discards, until a trick is
                // complete again.
                DukalPanel(dukal: dukal, board: board, layout: layout, store: store, takenBy: takenBy)
                    .foregroundStyle(.secondary)
            case nil:
                EmptyView()
            }
            if !board.played.isEmpty {
                VStack(alignment: .leading, spacing: 2) {
                    Text(board.marks.played).font(.caption).foregroundStyle(.secondary)
                    ForEach(board.played, id: \.suit) { suit in
                        Text("\(suit.name): \(suit.ranks)")
                            .accessibilityLabel(suit.spoken)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .accessibilityElement(children: .combine)
            }
        }
    }

    private var seats: some View {
        // The three seats side by side, or on more lines with large text: never off the edge.
        FlowLayout(spacing: 10) {
            ForEach(board.players, id: \.seat) { player in
                // In the board's marks: whose turn, the viewer, the dealer; cards in hand and
                // captured this deal.
                let line = board.seatLine(player)
                VStack(alignment: .leading, spacing: 2) {
                    Text(line.name).font(.subheadline.weight(.semibold))
                    Text(line.counts).font(.caption.monospacedDigit())
                }
                .foregroundStyle(Palette.seat(player.seat))
                .padding(6)
                .background(RoundedRectangle(cornerRadius: 8).strokeBorder(Palette.seat(player.seat), lineWidth: player.isTurn ? 2 : 0.5))
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(layout.view.seats.first { $0.seat == player.seat }.map { "\($0.name), \($0.scoreLabel)" } ?? player.name))
            }
        }
    }
}

@MainActor
private struct SuitRow: View {
    let suit: GanjifaSuitView
    /// The board's trump mark, before the trump suit's name.
    let trump: String
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(suit.trump ? "\(trump) \(suit.name)" : suit.name)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(suit.trump ? Color.orange : Color.primary)
            // A long suit goes on to a second line rather than hiding cards past the edge.
            FlowLayout(spacing: 4, lineSpacing: 6) {
                ForEach(suit.cards, id: \.code) { card in
                    let target = layout.target(card.target)
                    TargetButton(target: target, store: store) {
                        GanjifaCardFace(card: card, chosen: target?.selected ?? false)
                    }
                    .accessibilityLabel(layout.target(card.target)?.accessibility ?? card.name)
                }
            }
        }
    }
}

/// A card, round as the painted ones; a card chosen (a discard against a Dukal, taken back by
/// another tap) stands raised in a wide ring.
@MainActor
struct GanjifaCardFace: View {
    let card: GanjifaCardView
    var chosen = false
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 40

    var body: some View {
        Text(card.rank)
            .font(.body.weight(.semibold))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(.horizontal, 2)
            .frame(minWidth: width, minHeight: width * 1.4)
            .background(
                Circle()
                    .fill(card.trump ? Color.orange.opacity(0.25) : Color(.secondarySystemBackground)))
            .overlay(
                Circle().strokeBorder(
                    chosen ? Color.primary : card.playable ? Color.accentColor : Color.secondary,
                    lineWidth: chosen ? 3 : card.playable ? 2 : 0.5))
            .offset(y: chosen ? -6 : 0)
    }
}

/// Cards played, each under its player's name, after the board's mark for them.
@MainActor
private struct PlayRow: View {
    let plays: [GanjifaPlayView]
    let mark: String

    var body: some View {
        FlowLayout(spacing: 8) {
            Text(mark).accessibilityHidden(true)
            ForEach(plays, id: \.seat) { play in
                VStack(spacing: 2) {
                    GanjifaCardFace(card: play.card)
                    Text(play.name).font(.caption)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text("\(play.name): \(play.card.name)"))
            }
        }
    }
}

/// A Dukal led (G6) and the discards made against it: on the table while discards are due
/// (`takenBy` nil), or the last play once taken, after the board's mark, with who took it.
@MainActor
private struct DukalPanel: View {
    let dukal: GanjifaDukalView
    let board: GanjifaBoard
    let layout: TableLayout
    let store: TableStore
    let takenBy: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(takenBy == nil ? dukal.label : "\(board.marks.lastPlay) \(dukal.label)")
                .font(.headline)
                .foregroundStyle(takenBy == nil ? Color.orange : Color.secondary)
            FlowLayout(spacing: 4, lineSpacing: 6) {
                ForEach(dukal.cards, id: \.code) { card in
                    TargetButton(target: layout.target(card.target), store: store) {
                        GanjifaCardFace(card: card)
                    }
                    .accessibilityLabel(layout.target(card.target)?.accessibility ?? card.name)
                }
            }
            ForEach(dukal.discards.filter { !$0.cards.isEmpty }, id: \.seat) { discards in
                Text("\(discards.name) \(board.marks.discards) \(discards.cards.map(\.rank).joined(separator: " "))")
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .accessibilityLabel(Text("\(discards.name): \(discards.cards.map(\.name).joined(separator: ", "))"))
            }
            if let takenBy {
                Text("\(board.marks.takenBy) \(takenBy)").font(.callout.weight(.semibold))
            }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).strokeBorder(.orange))
    }
}
