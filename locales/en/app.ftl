# Cardavia: messages shared by every game.

## The app

# The app's name, as the home screen and the app stores show it. A brand is not translated: every
# language keeps "Cardavia". Android's values-*/strings.xml (app_name) and iOS's
# *.lproj/InfoPlist.strings say the same; bindings/tests/store_ready.rs checks they do.
app-name = Cardavia

## Set-up

setup-seat-count = { $game } is played by { $min }–{ $max } players, not { $count }.
app-setup-seats-exactly = A { $game } table has exactly { $count } seats (rule { $rule }): each can be a person or a bot, but no seat can be added or removed.
app-setup-seats-range = A { $game } table has { $min } to { $max } seats.
app-setup-undo = Taking back a move
app-setup-undo-description = A player may take back their own last move while nothing was revealed since (no dice, no card shown, nobody else moved, the phone not passed on).
app-setup-undo-allowed = Allowed
app-setup-undo-forbidden = Not allowed
table-setup-name-empty = Seat { $seat } needs a name.
table-setup-name-long = Names can be at most { $max } characters long.
table-setup-name-twice = “{ $name }” is already at the table: each player needs a different name.
table-setup-options = These options are not valid for this game: { $why }

## The table

table-hand-over = Pass the phone to { $name }.
table-hand-over-confirm = I am { $name }
table-undo = Take back
table-undo-a11y = Take back { $name }’s last move
table-status-hand-over = Hand the phone over: the next player's cards stay hidden until they take it.
table-status-round-over = The round is over.
table-status-deal-over = The deal is over.
table-status-game-over = The game is over.
table-status-series-over = The series is over.
table-next-round = Next round
table-next-deal = Next deal
table-next-game = Next game
table-final-standings = See the final standings
table-rematch = Rematch
table-seen-done = Done: I have seen my card
table-status-seen = { $name }: look at the card you hold now, then tap Done before you pass the phone.
table-error-seen-first = { $name } first taps Done, once they have seen their card.
table-unsaved-busy = Not saved yet: another app is using the store. Retrying…
table-unsaved-full = Not saved yet: the phone's storage is full. Free some space; retrying…
table-unsaved-read-only = Not saved yet: the store may not be written. Retrying…
table-unsaved-damaged = Not saved yet: the store is damaged. Retrying…
table-unsaved-failed = Not saved yet: the phone's storage failed. Retrying…
table-unsaved-in-use = Not saved: another Cardavia (another window or program) has the store open. Close it there; retrying…
table-unsaved-nothing-kept = Not saved: this browser keeps no data for Cardavia here (a private window?). The game lasts as long as this page.
table-leave-saved = Leave the table? It is saved: Resume on the home screen brings it back exactly here.
table-leave-unsaved = { $notice } Leaving now loses the last change; staying keeps it while Cardavia tries again.
table-summary-series = Final standings
table-log-rematch = A new series begins.
table-log-undo = { $name } took back a move.

## Errors

