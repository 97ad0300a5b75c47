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
    [one] 1 carta
   *[other] { $left } cartas
}.
ganjifa-status-over = La serie ha terminado.
ganjifa-button-day = Día: triunfo { $trump }
ganjifa-button-night = Noche: triunfo { $trump }
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-a11y-day = Elige día para esta mano: { $trump } es triunfo.
ganjifa-a11y-night = Elige noche para esta mano: { $trump } es triunfo.
ganjifa-a11y-lead = Sal con el { $card }.
ganjifa-a11y-play = Juega el { $card }.
ganjifa-a11y-discard = Descarta el { $card }.
ganjifa-a11y-dukal = Sal con un Dukal de { $dukal }. Captura { $captures } cartas de golpe.
ganjifa-seat-score = { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} · { $deals ->
    [0] ninguna mano ganada
    [one] 1 mano ganada
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
