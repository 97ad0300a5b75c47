# DICEN: nome, preparazione, tavolo, registro e rifiuti.

dicen-name = DICEN

## Varianti (V1–V11)

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

## Preparazione

dicen-setup-tiles = La plancia arriva a 9, 10 o 12, non a { $tiles }.
dicen-setup-rounds = Una partita va da 1 a 10 manche, non { $rounds }.
dicen-option-tiles = Plancia
dicen-option-tiles-value = Tasselli da 1 a { $tiles }
dicen-option-rounds = Manche
dicen-option-rounds-value = { $rounds ->
    [one] Una manche
   *[other] { $rounds } manche
}
dicen-option-lucky-about = Sempre due dadi: chiudi il tassello della loro somma, oppure i due tasselli che mostrano i dadi (regola V1).
dicen-option-even-about = Sono in gioco solo i tasselli pari (regola V2).
dicen-option-odds-about = Sono in gioco solo i tasselli dispari (regola V3).
dicen-option-easy-peasy-about = I tasselli 8, 9 e 10 sono fuori gioco; su una plancia 1–12 l'11 e il 12 restano in gioco (regola V4).
dicen-option-three-extreme-about = I tasselli 1, 2 e 3 sono fuori gioco (regola V5).
dicen-option-unlucky-seven-about = Il tassello 7 è fuori gioco, e un lancio di 7 fa finire subito il turno senza chiudere nulla (regola V6).
dicen-option-seven-to-go-about = Parti solo con un lancio di 7, che poi usi; fino ad allora ogni lancio fa solo finire il tuo turno (regola V7).
dicen-option-go-go-about = In solitario, una manche: chiudi tutti i tasselli con il minor numero di lanci; un lancio che non puoi usare è perso (regola V8).
dicen-option-time-attack-about = In solitario, una manche: chiudi tutti i tasselli il più in fretta possibile; conta il tempo dal primo lancio all'ultimo tassello (regola V9).
dicen-option-lord-of-the-board-about = Ognuno gioca con due plance, e un lancio può chiudere tasselli su una, sull'altra o su entrambe (regola V10).
dicen-option-two-vs-two-about = Quattro giocatori in due coppie di compagni seduti uno di fronte all'altro; un lancio può chiudere tasselli sulla tua plancia, su quella del compagno o su entrambe (regola V11).
dicen-option-hints-about = I giocatori possono chiedere la mossa migliore e la probabilità di chiudere tutto da lì, calcolate in modo esatto.

## Il tavolo

dicen-status-throw = { $name }: lancia i dadi.
dicen-status-throw-choice = { $name }: lancia i dadi. Puoi anche lanciarne uno solo (regola N2).
dicen-status-throw-seven = { $name }: lancia i dadi; con un totale di 7 parti (regola V7).
dicen-status-and-note = { $status } { $note }
dicen-note-unlucky = Un lancio di 7 fa finire subito il turno (regola V6).
dicen-note-go-go = { $throws ->
        [0] Ancora nessun lancio
        [one] { $throws } lancio finora
       *[other] { $throws } lanci finora
    }: chiudi tutti i tasselli con il minor numero di lanci (regola V8).
dicen-note-time-attack = Il cronometro corre dal tuo primo lancio finché non chiudi l'ultimo tassello (regola V9).
dicen-status-close = { $name }: chiudi tasselli per un totale di { $total } (regola N4).
dicen-status-close-lord = { $name }: chiudi tasselli per un totale di { $total }, su una delle tue plance o su entrambe (regole N4, V10).
dicen-status-close-team = { $name }: chiudi tasselli per un totale di { $total }, sulla tua plancia, su quella di { $partner } o su entrambe (regole N4, V11).
dicen-status-close-lucky = { $name }: chiudi { $options } (regola V1).
dicen-status-close-lucky-lord = { $name }: chiudi { $options }, ogni tassello su una qualsiasi delle tue plance (regole V1, V10).
dicen-status-close-lucky-team = { $name }: chiudi { $options }, ogni tassello sulla tua plancia o su quella di { $partner } (regole V1, V11).
dicen-status-reopen-double = { $name }: riapri { $options }, oppure rinuncia ed esci (regola N6).
dicen-status-reopen-six = { $name }: riapri tasselli chiusi a tua scelta, al massimo 12 in tutto, oppure rinuncia ed esci (regola N7).
dicen-status-over = La partita è finita.
dicen-button-roll = Lancia due dadi
dicen-button-roll-one = Lancia un dado
dicen-button-reopen = Riapri i tasselli scelti
dicen-button-decline = Rinuncia ed esci
dicen-tile = { $tile }
dicen-tile-open-a11y = Tassello { $tile }, aperto
dicen-tile-shut-a11y = Tassello { $tile }, chiuso
dicen-seat-score = { $points ->
    [0] Nessun punto
    [one] Un punto
   *[other] { $points } punti
}
dicen-seat-throws = { $throws ->
    [0] Ancora nessun lancio
   *[other] { $throws } lanci
}
dicen-seat-time = { $seconds } secondi
dicen-time = { $seconds } s
dicen-column-throws = Lanci
dicen-column-time = Tempo
dicen-standings-throws = lanci, meno è meglio: { $list }
dicen-standings-time = tempo, meno è meglio: { $list }
dicen-round-label = Manche { $round } di { $rounds }
dicen-option-hints = Suggerimenti
dicen-hint = Suggerimento: { $move } ({ $exact ->
        [yes] { $percent }%
       *[no] circa { $percent }%
    } di probabilità { $boards ->
        [two] di chiudere entrambe le tue plance
        [team] che la tua coppia chiuda entrambe le plance
       *[one] di chiudere tutto
    } da qui).
