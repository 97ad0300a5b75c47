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
        [one] { $points } punto
       *[other] { $points } punti
    }, { $rounds ->
        [one] { $rounds } manche vinta
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
dica-option-deal-about = A specchio: ogni squadra riceve una carta per ogni valore da 6 a 12; casuale: le 14 carte vengono mescolate e distribuite a turno (regola D3).
dica-option-mistakes-about = Contano: una pietra che non va bene esclude la tua squadra da quella carta, come nel gioco stampato; impediti: quella pietra viene rifiutata (regole D4.5, D4.7).
dica-option-time-limit-about = Quando il tempo scade, il turno passa all'altra squadra e il lancio non ancora piazzato è perso; una sfida senza risposta vale come rifiutata (regola D10).

# Statistiche: ciò che il gioco conta.
dica-tally-steals = Furti
dica-tally-neutralises = Neutralizzazioni
dica-tally-duels-won = Duelli vinti
dica-tally-mistakes = Errori

# DiCa: il regolamento completo (italiano).

dica-blurb = Due squadre, un dado e quattordici carte: riempi le tue carte al valore esatto con tre pietre, ruba quelle degli avversari e sfidali a duello all'ultimo lancio. Qui ogni punto conta!

dica-rules-intro-title = Scopo del gioco
dica-rules-intro =
    Due squadre si contendono 14 carte di valore da 6 a 12, e il valore di ogni carta è anche il suo punteggio. Per conquistare una carta bisogna metterci sopra esattamente tre pietre la cui somma sia pari al suo valore: la terza pietra deve chiudere il conto alla perfezione, né più né meno. Chi completa una carta la prende con i suoi punti.

    Vince la manche la squadra con più punti; vince la serie, di almeno 5 manche, chi si aggiudica più manche.

## D1
dica-rules-d1-title = Materiale
dica-rules-d1 =
    • 14 carte: due per ciascun valore 6, 7, 8, 9, 10, 11 e 12. Il valore di una carta è anche il suo punteggio.
    • 42 pietre (i segnalini), tre per carta. Una pietra vale il numero uscito sul dado quando è stata piazzata.
    • Un dado a sei facce.

## D2
dica-rules-d2-title = Le squadre
dica-rules-d2 =
    • Due squadre: Squadra 1 (rossa) e Squadra 2 (blu). Ogni squadra è formata da uno o più giocatori, ciascuno con il proprio nome, oppure è un'IA.
    • Le regole valgono per squadra. Se una squadra conta più persone, il tavolo indica in quali mani deve finire il telefono, a rotazione all'interno della squadra ogni volta che comincia il turno di quella squadra: si parte dal primo giocatore nominato di ciascuna squadra, e un lancio bonus non fa ruotare.

## D3
dica-rules-d3-title = La distribuzione
dica-rules-d3 =
    • Di base («a specchio»): ogni squadra riceve una carta per ciascun valore da 6 a 12 (63 punti a testa), scoperta, in ordine casuale.
    • Opzione «casuale»: si mescolano tutte e 14 le carte e si distribuiscono alternando, a partire dalla Squadra 1, 7 per squadra.
    • Ogni carta parte aperta, appartiene alla squadra che l'ha ricevuta e non ha pietre.

## D4
dica-rules-d4-title = Il turno
dica-rules-d4 =
    La squadra di turno lancia il dado (risultato d) e poi fa esattamente un piazzamento, con una pietra che vale d. Per una carta di valore v, con k pietre sopra che sommano s:

    4.1 Piazzare — su una carta che la squadra può riempire come propria (D6), con 0 o 1 pietre, se s + d ≤ v. Il turno finisce.
    4.2 Vincere — su una carta che la squadra può riempire come propria, con 2 pietre, se s + d = v. La carta e i suoi punti vanno alla squadra. Il turno finisce. (Se la carta era stata distribuita all'altra squadra, nel registro di gioco compare come furto.)
    4.3 Rubare — su una carta avversaria da cui la squadra non è stata esclusa, con 2 pietre, se s + d = v. La carta e i suoi punti passano alla squadra. Il turno finisce.
    4.4 Neutralizzare — su una carta avversaria da cui la squadra non è stata esclusa, con 1 pietra, se s + d = v. La carta viene bloccata (0 punti, risolta) e la stessa squadra ha un lancio bonus: lancia di nuovo e piazza di nuovo.
    4.5 Piazzamento non valido (un errore) — è tale in questi casi:
    • su una carta che la squadra può riempire come propria, con 0 o 1 pietre, se s + d > v (valore superato);
    • su qualunque carta da cui la squadra non è esclusa, con 2 pietre, se s + d ≠ v (terza pietra sbagliata);
    • su una carta avversaria con 1 pietra, se s + d > v (valore superato).
    La pietra non viene lasciata sulla carta. La squadra che ha sbagliato viene esclusa da quella carta, che diventa una carta ★ per l'altra squadra: ormai solo lei può completarla. Se l'altra squadra era già stata esclusa da quella carta, la carta è eliminata del tutto: risolta, e nessuno ne prende i punti. Il turno finisce.
    4.6 Qualsiasi altro piazzamento non è una mossa: una prima pietra su una carta avversaria, una seconda pietra su una carta avversaria che resta sotto il valore, una pietra qualsiasi su una carta già risolta o su una carta da cui la squadra è esclusa. Il gioco lo rifiuta spiegando il motivo, e non cambia nulla.
    4.7 Con l'opzione «errori: impediti» (una modalità di aiuto) i piazzamenti non validi vengono rifiutati come in D4.6 invece di essere puniti. Di base vale «errori: contano», come nel gioco stampato.

## D5
dica-rules-d5-title = Passare
dica-rules-d5 =
    Una squadra passa solo quando, con il numero uscito, non esiste da nessuna parte un piazzamento di tipo D4.1, D4.2, D4.3 o D4.4; in quel caso il gioco passa subito per lei, perché nessuno è mai costretto a commettere un errore. Negli altri casi non si può passare.

## D6
dica-rules-d6-title = Le parti: chi può riempire una carta come propria
dica-rules-d6 =
    • Una carta sta dalla parte di una squadra quando quella squadra può riempirla come propria. Succede in tre casi: la carta è stata distribuita a lei e nessuna delle due squadre ci ha sbagliato sopra; la carta è stata distribuita a lei e ci ha sbagliato soltanto l'altra squadra (è una ★ per lei); la carta è stata distribuita all'altra squadra e ci ha sbagliato soltanto l'altra squadra (anche questa è una ★ per lei).
    • Le carte dalla parte dell'altra squadra sono le carte avversarie. Nella regola D4, «carta propria» vuol dire una carta dalla propria parte.
    • Una squadra esclusa da una carta (D4.5) non può più piazzarci nulla, in nessun modo; solo un duello vinto (D9) può ancora fargliela avere.
    • Su una carta ★ la squadra non esclusa piazza esattamente come sulle proprie carte (D4.1, D4.2, D4.5); D4.3 e D4.4 non si applicano mai alle carte ★.

## D7
dica-rules-d7-title = Carte morte
dica-rules-d7 =
    • Una carta che i conti non permettono più di completare è morta: ha una sola pietra con s = v, oppure due pietre e un valore mancante v − s che non sta tra 1 e 6. Per esempio una carta 6 con una sola pietra da 6, o una carta 12 con due pietre da 1 e 2 (mancherebbe un 9).
    • Una carta morta viene risolta subito come bloccata (0 punti, nessun lancio bonus), e il registro di gioco spiega perché.
    • Una squadra può rendere morta una propria carta con un suo Piazzare: è una mossa lecita (e conta ai fini della regola D5).

## D8
dica-rules-d8-title = Fine della manche e punteggio
dica-rules-d8 =
    • La manche finisce non appena tutte e 14 le carte sono risolte (vinte, rubate, bloccate, morte o eliminate del tutto). Un lancio bonus in sospeso decade, e un duello che risolve l'ultima carta chiude la manche.
    • Ogni squadra segna i valori delle carte che possiede. Vince la manche il punteggio più alto; a parità di punti la manche è pari.

## D9
dica-rules-d9-title = Le sfide
dica-rules-d9 =
    9.1 Quali carte si possono sfidare — una carta avversaria (D6, carte ★ comprese) con due pietre e un valore mancante v − s tra 1 e 6, che non sia già stata sfidata in questa manche (anche una sfida rifiutata conta). Nel seguito, la squadra dalla cui parte si trova la carta è detta «proprietaria»; solo l'altra squadra, la «sfidante», può sfidarla.
    9.2 Quando — in ogni momento in cui si attende un lancio (all'inizio di un turno o prima di un lancio bonus), ciascuna squadra può sfidare una carta sfidabile dell'altra. Una sfida non consuma il turno.
    9.3 La proprietaria accetta o rifiuta. Rifiutare non costa nulla: la carta resta com'è.
    9.4 Il duello — ogni lancio è un normale lancio di dado fatto dalla squadra indicata, e il numero da fare è r = v − s.
    • Fase 1: la sfidante lancia fino a 5 volte e si ferma appena fa r. Se ci riesce al lancio N, la proprietaria lancia fino a N volte: se fa r prima del lancio N vince la proprietaria; se lo fa proprio al lancio N (e non prima) è pari e il duello ricomincia da capo; se non lo fa mai vince la sfidante.
    • Se la sfidante manca tutti e 5 i lanci, la proprietaria lancia fino a 5 volte: se fa r vince lei, altrimenti il duello ricomincia da capo. Si va avanti così finché una delle due vince.
    9.5 Chi vince completa la carta con una pietra che vale r: la sfidante se la prende con i suoi punti (è un furto), oppure la proprietaria la vince. Poi il gioco riprende da dove si era interrotto.
    9.6 Una sfida non chiude mai la manche di per sé; la manche finisce sempre secondo la regola D8.

## D10
dica-rules-d10-title = Il tempo
dica-rules-d10 =
    • Ogni turno ha un tempo limite: di base 30 secondi; si può scegliere 15, 30 o 60 secondi, oppure nessun limite.
    • Allo scadere del tempo il turno passa all'altra squadra: un lancio non ancora piazzato va perso, e così pure un lancio bonus non ancora fatto. Senza limite di tempo il tempo non può scadere, e l'azione di tempo scaduto viene rifiutata.
    • Se la proprietaria non risponde a una sfida in tempo, la sfida si considera rifiutata. I lanci del duello non fatti in tempo vengono eseguiti automaticamente.
    • Il motore delle regole non legge mai l'orologio: è l'app al tavolo a segnalargli che il tempo è scaduto.

## D11
dica-rules-d11-title = La serie
dica-rules-d11 =
    • Una serie si gioca in N manche, con N almeno 5 (di base 5; si può scegliere anche 7 o 9). La prima manche la comincia la Squadra 1; poi la squadra che comincia si alterna a ogni manche.
    • La serie va alla squadra che ha vinto più manche; a parità, a quella con il totale di punti più alto su tutte le manche («ogni punto conta»); se c'è ancora parità, la serie finisce pari.
## Following the table
dica-warning-mistake = Un { $die } su { $card } sarebbe { $why ->
        [overvalue] oltre il suo valore
       *[wrong-third] una terza pietra sbagliata
    }: un errore. La tua squadra sarebbe fuori da { $card }, che diventerebbe una carta ★ per l'altra squadra (regole D4.5, D6). Tocca di nuovo per metterla comunque.
dica-legend-card = Una carta: il suo valore, e a o b per le sue due copie (regola D1)
dica-legend-stones = Le pietre su una carta e la loro somma
dica-legend-star = Carta ★: solo una squadra può ancora completarla, l'altra ci ha sbagliato (regola D6)
dica-legend-won = Vinta dalla squadra a cui è stata distribuita (regola D4.2)
dica-legend-stolen = Rubata: completata dall'altra squadra (regola D4.3)
dica-legend-blocked = Bloccata: neutralizzata, nessuno la segna (regola D4.4)
dica-legend-dead = Morta: nessun dado può più completarla (regola D7)
dica-legend-eliminated = Eliminata: entrambe le squadre ci hanno sbagliato (regola D4.5)
dica-settle-team = { $team }: { $points } punti. Vinte: { $won }. Rubate: { $stolen }.
dica-settle-blocked = Bloccate o morte, nessuno le segna: { $cards }.
dica-settle-eliminated = Eliminate: { $cards }.
dica-settle-none = nessuna
