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
    [one] 1 card
   *[other] { $left } cards
}.
ganjifa-status-over = The series is over.
ganjifa-button-day = Day: { $trump } is trump
ganjifa-button-night = Night: { $trump } is trump
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-a11y-day = Choose day for this deal: { $trump } is trump.
ganjifa-a11y-night = Choose night for this deal: { $trump } is trump.
ganjifa-a11y-lead = Lead the { $card }.
ganjifa-a11y-play = Play the { $card }.
ganjifa-a11y-discard = Discard the { $card }.
ganjifa-a11y-dukal = Lead a Dukal of { $dukal }. It captures { $captures } cards at once.
ganjifa-seat-score = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
} · { $deals ->
    [0] no deals won
    [one] 1 deal won
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
