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

dica-event-round-started = Round { $round }: Team { $team } starts.
dica-event-rolled = Team { $team } rolls { $die }.
dica-event-rolled-bonus = Team { $team } rolls { $die } (bonus roll).
dica-event-passed = Team { $team } cannot place a { $die } anywhere and passes.
dica-event-placed = Team { $team } places { $die } on { $card }.
dica-event-dead = { $card } can no longer be completed: { $why ->
        [full] its stones already reach its value
       *[out-of-reach] no die can make up what is missing
    }. It is blocked.
dica-event-won = Team { $team } wins { $card } for { $points } points.
dica-event-stole = Team { $team } steals { $card } for { $points } points!
dica-event-neutralised = Team { $team } neutralises { $card } and rolls again.
dica-event-erred = Team { $team } puts { $die } on { $card }: { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }. The team is out of this card, and it becomes a ★ card for the other team.
dica-event-erred-fully = Team { $team } puts { $die } on { $card }: { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }. Both teams have now erred on it: nobody scores it.
dica-event-challenged = Team { $team } challenges { $card }.
dica-event-accepted = Team { $team } accepts the challenge on { $card }: a duel!
dica-event-declined = Team { $team } declines the challenge on { $card }.
dica-event-duel-hit = Team { $team } rolls { $die }: a hit.
dica-event-duel-miss = Team { $team } rolls { $die }: a miss.
dica-event-duel-draw = Both hit on the same roll: the duel starts again.
dica-event-duel-both-missed = Nobody hit: the duel starts again.
dica-event-duel-stole = Team { $team } wins the duel and steals { $card } for { $points } points!
dica-event-duel-kept = Team { $team } wins the duel and keeps { $card } for { $points } points.
dica-event-timed-out = Team { $team }'s time is up{ $lost ->
        [turn] : the turn passes.
        [bonus-roll] : the bonus roll is lost.
        [roll] : the roll is lost and the turn passes.
        [answer] : the challenge is declined.
       *[nothing] : the die is rolled for it.
    }
dica-event-bonus-lapsed = The round is over, so Team { $team }'s bonus roll lapses.
dica-event-round-ended = Round { $round } ends { $red } to { $blue }: { $winner ->
        [0] a draw.
       *[other] Team { $winner } wins it.
    }
dica-event-series-ended = { $winner ->
        [0] The series is drawn.
       *[other] Team { $winner } wins the series!
    }
