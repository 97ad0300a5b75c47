# Cardavia: berichten die alle spellen delen.

## De app

# De naam van de app, zoals het beginscherm en de app-winkels hem tonen. Een merknaam wordt niet
# vertaald: elke taal houdt "Cardavia".
app-name = Cardavia

## Voorbereiding

setup-seat-count = { $game } speel je met { $min }–{ $max } spelers, niet met { $count }.
app-setup-seats-exactly = Een tafel voor { $game } heeft precies { $count } plaatsen (regel { $rule }): elke plaats kan een mens of een AI zijn, maar er kan geen plaats bij of af.
app-setup-seats-range = Een tafel voor { $game } heeft { $min } tot { $max } plaatsen.
app-setup-undo = Zet terugnemen
app-setup-undo-description = Een speler mag de eigen laatste zet terugnemen zolang er sindsdien niets is onthuld (geen dobbelsteen, geen kaart getoond, niemand anders aan zet geweest, de telefoon niet doorgegeven).
app-setup-undo-allowed = Toegestaan
app-setup-undo-forbidden = Niet toegestaan
table-setup-name-empty = Plaats { $seat } heeft een naam nodig.
table-setup-name-long = Een naam mag hooguit { $max } tekens lang zijn.
table-setup-name-twice = ‘{ $name }’ zit al aan tafel: iedere speler heeft een eigen naam nodig.
table-setup-options = Deze opties gelden niet voor dit spel: { $why }

## De tafel

table-hand-over = Geef de telefoon aan { $name }.
table-hand-over-confirm = Ik ben { $name }
table-undo = Terugnemen
table-undo-a11y = De laatste zet van { $name } terugnemen
table-status-hand-over = Geef de telefoon door: de kaarten van de volgende speler blijven verborgen tot die hem aanneemt.
table-status-round-over = De ronde is voorbij.
table-status-deal-over = De ronde is voorbij.
table-status-game-over = De partij is voorbij.
table-status-series-over = De serie is voorbij.
table-next-round = Volgende ronde
table-next-deal = Volgende ronde
table-next-game = Volgende partij
table-final-standings = Naar de eindstand
table-rematch = Revanche
table-seen-done = Klaar: ik heb mijn kaart gezien
table-status-seen = { $name }: bekijk de kaart die je nu hebt en tik op Klaar voordat je de telefoon doorgeeft.
table-error-seen-first = { $name } tikt eerst op Klaar, als die de kaart heeft gezien.
table-unsaved-busy = Nog niet bewaard: een andere app gebruikt de opslag. Opnieuw proberen…
table-unsaved-full = Nog niet bewaard: de opslag van de telefoon is vol. Maak ruimte vrij; opnieuw proberen…
table-unsaved-read-only = Nog niet bewaard: er mag niet naar de opslag worden geschreven. Opnieuw proberen…
table-unsaved-damaged = Nog niet bewaard: de opslag is beschadigd. Opnieuw proberen…
table-unsaved-failed = Nog niet bewaard: de opslag van de telefoon faalde. Opnieuw proberen…
table-unsaved-in-use = Niet bewaard: een andere Cardavia (een ander venster of programma) heeft de opslag open. Sluit die daar; opnieuw proberen…
table-unsaved-nothing-kept = Niet bewaard: deze browser bewaart hier geen gegevens voor Cardavia (een privévenster?). Het spel duurt zo lang als deze pagina.
table-leave-saved = Tafel verlaten? Hij is bewaard: Hervatten op het beginscherm brengt hem precies hier terug.
table-leave-unsaved = { $notice } Als je nu weggaat, gaat de laatste wijziging verloren; als je blijft, houdt Cardavia haar vast en probeert het opnieuw.
table-summary-series = Eindstand
table-log-rematch = Er begint een nieuwe serie.
table-log-undo = { $name } nam een zet terug.

## Fouten

