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
dicen-option-lucky-about = Siempre dos dados: cierra la casilla de su suma o las dos casillas que muestran los dados (regla V1).
dicen-option-even-about = Solo están en juego las casillas pares (regla V2).
dicen-option-odds-about = Solo están en juego las casillas impares (regla V3).
dicen-option-easy-peasy-about = Las casillas 8, 9 y 10 quedan fuera de juego; en un tablero de 1–12 siguen el 11 y el 12 (regla V4).
dicen-option-three-extreme-about = Las casillas 1, 2 y 3 quedan fuera de juego (regla V5).
dicen-option-unlucky-seven-about = La casilla 7 queda fuera de juego, y una tirada de 7 termina el turno al instante sin cerrar nada (regla V6).
dicen-option-seven-to-go-about = Solo arrancas con una tirada de 7, que luego usas; hasta entonces cada tirada solo termina tu turno (regla V7).
dicen-option-go-go-about = En solitario, una ronda: cierra todas las casillas en el menor número de tiradas; la tirada que no puedas usar se pierde (regla V8).
dicen-option-time-attack-about = En solitario, una ronda: cierra todas las casillas lo más rápido posible; cuenta el tiempo desde tu primera tirada hasta la última casilla (regla V9).
dicen-option-lord-of-the-board-about = Cada jugador tiene dos tableros, y una tirada puede cerrar casillas en uno, en el otro o en ambos (regla V10).
dicen-option-two-vs-two-about = Cuatro jugadores en dos parejas sentadas frente a frente; una tirada puede cerrar casillas en tu tablero, en el de tu pareja o en ambos (regla V11).
dicen-option-hints-about = Los jugadores pueden pedir la mejor jugada y su probabilidad de cerrarlo todo desde ahí, calculadas con exactitud.

## La mesa

dicen-status-throw = { $name }: tira los dados.
dicen-status-throw-choice = { $name }: tira los dados. También puedes tirar solo uno (regla N2).
dicen-status-throw-seven = { $name }: tira los dados; con un total de 7 arrancas (regla V7).
dicen-status-and-note = { $status } { $note }
dicen-note-unlucky = Una tirada de 7 termina el turno al instante (regla V6).
dicen-note-go-go = { $throws ->
        [0] Aún ninguna tirada
        [one] { $throws } tirada hasta ahora
       *[other] { $throws } tiradas hasta ahora
    }: cierra todas las casillas en el menor número de tiradas (regla V8).
dicen-note-time-attack = El cronómetro corre desde tu primera tirada hasta que cierres la última casilla (regla V9).
dicen-status-close = { $name }: cierra casillas que sumen { $total } (regla N4).
dicen-status-close-lord = { $name }: cierra casillas que sumen { $total }, en uno de tus tableros o en los dos (reglas N4, V10).
dicen-status-close-team = { $name }: cierra casillas que sumen { $total }, en tu tablero, en el de { $partner } o en ambos (reglas N4, V11).
dicen-status-close-lucky = { $name }: cierra { $options } (regla V1).
dicen-status-close-lucky-lord = { $name }: cierra { $options }, cada casilla en cualquiera de tus tableros (reglas V1, V10).
dicen-status-close-lucky-team = { $name }: cierra { $options }, cada casilla en tu tablero o en el de { $partner } (reglas V1, V11).
dicen-status-reopen-double = { $name }: reabre { $options }, o renuncia y queda fuera (regla N6).
dicen-status-reopen-six = { $name }: reabre las casillas cerradas que elijas, que sumen 12 como máximo, o renuncia y queda fuera (regla N7).
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
dicen-seat-throws = { $throws ->
    [0] Aún sin lanzamientos
   *[other] { $throws } lanzamientos
}
dicen-seat-time = { $seconds } segundos
dicen-time = { $seconds } s
dicen-column-throws = Lanzamientos
dicen-column-time = Tiempo
dicen-standings-throws = lanzamientos, cuantos menos mejor: { $list }
dicen-standings-time = tiempo, cuanto menos mejor: { $list }
dicen-round-label = Ronda { $round } de { $rounds }
dicen-option-hints = Pistas
dicen-hint = Pista: { $move } ({ $exact ->
        [yes] { $percent } %
       *[no] alrededor de un { $percent } %
    } de probabilidades { $boards ->
        [two] de cerrar tus dos tableros
        [team] de que tu pareja cierre sus dos tableros
       *[one] de cerrarlo todo
    } desde aquí).
