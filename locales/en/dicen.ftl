# DICEN: name, set-up, table, log and refusals.

dicen-name = DICEN

## Variants (V1–V11)

dicen-variant-lucky = Lucky
dicen-variant-even = Even
dicen-variant-odds = Odds
dicen-variant-easy-peasy = Easy Peasy
dicen-variant-three-extreme = 3 Extreme
dicen-variant-unlucky-seven = Unlucky number 7
dicen-variant-seven-to-go = 7 TO GO
dicen-variant-go-go = GO GO
dicen-variant-time-attack = Time Attack
dicen-variant-lord-of-the-board = Lord of the board
dicen-variant-two-vs-two = 2 VS 2

## Set-up

dicen-setup-tiles = The board ends at 9, 10 or 12, not { $tiles }.
dicen-setup-rounds = A game is 1 to 10 rounds, not { $rounds }.
dicen-option-tiles = Board
dicen-option-tiles-value = Tiles 1–{ $tiles }
dicen-option-rounds = Rounds
dicen-option-rounds-value = { $rounds ->
    [one] One round
   *[other] { $rounds } rounds
}
dicen-option-lucky-about = Always two dice: close the tile of their sum, or the two tiles the dice show (rule V1).
dicen-option-even-about = Only the even tiles are in play (rule V2).
dicen-option-odds-about = Only the odd tiles are in play (rule V3).
dicen-option-easy-peasy-about = Tiles 8, 9 and 10 are out of play; on a 1–12 board 11 and 12 stay (rule V4).
dicen-option-three-extreme-about = Tiles 1, 2 and 3 are out of play (rule V5).
dicen-option-unlucky-seven-about = Tile 7 is out of play, and a throw of 7 ends the turn at once, closing nothing (rule V6).
dicen-option-seven-to-go-about = You start only with a throw of 7, which you then use; until then every throw just ends your turn (rule V7).
dicen-option-go-go-about = Solo, one round: shut every tile in as few throws as you can; a throw you cannot use is lost (rule V8).
dicen-option-time-attack-about = Solo, one round: shut every tile as fast as you can; the time from your first throw to your last tile counts (rule V9).
dicen-option-lord-of-the-board-about = Everyone plays two boards, and one throw may close tiles on either board or both (rule V10).
dicen-option-two-vs-two-about = Four players in two teams of partners sitting opposite; a throw may close tiles on your own board, your partner’s, or both (rule V11).
dicen-option-hints-about = People may ask for the best move and their chance to shut the box from there, worked out exactly.

## The table

dicen-status-throw = { $name }: throw the dice.
dicen-status-throw-choice = { $name }: throw the dice. You may throw just one die instead (rule N2).
dicen-status-throw-seven = { $name }: throw the dice; a total of 7 starts you (rule V7).
dicen-status-and-note = { $status } { $note }
dicen-note-unlucky = A throw of 7 ends the turn at once (rule V6).
dicen-note-go-go = { $throws ->
        [0] No throws yet
        [one] { $throws } throw so far
       *[other] { $throws } throws so far
    }: shut every tile in as few throws as you can (rule V8).
dicen-note-time-attack = The clock runs from your first throw until your last tile is shut (rule V9).
dicen-status-close = { $name }: close tiles that add up to { $total } (rule N4).
dicen-status-close-lord = { $name }: close tiles that add up to { $total }, on either of your boards or both (rules N4, V10).
dicen-status-close-team = { $name }: close tiles that add up to { $total }, on your board, { $partner }’s or both (rules N4, V11).
dicen-status-close-lucky = { $name }: close { $options } (rule V1).
dicen-status-close-lucky-lord = { $name }: close { $options }, each tile on either of your boards (rules V1, V10).
dicen-status-close-lucky-team = { $name }: close { $options }, each tile on your board or { $partner }’s (rules V1, V11).
dicen-status-reopen-double = { $name }: reopen { $options }, or decline and be out (rule N6).
dicen-status-reopen-six = { $name }: reopen shut tiles of your choice, together 12 at most, or decline and be out (rule N7).
dicen-status-over = The game is over.
dicen-button-roll = Throw two dice
dicen-button-roll-one = Throw one die
dicen-button-reopen = Reopen the chosen tiles
dicen-button-decline = Decline and be out
dicen-tile = { $tile }
dicen-tile-open-a11y = Tile { $tile }, open
dicen-tile-shut-a11y = Tile { $tile }, shut
dicen-seat-score = { $points ->
    [0] No points
    [one] One point
   *[other] { $points } points
}
# V8 GO GO: a solo score is the throws it took.
dicen-seat-throws = { $throws ->
    [0] No throws yet
   *[other] { $throws } throws
}
# V9 Time Attack: a solo score is a time ($seconds has one decimal).
dicen-seat-time = { $seconds } seconds
dicen-time = { $seconds } s
dicen-column-throws = Throws
dicen-column-time = Time
dicen-standings-throws = throws, fewer is better: { $list }
dicen-standings-time = time, shorter is better: { $list }
dicen-round-label = Round { $round } of { $rounds }
dicen-option-hints = Hints
dicen-hint = Hint: { $move } ({ $exact ->
        [yes] { $percent }%
       *[no] about { $percent }%
    } chance { $boards ->
        [two] to shut both your boards
        [team] that your team shuts both its boards
       *[one] to shut the box
    } from here).
