# Ganjifa (Dashavatara): names, cards, set-up, refusals and the table.

ganjifa-name = Ganjifa
ganjifa-setup-deals = A series is 1 to 9 deals, not { $deals }.

## The ten avatar suits (rule G1), in avatar order.

ganjifa-suit-matsya = Matsya
ganjifa-suit-kurma = Kurma
ganjifa-suit-varaha = Varaha
ganjifa-suit-narasimha = Narasimha
ganjifa-suit-vamana = Vamana
ganjifa-suit-parashurama = Parashurama
ganjifa-suit-rama = Rama
ganjifa-suit-krishna = Krishna
ganjifa-suit-buddha = Buddha
ganjifa-suit-kalki = Kalki

## Cards (rule G1): the Raja (king), the Mantri (minister) and the numbers 1 to 10 of a suit.

ganjifa-card-raja = Raja of { $suit }
ganjifa-card-mantri = Mantri of { $suit }
ganjifa-card-number = { $number } of { $suit }
# The rank as printed in a corner of a small card.
ganjifa-rank-raja = R
ganjifa-rank-mantri = M
ganjifa-rank-number = { $number }
# A Dukal (rule G6.1): the Raja, the Mantri and a run of numbers of one suit.
ganjifa-dukal = { $cards } cards of { $suit }: Raja, Mantri and { $low } to { $high }
ganjifa-period-day = Day
ganjifa-period-night = Night

## Refusals.

ganjifa-refusal-wrong-phase = “{ $action }” is not possible now.
ganjifa-refusal-not-your-turn = It is another player’s turn.
ganjifa-refusal-period-by-clock = The table sets day or night from the clock (rule G3).
ganjifa-refusal-period-by-dealer = The dealer chooses day or night (rule G3).
ganjifa-refusal-not-an-outcome = “{ $action }” is not a card left to deal.
ganjifa-refusal-not-in-hand = The { $card } is not in your hand.
ganjifa-refusal-must-open-with-raja = The deal opens with the { $card } alone (rule G5.1).
ganjifa-refusal-must-follow-suit = You hold { $suit }: play a card of the suit led (rule G5.2).
ganjifa-refusal-must-trump-or-next-suit = Without the suit led, play a trump ({ $trump }) or a card of { $next }, the first suit you hold after the one led (rule G5.2).
ganjifa-refusal-dukal-not-leading = Only the player leading a trick may lead a Dukal (rule G6.1).
ganjifa-refusal-dukal-at-opening = The deal opens with the { $card } alone: no Dukal may open it (rule G6.2).
ganjifa-refusal-dukal-too-short = That Dukal ({ $dukal }) is too short: it needs at least three consecutive numbers (rule G6.1).
ganjifa-refusal-dukal-not-held = That Dukal ({ $dukal }) needs the { $card }, which is not in your hand (rule G6.1).
ganjifa-refusal-dukal-too-long = A Dukal of { $cards } cards is too long: the shortest hand has { $longest } (rule G6.4).
ganjifa-refusal-dukal-mixed-suits = A Dukal is one suit: its Raja, its Mantri and a run of its numbers (rule G6.1).
ganjifa-refusal-dukal-without-raja = A Dukal needs the suit’s Raja (rule G6.1).
ganjifa-refusal-dukal-without-mantri = A Dukal needs the suit’s Mantri (rule G6.1).
ganjifa-refusal-dukal-no-numbers = A Dukal needs at least three consecutive numbers with its Raja and Mantri (rule G6.1).
ganjifa-refusal-dukal-not-a-run = The numbers of a Dukal follow one another without a gap (rule G6.1).
ganjifa-refusal-must-discard = A Dukal was led: discard first (rule G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Cards are discarded only against a Dukal (rule G6.3).

## The table

ganjifa-option-period = Day or night
ganjifa-option-period-ask = The dealer chooses
ganjifa-option-period-day = Always day (Rama is trump)
ganjifa-option-period-night = Always night (Krishna is trump)
ganjifa-option-period-clock = By the phone’s clock
ganjifa-option-deals = Deals in the series
ganjifa-option-deals-value = { $deals ->
    [one] One deal
   *[other] { $deals } deals
}
ganjifa-status-period = { $name } deals: choose day or night.
ganjifa-status-clock = The phone’s clock sets day or night.
ganjifa-status-dealing = { $name } deals.
ganjifa-status-open = { $name } opens the deal with the trump Raja (rule G5.1).
ganjifa-status-lead = { $name }: lead a card or a Dukal.
ganjifa-status-play = { $name }: play a card ({ $suit } was led).
ganjifa-status-discard = { $leader } leads a Dukal: { $name }, discard { $left ->
    [one] { $left } card
   *[other] { $left } cards
}.
ganjifa-status-over = The series is over.
ganjifa-button-day = Day: { $trump } is trump
ganjifa-button-night = Night: { $trump } is trump
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-button-discard = Discard { $cards ->
    [one] the chosen card
   *[other] the { $cards } chosen cards
}
ganjifa-button-discard-chosen = Discard: { $chosen } of { $cards } chosen
ganjifa-why-choose-discards = Choose { $more ->
    [one] { $more } more card
   *[other] { $more } more cards
} to discard, then confirm (rule G6.3).
ganjifa-why-discards-chosen = You have chosen your { $cards } cards: tap one of them to take it back, or discard them (rule G6.3).
ganjifa-a11y-day = Choose day for this deal: { $trump } is trump.
ganjifa-a11y-night = Choose night for this deal: { $trump } is trump.
ganjifa-a11y-lead = Lead the { $card }.
ganjifa-a11y-play = Play the { $card }.
ganjifa-a11y-discard = Choose the { $card } to discard; tap it again to take it back.
ganjifa-a11y-dukal = Lead a Dukal of { $dukal }. It captures { $captures } cards at once.
ganjifa-seat-score = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} captured in the series · { $deals ->
    [0] no deals won
    [one] { $deals } deal won
   *[other] { $deals } deals won
}
ganjifa-round-label = Deal { $deal } of { $deals }
ganjifa-log-day = { $name } chooses day: { $trump } is trump.
ganjifa-log-night = { $name } chooses night: { $trump } is trump.
ganjifa-log-clock-day = By the phone’s clock it is day: { $trump } is trump.
ganjifa-log-clock-night = By the phone’s clock it is night: { $trump } is trump.
ganjifa-log-dealt = Deal { $deal }: { $name } deals 40 cards to each player. { $opener } holds the trump Raja and opens.
ganjifa-log-lead = { $name } leads the { $card }.
ganjifa-log-play = { $name } plays the { $card }.
ganjifa-log-trick = { $name } takes the trick with the { $card }.
ganjifa-log-dukal = { $name } leads a Dukal, { $dukal }: each opponent discards { $cards } cards.
ganjifa-log-discard = { $name } discards the { $card }.
ganjifa-log-dukal-taken = { $name } captures { $captures } cards with the Dukal.
ganjifa-log-deal-over = Deal { $deal } is over. Cards captured: { $scores }.
ganjifa-log-deal-won = { $count ->
    [one] { $names } wins the deal.
   *[other] { $names } share the deal.
}
ganjifa-log-series-won = { $count ->
    [one] { $names } wins the series.
   *[other] { $names } share the series.
}