table-error-stale = Er is aan tafel al iets veranderd sinds je tikte: kijk nog eens en probeer het opnieuw.
table-error-unknown-target = Dat ligt nu niet op tafel.
table-error-hand-over-first = Geef eerst de telefoon aan de volgende speler.
table-error-no-hand-over = Niemand hoeft nu de telefoon over te nemen.
table-error-round-over = Het spel staat even stil: tik op ‘Volgende’ om verder te gaan.
table-error-round-not-over = De ronde is nog niet voorbij.
table-error-nothing-chosen = Er is niets gekozen om terug te nemen.
table-error-nothing-to-undo = Er is geen zet om terug te nemen: alleen je eigen laatste, zolang er sindsdien niets is onthuld.
table-error-series-not-over = De serie is nog niet voorbij.
table-error-not-your-turn = Je bent niet aan de beurt.
table-error-notation = Die zet is niet te lezen: { $why }
table-error-restore = De opgeslagen tafel kan niet worden hervat: { $why }
table-error-chance = Het toeval trok iets wat de regels weigerden (een fout in Cardavia): { $why }
table-error-clock = De zet van de beurtklok werd geweigerd (een fout in Cardavia): { $why }
table-error-foreign-move = De zet van een bot was voor de tafel van een ander spel (een fout in Cardavia).

## De opslag (core/src/store): fouten, meldingen en instellingen.