dicen-hint-solo = Pista: { $move } (unas { $throws } tiradas más para cerrar todas las casillas, regla { $rule }).
dicen-hint-shut = cierra { $pick }
dicen-hint-reopen = reabre { $pick }
dicen-hint-roll = tira dos dados
dicen-hint-roll-one = tira un dado
dicen-hint-decline = renuncia y queda fuera
dicen-tile-sum = { $tiles }
dicen-tiles-two = { $a } y { $b }
dicen-tile-named = la casilla { $tile }
dicen-tile-named-on = la casilla { $tile } { $where }
dicen-options-two = { $first }, o { $second }
dicen-options-none = nada
dicen-pick-on = { $tiles } { $where }
dicen-pick-both = { $first } y { $second }
dicen-where = { $board ->
        [first] en tu primer tablero
        [second] en tu segundo tablero
        [own] en tu tablero
       *[partner] en el tablero de { $owner }
    }
dicen-log-where = { $board ->
        [second] en el segundo tablero
       *[partner] en el tablero de { $owner }
    }
dicen-names-two = { $a } y { $b }

## Por qué no se puede tocar una casilla

dicen-why-tile-shut = La casilla { $tile } ya está cerrada.
dicen-why-tile-shut-on = La casilla { $tile } { $where } ya está cerrada.
dicen-why-tile-no-set = Ninguna combinación de casillas abiertas con la casilla { $tile } suma { $total } (regla N4).
dicen-why-tile-no-set-on = Ninguna combinación de casillas abiertas con la casilla { $tile } { $where } suma { $total } (regla N4).
dicen-why-tile-open = La casilla { $tile } está abierta: solo se pueden reabrir las cerradas (regla { $rule }).
dicen-why-tile-open-on = La casilla { $tile } { $where } está abierta: solo se pueden reabrir las cerradas (regla { $rule }).
dicen-why-tile-does-not-fit = La casilla { $tile } no encaja con tu elección ({ $chosen }) para sumar { $total } (regla N4).
dicen-why-tile-does-not-fit-on = La casilla { $tile } { $where } no encaja con tu elección ({ $chosen }) para sumar { $total } (regla N4).
dicen-why-tile-not-lucky = En Lucky esta tirada cierra { $options }, no la casilla { $tile } (regla V1).
dicen-why-tile-not-lucky-on = En Lucky esta tirada cierra { $options }, no la casilla { $tile } { $where } (regla V1).
dicen-why-tile-not-lucky-with = En Lucky esta tirada cierra { $options }: la casilla { $tile } no va con { $chosen } (regla V1).
dicen-why-tile-not-lucky-with-on = En Lucky esta tirada cierra { $options }: la casilla { $tile } { $where } no va con { $chosen } (regla V1).
dicen-why-reopen-only = Con este doble solo se puede reabrir la casilla { $double }, no la casilla { $tile } (regla N6).
dicen-why-reopen-only-on = Con este doble solo se puede reabrir la casilla { $double }, no la casilla { $tile } { $where } (regla N6).
dicen-why-reopen-one = Este doble reabre una sola casilla { $tile }: ya has elegido { $chosen } (regla N6).
dicen-why-reopen-over-twelve = La casilla { $tile } con tu elección ({ $chosen }) reabriría { $sum }, más de 12 (regla N7).
dicen-why-reopen-over-twelve-on = La casilla { $tile } { $where } con tu elección ({ $chosen }) reabriría { $sum }, más de 12 (regla N7).
dicen-why-choose-double = Elige primero la casilla { $tile } para reabrirla, o renuncia (regla N6).
dicen-why-choose-six = Elige primero las casillas cerradas que quieres reabrir, que sumen 12 como máximo, o renuncia (regla N7).
dicen-why-choose-tiles = Primero elige las casillas cerradas que quieres reabrir.
dicen-why-cannot-reopen = Con esta tirada no se puede reabrir la casilla { $tile } (reglas N6 y N7).

