# Gnav: namen, kaarten, voorbereiding, weigeringen en het logboek van de tafel.

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

gnav-setup-games = Een serie telt 1 tot en met 10 partijen, niet { $games }.
gnav-setup-lives = Spelers beginnen met 1 tot en met 9 levens, niet met { $lives }.

gnav-refusal-wrong-phase = ‘{ $action }’ kan nu niet.
gnav-refusal-not-an-outcome = ‘{ $action }’ kan nu niet met deze kaarten.
gnav-refusal-not-in-stock = Beide kaarten { $card } zijn al uit de stapel (regel K1).

gnav-event-dealt = { $name } krijgt een kaart.
gnav-event-keep = { $name } houdt de kaart.
gnav-event-ask = { $name } vraagt { $other } om te ruilen.
gnav-event-ask-stock = { $name } ruilt met de stapel.
gnav-event-show = { $name } toont { $card }.
gnav-event-stock-shows = Uit de stapel komt { $card }.
gnav-event-swap = { $name } en { $other } ruilen van kaart.
gnav-event-draw = { $name } trekt de bovenste kaart van de stapel en legt de eigen kaart af.
gnav-event-life-lost = { $lives ->
    [0] { $name } verliest het laatste leven en ligt eruit.
    [one] { $name } verliest een leven: nog 1 over.
   *[other] { $name } verliest een leven: nog { $lives } over.
}
gnav-event-undo = De ruil tussen { $name } en { $other } wordt teruggedraaid.

## De tafel

gnav-option-games = Partijen in de serie
gnav-option-games-value = { $games ->
    [one] Eén partij
   *[other] { $games } partijen
}
gnav-option-lives = Levens
gnav-option-lives-value = { $lives ->
    [one] Eén leven
   *[other] { $lives } levens
}
gnav-status-turn = { $name }: houd je kaart, of vraag om te ruilen.
gnav-status-dealer = { $name } geeft: houd je kaart, of ruil hem met de bovenste kaart van de stapel.
gnav-status-dealing = De kaarten worden gedeeld.
gnav-status-over = De serie is afgelopen.
gnav-button-keep = Kaart houden
gnav-button-swap = Ruil vragen aan { $name }
gnav-button-swap-stock = Ruilen met de stapel
gnav-seat-score = { $lives ->
    [0] Eruit
    [one] 1 leven
   *[other] { $lives } levens
} · { $games ->
    [0] geen partij gewonnen
    [one] 1 partij gewonnen
   *[other] { $games } partijen gewonnen
}
gnav-round-label = Partij { $game } van { $games }
gnav-log-knock = { $name } klopt: een Narr!
gnav-log-rests = { $name } rust de volgende ronde.
gnav-log-game-won = { $names } wint partij { $game }.
gnav-log-game-drawn = Partij { $game } eindigt in een gelijkspel tussen { $names }.
