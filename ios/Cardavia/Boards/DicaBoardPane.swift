// DiCa: both teams' rows of cards 6–12, each with its stones (the dice placed on it), its sum,
// how it stands, and ★ for the team it counts for; the challenge or duel in the core's words.

import CardaviaKit
import SwiftUI

@MainActor
struct DicaBoardPane: View {
    let board: DicaBoard
    let layout: TableLayout
    let store: TableStore

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(board.teams, id: \.team) { team in
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        if team.isTurn {
                            Image(systemName: "arrowtriangle.right.fill")
                        }
                        Text(team.name).font(.headline)
                        let who = team.hand ?? team.label
                        if !who.isEmpty {
                            Text("(\(who))").font(.subheadline)
                        }
                        Spacer()
                        Text("\(team.points)").font(.title3.monospacedDigit().weight(.bold))
                    }
                    .foregroundStyle(Palette.seat(team.team))
                    .accessibilityElement(children: .combine)
                    // The seven cards share the width; where they do not fit (large text), they
                    // go four to a line rather than off the edge.
                    ViewThatFits(in: .horizontal) {
                        HStack(spacing: 4) {
                            cards(team)
                        }
                        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 6), count: 4), spacing: 6) {
                            cards(team)
                        }
                    }
                }
            }
            if let duel = board.duel {
                Text(duel.text)
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(.orange)
            } else if let challenge = board.challenge,
                let card = board.teams.flatMap(\.cards).first(where: { $0.id == challenge.card })
            {
                Text(card.text)
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(.orange)
            }
        }
    }

    private func cards(_ team: DicaTeamView) -> some View {
        ForEach(team.cards, id: \.id) { card in
            TargetButton(target: layout.target(card.target), store: store) {
                DicaCardFace(card: card, teamColor: Palette.seat(team.team))
            }
            .accessibilityLabel(layout.target(card.target)?.accessibility ?? card.text)
        }
    }
}

@MainActor
private struct DicaCardFace: View {
    let card: DicaCardView
    let teamColor: Color
    @ScaledMetric(relativeTo: .body) private var width: CGFloat = 34

    var body: some View {
        // A card's words stay on one line, shrinking rather than wrapping or being cut where
        // seven cards share a phone's width.
        VStack(spacing: 4) {
            HStack(spacing: 2) {
                Text(card.id).font(.headline)
                if card.starFor != nil {
                    Image(systemName: "star.fill")
                        .foregroundStyle(card.starFor.map(Palette.seat) ?? .yellow)
                }
            }
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            VStack(spacing: 1) {
                ForEach(Array(card.stones.enumerated()), id: \.offset) { _, stone in
                    Text("\(stone)").font(.callout.monospacedDigit())
                }
            }
            .frame(minHeight: 20)
            if card.stones.count > 1 {
                Text("= \(card.sum)")
                    .font(.caption.monospacedDigit())
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            if let mark {
                Image(systemName: mark).font(.caption)
            }
        }
        .frame(minWidth: width, maxWidth: .infinity)
        .padding(.vertical, 6)
        .padding(.horizontal, 3)
        .background(RoundedRectangle(cornerRadius: 8).fill(fill))
        .overlay(
            RoundedRectangle(cornerRadius: 8)
                .strokeBorder(card.challenged ? Color.orange : border, lineWidth: card.challenged ? 3 : 1))
    }

    /// How the card stands, as a symbol (the core's words are in the accessibility label).
    private var mark: String? {
        switch card.state {
        case .open: return nil
        case .won: return "checkmark"
        case .stolen: return "arrow.left.arrow.right"
        case .blocked: return "nosign"
        case .dead: return "xmark.octagon"
        case .eliminated: return "xmark"
        }
    }

    private var border: Color {
        if let holder = card.holder { return Palette.seat(holder) }
        if let side = card.side { return Palette.seat(side) }
        return .secondary
    }

    private var fill: Color {
        switch card.state {
        case .won, .stolen: return border.opacity(0.25)
        case .blocked, .dead, .eliminated: return Color.gray.opacity(0.2)
        case .open: return Color(.secondarySystemBackground)
        }
    }
}
