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

## The store (core/src/store): faults, notices and settings.

store-error-full = The device is full, so the last move could not be saved. Free some space; nothing saved before is lost.
store-error-read-only = Cardavia’s data cannot be written (the file or its folder is read-only). Nothing saved before is lost.
store-error-corrupt = Cardavia’s saved data is damaged. Restart Cardavia to repair it; a copy of the damaged data is kept.
store-error-busy = Cardavia’s data is in use by another program. Try again in a moment.
store-error-cannot-open = Cardavia’s data could not be opened or created.
store-error-io = The device failed to read or write Cardavia’s data.
store-error-sqlite = Cardavia’s data could not be used: { $detail }
store-error-newer-version = This data was saved by a newer Cardavia (version { $found }; this one knows up to { $known }). Update Cardavia to open it; it was left untouched.
store-error-not-a-store = { $path } is another program’s database, not Cardavia’s. It was left untouched.
store-error-move-aside = Cardavia’s data at { $path } is damaged and could not be moved aside to start afresh.
store-error-malformed = Cardavia’s data holds { $what } “{ $value }”, which this version cannot read.
store-error-unknown-series = There is no series { $id }.
store-error-unknown-player = There is no player { $id }.
store-error-series-closed = Series { $id } is over; nothing more can be saved to it.
store-error-out-of-order = A move could not be saved: move { $expected } was expected, not { $got }.
store-error-player-name-empty = A player needs a name.
store-error-player-name-too-long = A player’s name has at most { $max } characters.
store-error-player-name-taken = There is already a player called { $name }.
store-error-seat-twice = A player can sit in only one seat of a series.
store-error-invalid-record = This cannot be saved: { $detail }
store-notice-not-a-database = Cardavia’s data file was not readable, so a new one was started. The old file was kept as { $kept }.
store-notice-corrupt = Cardavia’s data was damaged, so a new store was started. The damaged data was kept as { $kept }.
store-setting-out-of-range = { $setting } must be between { $min } and { $max }, not { $value }.
store-setting-language = “{ $tag }” is not a language Cardavia can recognise.
store-setting-contrast = Contrast
store-setting-grain = Grain
store-setting-temperature = Colour temperature
store-setting-turn-timer = The turn timer (in seconds)

## The app

app-error-unknown-player = There is no player called { $name }.
app-level-easy = Easy
app-level-normal = Normal
app-level-hard = Hard
