# DiCa: nombres, preparación, jugadas rechazadas e historial de la mesa.

dica-name = DiCa

## Preparación

dica-setup-rounds = Una serie tiene como mínimo 5 rondas (y como máximo 99), no { $rounds }.
dica-setup-time-limit = El tiempo por turno es de 15, 30 o 60 segundos, o sin límite, no { $seconds }.
dica-setup-players = El equipo { $team } tiene más de { $max } jugadores.
dica-setup-name = El nombre de un jugador debe tener entre 1 y { $max } caracteres.

## Jugadas rechazadas

dica-refusal-wrong-phase = «{ $action }» no es posible ahora.
dica-refusal-not-your-turn = Ahora no le toca a tu equipo hacer «{ $action }».
dica-refusal-not-an-outcome = «{ $action }» no es una tirada del dado ni una carta que se reparta ahora.
dica-refusal-card-resolved = La carta { $card } ya está resuelta (regla D4.6).
dica-refusal-card-eliminated = Tu equipo está eliminado de la carta { $card } (reglas D4.6 y D6).
dica-refusal-first-stone-on-opponent-card = No puedes poner una primera ficha en la carta { $card } del rival (regla D4.6).
dica-refusal-under-value-on-opponent-card = Una segunda ficha en la carta { $card } del rival tiene que llegar justo a su valor (regla D4.6).
dica-refusal-invalid-placement = Esa ficha en la carta { $card } sería { $why ->
        [overvalue] un exceso sobre su valor
       *[wrong-third] una tercera ficha errónea
    }; los errores están desactivados (regla D4.7).
dica-refusal-pass-not-allowed = Puedes colocar esta ficha en algún sitio, así que no puedes pasar (regla D5).
dica-refusal-challenge-not-now = Solo se puede desafiar mientras se espera una tirada (regla D9.2).
dica-refusal-challenge-resolved = La carta { $card } está resuelta y no se puede desafiar (regla D9.1).
dica-refusal-challenge-own-side = La carta { $card } está en tu lado: solo el otro equipo puede desafiarla (regla D9.1).
dica-refusal-challenge-not-two-stones = Solo se puede desafiar una carta con dos fichas a la que le falte una ficha para su valor; la { $card } no lo cumple (regla D9.1).
dica-refusal-already-challenged = La carta { $card } ya se ha desafiado en esta ronda (regla D9.1).
dica-refusal-no-time-limit = En esta mesa no hay límite de tiempo, así que nada puede caducar (regla D10).

## El historial

dica-event-round-started = Ronda { $round }: empieza { $team }.
dica-event-rolled = { $team } saca un { $die }.
dica-event-rolled-bonus = { $team } saca un { $die } (tirada extra).
dica-event-passed = { $team } no puede colocar un { $die } en ninguna carta y pasa.
dica-event-placed = { $team } coloca un { $die } en la { $card }.
dica-event-dead = La { $card } ya no se puede completar: { $why ->
        [full] sus fichas ya llegan a su valor
       *[out-of-reach] ninguna tirada puede cubrir lo que falta
    }. Queda bloqueada.
dica-event-won = { $team } gana la { $card } y se lleva { $points } puntos.
dica-event-stole = ¡{ $team } roba la { $card } y se lleva { $points } puntos!
dica-event-neutralised = { $team } neutraliza la { $card } y vuelve a tirar.
dica-event-erred = { $team } pone un { $die } en la { $card }: { $why ->
        [overvalue] se pasa de su valor
       *[wrong-third] tercera ficha errónea
    }. El equipo queda eliminado de esta carta, que pasa a ser una carta ★ del otro equipo.
dica-event-erred-fully = { $team } pone un { $die } en la { $card }: { $why ->
        [overvalue] se pasa de su valor
       *[wrong-third] tercera ficha errónea
    }. Los dos equipos han fallado en ella: nadie se la apunta.
