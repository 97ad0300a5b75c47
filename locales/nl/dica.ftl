# DiCa: namen, voorbereiding, weigeringen en het logboek van de tafel.

dica-name = DiCa

## Voorbereiding

dica-setup-rounds = Een serie telt minstens 5 rondes (en hooguit 99), niet { $rounds }.
dica-setup-time-limit = De tijdslimiet is 15, 30 of 60 seconden, of uit, niet { $seconds }.
dica-setup-players = Team { $team } heeft meer dan { $max } spelers.
dica-setup-name = De naam van een speler moet 1 tot en met { $max } tekens lang zijn.

## Weigeringen

dica-refusal-wrong-phase = ‘{ $action }’ kan nu niet.
dica-refusal-not-your-turn = ‘{ $action }’ is nu niet aan jouw team.
dica-refusal-not-an-outcome = ‘{ $action }’ is nu geen worp met de dobbelsteen en geen kaart die gedeeld wordt.
dica-refusal-card-resolved = Kaart { $card } is al afgehandeld (regel D4.6).
dica-refusal-card-eliminated = Je team is geëlimineerd voor kaart { $card } (regels D4.6 en D6).
dica-refusal-first-stone-on-opponent-card = Je mag geen eerste steen leggen op kaart { $card } van het andere team (regel D4.6).
dica-refusal-under-value-on-opponent-card = Een tweede steen op kaart { $card } van het andere team moet de waarde precies volmaken (regel D4.6).
dica-refusal-invalid-placement = Die steen op kaart { $card } zou { $why ->
        [overvalue] boven de waarde uitkomen
       *[wrong-third] een verkeerde derde steen zijn
    }; fouten worden voorkomen (regel D4.7).
dica-refusal-pass-not-allowed = Je kunt deze steen ergens plaatsen, dus passen mag niet (regel D5).
dica-refusal-challenge-not-now = Uitdagen kan alleen als er gegooid moet worden (regel D9.2).
dica-refusal-challenge-resolved = Kaart { $card } is afgehandeld en kan niet worden uitgedaagd (regel D9.1).
dica-refusal-challenge-own-side = Kaart { $card } ligt aan jouw kant: alleen het andere team mag hem uitdagen (regel D9.1).
dica-refusal-challenge-not-two-stones = Alleen een kaart met twee stenen waar nog één steen aan ontbreekt, kan worden uitgedaagd; { $card } niet (regel D9.1).
dica-refusal-already-challenged = Kaart { $card } is deze ronde al uitgedaagd (regel D9.1).
dica-refusal-no-time-limit = Deze tafel heeft geen tijdslimiet, dus de tijd kan niet verlopen (regel D10).

## Het logboek

dica-event-round-started = Ronde { $round }: { $team } begint.
dica-event-rolled = { $team } gooit { $die }.
dica-event-rolled-bonus = { $team } gooit { $die } (bonusworp).
dica-event-passed = { $team } kan een { $die } nergens plaatsen en past.
dica-event-placed = { $team } plaatst { $die } op { $card }.
dica-event-dead = { $card } is niet meer te voltooien: { $why ->
        [full] de stenen komen al op de waarde
       *[out-of-reach] geen worp kan aanvullen wat er ontbreekt
    }. De kaart is geblokkeerd.
dica-event-won = { $team } wint { $card } voor { $points } punten.
dica-event-stole = { $team } steelt { $card } voor { $points } punten!
dica-event-neutralised = { $team } neutraliseert { $card } en gooit nog een keer.
dica-event-erred = { $team } legt { $die } op { $card }: { $why ->
        [overvalue] boven de waarde
       *[wrong-third] een verkeerde derde steen
    }. Het team is geëlimineerd voor deze kaart, en die wordt een ★-kaart voor het andere team.
dica-event-erred-fully = { $team } legt { $die } op { $card }: { $why ->
        [overvalue] boven de waarde
       *[wrong-third] een verkeerde derde steen
    }. Beide teams hebben er nu een fout op gemaakt: niemand scoort hem.
