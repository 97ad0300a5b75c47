# Ganjifa (Dashavatara): names, set-up and refusals.

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

## Refusals.

ganjifa-refusal-wrong-phase = “{ $action }” is not possible now.
ganjifa-refusal-not-your-turn = It is another player’s turn.
ganjifa-refusal-period-by-clock = The table sets day or night from the clock (rule G3).
ganjifa-refusal-period-by-dealer = The dealer chooses day or night (rule G3).
ganjifa-refusal-not-an-outcome = “{ $action }” is not a card left to deal.
ganjifa-refusal-not-in-hand = { $card } is not in your hand.
ganjifa-refusal-must-open-with-raja = The deal opens with { $card } alone (rule G5.1).
ganjifa-refusal-must-follow-suit = You hold { $suit }: play a card of the suit led (rule G5.2).
ganjifa-refusal-must-trump-or-next-suit = Without the suit led, play a trump ({ $trump }) or a card of { $next }, the first suit you hold after the one led (rule G5.2).
ganjifa-refusal-dukal-not-leading = Only the player leading a trick may lead a Dukal (rule G6.1).
ganjifa-refusal-dukal-at-opening = The deal opens with { $card } alone: no Dukal may open it (rule G6.2).
ganjifa-refusal-dukal-too-short = Dukal { $dukal } is too short: it needs at least three consecutive numbers (rule G6.1).
ganjifa-refusal-dukal-not-held = Dukal { $dukal } needs { $card }, which is not in your hand (rule G6.1).
ganjifa-refusal-dukal-too-long = A Dukal of { $cards } cards is too long: the shortest hand has { $longest } (rule G6.4).
ganjifa-refusal-must-discard = A Dukal was led: discard first (rule G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Cards are discarded only against a Dukal (rule G6.3).
