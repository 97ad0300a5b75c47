# Cardavia: messages shared by every game.

setup-seat-count = { $game } is played by { $min }–{ $max } players, not { $count }.
