# What the core offers every shell (issue 21): the game's call, the stats chart, the store's failure,
# the saved tables.
dicen-call = DICEN!
chart-title = Ultima serie: totale progressivo dopo ogni { $word ->
        [deal] mano
        [game] partita
       *[round] round
    }
chart-axis-round = { $word ->
        [deal] Mano
        [game] Partita
       *[round] Round
    }
chart-axis-total = Totale progressivo
chart-seat-total = { $name } { $total }
chart-description = Totali progressivi dopo { $rounds } { $word ->
        [deal] { $rounds ->
            [one] mano
           *[other] mani
        }
        [game] { $rounds ->
            [one] partita
           *[other] partite
        }
       *[round] { $rounds ->
            [one] round
           *[other] round
        }
    }: { $totals }.
shell-store-failed-title = Cardavia non è riuscita ad aprire i dati salvati
shell-store-failed-kept = Non è stato cancellato nulla: i tavoli salvati e i risultati restano sul telefono così com'erano. Libera spazio o riavvia il telefono, poi riprova.
shell-retry = Riprova
shell-saved-tables = Tavoli in sospeso
shell-abandon = Abbandona
shell-abandon-a11y = Abbandona { $table }
shell-resume-a11y = Riprendi { $table }
shell-bot-marker = IA
shell-seat-strip = Posti
shell-resume-button = Riprendi
shell-turn-of = Tocca a { $name }