dica-event-challenged = { $team } daagt { $card } uit.
dica-event-accepted = { $team } neemt de uitdaging voor { $card } aan: een duel!
dica-event-declined = { $team } weigert de uitdaging voor { $card }.
dica-event-duel-hit = { $team } gooit { $die }: raak.
dica-event-duel-miss = { $team } gooit { $die }: mis.
dica-event-duel-draw = Allebei raak bij dezelfde worp: het duel begint opnieuw.
dica-event-duel-both-missed = Niemand gooide raak: het duel begint opnieuw.
dica-event-duel-stole = { $team } wint het duel en steelt { $card } voor { $points } punten!
dica-event-duel-kept = { $team } wint het duel en houdt { $card } voor { $points } punten.
dica-event-timed-out = De tijd van { $team } is om{ $lost ->
        [turn] : de beurt gaat naar het andere team.
        [bonus-roll] : de bonusworp vervalt.
        [roll] : de worp vervalt en de beurt gaat naar het andere team.
        [answer] : de uitdaging is geweigerd.
       *[nothing] : de app gooit de dobbelsteen.
    }
dica-event-bonus-lapsed = De ronde is voorbij, dus de bonusworp van { $team } vervalt.
dica-event-round-ended = Ronde { $round } eindigt op { $red }–{ $blue }: { $winner ->
        [1] Team Rood wint.
        [2] Team Blauw wint.
       *[0] gelijkspel.
    }
dica-event-series-ended = { $winner ->
        [1] Team Rood wint de serie!
        [2] Team Blauw wint de serie!
       *[0] De serie eindigt onbeslist.
    }

## De tafel

dica-team = { $team ->
        [1] Team Rood
       *[other] Team Blauw
    }
dica-team-who = { $team ->
        [1] Team Rood
       *[other] Team Blauw
    } ({ $who })
dica-status-dealing = De kaarten worden gedeeld.
dica-status-roll = { $team }: gooi de dobbelsteen.
dica-status-bonus = { $team }: gooi nog een keer (bonusworp).
dica-status-rolling = { $team } gooit…
dica-status-place = { $team }: plaats je { $die } op een kaart.
dica-status-answer = { $team }: { $challenger } daagt { $card } uit. Neem het duel aan of weiger.
dica-status-duel = Duel om { $card }: { $team } gooit en hoopt op een { $target }.
dica-status-over = De serie is voorbij.
dica-button-roll = Gooien
dica-button-roll-bonus = Nog een keer (bonus)
dica-button-roll-duel = Gooien voor het duel
dica-button-accept = Duel aannemen
dica-button-decline = Weigeren
dica-target-card = { $card }
dica-target-card-a11y = Plaats je { $die } op { $card }
dica-target-challenge = { $card } uitdagen
dica-target-challenge-a11y = { $card } uitdagen, { $points } punten waard: een duel waarin een { $target } de kaart voltooit.
dica-card-open = { $card }, waarde { $value }: { $count ->
        [0] nog geen stenen
       *[other] stenen { $stones }, som { $sum }
    }; kaart van { $side }.
dica-card-star = { $card }, waarde { $value }: { $count ->
        [0] nog geen stenen
       *[other] stenen { $stones }, som { $sum }
    }; een ★-kaart die alleen { $side } mag voltooien.
