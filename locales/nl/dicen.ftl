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
dicen-option-lucky-about = Altijd twee dobbelstenen: leg het blokje van hun som om, of de twee blokjes die de dobbelstenen tonen (regel V1).
dicen-option-even-about = Alleen de even blokjes doen mee (regel V2).
dicen-option-odds-about = Alleen de oneven blokjes doen mee (regel V3).
dicen-option-easy-peasy-about = De blokjes 8, 9 en 10 doen niet mee; op een bord van 1–12 blijven 11 en 12 in het spel (regel V4).
dicen-option-three-extreme-about = De blokjes 1, 2 en 3 doen niet mee (regel V5).
dicen-option-unlucky-seven-about = Blokje 7 doet niet mee, en een worp van 7 beëindigt meteen de beurt zonder dat er iets omgaat (regel V6).
dicen-option-seven-to-go-about = Je begint pas met een worp van 7, die je dan ook gebruikt; tot dan eindigt elke worp alleen je beurt (regel V7).
dicen-option-go-go-about = Alleen, één ronde: leg alle blokjes om in zo weinig mogelijk worpen; een worp die je niet kunt gebruiken, ben je kwijt (regel V8).
dicen-option-time-attack-about = Alleen, één ronde: leg alle blokjes zo snel mogelijk om; de tijd van je eerste worp tot je laatste blokje telt (regel V9).
dicen-option-lord-of-the-board-about = Iedereen speelt met twee borden, en één worp mag blokjes omleggen op het ene bord, het andere of allebei (regel V10).
dicen-option-two-vs-two-about = Vier spelers in twee teams, partners tegenover elkaar; een worp mag blokjes omleggen op je eigen bord, dat van je partner of allebei (regel V11).
dicen-option-hints-about = Spelers kunnen om de beste zet vragen en om hun kans om vanaf daar alles om te leggen, exact berekend.

## De tafel

dicen-status-throw = { $name }: gooi de dobbelstenen.
dicen-status-throw-choice = { $name }: gooi de dobbelstenen. Je mag ook met maar één dobbelsteen gooien (regel N2).
dicen-status-throw-seven = { $name }: gooi de dobbelstenen; met een totaal van 7 begin je (regel V7).
dicen-status-and-note = { $status } { $note }
dicen-note-unlucky = Een worp van 7 beëindigt meteen de beurt (regel V6).
dicen-note-go-go = { $throws ->
        [0] Nog geen worpen
        [one] { $throws } worp tot nu toe
       *[other] { $throws } worpen tot nu toe
    }: leg alle blokjes om in zo weinig mogelijk worpen (regel V8).
dicen-note-time-attack = De klok loopt van je eerste worp tot je laatste blokje omligt (regel V9).
dicen-status-close = { $name }: leg blokjes om die samen { $total } zijn (regel N4).
dicen-status-close-lord = { $name }: leg blokjes om die samen { $total } zijn, op een van je borden of op allebei (regels N4, V10).
dicen-status-close-team = { $name }: leg blokjes om die samen { $total } zijn, op je eigen bord, dat van { $partner } of allebei (regels N4, V11).
dicen-status-close-lucky = { $name }: leg { $options } om (regel V1).
dicen-status-close-lucky-lord = { $name }: leg { $options } om, elk blokje op een van je borden (regels V1, V10).
dicen-status-close-lucky-team = { $name }: leg { $options } om, elk blokje op je eigen bord of dat van { $partner } (regels V1, V11).
dicen-status-reopen-double = { $name }: zet { $options } terug, of weiger en lig eruit (regel N6).
dicen-status-reopen-six = { $name }: zet omgelegde blokjes naar keuze terug, samen hooguit 12, of weiger en lig eruit (regel N7).
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
dicen-seat-throws = { $throws ->
    [0] Nog geen worpen
   *[other] { $throws } worpen
}
dicen-seat-time = { $seconds } seconden
dicen-time = { $seconds } s
dicen-column-throws = Worpen
dicen-column-time = Tijd
dicen-standings-throws = worpen, minder is beter: { $list }
dicen-standings-time = tijd, korter is beter: { $list }
dicen-round-label = Ronde { $round } van { $rounds }
dicen-option-hints = Tips
dicen-hint = Tip: { $move } ({ $exact ->
        [yes] { $percent }%
       *[no] ongeveer { $percent }%
    } kans { $boards ->
        [two] dat je vanaf hier allebei je borden omlegt
        [team] dat je team vanaf hier allebei zijn borden omlegt
       *[one] dat je vanaf hier alles omlegt
    }).