store-error-full = Het apparaat is vol, dus de laatste zet kon niet worden opgeslagen. Maak wat ruimte vrij; wat al was opgeslagen, blijft bewaard.
store-error-read-only = Cardavia kan zijn gegevens niet wegschrijven (het bestand of de map is alleen-lezen). Wat al was opgeslagen, blijft bewaard.
store-error-corrupt = De opgeslagen gegevens van Cardavia zijn beschadigd. Start Cardavia opnieuw om ze te herstellen; er blijft een kopie van de beschadigde gegevens bewaard.
store-error-busy = De gegevens van Cardavia zijn in gebruik door een ander programma. Probeer het zo nog eens.
store-error-cannot-open = De gegevens van Cardavia konden niet worden geopend of aangemaakt.
store-error-io = Het apparaat kon de gegevens van Cardavia niet lezen of schrijven.
store-error-sqlite = De gegevens van Cardavia konden niet worden gebruikt: { $detail }
store-error-newer-version = Deze gegevens zijn opgeslagen door een nieuwere versie van Cardavia (versie { $found }; deze versie kent tot en met { $known }). Werk Cardavia bij om ze te openen; er is niets aan veranderd.
store-error-not-a-store = { $path } is de database van een ander programma, niet die van Cardavia. Er is niets aan veranderd.
store-error-move-aside = De gegevens van Cardavia in { $path } zijn beschadigd en konden niet opzij worden gezet om opnieuw te beginnen.
store-error-malformed = De gegevens van Cardavia bevatten { $what } ‘{ $value }’, en dat kan deze versie niet lezen.
store-error-unknown-series = Er is geen serie { $id }.
store-error-unknown-player = Er is geen speler { $id }.
store-error-series-closed = Serie { $id } is afgelopen; er kan niets meer in worden opgeslagen.
store-error-out-of-order = Een zet kon niet worden opgeslagen: zet { $expected } werd verwacht, niet { $got }.
store-error-player-name-empty = Een speler heeft een naam nodig.
store-error-player-name-too-long = De naam van een speler is hooguit { $max } tekens lang.
store-error-player-name-taken = Er is al een speler die { $name } heet.
store-error-seat-twice = Een speler kan in een serie maar op één plaats zitten.
store-error-invalid-record = Dit kan niet worden opgeslagen: { $detail }
store-notice-not-a-database = Het gegevensbestand van Cardavia was niet leesbaar, dus er is een nieuw begonnen. Het oude bestand is bewaard als { $kept }.
store-notice-corrupt = De gegevens van Cardavia waren beschadigd, dus er is een nieuwe opslag begonnen. De beschadigde gegevens zijn bewaard als { $kept }.
store-error-damaged-not-a-database = Het gegevensbestand van Cardavia is niet leesbaar. Het is onaangeroerd gelaten: wie Cardavia start om te spelen, bewaart het onder een andere naam en begint een nieuwe opslag.
store-error-damaged-corrupt = De opgeslagen gegevens van Cardavia zijn beschadigd. Ze zijn onaangeroerd gelaten: wie Cardavia start om te spelen, bewaart ze onder een andere naam en begint een nieuwe opslag.
store-error-no-journal = Cardavia kan op deze opslag geen journaal voor zijn gegevens bijhouden (journaalmodus { $mode }), dus een crash zou ze kunnen beschadigen. Er is niets veranderd.
store-notice-rollback-journal = Deze opslag ondersteunt het gebruikelijke write-ahead-journaal van Cardavia niet, dus wordt het journaal { $mode } gebruikt: opslaan is iets trager en even veilig.
store-error-not-cardavia = { $path } is geen gegevensbestand van Cardavia: er zit helemaal geen database in. Er is niets aan veranderd.
store-error-not-a-file = { $path } is geen bestand waarin Cardavia zijn gegevens kan bewaren (een map, een apparaat, een pipe of een verbroken link). Er is niets aan veranderd.
store-error-unreadable = Het gegevensbestand { $path } van Cardavia kon niet worden gelezen. Er is niets aan veranderd.
store-error-in-use = Een andere Cardavia (een ander venster of programma) heeft deze gegevens open, dus hier kan niets worden opgeslagen. Sluit die daar om hier te spelen; statistieken en regels zijn nog wel te lezen.
store-error-foreign-journal = Het journaalbestand naast de gegevens van Cardavia hoort er niet bij ({ $why }). Aan allebei is niets veranderd; wie Cardavia opent om te spelen, zet het journaal opzij zonder het toe te passen.
store-error-damaged-format = Het gegevensbestand van Cardavia heeft een formaat dat deze versie niet kan lezen. Het is onaangeroerd gelaten: wie Cardavia start om te spelen, bewaart het onder een andere naam en begint een nieuwe opslag.
store-error-damaged-schema = De gegevens van Cardavia kloppen niet met hun eigen versieregistratie. Ze zijn onaangeroerd gelaten: wie Cardavia start om te spelen, bewaart ze onder een andere naam en begint een nieuwe opslag.
store-notice-format = Het gegevensbestand van Cardavia had een formaat dat deze versie niet kan lezen, dus er is een nieuwe opslag begonnen. Het oude bestand is bewaard als { $kept }.
store-notice-schema = De gegevens van Cardavia klopten niet met hun eigen versieregistratie, dus er is een nieuwe opslag begonnen. De oude gegevens zijn bewaard als { $kept }.
store-notice-journal-set-aside = Het journaalbestand naast de gegevens van Cardavia hoorde er niet bij ({ $why }), dus het is opzij gezet als { $kept } en niet toegepast. Je gegevens zijn geopend zoals ze in hun eigen bestand waren opgeslagen; wat dat journaal bevatte, zit er niet in.
store-notice-in-use = Een andere Cardavia (een ander venster of programma) heeft deze gegevens open, dus deze kan alleen statistieken en regels tonen. Sluit de andere om hier te spelen.
store-notice-other-tab = Cardavia is open in een ander tabblad van deze browser, dat je bewaarde tafels en resultaten vasthoudt: dit tabblad kan alleen de regels tonen. Sluit het andere tabblad en laad dit opnieuw om hier te spelen.
store-notice-nothing-kept = Deze browser bewaart hier geen gegevens voor Cardavia (een privévenster, of opslag uitgeschakeld). Je kunt spelen, maar geen tafel of resultaat blijft bewaard als de pagina sluit.
store-journal-page-size = het is geschreven voor een database met andere paginagroottes
store-journal-oversized = het beschrijft meer gegevens dan het bevat
store-journal-not-a-store = het hoort bij de database van een ander programma
store-journal-older = het bevat een oudere versie van de gegevens
store-journal-damaged = het toepassen zou de gegevens beschadigen
store-journal-stale = het is geschreven over een andere kopie of een eerdere toestand van deze gegevens
store-journal-not-a-file = het is geen bestand
store-setting-out-of-range = { $setting } moet tussen { $min } en { $max } liggen, niet op { $value }.
store-setting-language = ‘{ $tag }’ is geen taal die Cardavia herkent.
store-setting-contrast = Het contrast
store-setting-grain = De korrel
store-setting-temperature = De kleurtemperatuur
store-setting-turn-timer = De tijdslimiet per beurt (in seconden)