dicen-hint-solo = Hint: { $move } (about { $throws } more throws to shut every tile, rule { $rule }).
dicen-hint-shut = close { $pick }
dicen-hint-reopen = reopen { $pick }
dicen-hint-roll = throw two dice
dicen-hint-roll-one = throw one die
dicen-hint-decline = decline and be out

## Tiles and boards in words

dicen-tile-sum = { $tiles }
dicen-tiles-two = { $a } and { $b }
dicen-tile-named = tile { $tile }
dicen-tile-named-on = tile { $tile } { $where }
dicen-options-two = { $first }, or { $second }
dicen-options-none = nothing
dicen-pick-on = { $tiles } { $where }
dicen-pick-both = { $first }, and { $second }
dicen-where = { $board ->
        [first] on your first board
        [second] on your second board
        [own] on your board
       *[partner] on { $owner }’s board
    }
dicen-log-where = { $board ->
        [second] on the second board
       *[partner] on { $owner }’s board
    }
dicen-names-two = { $a } and { $b }

## Why a tile cannot be tapped

dicen-why-tile-shut = Tile { $tile } is already shut.
dicen-why-tile-shut-on = Tile { $tile } { $where } is already shut.
dicen-why-tile-no-set = No set of open tiles with tile { $tile } adds up to { $total } (rule N4).
dicen-why-tile-no-set-on = No set of open tiles with tile { $tile } { $where } adds up to { $total } (rule N4).
dicen-why-tile-does-not-fit = Tile { $tile } does not fit with your choice ({ $chosen }) to make { $total } (rule N4).
dicen-why-tile-does-not-fit-on = Tile { $tile } { $where } does not fit with your choice ({ $chosen }) to make { $total } (rule N4).
dicen-why-tile-not-lucky = With Lucky this throw closes { $options }, not tile { $tile } (rule V1).
dicen-why-tile-not-lucky-on = With Lucky this throw closes { $options }, not tile { $tile } { $where } (rule V1).
dicen-why-tile-not-lucky-with = With Lucky this throw closes { $options }: tile { $tile } does not go with { $chosen } (rule V1).
dicen-why-tile-not-lucky-with-on = With Lucky this throw closes { $options }: tile { $tile } { $where } does not go with { $chosen } (rule V1).
dicen-why-tile-open = Tile { $tile } is open: only shut tiles can be reopened (rule { $rule }).
dicen-why-tile-open-on = Tile { $tile } { $where } is open: only shut tiles can be reopened (rule { $rule }).
dicen-why-reopen-only = After this double only tile { $double } may be reopened, not tile { $tile } (rule N6).
dicen-why-reopen-only-on = After this double only tile { $double } may be reopened, not tile { $tile } { $where } (rule N6).
dicen-why-reopen-one = This double reopens one tile { $tile }: you have chosen { $chosen } already (rule N6).
dicen-why-reopen-over-twelve = Tile { $tile } with your choice ({ $chosen }) would reopen { $sum }, more than 12 (rule N7).
dicen-why-reopen-over-twelve-on = Tile { $tile } { $where } with your choice ({ $chosen }) would reopen { $sum }, more than 12 (rule N7).
dicen-why-choose-double = Choose tile { $tile } to reopen first, or decline (rule N6).
dicen-why-choose-six = Choose shut tiles to reopen first, together 12 at most, or decline (rule N7).
dicen-why-choose-tiles = Choose the shut tiles to reopen first.
dicen-why-cannot-reopen = Tile { $tile } cannot be reopened with this throw (rules N6 and N7).