dicen-hint-solo = Tip: { $move } (nog ongeveer { $throws } worpen tot alle blokjes omliggen, regel { $rule }).
dicen-hint-shut = leg { $pick } om
dicen-hint-reopen = zet { $pick } terug
dicen-hint-roll = gooi met twee dobbelstenen
dicen-hint-roll-one = gooi met één dobbelsteen
dicen-hint-decline = weiger en lig eruit
dicen-tile-sum = { $tiles }
dicen-tiles-two = { $a } en { $b }
dicen-tile-named = blokje { $tile }
dicen-tile-named-on = blokje { $tile } { $where }
dicen-options-two = { $first }, of { $second }
dicen-options-none = niets
dicen-pick-on = { $tiles } { $where }
dicen-pick-both = { $first }, en { $second }
dicen-where = { $board ->
        [first] op je eerste bord
        [second] op je tweede bord
        [own] op je eigen bord
       *[partner] op het bord van { $owner }
    }
dicen-log-where = { $board ->
        [second] op het tweede bord
       *[partner] op het bord van { $owner }
    }
dicen-names-two = { $a } en { $b }

## Waarom je een blokje niet kunt aantikken

dicen-why-tile-shut = Blokje { $tile } ligt al om.
dicen-why-tile-shut-on = Blokje { $tile } { $where } ligt al om.
dicen-why-tile-no-set = Er is geen combinatie van open blokjes met blokje { $tile } die samen { $total } is (regel N4).
dicen-why-tile-no-set-on = Er is geen combinatie van open blokjes met blokje { $tile } { $where } die samen { $total } is (regel N4).
dicen-why-tile-open = Blokje { $tile } staat open: je kunt alleen omgelegde blokjes terugzetten (regel { $rule }).
dicen-why-tile-open-on = Blokje { $tile } { $where } staat open: je kunt alleen omgelegde blokjes terugzetten (regel { $rule }).
dicen-why-tile-does-not-fit = Met blokje { $tile } kom je met je keuze ({ $chosen }) niet op { $total } (regel N4).
dicen-why-tile-does-not-fit-on = Met blokje { $tile } { $where } kom je met je keuze ({ $chosen }) niet op { $total } (regel N4).
dicen-why-tile-not-lucky = Bij Lucky legt deze worp { $options } om, niet blokje { $tile } (regel V1).
dicen-why-tile-not-lucky-on = Bij Lucky legt deze worp { $options } om, niet blokje { $tile } { $where } (regel V1).
dicen-why-tile-not-lucky-with = Bij Lucky legt deze worp { $options } om: blokje { $tile } past niet bij { $chosen } (regel V1).
dicen-why-tile-not-lucky-with-on = Bij Lucky legt deze worp { $options } om: blokje { $tile } { $where } past niet bij { $chosen } (regel V1).
dicen-why-reopen-only = Na deze dubbele worp mag alleen blokje { $double } terug, niet blokje { $tile } (regel N6).
dicen-why-reopen-only-on = Na deze dubbele worp mag alleen blokje { $double } terug, niet blokje { $tile } { $where } (regel N6).
dicen-why-reopen-one = Deze dubbele worp zet één blokje { $tile } terug: je koos al { $chosen } (regel N6).
dicen-why-reopen-over-twelve = Blokje { $tile } met je keuze ({ $chosen }) zou { $sum } terugzetten, meer dan 12 (regel N7).
dicen-why-reopen-over-twelve-on = Blokje { $tile } { $where } met je keuze ({ $chosen }) zou { $sum } terugzetten, meer dan 12 (regel N7).
dicen-why-choose-double = Kies eerst blokje { $tile } om terug te zetten, of weiger (regel N6).
dicen-why-choose-six = Kies eerst omgelegde blokjes om terug te zetten, samen hooguit 12, of weiger (regel N7).
dicen-why-choose-tiles = Kies eerst de omgelegde blokjes die je wilt terugzetten.
dicen-why-cannot-reopen = Blokje { $tile } mag met deze worp niet terug (regels N6 en N7).

