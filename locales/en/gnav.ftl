# Gnav: names, cards, set-up, refusals and the table's log.

gnav-name = Gnav

gnav-card-narr = Narr
gnav-card-ugle = Ugle
gnav-card-potte = Potte
gnav-card-number = { $number }
gnav-card-hus = Hus
gnav-card-hest = Hest
gnav-card-katt = Katt
gnav-card-drago = Drago
gnav-card-gjok = Gjøk

gnav-setup-games = A series is 1 to 10 games, not { $games }.
gnav-setup-lives = Players start with 1 to 9 lives, not { $lives }.

gnav-refusal-wrong-phase = “{ $action }” is not possible now.
gnav-refusal-not-an-outcome = “{ $action }” is not what the cards can do now.
gnav-refusal-not-in-stock = Both { $card } cards are already out of the stock (rule K1).

gnav-event-dealt = { $name } is dealt a card.
gnav-event-keep = { $name } keeps.
gnav-event-ask = { $name } asks { $other } to swap.
gnav-event-ask-stock = { $name } swaps with the stock.
gnav-event-show = { $name } shows { $card }.
gnav-event-stock-shows = The stock shows { $card }.
gnav-event-swap = { $name } and { $other } swap cards.
gnav-event-draw = { $name } takes the top card of the stock and discards.
gnav-event-life-lost = { $lives ->
    [0] { $name } loses their last life and is out.
    [one] { $name } loses a life: { $lives } left.
   *[other] { $name } loses a life: { $lives } left.
}
gnav-event-undo = The swap between { $name } and { $other } is undone.

## The table

gnav-option-games = Games in the series
gnav-option-games-value = { $games ->
    [one] One game
   *[other] { $games } games
}
gnav-option-lives = Lives
gnav-option-lives-value = { $lives ->
    [one] One life
   *[other] { $lives } lives
}
gnav-status-turn = { $name }: keep your card, or ask to swap.
gnav-status-dealer = { $name } deals: keep your card, or swap it with the top of the stock.
gnav-status-dealing = The cards are dealt.
gnav-status-over = The series is over.
gnav-button-keep = Keep my card
gnav-button-swap = Ask { $name } to swap
gnav-button-swap-stock = Swap with the stock
gnav-seat-score = { $lives ->
    [0] Out
    [one] { $lives } life
   *[other] { $lives } lives
} · { $games ->
    [0] no games won
    [one] { $games } game won
   *[other] { $games } games won
}
gnav-round-label = Game { $game } of { $games }
gnav-log-knock = { $name } knocks: a Narr!
gnav-log-rests = { $name } rests next deal.
gnav-log-skipped = Resting would leave fewer than two players to deal to, so nobody rests: that deal is skipped (rule K5.6).
gnav-log-deal-start = Deal { $deal } of game { $game }: { $name } deals.
gnav-last-deal = Last deal: { $cards }
gnav-log-game-won = { $names } wins game { $game }.
gnav-log-game-drawn = Game { $game } is drawn between { $names }.

# Stats: the tallies the game keeps.
gnav-tally-lives-lost = Lives lost
gnav-tally-survivals = Deals survived unharmed
gnav-tally-deals = Deals played

# Gnav: the full rules text, following the rule book (K1–K7).

gnav-blurb = A Scandinavian swapping game of nerve: one card each, keep it or swap with your neighbour, and don’t be caught holding the lowest. Watch out for the cat, the dragoon and the cuckoo!

gnav-rules-intro-title = Goal of the game
gnav-rules-intro =
    Gnav is a Danish and Norwegian game of the Cuckoo family for four players. Each deal you hold a single card: keep it, or ask your left-hand neighbour to swap. When the deal is scored, the lowest card loses a life. Everyone starts with three lives; lose them all and you are out. The last player left wins.

gnav-rules-k1-title = Deck and players
gnav-rules-k1 =
    The deck has 42 cards without suits: two copies of each of 21 values. From lowest to highest: Narr (fool), Ugle (owl), Potte (pot), 0, I, II, III … XII, Hus (house), Hest (horse), Katt (cat), Drago (dragoon), Gjøk (cuckoo). The five highest — Hus, Hest, Katt, Drago and Gjøk — are the matadors.

    Four players play: by default one person and three AI players, but any mix is possible. People pass the phone, with a hand-over screen between them. Everyone starts with three lives: tokens, never money.

gnav-rules-k2-title = The deal
gnav-rules-k2 =
    Shuffle all 42 cards for every deal. Deal one hidden card to each player who is still alive and not resting (5.5).

    Turns go clockwise, starting with the player on the dealer’s left; the dealer goes last. After each deal, the dealer’s role passes to the next seat still in the game.

    A player dealt a Narr must knock: the app shows that card to everyone at once.

