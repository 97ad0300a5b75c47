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

## The table

dicen-status-throw = { $name }: throw the dice.
dicen-status-close = { $name }: close tiles that add up to { $total }.
dicen-status-reopen = { $name }: reopen a tile, or decline and be out.
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
dicen-round-label = Round { $round } of { $rounds }
dicen-option-hints = Hints
dicen-hint = Hint: { $move } ({ $percent }% chance to shut the box from here).
dicen-hint-shut = close { $tiles }
dicen-hint-shut-both = close { $tiles }, and { $other } on the other board
dicen-hint-reopen = reopen { $tiles }
dicen-hint-reopen-both = reopen { $tiles }, and { $other } on the other board

## Why a tile cannot be tapped

dicen-why-tile-shut = Tile { $tile } is already shut.
dicen-why-tile-open = Tile { $tile } is open: only shut tiles can be reopened.
dicen-why-tile-does-not-fit = Tile { $tile } does not fit with your choice to make { $total } (rule N4).
dicen-why-reopen-only = Only tile { $tile } can be reopened after this double (rule N6).
dicen-why-reopen-over-twelve = Together the reopened tiles may add up to 12 at most (rule N7).
dicen-why-choose-tiles = Choose the shut tiles to reopen first.
dicen-why-cannot-reopen = Tile { $tile } cannot be reopened with this throw (rules N6 and N7).

## Log

dicen-log-throw-two = { $name } throws { $a } and { $b }.
dicen-log-throw-one = { $name } throws a { $a }.
dicen-log-shut = { $name } closes { $tiles }.
dicen-log-shut-both = { $name } closes { $tiles }, and { $other } on the other board.
dicen-log-reopen = { $name } reopens { $tiles }.
dicen-log-reopen-both = { $name } reopens { $tiles }, and { $other } on the other board.
dicen-log-decline = { $name } declines to reopen.
dicen-log-out = { $name } is out with { $points } open.
dicen-log-dicen = { $name } calls DICEN!
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
dicen-refusal-one-die = One die may be thrown only when every open tile is 6 or lower (rule N2).
dicen-refusal-one-die-lucky = With Lucky you always throw two dice (rule V1).
dicen-refusal-one-die-seven = Before your starting 7 you throw two dice (rule V7).
dicen-refusal-not-an-outcome = “{ $action }” is not a throw of the dice now.
dicen-refusal-tile-not-open = { $board ->
        [other] Tile { $tile } on the other board is not open (rule N4).
       *[own] Tile { $tile } is not open (rule N4).
    }
dicen-refusal-wrong-sum = Those tiles add up to { $sum }; the throw is { $total } (rule N4).
dicen-refusal-not-lucky = With Lucky close the sum of the dice, or the tiles the two dice show (rule V1).
dicen-refusal-no-other-board = There is no other board in this game (rules V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Tile { $tile } on the other board is not shut, so it cannot be reopened.
       *[own] Tile { $tile } is not shut, so it cannot be reopened.
    }
dicen-refusal-reopen-only-double = After this double only tile { $tile } may be reopened (rule N6).
dicen-refusal-reopen-over-twelve = Reopened tiles may add up to 12 at most, not { $sum } (rule N7).
dicen-refusal-stamp-missing = In Time Attack every throw and close carries the table’s clock (rule V9).
dicen-refusal-stamp-not-used = Only Time Attack uses the table’s clock (rule V9).
dicen-refusal-clock-backwards = The clock reads { $at } ms, earlier than { $last } ms (rule V9).
