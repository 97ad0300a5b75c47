# DiCa: nomi, preparazione, rifiuti e registro del tavolo.

dica-name = DiCa

## Preparazione

dica-setup-rounds = Una serie dura almeno 5 manche (e al massimo 99), non { $rounds }.
dica-setup-time-limit = Il tempo per turno è di 15, 30 o 60 secondi, oppure senza limite, non { $seconds }.
dica-setup-players = La squadra { $team } ha più di { $max } giocatori.
dica-setup-name = Il nome di un giocatore deve avere da 1 a { $max } caratteri.

## Rifiuti

dica-refusal-wrong-phase = «{ $action }» non è possibile adesso.
dica-refusal-not-your-turn = Adesso «{ $action }» non tocca alla tua squadra.
dica-refusal-not-an-outcome = «{ $action }» adesso non è un lancio del dado né una carta da distribuire.
dica-refusal-card-resolved = La carta { $card } è già risolta (regola D4.6).
dica-refusal-card-eliminated = La tua squadra è esclusa dalla carta { $card } (regole D4.6 e D6).
dica-refusal-first-stone-on-opponent-card = Non puoi mettere la prima pietra sulla carta { $card } dell'altra squadra (regola D4.6).
dica-refusal-under-value-on-opponent-card = Una seconda pietra sulla carta { $card } dell'altra squadra deve raggiungere esattamente il suo valore (regola D4.6).
dica-refusal-invalid-placement = Quella pietra sulla carta { $card } sarebbe { $why ->
        [overvalue] oltre il suo valore
       *[wrong-third] una terza pietra sbagliata
    }; gli errori sono impediti (regola D4.7).
dica-refusal-pass-not-allowed = Puoi piazzare questa pietra da qualche parte, quindi non puoi passare (regola D5).
dica-refusal-challenge-not-now = Si può sfidare solo mentre si attende un lancio (regola D9.2).
dica-refusal-challenge-resolved = La carta { $card } è risolta e non si può sfidare (regola D9.1).
dica-refusal-challenge-own-side = La carta { $card } è dalla tua parte: solo l'altra squadra può sfidarla (regola D9.1).
dica-refusal-challenge-not-two-stones = Si possono sfidare solo le carte con due pietre a cui manca una pietra per arrivare al valore; la carta { $card } non lo è (regola D9.1).
dica-refusal-already-challenged = La carta { $card } è già stata sfidata in questa manche (regola D9.1).
dica-refusal-no-time-limit = A questo tavolo non c'è limite di tempo, quindi il tempo non può scadere (regola D10).

## Il registro

dica-event-round-started = Manche { $round }: comincia la { $team }.
dica-event-rolled = La { $team } lancia e fa { $die }.
dica-event-rolled-bonus = La { $team } lancia e fa { $die } (lancio bonus).
dica-event-passed = La { $team } non può piazzare un { $die } da nessuna parte e passa.
dica-event-placed = La { $team } piazza { $die } sulla carta { $card }.
dica-event-dead = La carta { $card } non si può più completare: { $why ->
        [full] le sue pietre raggiungono già il valore
       *[out-of-reach] nessun dado può dare quello che manca
    }. È bloccata.
dica-event-won = La { $team } vince la carta { $card } e fa { $points } punti.
dica-event-stole = La { $team } ruba la carta { $card } e fa { $points } punti!
dica-event-neutralised = La { $team } neutralizza la carta { $card } e lancia di nuovo.
dica-event-erred = La { $team } mette { $die } sulla carta { $card }: { $why ->
        [overvalue] valore superato
       *[wrong-third] terza pietra sbagliata
    }. La squadra è esclusa da questa carta, che diventa una carta ★ per l'altra squadra.
dica-event-erred-fully = La { $team } mette { $die } sulla carta { $card }: { $why ->
        [overvalue] valore superato
       *[wrong-third] terza pietra sbagliata
    }. Ora hanno sbagliato entrambe le squadre: nessuno ne prende i punti.
dica-event-challenged = La { $team } sfida la carta { $card }.
dica-event-accepted = La { $team } accetta la sfida sulla carta { $card }: duello!
dica-event-declined = La { $team } rifiuta la sfida sulla carta { $card }.
dica-event-duel-hit = La { $team } fa { $die }: centrato!
dica-event-duel-miss = La { $team } fa { $die }: a vuoto.
dica-event-duel-draw = Centrano entrambe allo stesso lancio: il duello ricomincia da capo.
dica-event-duel-both-missed = Nessuna delle due ha centrato: il duello ricomincia da capo.
dica-event-duel-stole = La { $team } vince il duello e ruba la carta { $card }: { $points } punti!
dica-event-duel-kept = La { $team } vince il duello e si tiene la carta { $card }: { $points } punti.
dica-event-timed-out = Tempo scaduto per la { $team }{ $lost ->
        [turn] : il turno passa.
        [bonus-roll] : il lancio bonus va perso.
        [roll] : il lancio va perso e il turno passa.
        [answer] : la sfida è rifiutata.
       *[nothing] : il dado viene lanciato in automatico.
    }
