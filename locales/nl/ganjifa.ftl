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
ganjifa-refusal-dukal-mixed-suits = Een Dukal is één kleur: de Raja, de Mantri en een reeks getallen van die kleur (regel G6.1).
ganjifa-refusal-dukal-without-raja = Een Dukal heeft de Raja van de kleur nodig (regel G6.1).
ganjifa-refusal-dukal-without-mantri = Een Dukal heeft de Mantri van de kleur nodig (regel G6.1).
ganjifa-refusal-dukal-no-numbers = Een Dukal heeft naast de Raja en de Mantri minstens drie opeenvolgende getallen nodig (regel G6.1).
ganjifa-refusal-dukal-not-a-run = De getallen van een Dukal volgen elkaar op zonder gat (regel G6.1).
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
    [one] { $left } kaart
   *[other] { $left } kaarten
} af.
ganjifa-status-over = De serie is voorbij.
ganjifa-button-day = Dag: { $trump } is troef
ganjifa-button-night = Nacht: { $trump } is troef
ganjifa-button-dukal = Dukal: { $dukal }
ganjifa-button-discard = Gooi { $cards ->
    [one] de gekozen kaart
   *[other] de { $cards } gekozen kaarten
} af
ganjifa-button-discard-chosen = Afgooien: { $chosen } van { $cards } gekozen
ganjifa-why-choose-discards = Kies nog { $more ->
    [one] { $more } kaart
   *[other] { $more } kaarten
} om af te gooien en bevestig dan (regel G6.3).
ganjifa-why-discards-chosen = Je hebt je { $cards } kaarten gekozen: tik er een aan om hem terug te nemen, of gooi ze af (regel G6.3).
ganjifa-a11y-day = Kies dag voor deze ronde: { $trump } is troef.
ganjifa-a11y-night = Kies nacht voor deze ronde: { $trump } is troef.
ganjifa-a11y-lead = Kom uit met de { $card }.
ganjifa-a11y-play = Speel de { $card }.
ganjifa-a11y-discard = Kies de { $card } om af te gooien; tik nog eens om hem terug te nemen.
ganjifa-a11y-dukal = Kom uit met een Dukal: { $dukal }. Die pakt in één keer { $captures } kaarten.
ganjifa-seat-score = { $cards ->
    [one] { $cards } kaart
   *[other] { $cards } kaarten
} veroverd in de serie · { $deals ->
    [0] geen ronde gewonnen
    [one] { $deals } ronde gewonnen
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

# Statistieken: wat het spel bijhoudt.
ganjifa-tally-captures = Binnengehaalde kaarten
ganjifa-tally-dukals = Gespeelde Dukals
ganjifa-tally-tricks-won = Gewonnen slagen

# Ganjifa (Dashavatara): de volledige spelregels, volgens het regelboek (G1–G8).

ganjifa-blurb = Het Indiase kaartspel met ronde kaarten, voor drie spelers: 120 kaarten in tien kleuren, genoemd naar de avatars van Vishnu. In de helft van de kleuren lopen de getallen achterstevoren, en met een Dukal op het juiste moment veeg je in één keer een hele stapel kaarten binnen.

ganjifa-rules-intro-title = Doel van het spel
ganjifa-rules-intro =
    Drie spelers, ieder voor zich, spelen slagen met het Dashavatara-spel van 120 kaarten, waarvan de tien kleuren genoemd zijn naar de tien avatars van Vishnu. Elke kaart die je binnenhaalt, is één punt waard; geen kaart is meer waard dan een andere. Haal de meeste kaarten binnen om de ronde te winnen, en win de meeste rondes om de serie te winnen.

ganjifa-rules-g1-title = Kaarten en spelers
ganjifa-rules-g1 =
    Het spel telt 120 kaarten: tien kleuren, elk met de getallen 1 tot en met 10 plus een Mantri (minister) en een Raja (koning).

    De kleuren in avatarvolgorde, die ertoe doet als je niet kunt bekennen (5.2) en voor de weergave van de kaarten:
    1 Matsya, 2 Kurma, 3 Varaha, 4 Narasimha, 5 Vamana, 6 Parashurama, 7 Rama, 8 Krishna, 9 Buddha (in sommige spellen Balarama of Jagannath), 10 Kalki.

    Er spelen drie spelers, ieder voor zich. Standaard speelt één persoon tegen twee AI-spelers; elke mix van mensen en AI kan. Mensen geven de telefoon door, en een overdrachtsscherm verbergt tussendoor de handen.

    Er wordt tegen de klok in gespeeld en gedeeld. De app zet iedereen zo aan tafel dat ‘de volgende’ altijd dezelfde kant op is.

ganjifa-rules-g2-title = Rangorde van de kaarten
ganjifa-rules-g2 =
    Binnen elke kleur is de volgorde van hoog naar laag:
    • Kleuren 1–5 (Matsya tot en met Vamana): Raja, Mantri, dan 1, 2, 3 … tot en met 10. Hier zijn de lage getallen dus de sterke.
    • Kleuren 6–10 (Parashurama tot en met Kalki): Raja, Mantri, dan 10, 9, 8 … tot en met 1.

ganjifa-rules-g3-title = Dag en nacht
ganjifa-rules-g3 =
    Voor elke ronde wordt het dagdeel bepaald. Overdag is Rama (kleur 7) troef, ’s nachts Krishna (kleur 8).

    De tafeloptie Dagdeel bepaalt hoe: Vragen (standaard: de gever kiest voor het delen; een AI-gever kiest willekeurig), Dag, Nacht of Klok (de plaatselijke tijd van de telefoon: dag van 06:00 tot en met 17:59, anders nacht).

    Het dagdeel ligt vast voor de hele ronde. Het verandert alleen de troefkleur, en daarmee wie de ronde opent (5.1).

ganjifa-rules-g4-title = Het delen
ganjifa-rules-g4 =
    Schud en deel pakketjes van vier kaarten in speelvolgorde, te beginnen bij de speler na de gever en eindigend bij de gever, tot iedere speler 40 kaarten heeft. Elke ronde schuift de gever één plaats door in speelvolgorde.

ganjifa-rules-g5-title = Slagen
ganjifa-rules-g5 =
    5.1 Wie de Raja van de troefkleur heeft, opent de ronde door met alleen die Raja uit te komen (zie 6.2).
    5.2 De andere spelers leggen om de beurt één kaart bij: een kaart van de gevraagde kleur als ze die hebben. Hebben ze die niet, dan spelen ze een troef naar keuze, of een kaart naar keuze van de eerste kleur na de gevraagde kleur (in avatarvolgorde, na 10 weer verder bij 1) waarvan ze een kaart hebben. Een andere kaart mag niet.
    5.3 De hoogste troef wint de slag. Zit er geen troef in, dan wint de hoogste kaart van de gevraagde kleur. Een kaart van een andere kleur wint nooit.
    5.4 De winnaar pakt de kaarten (gesloten; ze tellen als binnengehaald) en komt uit voor de volgende slag.

ganjifa-rules-g6-title = De Dukal
ganjifa-rules-g6 =
    6.1 Als je uitkomt (behalve bij de openingsslag), mag je een Dukal spelen: de Raja, de Mantri en minstens drie opeenvolgende getallen van één kleur, allemaal tegelijk — bijvoorbeeld Raja, Mantri, 3, 4 en 5 (vijf kaarten). De troef-Raja wordt altijd in de openingsslag gespeeld, dus een Dukal kan nooit in troef zijn.
    6.2 De openingsslag is de troef-Raja alleen: een ronde kan nooit met een Dukal beginnen.
    6.3 Een Dukal wint meteen. Elke tegenstander gooit om de beurt evenveel kaarten af als de Dukal telt, naar keuze uit de hand en open op tafel, zonder kleur te hoeven bekennen. Wie de Dukal speelde, pakt alle kaarten (drie keer zoveel als de Dukal telt) en komt opnieuw uit.
    6.4 Een Dukal mag niet meer kaarten tellen dan een van de spelers nog in de hand heeft. Elke slag en elke Dukal kost iedere hand evenveel kaarten, dus de handen blijven even groot en de grens is gewoon de hand van wie uitkomt.

ganjifa-rules-g7-title = Score en einde
ganjifa-rules-g7 =
    Als de handen leeg zijn, krijgt elke speler één punt per binnengehaalde kaart; samen zijn de drie scores 120. De hoogste score wint de ronde; spelers die samen de hoogste score hebben, delen de winst.

    Een serie bestaat uit een aantal rondes: standaard 3, zodat iedere speler één keer geeft (als optie 1 tot en met 9). De spelers worden eerst gerangschikt op gewonnen rondes (een gedeelde ronde telt als gewonnen voor iedereen die hem deelt), daarna op het totaal aantal binnengehaalde kaarten; wie dan nog gelijk staat, deelt de plaats. Kaarten worden altijd in veelvouden van drie binnengehaald, dus alle drie gelijk op 40 kan niet, maar twee spelers kunnen wel gelijk eindigen.

ganjifa-rules-g8-title = Wat elke speler kan zien
ganjifa-rules-g8 =
    Elke speler ziet zijn eigen hand, elke kaart die open is gespeeld (slagen, Dukals en de kaarten die daarop zijn afgegooid), hoeveel kaarten iedereen heeft binnengehaald, en het dagdeel.

    Alles wat gespeeld is, is openbaar. De AI-spelers mogen het onthouden, en de app laat mensen de laatste slag zien en een lijst van alles wat er gespeeld is, zodat niemand voordeel heeft van een beter geheugen.
## Following the table
ganjifa-legend-suit = De kleur { $suit } (regel G1)
ganjifa-legend-raja = Raja: de koning van een kleur (regel G1)
ganjifa-legend-mantri = Mantri: de minister van een kleur (regel G1)
ganjifa-legend-you = Jij: het bord is getekend voor wie de telefoon vasthoudt
ganjifa-legend-dealer = De gever van deze ronde (regel G4)
ganjifa-legend-in-hand = Het aantal kaarten in de hand
ganjifa-legend-captured = Het aantal kaarten dat deze ronde is binnengehaald, met slagen en Dukals (regels G5.4, G6.3)
ganjifa-legend-trump = De troefkleur: overdag Rama, 's nachts Krishna (regel G3)
ganjifa-legend-trick = De slag op tafel, in speelvolgorde (regel G5)
ganjifa-legend-last-play = Het laatst gespeelde: de laatste slag, of een Dukal die daarna is uitgespeeld, met wat ertegen is afgegooid (regel G8)
ganjifa-legend-taken-by = Wie de kaarten pakte (regels G5.3, G6.3)
ganjifa-legend-discards = Kaarten die open tegen de Dukal zijn afgegooid (regel G6.3)
ganjifa-legend-played = Elke kaart die deze ronde open is gespeeld, kleur voor kleur (regel G8)
ganjifa-settle-captures = { $name } veroverde { $cards } kaarten ({ $tricks ->
        [one] { $tricks } slag
       *[other] { $tricks } slagen
    }, { $dukals ->
        [one] { $dukals } Dukal uitgespeeld
       *[other] { $dukals } Dukals uitgespeeld
    }).