dica-event-challenged = { $team } desafía la { $card }.
dica-event-accepted = { $team } acepta el desafío por la { $card }: ¡duelo!
dica-event-declined = { $team } rechaza el desafío por la { $card }.
dica-event-duel-hit = { $team } saca un { $die }: ¡acierto!
dica-event-duel-miss = { $team } saca un { $die }: fallo.
dica-event-duel-draw = Los dos aciertan en la misma tirada: el duelo vuelve a empezar.
dica-event-duel-both-missed = Nadie ha acertado: el duelo vuelve a empezar.
dica-event-duel-stole = ¡{ $team } gana el duelo y roba la { $card }: { $points } puntos!
dica-event-duel-kept = { $team } gana el duelo y se queda la { $card }: { $points } puntos.
dica-event-timed-out = Se acabó el tiempo de { $team }{ $lost ->
        [turn] : el turno pasa al otro equipo.
        [bonus-roll] : pierde la tirada extra.
        [roll] : pierde la tirada y el turno pasa al otro equipo.
        [answer] : el desafío queda rechazado.
       *[nothing] : el dado se tira automáticamente.
    }
dica-event-bonus-lapsed = La ronda ha terminado, así que { $team } pierde su tirada extra.
dica-event-round-ended = La ronda { $round } termina { $red } a { $blue }: { $winner ->
        [1] la gana el Equipo Rojo.
        [2] la gana el Equipo Azul.
       *[0] empate.
    }
dica-event-series-ended = { $winner ->
        [1] ¡El Equipo Rojo gana la serie!
        [2] ¡El Equipo Azul gana la serie!
       *[0] La serie termina en empate.
    }

## La mesa

dica-team = { $team ->
        [1] Equipo Rojo
       *[other] Equipo Azul
    }
dica-team-who = { $team ->
        [1] Equipo Rojo
       *[other] Equipo Azul
    } ({ $who })
dica-status-dealing = Se reparten las cartas.
dica-status-roll = { $team }: tira el dado.
dica-status-bonus = { $team }: vuelve a tirar (tirada extra).
dica-status-rolling = { $team } tira…
dica-status-place = { $team }: coloca tu { $die } en una carta.
dica-status-answer = { $team }: { $challenger } desafía la { $card }. Acepta el duelo o recházalo.
dica-status-duel = Duelo por la { $card }: { $team } tira y necesita un { $target }.
dica-status-over = La serie ha terminado.
dica-button-roll = Tirar el dado
dica-button-roll-bonus = Tirada extra
dica-button-roll-duel = Tirar en el duelo
dica-button-accept = Aceptar el duelo
dica-button-decline = Rechazar
dica-target-card = { $card }
dica-target-card-a11y = Coloca tu { $die } en la { $card }
dica-target-challenge = Desafiar la { $card }
dica-target-challenge-a11y = Desafía la { $card }, que vale { $points } puntos: un duelo en el que un { $target } la completa.
dica-card-open = { $card }, vale { $value }: { $count ->
        [0] aún sin fichas
       *[other] fichas { $stones }, suma { $sum }
    }; carta de { $side }.
dica-card-star = { $card }, vale { $value }: { $count ->
        [0] aún sin fichas
       *[other] fichas { $stones }, suma { $sum }
    }; carta ★ que solo puede completar { $side }.
