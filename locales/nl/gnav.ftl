# Gnav: namen, kaarten, voorbereiding, weigeringen en het logboek van de tafel.

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

gnav-setup-games = Een serie telt 1 tot en met 10 partijen, niet { $games }.
gnav-setup-lives = Spelers beginnen met 1 tot en met 9 levens, niet met { $lives }.

gnav-refusal-wrong-phase = ‘{ $action }’ kan nu niet.
gnav-refusal-not-an-outcome = ‘{ $action }’ kan nu niet met deze kaarten.
gnav-refusal-not-in-stock = Beide kaarten { $card } zijn al uit de stapel (regel K1).

gnav-event-dealt = { $name } krijgt een kaart.
gnav-event-keep = { $name } houdt de kaart.
gnav-event-ask = { $name } vraagt { $other } om te ruilen.
gnav-event-ask-stock = { $name } ruilt met de stapel.
gnav-event-show = { $name } toont { $card }.
gnav-event-stock-shows = Uit de stapel komt { $card }.
gnav-event-swap = { $name } en { $other } ruilen van kaart.
gnav-event-draw = { $name } trekt de bovenste kaart van de stapel en legt de eigen kaart af.
gnav-event-life-lost = { $lives ->
    [0] { $name } verliest het laatste leven en ligt eruit.
    [one] { $name } verliest een leven: nog { $lives } over.
   *[other] { $name } verliest een leven: nog { $lives } over.
}
gnav-event-undo = De ruil tussen { $name } en { $other } wordt teruggedraaid.

## De tafel

gnav-option-games = Partijen in de serie
gnav-option-games-value = { $games ->
    [one] Eén partij
   *[other] { $games } partijen
}
gnav-option-lives = Levens
gnav-option-lives-value = { $lives ->
    [one] Eén leven
   *[other] { $lives } levens
}
gnav-status-turn = { $name }: houd je kaart, of vraag om te ruilen.
gnav-status-dealer = { $name } geeft: houd je kaart, of ruil hem met de bovenste kaart van de stapel.
gnav-status-dealing = De kaarten worden gedeeld.
gnav-status-over = De serie is afgelopen.
gnav-button-keep = Kaart houden
gnav-button-swap = Ruil vragen aan { $name }
gnav-button-swap-stock = Ruilen met de stapel
gnav-seat-score = { $lives ->
    [0] Eruit
    [one] { $lives } leven
   *[other] { $lives } levens
} · { $games ->
    [0] geen partij gewonnen
    [one] { $games } partij gewonnen
   *[other] { $games } partijen gewonnen
}
gnav-round-label = Partij { $game } van { $games }
gnav-log-knock = { $name } klopt: een Narr!
gnav-log-rests = { $name } rust de volgende ronde.
gnav-log-skipped = Met wie rust zouden er minder dan twee spelers overblijven om aan te geven, dus rust niemand: die ronde wordt overgeslagen (regel K5.6).
gnav-log-deal-start = Ronde { $deal } van partij { $game }: { $name } geeft.
gnav-last-deal = Vorige ronde: { $cards }
gnav-log-game-won = { $names } wint partij { $game }.
gnav-log-game-drawn = Partij { $game } eindigt in een gelijkspel tussen { $names }.

# Statistieken: wat het spel bijhoudt.
gnav-tally-lives-lost = Verloren levens
gnav-tally-survivals = Rondes zonder levensverlies
gnav-tally-deals = Gespeelde rondes

# Gnav: de volledige spelregels, volgens het regelboek (K1–K7).

gnav-blurb = Een Scandinavisch ruilspel vol lef: iedereen één kaart, houden of ruilen met je buur, en zorg dat jij niet met de laagste blijft zitten. Pas op voor de kat, de dragonder en de koekoek!

gnav-rules-intro-title = Doel van het spel
gnav-rules-intro =
    Gnav is een Deens en Noors kaartspel uit de koekoekfamilie, voor vier spelers. Elke ronde heb je één kaart: je houdt hem, of je vraagt je linkerbuur om te ruilen. Bij de afrekening verliest de laagste kaart een leven. Iedereen begint met drie levens; ben je ze allemaal kwijt, dan lig je eruit. Wie als laatste overblijft, wint.