## Logboek

dicen-log-throw-two = { $name } gooit { $a } en { $b }.
dicen-log-throw-one = { $name } gooit een { $a }.
dicen-log-shut = { $name } legt { $tiles } om.
dicen-log-shut-other = { $name } legt { $other } om { $there }.
dicen-log-shut-both = { $name } legt { $tiles } om, en { $other } { $there }.
dicen-log-reopen = { $name } zet { $tiles } terug (regel { $rule }).
dicen-log-reopen-other = { $name } zet { $other } terug { $there } (regel { $rule }).
dicen-log-reopen-both = { $name } zet { $tiles } terug, en { $other } { $there } (regel { $rule }).
dicen-log-decline = { $name } weigert om terug te zetten (regel { $rule }).
dicen-log-out = { $name } ligt eruit, met nog { $points } open (regel N5).
dicen-log-out-partner = { $name } ligt eruit; { $partner } speelt door voor het team, op beide borden (regel V11).
dicen-log-out-team = { $names } { $count ->
        [one] ligt
       *[other] liggen
    } eruit, met nog { $points } open op hun borden (regel V11).
dicen-log-dicen = { $others ->
        [0] { $name } roept DICEN en krijgt deze ronde geen punten (regel N8).
       *[other] { $name } roept DICEN! { $callers ->
            [0] Elke andere speler krijgt 10 punten (regel N8).
           *[other] Elke speler die geen DICEN riep, krijgt 10 punten (regel N8).
        }
    }
dicen-log-dicen-team = { $names } { $count ->
        [one] roept
       *[other] roepen
    } DICEN! Het andere team krijgt 10 punten (regels N8, V11).
dicen-log-go-go-shut = { $name } legt alle blokjes om in { $throws ->
        [one] { $throws } worp
       *[other] { $throws } worpen
    } (regel V8).
dicen-log-time-attack-shut = { $name } legt alle blokjes om in { $seconds } seconden (regel V9).
dicen-log-unlucky = Een 7 beëindigt de beurt van { $name }: er gaat niets om, en { $name } blijft in het spel (regel V6).
dicen-log-seven-wait = { $name } heeft nog geen 7 gegooid: de beurt gaat door (regel V7).
dicen-log-seven-start = Met deze 7 begint { $name }, en gebruikt hem meteen om blokjes om te leggen (regel V7).
dicen-log-lost-throw = { $name } kan { $total } niet gebruiken: de worp is verloren, en { $name } speelt door (regel { $rule }).
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
dicen-refusal-one-die = { $boards ->
        [two] { $top ->
            [0] Je mag alleen met één dobbelsteen gooien als elk open blokje op beide borden 6 of lager is (regel N2).
           *[other] Je mag alleen met één dobbelsteen gooien als elk open blokje op beide borden 6 of lager is; blokje { $top } staat open (regel N2).
        }
       *[one] { $top ->
            [0] Je mag alleen met één dobbelsteen gooien als elk open blokje 6 of lager is (regel N2).
           *[other] Je mag alleen met één dobbelsteen gooien als elk open blokje 6 of lager is; blokje { $top } staat open (regel N2).
        }
    }
dicen-refusal-one-die-lucky = Bij Lucky gooi je altijd met twee dobbelstenen (regel V1).
dicen-refusal-one-die-seven = Zolang je nog geen 7 hebt gegooid om te beginnen, gooi je met twee dobbelstenen (regel V7).
dicen-refusal-not-an-outcome = ‘{ $action }’ is nu geen worp met de dobbelstenen.
dicen-refusal-tile-not-open = { $board ->
        [other] Blokje { $tile } op het andere bord staat niet open (regel N4).
       *[own] Blokje { $tile } staat niet open (regel N4).
    }
