# DiCa: nomes, preparação, recusas e histórico da mesa.

dica-name = DiCa

## Preparação

dica-setup-rounds = Uma série tem pelo menos 5 rondas (e no máximo 99), não { $rounds }.
dica-setup-time-limit = O limite de tempo é de 15, 30 ou 60 segundos, ou nenhum, não { $seconds }.
dica-setup-players = A equipa { $team } tem mais de { $max } jogadores.
dica-setup-name = O nome de um jogador precisa de 1 a { $max } caracteres.

## Recusas

dica-refusal-wrong-phase = «{ $action }» não é possível agora.
dica-refusal-not-your-turn = Agora não cabe à sua equipa fazer «{ $action }».
dica-refusal-not-an-outcome = «{ $action }» não é um lançamento do dado nem uma carta a distribuir agora.
dica-refusal-card-resolved = A carta { $card } já está resolvida (regra D4.6).
dica-refusal-card-eliminated = A sua equipa está eliminada da carta { $card } (regras D4.6 e D6).
dica-refusal-first-stone-on-opponent-card = Não pode pôr a primeira ficha na carta { $card } da outra equipa (regra D4.6).
dica-refusal-under-value-on-opponent-card = Uma segunda ficha na carta { $card } da outra equipa tem de chegar exatamente ao seu valor (regra D4.6).
dica-refusal-invalid-placement = Essa ficha na carta { $card } seria { $why ->
        [overvalue] um excesso sobre o seu valor
       *[wrong-third] uma terceira ficha errada
    }; os erros estão a ser evitados (regra D4.7).
dica-refusal-pass-not-allowed = Pode colocar esta ficha em algum lado, por isso não pode passar (regra D5).
dica-refusal-challenge-not-now = Só se pode desafiar enquanto se espera um lançamento (regra D9.2).
dica-refusal-challenge-resolved = A carta { $card } está resolvida e não pode ser desafiada (regra D9.1).
dica-refusal-challenge-own-side = A carta { $card } está do seu lado: só a outra equipa a pode desafiar (regra D9.1).
dica-refusal-challenge-not-two-stones = Só se pode desafiar uma carta com duas fichas a que falte uma ficha para o valor; a { $card } não está assim (regra D9.1).
dica-refusal-already-challenged = A carta { $card } já foi desafiada nesta ronda (regra D9.1).
dica-refusal-no-time-limit = Esta mesa não tem limite de tempo, por isso nada pode expirar (regra D10).

## O histórico

dica-event-round-started = Ronda { $round }: começa a { $team }.
dica-event-rolled = A { $team } tira um { $die }.
dica-event-rolled-bonus = A { $team } tira um { $die } (lançamento extra).
dica-event-passed = A { $team } não pode colocar um { $die } em lado nenhum e passa.
dica-event-placed = A { $team } coloca um { $die } na carta { $card }.
dica-event-dead = A carta { $card } já não pode ser completada: { $why ->
        [full] as fichas já chegam ao seu valor
       *[out-of-reach] nenhum dado consegue tirar o que falta
    }. Fica bloqueada.
dica-event-won = A { $team } ganha a carta { $card } e { $points } pontos.
dica-event-stole = A { $team } rouba a carta { $card } e { $points } pontos!
dica-event-neutralised = A { $team } neutraliza a carta { $card } e volta a lançar.
dica-event-erred = A { $team } põe um { $die } na carta { $card }: { $why ->
        [overvalue] passa do seu valor
       *[wrong-third] uma terceira ficha errada
    }. A equipa fica eliminada desta carta, que passa a ser uma carta ★ da outra equipa.
dica-event-erred-fully = A { $team } põe um { $die } na carta { $card }: { $why ->
        [overvalue] passa do seu valor
       *[wrong-third] uma terceira ficha errada
    }. As duas equipas já erraram nela: ninguém pontua com ela.
dica-event-challenged = A { $team } desafia a carta { $card }.
dica-event-accepted = A { $team } aceita o desafio à carta { $card }: duelo!
dica-event-declined = A { $team } recusa o desafio à carta { $card }.
dica-event-duel-hit = A { $team } tira um { $die }: acertou.
dica-event-duel-miss = A { $team } tira um { $die }: falhou.
dica-event-duel-draw = As duas acertaram no mesmo lançamento: o duelo recomeça.
dica-event-duel-both-missed = Ninguém acertou: o duelo recomeça.
dica-event-duel-stole = A { $team } ganha o duelo e rouba a carta { $card } e { $points } pontos!
dica-event-duel-kept = A { $team } ganha o duelo e fica com a carta { $card } e { $points } pontos.
dica-event-timed-out = Acabou o tempo da { $team }{ $lost ->
        [turn] : o turno passa.
        [bonus-roll] : perde o lançamento extra.
        [roll] : perde o lançamento e o turno passa.
        [answer] : o desafio fica recusado.
       *[nothing] : o dado é lançado automaticamente.
    }