## Historial

dicen-log-throw-two = { $name } saca un { $a } y un { $b }.
dicen-log-throw-one = { $name } saca un { $a }.
dicen-log-shut = { $name } cierra { $tiles }.
dicen-log-shut-other = { $name } cierra { $other } { $there }.
dicen-log-shut-both = { $name } cierra { $tiles } y { $other } { $there }.
dicen-log-reopen = { $name } reabre { $tiles } (regla { $rule }).
dicen-log-reopen-other = { $name } reabre { $other } { $there } (regla { $rule }).
dicen-log-reopen-both = { $name } reabre { $tiles } y { $other } { $there } (regla { $rule }).
dicen-log-decline = { $name } renuncia a reabrir (regla { $rule }).
dicen-log-out = { $name } queda fuera: sus casillas abiertas suman { $points } (regla N5).
dicen-log-out-partner = { $name } queda fuera; { $partner } sigue jugando por la pareja, en los dos tableros (regla V11).
dicen-log-out-team = { $names } { $count ->
        [one] queda
       *[other] quedan
    } fuera: sus casillas abiertas suman { $points } en sus dos tableros (regla V11).
dicen-log-dicen = { $others ->
        [0] { $name } canta ¡DICEN! y no suma puntos en esta ronda (regla N8).
       *[other] { $name } canta ¡DICEN! { $callers ->
            [0] Cada uno de los demás jugadores suma 10 puntos (regla N8).
           *[other] Cada jugador que no ha cantado DICEN suma 10 puntos (regla N8).
        }
    }
dicen-log-dicen-team = { $names } { $count ->
        [one] canta
       *[other] cantan
    } ¡DICEN! La otra pareja suma 10 puntos (reglas N8, V11).
dicen-log-go-go-shut = { $name } cierra todas las casillas en { $throws ->
        [one] { $throws } tirada
       *[other] { $throws } tiradas
    } (regla V8).
dicen-log-time-attack-shut = { $name } cierra todas las casillas en { $seconds } segundos (regla V9).
dicen-log-unlucky = Un 7 termina el turno de { $name }: no se cierra nada y { $name } sigue en juego (regla V6).
dicen-log-seven-wait = { $name } aún no ha sacado un 7: pasa el turno (regla V7).
dicen-log-seven-start = Con este 7 arranca { $name }, que lo usa para cerrar casillas (regla V7).
dicen-log-lost-throw = { $name } no puede usar { $total }: la tirada se pierde y { $name } sigue jugando (regla { $rule }).
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
dicen-refusal-one-die = { $boards ->
        [two] { $top ->
            [0] Solo se puede tirar un dado cuando todas las casillas abiertas de los dos tableros son del 6 o menos (regla N2).
           *[other] Solo se puede tirar un dado cuando todas las casillas abiertas de los dos tableros son del 6 o menos; la casilla { $top } está abierta (regla N2).
        }
       *[one] { $top ->
            [0] Solo se puede tirar un dado cuando todas las casillas abiertas son del 6 o menos (regla N2).
           *[other] Solo se puede tirar un dado cuando todas las casillas abiertas son del 6 o menos; la casilla { $top } está abierta (regla N2).
        }
    }