dicen-refusal-wrong-sum = Die blokjes zijn samen { $sum }; de worp is { $total } (regel N4).
dicen-refusal-not-lucky = Bij Lucky legt deze worp { $options } om (regel V1).
dicen-refusal-no-other-board = In dit spel is er geen ander bord (regels V10, V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] Blokje { $tile } op het andere bord ligt niet om, dus je kunt het niet terugzetten (regels N6, N7).
       *[own] Blokje { $tile } ligt niet om, dus je kunt het niet terugzetten (regels N6, N7).
    }
dicen-refusal-reopen-only-double = Na deze dubbele worp mag alleen blokje { $tile } terug (regel N6).
dicen-refusal-reopen-over-twelve = Teruggezette blokjes mogen samen hooguit 12 zijn, niet { $sum } (regel N7).
dicen-refusal-stamp-missing = Bij Time Attack krijgt elke worp en elke keer omleggen de tijd van de tafelklok mee (regel V9).
dicen-refusal-stamp-not-used = Alleen Time Attack gebruikt de tafelklok (regel V9).
dicen-refusal-clock-backwards = De klok staat op { $at } ms, eerder dan { $last } ms (regel V9).

# Statistieken: wat het spel bijhoudt.
dicen-tally-throws = Worpen
dicen-tally-dicen-calls = Keren DICEN! geroepen
dicen-tally-gogo-throws = Minste worpen in GO GO
dicen-tally-time-attack-ms = Snelste Time Attack (ms)

# DICEN: de volledige spelregels, volgens het regelboek (N1–N9, V1–V11).

dicen-blurb = Gooien, optellen, omleggen: een dobbelspel met blokjes. Krijg je al je blokjes om, dan roep je DICEN! en krijgen alle anderen er 10 punten bij.

dicen-rules-intro-title = Doel van het spel
dicen-rules-intro =
    Iedere speler heeft een bord met genummerde blokjes. Om de beurt gooi je de dobbelstenen en leg je blokjes om die samen precies je worp zijn. Kun je niets meer omleggen, dan zijn de blokjes die nog openstaan je punten voor die ronde. Na vier rondes wint wie de minste punten heeft.

    Leg je al je blokjes om, dan roep je DICEN!: jij krijgt die ronde 0 punten en alle anderen krijgen er 10 bij.

    De varianten (V1–V11) zijn opties die je los of samen kunt aanzetten, voor zover hun regels dat toelaten.

## N1–N9: het basisspel

dicen-rules-n1-title = Het bord
dicen-rules-n1 =
    Iedere speler heeft een eigen bord met blokjes, genummerd van 1 tot en met 10. Aan het begin van elke ronde staan alle blokjes open. Je kunt er ook voor kiezen met een bord van 1 tot en met 9 te spelen (het klassieke bord) of van 1 tot en met 12.

    Sommige varianten halen blokjes uit het spel (V2–V6). Een blokje dat niet meedoet, staat niet open en ligt ook niet om: je kunt het niet omleggen of terugzetten, en het telt nooit mee voor je score.

dicen-rules-n2-title = De dobbelstenen
dicen-rules-n2 =
    Je gooit met twee gewone dobbelstenen. Zijn alle open blokjes die je nog zou kunnen omleggen 6 of lager, dan mag je kiezen om met maar één dobbelsteen te gooien. Soms helpt dat je, soms valt het tegen.

dicen-rules-n3-title = Beurtvolgorde
dicen-rules-n3 =
    Eén worp is één beurt. Na elke worp gaat de beurt naar de volgende speler die nog in de ronde zit.

    Speler 1 begint de eerste ronde. Bij elke nieuwe ronde schuift de beginnende speler één plaats door.

dicen-rules-n4-title = Blokjes omleggen
dicen-rules-n4 =
    Tel de ogen bij elkaar op: dat is je worp. Kun je één of meer open blokjes omleggen die samen precies dat getal zijn, dan moet je dat ook doen: omleggen is verplicht. Zijn er meerdere mogelijkheden, dan kies jij welke.

    Voorbeeld: je gooit 8. Dan mag je de 8 omleggen, of de 5 en de 3, of de 1, de 2 en de 5, enzovoort — zolang die blokjes nog openstaan.

