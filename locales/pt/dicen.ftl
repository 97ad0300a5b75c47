# DICEN: nome, preparação, mesa, histórico e recusas.

dicen-name = DICEN

## Variantes (V1–V11)

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

## Preparação

dicen-setup-tiles = O tabuleiro termina no 9, no 10 ou no 12, não no { $tiles }.
dicen-setup-rounds = Uma partida tem de 1 a 10 rondas, não { $rounds }.
dicen-option-tiles = Tabuleiro
dicen-option-tiles-value = Peças de 1 a { $tiles }
dicen-option-rounds = Rondas
dicen-option-rounds-value = { $rounds ->
    [one] Uma ronda
   *[other] { $rounds } rondas
}

## A mesa

dicen-status-throw = { $name }: lance os dados.
dicen-status-close = { $name }: feche peças que somem { $total }.
dicen-status-reopen = { $name }: reabra uma peça, ou desista e saia da ronda.
dicen-status-over = A partida terminou.
dicen-button-roll = Lançar dois dados
dicen-button-roll-one = Lançar um dado
dicen-button-reopen = Reabrir as peças escolhidas
dicen-button-decline = Desistir e sair
dicen-tile = { $tile }
dicen-tile-open-a11y = Peça { $tile }, aberta
dicen-tile-shut-a11y = Peça { $tile }, fechada
dicen-seat-score = { $points ->
    [0] Nenhum ponto
    [one] Um ponto
   *[other] { $points } pontos
}
dicen-round-label = Ronda { $round } de { $rounds }
dicen-option-hints = Dicas
dicen-hint = Dica: { $move } ({ $percent }% de probabilidade de fechar a caixa a partir daqui).
dicen-hint-shut = fechar { $tiles }
dicen-hint-shut-both = fechar { $tiles } e { $other } no outro tabuleiro
dicen-hint-reopen = reabrir { $tiles }
dicen-hint-reopen-both = reabrir { $tiles } e { $other } no outro tabuleiro

## Por que motivo não se pode tocar numa peça

dicen-why-tile-shut = A peça { $tile } já está fechada.
dicen-why-tile-open = A peça { $tile } está aberta: só as peças fechadas podem ser reabertas.
dicen-why-tile-does-not-fit = A peça { $tile } não combina com as peças escolhidas para somar { $total } (regra N4).
dicen-why-reopen-only = Com estes dados iguais, só a peça { $tile } pode ser reaberta (regra N6).
dicen-why-reopen-over-twelve = Juntas, as peças reabertas podem somar no máximo 12 (regra N7).
dicen-why-choose-tiles = Primeiro escolha as peças fechadas que quer reabrir.
dicen-why-cannot-reopen = A peça { $tile } não pode ser reaberta com este lançamento (regras N6 e N7).

## Histórico

dicen-log-throw-two = { $name } lança: { $a } e { $b }.
dicen-log-throw-one = { $name } lança um dado: { $a }.
dicen-log-shut = { $name } fecha { $tiles }.
dicen-log-shut-both = { $name } fecha { $tiles } e { $other } no outro tabuleiro.
dicen-log-reopen = { $name } reabre { $tiles }.
dicen-log-reopen-both = { $name } reabre { $tiles } e { $other } no outro tabuleiro.
dicen-log-decline = { $name } desiste de reabrir.
dicen-log-out = { $name } sai da ronda com { $points } em peças abertas.
dicen-log-dicen = { $name } grita DICEN!
dicen-log-round-over = A ronda { $round } terminou.
dicen-setup-even-odds = { $first } e { $second } juntas não deixam nenhuma peça em jogo.
dicen-setup-unlucky-seven-to-go = { $first } e { $second } não podem ser combinadas.
dicen-setup-go-go-time-attack = { $first } e { $second } decidem ambas a pontuação: escolha uma.
dicen-setup-solo-teams = { $first } é para um só jogador e { $second } para duas equipas: escolha uma.
dicen-setup-lord-teams = { $first } e { $second } juntas dariam quatro tabuleiros para um só lançamento.
dicen-setup-no-seven = Com estas variantes, nenhum lançamento de 7 pode ser usado, por isso ninguém conseguiria começar em 7 TO GO.
dicen-setup-solo-seats = { $variant } é para um só jogador, não para { $count }.
dicen-setup-teams-seats = 2 VS 2 é para quatro jogadores, não para { $count }.

## Recusas

dicen-refusal-wrong-phase = «{ $action }» não é possível agora.
dicen-refusal-one-die = Só pode lançar um dado quando todas as peças abertas são de 6 ou menos (regra N2).
dicen-refusal-one-die-lucky = Em Lucky, o jogador lança sempre os dois dados (regra V1).
dicen-refusal-one-die-seven = Até tirar o 7 para começar, lance os dois dados (regra V7).
dicen-refusal-not-an-outcome = «{ $action }» não é um lançamento de dados possível agora.
dicen-refusal-tile-not-open = { $board ->
        [other] A peça { $tile } do outro tabuleiro não está aberta (regra N4).
       *[own] A peça { $tile } não está aberta (regra N4).
    }
dicen-refusal-wrong-sum = Essas peças somam { $sum }; o lançamento deu { $total } (regra N4).
dicen-refusal-not-lucky = Em Lucky, feche a peça da soma dos dados ou as peças que os dois dados mostram (regra V1).
dicen-refusal-no-other-board = Nesta partida não há outro tabuleiro (regras V10 e V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] A peça { $tile } do outro tabuleiro não está fechada, por isso não pode ser reaberta.
       *[own] A peça { $tile } não está fechada, por isso não pode ser reaberta.
    }
dicen-refusal-reopen-only-double = Com estes dados iguais, só a peça { $tile } pode ser reaberta (regra N6).
dicen-refusal-reopen-over-twelve = As peças reabertas podem somar no máximo 12, não { $sum } (regra N7).
dicen-refusal-stamp-missing = Em Time Attack, cada lançamento e cada jogada levam a marca de tempo do relógio da mesa (regra V9).
dicen-refusal-stamp-not-used = Só em Time Attack se usa o relógio da mesa (regra V9).
dicen-refusal-clock-backwards = O relógio indica { $at } ms, menos do que os { $last } ms anteriores (regra V9).