dica-event-bonus-lapsed = A ronda terminou, por isso a { $team } perde o lançamento extra.
dica-event-round-ended = A ronda { $round } termina { $red } a { $blue }: { $winner ->
        [1] ganha a Equipa Vermelha.
        [2] ganha a Equipa Azul.
       *[0] empate.
    }
dica-event-series-ended = { $winner ->
        [1] A Equipa Vermelha ganha a série!
        [2] A Equipa Azul ganha a série!
       *[0] A série termina empatada.
    }

## A mesa

dica-team = { $team ->
        [1] Equipa Vermelha
       *[other] Equipa Azul
    }
dica-team-who = { $team ->
        [1] Equipa Vermelha
       *[other] Equipa Azul
    } ({ $who })
dica-status-dealing = As cartas estão distribuídas.
dica-status-roll = { $team }: lance o dado.
dica-status-bonus = { $team }: lance outra vez (lançamento extra).
dica-status-rolling = A { $team } lança…
dica-status-place = { $team }: coloque o seu { $die } numa carta.
dica-status-answer = { $team }: a { $challenger } desafia a carta { $card }. Aceite o duelo ou recuse.
dica-status-duel = Duelo pela carta { $card }: a { $team } lança e precisa de um { $target }.
dica-status-over = A série terminou.
dica-button-roll = Lançar o dado
dica-button-roll-bonus = Lançar outra vez (extra)
dica-button-roll-duel = Lançar no duelo
dica-button-accept = Aceitar o duelo
dica-button-decline = Recusar
dica-target-card = { $card }
dica-target-card-a11y = Colocar o seu { $die } na carta { $card }
dica-target-challenge = Desafiar { $card }
dica-target-challenge-a11y = Desafiar a carta { $card }, que vale { $points } pontos: um duelo em que um { $target } a completa.
dica-card-open = Carta { $card }, vale { $value }: { $count ->
        [0] ainda sem fichas
       *[other] fichas { $stones }, soma { $sum }
    }; carta da { $side }.
dica-card-star = Carta { $card }, vale { $value }: { $count ->
        [0] ainda sem fichas
       *[other] fichas { $stones }, soma { $sum }
    }; carta ★ que só a { $side } pode completar.
dica-card-undealt = A carta { $card } ainda não foi distribuída.
dica-card-won = Carta { $card }: ganha pela { $team }, { $value } pontos.
dica-card-stolen = Carta { $card }: roubada pela { $team }, { $value } pontos.
dica-card-blocked = Carta { $card }: neutralizada; ninguém pontua com ela.
dica-card-dead = Carta { $card }: morta, nenhuma ficha a pode completar; ninguém pontua com ela.
dica-card-eliminated = Carta { $card }: as duas equipas erraram nela; ninguém pontua com ela.
dica-duel-challenger = Duelo pela carta { $card }: a { $team } lança à procura de um { $target }, lançamento { $roll } de { $of }.
dica-duel-owner = A { $challenger } acertou no lançamento { $of }. A { $team } lança à procura de um { $target }, lançamento { $roll } de { $of }: um acerto antes do lançamento { $of } mantém a carta; um acerto nesse lançamento faz recomeçar o duelo.
dica-duel-owner-five = A { $challenger } falhou cinco vezes. A { $team } lança à procura de um { $target }, lançamento { $roll } de { $of }: qualquer acerto mantém a carta.
dica-seat-score = { $points ->
        [one] 1 ponto
       *[other] { $points } pontos
    }, { $rounds ->
        [one] 1 ronda ganha
       *[other] { $rounds } rondas ganhas
    }
dica-round-label = Ronda { $round } de { $rounds }
dica-option-rounds = Rondas na série
dica-option-rounds-value = { $rounds } rondas
dica-option-time-limit = Tempo por turno
dica-option-time-limit-value = { $seconds } segundos
dica-option-time-limit-off = Sem limite de tempo
dica-option-deal = Distribuição
dica-option-deal-mirrored = Em espelho: uma carta de cada valor por equipa
dica-option-deal-random = Ao acaso
dica-option-mistakes = Erros
dica-option-mistakes-count = Contam, como no jogo impresso
dica-option-mistakes-prevent = Evitados (modo de ajuda)
