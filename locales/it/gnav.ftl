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
    [one] { $name } perde una vita: ne resta { $lives }.
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
    [one] { $lives } vita
   *[other] { $lives } vite
} · { $games ->
    [0] nessuna partita vinta
    [one] { $games } partita vinta
   *[other] { $games } partite vinte
}
gnav-round-label = Partita { $game } di { $games }
gnav-log-knock = { $name } bussa: un Narr!
gnav-log-rests = { $name } riposa nella prossima smazzata.
gnav-log-skipped = Con chi riposa fuori, resterebbero meno di due giocatori a cui distribuire, quindi nessuno riposa: quella smazzata si salta (regola K5.6).
gnav-log-deal-start = Smazzata { $deal } della partita { $game }: { $name } distribuisce le carte.
gnav-last-deal = Smazzata precedente: { $cards }
gnav-log-game-won = { $names } vince la partita { $game }.
gnav-log-game-drawn = La partita { $game } finisce in parità tra { $names }.

# Statistiche: ciò che il gioco conta.
gnav-tally-lives-lost = Vite perse
gnav-tally-survivals = Smazzate senza perdere vite
gnav-tally-deals = Smazzate giocate

# Gnav: il regolamento completo (italiano).

gnav-blurb = Una carta a testa: tienila o chiedi al vicino di scambiarla, ma occhio al Katt e al Drago! Un antico gioco scandinavo di nervi saldi e un pizzico di bluff, in cui chi resta con la carta più bassa ci rimette una vita.

gnav-rules-intro-title = Scopo del gioco
gnav-rules-intro =
    Ognuno riceve una sola carta coperta e, al suo turno, decide se tenerla o chiedere al vicino di sinistra di fare cambio. Alla fine della smazzata chi ha la carta più bassa perde una delle sue tre vite; chi resta senza vite esce dal gioco.

    Vince l'ultimo giocatore rimasto. Se tutti i giocatori ancora in gioco arrivano a zero insieme, la partita finisce in parità.

## K1
gnav-rules-k1-title = Mazzo e posti
gnav-rules-k1 =
    • 42 carte senza semi: due copie di ciascuno dei 21 valori. Dal più basso al più alto: Narr (il matto), Ugle (il gufo), Potte (il vaso), 0, I, II, …, XII, Hus (la casa), Hest (il cavallo), Katt (il gatto), Drago (il dragone), Gjøk (il cuculo).
    • Le cinque carte più alte (Hus, Hest, Katt, Drago e Gjøk) sono i matador.
    • Quattro giocatori: di base una persona e tre IA, ma va bene qualunque combinazione (le persone si passano il telefono, con una schermata di passaggio).
    • Ognuno comincia con tre vite: sono gettoni, mai denaro.

## K2
gnav-rules-k2-title = La distribuzione
gnav-rules-k2 =
    • A ogni smazzata si mescolano tutte le 42 carte e si dà una carta coperta a ogni giocatore ancora in vita e non a riposo.
    • Si gioca in senso orario, cominciando alla sinistra del mazziere; il mazziere gioca per ultimo. Dopo ogni smazzata il mazziere passa al posto successivo ancora in gioco.
    • Chi riceve un Narr deve bussare: il tavolo mostra subito quella carta a tutti.

## K3
gnav-rules-k3-title = Il turno
gnav-rules-k3 =
    3.1 Il giocatore di turno tiene la sua carta, oppure chiede di fare cambio al primo giocatore alla sua sinistra che partecipa alla smazzata.
    3.2 Chi ha un numero, lo 0, il Potte, l'Ugle o il Narr deve accettare: le due carte vengono scambiate. Solo i due interessati vedono la carta che hanno ricevuto (un Narr, però, resta visibile a tutti ovunque vada).
    3.3 Hus e Hest rifiutano e vengono mostrati: la richiesta scavalca quel giocatore e passa al partecipante successivo, e così via: la richiesta può scavalcare di fila un numero qualsiasi di Hus e Hest.
    3.4 Il Drago rifiuta, viene mostrato e costa una vita a chi ha chiesto il cambio; nessuno scambio. Il gioco riprende dal giocatore alla sinistra di chi ha il Drago.
    3.5 Il Katt rifiuta, viene mostrato e costa una vita a chi ha chiesto il cambio; poi tutti gli scambi precedenti di questa smazzata vengono annullati, dall'ultimo al primo. Si annullano anche gli scambi avvenuti prima che un giocatore intermedio tenesse la propria carta; le pescate dal tallone, invece, non sono scambi e restano. Annullare uno scambio vuol dire scambiarsi di nuovo le carte che i due giocatori hanno in mano in quel momento. Il gioco riprende dal giocatore alla sinistra di chi ha il Katt.
    3.6 Il Gjøk, quando gli si chiede il cambio, viene mostrato e chiude subito la smazzata: si passa al conteggio (K5).
    3.7 I matador agiscono solo quando qualcuno chiede loro il cambio; averne uno in mano, di per sé, non produce alcun effetto.
    3.8 Se il giocatore tiene la carta, il turno passa al partecipante successivo. Dopo uno scambio, il turno passa a chi ha ricevuto la richiesta (quello che ha dovuto accettare); i giocatori scavalcati nel frattempo (Hus, Hest) non hanno turno in questa smazzata. Si va avanti così fino al turno del mazziere.
    3.9 Se il Drago o il Katt che rifiuta è in mano al mazziere, si passa subito al conteggio della smazzata (K5).