dicen-hint-solo = Suggerimento: { $move } (ancora circa { $throws } lanci per chiudere tutti i tasselli, regola { $rule }).
dicen-hint-shut = chiudi { $pick }
dicen-hint-reopen = riapri { $pick }
dicen-hint-roll = lancia due dadi
dicen-hint-roll-one = lancia un dado
dicen-hint-decline = rinuncia ed esci
dicen-tile-sum = { $tiles }
dicen-tiles-two = { $a } e { $b }
dicen-tile-named = il tassello { $tile }
dicen-tile-named-on = il tassello { $tile } { $where }
dicen-options-two = { $first }, oppure { $second }
dicen-options-none = nulla
dicen-pick-on = { $tiles } { $where }
dicen-pick-both = { $first } e { $second }
dicen-where = { $board ->
        [first] sulla tua prima plancia
        [second] sulla tua seconda plancia
        [own] sulla tua plancia
       *[partner] sulla plancia di { $owner }
    }
dicen-log-where = { $board ->
        [second] sulla seconda plancia
       *[partner] sulla plancia di { $owner }
    }
dicen-names-two = { $a } e { $b }

## Perché un tassello non si può toccare

dicen-why-tile-shut = Il tassello { $tile } è già chiuso.
dicen-why-tile-shut-on = Il tassello { $tile } { $where } è già chiuso.
dicen-why-tile-no-set = Nessuna combinazione di tasselli aperti con il tassello { $tile } fa { $total } (regola N4).
dicen-why-tile-no-set-on = Nessuna combinazione di tasselli aperti con il tassello { $tile } { $where } fa { $total } (regola N4).
dicen-why-tile-open = Il tassello { $tile } è aperto: si possono riaprire solo i tasselli chiusi (regola { $rule }).
dicen-why-tile-open-on = Il tassello { $tile } { $where } è aperto: si possono riaprire solo i tasselli chiusi (regola { $rule }).
dicen-why-tile-does-not-fit = Il tassello { $tile } non si combina con la tua scelta ({ $chosen }) per fare { $total } (regola N4).
dicen-why-tile-does-not-fit-on = Il tassello { $tile } { $where } non si combina con la tua scelta ({ $chosen }) per fare { $total } (regola N4).
dicen-why-tile-not-lucky = In Lucky questo lancio chiude { $options }, non il tassello { $tile } (regola V1).
dicen-why-tile-not-lucky-on = In Lucky questo lancio chiude { $options }, non il tassello { $tile } { $where } (regola V1).
dicen-why-tile-not-lucky-with = In Lucky questo lancio chiude { $options }: il tassello { $tile } non va con { $chosen } (regola V1).
dicen-why-tile-not-lucky-with-on = In Lucky questo lancio chiude { $options }: il tassello { $tile } { $where } non va con { $chosen } (regola V1).
dicen-why-reopen-only = Dopo questo doppio si può riaprire solo il tassello { $double }, non il tassello { $tile } (regola N6).
dicen-why-reopen-only-on = Dopo questo doppio si può riaprire solo il tassello { $double }, non il tassello { $tile } { $where } (regola N6).
dicen-why-reopen-one = Questo doppio riapre un solo tassello { $tile }: hai già scelto { $chosen } (regola N6).
dicen-why-reopen-over-twelve = Il tassello { $tile } con la tua scelta ({ $chosen }) riaprirebbe { $sum }, più di 12 (regola N7).
dicen-why-reopen-over-twelve-on = Il tassello { $tile } { $where } con la tua scelta ({ $chosen }) riaprirebbe { $sum }, più di 12 (regola N7).
dicen-why-choose-double = Scegli prima il tassello { $tile } da riaprire, oppure rinuncia (regola N6).
dicen-why-choose-six = Scegli prima i tasselli chiusi da riaprire, al massimo 12 in tutto, oppure rinuncia (regola N7).
dicen-why-choose-tiles = Scegli prima i tasselli chiusi da riaprire.
dicen-why-cannot-reopen = Con questo lancio il tassello { $tile } non si può riaprire (regole N6 e N7).

