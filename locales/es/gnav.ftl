# Gnav: nombres, cartas, preparación, jugadas rechazadas e historial de la mesa.

gnav-name = Gnav

gnav-card-narr = Narr
gnav-card-ugle = Ugle
gnav-card-potte = Potte
gnav-card-number = { $number }
gnav-card-hus = Hus
gnav-card-hest = Hest
gnav-card-katt = Katt
gnav-card-drago = Drago
gnav-card-gjok = Gjøk

gnav-setup-games = Una serie tiene de 1 a 10 partidas, no { $games }.
gnav-setup-lives = Cada jugador empieza con entre 1 y 9 vidas, no con { $lives }.

gnav-refusal-wrong-phase = «{ $action }» no es posible ahora.
gnav-refusal-not-an-outcome = Ahora las cartas no permiten «{ $action }».
gnav-refusal-not-in-stock = Las dos cartas { $card } ya no están en el mazo (regla K1).

gnav-event-dealt = { $name } recibe una carta.
gnav-event-keep = { $name } se planta.
gnav-event-ask = { $name } le pide un cambio a { $other }.
gnav-event-ask-stock = { $name } cambia con el mazo.
gnav-event-show = { $name } muestra { $card }.
gnav-event-stock-shows = Del mazo sale { $card }.
gnav-event-swap = { $name } y { $other } se cambian las cartas.
gnav-event-draw = { $name } toma la primera carta del mazo y descarta la suya.
gnav-event-life-lost = { $lives ->
    [0] { $name } pierde su última vida y queda fuera.
    [one] { $name } pierde una vida: le queda 1.
   *[other] { $name } pierde una vida: le quedan { $lives }.
}
gnav-event-undo = Se deshace el cambio entre { $name } y { $other }.

## La mesa

gnav-option-games = Partidas de la serie
gnav-option-games-value = { $games ->
    [one] Una partida
   *[other] { $games } partidas
}
gnav-option-lives = Vidas
gnav-option-lives-value = { $lives ->
    [one] Una vida
   *[other] { $lives } vidas
}
gnav-status-turn = { $name }: plántate o pide un cambio.
gnav-status-dealer = { $name } reparte: plántate o cambia tu carta por la primera del mazo.
gnav-status-dealing = Se reparten las cartas.
gnav-status-over = Fin de la serie.
gnav-button-keep = Me planto
gnav-button-swap = Pedir cambio a { $name }
gnav-button-swap-stock = Cambiar con el mazo
gnav-seat-score = { $lives ->
    [0] Fuera
    [one] 1 vida
   *[other] { $lives } vidas
} · { $games ->
    [0] sin partidas ganadas
    [one] 1 partida ganada
   *[other] { $games } partidas ganadas
}
gnav-round-label = Partida { $game } de { $games }
gnav-log-knock = { $name } golpea la mesa: ¡un Narr!
gnav-log-rests = { $name } descansa en la próxima mano.
gnav-log-game-won = { $names } gana la partida { $game }.
gnav-log-game-drawn = La partida { $game } acaba en empate entre { $names }.