## Log

dicen-log-throw-two = { $name } throws { $a } and { $b }.
dicen-log-throw-one = { $name } throws a { $a }.
dicen-log-shut = { $name } closes { $tiles }.
dicen-log-shut-other = { $name } closes { $other } { $there }.
dicen-log-shut-both = { $name } closes { $tiles }, and { $other } { $there }.
dicen-log-reopen = { $name } reopens { $tiles } (rule { $rule }).
dicen-log-reopen-other = { $name } reopens { $other } { $there } (rule { $rule }).
dicen-log-reopen-both = { $name } reopens { $tiles }, and { $other } { $there } (rule { $rule }).
dicen-log-decline = { $name } declines to reopen (rule { $rule }).
dicen-log-out = { $name } is out with { $points } open (rule N5).
dicen-log-out-partner = { $name } is out; { $partner } plays on for the team, on both boards (rule V11).
dicen-log-out-team = { $names } { $count ->
        [one] is
       *[other] are
    } out with { $points } open on their boards (rule V11).
dicen-log-dicen = { $others ->
        [0] { $name } calls DICEN and scores nothing this round (rule N8).
       *[other] { $name } calls DICEN! { $callers ->
            [0] Every other player gets 10 points (rule N8).
           *[other] Every player who has not called DICEN gets 10 points (rule N8).
        }
    }
dicen-log-dicen-team = { $names } { $count ->
        [one] calls
       *[other] call
    } DICEN! The other team gets 10 points (rules N8, V11).
dicen-log-go-go-shut = { $name } shuts every tile in { $throws ->
        [one] { $throws } throw
       *[other] { $throws } throws
    } (rule V8).
dicen-log-time-attack-shut = { $name } shuts every tile in { $seconds } seconds (rule V9).
dicen-log-unlucky = A 7 ends { $name }’s turn: nothing is closed, and { $name } stays in (rule V6).
dicen-log-seven-wait = { $name } has not thrown a 7 yet: the turn passes (rule V7).
dicen-log-seven-start = The 7 starts { $name }, who closes with it (rule V7).
dicen-log-lost-throw = { $name } cannot use { $total }: the throw is lost, and { $name } plays on (rule { $rule }).
dicen-log-round-over = Round { $round } is over.
dicen-setup-even-odds = { $first } and { $second } together leave no tile in play.
dicen-setup-unlucky-seven-to-go = { $first } and { $second } cannot be played together.
dicen-setup-go-go-time-attack = { $first } and { $second } each decide the score: choose one.
dicen-setup-solo-teams = { $first } is played alone, { $second } by two teams: choose one.
dicen-setup-lord-teams = { $first } and { $second } together would put four boards under one throw.
dicen-setup-no-seven = With these variants no throw of 7 can be used, so nobody could start 7 TO GO.
dicen-setup-solo-seats = { $variant } is played by one player, not { $count }.
dicen-setup-teams-seats = 2 VS 2 is played by four players, not { $count }.

## Refusals

dicen-refusal-wrong-phase = “{ $action }” is not possible now.
dicen-refusal-one-die = { $boards ->
        [two] { $top ->
            [0] One die may be thrown only when every open tile on both boards is 6 or lower (rule N2).
           *[other] One die may be thrown only when every open tile on both boards is 6 or lower; tile { $top } is open (rule N2).
        }
       *[one] { $top ->
            [0] One die may be thrown only when every open tile is 6 or lower (rule N2).
           *[other] One die may be thrown only when every open tile is 6 or lower; tile { $top } is open (rule N2).
        }
    }
dicen-refusal-one-die-lucky = With Lucky you always throw two dice (rule V1).
dicen-refusal-one-die-seven = Before your starting 7 you throw two dice (rule V7).
dicen-refusal-not-an-outcome = “{ $action }” is not a throw of the dice now.
dicen-refusal-tile-not-open = { $board ->
        [other] Tile { $tile } on the other board is not open (rule N4).
       *[own] Tile { $tile } is not open (rule N4).
    }
dicen-refusal-wrong-sum = Those tiles add up to { $sum }; the throw is { $total } (rule N4).
dicen-refusal-not-lucky = With Lucky this throw closes { $options } (rule V1).
dicen-refusal-no-other-board = There is no other board in this game (rules V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Tile { $tile } on the other board is not shut, so it cannot be reopened (rules N6, N7).
       *[own] Tile { $tile } is not shut, so it cannot be reopened (rules N6, N7).
    }
