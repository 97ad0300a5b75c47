# De eigen teksten van de terminal (cardavia play): toetsen, hulp en meldingen die alleen de terminal heeft.

terminal-table-keys = letters: zetten · ←→ ⏎: tik · Esc: annuleer · PgUp/PgDn: verloop · ?: hulp · q: weg
terminal-leave-confirm = Druk nogmaals op q om weg te gaan.
terminal-leave-anyway = Druk nogmaals op q om toch weg te gaan; met een andere toets blijf je.
terminal-waiting-for = Wachten op { $name }…
terminal-moves-page = [ ] pagina { $page } van { $pages }
terminal-key-names-nothing = Niets op tafel luistert naar “{ $keys }”.
terminal-typed = Getypt: { $keys } (Esc vergeet het)
terminal-dica-keys = Typ een kaart zoals gedrukt, waarde dan letter (8a, 12b), om erop te leggen of haar uit te dagen.
terminal-dicen-keys = { $tiles ->
    [9] De toetsen 1 tot 9 tikken de blokje met dat getal.
    [10] De toetsen 1 tot 9 tikken de blokje met dat getal, 0 tikt 10.
   *[other] De toetsen 1 tot 9 tikken de blokje met dat getal, 0 tikt 10, de mintoets 11 en de is-gelijktoets 12.
}
terminal-dicen-other-key = b en dan een cijfertoets: { $board }
terminal-dicen-next-key = De volgende cijfertoets tikt een blokje op { $board } (Esc annuleert).
terminal-dicen-partner-board = het bord van { $name }
terminal-dicen-second-board = je tweede bord
terminal-rules-keys = ↑↓ scrollen · PgUp/PgDn pagina · ←→ of Tab hoofdstuk · q terug
terminal-too-small = De terminal is te klein: de tafel heeft { $width }×{ $height } tekens nodig en deze heeft er { $now_width }×{ $now_height }. Maak het venster groter of de tekst kleiner.
terminal-needs-a-terminal = de tafel heeft een terminal nodig om in te tekenen: start hem in een terminalvenster, niet met omgeleide in- of uitvoer.
terminal-help-table = De letters onder “Jouw zet” tikken die zetten (a, s, d, f…); [ en ] bladeren als ze niet passen. Wat op tafel ligt, tik je met de eigen toetsen (hieronder), of met de pijlen (of h j k l) en Enter. Een grijze zet zegt waarom hij niet mag als je hem tikt; een zet met ⚠ kost je zeker iets, en een tweede tik bevestigt hem. Esc annuleert een keuze of wat je typte. PgUp en PgDn scrollen “Wat er gebeurde”. q, twee keer, verlaat de tafel: de eerste q zegt of alles bewaard is. Druk nu op r voor de regels van dit spel, een andere toets om terug te gaan.
terminal-help-dica = DiCa: typ een kaart zoals ze op tafel gedrukt staat, eerst de waarde en dan de letter (8a, 12b), om de gegooide steen erop te leggen of haar uit te dagen. r gooit de dobbelsteen.
terminal-help-dicen = DICEN: na een worp tikken de cijfertoetsen de blokje met dat getal: 1 tot 9, 0 voor 10, de mintoets voor 11 en de is-gelijktoets voor 12. Met twee borden (Heer van het bord) of een partner (2 VS 2) druk je eerst op b om op het andere bord te tikken. De blokjes gaan om als je de zet “Leg de gekozen blokjes om” tikt. r gooit de dobbelstenen.
terminal-help-ganjifa = Ganjifa: je hand staat per kleur; loop erover met de pijlen en tik een kaart met Enter. De Dukals die je mag uitspelen staan in de lijst van zetten, elk met een letter.
terminal-help-gnav = Gnav: elke zet (houden, ruilen, kloppen) staat in de lijst van zetten, elk met een letter.
terminal-help-home = Het beginscherm: elke onafgemaakte tafel (spel, spelers, ronde, wie aan de beurt is, wanneer), dan de spellen. ↑↓ kiezen, Enter opent (een bewaarde tafel gaat verder waar hij bleef), x twee keer geeft een bewaarde tafel op, r leest de regels van het gekozen spel, s toont de statistieken, o opent de instellingen, q stopt.
terminal-help-setup = Een nieuwe tafel: ↑↓ kies een regel, ←→ verander een plaats (een mens of een bot en zijn niveau) of een optie, Enter bewerkt een naam, x haalt een plaats weg, + voegt er een toe, s begint, q gaat terug naar het begin.
terminal-help-stats = De statistieken: ↑↓ kies een speler om zijn resultaten in elk spel te zien en zijn laatste reeks ronde per ronde. q gaat terug naar het begin.
terminal-help-settings = De instellingen: ↑↓ kiezen, ←→ veranderen; elke wijziging wordt meteen bewaard. q gaat terug naar het begin.
terminal-help-rules = De regels: links de hoofdstukken met hun titels, rechts het gekozen hoofdstuk. ←→ of Tab wisselen van hoofdstuk, ↑↓ en PgUp/PgDn scrollen, q gaat terug naar waar je was.
terminal-moves-on-board = Je zet ligt op tafel: kies hem met de pijlen en ⏎, of met zijn toets.

# `cardavia stats --db PAD`: het genoemde bestand is er niet, of is geen bestand ($reason: de woorden van het systeem).
terminal-stats-no-store = { $path } bestaat niet: geef het bestand met de gegevens van Cardavia (zonder --db wordt het gewone bestand gelezen).
terminal-stats-not-a-file = { $path } is geen bestand en kan dus geen gegevens van Cardavia bevatten.
terminal-stats-unreadable = { $path } kan niet worden gelezen: { $reason }
terminal-help-people = De spelers die de telefoon kent, wie het laatst speelde eerst, met hoeveel ze speelden. r hernoemt de gekozen speler (Enter bewaart); m zegt dat het dezelfde persoon is als een ander (kies wie met ↑↓, Enter voegt de resultaten samen); x haalt iemand van de lijst, k houdt de naam in de resultaten, a maakt hem anoniem. Niets wat is vastgelegd gaat verloren.
