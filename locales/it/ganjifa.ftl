# Ganjifa (Dashavatara): nomi, carte, preparazione, rifiuti e tavolo.

ganjifa-name = Ganjifa
ganjifa-setup-deals = Una serie va da 1 a 9 smazzate, non { $deals }.

## I dieci semi degli avatar (regola G1), nell'ordine degli avatar.

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

## Le carte (regola G1): il Raja (il re), il Mantri (il ministro) e i numeri da 1 a 10 di un seme.

ganjifa-card-raja = Raja di { $suit }
ganjifa-card-mantri = Mantri di { $suit }
ganjifa-card-number = { $number } di { $suit }
# Il valore stampato nell'angolo di una carta piccola.
ganjifa-rank-raja = R
ganjifa-rank-mantri = M
ganjifa-rank-number = { $number }
# Un Dukal (regola G6.1): il Raja, il Mantri e una sequenza di numeri dello stesso seme.
ganjifa-dukal = { $cards } carte di { $suit }: Raja, Mantri e da { $low } a { $high }
ganjifa-period-day = Giorno
ganjifa-period-night = Notte

## Rifiuti

ganjifa-refusal-wrong-phase = «{ $action }» non è possibile adesso.
ganjifa-refusal-not-your-turn = È il turno di un altro giocatore.
ganjifa-refusal-period-by-clock = A questo tavolo giorno o notte li stabilisce l'orologio (regola G3).
ganjifa-refusal-period-by-dealer = È il mazziere a scegliere giorno o notte (regola G3).
ganjifa-refusal-not-an-outcome = «{ $action }» non è una carta ancora da distribuire.
ganjifa-refusal-not-in-hand = Non hai in mano questa carta: { $card }.
ganjifa-refusal-must-open-with-raja = La smazzata si apre giocando da solo il { $card } (regola G5.1).
ganjifa-refusal-must-follow-suit = Hai carte di { $suit }: gioca una carta del seme d'uscita (regola G5.2).
ganjifa-refusal-must-trump-or-next-suit = Non hai il seme d'uscita: gioca una briscola ({ $trump }) o una carta di { $next }, il primo seme che hai dopo quello d'uscita (regola G5.2).
ganjifa-refusal-dukal-not-leading = Solo chi è di mano può uscire con un Dukal (regola G6.1).
ganjifa-refusal-dukal-at-opening = La smazzata si apre con il { $card } da solo: nessun Dukal può aprirla (regola G6.2).
ganjifa-refusal-dukal-too-short = Questo Dukal ({ $dukal }) è troppo corto: servono almeno tre numeri consecutivi (regola G6.1).
ganjifa-refusal-dukal-not-held = Per questo Dukal ({ $dukal }) serve la carta { $card }, che non hai in mano (regola G6.1).
ganjifa-refusal-dukal-too-long = Un Dukal di { $cards } carte è troppo lungo: la mano più corta ne ha { $longest } (regola G6.4).
ganjifa-refusal-dukal-mixed-suits = Un Dukal è di un solo seme: il suo Raja, il suo Mantri e una scala dei suoi numeri (regola G6.1).
ganjifa-refusal-dukal-without-raja = Un Dukal richiede il Raja del seme (regola G6.1).
ganjifa-refusal-dukal-without-mantri = Un Dukal richiede il Mantri del seme (regola G6.1).
ganjifa-refusal-dukal-no-numbers = Un Dukal richiede, oltre al Raja e al Mantri, almeno tre numeri consecutivi (regola G6.1).
ganjifa-refusal-dukal-not-a-run = I numeri di un Dukal si susseguono senza buchi (regola G6.1).
ganjifa-refusal-must-discard = È uscito un Dukal: prima devi scartare (regola G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Si scarta solo contro un Dukal (regola G6.3).

## Il tavolo

ganjifa-option-period = Giorno o notte
ganjifa-option-period-ask = Sceglie il mazziere
ganjifa-option-period-day = Sempre giorno (briscola Rama)
ganjifa-option-period-night = Sempre notte (briscola Krishna)
ganjifa-option-period-clock = Secondo l'orologio del telefono
ganjifa-option-deals = Smazzate nella serie
ganjifa-option-deals-value = { $deals ->
    [one] Una smazzata
   *[other] { $deals } smazzate
}
ganjifa-status-period = { $name } distribuisce: scegli giorno o notte.
ganjifa-status-clock = È l'orologio del telefono a stabilire se è giorno o notte.
ganjifa-status-dealing = { $name } distribuisce.
ganjifa-status-open = { $name } apre la smazzata con il Raja di briscola (regola G5.1).
ganjifa-status-lead = { $name }: esci con una carta o con un Dukal.
ganjifa-status-play = { $name }: gioca una carta (il seme d'uscita è { $suit }).
ganjifa-status-discard = { $leader } esce con un Dukal: { $name }, scarta { $left ->
    [one] { $left } carta
   *[other] { $left } carte
}.
ganjifa-status-over = La serie è finita.
ganjifa-button-day = Giorno: briscola { $trump }
ganjifa-button-night = Notte: briscola { $trump }
ganjifa-button-dukal = Cala il Dukal: { $dukal }
ganjifa-button-discard = Scarta { $cards ->
    [one] la carta scelta
   *[other] le { $cards } carte scelte
}
ganjifa-button-discard-chosen = Scarta: { $chosen } di { $cards } scelte
ganjifa-why-choose-discards = Scegli ancora { $more ->
    [one] { $more } carta
   *[other] { $more } carte
} da scartare, poi conferma (regola G6.3).
ganjifa-why-discards-chosen = Hai già scelto le tue { $cards } carte: toccane una per riprenderla, oppure scartale (regola G6.3).
ganjifa-a11y-day = Scegli il giorno per questa smazzata: la briscola è { $trump }.
ganjifa-a11y-night = Scegli la notte per questa smazzata: la briscola è { $trump }.
ganjifa-a11y-lead = Esci con la carta { $card }.
ganjifa-a11y-play = Gioca la carta { $card }.
ganjifa-a11y-discard = Scegli la carta { $card } da scartare; toccala di nuovo per riprenderla.
ganjifa-a11y-dukal = Esci con un Dukal: { $dukal }. Cattura { $captures } carte in un colpo solo.
ganjifa-seat-score = { $cards ->
    [one] { $cards } carta catturata
   *[other] { $cards } carte catturate
} nella serie · { $deals ->
    [0] nessuna smazzata vinta
    [one] { $deals } smazzata vinta
   *[other] { $deals } smazzate vinte
}
ganjifa-round-label = Smazzata { $deal } di { $deals }
ganjifa-log-day = { $name } sceglie il giorno: la briscola è { $trump }.
ganjifa-log-night = { $name } sceglie la notte: la briscola è { $trump }.
ganjifa-log-clock-day = Secondo l'orologio del telefono è giorno: la briscola è { $trump }.
ganjifa-log-clock-night = Secondo l'orologio del telefono è notte: la briscola è { $trump }.
ganjifa-log-dealt = Smazzata { $deal }: { $name } distribuisce 40 carte a ogni giocatore. { $opener } ha il Raja di briscola e apre.
ganjifa-log-lead = { $name } esce con la carta { $card }.
ganjifa-log-play = { $name } gioca la carta { $card }.
ganjifa-log-trick = { $name } vince la presa con la carta { $card }.
ganjifa-log-dukal = { $name } esce con un Dukal, { $dukal }: ogni avversario scarta { $cards } carte.
ganjifa-log-discard = { $name } scarta la carta { $card }.
ganjifa-log-dukal-taken = { $name } cattura { $captures } carte con il Dukal.
ganjifa-log-deal-over = La smazzata { $deal } è finita. Carte catturate: { $scores }.
ganjifa-log-deal-won = { $count ->
    [one] { $names } vince la smazzata.
   *[other] { $names } condividono la vittoria nella smazzata.
}
ganjifa-log-series-won = { $count ->
    [one] { $names } vince la serie.
   *[other] { $names } condividono la vittoria nella serie.
}

# Statistiche: ciò che il gioco conta.
ganjifa-tally-captures = Carte catturate
ganjifa-tally-dukals = Dukal calati
ganjifa-tally-tricks-won = Prese vinte

# Ganjifa (Dashavatara): il regolamento completo (italiano).

ganjifa-blurb = Un antico gioco di carte indiano per tre: dieci semi dedicati agli avatar di Vishnu, una briscola che cambia tra giorno e notte e i Dukal, sequenze che fanno man bassa di carte in un colpo solo.

ganjifa-rules-intro-title = Scopo del gioco
ganjifa-rules-intro =
    Tre giocatori, ciascuno per conto proprio, cercano di catturare più carte possibile vincendo le prese. Ogni carta catturata vale un punto, qualunque essa sia: figure e numeri non danno punti extra. Vince la smazzata chi ha catturato più carte, e la serie chi vince più smazzate.

## G1
ganjifa-rules-g1-title = Mazzo e posti
ganjifa-rules-g1 =
    • 120 carte: dieci semi, ciascuno con le carte da 1 a 10 più il Mantri (il ministro) e il Raja (il re).
    • L'ordine dei semi è quello degli avatar, e serve sia per la regola di chi non ha il seme d'uscita sia per la visualizzazione: 1 Matsya, 2 Kurma, 3 Varaha, 4 Narasimha, 5 Vamana, 6 Parashurama, 7 Rama, 8 Krishna, 9 Buddha (in alcuni mazzi Balarama o Jagannath), 10 Kalki.
    • Tre giocatori, ognuno per sé. Di base: una persona e due IA; va bene qualunque combinazione di persone e IA (le persone si passano il telefono, con una schermata di passaggio che nasconde le mani dall'uno all'altro).
    • Si gioca e si distribuisce in senso antiorario; l'app dispone i posti in modo che il giocatore «successivo» sia sempre nella stessa direzione.

## G2
ganjifa-rules-g2-title = La forza delle carte
ganjifa-rules-g2 =
    • Semi da 1 a 5: Raja > Mantri > 1 > 2 > … > 10.
    • Semi da 6 a 10: Raja > Mantri > 10 > 9 > … > 1.
    • Nei primi cinque semi, quindi, l'1 è la carta numerata più forte e il 10 la più debole; negli ultimi cinque è il contrario.

## G3
ganjifa-rules-g3-title = Giorno e notte
ganjifa-rules-g3 =
    • Prima di ogni smazzata si stabilisce il periodo: di giorno la briscola è Rama (seme 7), di notte Krishna (seme 8).
    • Opzione del tavolo «periodo»: «chiedi» (di base: il mazziere sceglie prima di distribuire; un mazziere IA sceglie a caso), «giorno», «notte» oppure «orologio» (l'ora locale del telefono: è giorno dalle 6:00 alle 17:59).
    • Il periodo resta fisso per tutta la smazzata, e cambia soltanto due cose: il seme di briscola e chi apre il gioco.

## G4
ganjifa-rules-g4-title = La distribuzione
ganjifa-rules-g4 =
    • Si mescola e si distribuisce a pacchetti di quattro carte, nell'ordine di gioco, cominciando dal giocatore dopo il mazziere e finendo con il mazziere, finché ognuno ha 40 carte.
    • A ogni smazzata il mazziere passa al posto successivo nell'ordine di gioco.

## G5
ganjifa-rules-g5-title = Le prese
ganjifa-rules-g5 =
    Chi gioca la prima carta di una presa è «di mano» ed «esce»: il seme di quella carta è il seme d'uscita.

    5.1 Chi ha il Raja del seme di briscola apre la smazzata giocando quel Raja da solo (G6.2).
    5.2 Gli altri giocatori, a turno, giocano una carta ciascuno: una carta del seme d'uscita, se ne hanno; altrimenti una briscola qualsiasi, oppure una carta qualsiasi del primo seme dopo quello d'uscita di cui abbiano almeno una carta (nell'ordine degli avatar, ripartendo dall'1 dopo il 10).
    5.3 Vince la presa la briscola più alta; se non ci sono briscole, la carta più alta del seme d'uscita. Una carta di un altro seme non vince mai.
    5.4 Chi vince la presa raccoglie le carte (coperte: contano come catturate) ed esce per la presa successiva.

## G6
ganjifa-rules-g6-title = Il Dukal
ganjifa-rules-g6 =
    6.1 Quando è di mano (ma non nella presa d'apertura), un giocatore può uscire con un Dukal: il Raja, il Mantri e almeno tre numeri consecutivi di uno stesso seme (per esempio Raja, Mantri, 3, 4 e 5: cinque carte). Il Raja di briscola se ne va già nella presa d'apertura, quindi un Dukal di briscola non esiste.
    6.2 La presa d'apertura è il Raja di briscola da solo: nessun Dukal può aprire una smazzata.
    6.3 Un Dukal di n carte vince subito. Ciascun avversario, a turno, scarta dalla mano n carte a sua scelta, scoperte, senza obbligo di rispondere al seme. Chi ha calato il Dukal cattura tutte le 3n carte ed esce di nuovo.
    6.4 n non può essere maggiore delle carte rimaste in mano a ciascun giocatore, cioè della mano più corta (se le mani sono uguali, è la mano di chi cala il Dukal).

## G7
ganjifa-rules-g7-title = Punteggio e fine
ganjifa-rules-g7 =
    • Quando le mani sono esaurite, ogni giocatore segna un punto per ogni carta catturata; i tre punteggi sommati fanno 120. Vince la smazzata il punteggio più alto; chi è a pari merito in testa condivide la vittoria.
    • Una serie si gioca in N smazzate (di base 3, così ogni posto fa il mazziere una volta; a scelta da 1 a 9).
    • La classifica della serie va per smazzate vinte (una smazzata condivisa conta come vinta per ciascuno di quelli che la condividono), poi per il totale delle carte catturate; chi è ancora pari condivide la posizione.
    • Le carte si catturano sempre a gruppi di tre, quindi un pareggio a tre a quota 40 è impossibile; un pareggio tra due giocatori, invece, può capitare.

## G8
ganjifa-rules-g8-title = Cosa vede ogni posto
ganjifa-rules-g8 =
    Ogni posto vede la propria mano, ogni carta giocata scoperta (prese, Dukal e relativi scarti), il numero di carte catturate da ciascuno e il periodo.

    Tutto ciò che si gioca è pubblico: le IA possono ricordarlo, e l'app mostra alle persone l'ultima presa e l'elenco delle carte giocate, così la memoria non avvantaggia nessun posto.
## Following the table
ganjifa-legend-suit = Il seme di { $suit } (regola G1)
ganjifa-legend-raja = Raja: il re di un seme (regola G1)
ganjifa-legend-mantri = Mantri: il ministro di un seme (regola G1)
ganjifa-legend-you = Tu: il tavolo è disegnato per chi tiene il telefono
ganjifa-legend-dealer = Il mazziere di questa smazzata (regola G4)
ganjifa-legend-in-hand = Il numero di carte in mano
ganjifa-legend-captured = Il numero di carte catturate in questa smazzata, con prese e Dukal (regole G5.4, G6.3)
ganjifa-legend-trump = Il seme di briscola: Rama di giorno, Krishna di notte (regola G3)
ganjifa-legend-trick = La presa sul tavolo, in ordine di gioco (regola G5)
ganjifa-legend-last-play = L'ultima giocata: l'ultima presa, o un Dukal calato dopo, con i suoi scarti (regola G8)
ganjifa-legend-taken-by = Chi ha preso le carte (regole G5.3, G6.3)
ganjifa-legend-discards = Carte scartate scoperte contro il Dukal (regola G6.3)
ganjifa-legend-played = Tutte le carte giocate scoperte in questa smazzata, seme per seme (regola G8)
ganjifa-settle-captures = { $name } ha catturato { $cards } carte ({ $tricks ->
        [one] { $tricks } presa
       *[other] { $tricks } prese
    }, { $dukals ->
        [one] { $dukals } Dukal giocato
       *[other] { $dukals } Dukal giocati
    }).
