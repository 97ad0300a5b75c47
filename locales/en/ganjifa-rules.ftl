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