# Stats: the tallies the game keeps.
ganjifa-tally-captures = Cards captured
ganjifa-tally-dukals = Dukals led
ganjifa-tally-tricks-won = Tricks won

# Ganjifa (Dashavatara): the full rules text, following the rule book (G1–G8).

ganjifa-blurb = India’s round-card game for three: 120 cards in ten suits named after the avatars of Vishnu. Numbers run backwards in half the suits, and a well-timed Dukal sweeps up a pile of cards at once.

ganjifa-rules-intro-title = Goal of the game
ganjifa-rules-intro =
    Three players, each playing for themselves, take tricks with the 120-card Dashavatara deck, whose ten suits are named after the ten avatars of Vishnu. Every card you capture is worth one point; no card is worth more than another. Capture the most cards to win the deal, and win the most deals to win the series.

ganjifa-rules-g1-title = Deck and players
ganjifa-rules-g1 =
    The deck has 120 cards: ten suits, each with the numbers 1 to 10 plus a Mantri (minister) and a Raja (king).

    The suits in avatar order, which matters when you cannot follow suit (5.2) and for how the cards are shown:
    1 Matsya, 2 Kurma, 3 Varaha, 4 Narasimha, 5 Vamana, 6 Parashurama, 7 Rama, 8 Krishna, 9 Buddha (in some decks Balarama or Jagannath), 10 Kalki.

    Three players play, each for themselves. By default one person plays against two AI players; any mix of people and AI is possible. People pass the phone, and a hand-over screen hides the hands in between.

    Play and dealing go counter-clockwise. The app seats everyone so that “next” is always the same direction.

