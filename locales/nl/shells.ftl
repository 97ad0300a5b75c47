# What the core offers every shell (issue 21): the game's call, the stats chart, the store's failure,
# the saved tables.
dicen-call = DICEN!
chart-title = Laatste reeks: lopend totaal na elk { $word ->
        [deal] spel
        [game] potje
       *[round] ronde
    }
chart-axis-round = { $word ->
        [deal] Spel
        [game] Potje
       *[round] Ronde
    }
chart-axis-total = Lopend totaal
chart-seat-total = { $name } { $total }
chart-description = Lopende totalen na { $rounds } { $word ->
        [deal] { $rounds ->
            [one] spel
           *[other] spellen
        }
        [game] { $rounds ->
            [one] potje
           *[other] potjes
        }
       *[round] { $rounds ->
            [one] ronde
           *[other] rondes
        }
    }: { $totals }.
shell-store-failed-title = Cardavia kon zijn opgeslagen gegevens niet openen
shell-store-failed-kept = Er is niets gewist: je opgeslagen tafels en resultaten staan nog ongewijzigd op de telefoon. Maak wat ruimte vrij of herstart de telefoon en probeer het opnieuw.
shell-retry = Opnieuw proberen
shell-saved-tables = Onafgemaakte tafels
shell-abandon = Opgeven
shell-abandon-a11y = { $table } opgeven
shell-resume-a11y = { $table } hervatten
shell-bot-marker = AI
shell-seat-strip = Plaatsen
shell-resume-button = Hervatten
shell-turn-of = Aan de beurt: { $name }
