# Ganjifa (Dashavatara): namen, kaarten, voorbereiding, weigeringen en de tafel.

ganjifa-name = Ganjifa
ganjifa-setup-deals = Een serie telt 1 tot en met 9 rondes, niet { $deals }.

## De tien avatarkleuren (regel G1), in avatarvolgorde.

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

## Kaarten (regel G1): de Raja (koning), de Mantri (minister) en de getallen 1 tot en met 10 van een kleur.

ganjifa-card-raja = Raja van { $suit }
ganjifa-card-mantri = Mantri van { $suit }
ganjifa-card-number = { $number } van { $suit }
# De rang zoals die in een hoek van een kleine kaart staat.
ganjifa-rank-raja = R
ganjifa-rank-mantri = M
ganjifa-rank-number = { $number }
# Een Dukal (regel G6.1): de Raja, de Mantri en een reeks getallen van één kleur.
ganjifa-dukal = { $cards } kaarten { $suit }: Raja, Mantri en { $low } tot en met { $high }
ganjifa-period-day = Dag
ganjifa-period-night = Nacht

## Weigeringen.

ganjifa-refusal-wrong-phase = ‘{ $action }’ kan nu niet.
ganjifa-refusal-not-your-turn = Een andere speler is aan de beurt.
ganjifa-refusal-period-by-clock = De tafel bepaalt dag of nacht met de klok (regel G3).
ganjifa-refusal-period-by-dealer = De gever kiest dag of nacht (regel G3).
ganjifa-refusal-not-an-outcome = ‘{ $action }’ is geen kaart die nog gedeeld kan worden.
ganjifa-refusal-not-in-hand = De { $card } heb je niet in je hand.
ganjifa-refusal-must-open-with-raja = De ronde begint met alleen de { $card } (regel G5.1).
ganjifa-refusal-must-follow-suit = Je hebt { $suit }: speel een kaart van de gevraagde kleur (regel G5.2).
ganjifa-refusal-must-trump-or-next-suit = Zonder de gevraagde kleur speel je een troef ({ $trump }) of een kaart van { $next }, de eerste kleur na de gevraagde die je hebt (regel G5.2).
ganjifa-refusal-dukal-not-leading = Alleen wie uitkomt, mag een Dukal spelen (regel G6.1).
ganjifa-refusal-dukal-at-opening = De ronde begint met alleen de { $card }: een Dukal mag de ronde niet openen (regel G6.2).
ganjifa-refusal-dukal-too-short = Die Dukal ({ $dukal }) is te kort: er zijn minstens drie opeenvolgende getallen nodig (regel G6.1).
ganjifa-refusal-dukal-not-held = Voor die Dukal ({ $dukal }) heb je de { $card } nodig, en die heb je niet in je hand (regel G6.1).
ganjifa-refusal-dukal-too-long = Een Dukal van { $cards } kaarten is te lang: de kleinste hand telt er { $longest } (regel G6.4).
ganjifa-refusal-must-discard = Er is een Dukal gespeeld: gooi eerst af (regel G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Je gooit alleen kaarten af tegen een Dukal (regel G6.3).

## De tafel

ganjifa-option-period = Dagdeel
ganjifa-option-period-ask = De gever kiest
ganjifa-option-period-day = Altijd dag (Rama is troef)
ganjifa-option-period-night = Altijd nacht (Krishna is troef)
ganjifa-option-period-clock = Volgens de klok van de telefoon
ganjifa-option-deals = Rondes in de serie
ganjifa-option-deals-value = { $deals ->
    [one] Eén ronde
   *[other] { $deals } rondes
}
ganjifa-status-period = { $name } geeft: kies dag of nacht.
ganjifa-status-clock = De klok van de telefoon bepaalt of het dag of nacht is.
ganjifa-status-dealing = { $name } deelt.
ganjifa-status-open = { $name } opent de ronde met de troef-Raja (regel G5.1).
ganjifa-status-lead = { $name }: kom uit met een kaart of een Dukal.
ganjifa-status-play = { $name }: speel een kaart ({ $suit } is gevraagd).
ganjifa-status-discard = { $leader } komt uit met een Dukal: { $name }, gooi { $left ->
    [one] 1 kaart
   *[other] { $left } kaarten
} af.
ganjifa-status-over = De serie is voorbij.
ganjifa-button-day = Dag: { $trump } is troef
ganjifa-button-night = Nacht: { $trump } is troef
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-a11y-day = Kies dag voor deze ronde: { $trump } is troef.
ganjifa-a11y-night = Kies nacht voor deze ronde: { $trump } is troef.
ganjifa-a11y-lead = Kom uit met de { $card }.
ganjifa-a11y-play = Speel de { $card }.
ganjifa-a11y-discard = Gooi de { $card } af.
ganjifa-a11y-dukal = Kom uit met een Dukal: { $dukal }. Die pakt in één keer { $captures } kaarten.
ganjifa-seat-score = { $cards ->
    [one] 1 kaart
   *[other] { $cards } kaarten
} · { $deals ->
    [0] geen ronde gewonnen
    [one] 1 ronde gewonnen
   *[other] { $deals } rondes gewonnen
}
ganjifa-round-label = Ronde { $deal } van { $deals }
ganjifa-log-day = { $name } kiest dag: { $trump } is troef.
ganjifa-log-night = { $name } kiest nacht: { $trump } is troef.
ganjifa-log-clock-day = Volgens de klok van de telefoon is het dag: { $trump } is troef.
ganjifa-log-clock-night = Volgens de klok van de telefoon is het nacht: { $trump } is troef.
ganjifa-log-dealt = Ronde { $deal }: { $name } deelt iedere speler 40 kaarten. { $opener } heeft de troef-Raja en opent.
ganjifa-log-lead = { $name } komt uit met de { $card }.
ganjifa-log-play = { $name } speelt de { $card }.
ganjifa-log-trick = { $name } wint de slag met de { $card }.
ganjifa-log-dukal = { $name } komt uit met een Dukal, { $dukal }: elke tegenstander gooit { $cards } kaarten af.
ganjifa-log-discard = { $name } gooit de { $card } af.
ganjifa-log-dukal-taken = { $name } pakt met de Dukal { $captures } kaarten.
ganjifa-log-deal-over = Ronde { $deal } is voorbij. Binnengehaalde kaarten: { $scores }.
ganjifa-log-deal-won = { $count ->
    [one] { $names } wint de ronde.
   *[other] { $names } delen de winst van de ronde.
}
ganjifa-log-series-won = { $count ->
    [one] { $names } wint de serie.
   *[other] { $names } delen de winst van de serie.
}