## De app

app-error-table-open = Deze tafel is al open in een ander venster. Speel daar verder, of sluit hem daar eerst.
app-error-unknown-player = Er is geen speler die { $name } heet.
app-level-easy = Makkelijk
app-level-normal = Normaal
app-level-hard = Moeilijk

## De terminaltafel

term-home-games = Spellen
term-home-quit = Stoppen
term-home-keys = ↑↓ kiezen · Enter openen · r regels · s statistieken · p spelers · o instellingen · ? hulp · q stoppen
term-default-name = Speler 1
term-setup-add-seat = + Plaats toevoegen
term-setup-dica-teams = Elke plaats is een team. Bestaat een team uit meerdere mensen, typ dan hun namen met komma’s ertussen (Ann, Bea): ze krijgen het apparaat in die volgorde.
term-setup-keys = ↑↓ kiezen · ←→ wijzigen · Enter naam bewerken · x plaats weghalen · s starten · q terug
term-seat-person = mens
term-seat-bot = AI, { $level }
term-timer = { $seconds ->
    [one] Nog { $seconds } seconde
   *[other] Nog { $seconds } seconden
}
term-help-title = Hulp
term-stats-keys = ↑↓ speler kiezen · q terug
term-language-name = Nederlands
term-settings-haptics = Trilfeedback (alleen telefoons)
term-mistakes-count = meetellen (zoals in het gedrukte spel)
term-mistakes-prevent = voorkomen (hulpstand)
term-on = aan
term-off = uit
term-settings-keys = ↑↓ kiezen · ←→ wijzigen (meteen opgeslagen) · q terug
app-off = Uit
app-on = Aan
app-error-closed = Deze tafel is gesloten.

# De eigen schermen van elke shell (terminal, Android en iOS): koppen, knoppen en labels rond de weergaven
# die de core tekent. De shells vragen ze op id op (`CardaviaApp.message`); zelf bevatten ze geen tekst.
shell-tagline = een speltafel waar je de telefoon doorgeeft
shell-play = Spelen
shell-rules = Regels
shell-wikipedia = Op Wikipedia
shell-stats = Statistieken
shell-settings = Instellingen
shell-legend = Legenda
shell-back = Terug
shell-resume = { $game } met { $names } hervatten
shell-resume-failed = De onafgemaakte tafel kon niet worden hervat.
shell-setup-title = Nieuwe tafel: { $game }
shell-start = Starten
shell-add-seat = Plaats toevoegen
shell-remove-seat = Deze plaats weghalen
shell-seats = Plaatsen
shell-seat-name = Naam
shell-person = Mens
shell-bot = AI
shell-player-name = Speler { $n }
shell-bot-name = AI { $n }
shell-dica-teams = Elke plaats is een team. Bestaat een team uit meerdere mensen, typ dan hun namen met komma’s ertussen (Ann, Bea): ze krijgen de telefoon in die volgorde.
shell-leave = Tafel verlaten
shell-leave-anyway = Toch verlaten
shell-stay = Blijven
shell-players = Spelers
shell-board = Tafel
shell-your-move = Jouw zet
shell-log = Wat er gebeurde
shell-waiting = Wachten op de andere spelers…
shell-time-left = { $seconds ->
    [one] Nog { $seconds } seconde
   *[other] Nog { $seconds } seconden
}
shell-results = Resultaten
shell-no-results = Nog geen uitgespeelde spellen.
shell-latest-series = Laatste serie, per ronde
shell-no-rounds = Nog geen rondes gespeeld.
shell-series-won = Gewonnen series
shell-rounds-won = Gewonnen rondes
shell-average = Gemiddelde score
shell-best = Beste score
shell-streak = Reeks
shell-round = Ronde
shell-points = Punten
shell-total = Totaal
shell-rules-title = Spelregels van { $game }
shell-language = Taal
shell-device-language = Zoals op het apparaat
shell-look = Uiterlijk
shell-contrast = Contrastniveau
shell-grain = Korrel
shell-temperature = Kleurtemperatuur
shell-preview = Voorbeeld
shell-haptics = Trilfeedback
shell-turn-timer = Tijdslimiet per beurt (DiCa)
shell-no-timer = Geen tijdslimiet
shell-seconds = { $seconds } sec
shell-bot-level = Niveau nieuwe AI-spelers
shell-bot-pace = Tempo van de AI
app-pace-calm = Rustig
app-pace-normal = Normaal
app-pace-quick = Snel
shell-dicen-hints = DICEN-tips
shell-dica-mistakes = Fouten bij DiCa
shell-mistakes-count = Meetellen (zoals in het gedrukte spel)
shell-mistakes-prevent = Voorkomen (hulpstand)
shell-on = Aan
shell-off = Uit
shell-stock = Stapel
shell-trick = Slag
shell-last-trick = Laatste slag
shell-your-hand = Jouw hand
shell-played = Gespeeld
shell-dealer = Gever
shell-out = eruit
shell-resting = rust
shell-dismiss = Sluiten

