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

gnav-event-dealt = A card is dealt to seat { $seat }.
gnav-event-keep = Seat { $seat } keeps.
gnav-event-ask = Seat { $seat } asks seat { $other } to swap.
gnav-event-ask-stock = Seat { $seat } swaps with the stock.
gnav-event-show = Seat { $seat } shows { $card }.
gnav-event-stock-shows = The stock shows { $card }.
gnav-event-swap = Seats { $seat } and { $other } swap cards.
gnav-event-draw = Seat { $seat } takes the top card of the stock and discards.
gnav-event-life-lost = { $lives ->
    [0] Seat { $seat } loses their last life and is out.
    [one] Seat { $seat } loses a life: 1 left.
   *[other] Seat { $seat } loses a life: { $lives } left.
}
gnav-event-undo = The swap between seats { $seat } and { $other } is undone.