dicen-refusal-one-die-lucky = En Lucky siempre se tiran dos dados (regla V1).
dicen-refusal-one-die-seven = Hasta que arranques con un 7, tiras dos dados (regla V7).
dicen-refusal-not-an-outcome = «{ $action }» no es una tirada válida ahora.
dicen-refusal-tile-not-open = { $board ->
        [other] La casilla { $tile } del otro tablero no está abierta (regla N4).
       *[own] La casilla { $tile } no está abierta (regla N4).
    }
dicen-refusal-wrong-sum = Esas casillas suman { $sum }, pero la tirada suma { $total } (regla N4).
dicen-refusal-not-lucky = En Lucky esta tirada cierra { $options } (regla V1).
dicen-refusal-no-other-board = En esta partida no hay otro tablero (reglas V10 y V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] La casilla { $tile } del otro tablero no está cerrada, así que no se puede reabrir (reglas N6, N7).
       *[own] La casilla { $tile } no está cerrada, así que no se puede reabrir (reglas N6, N7).
    }
dicen-refusal-reopen-only-double = Tras este doble solo se puede reabrir la casilla { $tile } (regla N6).
dicen-refusal-reopen-over-twelve = Las casillas reabiertas pueden sumar 12 como máximo, no { $sum } (regla N7).
dicen-refusal-stamp-missing = En Time Attack, cada tirada y cada cierre llevan la marca del cronómetro de la mesa (regla V9).
dicen-refusal-stamp-not-used = Solo Time Attack usa el cronómetro de la mesa (regla V9).
dicen-refusal-clock-backwards = El cronómetro marca { $at } ms, menos que los { $last } ms anteriores (regla V9).

# DICEN: texto completo de las reglas (español).
# Estadísticas: lo que el juego cuenta.
dicen-tally-throws = Tiradas
dicen-tally-dicen-calls = Veces que cantó ¡DICEN!
dicen-tally-gogo-throws = Menos tiradas en GO GO
dicen-tally-time-attack-ms = Time Attack más rápido (ms)

# Fuente: ../shared/rules/dicen.md.

dicen-blurb = El clásico «cierra la caja» con dados: cierra casillas con la suma de cada tirada y deja abiertas las menos posibles. Si las cierras todas, canta ¡DICEN! y cada rival se lleva 10 puntos de castigo. Con once variantes, modos en solitario y partidas por parejas.

dicen-rules-intro-title = Objetivo del juego
dicen-rules-intro =
    Cada jugador intenta cerrar todas las casillas de su tablero con la suma de los dados. Cuando ya no puede cerrar nada, queda fuera de la ronda y suma las casillas que le han quedado abiertas: esa es su puntuación, y aquí los puntos son malos. Quien lo cierra todo canta ¡DICEN!, se queda a cero y le cuesta 10 puntos a cada rival. Después de cuatro rondas gana el total más bajo.

    Once variantes (V1 a V11) cambian las reglas básicas. Cada una es una opción de la mesa, y se pueden combinar siempre que las reglas lo permitan.

## N1
dicen-rules-n1-title = El tablero
dicen-rules-n1 =
    • Cada jugador tiene un tablero con casillas numeradas del 1 al 10, todas abiertas al empezar la ronda (tanto la regla del doble seis como la variante Easy Peasy dan por hecho un tablero que llega hasta el 10). Opciones: del 1 al 9 (el clásico) y del 1 al 12.
    • Algunas variantes (V2 a V6) dejan casillas fuera de juego: esas casillas no cuentan como abiertas ni suman puntos.

## N2
dicen-rules-n2-title = Los dados
dicen-rules-n2 =
    • Se juega con dos dados de seis caras. Cuando todas las casillas abiertas que el jugador podría cerrar son del 6 o menos, puede elegir tirar un solo dado.

## N3
dicen-rules-n3-title = Orden de juego
dicen-rules-n3 =
    • Cada tirada es un turno. Después de cada tirada, el turno pasa al siguiente jugador que siga en la ronda. La primera ronda la empieza el jugador 1, y en cada ronda nueva el primer jugador avanza un puesto.

