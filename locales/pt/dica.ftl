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
        [one] { $points } ponto
       *[other] { $points } pontos
    }, { $rounds ->
        [one] { $rounds } ronda ganha
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
dica-option-deal-about = Em espelho: cada equipa recebe uma carta de cada valor de 6 a 12; ao acaso: as 14 cartas são baralhadas e distribuídas alternadamente (regra D3).
dica-option-mistakes-about = Contam: uma ficha que não cabe deixa a sua equipa fora dessa carta, como no jogo impresso; evitados: essa ficha é recusada (regras D4.5, D4.7).
dica-option-time-limit-about = Quando o tempo acaba, a vez passa à outra equipa e perde-se o lançamento que ainda não foi colocado; um desafio sem resposta conta como recusado (regra D10).

# DiCa: texto completo das regras (português).
# Estatísticas: o que o jogo conta.
dica-tally-steals = Roubos
dica-tally-neutralises = Neutralizações
dica-tally-duels-won = Duelos ganhos
dica-tally-mistakes = Erros

# Fonte: ../shared/rules/dica.md. Termos das ações segundo a semente: Colocar, Ganhar, Roubar, Neutralizar.

dica-blurb = Duas equipas, um dado e catorze cartas: cada carta pede três fichas que somem exatamente o seu valor, e quem põe a última fica com ela, mesmo que seja do adversário. Roubos, bloqueios e duelos de dados decidem cada ronda.

dica-rules-intro-title = Objetivo do jogo
dica-rules-intro =
    Duas equipas disputam pontos ao completar cartas. Cada carta vale tantos pontos quanto o seu número e só fica completa com exatamente três fichas cuja soma seja igual ao seu valor: nem mais, nem menos. Quem coloca a terceira ficha exata fica com a carta, mesmo que seja do adversário.

    Quando todas as cartas estão resolvidas, ganha a ronda a equipa com mais pontos. A série tem pelo menos cinco rondas, e cada ponto conta.

## D1
dica-rules-d1-title = Componentes
dica-rules-d1 =
    • 14 cartas: duas de cada valor, do 6 ao 12. O valor de uma carta é também o número de pontos que ela vale.
    • 42 fichas, três por carta. Cada ficha vale o número que saiu no dado quando foi colocada.
    • Um dado de seis faces.

## D2
dica-rules-d2-title = Equipas
dica-rules-d2 =
    • Jogam duas equipas: a Equipa 1 (vermelha) e a Equipa 2 (azul). Cada equipa é formada por uma ou mais pessoas com nome, ou pela IA.
    • As regras valem por equipa. Quando uma equipa tem várias pessoas, a mesa indica quem deve ter o telefone na mão. Essa pessoa muda, por rotação dentro da equipa, sempre que começa um turno dessa equipa; a primeira a jogar é a primeira pessoa inscrita em cada equipa. Um lançamento extra não faz avançar a rotação.

## D3
dica-rules-d3-title = Distribuição
dica-rules-d3 =
    • No modo habitual («em espelho»), cada equipa recebe uma carta de cada valor do 6 ao 12 (63 pontos por equipa), à vista e em ordem aleatória. Com a opção «ao acaso», as 14 cartas são misturadas e distribuídas alternadamente, primeiro à Equipa 1, sete para cada equipa.
    • No início, cada carta está aberta, pertence à equipa que a recebeu e não tem nenhuma ficha.

## D4
dica-rules-d4-title = O turno
dica-rules-d4 =
    A equipa da vez lança o dado e faz exatamente uma colocação, com uma ficha que vale o número que saiu. Nas regras abaixo, «a nova soma» é a soma das fichas que já estão na carta mais esse lançamento.

    4.1 Colocar — A ficha vai para uma carta que a equipa pode preencher como sua (regra D6) e que tem zero ou uma ficha, desde que a nova soma não ultrapasse o valor da carta. O turno termina.
    4.2 Ganhar — A terceira ficha de uma carta que a equipa pode preencher como sua, com a qual a nova soma fica exatamente igual ao valor da carta. A carta e os seus pontos passam a ser da equipa. O turno termina. (Se a carta tinha sido distribuída à outra equipa, no histórico aparece como roubo.)
    4.3 Roubar — A terceira ficha de uma carta do adversário da qual a equipa não está eliminada, com a qual a nova soma fica exatamente igual ao valor da carta. A carta e os seus pontos passam para a equipa. O turno termina.
    4.4 Neutralizar — A segunda ficha de uma carta do adversário da qual a equipa não está eliminada, com a qual a nova soma fica exatamente igual ao valor da carta. A carta fica bloqueada (0 pontos, resolvida) e a mesma equipa ganha um lançamento extra: volta a lançar e a colocar.
    4.5 Colocação inválida (um erro). É inválida uma ficha que:
    • numa carta que a equipa pode preencher como sua, com zero ou uma ficha, faz a nova soma passar do valor (excesso);
    • em qualquer carta da qual a equipa não está eliminada, com duas fichas, deixa a nova soma diferente do valor (terceira ficha errada);
    • numa carta do adversário com uma ficha, faz a nova soma passar do valor (excesso).
    A ficha não fica na carta. A equipa que errou fica eliminada dessa carta, que passa a ser uma carta ★ da outra equipa: daí em diante, só essa equipa pode completá-la. Se a outra equipa já estava eliminada dela, a carta fica totalmente eliminada: conta como resolvida e ninguém pontua com ela. O turno termina.
    4.6 Qualquer outra colocação não é uma jogada: a primeira ficha de uma carta do adversário, uma segunda ficha que deixa uma carta do adversário abaixo do seu valor, ou qualquer ficha em cartas já resolvidas ou em cartas das quais a equipa está eliminada. A aplicação recusa essa colocação com um aviso claro, e nada muda.
    4.7 Com a opção «evitar erros» (um modo de ajuda), as colocações inválidas são recusadas como em 4.6, em vez de serem penalizadas. Normalmente, os erros contam, como no jogo impresso.

## D5
dica-rules-d5-title = Passar
dica-rules-d5 =
    Uma equipa só passa quando, com o número que saiu, não existe em todo o tabuleiro nenhuma colocação dos tipos 4.1 a 4.4. Nesse caso, a aplicação passa por ela de imediato: ninguém é obrigado a cometer um erro. Em qualquer outra situação, não é possível passar.

## D6
dica-rules-d6-title = Os lados: quem preenche cada carta como sua
dica-rules-d6 =
    • Uma carta está do lado de uma equipa quando essa equipa pode preenchê-la como sua. É o caso de uma carta que recebeu na distribuição e em que nenhuma equipa errou; de uma carta que recebeu e em que só a outra equipa errou (★ para ela); e de uma carta distribuída à outra equipa em que só essa outra equipa errou (★ para ela).
    • As cartas do lado contrário são as cartas do adversário. Quando a regra D4 fala de uma carta própria, trata-se de uma carta do lado da equipa.
    • Uma equipa eliminada de uma carta (4.5) já não pode colocar nela de forma nenhuma; a única forma de ainda ficar com essa carta é ganhar um duelo (regra D9).
    • Nas cartas ★, a equipa que não está eliminada coloca exatamente como nas suas próprias cartas (4.1, 4.2 e 4.5); 4.3 e 4.4 nunca se aplicam a elas.

## D7
dica-rules-d7-title = Cartas mortas
dica-rules-d7 =
    Uma carta que já nenhum lançamento consegue completar está morta: tem uma só ficha que já iguala o seu valor, ou tem duas fichas e o que falta para o valor não está entre 1 e 6. Fica resolvida de imediato como bloqueada (0 pontos, sem lançamento extra), e o histórico explica o motivo.

    Uma equipa pode deixar morta a sua própria carta ao colocar uma ficha: é uma jogada legal (e conta como colocação possível para a regra D5).

## D8
dica-rules-d8-title = Fim da ronda e pontuação
dica-rules-d8 =
    A ronda termina assim que as 14 cartas estão resolvidas (ganhas, roubadas, bloqueadas, mortas ou totalmente eliminadas). Um lançamento extra que ainda faltava fica perdido; e, se um duelo resolver a última carta, a ronda também termina.

    Cada equipa soma o valor das cartas que tem. Ganha a ronda a pontuação mais alta; com pontuações iguais, a ronda fica empatada.

## D9
dica-rules-d9-title = Desafios
dica-rules-d9 =
    9.1 O que pode ser desafiado: uma carta do adversário (segundo a regra D6, cartas ★ incluídas) com duas fichas, à qual faltem entre 1 e 6 para o valor, e que ainda não tenha sido desafiada nesta ronda (um desafio recusado também conta). Daqui em diante, a equipa de cujo lado está a carta é a proprietária; só a outra equipa pode desafiá-la.
    9.2 Quando: sempre que se espera um lançamento (no início de um turno ou antes de um lançamento extra), qualquer das duas equipas pode desafiar uma carta elegível da outra. Um desafio não gasta o turno.
    9.3 A proprietária aceita ou recusa. Recusar não custa nada: a carta fica como está.
    9.4 O duelo. Cada lançamento é feito pela equipa indicada, e o objetivo é tirar exatamente o que falta à carta.
    • Fase 1: a desafiante lança até 5 vezes e para no primeiro acerto. Se acertar no lançamento N, a proprietária lança até N vezes: se acertar antes do lançamento N, ganha a proprietária; se acertar exatamente no lançamento N (e não antes), há empate e o duelo recomeça; se não acertar, ganha a desafiante.
    • Se a desafiante falhar os 5 lançamentos, a proprietária lança até 5 vezes: com qualquer acerto, ganha ela; se falhar todos, o duelo recomeça. Continua assim até uma das duas ganhar.
    9.5 A vencedora completa a carta com uma ficha que vale exatamente o que faltava: a desafiante fica com a carta e com os seus pontos (é um roubo), ou a proprietária ganha a carta. Depois, o jogo continua onde tinha ficado.
    9.6 Um desafio nunca termina a ronda por si só; a ronda só termina pela regra D8.

## D10
dica-rules-d10-title = Tempo
dica-rules-d10 =
    • Cada turno tem um limite de tempo. As opções são 15, 30 ou 60 segundos, ou sem limite; o valor inicial é 30 segundos.
    • Quando o tempo acaba, o turno passa para a outra equipa: um lançamento que não foi colocado fica perdido, tal como um lançamento extra que ainda não foi feito. Sem limite de tempo, o turno nunca expira.
    • Se a proprietária não responder a tempo a um desafio, conta como recusa. Os lançamentos de um duelo que não forem feitos a tempo são feitos automaticamente.
    • O tempo é controlado pela mesa da aplicação, não pelas regras: quando acaba, a mesa avisa o jogo como se fosse mais uma ação.

## D11
dica-rules-d11-title = A série
dica-rules-d11 =
    • Uma série tem N rondas, com N igual ou superior a 5 (o valor inicial é 5; também há 7 e 9). A Equipa 1 começa a primeira ronda, e a equipa que começa alterna a cada ronda.
    • Ganha a série a equipa que ganhou mais rondas; em caso de igualdade, a que somou mais pontos no conjunto das rondas («cada ponto conta»); se a igualdade se mantiver, a série fica empatada.
## Following the table
dica-warning-mistake = Um { $die } em { $card } seria { $why ->
        [overvalue] ultrapassar o seu valor
       *[wrong-third] uma terceira pedra errada
    }: um erro. A sua equipa ficaria fora de { $card }, que passaria a ser uma carta ★ da outra equipa (regras D4.5, D6). Toque outra vez para a colocar mesmo assim.
dica-legend-card = Uma carta: o seu valor, e a ou b para as suas duas cópias (regra D1)
dica-legend-stones = As pedras de uma carta e a sua soma
dica-legend-star = Carta ★: só uma equipa ainda a pode completar; a outra errou nela (regra D6)
dica-legend-won = Ganha pela equipa a quem foi distribuída (regra D4.2)
dica-legend-stolen = Roubada: completada pela outra equipa (regra D4.3)
dica-legend-blocked = Bloqueada: neutralizada, ninguém pontua com ela (regra D4.4)
dica-legend-dead = Morta: nenhum dado a pode completar (regra D7)
dica-legend-eliminated = Eliminada: as duas equipas erraram nela (regra D4.5)
dica-settle-team = { $team }: { $points } pontos. Ganhas: { $won }. Roubadas: { $stolen }.
dica-settle-blocked = Bloqueadas ou mortas, ninguém pontua: { $cards }.
dica-settle-eliminated = Eliminadas: { $cards }.
dica-settle-none = nenhuma
