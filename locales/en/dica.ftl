# DiCa: names, set-up, refusals and the table's log.

dica-name = DiCa

## Set-up

dica-setup-rounds = A series is at least 5 rounds (and at most 99), not { $rounds }.
dica-setup-time-limit = The time limit is 15, 30 or 60 seconds, or off, not { $seconds }.
dica-setup-players = Team { $team } has more than { $max } players.
dica-setup-name = A player's name needs 1 to { $max } characters.

## Refusals

dica-refusal-wrong-phase = “{ $action }” is not possible now.
dica-refusal-not-your-turn = “{ $action }” is not your team's to do now.
dica-refusal-not-an-outcome = “{ $action }” is not a roll of the die or a card dealt now.
dica-refusal-card-resolved = Card { $card } is already resolved (rule D4.6).
dica-refusal-card-eliminated = Your team is eliminated from card { $card } (rules D4.6 and D6).
dica-refusal-first-stone-on-opponent-card = You may not put a first stone on the other team's card { $card } (rule D4.6).
dica-refusal-under-value-on-opponent-card = A second stone on the other team's card { $card } must reach its value exactly (rule D4.6).
dica-refusal-invalid-placement = That stone on card { $card } would be { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }; mistakes are switched off (rule D4.7).
dica-refusal-pass-not-allowed = You can place this stone somewhere, so you may not pass (rule D5).
dica-refusal-challenge-not-now = A challenge can be made only while a roll is awaited (rule D9.2).
dica-refusal-challenge-resolved = Card { $card } is resolved and cannot be challenged (rule D9.1).
dica-refusal-challenge-own-side = Card { $card } is on your own side: only the other team may challenge it (rule D9.1).
dica-refusal-challenge-not-two-stones = Only a card with two stones, one stone short of its value, can be challenged; { $card } is not (rule D9.1).
dica-refusal-already-challenged = Card { $card } was already challenged this round (rule D9.1).
dica-refusal-no-time-limit = There is no time limit at this table, so nothing can time out (rule D10).

## The log

dica-event-round-started = Round { $round }: { $team } starts.
dica-event-rolled = { $team } rolls { $die }.
dica-event-rolled-bonus = { $team } rolls { $die } (bonus roll).
dica-event-passed = { $team } cannot place a { $die } anywhere and passes.
dica-event-placed = { $team } places { $die } on { $card }.
dica-event-dead = { $card } can no longer be completed: { $why ->
        [full] its stones already reach its value
       *[out-of-reach] no die can make up what is missing
    }. It is blocked.
dica-event-won = { $team } wins { $card } for { $points } points.
dica-event-stole = { $team } steals { $card } for { $points } points!
dica-event-neutralised = { $team } neutralises { $card } and rolls again.
dica-event-erred = { $team } puts { $die } on { $card }: { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }. The team is out of this card, and it becomes a ★ card for the other team.
dica-event-erred-fully = { $team } puts { $die } on { $card }: { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }. Both teams have now erred on it: nobody scores it.
dica-event-challenged = { $team } challenges { $card }.
dica-event-accepted = { $team } accepts the challenge on { $card }: a duel!
dica-event-declined = { $team } declines the challenge on { $card }.
dica-event-duel-hit = { $team } rolls { $die }: a hit.
dica-event-duel-miss = { $team } rolls { $die }: a miss.
dica-event-duel-draw = Both hit on the same roll: the duel starts again.
dica-event-duel-both-missed = Nobody hit: the duel starts again.
dica-event-duel-stole = { $team } wins the duel and steals { $card } for { $points } points!
dica-event-duel-kept = { $team } wins the duel and keeps { $card } for { $points } points.
dica-event-timed-out = { $team }'s time is up{ $lost ->
        [turn] : the turn passes.
        [bonus-roll] : the bonus roll is lost.
        [roll] : the roll is lost and the turn passes.
        [answer] : the challenge is declined.
       *[nothing] : the die is rolled for it.
    }
dica-event-bonus-lapsed = The round is over, so { $team }'s bonus roll lapses.
dica-event-round-ended = Round { $round } ends { $red } to { $blue }: { $winner ->
        [1] Team Red wins it.
        [2] Team Blue wins it.
       *[0] a draw.
    }
dica-event-series-ended = { $winner ->
        [1] Team Red wins the series!
        [2] Team Blue wins the series!
       *[0] The series is drawn.
    }

## The table

dica-team = { $team ->
        [1] Team Red
       *[other] Team Blue
    }
dica-team-who = { $team ->
        [1] Team Red
       *[other] Team Blue
    } ({ $who })
dica-status-dealing = The cards are dealt.
dica-status-roll = { $team }: roll the die.
dica-status-bonus = { $team }: roll again (bonus roll).
dica-status-rolling = { $team } rolls…
dica-status-place = { $team }: place your { $die } on a card.
dica-status-answer = { $team }: { $challenger } challenges { $card }. Accept the duel or decline.
dica-status-duel = Duel for { $card }: { $team } rolls, hoping for a { $target }.
dica-status-over = The series is over.
dica-button-roll = Roll the die
dica-button-roll-bonus = Roll again (bonus)
dica-button-roll-duel = Roll for the duel
dica-button-accept = Accept the duel
dica-button-decline = Decline
dica-target-card = { $card }
dica-target-card-a11y = Place your { $die } on { $card }
dica-target-challenge = Challenge { $card }
dica-target-challenge-a11y = Challenge { $card }, worth { $points } points: a duel in which a { $target } completes it.
dica-card-open = { $card }, worth { $value }: { $count ->
        [0] no stones yet
       *[other] stones { $stones }, sum { $sum }
    }; { $side }'s card.
dica-card-star = { $card }, worth { $value }: { $count ->
        [0] no stones yet
       *[other] stones { $stones }, sum { $sum }
    }; a ★ card that only { $side } may complete.
dica-card-undealt = { $card } is not dealt yet.
dica-card-won = { $card }: won by { $team }, { $value } points.
dica-card-stolen = { $card }: stolen by { $team }, { $value } points.
dica-card-blocked = { $card }: neutralised; nobody scores it.
dica-card-dead = { $card }: dead, no stone can complete it; nobody scores it.
dica-card-eliminated = { $card }: both teams erred on it; nobody scores it.
dica-duel-challenger = Duel for { $card }: { $team } rolls for a { $target }, roll { $roll } of { $of }.
dica-duel-owner = { $challenger } hit on roll { $of }. { $team } rolls for a { $target }, roll { $roll } of { $of }: a hit before roll { $of } keeps the card, a hit on it starts the duel again.
dica-duel-owner-five = { $challenger } missed five times. { $team } rolls for a { $target }, roll { $roll } of { $of }: any hit keeps the card.
dica-seat-score = { $points ->
        [one] 1 point
       *[other] { $points } points
    }, { $rounds ->
        [one] 1 round won
       *[other] { $rounds } rounds won
    }
dica-round-label = Round { $round } of { $rounds }
dica-option-rounds = Rounds in the series
dica-option-rounds-value = { $rounds } rounds
dica-option-time-limit = Time per turn
dica-option-time-limit-value = { $seconds } seconds
dica-option-time-limit-off = No time limit
dica-option-deal = Deal
dica-option-deal-mirrored = Mirrored: one card of each value per team
dica-option-deal-random = Random
dica-option-mistakes = Mistakes
dica-option-mistakes-count = Count, as printed
dica-option-mistakes-prevent = Prevented (assist)
