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
    [one] { $name } pierde una vida: le queda { $lives }.
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
    [one] { $lives } vida
   *[other] { $lives } vidas
} · { $games ->
    [0] sin partidas ganadas
    [one] { $games } partida ganada
   *[other] { $games } partidas ganadas
}
gnav-round-label = Partida { $game } de { $games }
gnav-log-knock = { $name } golpea la mesa: ¡un Narr!
gnav-log-rests = { $name } descansa en la próxima mano.
gnav-log-skipped = Si alguien descansara, quedarían menos de dos jugadores a quienes repartir, así que nadie descansa: esa mano se salta (regla K5.6).
gnav-log-deal-start = Mano { $deal } de la partida { $game }: reparte { $name }.
gnav-last-deal = Mano anterior: { $cards }
gnav-log-game-won = { $names } gana la partida { $game }.
gnav-log-game-drawn = La partida { $game } acaba en empate entre { $names }.

# Gnav: texto completo de las reglas (español).
# Estadísticas: lo que el juego cuenta.
gnav-tally-lives-lost = Vidas perdidas
gnav-tally-survivals = Manos sin perder vida
gnav-tally-deals = Manos jugadas

# Fuente: ../shared/rules/gnav.md.

gnav-blurb = Un juego escandinavo de intercambio para cuatro, con búhos, casas, gatos y cucos: quédate con tu carta o cámbiala con el vecino, y que no te toque la más baja. Tres vidas cada uno, y a sobrevivir.

gnav-rules-intro-title = Objetivo del juego
gnav-rules-intro =
    Cada jugador tiene una sola carta y procura no quedarse con la más baja de la mesa. En su turno puede quedársela o pedirle al vecino de la izquierda que se la cambie; pero las cartas más altas, los matadores, se niegan, y algunas castigan a quien pide.

    Todos empiezan con tres vidas y quedan fuera al llegar a cero. Gana el último que sigue en pie.

## K1
gnav-rules-k1-title = Baraja y asientos
gnav-rules-k1 =
    • 42 cartas sin palos: dos copias de cada uno de 21 valores. De menor a mayor: Narr (el bufón), Ugle (el búho), Potte (la vasija), 0, I, II, …, XII, Hus (la casa), Hest (el caballo), Katt (el gato), Drago (el dragón, soldado de caballería) y Gjøk (el cuco).
    • Las cinco cartas más altas (Hus, Hest, Katt, Drago y Gjøk) son los matadores.
    • Cuatro jugadores (por defecto, una persona y tres IA; se admite cualquier combinación). Las personas se pasan el teléfono, con una pantalla de relevo entre una y otra.
    • Cada jugador empieza con tres vidas (fichas de juego, nunca dinero).

## K2
gnav-rules-k2-title = Reparto
gnav-rules-k2 =
    • En cada mano se barajan las 42 cartas. Se reparte una carta boca abajo a cada jugador que sigue vivo y no está descansando.
    • Los turnos van en sentido horario, empezando por el jugador a la izquierda del repartidor; el repartidor juega el último. Después de cada mano, el papel de repartidor pasa al siguiente asiento que siga en juego.
    • Quien recibe un Narr tiene que dar un golpe en la mesa para avisar: la mesa enseña esa carta a todos en el acto.

## K3
gnav-rules-k3-title = El turno
gnav-rules-k3 =
    3.1 El jugador se queda con su carta (se planta) o le pide un cambio al siguiente jugador participante, a su izquierda.
    3.2 Si ese jugador tiene un número, el 0, Potte, Ugle o Narr, debe aceptar: las dos cartas se intercambian. Solo esos dos jugadores ven la carta que han recibido (un Narr sigue a la vista de todos, vaya donde vaya).
    3.3 Hus o Hest se niega y se enseña: la petición pasa por encima de ese jugador y sigue hacia el siguiente participante, y así sucesivamente, por muchos Hus y Hest seguidos que haya.
    3.4 Drago se niega, se enseña y le cuesta una vida a quien pidió; no hay cambio. El juego sigue con el jugador a la izquierda del que tiene el Drago.
    3.5 Katt se niega, se enseña y le cuesta una vida a quien pidió; después se deshacen, en orden inverso, todos los cambios anteriores de esta mano (también los que hubo antes de que alguien se plantara; las cartas sacadas del mazo no son cambios y se quedan como están). Para deshacer un cambio, esos dos jugadores intercambian las cartas que tengan en ese momento. El juego sigue con el jugador a la izquierda del que tiene el Katt.
    3.6 Gjøk, cuando le piden un cambio, se enseña y termina la mano en el acto: se pasa a la puntuación (K5).
    3.7 Los matadores solo actúan cuando les piden un cambio; tener uno no hace nada por sí mismo.
    3.8 Si el jugador se planta, el turno pasa al siguiente jugador participante. Tras un cambio, pasa al jugador que recibió la petición (el que tuvo que aceptar); los jugadores por encima de los que pasó la petición (Hus, Hest) ya no tienen turno en esta mano. Se sigue así hasta el turno del repartidor.
    3.9 Si el Drago o el Katt que se niega es del repartidor, la mano se puntúa en el acto (K5).

