# DICEN: name, set-up, table, log and refusals.

dicen-name = DICEN

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

## Why a tile cannot be tapped

dicen-why-tile-shut = Tile { $tile } is already shut.
dicen-why-tile-open = Tile { $tile } is open: only shut tiles can be reopened.
dicen-why-tile-does-not-fit = Tile { $tile } does not fit with your choice to make { $total } (rule N4).
dicen-why-reopen-only = Only tile { $tile } can be reopened after this double (rule N6).
dicen-why-reopen-over-twelve = Together the reopened tiles may add up to 12 at most (rule N7).
dicen-why-choose-tiles = Choose the shut tiles to reopen first.

## Log

dicen-log-throw-two = { $name } throws { $a } and { $b }.
dicen-log-throw-one = { $name } throws a { $a }.
dicen-log-shut = { $name } closes { $tiles }.
dicen-log-reopen = { $name } reopens { $tiles }.
dicen-log-decline = { $name } declines to reopen.
dicen-log-out = { $name } is out with { $points } open.
dicen-log-dicen = { $name } calls DICEN!
dicen-log-round-over = Round { $round } is over.

## Refusals

dicen-refusal-wrong-phase = “{ $action }” is not possible now.
dicen-refusal-one-die = One die may be thrown only when every open tile is 6 or lower (rule N2).
dicen-refusal-not-an-outcome = “{ $action }” is not a throw of the dice now.
dicen-refusal-tile-not-open = Tile { $tile } is not open (rule N4).
dicen-refusal-wrong-sum = Those tiles add up to { $sum }; the throw is { $total } (rule N4).
dicen-refusal-tile-not-shut = Tile { $tile } is not shut, so it cannot be reopened.
dicen-refusal-reopen-only-double = After this double only tile { $tile } may be reopened (rule N6).
dicen-refusal-reopen-over-twelve = Reopened tiles may add up to 12 at most, not { $sum } (rule N7).
