# DICEN: nombre, preparación, mesa, historial y jugadas rechazadas.

dicen-name = DICEN

## Variantes (V1–V11): sus nombres se mantienen, como en las reglas.

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

## Preparación

dicen-setup-tiles = El tablero llega hasta el 9, el 10 o el 12, no hasta el { $tiles }.
dicen-setup-rounds = Una partida tiene de 1 a 10 rondas, no { $rounds }.
dicen-option-tiles = Tablero
dicen-option-tiles-value = Casillas del 1 al { $tiles }
dicen-option-rounds = Rondas
dicen-option-rounds-value = { $rounds ->
    [one] Una ronda
   *[other] { $rounds } rondas
}

## La mesa

dicen-status-throw = { $name }: tira los dados.
dicen-status-close = { $name }: cierra casillas que sumen { $total }.
dicen-status-reopen = { $name }: reabre una casilla o renuncia y queda fuera.
dicen-status-over = Fin de la partida.
dicen-button-roll = Tirar dos dados
dicen-button-roll-one = Tirar un dado
dicen-button-reopen = Reabrir las casillas elegidas
dicen-button-decline = Renunciar y quedar fuera
dicen-tile = { $tile }
dicen-tile-open-a11y = Casilla { $tile }, abierta
dicen-tile-shut-a11y = Casilla { $tile }, cerrada
dicen-seat-score = { $points ->
    [0] Ningún punto
    [one] Un punto
   *[other] { $points } puntos
}
dicen-round-label = Ronda { $round } de { $rounds }
dicen-option-hints = Pistas
dicen-hint = Pista: { $move } ({ $percent } % de probabilidades de cerrarlo todo desde aquí).
dicen-hint-shut = cierra { $tiles }
dicen-hint-shut-both = cierra { $tiles } y, en el otro tablero, { $other }
dicen-hint-reopen = reabre { $tiles }
dicen-hint-reopen-both = reabre { $tiles } y, en el otro tablero, { $other }

## Por qué no se puede tocar una casilla

dicen-why-tile-shut = La casilla { $tile } ya está cerrada.
dicen-why-tile-open = La casilla { $tile } está abierta: solo se pueden reabrir las cerradas.
dicen-why-tile-does-not-fit = La casilla { $tile } no encaja con tu elección para sumar { $total } (regla N4).
dicen-why-reopen-only = Con este doble solo se puede reabrir la casilla { $tile } (regla N6).
dicen-why-reopen-over-twelve = Entre todas, las casillas reabiertas pueden sumar 12 como máximo (regla N7).
dicen-why-choose-tiles = Primero elige las casillas cerradas que quieres reabrir.
dicen-why-cannot-reopen = Con esta tirada no se puede reabrir la casilla { $tile } (reglas N6 y N7).

## Historial

dicen-log-throw-two = { $name } saca un { $a } y un { $b }.
dicen-log-throw-one = { $name } saca un { $a }.
dicen-log-shut = { $name } cierra { $tiles }.
dicen-log-shut-both = { $name } cierra { $tiles } y, en el otro tablero, { $other }.
dicen-log-reopen = { $name } reabre { $tiles }.
dicen-log-reopen-both = { $name } reabre { $tiles } y, en el otro tablero, { $other }.
dicen-log-decline = { $name } renuncia a reabrir.
dicen-log-out = { $name } queda fuera: sus casillas abiertas suman { $points }.
dicen-log-dicen = { $name } canta ¡DICEN!
dicen-log-round-over = Fin de la ronda { $round }.
dicen-setup-even-odds = Con { $first } y { $second } a la vez no queda ninguna casilla en juego.
dicen-setup-unlucky-seven-to-go = { $first } y { $second } no se pueden combinar.
dicen-setup-go-go-time-attack = { $first } y { $second } puntúan de forma distinta: elige una.
dicen-setup-solo-teams = { $first } se juega en solitario y { $second }, por parejas: elige una.
dicen-setup-lord-teams = Con { $first } y { $second } a la vez, una sola tirada abarcaría cuatro tableros.
dicen-setup-no-seven = Con estas variantes no se puede usar ninguna tirada de 7, así que en 7 TO GO nadie podría arrancar.
dicen-setup-solo-seats = { $variant } es para un solo jugador, no para { $count }.
dicen-setup-teams-seats = 2 VS 2 es para cuatro jugadores, no para { $count }.

## Jugadas rechazadas

dicen-refusal-wrong-phase = «{ $action }» no es posible ahora.
dicen-refusal-one-die = Solo se puede tirar un dado cuando todas las casillas abiertas son del 6 o menos (regla N2).
dicen-refusal-one-die-lucky = En Lucky siempre se tiran dos dados (regla V1).
dicen-refusal-one-die-seven = Hasta que arranques con un 7, tiras dos dados (regla V7).
dicen-refusal-not-an-outcome = «{ $action }» no es una tirada válida ahora.
dicen-refusal-tile-not-open = { $board ->
        [other] La casilla { $tile } del otro tablero no está abierta (regla N4).
       *[own] La casilla { $tile } no está abierta (regla N4).
    }
dicen-refusal-wrong-sum = Esas casillas suman { $sum }, pero la tirada suma { $total } (regla N4).
dicen-refusal-not-lucky = En Lucky se cierra la casilla de la suma o las casillas de los dos dados (regla V1).
dicen-refusal-no-other-board = En esta partida no hay otro tablero (reglas V10 y V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] La casilla { $tile } del otro tablero no está cerrada, así que no se puede reabrir.
       *[own] La casilla { $tile } no está cerrada, así que no se puede reabrir.
    }
dicen-refusal-reopen-only-double = Tras este doble solo se puede reabrir la casilla { $tile } (regla N6).
dicen-refusal-reopen-over-twelve = Las casillas reabiertas pueden sumar 12 como máximo, no { $sum } (regla N7).
dicen-refusal-stamp-missing = En Time Attack, cada tirada y cada cierre llevan la marca del cronómetro de la mesa (regla V9).
dicen-refusal-stamp-not-used = Solo Time Attack usa el cronómetro de la mesa (regla V9).
dicen-refusal-clock-backwards = El cronómetro marca { $at } ms, menos que los { $last } ms anteriores (regla V9).