# `cardavia stats`: de cijfers uit de opslag, als tekst.
term-report-heading = { $player } — { $game }
term-report-series = Series: { $played } gespeeld{ $teams ->
        [0] {""}
       *[other] {" "}({ $teams } in een team)
    }, { $won } gewonnen ({ $rate }); series op rij gewonnen: nu { $streak }, maximaal { $longest }
term-report-rounds = { $word ->
        [deal] Rondes
        [game] Partijen
       *[round] Rondes
    }: { $played } gespeeld, { $won } gewonnen ({ $rate })
term-report-score = { $game ->
        [gnav] Gewonnen partijen per serie ({ $better }): gemiddeld { $average }, beste { $best }; overgebleven levens per partij: gemiddeld { $round_average }, beste { $round_best }
       *[other] Punten per serie ({ $better }): gemiddeld { $average }, beste { $best }; punten per { $word ->
            [deal] ronde
            [game] partij
           *[round] ronde
        }: gemiddeld { $round_average }, beste { $round_best }
    }
term-report-lower-better = lager is beter
term-report-higher-better = hoger is beter
term-report-records = Records: { $list }
term-report-totals = Totalen: { $list }
term-report-skipped = { $count ->
    [one] Eén serie van een spel dat deze versie niet kent ({ $games }) blijft bewaard in de opslag en telt hier niet mee.
   *[other] { $count } series van spellen die deze versie niet kent ({ $games }) blijven bewaard in de opslag en tellen hier niet mee.
}
term-report-empty = Nog geen spellen opgeslagen ({ $path }).
term-report-player-empty = { $player } heeft nog geen spellen opgeslagen.
term-report-no-player = Er is geen speler die ‘{ $player }’ heet.
# A rate as a whole percentage; a value not known yet.
app-percent = { $percent }%
app-no-value = –
# The table's title: the game, and where the series is ("DICEN — Round 2 of 4").
table-title = { $game } — { $place }
table-status-settled = De ronde is afgerekend: alle kaarten liggen open. Tik op ‘Volgende ronde’ om verder te gaan.
# While a bot is to act: what the game waits for, then that the bot is thinking.
table-status-bot-thinking = { $status } { $name } denkt na…
## Summaries
table-column-this = { $word ->
        [deal] Deze ronde
        [game] Deze partij
       *[round] Deze ronde
    }
table-column-total = Totaal
table-column-won = { $word ->
        [deal] Rondes gewonnen
        [game] Partijen gewonnen
       *[round] Rondes gewonnen
    }
table-column-lives = Levens over
table-headline-round = { $place }: { $shared ->
        [yes] { $names } delen de winst
       *[no] { $people ->
            [0] niemand wint
            [one] { $names } wint
           *[other] { $names } winnen
        }
    } — { $standings }.
table-headline-series = { $shared ->
        [yes] { $names } delen de serie
       *[no] { $people ->
            [0] Niemand wint de serie
            [one] { $names } wint de serie
           *[other] { $names } winnen de serie
        }
    } — { $standings }.
