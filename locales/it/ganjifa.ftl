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
    [one] 1 carta
   *[other] { $left } carte
}.
ganjifa-status-over = La serie è finita.
ganjifa-button-day = Giorno: briscola { $trump }
ganjifa-button-night = Notte: briscola { $trump }
ganjifa-button-dukal = Cala il Dukal: { $dukal }
ganjifa-a11y-day = Scegli il giorno per questa smazzata: la briscola è { $trump }.
ganjifa-a11y-night = Scegli la notte per questa smazzata: la briscola è { $trump }.
ganjifa-a11y-lead = Esci con la carta { $card }.
ganjifa-a11y-play = Gioca la carta { $card }.
ganjifa-a11y-discard = Scarta la carta { $card }.
ganjifa-a11y-dukal = Esci con un Dukal: { $dukal }. Cattura { $captures } carte in un colpo solo.
ganjifa-seat-score = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
} · { $deals ->
    [0] nessuna smazzata vinta
    [one] 1 smazzata vinta
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