## N4
dicen-rules-n4-title = Cerrar casillas
dicen-rules-n4 =
    • Con lo que suman los dados, el jugador debe cerrar una o más casillas abiertas cuyos números sumen exactamente eso, si existe alguna combinación así: cerrar es obligatorio. El jugador elige qué combinación. Por ejemplo, con un 8 puede cerrar el 8, o el 5 y el 3, o el 1, el 3 y el 4.

## N5
dicen-rules-n5-title = Sin jugada
dicen-rules-n5 =
    • Si ninguna combinación de casillas abiertas suma lo que ha salido (y no le salvan las reglas N6 o N7), el jugador queda fuera de la ronda. Su puntuación de la ronda es la suma de sus casillas abiertas.

## N6
dicen-rules-n6-title = Dobles
dicen-rules-n6 =
    • Si saca dobles (dos dados iguales) y no puede usar esa tirada para cerrar nada, el jugador puede reabrir la casilla que vale el doble del dado (con 2 y 2, la casilla 4), siempre que esté en juego y cerrada, y así sigue en la ronda; o bien renunciar, y queda fuera (N5). Solo se permite cuando la tirada no se podía aprovechar.

## N7
dicen-rules-n7-title = Doble seis
dicen-rules-n7 =
    • Con un doble seis que no puede usar para cerrar nada, el jugador puede reabrir las casillas cerradas en juego que quiera (al menos una, y que sumen 12 como máximo) y sigue en la ronda; o bien renunciar, y queda fuera. En un tablero del 1 al 12, eso incluye reabrir solo el 12.

## N8
dicen-rules-n8-title = Cantar ¡DICEN!
dicen-rules-n8 =
    • El jugador que cierra todas sus casillas canta ¡DICEN!: su puntuación de la ronda es 0, y a cada uno de los demás jugadores se le suman 10 puntos en la ronda (10 por cada ¡DICEN! que canten otros jugadores en esa ronda). Los demás siguen jugando.
    • Con dos tableros (V10 y V11), ¡DICEN! significa tener los dos tableros cerrados; en V11 lo canta el equipo, y los 10 puntos son para el otro equipo.

## N9
dicen-rules-n9-title = Ronda y partida
dicen-rules-n9 =
    • La ronda termina cuando todos los jugadores están fuera o han cantado ¡DICEN!.
    • Una partida tiene 4 rondas (opción: de 1 a 10). Gana el total más bajo; si hay empate, los igualados comparten la victoria.

## V1
dicen-rules-v1-title = Lucky (con suerte)
dicen-rules-v1 =
    Siempre se tiran dos dados. Con dos números distintos, por ejemplo un 2 y un 4, el jugador cierra la casilla de la suma (el 6) o las dos casillas de los dados (el 2 y el 4, si las dos están abiertas). Si exactamente una de esas dos casillas está cerrada o no está en el tablero, puede cerrar la otra sola. Con dobles, por ejemplo 3 y 3, cierra la casilla de la suma (el 6) o la del dado (el 3).

    No hay más opciones, y cerrar es obligatorio siempre que se pueda.

## V2
dicen-rules-v2-title = Even (pares)
dicen-rules-v2 = Solo están en juego las casillas pares.

## V3
dicen-rules-v3-title = Odds (impares)
dicen-rules-v3 = Solo están en juego las casillas impares.

## V4
dicen-rules-v4-title = Easy Peasy (pan comido)
dicen-rules-v4 = El 8, el 9 y el 10 quedan fuera de juego (en un tablero del 1 al 12, el 11 y el 12 siguen en juego).

## V5
dicen-rules-v5-title = 3 Extreme (3 extremo)
dicen-rules-v5 = El 1, el 2 y el 3 quedan fuera de juego.