table-headline-solo-round = { $place }: { $names } speelde alleen — { $standings }.
table-headline-solo-series = { $names } speelde alleen — { $standings }.
table-standings-won = { $word ->
        [deal] rondes gewonnen
        [game] partijen gewonnen
       *[round] rondes gewonnen
    }: { $list }
table-standings-level = { $word ->
        [deal] rondes gewonnen
        [game] partijen gewonnen
       *[round] rondes gewonnen
    }, bij gelijke stand daarna punten: { $list }
table-standings-points = punten: { $list }
table-standings-points-low = punten, minder is beter: { $list }
table-standings-lives = levens over: { $list }
table-standing = { $name } { $value }
table-standing-level = { $won } ({ $then })
table-history-winner = { $name } { $value } ✪
table-history-row = { $label }: { $list }
## The legend
table-legend-turn = Wie er aan de beurt is
table-legend-warning = Een zet die je zeker iets kost: de eerste tik zegt wat, een tweede tik doet de zet
table-legend-bot = Een bot: de app speelt deze plaats
table-error-too-soon = Die tik kwam net toen het scherm veranderde, dus telde hij niet: kijk wat er nu staat en tik dan opnieuw.
table-legend-winner = Gewonnen (de ronde of de partij; in de eindstand de serie)

## Saved tables (issue 16)
app-kept-table = Een tafel van ‘{ $game }’, een spel dat deze versie van Cardavia niet kent: bewaard zoals hij is, voor een versie die het wel kent.
app-saved-table = { $game } · { $names } · { $word ->
        [deal] ronde
        [game] partij
       *[round] ronde
    } { $round } · aan de beurt: { $turn } · { $when }
app-saved-table-between = { $game } · { $names } · { $word ->
        [deal] ronde
        [game] partij
       *[round] ronde
    } { $round } · { $when }
app-played-now = zojuist
app-played-minutes = { $n ->
    [one] een minuut geleden
   *[other] { $n } minuten geleden
}
app-played-hours = { $n ->
    [one] een uur geleden
   *[other] { $n } uur geleden
}
app-played-days = { $n ->
    [one] gisteren
   *[other] { $n } dagen geleden
}
app-notice-damaged-table = De bewaarde { $game }-tafel met { $names } kon niet worden hersteld. Ze blijft bewaard, maar kan niet meer worden hervat.
term-home-saved-keys = Enter hervatten · x opgeven · ↑↓ kiezen · q stoppen
term-home-abandon-confirm = Druk nog eens op x om deze tafel op te geven. Ze blijft bewaard en haar rondes tellen mee in de statistieken.
term-home-abandoned = De tafel is opgegeven. Haar rondes tellen mee in de statistieken.

# The roster of people and the stats export (issue 43).
app-roster-played = { $series ->
    [one] { $series } serie
   *[other] { $series } series
} · { $when }
app-roster-not-played = Nog niet gespeeld
app-roster-former = Oud-speler { $n }
shell-roster = Spelers
shell-roster-empty = Nog niemand: spelers komen op de lijst zodra ze spelen.
shell-roster-known = Bekende spelers
shell-roster-rename = Hernoemen
shell-roster-merge = Zelfde persoon als…
shell-roster-merge-into = { $from } samenvoegen met { $into }: de resultaten komen samen onder { $into }.
shell-roster-remove = Verwijderen
shell-roster-remove-keep = Verwijderen; de resultaten houden de naam
shell-roster-remove-anonymise = Verwijderen; de resultaten zeggen „oud-speler”
shell-roster-cancel = Annuleren
shell-roster-save = Bewaren
shell-export = Statistieken exporteren
shell-export-csv = CSV (rekenblad)
shell-export-json = JSON
store-error-played-together = { $a } en { $b } speelden in dezelfde serie: het zijn twee mensen, niet één.
term-people-keys = ↑↓ kiezen · r hernoemen · m zelfde persoon als… · x verwijderen · q terug
term-people-asking-keys = ↑↓ kiezen · Enter bevestigen · Esc annuleren
