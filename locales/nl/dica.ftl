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
        [one] 1 punt
       *[other] { $points } punten
    }, { $rounds ->
        [one] 1 ronde gewonnen
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