table-error-stale = The table has moved on since you tapped: look again and try once more.
table-error-unknown-target = That is not on the table right now.
table-error-hand-over-first = Hand the phone to the next player first.
table-error-no-hand-over = Nobody needs to take the phone now.
table-error-round-over = Play is paused: tap “Next” to go on.
table-error-round-not-over = The round is not over yet.
table-error-nothing-chosen = Nothing is chosen to take back.
table-error-nothing-to-undo = There is no move to take back: only your own last one, while nothing was revealed since.
table-error-series-not-over = The series is not over yet.
table-error-not-your-turn = It is not your turn.
table-error-notation = That move could not be read: { $why }
table-error-restore = The saved table cannot be resumed: { $why }
table-error-chance = Chance drew something the rules refused (a bug in Cardavia): { $why }
table-error-clock = The turn clock's move was refused (a bug in Cardavia): { $why }
table-error-foreign-move = A bot's move was made for another game's table (a bug in Cardavia).

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
store-error-damaged-not-a-database = Cardavia’s data file is not readable. It was left untouched: starting Cardavia to play keeps it under another name and starts a new store.
store-error-damaged-corrupt = Cardavia’s saved data is damaged. It was left untouched: starting Cardavia to play keeps it under another name and starts a new store.
store-error-no-journal = Cardavia cannot keep a journal for its data on this storage (journal mode { $mode }), so a crash could damage it. Nothing was changed.
store-notice-rollback-journal = This storage does not support Cardavia’s usual write-ahead journal, so the { $mode } journal is used instead: saving is a little slower and just as safe.
store-error-not-cardavia = { $path } is not Cardavia’s data: it holds no database at all. It was left untouched.
store-error-not-a-file = { $path } is not a file Cardavia can keep its data in (a folder, a device, a pipe or a broken link). It was left untouched.
store-error-unreadable = Cardavia’s data file { $path } could not be read. It was left untouched.
store-error-in-use = Another Cardavia (another window or program) has this data open, so nothing can be saved here. Close it there to play here; stats and rules can still be read.
store-error-foreign-journal = The journal file beside Cardavia’s data does not belong to it ({ $why }). Both were left untouched; opening Cardavia to play sets the journal aside without applying it.
store-error-damaged-format = Cardavia’s data file is in a format this version cannot read. It was left untouched: starting Cardavia to play keeps it under another name and starts a new store.
store-error-damaged-schema = Cardavia’s data does not match its own version record. It was left untouched: starting Cardavia to play keeps it under another name and starts a new store.
store-notice-format = Cardavia’s data file was in a format this version cannot read, so a new store was started. The old file was kept as { $kept }.
store-notice-schema = Cardavia’s data did not match its own version record, so a new store was started. The old data was kept as { $kept }.
store-notice-journal-set-aside = The journal file beside Cardavia’s data did not belong to it ({ $why }), so it was kept aside as { $kept } and not applied. Your data opened as it was saved in its own file; whatever that journal held is not in it.
store-notice-in-use = Another Cardavia (another window or program) has this data open, so this one can only show stats and rules. Close the other to play here.
store-notice-other-tab = Cardavia is open in another tab of this browser, which holds your saved tables and records: this tab can show the rules only. Close the other tab, then reload this one to play here.
store-notice-nothing-kept = This browser keeps no data for Cardavia here (a private window, or storage turned off). You can play, but no table or record is kept once the page closes.
store-journal-page-size = it was written for a database with other page sizes
store-journal-oversized = it describes more data than it holds
store-journal-not-a-store = it belongs to another program’s database
store-journal-older = it holds an older version of the data
store-journal-damaged = applying it would damage the data
store-journal-stale = it was written over another copy or an earlier state of this data
store-journal-not-a-file = it is not a file
store-setting-out-of-range = { $setting } must be between { $min } and { $max }, not { $value }.
store-setting-language = “{ $tag }” is not a language Cardavia can recognise.
store-setting-contrast = Contrast
store-setting-grain = Grain
store-setting-temperature = Colour temperature
store-setting-turn-timer = The turn timer (in seconds)

## The app

app-error-table-open = This table is already open in another window. Go on playing it there, or close it there first.
app-error-unknown-player = There is no player called { $name }.
app-level-easy = Easy
app-level-normal = Normal
app-level-hard = Hard

## The terminal table

term-home-games = Games
term-home-quit = Quit
term-home-keys = ↑↓ choose · Enter open · r rules · s stats · p people · o settings · ? help · q quit
term-default-name = Player 1
term-setup-add-seat = + Add a seat
term-setup-dica-teams = Each seat is a team. For a team of several people, write their names separated by commas (Ann, Bea): the device goes round them in that order.
term-setup-keys = ↑↓ choose · ←→ change · Enter edit a name · x remove a seat · s start · q back
term-seat-person = person
term-seat-bot = bot, { $level }
term-timer = { $seconds ->
    [one] { $seconds } second left
   *[other] { $seconds } seconds left
}
term-help-title = Help
term-stats-keys = ↑↓ choose a player · q back
term-language-name = English
term-settings-haptics = Haptics (phones only)
term-mistakes-count = count (as printed)
term-mistakes-prevent = prevented (assist)
term-on = on
term-off = off
term-settings-keys = ↑↓ choose · ←→ change (saved at once) · q back
app-off = Off
app-on = On
app-error-closed = This table is closed.