## V6
dicen-rules-v6-title = Unlucky number 7 (el 7 de la mala suerte)
dicen-rules-v6 = La casilla 7 queda fuera de juego, y una tirada que sume 7 termina el turno en el acto: no se cierra nada y el jugador sigue en la ronda.

## V7
dicen-rules-v7-title = 7 TO GO (arranca con un 7)
dicen-rules-v7 =
    Cada jugador solo arranca cuando saca una tirada que suma 7; hasta entonces, cualquier otra tirada simplemente termina su turno. El 7 con el que arranca se juega como una tirada normal. En cada ronda se vuelve a empezar de cero.

    V6 y V7 no se pueden combinar: la mesa no lo permite al preparar la partida.

## V8
dicen-rules-v8-title = GO GO (en solitario)
dicen-rules-v8 = Un solo jugador y una sola ronda. Una tirada que no se puede usar se pierde, pero no termina la partida; N6 y N7 no se aplican. La puntuación es el número de tiradas que hacen falta para cerrar todas las casillas: cuantas menos, mejor.

## V9
dicen-rules-v9-title = Time Attack (contrarreloj, en solitario)
dicen-rules-v9 = Un solo jugador, que tira como en V8. La puntuación es el tiempo que pasa desde la primera tirada hasta que se cierra la última casilla. El cronómetro lo lleva la mesa de la aplicación, no las reglas.

## V10
dicen-rules-v10-title = Lord of the board (señor del tablero)
dicen-rules-v10 = Cada jugador tiene dos tableros, y la combinación de una misma tirada puede tomar casillas de los dos (cada número de cada tablero es una casilla distinta): por ejemplo, con un 8 puede cerrar el 4 de un tablero y el 4 del otro. La puntuación cuenta los dos tableros, y ¡DICEN! es tener los dos tableros cerrados.

## V11
dicen-rules-v11-title = 2 VS 2 (por parejas)
dicen-rules-v11 =
    Cuatro jugadores en dos equipos de dos compañeros, sentados en el orden A1, B1, A2, B2, de modo que cada uno tiene a su compañero enfrente. La combinación de un jugador puede tomar casillas de su propio tablero, del de su compañero o de los dos.

    Un jugador que no puede usar una tirada en ninguno de los dos tableros queda fuera; el equipo queda fuera cuando lo están los dos compañeros, y puntúa con la suma de los dos tableros. Mientras el equipo siga en la ronda, los dos tableros siguen en uso: un compañero puede cerrar casillas en el tablero de un jugador que ya está fuera.

## Estadísticas
dicen-rules-records-title = Lo que se guarda para las estadísticas
dicen-rules-records =
    • Por jugador: la puntuación de cada ronda, los ¡DICEN! cantados y las tiradas de cada ronda.
    • En GO GO, el menor número de tiradas; en Time Attack, el mejor tiempo.
## Closing on confirm
dicen-button-close = Cerrar las casillas elegidas
dicen-why-choose-sum = Elige primero casillas abiertas que sumen { $total } (regla N4); toca otra vez una casilla elegida para quitarla.
dicen-why-choose-lucky = Elige primero { $options } (regla V1); toca otra vez una casilla elegida para quitarla.
dicen-legend-open = Una casilla abierta, con su número
dicen-legend-shut = Una casilla cerrada
dicen-legend-dicen = El jugador cerró todas las casillas y cantó DICEN (regla N8)
dicen-legend-dicen-lord = El jugador cerró sus dos tableros y cantó DICEN (reglas N8, V10)
dicen-legend-dicen-team = La pareja cerró sus dos tableros y cantó DICEN (reglas N8, V11)
dicen-legend-dicen-solo = Todas las casillas están cerradas: la partida ha terminado (reglas V8, V9)
dicen-legend-out = Fuera en esta ronda (regla N5)
dicen-legend-out-team = Fuera en esta ronda: ya no tira, pero su pareja aún puede cerrar casillas en este tablero (reglas N5, V11)
