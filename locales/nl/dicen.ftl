# DICEN: naam, voorbereiding, tafel, logboek en weigeringen.

dicen-name = DICEN

## Varianten (V1–V11)

dicen-variant-lucky = Lucky
dicen-variant-even = Even
dicen-variant-odds = Odds
dicen-variant-easy-peasy = Easy Peasy
dicen-variant-three-extreme = 3 Extreme
dicen-variant-unlucky-seven = Unlucky number 7
dicen-variant-seven-to-go = 7 TO GO
dicen-variant-go-go = GO GO
dicen-variant-time-attack = Time Attack
dicen-variant-lord-of-the-board = Lord of the board
dicen-variant-two-vs-two = 2 VS 2

## Voorbereiding

dicen-setup-tiles = Het bord loopt tot 9, 10 of 12, niet tot { $tiles }.
dicen-setup-rounds = Een spel duurt 1 tot en met 10 rondes, niet { $rounds }.
dicen-option-tiles = Bord
dicen-option-tiles-value = Blokjes 1–{ $tiles }
dicen-option-rounds = Rondes
dicen-option-rounds-value = { $rounds ->
    [one] Eén ronde
   *[other] { $rounds } rondes
}

## De tafel

dicen-status-throw = { $name }: gooi de dobbelstenen.
dicen-status-close = { $name }: leg blokjes om die samen { $total } zijn.
dicen-status-reopen = { $name }: zet een blokje terug, of weiger (dan lig je eruit).
dicen-status-over = Het spel is afgelopen.
dicen-button-roll = Twee dobbelstenen gooien
dicen-button-roll-one = Eén dobbelsteen gooien
dicen-button-reopen = Gekozen blokjes terugzetten
dicen-button-decline = Weigeren en eruit
dicen-tile = { $tile }
dicen-tile-open-a11y = Blokje { $tile }, open
dicen-tile-shut-a11y = Blokje { $tile }, omgelegd
dicen-seat-score = { $points ->
    [0] Geen punten
    [one] Eén punt
   *[other] { $points } punten
}
dicen-round-label = Ronde { $round } van { $rounds }
dicen-option-hints = Tips
dicen-hint = Tip: { $move } ({ $percent }% kans dat je vanaf hier alles omlegt).
dicen-hint-shut = leg { $tiles } om
dicen-hint-shut-both = leg { $tiles } om, en op het andere bord { $other }
dicen-hint-reopen = zet { $tiles } terug
dicen-hint-reopen-both = zet { $tiles } terug, en op het andere bord { $other }

## Waarom je een blokje niet kunt aantikken

dicen-why-tile-shut = Blokje { $tile } ligt al om.
dicen-why-tile-open = Blokje { $tile } staat open: je kunt alleen omgelegde blokjes terugzetten.
dicen-why-tile-does-not-fit = Met blokje { $tile } kom je met je keuze niet op { $total } (regel N4).
dicen-why-reopen-only = Na deze dubbele worp mag je alleen blokje { $tile } terugzetten (regel N6).
dicen-why-reopen-over-twelve = De teruggezette blokjes mogen samen hooguit 12 zijn (regel N7).
dicen-why-choose-tiles = Kies eerst de omgelegde blokjes die je wilt terugzetten.
dicen-why-cannot-reopen = Blokje { $tile } mag met deze worp niet terug (regels N6 en N7).

## Logboek

dicen-log-throw-two = { $name } gooit { $a } en { $b }.
dicen-log-throw-one = { $name } gooit een { $a }.
dicen-log-shut = { $name } legt { $tiles } om.
dicen-log-shut-both = { $name } legt { $tiles } om, en op het andere bord { $other }.
dicen-log-reopen = { $name } zet { $tiles } terug.
dicen-log-reopen-both = { $name } zet { $tiles } terug, en op het andere bord { $other }.
dicen-log-decline = { $name } weigert om terug te zetten.
dicen-log-out = { $name } ligt eruit, met nog { $points } open.
dicen-log-dicen = { $name } roept DICEN!
dicen-log-round-over = Ronde { $round } is voorbij.
dicen-setup-even-odds = Met { $first } en { $second } samen doet er geen enkel blokje meer mee.
dicen-setup-unlucky-seven-to-go = { $first } en { $second } gaan niet samen.
dicen-setup-go-go-time-attack = { $first } en { $second } bepalen allebei de score: kies er één.
dicen-setup-solo-teams = { $first } speel je alleen, { $second } met twee teams: kies er één.
dicen-setup-lord-teams = Met { $first } en { $second } samen zou één worp voor vier borden gelden.
dicen-setup-no-seven = Met deze varianten kun je een worp van 7 nergens gebruiken, dus niemand zou aan 7 TO GO kunnen beginnen.
dicen-setup-solo-seats = { $variant } speel je met één speler, niet met { $count }.
dicen-setup-teams-seats = 2 VS 2 speel je met vier spelers, niet met { $count }.

## Weigeringen

dicen-refusal-wrong-phase = ‘{ $action }’ kan nu niet.
dicen-refusal-one-die = Je mag alleen met één dobbelsteen gooien als elk open blokje 6 of lager is (regel N2).
dicen-refusal-one-die-lucky = Bij Lucky gooi je altijd met twee dobbelstenen (regel V1).
dicen-refusal-one-die-seven = Zolang je nog geen 7 hebt gegooid om te beginnen, gooi je met twee dobbelstenen (regel V7).
dicen-refusal-not-an-outcome = ‘{ $action }’ is nu geen worp met de dobbelstenen.
dicen-refusal-tile-not-open = { $board ->
        [other] Blokje { $tile } op het andere bord staat niet open (regel N4).
       *[own] Blokje { $tile } staat niet open (regel N4).
    }
dicen-refusal-wrong-sum = Die blokjes zijn samen { $sum }; de worp is { $total } (regel N4).
dicen-refusal-not-lucky = Bij Lucky leg je het blokje van de som van de dobbelstenen om, of de blokjes die de twee dobbelstenen tonen (regel V1).
dicen-refusal-no-other-board = In dit spel is er geen ander bord (regels V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Blokje { $tile } op het andere bord ligt niet om, dus je kunt het niet terugzetten.
       *[own] Blokje { $tile } ligt niet om, dus je kunt het niet terugzetten.
    }
dicen-refusal-reopen-only-double = Na deze dubbele worp mag alleen blokje { $tile } terug (regel N6).
dicen-refusal-reopen-over-twelve = Teruggezette blokjes mogen samen hooguit 12 zijn, niet { $sum } (regel N7).
dicen-refusal-stamp-missing = Bij Time Attack krijgt elke worp en elke keer omleggen de tijd van de tafelklok mee (regel V9).
dicen-refusal-stamp-not-used = Alleen Time Attack gebruikt de tafelklok (regel V9).
dicen-refusal-clock-backwards = De klok staat op { $at } ms, eerder dan { $last } ms (regel V9).