## Registro

dicen-log-throw-two = { $name } lancia: { $a } e { $b }.
dicen-log-throw-one = { $name } lancia un dado: { $a }.
dicen-log-shut = { $name } chiude { $tiles }.
dicen-log-shut-other = { $name } chiude { $other } { $there }.
dicen-log-shut-both = { $name } chiude { $tiles } e { $other } { $there }.
dicen-log-reopen = { $name } riapre { $tiles } (regola { $rule }).
dicen-log-reopen-other = { $name } riapre { $other } { $there } (regola { $rule }).
dicen-log-reopen-both = { $name } riapre { $tiles } e { $other } { $there } (regola { $rule }).
dicen-log-decline = { $name } rinuncia a riaprire (regola { $rule }).
dicen-log-out = { $points ->
    [one] { $name } esce dalla manche con { $points } punto ancora aperto (regola N5).
   *[other] { $name } esce dalla manche con { $points } punti ancora aperti (regola N5).
}
dicen-log-out-partner = { $name } esce dalla manche; { $partner } continua a giocare per la coppia, su entrambe le plance (regola V11).
dicen-log-out-team = { $names } { $count ->
        [one] esce
       *[other] escono
    } dalla manche con { $points } punti ancora aperti sulle loro plance (regola V11).
dicen-log-dicen = { $others ->
        [0] { $name } grida DICEN e in questa manche non prende punti (regola N8).
       *[other] { $name } grida DICEN! { $callers ->
            [0] Ogni altro giocatore prende 10 punti (regola N8).
           *[other] Ogni giocatore che non ha gridato DICEN prende 10 punti (regola N8).
        }
    }
dicen-log-dicen-team = { $names } { $count ->
        [one] grida
       *[other] gridano
    } DICEN! L'altra coppia prende 10 punti (regole N8, V11).
dicen-log-go-go-shut = { $name } chiude tutti i tasselli in { $throws ->
        [one] { $throws } lancio
       *[other] { $throws } lanci
    } (regola V8).
dicen-log-time-attack-shut = { $name } chiude tutti i tasselli in { $seconds } secondi (regola V9).
dicen-log-unlucky = Un 7 fa finire il turno di { $name }: non si chiude nulla e { $name } resta in gioco (regola V6).
dicen-log-seven-wait = { $name } non ha ancora fatto 7: il turno passa (regola V7).
dicen-log-seven-start = Con questo 7 { $name } parte, e lo usa per chiudere tasselli (regola V7).
dicen-log-lost-throw = { $name } non può usare { $total }: il lancio è perso e { $name } continua a giocare (regola { $rule }).
dicen-log-round-over = La manche { $round } è finita.
dicen-setup-even-odds = { $first } e { $second } insieme non lasciano in gioco nessun tassello.
dicen-setup-unlucky-seven-to-go = { $first } e { $second } non si possono combinare.
dicen-setup-go-go-time-attack = { $first } e { $second } decidono entrambe il punteggio: scegline una.
dicen-setup-solo-teams = { $first } si gioca in solitario, { $second } a coppie: scegline una.
dicen-setup-lord-teams = { $first } e { $second } insieme metterebbero quattro plance sotto un solo lancio.
dicen-setup-no-seven = Con queste varianti un lancio di 7 non si può mai usare, quindi nessuno potrebbe partire in 7 TO GO.
dicen-setup-solo-seats = { $variant } si gioca in solitario, non in { $count }.
dicen-setup-teams-seats = 2 VS 2 si gioca in quattro, non in { $count }.

## Rifiuti