dicen-refusal-reopen-only-double = After this double only tile { $tile } may be reopened (rule N6).
dicen-refusal-reopen-over-twelve = Reopened tiles may add up to 12 at most, not { $sum } (rule N7).
dicen-refusal-stamp-missing = In Time Attack every throw and close carries the table’s clock (rule V9).
dicen-refusal-stamp-not-used = Only Time Attack uses the table’s clock (rule V9).
dicen-refusal-clock-backwards = The clock reads { $at } ms, earlier than { $last } ms (rule V9).

# Stats: the tallies the game keeps.
dicen-tally-throws = Throws
dicen-tally-dicen-calls = DICEN! calls
dicen-tally-gogo-throws = Fewest throws in GO GO
dicen-tally-time-attack-ms = Fastest Time Attack (ms)

# DICEN: the full rules text, following the rule book (N1–N9, V1–V11).

dicen-blurb = A shut-the-box dice game: throw, flip down tiles that add up to your throw, and try to shut your whole board. Manage it, shout DICEN!, and every other player takes 10 points.

dicen-rules-intro-title = Goal of the game
dicen-rules-intro =
    Every player has a board of numbered tiles. Take turns throwing the dice and close tiles that add up to your throw. When you can no longer close anything, the tiles still open are your points for the round. After four rounds, the player with the fewest points wins.

    Close every tile on your board and you call DICEN!: you score nothing that round, and every other player gets 10 points.

    The variants (V1–V11) are options you can switch on, alone or together where their rules allow.

## N1–N9: the base game

dicen-rules-n1-title = The board
dicen-rules-n1 =
    Each player has their own board of numbered tiles, 1 to 10. At the start of every round all the tiles are open. As an option you can play with a board of 1 to 9 (the classic board) or 1 to 12.

    Some variants take tiles out of play (V2–V6). A tile out of play is neither open nor shut: it cannot be closed or reopened, and it never counts towards your score.

dicen-rules-n2-title = The dice
dicen-rules-n2 =
    You throw two six-sided dice. When every open tile you could still close is 6 or lower, you may choose to throw just one die instead. That can help you or hurt you.

dicen-rules-n3-title = Turn order
dicen-rules-n3 =
    One throw is one turn. After every throw, the turn passes to the next player who is still in the round.

    Player 1 starts the first round. In each new round, the starting player moves one seat on.

dicen-rules-n4-title = Closing tiles
dicen-rules-n4 =
    Add up the dice: that total is your throw. If one or more of your open tiles add up to exactly that total, you must close them — closing is compulsory. If several combinations fit, you choose which one.

    Example: you throw 8. You may close the 8, or 5 and 3, or 1, 2 and 5, and so on — as long as those tiles are open.

dicen-rules-n5-title = Out of moves
dicen-rules-n5 =
    If no combination of your open tiles adds up to your throw (and a double, N6 or N7, doesn’t keep you in), you are out for the round. Your round score is the sum of the tiles you still have open.

dicen-rules-n6-title = Doubles
dicen-rules-n6 =
    You throw a double — both dice the same, say 2 and 2 — and you can’t use it to close anything. Then you may reopen the tile worth the total (here the 4), if that tile is in play and shut, and you stay in the round. Or you decline and are out (N5).

    This is only allowed when the throw could not be used: if the double lets you close tiles, you must close them (N4).

dicen-rules-n7-title = Double six
dicen-rules-n7 =
    You throw 6 and 6 and you can’t use it to close anything. Then you may reopen shut tiles of your choice that are in play — at least one, adding up to 12 at most — and stay in the round. Or you decline and are out.

    On a 1–12 board this includes reopening the 12 on its own.

dicen-rules-n8-title = Calling DICEN
dicen-rules-n8 =
    Close all your tiles and you call DICEN! Your round score is 0, whatever happens next. Every player who has not called DICEN that round gets 10 added to their round score — 10 for each DICEN call that round. The other players play on.

    With two boards (V10, V11), DICEN means both boards are shut. In 2 VS 2 (V11) the team calls it, and the other team gets the 10.

dicen-rules-n9-title = Round and game
dicen-rules-n9 =
    The round ends when every player is either out or has called DICEN.

    A game lasts 4 rounds (as an option, 1 to 10). Add up your round scores: the lowest total wins. Players who tie for the lowest total share the win.