# Every shell's own screens (the terminal, Android and iOS): headings, buttons and labels around the views
# the core draws. The shells ask for them by id (`CardaviaApp.message`); they hold no strings.
shell-tagline = a pass-and-play games table
shell-play = Play
shell-rules = Rules
shell-wikipedia = On Wikipedia
shell-stats = Stats
shell-settings = Settings
shell-legend = Legend
shell-back = Back
shell-resume = Resume { $game } with { $names }
shell-resume-failed = The unfinished table could not be resumed.
shell-setup-title = New table: { $game }
shell-start = Start
shell-add-seat = Add a seat
shell-remove-seat = Remove this seat
shell-seats = Seats
shell-seat-name = Name
shell-person = Person
shell-bot = Bot
shell-player-name = Player { $n }
shell-bot-name = Bot { $n }
shell-dica-teams = Each seat is a team. For a team of several people, write their names separated by commas (Ann, Bea): the phone goes round them in that order.
shell-leave = Leave the table
shell-leave-anyway = Leave anyway
shell-stay = Stay
shell-players = Players
shell-board = Table
shell-your-move = Your move
shell-log = What happened
shell-waiting = Waiting for the other players…
shell-time-left = { $seconds ->
    [one] { $seconds } second left
   *[other] { $seconds } seconds left
}
shell-results = Results
shell-no-results = No finished games yet.
shell-latest-series = Latest series, round by round
shell-no-rounds = No rounds played yet.
shell-series-won = Series won
shell-rounds-won = Rounds won
shell-average = Average score
shell-best = Best score
shell-streak = Streak
shell-round = Round
shell-points = Points
shell-total = Total
shell-rules-title = Rules of { $game }
shell-language = Language
shell-device-language = As the device
shell-look = Look
shell-contrast = Contrast
shell-grain = Grain
shell-temperature = Colour temperature
shell-preview = Preview
shell-haptics = Haptics
shell-turn-timer = Turn timer (DiCa)
shell-no-timer = No timer
shell-seconds = { $seconds } s
shell-bot-level = New bots play
shell-bot-pace = Bots’ pace
app-pace-calm = Calm
app-pace-normal = Normal
app-pace-quick = Quick
shell-dicen-hints = DICEN hints
shell-dica-mistakes = DiCa mistakes
shell-mistakes-count = Counted, as printed
shell-mistakes-prevent = Prevented (assist)
shell-on = On
shell-off = Off
shell-stock = Stock
shell-trick = Trick
shell-last-trick = Last trick
shell-your-hand = Your hand
shell-played = Played
shell-dealer = Dealer
shell-out = out
shell-resting = rests
shell-dismiss = Dismiss

# `cardavia stats`: the store's figures as text.
term-report-heading = { $player } — { $game }
term-report-series = Series: { $played } played{ $teams ->
        [0] {""}
       *[other] {" "}({ $teams } in a team)
    }, { $won } won ({ $rate }); series won in a row: { $streak } now, { $longest } at most
term-report-rounds = { $word ->
        [deal] Deals
        [game] Games
       *[round] Rounds
    }: { $played } played, { $won } won ({ $rate })
term-report-score = { $game ->
        [gnav] Games won per series ({ $better }): average { $average }, best { $best }; lives kept per game: average { $round_average }, best { $round_best }
       *[other] Points per series ({ $better }): average { $average }, best { $best }; points per { $word ->
            [deal] deal
            [game] game
           *[round] round
        }: average { $round_average }, best { $round_best }
    }
term-report-lower-better = lower is better
term-report-higher-better = higher is better
term-report-records = Records: { $list }
term-report-totals = Totals: { $list }
term-report-skipped = { $count ->
    [one] One series of a game this version does not know ({ $games }) is kept in the store and not counted here.
   *[other] { $count } series of games this version does not know ({ $games }) are kept in the store and not counted here.
}
term-report-empty = No games recorded yet ({ $path }).
term-report-player-empty = { $player } has no games recorded yet.
term-report-no-player = There is no player called “{ $player }”.
# A rate as a whole percentage; a value not known yet.
app-percent = { $percent }%
app-no-value = –
# The table's title: the game, and where the series is ("DICEN — Round 2 of 4").
table-title = { $game } — { $place }
table-status-settled = The deal is settled: every card is shown. Tap “Next deal” to go on.
# While a bot is to act: what the game waits for, then that the bot is thinking.
table-status-bot-thinking = { $status } { $name } is thinking…
## Summaries
table-column-this = { $word ->
        [deal] This deal
        [game] This game
       *[round] This round
    }