dica-event-bonus-lapsed = La manche è finita, quindi il lancio bonus della { $team } decade.
dica-event-round-ended = La manche { $round } finisce { $red } a { $blue }: { $winner ->
        [1] vince la Squadra Rossa.
        [2] vince la Squadra Blu.
       *[0] pareggio.
    }
dica-event-series-ended = { $winner ->
        [1] La Squadra Rossa vince la serie!
        [2] La Squadra Blu vince la serie!
       *[0] La serie finisce in parità.
    }

## Il tavolo

dica-team = { $team ->
        [1] Squadra Rossa
       *[other] Squadra Blu
    }
dica-team-who = { $team ->
        [1] Squadra Rossa
       *[other] Squadra Blu
    } ({ $who })
dica-status-dealing = Si distribuiscono le carte.
dica-status-roll = { $team }: lancia il dado.
dica-status-bonus = { $team }: lancia di nuovo (lancio bonus).
dica-status-rolling = La { $team } lancia…
dica-status-place = { $team }: piazza la pietra da { $die } su una carta.
dica-status-answer = { $team }: la { $challenger } sfida la carta { $card }. Accetta il duello o rifiuta.
dica-status-duel = Duello per la carta { $card }: lancia la { $team }, che spera in un { $target }.
dica-status-over = La serie è finita.
dica-button-roll = Lancia il dado
dica-button-roll-bonus = Lancia di nuovo (bonus)
dica-button-roll-duel = Lancia per il duello
dica-button-accept = Accetta il duello
dica-button-decline = Rifiuta
dica-target-card = { $card }
dica-target-card-a11y = Piazza la pietra da { $die } sulla carta { $card }
dica-target-challenge = Sfida { $card }
dica-target-challenge-a11y = Sfida la carta { $card }, che vale { $points } punti: un duello in cui un { $target } la completa.
dica-card-open = Carta { $card }, valore { $value }: { $count ->
        [0] ancora nessuna pietra
       *[other] pietre { $stones }, somma { $sum }
    }; carta della { $side }.
dica-card-star = Carta { $card }, valore { $value }: { $count ->
        [0] ancora nessuna pietra
       *[other] pietre { $stones }, somma { $sum }
    }; carta ★ che solo la { $side } può completare.
dica-card-undealt = La carta { $card } non è ancora stata distribuita.
dica-card-won = Carta { $card }: vinta dalla { $team }, { $value } punti.
dica-card-stolen = Carta { $card }: rubata dalla { $team }, { $value } punti.
dica-card-blocked = Carta { $card }: neutralizzata; nessuno ne prende i punti.
dica-card-dead = Carta { $card }: morta, nessuna pietra può completarla; nessuno ne prende i punti.
dica-card-eliminated = Carta { $card }: entrambe le squadre ci hanno sbagliato; nessuno ne prende i punti.
dica-duel-challenger = Duello per la carta { $card }: la { $team } cerca un { $target }, lancio { $roll } di { $of }.
dica-duel-owner = La { $challenger } ha centrato al lancio { $of }. La { $team } cerca un { $target }, lancio { $roll } di { $of }: se centra prima del lancio { $of } si tiene la carta, se centra proprio a quel lancio il duello ricomincia.
dica-duel-owner-five = La { $challenger } ha mancato cinque volte. La { $team } cerca un { $target }, lancio { $roll } di { $of }: se centra, si tiene la carta.
dica-seat-score = { $points ->
        [one] 1 punto
       *[other] { $points } punti
    }, { $rounds ->
        [one] 1 manche vinta
       *[other] { $rounds } manche vinte
    }
dica-round-label = Manche { $round } di { $rounds }
dica-option-rounds = Manche nella serie
dica-option-rounds-value = { $rounds } manche
dica-option-time-limit = Tempo per turno
dica-option-time-limit-value = { $seconds } secondi
dica-option-time-limit-off = Nessun limite di tempo
dica-option-deal = Distribuzione
dica-option-deal-mirrored = A specchio: una carta per valore a ogni squadra
dica-option-deal-random = Casuale
dica-option-mistakes = Errori
dica-option-mistakes-count = Contano, come nel gioco stampato
dica-option-mistakes-prevent = Impediti (aiuto)
