# Cardavia: messages shared by every game.

setup-seat-count = { $game } is played by { $min }–{ $max } players, not { $count }.

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
