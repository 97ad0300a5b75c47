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