dica-card-undealt = La { $card } aún no se ha repartido.
dica-card-won = { $card }: ganada por { $team }, { $value } puntos.
dica-card-stolen = { $card }: robada por { $team }, { $value } puntos.
dica-card-blocked = { $card }: neutralizada; nadie se la apunta.
dica-card-dead = { $card }: muerta, ninguna ficha puede completarla; nadie se la apunta.
dica-card-eliminated = { $card }: los dos equipos han fallado en ella; nadie se la apunta.
dica-duel-challenger = Duelo por la { $card }: { $team } tira buscando un { $target }, tirada { $roll } de { $of }.
dica-duel-owner = { $challenger } acertó en la tirada { $of }. { $team } tira buscando un { $target }, tirada { $roll } de { $of }: si acierta antes de la tirada { $of }, se queda la carta; si acierta justo en ella, el duelo vuelve a empezar.
dica-duel-owner-five = { $challenger } falló las cinco tiradas. { $team } tira buscando un { $target }, tirada { $roll } de { $of }: con cualquier acierto se queda la carta.
dica-seat-score = { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, { $rounds ->
        [one] { $rounds } ronda ganada
       *[other] { $rounds } rondas ganadas
    }
dica-round-label = Ronda { $round } de { $rounds }
dica-option-rounds = Rondas de la serie
dica-option-rounds-value = { $rounds } rondas
dica-option-time-limit = Tiempo por turno
dica-option-time-limit-value = { $seconds } segundos
dica-option-time-limit-off = Sin límite de tiempo
dica-option-deal = Reparto
dica-option-deal-mirrored = En espejo: una carta de cada valor por equipo
dica-option-deal-random = Al azar
dica-option-mistakes = Errores
dica-option-mistakes-count = Cuentan, como en el juego impreso
dica-option-mistakes-prevent = Se evitan (ayuda)
dica-option-deal-about = En espejo: cada equipo recibe una carta de cada valor del 6 al 12; al azar: se barajan las 14 cartas y se reparten alternándose (regla D3).
dica-option-mistakes-about = Cuentan: una ficha que no encaja deja a tu equipo fuera de esa carta, como en el juego impreso; se evitan: esa ficha se rechaza (reglas D4.5, D4.7).
dica-option-time-limit-about = Si se acaba el tiempo, el turno pasa al otro equipo y se pierde la tirada que no se haya colocado; un desafío sin respuesta se da por rechazado (regla D10).

# DiCa: texto completo de las reglas (español).
# Estadísticas: lo que el juego cuenta.
dica-tally-steals = Robos
dica-tally-neutralises = Neutralizaciones
dica-tally-duels-won = Duelos ganados
dica-tally-mistakes = Errores

# Fuente: ../shared/rules/dica.md. Términos de las acciones según la semilla: Colocar, Ganar, Robar, Neutralizar.

dica-blurb = Dos equipos, un dado y catorce cartas: completa cada carta con tres fichas que sumen su valor exacto, o arrebátasela al rival en el último momento. Robos, bloqueos y duelos a los dados deciden cada ronda.

dica-rules-intro-title = Objetivo del juego
dica-rules-intro =
    Dos equipos compiten por sumar más puntos completando cartas. Cada carta vale tantos puntos como su número y se completa con exactamente tres fichas cuya suma sea justo su valor: ni una más, ni una menos. Quien pone la tercera ficha exacta se queda con la carta, aunque sea del rival.

    Cuando todas las cartas están resueltas, gana la ronda el equipo con más puntos. Se juega una serie de al menos cinco rondas, y cada punto cuenta.

## D1
dica-rules-d1-title = Componentes
dica-rules-d1 =
    • 14 cartas: dos de cada valor, del 6 al 12. El valor de una carta es también los puntos que da.
    • 42 fichas, tres por carta. Cada ficha vale lo que marcó el dado con el que se colocó.
    • Un dado de seis caras.

## D2
dica-rules-d2-title = Equipos
dica-rules-d2 =
    • Juegan dos equipos: el Equipo 1 (rojo) y el Equipo 2 (azul). Cada equipo lo forman una o varias personas con nombre, o bien la IA.
    • Las reglas se aplican por equipos. Si un equipo tiene varias personas, la mesa indica en qué manos debe estar el teléfono, y esa persona va rotando dentro del equipo cada vez que empieza un turno de ese equipo, comenzando por la primera persona inscrita en cada equipo. Una tirada extra no hace rotar.

## D3
dica-rules-d3-title = Reparto
dica-rules-d3 =
    • Por defecto («en espejo»), cada equipo recibe una carta de cada valor del 6 al 12 (63 puntos por equipo), boca arriba y en orden aleatorio. Con la opción «al azar», se barajan las 14 cartas y se reparten alternando, empezando por el Equipo 1, siete para cada equipo.
    • Al principio, cada carta está abierta, pertenece al equipo que la ha recibido y no tiene ninguna ficha.

## D4
dica-rules-d4-title = El turno
dica-rules-d4 =
    El equipo en turno tira el dado y hace exactamente una colocación, con una ficha que vale lo que ha salido. En lo que sigue, «la nueva suma» es lo que suman las fichas que ya hay en la carta más esa tirada.

    4.1 Colocar — En una carta que el equipo puede llenar como propia (regla D6) y que no tiene más de una ficha, siempre que la nueva suma no pase del valor de la carta. El turno termina.
    4.2 Ganar — Tercera ficha en una carta que el equipo puede llenar como propia, con la que la nueva suma es exactamente el valor de la carta. La carta y sus puntos son para el equipo. El turno termina. (Si esa carta se había repartido al otro equipo, el historial la anota como robo.)
    4.3 Robar — Tercera ficha en una carta del rival de la que el equipo no está eliminado, con la que la nueva suma es exactamente el valor de la carta. La carta y sus puntos pasan al equipo. El turno termina.
    4.4 Neutralizar — Segunda ficha en una carta del rival de la que el equipo no está eliminado, con la que la nueva suma es exactamente el valor de la carta. La carta queda bloqueada (0 puntos, resuelta) y el mismo equipo gana una tirada extra: vuelve a tirar y a colocar.
    4.5 Colocación inválida (un error). Es inválida una ficha que:
    • en una carta que el equipo puede llenar como propia, con ninguna o una ficha, hace que la nueva suma se pase del valor (exceso);
    • en cualquier carta de la que el equipo no está eliminado, con dos fichas, deja una nueva suma distinta del valor (tercera ficha errónea);
    • en una carta del rival con una ficha, hace que la nueva suma se pase del valor (exceso).
    La ficha no se queda en la carta. El equipo que ha fallado queda eliminado de esa carta, que pasa a ser una carta ★ del otro equipo: a partir de ahora solo ese equipo puede completarla. Si el otro equipo ya estaba eliminado de ella, la carta queda eliminada del todo: se da por resuelta y nadie se la apunta. El turno termina.
    4.6 Cualquier otra colocación no es una jugada: una primera ficha en una carta del rival, una segunda ficha en una carta del rival que se queda por debajo de su valor, o cualquier ficha en una carta ya resuelta o en una carta de la que el equipo está eliminado. La aplicación la rechaza con un aviso claro y no cambia nada.
    4.7 Con la opción «evitar errores» (un modo de ayuda), las colocaciones inválidas se rechazan como en 4.6 en lugar de penalizarse. Por defecto, los errores cuentan, como en el juego impreso.

## D5
dica-rules-d5-title = Pasar
dica-rules-d5 =
    Un equipo solo pasa cuando, con la tirada que ha sacado, no existe en todo el tablero ninguna colocación de los tipos 4.1 a 4.4. En ese caso, la aplicación pasa por él en el acto: nunca se obliga a nadie a cometer un error. En cualquier otra situación, no se puede pasar.

## D6
dica-rules-d6-title = Los lados: quién llena cada carta como propia
dica-rules-d6 =
    • Una carta está en el lado de un equipo cuando ese equipo puede llenarla como propia. Es el caso de una carta que recibió en el reparto y en la que ningún equipo ha fallado; de una carta que recibió y en la que solo ha fallado el otro equipo (★ para él); y de una carta repartida al otro equipo en la que solo ha fallado ese otro equipo (★ para él).
    • Las cartas del lado contrario son las cartas del rival. Cuando la regla D4 habla de una carta propia, se refiere a una carta del lado del equipo.
    • Un equipo eliminado de una carta (4.5) ya no puede colocar en ella de ninguna manera; solo ganando un duelo (regla D9) puede todavía quedarse con esa carta.
    • En una carta ★, el equipo que no está eliminado coloca exactamente igual que en una carta propia (4.1, 4.2 y 4.5); 4.3 y 4.4 nunca se aplican a ella.

## D7
dica-rules-d7-title = Cartas muertas
dica-rules-d7 =
    Una carta que ya no se puede completar con ninguna tirada está muerta: tiene una sola ficha que ya iguala su valor, o tiene dos fichas y lo que le falta para su valor no está entre 1 y 6. Se resuelve en el acto como bloqueada (0 puntos, sin tirada extra), y el historial explica el motivo.

    Un equipo puede dejar muerta su propia carta al colocar: es una jugada legal (y cuenta como colocación posible a efectos de la regla D5).

## D8
dica-rules-d8-title = Fin de la ronda y puntuación
dica-rules-d8 =
    La ronda termina en cuanto las 14 cartas están resueltas (ganadas, robadas, bloqueadas, muertas o eliminadas del todo). Si quedaba una tirada extra pendiente, se pierde; y si un duelo resuelve la última carta, la ronda también termina.

    Cada equipo suma el valor de las cartas que tiene. Gana la ronda la puntuación más alta; con la misma puntuación, la ronda queda en empate.

## D9
dica-rules-d9-title = Desafíos
dica-rules-d9 =
    9.1 Qué se puede desafiar: una carta del rival (según la regla D6, cartas ★ incluidas) que tenga dos fichas, a la que le falte entre 1 y 6 para su valor y que no se haya desafiado antes en esta ronda (un desafío rechazado también cuenta). En adelante, el equipo en cuyo lado está la carta es el propietario; solo el otro equipo puede desafiarla.
    9.2 Cuándo: siempre que se espera una tirada (al empezar un turno o antes de una tirada extra), cualquiera de los dos equipos puede desafiar una carta elegible del otro. Un desafío no gasta ningún turno.
    9.3 El propietario acepta o rechaza. Rechazar no cuesta nada: la carta se queda como está.
    9.4 El duelo. Cada tirada la hace el equipo indicado, y el objetivo es sacar exactamente lo que le falta a la carta.
    • Fase 1: el desafiante tira hasta 5 veces y se detiene en cuanto acierta. Si acierta en la tirada N, el propietario tira hasta N veces: si acierta antes de la tirada N, gana el propietario; si acierta justo en la tirada N (y no antes), hay empate y el duelo vuelve a empezar; si no acierta, gana el desafiante.
    • Si el desafiante falla las 5 tiradas, el propietario tira hasta 5 veces: con cualquier acierto gana él; si falla todas, el duelo vuelve a empezar. Se sigue así hasta que gana uno de los dos.
    9.5 El ganador completa la carta con una ficha que vale justo lo que faltaba: el desafiante se la lleva con sus puntos (es un robo), o el propietario la gana. Después, el juego sigue donde se había quedado.
    9.6 Un desafío nunca termina la ronda por sí mismo; la ronda solo termina según la regla D8.

## D10
dica-rules-d10-title = Tiempo
dica-rules-d10 =
    • Cada turno tiene un límite de tiempo: 30 segundos por defecto; también se puede elegir 15, 30 o 60 segundos, o jugar sin límite.
    • Cuando se agota el tiempo, el turno pasa al otro equipo: una tirada que no se ha colocado se pierde, igual que una tirada extra que aún no se ha hecho. Sin límite de tiempo, el turno nunca caduca.
    • Si el propietario no responde a tiempo a un desafío, se entiende que lo rechaza. Las tiradas de un duelo que no se hacen a tiempo se hacen automáticamente.
    • La cuenta atrás la lleva la mesa de la aplicación, no las reglas: al agotarse, la mesa la comunica al juego como una acción más.

## D11
dica-rules-d11-title = La serie
dica-rules-d11 =
    • Una serie tiene N rondas, con N igual o mayor que 5 (5 por defecto; también se ofrecen 7 y 9). El Equipo 1 empieza la primera ronda, y el equipo que empieza se alterna en cada ronda.
    • Gana la serie el equipo que ha ganado más rondas; si empatan, el que ha sumado más puntos en el conjunto de las rondas («cada punto cuenta»); si siguen igualados, la serie queda en empate.
## Following the table
dica-warning-mistake = Un { $die } en { $card } sería { $why ->
        [overvalue] pasarse de su valor
       *[wrong-third] una tercera piedra equivocada
    }: un error. Tu equipo quedaría fuera de { $card }, que pasaría a ser una carta ★ del otro equipo (reglas D4.5, D6). Toca otra vez para ponerla de todos modos.
dica-legend-card = Una carta: su valor, y a o b para sus dos copias (regla D1)
dica-legend-stones = Las piedras de una carta y su suma
dica-legend-star = Carta ★: solo un equipo puede completarla aún; el otro falló en ella (regla D6)
dica-legend-won = Ganada por el equipo al que se repartió (regla D4.2)
dica-legend-stolen = Robada: la completó el otro equipo (regla D4.3)
dica-legend-blocked = Bloqueada: neutralizada, nadie la puntúa (regla D4.4)
dica-legend-dead = Muerta: ningún dado puede completarla ya (regla D7)
dica-legend-eliminated = Eliminada: los dos equipos fallaron en ella (regla D4.5)
dica-settle-team = { $team }: { $points } puntos. Ganadas: { $won }. Robadas: { $stolen }.
dica-settle-blocked = Bloqueadas o muertas, nadie las puntúa: { $cards }.
dica-settle-eliminated = Eliminadas: { $cards }.
dica-settle-none = ninguna