## K4
gnav-rules-k4-title = El turno del repartidor y el mazo
gnav-rules-k4 =
    4.1 El repartidor se planta, o cambia su carta por la primera carta del mazo que no se ha repartido.
    4.2 Una petición que pasa por encima del Hus o el Hest del repartidor también llega al mazo.
    4.3 Un Hus o un Hest sacado del mazo se niega: se enseña, se aparta y se saca la carta siguiente.
    4.4 Un Gjøk, un Drago o un Katt sacado del mazo actúa como en K3 (termina la mano; cuesta una vida; cuesta una vida y deshace los cambios), y quien pidió conserva su carta.
    4.5 Una carta normal sacada del mazo sustituye a la carta de quien pidió, que va boca abajo al descarte.
    4.6 Si quien pidió no era el repartidor (porque la petición pasó por encima del Hus o el Hest del repartidor), a continuación juega el repartidor su propio turno, salvo que un Gjøk haya terminado la mano.
    4.7 Después del turno del repartidor, se puntúa la mano.

## K5
gnav-rules-k5-title = Puntuación
gnav-rules-k5 =
    5.1 Se descubren todas las cartas. Los jugadores que un Drago o un Katt dejó sin vidas durante la mano ya se han ido y no entran en la comparación.
    5.2 Sin ningún Narr: todos los jugadores empatados con la carta más baja pierden una vida.
    5.3 Con un Narr: quien lo tiene pierde una vida, y también todos los empatados con la más baja de las demás cartas.
    5.4 Con dos Narr: solo pierden una vida los dos que los tienen, una cada uno.
    5.5 Quien tiene un Narr y sobrevive descansa en la mano siguiente: no recibe carta, no juega y no paga nada, y la rotación del repartidor se lo salta; vuelve en la mano posterior.
    5.6 Si por los descansos quedan menos de dos jugadores a los que repartir, esa mano se salta: no se reparte nada, nadie paga, el repartidor no cambia y los que descansaban vuelven en la mano siguiente.
    5.7 Un jugador sin vidas queda eliminado. Cuando solo queda un jugador, gana en el acto. Si todos los que quedaban llegan a cero en la misma puntuación, la partida termina en empate entre ellos.

## K6
gnav-rules-k6-title = La serie
gnav-rules-k6 =
    Una serie tiene N partidas (3 por defecto). La clasificación de la serie va por partidas ganadas y, después, por la suma de las vidas que le quedaban a cada jugador al final de cada partida; los jugadores igualados comparten puesto.

## K7
gnav-rules-k7-title = Lo que ve cada asiento
gnav-rules-k7 =
    Cada asiento ve su propia carta; toda carta que se enseña por una negativa, por el golpe en la mesa, desde el mazo o en la puntuación; quién pidió a quién, quién se plantó y qué cambios se deshicieron; y las cartas que dio y las que recibió.

    Las IA pueden usar todo eso, y nada más.
## Following the table
gnav-place = { $game }, mano { $deal }
gnav-warning-matador = { $card } se negará: pedir te cuesta una vida (reglas K3.4, K3.5). Toca otra vez para pedir de todos modos.
gnav-warning-lower = Darías tu { $own } por { $card }, una carta peor (regla K3.2). Toca otra vez para cambiar de todos modos.
gnav-settle-card = { $name }: { $card }
gnav-settle-life = { $name } pierde una vida (vidas restantes: { $lives }): { $why ->
        [drago] pidió a un Drago (regla K3.4)
        [katt] pidió a un Katt (regla K3.5)
        [two-narr] tenía uno de dos Narr (regla K5.4)
        [narr] tenía el Narr (regla K5.3)
        [narr-lowest] la carta más baja junto a un Narr (regla K5.3)
       *[lowest] la carta más baja (regla K5.2)
    }.
gnav-settle-nobody = Nadie perdió una vida en esta mano.
gnav-legend-life = Una vida que queda (regla K1)
gnav-legend-life-lost = Una vida perdida
gnav-legend-dealer = El que reparte, que cambia con el mazo (regla K4)
gnav-legend-you = Tú: el tablero se dibuja para quien tiene el teléfono
gnav-legend-hidden = Una carta que no puedes ver (regla K7)
gnav-legend-resting = Descansa esta mano tras sobrevivir con el Narr (regla K5.5)
gnav-legend-out = Fuera de esta partida: sin vidas
gnav-legend-stock = Cartas que quedan en el mazo
gnav-legend-set-aside = Matadores sacados del mazo y apartados (regla K4.3)
gnav-standings-level = partidas ganadas y, en caso de empate, vidas conservadas sumando todas las partidas: { $list }
