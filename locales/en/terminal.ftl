# The terminal shell's own strings (cardavia play): keys, help and notices only the terminal has.

terminal-table-keys = letters: moves · ←→ ⏎: tap · Esc: cancel · PgUp/PgDn: log · ?: help · q: leave
terminal-leave-confirm = Press q again to leave.
terminal-leave-anyway = Press q again to leave anyway; any other key stays.
terminal-waiting-for = Waiting for { $name }…
terminal-moves-page = [ ] page { $page } of { $pages }
terminal-key-names-nothing = Nothing on the table answers to “{ $keys }”.
terminal-typed = Typed: { $keys } (Esc forgets it)
terminal-dica-keys = Type a card as printed, value then letter (8a, 12b), to place on it or challenge it.
terminal-dicen-keys = { $tiles ->
    [9] Keys 1 to 9 tap the tile of that number.
    [10] Keys 1 to 9 tap the tile of that number, 0 taps 10.
   *[other] Keys 1 to 9 tap the tile of that number, 0 taps 10, the minus key 11 and the equals key 12.
}
terminal-dicen-other-key = b then a number key: { $board }
terminal-dicen-next-key = The next number key taps a tile on { $board } (Esc cancels).
terminal-dicen-partner-board = the board of { $name }
terminal-dicen-second-board = your second board
terminal-rules-keys = ↑↓ scroll · PgUp/PgDn page · ←→ or Tab section · q back
terminal-too-small = The terminal is too small: the table needs { $width }×{ $height } characters and this one has { $now_width }×{ $now_height }. Make the window larger or the text smaller.
terminal-needs-a-terminal = the table needs a terminal to draw in: run it in a terminal window, not with its input or output redirected.
terminal-help-table = The letters listed under “Your move” tap those moves (a, s, d, f…); [ and ] turn its pages when they do not fit. Things on the table are tapped by their own keys (below), or with the arrows (or h j k l) and Enter. A greyed move says why it is not allowed when you tap it; a move marked ⚠ costs you for certain, and a second tap confirms it. Esc cancels a selection or what you typed. PgUp and PgDn scroll “What happened”. q, twice, leaves the table: the first q says whether everything is saved. Now press r to read the rules of this game, any other key to go back.
terminal-help-dica = DiCa: type a card as printed on the table, its value then its letter (8a, 12b), to put the rolled stone on it or to challenge it. r rolls the die.
terminal-help-dicen = DICEN: after a throw, the number keys tap the tile of that number: 1 to 9, 0 for 10, the minus key for 11 and the equals key for 12. With two boards (Lord of the board) or a partner (2 VS 2), press b first to tap on the other board. The tiles close once the listed “Shut” move is tapped. r throws the dice.
terminal-help-ganjifa = Ganjifa: your hand is shown by suit; walk over it with the arrows and tap a card with Enter. The Dukals you may lead are in the list of moves, each with its letter.
terminal-help-gnav = Gnav: every move (keep, swap, knock) is in the list of moves, each with its letter.
terminal-help-home = The home screen: every unfinished table (game, seats, round, whose turn, when), then the games. ↑↓ choose, Enter opens (a saved table sits down where it was left), x twice abandons a saved table, r reads the chosen game's rules, s shows the stats, o opens the settings, q quits.
terminal-help-setup = A new table: ↑↓ choose a row, ←→ change a seat (a person or a bot and its level) or an option, Enter edits a name, x removes a seat, + adds one, s starts, q goes back home.
terminal-help-stats = The stats: ↑↓ choose a player to see their record in every game and their latest series round by round. q goes back home.
terminal-help-settings = The settings: ↑↓ choose, ←→ change; each change is saved at once. q goes back home.
terminal-help-rules = The rules: the sections on the left by their titles, the chosen one on the right. ←→ or Tab change section, ↑↓ and PgUp/PgDn scroll, q goes back where you were.
terminal-moves-on-board = Your move is on the table: pick it with the arrows and ⏎, or by its key.

# `cardavia stats --db PATH`: the file named is not there, or is not a file ($reason: the system's own words).
terminal-stats-no-store = { $path } does not exist: give the file that holds Cardavia’s data (without --db, the usual one is read).
terminal-stats-not-a-file = { $path } is not a file, so it cannot hold Cardavia’s data.
terminal-stats-unreadable = { $path } cannot be read: { $reason }
terminal-help-people = The people the phone knows, the most recently seen first, with how much they played. r renames the chosen person (Enter saves); m says they are the same person as another (choose who with ↑↓, Enter merges their records); x removes them from the list, k keeping their name in the records, a making them anonymous. Nothing recorded is lost.
