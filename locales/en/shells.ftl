# What the core offers every shell (issue 21): the game's call, the stats chart, the store's failure,
# the saved tables.
dicen-call = DICEN!
chart-title = Latest series: running total after each { $word ->
        [deal] deal
        [game] game
       *[round] round
    }
chart-axis-round = { $word ->
        [deal] Deal
        [game] Game
       *[round] Round
    }
chart-axis-total = Running total
chart-seat-total = { $name } { $total }
chart-description = Running totals after { $rounds } { $word ->
        [deal] { $rounds ->
            [one] deal
           *[other] deals
        }
        [game] { $rounds ->
            [one] game
           *[other] games
        }
       *[round] { $rounds ->
            [one] round
           *[other] rounds
        }
    }: { $totals }.
shell-store-failed-title = Cardavia could not open its saved data
shell-store-failed-kept = Nothing was deleted: your saved tables and records stay on the phone as they were. Free some space or restart the phone, then try again.
shell-retry = Try again
shell-saved-tables = Unfinished tables
shell-abandon = Abandon
shell-abandon-a11y = Abandon { $table }
shell-resume-a11y = Resume { $table }
shell-bot-marker = Bot
shell-seat-strip = Seats
shell-resume-button = Resume
shell-turn-of = { $name } to play
