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

## Il tavolo

dicen-status-throw = { $name }: lancia i dadi.
dicen-status-close = { $name }: chiudi tasselli per un totale di { $total }.
dicen-status-reopen = { $name }: riapri un tassello, oppure rinuncia ed esci.
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
dicen-round-label = Manche { $round } di { $rounds }
dicen-option-hints = Suggerimenti
dicen-hint = Suggerimento: { $move } ({ $percent }% di probabilità di chiudere tutto da qui).
dicen-hint-shut = chiudi { $tiles }
dicen-hint-shut-both = chiudi { $tiles } e { $other } sull'altra plancia
dicen-hint-reopen = riapri { $tiles }
dicen-hint-reopen-both = riapri { $tiles } e { $other } sull'altra plancia

## Perché un tassello non si può toccare

dicen-why-tile-shut = Il tassello { $tile } è già chiuso.
dicen-why-tile-open = Il tassello { $tile } è aperto: si possono riaprire solo i tasselli chiusi.
dicen-why-tile-does-not-fit = Il tassello { $tile } non si combina con la tua scelta per fare { $total } (regola N4).
dicen-why-reopen-only = Dopo questo doppio si può riaprire solo il tassello { $tile } (regola N6).
dicen-why-reopen-over-twelve = Insieme, i tasselli riaperti possono sommare al massimo 12 (regola N7).
dicen-why-choose-tiles = Scegli prima i tasselli chiusi da riaprire.
dicen-why-cannot-reopen = Con questo lancio il tassello { $tile } non si può riaprire (regole N6 e N7).

## Registro

dicen-log-throw-two = { $name } lancia: { $a } e { $b }.
dicen-log-throw-one = { $name } lancia un dado: { $a }.
dicen-log-shut = { $name } chiude { $tiles }.
dicen-log-shut-both = { $name } chiude { $tiles } e { $other } sull'altra plancia.
dicen-log-reopen = { $name } riapre { $tiles }.
dicen-log-reopen-both = { $name } riapre { $tiles } e { $other } sull'altra plancia.
dicen-log-decline = { $name } rinuncia a riaprire.
dicen-log-out = { $points ->
    [one] { $name } esce dalla manche con 1 punto ancora aperto.
   *[other] { $name } esce dalla manche con { $points } punti ancora aperti.
}
dicen-log-dicen = { $name } grida DICEN!
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
dicen-refusal-one-die = Si può lanciare un solo dado solo quando tutti i tasselli aperti valgono 6 o meno (regola N2).
dicen-refusal-one-die-lucky = In Lucky si lanciano sempre due dadi (regola V1).
dicen-refusal-one-die-seven = Prima del 7 che ti fa partire si lanciano due dadi (regola V7).
dicen-refusal-not-an-outcome = «{ $action }» adesso non è un lancio dei dadi.
dicen-refusal-tile-not-open = { $board ->
        [other] Il tassello { $tile } dell'altra plancia non è aperto (regola N4).
       *[own] Il tassello { $tile } non è aperto (regola N4).
    }
dicen-refusal-wrong-sum = Quei tasselli fanno { $sum }, ma il lancio vale { $total } (regola N4).
dicen-refusal-not-lucky = In Lucky si chiude la somma dei dadi, oppure i tasselli indicati dai due dadi (regola V1).
dicen-refusal-no-other-board = In questa partita non c'è un'altra plancia (regole V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Il tassello { $tile } dell'altra plancia non è chiuso, quindi non si può riaprire.
       *[own] Il tassello { $tile } non è chiuso, quindi non si può riaprire.
    }
dicen-refusal-reopen-only-double = Dopo questo doppio si può riaprire solo il tassello { $tile } (regola N6).
dicen-refusal-reopen-over-twelve = I tasselli riaperti possono sommare al massimo 12, non { $sum } (regola N7).
dicen-refusal-stamp-missing = In Time Attack ogni lancio e ogni chiusura devono riportare l'orario del tavolo (regola V9).
dicen-refusal-stamp-not-used = Solo Time Attack usa l'orologio del tavolo (regola V9).
dicen-refusal-clock-backwards = L'orologio segna { $at } ms, meno dei { $last } ms precedenti (regola V9).
