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
        [one] 1 punto
       *[other] { $points } puntos
    }, { $rounds ->
        [one] 1 ronda ganada
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
