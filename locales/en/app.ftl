# Cardavia: messages shared by every game.

## Set-up

setup-seat-count = { $game } is played by { $min }–{ $max } players, not { $count }.
table-setup-name-empty = Seat { $seat } needs a name.
table-setup-name-long = Names can be at most { $max } characters long.
table-setup-name-twice = “{ $name }” is already at the table: each player needs a different name.
table-setup-options = These options are not valid for this game: { $why }

## The table

table-hand-over = Pass the phone to { $name }.
table-hand-over-confirm = I am { $name }
table-status-hand-over = Hand the phone over: the next player's cards stay hidden until they take it.
table-status-round-over = The round is over.
table-status-series-over = The series is over.
table-next-round = Next round
table-rematch = Rematch
table-summary-series = Final standings
table-log-rematch = A new series begins.

## Errors

table-error-stale = The table has moved on since you tapped: look again and try once more.
table-error-unknown-target = That is not on the table right now.
table-error-hand-over-first = Hand the phone to the next player first.
table-error-no-hand-over = Nobody needs to take the phone now.
table-error-round-over = The round is over: tap “Next round” to go on.
table-error-round-not-over = The round is not over yet.
table-error-series-not-over = The series is not over yet.
table-error-not-your-turn = It is not your turn.
table-error-notation = That move could not be read: { $why }
table-error-restore = The saved table cannot be resumed: { $why }