## V1–V11: the variants

dicen-rules-v1-title = Lucky
dicen-rules-v1 =
    Always throw two dice. You may close only these tiles:
    • the tile for the total of both dice, or
    • the two tiles matching the two dice, both of them — they must both be open, and the dice must show different numbers.
    If exactly one of those two tiles is already shut or out of play, you may close the other one on its own.

    Example: you throw 2 and 4. You close the 6, or the 2 and the 4 together. If the 4 is already shut, you may also close the 2 alone.

    On a double you close the tile for the total or the tile for one die: with 3 and 3, the 6 or the 3.

    Nothing else is allowed. As always, you must close if you can.

dicen-rules-v2-title = Even
dicen-rules-v2 =
    Only the even tiles are in play; the odd tiles are out of play.

dicen-rules-v3-title = Odds
dicen-rules-v3 =
    Only the odd tiles are in play; the even tiles are out of play.

dicen-rules-v4-title = Easy Peasy
dicen-rules-v4 =
    Tiles 8, 9 and 10 are out of play. On a 1–12 board, tiles 11 and 12 stay in play.

dicen-rules-v5-title = 3 Extreme
dicen-rules-v5 =
    Tiles 1, 2 and 3 are out of play.

dicen-rules-v6-title = Unlucky number 7
dicen-rules-v6 =
    Tile 7 is out of play. A throw totalling 7 ends your turn at once: you close nothing, and you stay in the round.

dicen-rules-v7-title = 7 TO GO
dicen-rules-v7 =
    You can only start once you throw a total of 7. Until then, every other throw simply ends your turn (you are not out). The 7 that starts you counts as a normal throw: you use it to close tiles.

    Every round starts afresh: everyone needs a 7 again.

    Unlucky number 7 (V6) and 7 TO GO cannot be played together: the app refuses that set-up.

dicen-rules-v8-title = GO GO
dicen-rules-v8 =
    Solo: one player, one round. Shut every tile in as few throws as you can.

    A throw you can’t use costs you that throw, but the game goes on. The double rules (N6, N7) do not apply. Your score is the number of throws you needed to shut every tile: fewer is better.

dicen-rules-v9-title = Time Attack
dicen-rules-v9 =
    Solo: one player, throwing as in GO GO (V8). Your score is the time from your first throw until your last tile is shut: faster is better. The app keeps the time.

dicen-rules-v10-title = Lord of the board
dicen-rules-v10 =
    Each player plays with two boards. The tiles you close for one throw may come from either board or from both, and each board’s tiles are separate tiles. With a throw of 10 you could close the 6 on one board and the 4 on the other, or the 5 on both.

    Your score counts the open tiles on both boards. DICEN means both boards shut.

dicen-rules-v11-title = 2 VS 2
dicen-rules-v11 =
    Four players in two teams; partners sit opposite each other, so the seats go A1, B1, A2, B2 around the table.

    For each throw you may close tiles on your own board, on your partner’s board, or on both. If you can’t use a throw on either board, you are out; your team is out once both partners are out.

    Both boards stay in use as long as your team is in: you may still close tiles on your partner’s board after they are out. The team scores the open tiles on both boards. When both boards are shut, the team calls DICEN and the other team gets the 10.

## Statistics

dicen-rules-records-title = What the app records
dicen-rules-records =
    For each player the app keeps the round scores, the DICEN calls and the number of throws in each round, plus the best throw count in GO GO and the best time in Time Attack.
## Closing on confirm
dicen-button-close = Shut the chosen tiles
dicen-why-choose-sum = Choose open tiles that add up to { $total } first (rule N4); tap a chosen tile again to take it back.
dicen-why-choose-lucky = Choose { $options } first (rule V1); tap a chosen tile again to take it back.
dicen-legend-open = An open tile, by its number
dicen-legend-shut = A shut tile
dicen-legend-dicen = The player shut every tile and called DICEN (rule N8)
dicen-legend-dicen-lord = The player shut both boards and called DICEN (rules N8, V10)
dicen-legend-dicen-team = The team shut both its boards and called DICEN (rules N8, V11)
dicen-legend-dicen-solo = Every tile is shut: the game is over (rules V8, V9)
dicen-legend-out = Out for the round (rule N5)
dicen-legend-out-team = Out for the round: no more throws, but the partner may still close tiles on this board (rules N5, V11)
