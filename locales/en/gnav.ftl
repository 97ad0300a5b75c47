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
    [one] { $name } loses a life: 1 left.
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
    [one] 1 life
   *[other] { $lives } lives
} · { $games ->
    [0] no games won
    [one] 1 game won
   *[other] { $games } games won
}
gnav-round-label = Game { $game } of { $games }
gnav-log-knock = { $name } knocks: a Narr!
gnav-log-rests = { $name } rests next deal.
gnav-log-game-won = { $names } wins game { $game }.
gnav-log-game-drawn = Game { $game } is drawn between { $names }.