ganjifa-rules-g2-title = Card ranking
ganjifa-rules-g2 =
    Within each suit the cards rank from high to low as follows:
    • Suits 1–5 (Matsya to Vamana): Raja, Mantri, then 1, 2, 3 … down to 10. Here the low numbers are the strong ones.
    • Suits 6–10 (Parashurama to Kalki): Raja, Mantri, then 10, 9, 8 … down to 1.

ganjifa-rules-g3-title = Day and night
ganjifa-rules-g3 =
    Before each deal the period is set. By day, Rama (suit 7) is trumps; by night, Krishna (suit 8).

    The Period table option decides how: Ask (the default: the dealer chooses before dealing; an AI dealer chooses at random), Day, Night, or Clock (the phone’s local time: day from 06:00 to 17:59, night otherwise).

    The period stays fixed for the whole deal. It changes only the trump suit, and with it who opens the deal (5.1).

ganjifa-rules-g4-title = The deal
ganjifa-rules-g4 =
    Shuffle, then deal packets of four cards in playing order, starting with the player after the dealer and ending with the dealer, until each player has 40 cards. The dealer moves one seat on, in playing order, every deal.

ganjifa-rules-g5-title = Tricks
ganjifa-rules-g5 =
    5.1 Whoever holds the Raja of the trump suit opens the deal by leading that Raja on its own (see 6.2).
    5.2 Each other player in turn plays one card: a card of the led suit if they have one. If they have none, they play either any trump, or any card of the first suit after the led suit (in avatar order, going round from 10 back to 1) of which they hold a card. No other card may be played.
    5.3 The highest trump wins the trick. With no trump in it, the highest card of the led suit wins. A card of any other suit never wins.
    5.4 The winner takes the cards (face down; they count as captured) and leads to the next trick.

ganjifa-rules-g6-title = The Dukal
ganjifa-rules-g6 =
    6.1 When you lead (except at the opening trick), you may lead a Dukal: the Raja, the Mantri and at least three consecutive numbers of one suit, all at once — for example Raja, Mantri, 3, 4 and 5 (five cards). The trump Raja is always played in the opening trick, so a Dukal can never be in trumps.
    6.2 The opening trick is the trump Raja alone: no Dukal may open a deal.
    6.3 A Dukal of a given number of cards wins at once. Each opponent in turn discards that same number of cards of their choice from their hand, face up, with no duty to follow suit. The leader captures all the cards (three times the size of the Dukal) and leads again.
    6.4 A Dukal may not have more cards than any player has left in hand. Every trick and every Dukal takes the same number of cards from each hand, so the hands stay equal and the limit is simply the leader’s own hand.

ganjifa-rules-g7-title = Scoring and end
ganjifa-rules-g7 =
    When the hands are empty, each player scores one point per captured card; the three scores add up to 120. The highest score wins the deal; players tied for the highest score share it.

    A series is a number of deals: 3 by default, so that each player deals once (as an option, 1 to 9). Players are ranked first by deals won (a shared deal counts as won for each player sharing it), then by the total number of cards captured; players still equal share their place. Cards are always captured in multiples of three, so all three players can never tie at 40, but two players can tie.

ganjifa-rules-g8-title = What each player can see
ganjifa-rules-g8 =
    Each player sees their own hand, every card played face up (tricks, Dukals and the cards discarded to them), how many cards each player has captured, and the period.

    Everything that has been played is public. The AI players may remember it, and the app shows people the last trick and a list of everything played, so that nobody gains from a better memory.
## Following the table
ganjifa-legend-suit = The suit of { $suit } (rule G1)
ganjifa-legend-raja = Raja: the king of a suit (rule G1)
ganjifa-legend-mantri = Mantri: the minister of a suit (rule G1)
ganjifa-legend-you = You: the board is drawn for the person holding the phone
ganjifa-legend-dealer = The dealer of this deal (rule G4)
ganjifa-legend-in-hand = The number of cards in hand
ganjifa-legend-captured = The number of cards captured in this deal, with tricks and Dukals (rules G5.4, G6.3)
ganjifa-legend-trump = The trump suit: Rama by day, Krishna by night (rule G3)
ganjifa-legend-trick = The trick on the table, in playing order (rule G5)
ganjifa-legend-last-play = The last play: the last trick, or a Dukal led since, with its discards (rule G8)
ganjifa-legend-taken-by = Who took its cards (rules G5.3, G6.3)
ganjifa-legend-discards = Cards discarded face up against the Dukal (rule G6.3)
ganjifa-legend-played = Every card played face up this deal, suit by suit (rule G8)
ganjifa-settle-captures = { $name } captured { $cards } cards ({ $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }, { $dukals ->
        [one] { $dukals } Dukal led
       *[other] { $dukals } Dukals led
    }).