gnav-rules-k1-title = Kaarten en spelers
gnav-rules-k1 =
    Het spel telt 42 kaarten zonder kleuren: twee exemplaren van elk van 21 waarden. Van laag naar hoog: Narr (nar), Ugle (uil), Potte (pot), 0, I, II, III … XII, Hus (huis), Hest (paard), Katt (kat), Drago (dragonder), Gjøk (koekoek). De vijf hoogste — Hus, Hest, Katt, Drago en Gjøk — zijn de matadors.

    Er spelen vier spelers: standaard één persoon en drie AI-spelers, maar elke mix kan. Mensen geven de telefoon door, met een overdrachtsscherm ertussen. Iedereen begint met drie levens: fiches, nooit geld.

gnav-rules-k2-title = Het delen
gnav-rules-k2 =
    Schud voor elke ronde alle 42 kaarten. Deel één gesloten kaart aan iedere speler die nog leeft en niet rust (5.5).

    Er wordt met de klok mee gespeeld, te beginnen links van de gever; de gever is als laatste aan de beurt. Na elke ronde gaat het geven naar de volgende plaats die nog in het spel is.

    Wie een Narr krijgt, moet kloppen: de app laat die kaart meteen aan iedereen zien.

gnav-rules-k3-title = Een beurt
gnav-rules-k3 =
    3.1 Als je aan de beurt bent, houd je je kaart, of vraag je de volgende deelnemende speler links van je om te ruilen.
    3.2 Wie een getal, 0, Potte, Ugle of Narr heeft, moet ruilen: de twee kaarten wisselen van hand. Alleen die twee spelers zien de kaart die ze kregen (een Narr blijft voor iedereen zichtbaar, waar hij ook heen gaat).
    3.3 Een Hus of Hest weigert en wordt getoond. Het verzoek gaat dan over die speler heen naar de volgende deelnemende speler, en zo verder, langs een willekeurig aantal Hus en Hest achter elkaar.
    3.4 Een Drago weigert, wordt getoond en kost de vrager een leven; er wordt niet geruild. Het spel gaat verder bij de speler links van wie de Drago heeft.
    3.5 Een Katt weigert, wordt getoond en kost de vrager een leven. Daarna wordt elke eerdere ruil van deze ronde teruggedraaid, in omgekeerde volgorde — ook ruilen van vóór een speler die tussendoor zijn kaart hield. Kaarten die van de stapel zijn getrokken, zijn geen ruil en blijven waar ze zijn. Een ruil terugdraaien betekent dat de twee spelers hun huidige kaarten weer omwisselen. Het spel gaat verder bij de speler links van wie de Katt heeft.
    3.6 Een Gjøk die gevraagd wordt, wordt getoond en beëindigt de ronde meteen: door naar de afrekening (K5).
    3.7 Matadors doen alleen iets als ze gevraagd worden; alleen al in je hand doen ze niets.
    3.8 Na houden gaat de beurt naar de volgende deelnemende speler. Na een ruil gaat hij naar de speler die het verzoek kreeg (degene die moest ruilen); spelers die daartussen zijn overgeslagen (Hus, Hest), hebben deze ronde geen beurt. Zo gaat het door tot de gever aan de beurt is.
    3.9 Weigert een Drago of Katt van de gever, dan volgt meteen de afrekening (K5).

gnav-rules-k4-title = De beurt van de gever en de stapel
gnav-rules-k4 =
    4.1 De gever houdt zijn kaart, of ruilt met de bovenste kaart van de stapel die niet is gedeeld.
    4.2 Een verzoek dat over de Hus of Hest van de gever heen gaat, komt ook bij de stapel uit.
    4.3 Een Hus of Hest die van de stapel wordt getrokken, weigert: hij wordt getoond en apart gelegd, en de volgende kaart wordt getrokken.
    4.4 Een getrokken Gjøk, Drago of Katt werkt zoals bij K3 (de ronde is voorbij, of het kost een leven, of het kost een leven en de ruilen worden teruggedraaid), en de vrager houdt zijn eigen kaart.
    4.5 Elke andere getrokken kaart vervangt de kaart van de vrager; die gaat gesloten op de aflegstapel.
    4.6 Was de vrager niet de gever (het verzoek ging over de Hus of Hest van de gever heen), dan krijgt de gever daarna nog zijn eigen beurt, tenzij een Gjøk de ronde heeft beëindigd.
    4.7 Na de beurt van de gever volgt de afrekening.

