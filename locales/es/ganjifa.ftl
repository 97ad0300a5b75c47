# Ganjifa (Dashavatara): nombres, cartas, preparación, jugadas rechazadas y la mesa.

ganjifa-name = Ganjifa
ganjifa-setup-deals = Una serie tiene de 1 a 9 manos, no { $deals }.

## Los diez palos de los avatares (regla G1), en el orden de los avatares.

ganjifa-suit-matsya = Matsya
ganjifa-suit-kurma = Kurma
ganjifa-suit-varaha = Varaha
ganjifa-suit-narasimha = Narasimha
ganjifa-suit-vamana = Vamana
ganjifa-suit-parashurama = Parashurama
ganjifa-suit-rama = Rama
ganjifa-suit-krishna = Krishna
ganjifa-suit-buddha = Buddha
ganjifa-suit-kalki = Kalki

## Cartas (regla G1): el Raja (rey), el Mantri (ministro) y los números del 1 al 10 de un palo.

ganjifa-card-raja = Raja de { $suit }
ganjifa-card-mantri = Mantri de { $suit }
ganjifa-card-number = { $number } de { $suit }
# El rango tal como aparece en la esquina de una carta pequeña.
ganjifa-rank-raja = R
ganjifa-rank-mantri = M
ganjifa-rank-number = { $number }
# Un Dukal (regla G6.1): el Raja, el Mantri y una escalera de números de un mismo palo.
ganjifa-dukal = { $cards } cartas de { $suit }: Raja, Mantri y del { $low } al { $high }
ganjifa-period-day = Día
ganjifa-period-night = Noche

## Jugadas rechazadas.