dicen-rules-n5-title = Vastgelopen
dicen-rules-n5 =
    Is er geen combinatie van open blokjes die samen je worp is (en houdt een dubbele worp, N6 of N7, je niet in het spel), dan lig je eruit voor deze ronde. Je rondescore is de som van de blokjes die bij jou nog openstaan.

dicen-rules-n6-title = Dubbel gooien
dicen-rules-n6 =
    Gooi je dubbel — twee keer hetzelfde, bijvoorbeeld 2 en 2 — en kun je daar niets mee omleggen? Dan mag je het blokje van het totaal (hier de 4) weer omhoog zetten, als dat blokje meedoet en al omligt. Je blijft dan in de ronde. Je mag ook weigeren; dan lig je eruit (N5).

    Dit mag alleen als je de worp niet kon gebruiken: kun je met je dubbele worp blokjes omleggen, dan moet dat (N4).

dicen-rules-n7-title = Dubbel zes
dicen-rules-n7 =
    Gooi je 6 en 6 en kun je daar niets mee omleggen? Dan mag je zelf kiezen welke omgelegde blokjes je weer omhoog zet — minstens één, samen hooguit 12, en alleen blokjes die meedoen — en blijf je in de ronde. Je mag ook weigeren; dan lig je eruit.

    Op een bord van 1 tot en met 12 mag je dus ook alleen de 12 terugzetten.

dicen-rules-n8-title = DICEN roepen
dicen-rules-n8 =
    Leg je al je blokjes om, dan roep je DICEN! Je rondescore is 0, wat er daarna ook gebeurt. Iedere speler die deze ronde zelf geen DICEN heeft geroepen, krijgt er 10 punten bij op zijn rondescore — 10 voor elke keer dat er in die ronde DICEN is geroepen. De anderen spelen gewoon door.

    Met twee borden (V10, V11) betekent DICEN dat beide borden helemaal dicht zijn. Bij 2 VS 2 (V11) roept het team DICEN, en krijgt het andere team de 10 punten.

dicen-rules-n9-title = Ronde en spel
dicen-rules-n9 =
    De ronde is voorbij als iedere speler eruit ligt of DICEN heeft geroepen.

    Een spel duurt 4 rondes (als optie 1 tot en met 10). Tel je rondescores bij elkaar op: het laagste totaal wint. Delen meerdere spelers het laagste totaal, dan delen ze ook de overwinning.

## V1–V11: de varianten

dicen-rules-v1-title = Lucky
dicen-rules-v1 =
    Je gooit altijd met twee dobbelstenen. Je mag alleen deze blokjes omleggen:
    • het blokje van het totaal van beide dobbelstenen, of
    • de twee blokjes van de twee dobbelstenen, allebei — ze moeten allebei openstaan, en de dobbelstenen moeten verschillende ogen tonen.
    Ligt precies één van die twee blokjes al om of doet het niet mee, dan mag je het andere in zijn eentje omleggen.

    Voorbeeld: je gooit 2 en 4. Je legt de 6 om, of de 2 en de 4 samen. Ligt de 4 al om, dan mag je ook alleen de 2 omleggen.

    Bij een dubbele worp leg je het blokje van het totaal om of het blokje van één dobbelsteen: bij 3 en 3 dus de 6 of de 3.

    Meer mag niet. En zoals altijd: kun je iets omleggen, dan moet het.

dicen-rules-v2-title = Even
dicen-rules-v2 =
    Alleen de even blokjes doen mee; de oneven blokjes doen niet mee.

dicen-rules-v3-title = Odds
dicen-rules-v3 =
    Alleen de oneven blokjes doen mee; de even blokjes doen niet mee.

dicen-rules-v4-title = Easy Peasy
dicen-rules-v4 =
    De blokjes 8, 9 en 10 doen niet mee. Op een bord van 1 tot en met 12 doen de 11 en de 12 gewoon mee.

dicen-rules-v5-title = 3 Extreme
dicen-rules-v5 =
    De blokjes 1, 2 en 3 doen niet mee.

dicen-rules-v6-title = Unlucky number 7
dicen-rules-v6 =
    Blokje 7 doet niet mee. Gooi je in totaal 7, dan is je beurt meteen voorbij: je legt niets om, maar je blijft wel in de ronde.