gnav-rules-k5-title = De afrekening
gnav-rules-k5 =
    5.1 Iedereen laat zijn kaart zien. Spelers die tijdens de ronde door een Drago of Katt op nul levens zijn gekomen, zijn al vertrokken en doen niet mee in de vergelijking.
    5.2 Geen Narr: iedereen met de laagste kaart (ook als dat er meer zijn) verliest een leven.
    5.3 Eén Narr: wie hem heeft, verliest een leven, en ook iedereen met de laagste van de overige kaarten.
    5.4 Twee Narr-kaarten: alleen de twee spelers met een Narr verliezen elk een leven.
    5.5 Wie een Narr heeft en nog leeft, rust de volgende ronde: geen kaart, geen beurt, geen leven kwijt, en bij het doorschuiven van het geven wordt die speler overgeslagen. De ronde daarna doet hij weer mee.
    5.6 Blijven er door het rusten minder dan twee spelers over om aan te delen, dan vervalt die ronde: er wordt niets gedeeld, niemand verliest een leven, de gever schuift niet door, en de rustende spelers doen de volgende ronde weer mee.
    5.7 Wie op nul levens staat, ligt eruit. Blijft er nog maar één speler over, dan wint die meteen. Komen alle overgebleven spelers bij dezelfde afrekening op nul, dan eindigt de partij in een gelijkspel tussen hen.

gnav-rules-k6-title = De serie
gnav-rules-k6 =
    Een serie bestaat uit een aantal partijen (standaard 3). De spelers worden gerangschikt op gewonnen partijen, daarna op het aantal levens dat ze aan het eind van elke partij nog hadden, bij elkaar opgeteld; wie dan nog gelijk staat, deelt de plaats.

gnav-rules-k7-title = Wat elke speler kan zien
gnav-rules-k7 =
    Elke speler ziet zijn eigen kaart; elke kaart die getoond wordt bij een weigering, bij het kloppen, van de stapel of bij de afrekening; wie wie vroeg, wie zijn kaart hield en welke ruilen zijn teruggedraaid; en de kaarten die hij zelf gaf en kreeg. De AI-spelers gebruiken precies dat en niets anders.
## Following the table
gnav-place = { $game }, ronde { $deal }
gnav-warning-matador = { $card } weigert: vragen kost je een leven (regels K3.4, K3.5). Tik nog eens om toch te vragen.
gnav-warning-lower = Je zou je { $own } weggeven voor { $card }, een slechtere kaart (regel K3.2). Tik nog eens om toch te ruilen.
gnav-settle-card = { $name }: { $card }
gnav-settle-life = { $name } verliest een leven (levens over: { $lives }): { $why ->
        [drago] vroeg een Drago (regel K3.4)
        [katt] vroeg een Katt (regel K3.5)
        [two-narr] had een van twee Narren (regel K5.4)
        [narr] had de Narr (regel K5.3)
        [narr-lowest] laagste kaart naast een Narr (regel K5.3)
       *[lowest] laagste kaart (regel K5.2)
    }.
gnav-settle-nobody = Niemand verloor deze ronde een leven.
gnav-legend-life = Een resterend leven (regel K1)
gnav-legend-life-lost = Een verloren leven
gnav-legend-dealer = De gever, die met de stapel ruilt (regel K4)
gnav-legend-you = Jij: het bord is getekend voor wie de telefoon vasthoudt
gnav-legend-hidden = Een kaart die je niet mag zien (regel K7)
gnav-legend-resting = Rust deze ronde na overleven met de Narr (regel K5.5)
gnav-legend-out = Uit deze partij: geen levens meer
gnav-legend-stock = Kaarten over in de stapel
gnav-legend-set-aside = Matadors van de stapel, opzij gelegd (regel K4.3)
gnav-standings-level = partijen gewonnen, bij gelijke stand daarna de overgebleven levens, opgeteld over alle partijen: { $list }
