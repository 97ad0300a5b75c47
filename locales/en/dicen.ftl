# DICEN: names, set-up and refusals.

dicen-name = DICEN
dicen-setup-tiles = The board ends at 9, 10 or 12, not { $tiles }.
dicen-setup-rounds = A game is 1 to 10 rounds, not { $rounds }.
dicen-refusal-wrong-phase = “{ $action }” is not possible now.
dicen-refusal-one-die = One die may be thrown only when every open tile is 6 or lower (rule N2).
dicen-refusal-not-an-outcome = “{ $action }” is not a throw of the dice now.
dicen-refusal-tile-not-open = Tile { $tile } is not open (rule N4).
dicen-refusal-wrong-sum = Those tiles add up to { $sum }; the throw is { $total } (rule N4).
dicen-refusal-tile-not-shut = Tile { $tile } is not shut, so it cannot be reopened.
dicen-refusal-reopen-only-double = After this double only tile { $tile } may be reopened (rule N6).
dicen-refusal-reopen-over-twelve = Reopened tiles may add up to 12 at most, not { $sum } (rule N7).