ganjifa-refusal-wrong-phase = «{ $action }» no es posible ahora.
ganjifa-refusal-not-your-turn = Es el turno de otro jugador.
ganjifa-refusal-period-by-clock = La mesa fija el día o la noche según el reloj (regla G3).
ganjifa-refusal-period-by-dealer = El día o la noche lo elige el repartidor (regla G3).
ganjifa-refusal-not-an-outcome = «{ $action }» no es una carta que quede por repartir.
ganjifa-refusal-not-in-hand = No tienes el { $card } en la mano.
ganjifa-refusal-must-open-with-raja = La mano se abre saliendo solo con el { $card } (regla G5.1).
ganjifa-refusal-must-follow-suit = Tienes cartas de { $suit }: juega una del palo de salida (regla G5.2).
ganjifa-refusal-must-trump-or-next-suit = Si no tienes el palo de salida, juega un triunfo ({ $trump }) o una carta de { $next }, el primer palo que tienes después del de salida (regla G5.2).
ganjifa-refusal-dukal-not-leading = Solo quien sale en una baza puede jugar un Dukal (regla G6.1).
ganjifa-refusal-dukal-at-opening = La mano se abre saliendo solo con el { $card }: ningún Dukal puede abrirla (regla G6.2).
ganjifa-refusal-dukal-too-short = Ese Dukal ({ $dukal }) es demasiado corto: necesita al menos tres números consecutivos (regla G6.1).
ganjifa-refusal-dukal-not-held = Ese Dukal ({ $dukal }) necesita el { $card }, y no lo tienes en la mano (regla G6.1).
ganjifa-refusal-dukal-too-long = Un Dukal de { $cards } cartas es demasiado largo: al jugador con menos cartas le quedan { $longest } (regla G6.4).
ganjifa-refusal-dukal-mixed-suits = Un Dukal es de un solo palo: su Raja, su Mantri y una escalera de sus números (regla G6.1).
ganjifa-refusal-dukal-without-raja = Un Dukal necesita el Raja del palo (regla G6.1).
ganjifa-refusal-dukal-without-mantri = Un Dukal necesita el Mantri del palo (regla G6.1).
ganjifa-refusal-dukal-no-numbers = Un Dukal necesita, con su Raja y su Mantri, al menos tres números consecutivos (regla G6.1).
ganjifa-refusal-dukal-not-a-run = Los números de un Dukal van seguidos, sin huecos (regla G6.1).
ganjifa-refusal-must-discard = Han salido con un Dukal: primero tienes que descartar (regla G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Solo se descarta cuando alguien sale con un Dukal (regla G6.3).

## La mesa

ganjifa-option-period = Día o noche
ganjifa-option-period-ask = Lo elige el repartidor
ganjifa-option-period-day = Siempre de día (triunfo: Rama)
ganjifa-option-period-night = Siempre de noche (triunfo: Krishna)
ganjifa-option-period-clock = Según el reloj del teléfono
ganjifa-option-deals = Manos de la serie
ganjifa-option-deals-value = { $deals ->
    [one] Una mano
   *[other] { $deals } manos
}
ganjifa-status-period = Reparte { $name }: elige día o noche.
ganjifa-status-clock = El reloj del teléfono decide si es de día o de noche.
ganjifa-status-dealing = Reparte { $name }.
ganjifa-status-open = { $name } abre la mano con el Raja de triunfo (regla G5.1).
ganjifa-status-lead = { $name }: sal con una carta o con un Dukal.
ganjifa-status-play = { $name }: juega una carta (palo de salida: { $suit }).
ganjifa-status-discard = { $leader } sale con un Dukal: { $name }, descarta { $left ->
    [one] { $left } carta
   *[other] { $left } cartas
}.
ganjifa-status-over = La serie ha terminado.
ganjifa-button-day = Día: triunfo { $trump }
ganjifa-button-night = Noche: triunfo { $trump }
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-button-discard = Descartar { $cards ->
    [one] la carta elegida
   *[other] las { $cards } cartas elegidas
}
ganjifa-button-discard-chosen = Descartar: { $chosen } de { $cards } elegidas
ganjifa-why-choose-discards = Elige { $more ->
    [one] { $more } carta más
   *[other] { $more } cartas más
} para descartar y luego confirma (regla G6.3).
ganjifa-why-discards-chosen = Ya has elegido tus { $cards } cartas: toca una para retirarla, o descártalas (regla G6.3).
ganjifa-a11y-day = Elige día para esta mano: { $trump } es triunfo.
ganjifa-a11y-night = Elige noche para esta mano: { $trump } es triunfo.
ganjifa-a11y-lead = Sal con el { $card }.
ganjifa-a11y-play = Juega el { $card }.
ganjifa-a11y-discard = Elige el { $card } para descartarlo; tócalo otra vez para retirarlo.
ganjifa-a11y-dukal = Sal con un Dukal de { $dukal }. Captura { $captures } cartas de golpe.
ganjifa-seat-score = { $cards ->
    [one] { $cards } carta capturada
   *[other] { $cards } cartas capturadas
} en la serie · { $deals ->
    [0] ninguna mano ganada
    [one] { $deals } mano ganada
   *[other] { $deals } manos ganadas
}
ganjifa-round-label = Mano { $deal } de { $deals }
ganjifa-log-day = { $name } elige día: { $trump } es triunfo.
ganjifa-log-night = { $name } elige noche: { $trump } es triunfo.
ganjifa-log-clock-day = Según el reloj del teléfono es de día: { $trump } es triunfo.
ganjifa-log-clock-night = Según el reloj del teléfono es de noche: { $trump } es triunfo.
ganjifa-log-dealt = Mano { $deal }: { $name } reparte 40 cartas a cada jugador. { $opener } tiene el Raja de triunfo y abre.
ganjifa-log-lead = { $name } sale con el { $card }.
ganjifa-log-play = { $name } juega el { $card }.
ganjifa-log-trick = { $name } se lleva la baza con el { $card }.
ganjifa-log-dukal = { $name } sale con un Dukal, { $dukal }: cada rival descarta { $cards } cartas.
ganjifa-log-discard = { $name } descarta el { $card }.
ganjifa-log-dukal-taken = { $name } captura { $captures } cartas con el Dukal.
ganjifa-log-deal-over = Fin de la mano { $deal }. Cartas capturadas: { $scores }.
ganjifa-log-deal-won = { $count ->
    [one] { $names } gana la mano.
   *[other] { $names } comparten la victoria en la mano.
}
ganjifa-log-series-won = { $count ->
    [one] { $names } gana la serie.
   *[other] { $names } comparten la victoria en la serie.
}

# Ganjifa (Dashavatara): texto completo de las reglas (español).
# Estadísticas: lo que el juego cuenta.
ganjifa-tally-captures = Cartas capturadas
ganjifa-tally-dukals = Dukals jugados
ganjifa-tally-tricks-won = Bazas ganadas

# Fuente: ../shared/rules/ganjifa.md.

ganjifa-blurb = Un antiguo juego de bazas de la India para tres jugadores, con 120 cartas y diez palos dedicados a los avatares de Visnú. De día manda Rama, de noche Krishna, y un buen Dukal se lleva un montón de cartas de golpe.

ganjifa-rules-intro-title = Objetivo del juego
ganjifa-rules-intro =
    Tres jugadores, cada uno por su cuenta, compiten por capturar el mayor número de cartas ganando bazas. Cada carta capturada vale un punto, sea cual sea: ni las figuras ni los números dan puntos extra.

    Gana la mano quien más cartas ha capturado, y la serie, quien gana más manos.

## G1
ganjifa-rules-g1-title = Baraja y asientos
ganjifa-rules-g1 =
    • 120 cartas en diez palos; cada palo tiene los números del 1 al 10, el Mantri (el ministro) y el Raja (el rey).
    • Orden de los palos (el de los avatares, que sirve para la regla de quien no tiene el palo de salida y para mostrar las cartas): 1 Matsya, 2 Kurma, 3 Varaha, 4 Narasimha, 5 Vamana, 6 Parashurama, 7 Rama, 8 Krishna, 9 Buddha (en algunas barajas, Balarama o Jagannath), 10 Kalki.
    • Tres jugadores, cada uno independiente. Por defecto, una persona y dos IA, pero se admite cualquier combinación de personas e IA: las personas se pasan el teléfono, y entre una y otra aparece una pantalla de relevo que oculta las cartas.
    • El juego y el reparto van en sentido antihorario; la aplicación coloca los asientos de modo que «el siguiente» esté siempre en la misma dirección.

## G2
ganjifa-rules-g2-title = Valor de las cartas
ganjifa-rules-g2 =
    • Palos 1 a 5 (de Matsya a Vamana): Raja > Mantri > 1 > 2 > … > 10. En estos palos, cuanto más bajo es el número, más vale.
    • Palos 6 a 10 (de Parashurama a Kalki): Raja > Mantri > 10 > 9 > … > 1.

## G3
ganjifa-rules-g3-title = Día y noche
ganjifa-rules-g3 =
    • Antes de cada reparto se fija el periodo: de día, el palo de triunfo es Rama (palo 7); de noche, Krishna (palo 8).
    • Opción de la mesa «periodo»: preguntar (por defecto; el repartidor elige antes de repartir, y si reparte una IA, elige al azar), día, noche o reloj (según la hora local del teléfono: es de día de 06:00 a 17:59).
    • El periodo no cambia en toda la mano. Solo decide el palo de triunfo y quién abre el juego.

## G4
ganjifa-rules-g4-title = Reparto
ganjifa-rules-g4 =
    • Se baraja y se reparten paquetes de cuatro cartas siguiendo el orden de juego, empezando por el jugador que va después del repartidor y terminando por el repartidor, hasta que cada jugador tiene 40 cartas.
    • En cada mano, el papel de repartidor pasa al siguiente asiento en el orden de juego.

## G5
ganjifa-rules-g5-title = Las bazas
ganjifa-rules-g5 =
    5.1 Quien tiene el Raja del palo de triunfo abre la mano saliendo solo con ese Raja (regla G6.2).
    5.2 Los demás jugadores, por turno, juegan una carta cada uno: una del palo de salida si la tienen. Si no tienen, pueden jugar cualquier triunfo, o bien cualquier carta del primer palo del que tengan cartas siguiendo el orden de los avatares a partir del palo de salida (después del 10 vuelve el 1).
    5.3 Gana la baza el triunfo más alto; si no hay ningún triunfo, la carta más alta del palo de salida. Una carta de cualquier otro palo nunca gana.
    5.4 El ganador se lleva las cartas (boca abajo; cuentan como capturadas) y sale en la baza siguiente.

## G6
ganjifa-rules-g6-title = El Dukal
ganjifa-rules-g6 =
    6.1 Al salir (salvo en la baza de apertura), un jugador puede jugar un Dukal: el Raja, el Mantri y al menos tres números consecutivos de un mismo palo, todos a la vez (por ejemplo, Raja, Mantri, 3, 4 y 5: cinco cartas). Como el Raja de triunfo sale en la baza de apertura, nunca hay un Dukal de triunfo.
    6.2 La baza de apertura es el Raja de triunfo solo: ningún Dukal puede abrir una mano.
    6.3 Un Dukal gana en el acto. Cada rival, por turno, descarta tantas cartas de su mano como tiene el Dukal, las que quiera, boca arriba y sin obligación de seguir el palo. Quien ha salido captura todas esas cartas (el triple de las del Dukal) y vuelve a salir.
    6.4 Un Dukal no puede tener más cartas de las que le quedan en la mano a cualquiera de los jugadores (si todos tienen el mismo número de cartas, el límite es lo que le queda a quien sale).

## G7
ganjifa-rules-g7-title = Puntuación y final
ganjifa-rules-g7 =
    • Cuando a todos se les acaban las cartas, cada jugador se anota un punto por carta capturada; entre los tres suman 120. Gana la mano la puntuación más alta; si hay empate en cabeza, los empatados comparten la victoria.
    • Una serie tiene N manos (3 por defecto, para que cada asiento reparta una vez; opción de 1 a 9). La clasificación de la serie va por manos ganadas (una mano compartida cuenta como ganada para cada uno de los que la comparten) y, después, por el total de cartas capturadas; los jugadores igualados comparten puesto.
    • Como las cartas se capturan siempre de tres en tres, es imposible un triple empate a 40; un empate entre dos, en cambio, sí puede darse.

## G8
ganjifa-rules-g8-title = Lo que ve cada asiento
ganjifa-rules-g8 =
    Cada asiento ve su propia mano, todas las cartas jugadas boca arriba (bazas, Dukal y sus descartes), el número de cartas capturadas por cada jugador y el periodo.

    Todo lo jugado es público: las IA pueden recordarlo, y la aplicación muestra a las personas la última baza y una lista de lo que se ha jugado, para que la memoria no favorezca a nadie.
## Following the table
ganjifa-legend-suit = El palo de { $suit } (regla G1)
ganjifa-legend-raja = Raja: el rey de un palo (regla G1)
ganjifa-legend-mantri = Mantri: el ministro de un palo (regla G1)
ganjifa-legend-you = Tú: el tablero se dibuja para quien tiene el teléfono
ganjifa-legend-dealer = Quien reparte esta mano (regla G4)
ganjifa-legend-in-hand = El número de cartas en la mano
ganjifa-legend-captured = El número de cartas capturadas en esta mano, con bazas y Dukals (reglas G5.4, G6.3)
ganjifa-legend-trump = El palo de triunfo: Rama de día, Krishna de noche (regla G3)
ganjifa-legend-trick = La baza en la mesa, en orden de juego (regla G5)
ganjifa-legend-last-play = La última jugada: la última baza, o un Dukal jugado después, con sus descartes (regla G8)
ganjifa-legend-taken-by = Quién se llevó sus cartas (reglas G5.3, G6.3)
ganjifa-legend-discards = Cartas descartadas boca arriba contra el Dukal (regla G6.3)
ganjifa-legend-played = Todas las cartas jugadas boca arriba en esta mano, palo por palo (regla G8)
ganjifa-settle-captures = { $name } capturó { $cards } cartas ({ $tricks ->
        [one] { $tricks } baza
       *[other] { $tricks } bazas
    }, { $dukals ->
        [one] { $dukals } Dukal jugado
       *[other] { $dukals } Dukals jugados
    }).