dicen-refusal-wrong-phase = «{ $action }» non è possibile adesso.
dicen-refusal-one-die = { $boards ->
        [two] { $top ->
            [0] Si può lanciare un solo dado solo quando tutti i tasselli aperti delle due plance valgono 6 o meno (regola N2).
           *[other] Si può lanciare un solo dado solo quando tutti i tasselli aperti delle due plance valgono 6 o meno; il tassello { $top } è aperto (regola N2).
        }
       *[one] { $top ->
            [0] Si può lanciare un solo dado solo quando tutti i tasselli aperti valgono 6 o meno (regola N2).
           *[other] Si può lanciare un solo dado solo quando tutti i tasselli aperti valgono 6 o meno; il tassello { $top } è aperto (regola N2).
        }
    }
dicen-refusal-one-die-lucky = In Lucky si lanciano sempre due dadi (regola V1).
dicen-refusal-one-die-seven = Prima del 7 che ti fa partire si lanciano due dadi (regola V7).
dicen-refusal-not-an-outcome = «{ $action }» adesso non è un lancio dei dadi.
dicen-refusal-tile-not-open = { $board ->
        [other] Il tassello { $tile } dell'altra plancia non è aperto (regola N4).
       *[own] Il tassello { $tile } non è aperto (regola N4).
    }
dicen-refusal-wrong-sum = Quei tasselli fanno { $sum }, ma il lancio vale { $total } (regola N4).
dicen-refusal-not-lucky = In Lucky questo lancio chiude { $options } (regola V1).
dicen-refusal-no-other-board = In questa partita non c'è un'altra plancia (regole V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Il tassello { $tile } dell'altra plancia non è chiuso, quindi non si può riaprire (regole N6, N7).
       *[own] Il tassello { $tile } non è chiuso, quindi non si può riaprire (regole N6, N7).
    }
dicen-refusal-reopen-only-double = Dopo questo doppio si può riaprire solo il tassello { $tile } (regola N6).
dicen-refusal-reopen-over-twelve = I tasselli riaperti possono sommare al massimo 12, non { $sum } (regola N7).
dicen-refusal-stamp-missing = In Time Attack ogni lancio e ogni chiusura devono riportare l'orario del tavolo (regola V9).
dicen-refusal-stamp-not-used = Solo Time Attack usa l'orologio del tavolo (regola V9).
dicen-refusal-clock-backwards = L'orologio segna { $at } ms, meno dei { $last } ms precedenti (regola V9).

# Statistiche: ciò che il gioco conta.
dicen-tally-throws = Lanci
dicen-tally-dicen-calls = DICEN! chiamati
dicen-tally-gogo-throws = Meno lanci a GO GO
dicen-tally-time-attack-ms = Time Attack più veloce (ms)

# DICEN: il regolamento completo (italiano).

dicen-blurb = Lancia i dadi e abbassa i tasselli che fanno la somma giusta: chi chiude tutta la plancia grida DICEN! e rifila 10 punti a tutti gli altri. Il classico «chiudi la scatola», con undici varianti per giocare da soli, in coppia o in compagnia.

dicen-rules-intro-title = Scopo del gioco
dicen-rules-intro =
    Ogni giocatore ha una plancia di tasselli numerati, tutti aperti. A ogni lancio dei dadi si chiudono uno o più tasselli la cui somma sia uguale al risultato; quando un lancio non permette più di chiudere nulla, il giocatore esce dalla manche e segna la somma dei tasselli che gli sono rimasti aperti. Chi riesce a chiuderli tutti grida DICEN!: segna zero e fa prendere 10 punti a ciascun avversario. Dopo quattro manche vince chi ha il totale più basso, come nel golf: meno punti, meglio è.

    Le varianti (da V1 a V11) sono opzioni da scegliere al tavolo; si possono combinare tra loro dove le regole lo consentono.

## N1
dicen-rules-n1-title = La plancia
dicen-rules-n1 =
    • Ogni giocatore ha una plancia con i tasselli numerati da 1 a 10, tutti aperti all'inizio di ogni manche (sia la regola del doppio sei sia la variante Easy Peasy presuppongono una plancia che arriva al 10). In alternativa si può giocare con i tasselli da 1 a 9 (la versione classica) oppure da 1 a 12.
    • Alcune varianti (da V2 a V6) tolgono dal gioco certi tasselli: questi non contano né come aperti né nel punteggio.

## N2
dicen-rules-n2-title = I dadi
dicen-rules-n2 =
    • Si gioca con due dadi a sei facce. Quando tutti i tasselli aperti che il giocatore può chiudere valgono 6 o meno, può scegliere di lanciare un solo dado. A volte conviene, a volte no.