table-column-total = Total
table-column-won = { $word ->
        [deal] Deals won
        [game] Games won
       *[round] Rounds won
    }
table-column-lives = Lives left
# A headline: who won, then every entry's deciding figure beside its name. $people is how many
# people the winners are (for the verb); $shared is "yes" when several entries share the win.
table-headline-round = { $place }: { $shared ->
        [yes] { $names } share it
       *[no] { $people ->
            [0] nobody wins
            [one] { $names } wins
           *[other] { $names } win
        }
    } — { $standings }.
table-headline-series = { $shared ->
        [yes] { $names } share the series
       *[no] { $people ->
            [0] Nobody wins the series
            [one] { $names } wins the series
           *[other] { $names } win the series
        }
    } — { $standings }.
# V8, V9: a series of one player: what they did, with no one beaten.
table-headline-solo-round = { $place }: { $names } played alone — { $standings }.
table-headline-solo-series = { $names } played alone — { $standings }.
table-standings-won = { $word ->
        [deal] deals won
        [game] games won
       *[round] rounds won
    }: { $list }
table-standings-level = { $word ->
        [deal] deals won
        [game] games won
       *[round] rounds won
    }, then points where level: { $list }
table-standings-points = points: { $list }
table-standings-points-low = points, fewer is better: { $list }
table-standings-lives = lives left: { $list }
table-standing = { $name } { $value }
table-standing-level = { $won } ({ $then })
table-history-winner = { $name } { $value } ✪
table-history-row = { $label }: { $list }
## The legend
table-legend-turn = Whose turn it is
table-legend-bot = A bot: the app plays this seat
table-error-too-soon = That tap came as the screen changed, so it was not taken: look at what is shown now, then tap again.
table-legend-warning = A move that costs you for certain (a mistake, a card given away): the first tap says what it costs, a second tap makes it
table-legend-winner = Won it (the round, deal or game; in the final standings, the series)

## Saved tables (issue 16)
app-kept-table = A table of “{ $game }”, a game this version of Cardavia does not know: kept as it is, for a version that knows it.
app-saved-table = { $game } · { $names } · { $word ->
        [deal] deal
        [game] game
       *[round] round
    } { $round } · { $turn } to play · { $when }
app-saved-table-between = { $game } · { $names } · { $word ->
        [deal] deal
        [game] game
       *[round] round
    } { $round } · { $when }
app-played-now = just now
app-played-minutes = { $n ->
    [one] a minute ago
   *[other] { $n } minutes ago
}
app-played-hours = { $n ->
    [one] an hour ago
   *[other] { $n } hours ago
}
app-played-days = { $n ->
    [one] yesterday
   *[other] { $n } days ago
}
app-notice-damaged-table = The saved { $game } table with { $names } could not be restored. It is kept, but it can no longer be resumed.
term-home-saved-keys = Enter resume · x abandon · ↑↓ choose · q quit
term-home-abandon-confirm = Press x again to abandon this table. It is kept, and its rounds stay in the stats.
term-home-abandoned = The table was abandoned. Its rounds stay in the stats.

# The roster of people and the stats export (issue 43).
app-roster-played = { $series ->
    [one] { $series } series
   *[other] { $series } series
} · { $when }
app-roster-not-played = Not played yet
app-roster-former = Former player { $n }
shell-roster = People
shell-roster-empty = Nobody yet: people join the roster when they play.
shell-roster-known = Known people
shell-roster-rename = Rename
shell-roster-merge = Same person as…
shell-roster-merge-into = Merge { $from } into { $into }: their records join under { $into }.
shell-roster-remove = Remove
shell-roster-remove-keep = Remove; the records keep the name
shell-roster-remove-anonymise = Remove; the records say “former player”
shell-roster-cancel = Cancel
shell-roster-save = Save
shell-export = Export stats
shell-export-csv = CSV (spreadsheet)
shell-export-json = JSON
store-error-played-together = { $a } and { $b } played in the same series: they are two people, not one.
term-people-keys = ↑↓ choose · r rename · m same person as… · x remove · q back
term-people-asking-keys = ↑↓ choose · Enter confirm · Esc cancel
