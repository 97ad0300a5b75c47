// Ganjifa: the deal, the period and its trump; each seat's cards, captures and tricks; the trick
// on the table (or the Dukal and the discards against it); the hand by suit, strongest first,
// each card that may be played tappable; the last trick and what has been played.

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
                    Label("\(period) · \(trump)", systemImage: board.period == .night ? "moon.stars.fill" : "sun.max.fill")
                        .font(.subheadline)
                        .foregroundStyle(.orange)
                }
            }
            .accessibilityElement(children: .combine)
            seats
            if let dukal = board.dukal, dukal.discarding != nil {
                DukalPanel(dukal: dukal, board: board, layout: layout, store: store)
            } else {
                PlayRow(plays: board.trick, symbol: "rectangle.stack")
            }
            ForEach(board.hand, id: \.suit) { suit in
                SuitRow(suit: suit, layout: layout, store: store)
            }
            if let last = board.lastTrick {
                let winner = board.players.first { $0.seat == last.winner }?.name ?? ""
                HStack {
                    PlayRow(plays: last.plays, symbol: "arrow.uturn.backward")
                    Text("→ \(winner)").font(.callout.weight(.semibold))
                }
                .foregroundStyle(.secondary)
            }
            if !board.played.isEmpty {
                VStack(alignment: .leading, spacing: 2) {
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
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                ForEach(board.players, id: \.seat) { player in
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(spacing: 4) {
                            if player.isTurn { Image(systemName: "arrowtriangle.right.fill") }
                            Text(player.name).font(.subheadline.weight(.semibold))
                            if player.isDealer { Image(systemName: "suit.diamond.fill").font(.caption) }
                        }
                        HStack(spacing: 8) {
                            Label("\(player.cards)", systemImage: "rectangle.portrait")
                            Label("\(player.captured)", systemImage: "tray.full")
                            Label("\(player.tricksWon)", systemImage: "square.stack.3d.up")
                            if player.dukals > 0 { Label("\(player.dukals)", systemImage: "crown") }
                        }
                        .font(.caption.monospacedDigit())
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
}

@MainActor
private struct SuitRow: View {
    let suit: GanjifaSuitView
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Text(suit.name).font(.subheadline.weight(.semibold))
                if suit.trump { Image(systemName: "star.fill").foregroundStyle(.orange) }
            }
            .accessibilityElement(children: .combine)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 4) {
                    ForEach(suit.cards, id: \.code) { card in
                        TargetButton(target: layout.target(card.target), store: store) {
                            GanjifaCardFace(card: card)
                        }
                        .accessibilityLabel(layout.target(card.target)?.accessibility ?? card.name)
                    }
                }
            }
        }
    }
}

@MainActor
struct GanjifaCardFace: View {
    let card: GanjifaCardView
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 40

    var body: some View {
        Text(card.rank)
            .font(.body.weight(.semibold))
            .frame(minWidth: width, minHeight: width * 1.4)
            .background(
                Circle()
                    .fill(card.trump ? Color.orange.opacity(0.25) : Color(.secondarySystemBackground)))
            .overlay(Circle().strokeBorder(card.playable ? Color.accentColor : Color.secondary, lineWidth: card.playable ? 2 : 0.5))
    }
}

/// Cards played, each under its player's name.
@MainActor
private struct PlayRow: View {
    let plays: [GanjifaPlayView]
    let symbol: String

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: symbol).accessibilityHidden(true)
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

/// A Dukal led (G6) and the discards made against it.
@MainActor
private struct DukalPanel: View {
    let dukal: GanjifaDukalView
    let board: GanjifaBoard
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(dukal.label, systemImage: "crown.fill")
                .font(.headline)
                .foregroundStyle(.orange)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 4) {
                    ForEach(dukal.cards, id: \.code) { card in
                        TargetButton(target: layout.target(card.target), store: store) {
                            GanjifaCardFace(card: card)
                        }
                        .accessibilityLabel(layout.target(card.target)?.accessibility ?? card.name)
                    }
                }
            }
            ForEach(dukal.discards.filter { !$0.cards.isEmpty }, id: \.seat) { discards in
                Text("\(discards.name): \(discards.cards.map(\.rank).joined(separator: " "))")
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .accessibilityLabel(Text("\(discards.name): \(discards.cards.map(\.name).joined(separator: ", "))"))
            }
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).strokeBorder(.orange))
    }
}