dicen-rules-v7-title = 7 TO GO
dicen-rules-v7 =
    Je mag pas beginnen als je in totaal 7 gooit. Tot die tijd betekent elke andere worp alleen dat je beurt voorbij is (je ligt er niet uit). De 7 waarmee je begint, telt als een gewone worp: daarmee leg je meteen blokjes om.

    Elke ronde begint opnieuw: iedereen moet dan eerst weer een 7 gooien.

    Unlucky number 7 (V6) en 7 TO GO gaan niet samen: de app staat die combinatie niet toe.

dicen-rules-v8-title = GO GO
dicen-rules-v8 =
    Solo: één speler, één ronde. Leg al je blokjes om in zo weinig mogelijk worpen.

    Een worp waar je niets mee kunt, kost je die worp, maar het spel gaat door. De regels voor dubbel gooien (N6, N7) gelden hier niet. Je score is het aantal worpen dat je nodig had om alles om te leggen: hoe minder, hoe beter.

dicen-rules-v9-title = Time Attack
dicen-rules-v9 =
    Solo: één speler, die gooit zoals bij GO GO (V8). Je score is de tijd van je eerste worp tot het moment dat je laatste blokje omligt: hoe sneller, hoe beter. De app houdt de tijd voor je bij.

dicen-rules-v10-title = Lord of the board
dicen-rules-v10 =
    Iedere speler speelt met twee bordjes. De blokjes die je voor één worp omlegt, mogen van het ene bordje komen, van het andere of van allebei; elk bordje heeft zijn eigen blokjes. Gooi je 10, dan kun je op het ene bordje de 6 omleggen en op het andere de 4, of op allebei de 5.

    Je score telt de open blokjes op beide bordjes. DICEN betekent: beide bordjes dicht.

dicen-rules-v11-title = 2 VS 2
dicen-rules-v11 =
    Vier spelers in twee teams. Je speelt samen met de speler tegenover je, dus de volgorde aan tafel is A1, B1, A2, B2.

    Bij elke worp mag je blokjes omleggen op je eigen bord, op dat van je teamgenoot of op allebei. Kun je een worp op geen van beide borden gebruiken, dan lig je eruit; je team ligt eruit zodra jullie er allebei uit liggen.

    Beide borden blijven in gebruik zolang je team nog meedoet: ligt je teamgenoot eruit, dan mag jij nog steeds blokjes op het bord van je teamgenoot omleggen. Het team scoort de open blokjes op beide borden. Zijn beide borden dicht, dan roept het team DICEN en krijgt het andere team de 10 punten.

## Statistieken

dicen-rules-records-title = Wat de app bijhoudt
dicen-rules-records =
    Per speler houdt de app bij: de rondescores, hoe vaak die speler DICEN riep en het aantal worpen per ronde. Daarnaast onthoudt de app het kleinste aantal worpen bij GO GO en de snelste tijd bij Time Attack.
## Closing on confirm
dicen-button-close = Leg de gekozen blokjes om
dicen-why-choose-sum = Kies eerst open blokjes die samen { $total } maken (regel N4); tik een gekozen blokje nog eens aan om het terug te nemen.
dicen-why-choose-lucky = Kies eerst { $options } (regel V1); tik een gekozen blokje nog eens aan om het terug te nemen.
dicen-legend-open = Een open blokje, met zijn getal
dicen-legend-shut = Een omgelegd blokje
dicen-legend-dicen = De speler legde alle blokjes om en riep DICEN (regel N8)
dicen-legend-dicen-lord = De speler legde beide borden helemaal om en riep DICEN (regels N8, V10)
dicen-legend-dicen-team = Het team legde beide borden helemaal om en riep DICEN (regels N8, V11)
dicen-legend-dicen-solo = Alle blokjes liggen om: het spel is voorbij (regels V8, V9)
dicen-legend-out = Uit voor deze ronde (regel N5)
dicen-legend-out-team = Uit voor deze ronde: geen worpen meer, maar de partner mag op dit bord nog blokjes omleggen (regels N5, V11)