dica-card-undealt = { $card } is nog niet gedeeld.
dica-card-won = { $card }: gewonnen door { $team }, { $value } punten.
dica-card-stolen = { $card }: gestolen door { $team }, { $value } punten.
dica-card-blocked = { $card }: geneutraliseerd; niemand scoort hem.
dica-card-dead = { $card }: dood, geen steen kan hem nog voltooien; niemand scoort hem.
dica-card-eliminated = { $card }: beide teams maakten er een fout op; niemand scoort hem.
dica-duel-challenger = Duel om { $card }: { $team } gooit voor een { $target }, worp { $roll } van { $of }.
dica-duel-owner = { $challenger } gooide raak bij worp { $of }. { $team } gooit voor een { $target }, worp { $roll } van { $of }: raak vóór worp { $of } houdt de kaart, raak bij die worp zelf laat het duel opnieuw beginnen.
dica-duel-owner-five = { $challenger } gooide vijf keer mis. { $team } gooit voor een { $target }, worp { $roll } van { $of }: met elke treffer blijft de kaart van hen.
dica-seat-score = { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, { $rounds ->
        [one] { $rounds } ronde gewonnen
       *[other] { $rounds } rondes gewonnen
    }
dica-round-label = Ronde { $round } van { $rounds }
dica-option-rounds = Rondes in de serie
dica-option-rounds-value = { $rounds } rondes
dica-option-time-limit = Tijd per beurt
dica-option-time-limit-value = { $seconds } seconden
dica-option-time-limit-off = Geen tijdslimiet
dica-option-deal = Delen
dica-option-deal-mirrored = Gespiegeld: per team één kaart van elke waarde
dica-option-deal-random = Willekeurig
dica-option-mistakes = Fouten
dica-option-mistakes-count = Meetellen, zoals in het gedrukte spel
dica-option-mistakes-prevent = Voorkomen (hulpstand)
dica-option-deal-about = Gespiegeld: elk team krijgt één kaart van elke waarde van 6 tot 12; willekeurig: alle 14 kaarten worden geschud en om en om gedeeld (regel D3).
dica-option-mistakes-about = Meetellen: een steen die niet past, zet je team uit die kaart, zoals in het gedrukte spel; voorkomen: zo’n steen wordt geweigerd (regels D4.5, D4.7).
dica-option-time-limit-about = Is de tijd om, dan gaat de beurt naar het andere team en vervalt een worp die nog niet geplaatst is; een uitdaging zonder antwoord geldt als geweigerd (regel D10).

# Statistieken: wat het spel bijhoudt.
dica-tally-steals = Gestolen kaarten
dica-tally-neutralises = Geneutraliseerd
dica-tally-duels-won = Gewonnen duels
dica-tally-mistakes = Fouten

# DiCa: de volledige spelregels, volgens het regelboek (D1–D11).

dica-blurb = Een duel met dobbelsteen en kaarten voor twee teams: gooi, leg stenen op kaarten en voltooi ze met precies de juiste som — of pik de kaarten van je tegenstanders voor hun neus weg.

dica-rules-intro-title = Doel van het spel
dica-rules-intro =
    Elk team begint met zeven kaarten van 6 tot en met 12 punten. Gooi de dobbelsteen en leg stenen op de kaarten: drie stenen die samen precies de waarde van een kaart zijn, voltooien die kaart, en het team dat de derde steen legt, krijgt de kaart en de punten. Vul je eigen kaarten, steel of blokkeer die van de tegenstander, en schiet er niet overheen.

    Het team met de meeste punten wint de ronde. Speel een serie van minstens vijf rondes — elk punt telt.

dica-rules-d1-title = Spelmateriaal
dica-rules-d1 =
    • 14 speelkaarten: van elke waarde 6, 7, 8, 9, 10, 11 en 12 twee stuks. De waarde van een kaart is ook het aantal punten.
    • 42 speelstenen: drie per kaart. Een steen is evenveel waard als de worp waarmee hij werd gelegd.
    • Eén gewone dobbelsteen met zes zijden.

dica-rules-d2-title = De teams
dica-rules-d2 =
    Er spelen twee teams: Team 1 (rood) en Team 2 (blauw). Elk team bestaat uit een of meer spelers met een naam, of uit de AI.

    De regels gelden per team, niet per speler. Bestaat een team uit meerdere mensen, dan laat de app zien wie de telefoon moet hebben. Binnen het team schuift dat door telkens als de beurt van het team begint, te beginnen bij de speler die als eerste is genoemd; bij een bonusworp schuift het niet door.

dica-rules-d3-title = Het delen
dica-rules-d3 =
    Standaard wordt er gespiegeld gedeeld: elk team krijgt van elke waarde van 6 tot en met 12 één kaart (samen 63 punten per team), zichtbaar voor iedereen, in willekeurige volgorde. Met de optie ‘willekeurig’ worden alle 14 kaarten geschud en om en om gedeeld, Team 1 eerst, zeven per team.

    Elke kaart is aan het begin nog open: hij hoort bij het team dat hem kreeg en er liggen nog geen stenen op.

dica-rules-d4-title = Een beurt
dica-rules-d4 =
    Het team dat aan de beurt is, gooit de dobbelsteen en doet daarna precies één plaatsing: één steen, ter waarde van de worp, op één kaart. Wat die plaatsing doet, hangt af van hoeveel stenen er al op de kaart liggen en wat die samen zijn. Hieronder betekent ‘je’ het team dat aan de beurt is, en ‘je eigen kaart’ een kaart die je als eigen kaart mag vullen (zie D6).

    4.1 Plaatsen — een steen op je eigen kaart waar nog geen of één steen op ligt, zolang de nieuwe som niet hoger is dan de waarde van de kaart. Je beurt eindigt.
    4.2 Winnen — de derde steen op je eigen kaart, precies op de waarde. De kaart en de punten zijn voor jou. Je beurt eindigt. (Was de kaart aan het andere team gedeeld, dan noemt het logboek dit stelen.)
    4.3 Stelen — de derde steen op een kaart van de tegenstander waarvoor je niet bent geëlimineerd, precies op de waarde. De kaart en de punten gaan naar jou. Je beurt eindigt.
    4.4 Neutraliseren — de tweede steen op een kaart van de tegenstander waarvoor je niet bent geëlimineerd, precies op de waarde. De kaart is geblokkeerd (0 punten, afgehandeld) en je krijgt een bonusworp: je gooit nog een keer en plaatst nog een steen.
    4.5 Ongeldige plaatsing (een fout) — elk van deze gevallen:
    • op je eigen kaart met nog geen of één steen komt de nieuwe som boven de waarde uit (overschrijding);
    • op een kaart waarvoor je niet bent geëlimineerd en waar al twee stenen op liggen, maakt de derde steen de waarde niet precies vol (verkeerde derde steen);
    • op een kaart van de tegenstander met één steen komt de nieuwe som boven de waarde uit (overschrijding).
    De steen blijft niet op de kaart liggen. Je team is geëlimineerd voor die kaart, en die wordt een ★-kaart voor het andere team: alleen dat team kan hem nog voltooien. Was het andere team al geëlimineerd voor die kaart, dan is de kaart volledig geëlimineerd: hij is afgehandeld en niemand scoort hem. Je beurt eindigt.
    4.6 Elke andere plaatsing is geen zet: de app weigert hem met een duidelijke melding en er verandert niets. Het gaat dan om een eerste steen op een kaart van de tegenstander, een tweede steen op een kaart van de tegenstander die onder de waarde blijft, en elke steen op een afgehandelde kaart of op een kaart waarvoor je team is geëlimineerd.
    4.7 Optie voor fouten: met ‘voorkomen’ (een hulpstand) worden ongeldige plaatsingen geweigerd zoals bij 4.6, in plaats van bestraft. Standaard staat de optie op ‘meetellen’, zoals in het gedrukte spel.

dica-rules-d5-title = Passen
dica-rules-d5 =
    Een team past alleen als er met de worp nergens op tafel een plaatsing van soort 4.1 tot en met 4.4 mogelijk is. In dat geval past de app meteen voor het team: niemand wordt ooit gedwongen een fout te maken. In alle andere gevallen kun je niet passen.

dica-rules-d6-title = Kanten: welke kaart van wie is
dica-rules-d6 =
    Een kaart ligt aan jouw kant als je team hem als eigen kaart mag vullen. Dat is:
    • een kaart die aan jou is gedeeld en waarop nog geen van beide teams een fout heeft gemaakt;
    • een kaart die aan jou is gedeeld en waarop alleen het andere team een fout heeft gemaakt (★ voor jou);
    • een kaart die aan het andere team is gedeeld en waarop alleen dat team zelf een fout heeft gemaakt (★ voor jou).

    De kaarten aan de kant van het andere team zijn de kaarten van de tegenstander. ‘Je eigen kaart’ in D4 betekent een kaart aan jouw kant.

    Een team dat voor een kaart is geëlimineerd (4.5), kan er op geen enkele manier meer een steen op leggen; alleen een gewonnen duel (D9) kan die kaart nog aan dat team geven.

    Op een ★-kaart plaatst het team dat niet is geëlimineerd precies zoals op een eigen kaart (Plaatsen, Winnen, fout: 4.1, 4.2, 4.5). Stelen en Neutraliseren (4.3, 4.4) gelden nooit voor een ★-kaart.

dica-rules-d7-title = Dode kaarten
dica-rules-d7 =
    Een kaart die met geen enkele worp meer te voltooien is, is dood. Dat is een kaart met één steen die even hoog is als de waarde van de kaart, of een kaart met twee stenen die samen precies de waarde zijn of er meer dan 6 onder blijven. Voorbeeld: een 12 met stenen van 2 en 3 heeft nog 7 nodig, en geen dobbelsteen gooit 7.

    Een dode kaart wordt meteen afgehandeld als geblokkeerd: 0 punten en geen bonusworp. Het logboek vermeldt waarom.

    Door te Plaatsen kun je je eigen kaart dood maken. Dat is een geldige zet, en hij telt mee als mogelijke plaatsing bij het passen (D5).

dica-rules-d8-title = Einde van de ronde en score
dica-rules-d8 =
    De ronde eindigt zodra alle 14 kaarten zijn afgehandeld: gewonnen, gestolen, geblokkeerd, dood of volledig geëlimineerd. Een bonusworp die nog openstond, vervalt dan, en een duel dat de laatste kaart afhandelt, beëindigt de ronde.

    Elk team scoort de waarden van de kaarten die het heeft. De hoogste score wint de ronde; bij gelijke scores is het gelijkspel.

dica-rules-d9-title = Uitdagingen
dica-rules-d9 =
    9.1 Welke kaarten — een team mag een kaart van de tegenstander uitdagen (zie D6, ★-kaarten inbegrepen) waarop twee stenen liggen die samen 1 tot 6 onder de waarde blijven, en die deze ronde nog niet is uitgedaagd (een geweigerde uitdaging telt ook). Het team aan wiens kant de kaart ligt, heet hieronder de eigenaar; alleen het andere team mag de kaart uitdagen.
    9.2 Wanneer — op elk moment dat er gegooid moet worden (aan het begin van een beurt of voor een bonusworp), mag elk van beide teams een geschikte kaart van het andere team uitdagen. Een uitdaging kost geen beurt.
    9.3 De eigenaar neemt de uitdaging aan of weigert. Weigeren kost niets: de kaart blijft zoals hij is.
    9.4 Het duel — het doelgetal is wat de kaart nog nodig heeft (de waarde min de som van de stenen). Elke worp wordt gegooid door het team dat genoemd wordt.
    • De uitdager gooit maximaal 5 keer en stopt bij de eerste treffer. Gooit hij raak bij worp N, dan gooit de eigenaar maximaal N keer: raak vóór worp N betekent winst voor de eigenaar; pas raak bij worp N zelf is gelijkspel, en het duel begint opnieuw; helemaal niet raak betekent winst voor de uitdager.
    • Mist de uitdager alle 5 worpen, dan gooit de eigenaar maximaal 5 keer: elke treffer betekent winst voor de eigenaar; zonder treffer begint het duel opnieuw.
    Het duel gaat door tot een van beide kanten wint.
    9.5 De winnaar voltooit de kaart met een steen ter waarde van het doelgetal: de uitdager neemt de kaart en de punten (hij steelt hem), of de eigenaar wint hem. Daarna gaat het spel verder waar het gebleven was.
    9.6 Een uitdaging beëindigt de ronde nooit uit zichzelf; de ronde eindigt alleen zoals D8 zegt.

dica-rules-d10-title = Tijd
dica-rules-d10 =
    Elke beurt heeft een tijdslimiet: standaard 30 seconden; je kunt kiezen uit 15, 30 of 60 seconden, of geen limiet.

    Is de tijd om, dan gaat de beurt naar het andere team. Een worp die nog niet geplaatst is, vervalt, net als een bonusworp die nog niet gegooid is. Zonder tijdslimiet loopt een beurt nooit af.

    Een eigenaar die niet op tijd op een uitdaging reageert, weigert die. Duelworpen die niet op tijd worden gegooid, gooit de app automatisch.

dica-rules-d11-title = De serie
dica-rules-d11 =
    Een serie bestaat uit een aantal rondes, minstens 5: standaard 5, en 7 of 9 kan ook. Team 1 begint de eerste ronde; daarna wisselt het beginnende team elke ronde.

    Het team dat de meeste rondes heeft gewonnen, wint de serie. Staat dat gelijk, dan wint het team met de meeste punten over alle rondes samen (‘elk punt telt’). Is ook dat gelijk, dan eindigt de serie onbeslist.
## Following the table
dica-warning-mistake = Een { $die } op { $card } zou { $why ->
        [overvalue] boven de waarde uitkomen
       *[wrong-third] een verkeerde derde steen zijn
    }: een fout. Je team ligt dan uit { $card }, en die wordt een ★-kaart voor het andere team (regels D4.5, D6). Tik nog eens om hem toch te leggen.
dica-legend-card = Een kaart: de waarde, en a of b voor de twee exemplaren (regel D1)
dica-legend-stones = De stenen op een kaart en hun som
dica-legend-star = ★-kaart: nog maar één team mag hem afmaken, het andere maakte er een fout op (regel D6)
dica-legend-won = Gewonnen door het team dat hem kreeg (regel D4.2)
dica-legend-stolen = Gestolen: afgemaakt door het andere team (regel D4.3)
dica-legend-blocked = Geblokkeerd: geneutraliseerd, niemand scoort hem (regel D4.4)
dica-legend-dead = Dood: geen worp kan hem nog afmaken (regel D7)
dica-legend-eliminated = Geëlimineerd: beide teams maakten er een fout op (regel D4.5)
dica-settle-team = { $team }: { $points } punten. Gewonnen: { $won }. Gestolen: { $stolen }.
dica-settle-blocked = Geblokkeerd of dood, niemand scoort: { $cards }.
dica-settle-eliminated = Geëlimineerd: { $cards }.
dica-settle-none = geen
