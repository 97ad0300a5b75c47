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
        [one] { $points } point
       *[other] { $points } points
    }, { $rounds ->
        [one] { $rounds } round won
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
dica-option-deal-about = Mirrored: each team gets one card of each value 6 to 12; random: all 14 cards are shuffled and dealt in turn (rule D3).
dica-option-mistakes-about = Counted: a stone that does not fit puts your team out of that card, as in the printed game; prevented: such a stone is refused (rules D4.5, D4.7).
dica-option-time-limit-about = When the time runs out, the turn passes and a roll not placed is lost; an unanswered challenge is declined (rule D10).

# Stats: the tallies the game keeps.
dica-tally-steals = Steals
dica-tally-neutralises = Neutralisations
dica-tally-duels-won = Duels won
dica-tally-mistakes = Mistakes

# DiCa: the full rules text, following the rule book (D1–D11).

dica-blurb = A dice-and-cards duel for two teams: roll, lay stones on cards and complete them with the exact sum — or snatch your opponents’ cards from under their noses.

dica-rules-intro-title = Goal of the game
dica-rules-intro =
    Two teams each start with seven cards worth 6 to 12 points. Roll the die and lay stones on the cards: three stones that add up exactly to a card’s value complete it, and the team that lays the third stone takes the card and its points. Fill your own cards, steal or block your opponents’, and don’t overshoot.

    The team with more points wins the round. Play a series of at least five rounds — every point counts.

dica-rules-d1-title = Components
dica-rules-d1 =
    • 14 cards: two each of the values 6, 7, 8, 9, 10, 11 and 12. A card’s value is also its points.
    • 42 stones: markers, three per card. A stone is worth the die roll that placed it.
    • One six-sided die.

dica-rules-d2-title = The teams
dica-rules-d2 =
    Two teams play: Team 1 (red) and Team 2 (blue). Each team is one or more named players, or the AI.

    The rules act per team, not per player. When a team has several people, the app shows whose hands the phone should be in. Within the team this rotates each time the team’s turn starts, beginning with the team’s first-named player; a bonus roll does not rotate.

dica-rules-d3-title = The deal
dica-rules-d3 =
    By default the deal is mirrored: each team gets one card of each value from 6 to 12 (63 points each), face up, in a shuffled order. With the “random” option, all 14 cards are shuffled and dealt alternately, Team 1 first, seven to each team.

    Every card starts open: it belongs to the team it was dealt to and has no stones on it.

dica-rules-d4-title = A turn
dica-rules-d4 =
    The team on turn rolls the die and then makes exactly one placement: one stone, worth the number rolled, on one card. What that placement does depends on how many stones the card already has and what they add up to. Below, “you” means the team on turn, and “your own card” means a card you may fill as your own (see D6).

    4.1 Place — a stone on your own card that has no stone or one stone, as long as the new sum is not more than the card’s value. Your turn ends.
    4.2 Win — the third stone on your own card, making the exact value. The card and its points go to you. Your turn ends. (If the card was dealt to the other team, the log calls this a steal.)
    4.3 Steal — the third stone on an opponent card you are not eliminated from, making the exact value. The card and its points go to you. Your turn ends.
    4.4 Neutralise — the second stone on an opponent card you are not eliminated from, making the exact value. The card is blocked (0 points, resolved), and you get a bonus roll: roll again and place again.
    4.5 Invalid placement (a mistake) — any of these:
    • on your own card with no stone or one stone, the new sum goes over the value (overvalue);
    • on any card you are not eliminated from that already has two stones, the third stone does not make the exact value (wrong third stone);
    • on an opponent card with one stone, the new sum goes over the value (overvalue).
    The stone does not stay on the card. Your team is eliminated from that card, which becomes a ★ card for the other team: only they may still complete it. If the other team was already eliminated from it, the card is fully eliminated: it is resolved and nobody scores it. Your turn ends.
    4.6 Any other placement is not a move: the app refuses it with a clear message and nothing changes. That covers a first stone on an opponent card, a second stone on an opponent card that stays under its value, and any stone on a resolved card or on a card your team is eliminated from.
    4.7 Mistakes option: with “prevent” (an assist mode), invalid placements are refused as in 4.6 instead of being penalised. The default is “count”, as in the printed game.

dica-rules-d5-title = Passing
dica-rules-d5 =
    A team passes only when the roll allows no placement of kinds 4.1 to 4.4 anywhere on the table. In that case the app passes for it at once: nobody is ever forced to make a mistake. In any other case, passing is refused.

dica-rules-d6-title = Sides: whose card is whose
dica-rules-d6 =
    A card is on your side when your team may fill it as its own. That is:
    • a card dealt to you on which no team has made a mistake;
    • a card dealt to you on which only the other team made a mistake (★ for you);
    • a card dealt to the other team on which only that team made a mistake (★ for you).

    The cards on the other team’s side are your opponent cards. “Your own card” in D4 means a card on your side.

    A team eliminated from a card (4.5) can no longer place a stone on it in any way; only a won duel (D9) can still give it that card.

    On a ★ card, the team that is not eliminated places exactly as on its own card (Place, Win, mistake: 4.1, 4.2, 4.5). Steal and Neutralise (4.3, 4.4) never apply to a ★ card.

dica-rules-d7-title = Dead cards
dica-rules-d7 =
    A card that the numbers can no longer complete is dead. That is a card with one stone whose value equals the card’s value, or a card with two stones whose sum equals the value or falls short of it by more than 6. Example: a 12 with stones of 2 and 3 still needs 7, and no die shows 7.

    A dead card is resolved at once as blocked: 0 points and no bonus roll. The log says why.

    A Place on your own card may leave it dead. That is a legal move, and it counts as a possible placement for passing (D5).

dica-rules-d8-title = End of the round and scoring
dica-rules-d8 =
    The round ends as soon as all 14 cards are resolved: won, stolen, blocked, dead or fully eliminated. A bonus roll still due then lapses, and a duel that resolves the last card ends the round.

    Each team scores the values of the cards it holds. The higher score wins the round; equal scores make it a draw.

dica-rules-d9-title = Challenges
dica-rules-d9 =
    9.1 Which cards — a team may challenge an opponent card (see D6, ★ cards included) that has two stones and is short of its value by 1 to 6, and that has not yet been challenged this round (a declined challenge counts). The team whose side the card is on is called the owner below; only the other team may challenge it.
    9.2 When — whenever a roll is awaited (at the start of a turn, or before a bonus roll), either team may challenge an eligible card of the other team. A challenge does not use up a turn.
    9.3 The owner accepts or declines. Declining costs nothing: the card stays as it is.
    9.4 The duel — the target is the number the card still needs (its value minus the sum of its stones). Each roll is made by the team named.
    • The challenger rolls up to 5 times and stops at the first hit. If it hits on roll N, the owner rolls up to N times: a hit before roll N wins for the owner; a hit on roll N itself (and not before) is a draw, and the duel starts again; no hit wins for the challenger.
    • If the challenger misses all 5 rolls, the owner rolls up to 5 times: any hit wins for the owner; with no hit, the duel starts again.
    The duel goes on until one side wins.
    9.5 The winner completes the card with a stone worth the target: the challenger takes the card and its points (a steal), or the owner wins it. Then play resumes where it was.
    9.6 A challenge never ends the round by itself; the round still ends only as D8 says.

dica-rules-d10-title = Time
dica-rules-d10 =
    Each turn has a time limit: 30 seconds by default; the options are 15, 30 or 60 seconds, or off.

    When time runs out, the turn passes to the other team. A roll that was not yet placed is lost, and so is a bonus roll not yet made. With the limit off, turns never time out.

    An owner who does not answer a challenge in time declines it. Duel rolls not made in time are rolled automatically.

dica-rules-d11-title = The series
dica-rules-d11 =
    A series is a number of rounds, at least 5: 5 by default, with 7 and 9 also on offer. Team 1 starts the first round, and the starting team alternates every round.

    The series goes to the team that won the most rounds. If that is equal, the team with the higher total of points over all rounds wins (“every point counts”). If that is equal too, the series is drawn.
## Following the table
dica-warning-mistake = A { $die } on { $card } would be { $why ->
        [overvalue] over its value
       *[wrong-third] a wrong third stone
    }: a mistake. Your team would be out of { $card }, and it would become a ★ card for the other team (rules D4.5, D6). Tap again to place it anyway.
dica-legend-card = A card: its value, and a or b for its two copies (rule D1)
dica-legend-stones = The stones on a card and their sum
dica-legend-star = ★ card: only one team may still complete it, the other erred on it (rule D6)
dica-legend-won = Won by the team it was dealt to (rule D4.2)
dica-legend-stolen = Stolen: completed by the other team (rule D4.3)
dica-legend-blocked = Blocked: neutralised, nobody scores it (rule D4.4)
dica-legend-dead = Dead: no die can complete it any more (rule D7)
dica-legend-eliminated = Eliminated: both teams erred on it (rule D4.5)
dica-settle-team = { $team }: { $points } points. Won: { $won }. Stolen: { $stolen }.
dica-settle-blocked = Blocked or dead, nobody scores: { $cards }.
dica-settle-eliminated = Eliminated: { $cards }.
dica-settle-none = none