## N3
dicen-rules-n3-title = Ordine di gioco
dicen-rules-n3 =
    • Ogni lancio è un turno: dopo ciascun lancio il turno passa al giocatore successivo che è ancora in gioco nella manche.
    • La prima manche comincia dal giocatore 1; a ogni nuova manche chi comincia si sposta di un posto.

## N4
dicen-rules-n4-title = Chiudere i tasselli
dicen-rules-n4 =
    • Con un lancio di totale S il giocatore deve chiudere uno o più tasselli aperti la cui somma sia esattamente S, se una combinazione del genere esiste: chiudere è obbligatorio. Quale combinazione usare lo decide il giocatore.
    • Esempio: con un 8 si può chiudere l'8, oppure il 5 e il 3, oppure l'1, il 2 e il 5.

## N5
dicen-rules-n5-title = Senza più mosse
dicen-rules-n5 =
    • Se nessuna combinazione di tasselli aperti dà S (e le regole N6 o N7 non lo tengono in gioco), il giocatore esce dalla manche. Il suo punteggio della manche è la somma dei tasselli che gli sono rimasti aperti.

## N6
dicen-rules-n6-title = I doppi
dicen-rules-n6 =
    • Se esce un doppio (due dadi uguali, a e a) e il giocatore non può usarlo per chiudere nulla, può riaprire il tassello che vale 2a, purché sia in gioco e chiuso, e restare così nella manche; oppure può rinunciare e uscire dalla manche (N5).
    • Vale soltanto quando il lancio non si poteva usare: se il doppio permette di chiudere qualcosa, si chiude.
    • Esempio: con un doppio 2 inutilizzabile si può riaprire il 4, se è già stato chiuso.

## N7
dicen-rules-n7-title = Il doppio sei
dicen-rules-n7 =
    • Se esce 6 e 6 e il giocatore non può usarli per chiudere nulla, può riaprire a sua scelta dei tasselli chiusi e in gioco (almeno uno, per un totale di 12 al massimo) e restare nella manche; oppure può rinunciare e uscire dalla manche.
    • Su una plancia da 1 a 12 questo comprende anche la riapertura del solo 12.

## N8
dicen-rules-n8-title = Gridare DICEN
dicen-rules-n8 =
    • Chi chiude tutti i propri tasselli grida DICEN!: il suo punteggio della manche è 0, e al punteggio della manche di ciascun altro giocatore si aggiungono 10 punti (10 per ogni DICEN gridato da un altro giocatore in quella manche). Gli altri continuano a giocare.
    • Con due plance (V10, V11) DICEN significa aver chiuso tutte e due le plance. In V11 il DICEN è della squadra, e i 10 punti vanno alla squadra avversaria.

## N9
dicen-rules-n9-title = Manche e partita
dicen-rules-n9 =
    • La manche finisce quando ogni giocatore è uscito oppure ha gridato DICEN.
    • Una partita si gioca in 4 manche (a scelta da 1 a 10). Vince il totale più basso; chi è a pari totale condivide la vittoria.

## Varianti

dicen-rules-v1-title = Lucky (la fortunata)
dicen-rules-v1 =
    • Si lanciano sempre due dadi. Con un lancio a e b il giocatore chiude il tassello a + b, oppure i due tasselli a e b (entrambi aperti, con a diverso da b).
    • Se esattamente uno tra a e b è già chiuso o non è sulla plancia, il giocatore può chiudere l'altro da solo.
    • Con un doppio si chiude 2a oppure a.
    • Nient'altro è ammesso; chiudere resta obbligatorio ogni volta che è possibile.
    • Esempio: con un 2 e un 4 si chiude il 6, oppure il 2 e il 4 insieme; se il 4 è già chiuso, si può chiudere anche il solo 2.

dicen-rules-v2-title = Even (i pari)
dicen-rules-v2 = Sono in gioco soltanto i tasselli pari.

dicen-rules-v3-title = Odds (i dispari)
dicen-rules-v3 = Sono in gioco soltanto i tasselli dispari.

