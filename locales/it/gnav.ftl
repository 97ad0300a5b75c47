# Gnav: nomi, carte, preparazione, rifiuti e registro del tavolo.

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

gnav-setup-games = Una serie va da 1 a 10 partite, non { $games }.
gnav-setup-lives = Le vite iniziali vanno da 1 a 9, non { $lives }.

gnav-refusal-wrong-phase = «{ $action }» non è possibile adesso.
gnav-refusal-not-an-outcome = «{ $action }» adesso non è un esito possibile delle carte.
gnav-refusal-not-in-stock = Entrambe le carte { $card } sono già uscite dal tallone (regola K1).

gnav-event-dealt = { $name } riceve una carta.
gnav-event-keep = { $name } tiene la sua carta.
gnav-event-ask = { $name } chiede a { $other } di fare cambio.
gnav-event-ask-stock = { $name } fa cambio con il tallone.
gnav-event-show = { $name } mostra la carta { $card }.
gnav-event-stock-shows = Dal tallone si scopre la carta { $card }.
gnav-event-swap = { $name } e { $other } si scambiano le carte.
gnav-event-draw = { $name } prende la prima carta del tallone e scarta la sua.
gnav-event-life-lost = { $lives ->
    [0] { $name } perde l'ultima vita ed è fuori.
    [one] { $name } perde una vita: ne resta 1.
   *[other] { $name } perde una vita: ne restano { $lives }.
}
gnav-event-undo = Lo scambio tra { $name } e { $other } viene annullato.

## Il tavolo

gnav-option-games = Partite nella serie
gnav-option-games-value = { $games ->
    [one] Una partita
   *[other] { $games } partite
}
gnav-option-lives = Vite
gnav-option-lives-value = { $lives ->
    [one] Una vita
   *[other] { $lives } vite
}
gnav-status-turn = { $name }: tieni la tua carta o chiedi di fare cambio.
gnav-status-dealer = { $name } (mazziere): tieni la tua carta o cambiala con la prima del tallone.
gnav-status-dealing = Si distribuiscono le carte.
gnav-status-over = La serie è finita.
gnav-button-keep = Tengo la mia carta
gnav-button-swap = Chiedi il cambio a { $name }
gnav-button-swap-stock = Cambia con il tallone
gnav-seat-score = { $lives ->
    [0] Fuori
    [one] 1 vita
   *[other] { $lives } vite
} · { $games ->
    [0] nessuna partita vinta
    [one] 1 partita vinta
   *[other] { $games } partite vinte
}
gnav-round-label = Partita { $game } di { $games }
gnav-log-knock = { $name } bussa: un Narr!
gnav-log-rests = { $name } riposa nella prossima smazzata.
gnav-log-game-won = { $names } vince la partita { $game }.
gnav-log-game-drawn = La partita { $game } finisce in parità tra { $names }.