## K4
gnav-rules-k4-title = Il turno del mazziere e il tallone
gnav-rules-k4 =
    4.1 Il mazziere tiene la sua carta, oppure la cambia con la prima carta del tallone (le carte non distribuite).
    4.2 Anche una richiesta che scavalca l'Hus o l'Hest del mazziere arriva al tallone.
    4.3 Un Hus o un Hest pescato dal tallone rifiuta: viene mostrato e messo da parte, e si pesca la carta successiva.
    4.4 Un Gjøk, un Drago o un Katt pescato agisce come in K3 (chiude la smazzata, oppure costa una vita, oppure costa una vita e annulla gli scambi), e chi ha chiesto il cambio si tiene la propria carta.
    4.5 Una carta normale pescata prende il posto della carta di chi ha chiesto il cambio, che finisce coperta tra gli scarti.
    4.6 Se chi ha chiesto non era il mazziere (perché la richiesta ha scavalcato l'Hus o l'Hest del mazziere), segue il turno del mazziere, a meno che un Gjøk non abbia chiuso la smazzata.
    4.7 Dopo il turno del mazziere si passa al conteggio della smazzata.

## K5
gnav-rules-k5-title = Il conteggio
gnav-rules-k5 =
    5.1 Si scoprono tutte le carte. I giocatori rimasti a zero vite per colpa di un Drago o di un Katt durante la smazzata sono già usciti e non partecipano al confronto.
    5.2 Nessun Narr: perde una vita chi ha la carta più bassa; se sono in più ad averla, la perdono tutti.
    5.3 Un Narr: perde una vita chi ce l'ha, e con lui chi ha la carta più bassa tra tutte le altre (tutti, in caso di parità).
    5.4 Due Narr: perdono una vita soltanto i due che hanno un Narr.
    5.5 Chi aveva un Narr e sopravvive riposa nella smazzata successiva: niente carta, niente turno, non paga nulla e la rotazione del mazziere lo salta. Rientra in quella dopo ancora.
    5.6 Se per via dei riposi restano meno di due giocatori a cui dare le carte, quella smazzata si salta: non si distribuisce nulla, nessuno paga, il mazziere non si sposta e chi riposava rientra nella smazzata successiva.
    5.7 Chi arriva a zero vite è fuori. Quando resta un solo giocatore, vince subito. Se tutti i giocatori rimasti arrivano a zero nello stesso conteggio, la partita finisce in parità tra loro.

## K6
gnav-rules-k6-title = La serie
gnav-rules-k6 =
    Una serie si gioca in N partite (di base 3). La classifica della serie va per partite vinte, poi per la somma delle vite rimaste alla fine di ogni partita; chi è ancora pari condivide la posizione.

## K7
gnav-rules-k7-title = Cosa vede ogni posto
gnav-rules-k7 =
    Ogni posto vede la propria carta; ogni carta mostrata da un rifiuto, da una bussata, dal tallone o dal conteggio finale; chi ha chiesto il cambio a chi, chi ha tenuto la carta e quali scambi sono stati annullati; le carte che ha dato e quelle che ha ricevuto.

    Le IA possono usare tutte queste informazioni, e nient'altro.
## Following the table
gnav-place = { $game }, smazzata { $deal }
gnav-warning-matador = { $card } rifiuterà: chiedere ti costa una vita (regole K3.4, K3.5). Tocca di nuovo per chiedere comunque.
gnav-warning-lower = Daresti il tuo { $own } per { $card }, una carta peggiore (regola K3.2). Tocca di nuovo per scambiare comunque.
gnav-settle-card = { $name }: { $card }
gnav-settle-life = { $name } perde una vita (vite rimaste: { $lives }): { $why ->
        [drago] ha chiesto a un Drago (regola K3.4)
        [katt] ha chiesto a un Katt (regola K3.5)
        [two-narr] aveva uno dei due Narr (regola K5.4)
        [narr] aveva il Narr (regola K5.3)
        [narr-lowest] la carta più bassa accanto a un Narr (regola K5.3)
       *[lowest] la carta più bassa (regola K5.2)
    }.
gnav-settle-nobody = Nessuno ha perso una vita in questa smazzata.
gnav-legend-life = Una vita rimasta (regola K1)
gnav-legend-life-lost = Una vita persa
gnav-legend-dealer = Il mazziere, che scambia con il tallone (regola K4)
gnav-legend-you = Tu: il tavolo è disegnato per chi tiene il telefono
gnav-legend-hidden = Una carta che non puoi vedere (regola K7)
gnav-legend-resting = Riposa in questa smazzata dopo essere sopravvissuto con il Narr (regola K5.5)
gnav-legend-out = Fuori da questa partita: nessuna vita rimasta
gnav-legend-stock = Carte rimaste nel tallone
gnav-legend-set-aside = Matador usciti dal tallone e messi da parte (regola K4.3)
gnav-standings-level = partite vinte e, a parità, vite conservate sommando tutte le partite: { $list }