dicen-rules-v4-title = Easy Peasy (facile facile)
dicen-rules-v4 = I tasselli 8, 9 e 10 sono fuori gioco (su una plancia da 1 a 12, l'11 e il 12 restano in gioco).

dicen-rules-v5-title = 3 Extreme (senza 1, 2 e 3)
dicen-rules-v5 = I tasselli 1, 2 e 3 sono fuori gioco.

dicen-rules-v6-title = Unlucky number 7 (il 7 porta sfortuna)
dicen-rules-v6 = Il tassello 7 è fuori gioco, e un lancio che totalizza 7 chiude subito il turno: non si chiude nulla e il giocatore resta nella manche.

dicen-rules-v7-title = 7 TO GO (si parte col 7)
dicen-rules-v7 =
    • Un giocatore entra in gioco solo quando ottiene un lancio che totalizza 7; fino ad allora, ogni altro lancio non fa altro che passare il turno.
    • Il 7 che lo fa partire vale come un lancio normale, e quindi va usato per chiudere tasselli.
    • A ogni manche si riparte da capo: bisogna fare di nuovo 7.
    • Le varianti V6 e V7 non si possono combinare: una partita impostata con entrambe viene rifiutata.

dicen-rules-v8-title = GO GO (in solitario)
dicen-rules-v8 =
    • Un solo giocatore, una sola manche.
    • Un lancio che non si può usare è un lancio sprecato, ma non chiude la partita; le regole N6 e N7 non si applicano.
    • Il punteggio è il numero di lanci necessari per chiudere tutti i tasselli: meno sono, meglio è.

dicen-rules-v9-title = Time Attack (a cronometro, in solitario)
dicen-rules-v9 =
    • Un solo giocatore; si lancia come in GO GO (V8).
    • Il punteggio è il tempo trascorso dal primo lancio alla chiusura dell'ultimo tassello.
    • Il tempo lo misura l'app al tavolo: il motore delle regole non legge mai l'orologio, riceve soltanto gli orari dei lanci.

dicen-rules-v10-title = Lord of the board (padrone di due plance)
dicen-rules-v10 =
    • Ogni giocatore ha due plance, e la combinazione di un lancio può prendere tasselli da entrambe (lo stesso numero sulle due plance conta come due tasselli distinti).
    • Esempio: con un 10 si possono chiudere il 6 di una plancia e il 4 dell'altra, oppure il 5 di tutte e due.
    • Il punteggio conta entrambe le plance; DICEN significa aver chiuso tutte e due le plance.

dicen-rules-v11-title = 2 VS 2 (a coppie)
dicen-rules-v11 =
    • Quattro giocatori in due squadre di due compagni, seduti in quest'ordine: A1, B1, A2, B2 (i compagni stanno uno di fronte all'altro).
    • La combinazione di un giocatore può prendere tasselli dalla sua plancia, da quella del compagno o da entrambe.
    • Chi non può usare un lancio né sulla propria plancia né su quella del compagno è fuori; la squadra è fuori quando lo sono entrambi i compagni, e il suo punteggio è la somma delle due plance.
    • Finché la squadra è in gioco, entrambe le plance restano utilizzabili: un compagno può chiudere tasselli anche sulla plancia di un giocatore già uscito.

## Statistiche

dicen-rules-records-title = Cosa registra l'app
dicen-rules-records =
    Per ogni giocatore l'app tiene nota dei punteggi di ogni manche, dei DICEN gridati e del numero di lanci in ogni manche.

    Registra inoltre il record di GO GO (il minor numero di lanci) e quello di Time Attack (il tempo migliore).
## Closing on confirm
dicen-button-close = Chiudi i tasselli scelti
dicen-why-choose-sum = Scegli prima tasselli aperti che sommino { $total } (regola N4); tocca di nuovo un tassello scelto per toglierlo.
dicen-why-choose-lucky = Scegli prima { $options } (regola V1); tocca di nuovo un tassello scelto per toglierlo.
dicen-legend-open = Un tassello aperto, con il suo numero
dicen-legend-shut = Un tassello chiuso
dicen-legend-dicen = Il giocatore ha chiuso tutti i tasselli e ha detto DICEN (regola N8)
dicen-legend-dicen-lord = Il giocatore ha chiuso entrambe le plance e ha detto DICEN (regole N8, V10)
dicen-legend-dicen-team = La coppia ha chiuso entrambe le sue plance e ha detto DICEN (regole N8, V11)
dicen-legend-dicen-solo = Tutti i tasselli sono chiusi: la partita è finita (regole V8, V9)
dicen-legend-out = Fuori per questa manche (regola N5)
dicen-legend-out-team = Fuori per questa manche: niente più lanci, ma il compagno può ancora chiudere tasselli su questa plancia (regole N5, V11)