gnav-rules-k3-title = A turn
gnav-rules-k3 =
    3.1 On your turn you keep your card, or ask the next participating player on your left to swap with you.
    3.2 A player holding a number, 0, Potte, Ugle or Narr must accept: the two cards change hands. Only the two players see the cards they received (a Narr stays visible to everyone wherever it goes).
    3.3 A Hus or Hest refuses and is shown. The request passes over that player to the next participating player, and so on, past any number of Hus and Hest in a row.
    3.4 A Drago refuses, is shown, and costs the player who asked a life; there is no swap. Play resumes with the player to the left of the Drago’s holder.
    3.5 A Katt refuses, is shown, and costs the player who asked a life. Then every earlier swap of this deal is undone, in reverse order — including swaps made before someone kept in between. Cards drawn from the stock are not swaps and stay where they are. Undoing a swap exchanges the two players’ current cards. Play resumes with the player to the left of the Katt’s holder.
    3.6 A Gjøk, when asked, is shown and ends the deal at once: go straight to scoring (K5).
    3.7 Matadors act only when asked; holding one does nothing by itself.
    3.8 After a keep, the turn passes to the next participating player. After a swap, it passes to the player who received the request (the one who had to accept); players passed over in between (Hus, Hest) have no turn this deal. This goes on until the dealer’s turn.
    3.9 If a Drago or Katt that refuses belongs to the dealer, the deal is scored at once (K5).

gnav-rules-k4-title = The dealer’s turn and the stock
gnav-rules-k4 =
    4.1 The dealer keeps, or swaps with the top card of the undealt stock.
    4.2 A request that passes over the dealer’s Hus or Hest also goes to the stock.
    4.3 A Hus or Hest drawn from the stock refuses: it is shown and set aside, and the next card is drawn.
    4.4 A Gjøk, Drago or Katt drawn from the stock acts as in K3 (it ends the deal, or costs a life, or costs a life and undoes the swaps), and the player who asked keeps their card.
    4.5 Any other card drawn replaces the card of the player who asked, which goes face down onto the discard pile.
    4.6 If the player who asked was not the dealer (the request passed over the dealer’s Hus or Hest), the dealer still has their own turn afterwards, unless a Gjøk ended the deal.
    4.7 After the dealer’s turn, the deal is scored.

gnav-rules-k5-title = Scoring
gnav-rules-k5 =
    5.1 Everyone reveals their card. Players put at zero lives by a Drago or Katt during the deal have already left and are not compared.
    5.2 No Narr: every player tied for the lowest card loses a life.
    5.3 One Narr: its holder loses a life, and so does every player tied for the lowest of the other cards.
    5.4 Two Narrs: only the two Narr holders lose a life, one each.
    5.5 A Narr holder who survives rests for the next deal: no card, no turn, no life to lose, and they are passed over when the dealer’s role moves on. They are back for the deal after that.
    5.6 If resting leaves fewer than two players to deal to, that deal is skipped: nothing is dealt, nobody loses a life, the dealer does not move, and the resting players are back for the next deal.
    5.7 A player at zero lives is out. As soon as only one player remains, that player wins. If every remaining player reaches zero in the same scoring, the game is a draw between them.

gnav-rules-k6-title = The series
gnav-rules-k6 =
    A series is a number of games (3 by default). Players are ranked by games won, then by the lives they had left at the end of each game, added up; players still equal share their place.

gnav-rules-k7-title = What each player can see
gnav-rules-k7 =
    Each player sees their own card; every card shown by a refusal, a knock, the stock or the final reveal; who asked whom, who kept, and which swaps were undone; and the cards they gave and received. The AI players use all of that and nothing else.
## Following the table
gnav-place = { $game }, deal { $deal }
gnav-warning-matador = { $card } will refuse: asking costs you a life (rules K3.4, K3.5). Tap again to ask anyway.
gnav-warning-lower = You would give away your { $own } for { $card }, a worse card (rule K3.2). Tap again to swap anyway.
gnav-settle-card = { $name }: { $card }
gnav-settle-life = { $name } loses a life (lives left: { $lives }): { $why ->
        [drago] asked a Drago (rule K3.4)
        [katt] asked a Katt (rule K3.5)
        [two-narr] held one of two Narrs (rule K5.4)
        [narr] held the Narr (rule K5.3)
        [narr-lowest] lowest card beside a Narr (rule K5.3)
       *[lowest] lowest card (rule K5.2)
    }.
gnav-settle-nobody = Nobody lost a life this deal.
gnav-legend-life = A life left (rule K1)
gnav-legend-life-lost = A life lost
gnav-legend-dealer = The dealer, who swaps with the stock (rule K4)
gnav-legend-you = You: the board is drawn for the person holding the phone
gnav-legend-hidden = A card you may not see (rule K7)
gnav-legend-resting = Resting this deal after surviving with the Narr (rule K5.5)
gnav-legend-out = Out of this game: no lives left
gnav-legend-stock = Cards left in the stock
gnav-legend-set-aside = Matadors turned up from the stock and set aside (rule K4.3)
gnav-standings-level = games won, then lives kept over the games where level: { $list }
