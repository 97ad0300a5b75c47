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
dicen-option-lucky-about = Sempre dois dados: feche a peça da soma deles, ou as duas peças que os dados mostram (regra V1).
dicen-option-even-about = Só as peças pares estão em jogo (regra V2).
dicen-option-odds-about = Só as peças ímpares estão em jogo (regra V3).
dicen-option-easy-peasy-about = As peças 8, 9 e 10 ficam fora de jogo; num tabuleiro de 1–12, as peças 11 e 12 continuam em jogo (regra V4).
dicen-option-three-extreme-about = As peças 1, 2 e 3 ficam fora de jogo (regra V5).
dicen-option-unlucky-seven-about = A peça 7 fica fora de jogo, e um lançamento de 7 termina logo a vez, sem fechar nada (regra V6).
dicen-option-seven-to-go-about = Só começa a jogar com um lançamento de 7, que depois usa; até lá, cada lançamento apenas termina a sua vez (regra V7).
dicen-option-go-go-about = A solo, uma ronda: feche todas as peças no menor número de lançamentos; um lançamento que não possa usar perde-se (regra V8).
dicen-option-time-attack-about = A solo, uma ronda: feche todas as peças o mais depressa possível; conta o tempo desde o primeiro lançamento até à última peça (regra V9).
dicen-option-lord-of-the-board-about = Cada jogador tem dois tabuleiros, e um lançamento pode fechar peças num deles, no outro ou em ambos (regra V10).
dicen-option-two-vs-two-about = Quatro jogadores em duas equipas de parceiros sentados frente a frente; um lançamento pode fechar peças no seu tabuleiro, no do parceiro ou em ambos (regra V11).
dicen-option-hints-about = Os jogadores podem pedir a melhor jogada e a probabilidade de fechar tudo a partir daí, calculadas com exatidão.

## A mesa

dicen-status-throw = { $name }: lance os dados.
dicen-status-throw-choice = { $name }: lance os dados. Também pode lançar só um (regra N2).
dicen-status-throw-seven = { $name }: lance os dados; com um total de 7 começa a jogar (regra V7).
dicen-status-and-note = { $status } { $note }
dicen-note-unlucky = Um lançamento de 7 termina logo a vez (regra V6).
dicen-note-go-go = { $throws ->
        [0] Ainda nenhum lançamento
        [one] { $throws } lançamento até agora
       *[other] { $throws } lançamentos até agora
    }: feche todas as peças no menor número de lançamentos (regra V8).
dicen-note-time-attack = O relógio corre desde o seu primeiro lançamento até fechar a última peça (regra V9).
dicen-status-close = { $name }: feche peças que somem { $total } (regra N4).
dicen-status-close-lord = { $name }: feche peças que somem { $total }, num dos seus tabuleiros ou em ambos (regras N4, V10).
dicen-status-close-team = { $name }: feche peças que somem { $total }, no seu tabuleiro, no de { $partner } ou em ambos (regras N4, V11).
dicen-status-close-lucky = { $name }: feche { $options } (regra V1).
dicen-status-close-lucky-lord = { $name }: feche { $options }, cada peça em qualquer um dos seus tabuleiros (regras V1, V10).
dicen-status-close-lucky-team = { $name }: feche { $options }, cada peça no seu tabuleiro ou no de { $partner } (regras V1, V11).
dicen-status-reopen-double = { $name }: reabra { $options }, ou desista e saia da ronda (regra N6).
dicen-status-reopen-six = { $name }: reabra peças fechadas à sua escolha, que somem no máximo 12, ou desista e saia da ronda (regra N7).
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
dicen-seat-throws = { $throws ->
    [0] Ainda sem lançamentos
   *[other] { $throws } lançamentos
}
dicen-seat-time = { $seconds } segundos
dicen-time = { $seconds } s
dicen-column-throws = Lançamentos
dicen-column-time = Tempo
dicen-standings-throws = lançamentos (quantos menos, melhor): { $list }
dicen-standings-time = tempo (quanto menos, melhor): { $list }
dicen-round-label = Ronda { $round } de { $rounds }
dicen-option-hints = Dicas
dicen-hint = Dica: { $move } ({ $exact ->
        [yes] { $percent }%
       *[no] cerca de { $percent }%
    } de probabilidade { $boards ->
        [two] de fechar os seus dois tabuleiros
        [team] de a sua equipa fechar os dois tabuleiros
       *[one] de fechar a caixa
    } a partir daqui).
dicen-hint-solo = Dica: { $move } (mais cerca de { $throws } lançamentos até fechar todas as peças, regra { $rule }).
dicen-hint-shut = fechar { $pick }
dicen-hint-reopen = reabrir { $pick }
dicen-hint-roll = lançar dois dados
dicen-hint-roll-one = lançar um dado
dicen-hint-decline = desistir e sair da ronda
dicen-tile-sum = { $tiles }
dicen-tiles-two = { $a } e { $b }
dicen-tile-named = a peça { $tile }
dicen-tile-named-on = a peça { $tile } { $where }
dicen-options-two = { $first }, ou { $second }
dicen-options-none = nada
dicen-pick-on = { $tiles } { $where }
dicen-pick-both = { $first } e { $second }
dicen-where = { $board ->
        [first] no seu primeiro tabuleiro
        [second] no seu segundo tabuleiro
        [own] no seu tabuleiro
       *[partner] no tabuleiro de { $owner }
    }
dicen-log-where = { $board ->
        [second] no segundo tabuleiro
       *[partner] no tabuleiro de { $owner }
    }
dicen-names-two = { $a } e { $b }

## Por que motivo não se pode tocar numa peça

dicen-why-tile-shut = A peça { $tile } já está fechada.
dicen-why-tile-shut-on = A peça { $tile } { $where } já está fechada.
dicen-why-tile-no-set = Nenhuma combinação de peças abertas com a peça { $tile } soma { $total } (regra N4).
dicen-why-tile-no-set-on = Nenhuma combinação de peças abertas com a peça { $tile } { $where } soma { $total } (regra N4).
dicen-why-tile-open = A peça { $tile } está aberta: só as peças fechadas podem ser reabertas (regra { $rule }).
dicen-why-tile-open-on = A peça { $tile } { $where } está aberta: só as peças fechadas podem ser reabertas (regra { $rule }).
dicen-why-tile-does-not-fit = A peça { $tile } não combina com a sua escolha ({ $chosen }) para somar { $total } (regra N4).
dicen-why-tile-does-not-fit-on = A peça { $tile } { $where } não combina com a sua escolha ({ $chosen }) para somar { $total } (regra N4).
dicen-why-tile-not-lucky = Em Lucky, este lançamento fecha { $options }, não a peça { $tile } (regra V1).
dicen-why-tile-not-lucky-on = Em Lucky, este lançamento fecha { $options }, não a peça { $tile } { $where } (regra V1).
dicen-why-tile-not-lucky-with = Em Lucky, este lançamento fecha { $options }: a peça { $tile } não vai com { $chosen } (regra V1).
dicen-why-tile-not-lucky-with-on = Em Lucky, este lançamento fecha { $options }: a peça { $tile } { $where } não vai com { $chosen } (regra V1).
dicen-why-reopen-only = Com estes dados iguais, só a peça { $double } pode ser reaberta, não a peça { $tile } (regra N6).
dicen-why-reopen-only-on = Com estes dados iguais, só a peça { $double } pode ser reaberta, não a peça { $tile } { $where } (regra N6).
dicen-why-reopen-one = Estes dados iguais reabrem uma só peça { $tile }: já escolheu { $chosen } (regra N6).
dicen-why-reopen-over-twelve = A peça { $tile } com a sua escolha ({ $chosen }) reabriria { $sum }, mais de 12 (regra N7).
dicen-why-reopen-over-twelve-on = A peça { $tile } { $where } com a sua escolha ({ $chosen }) reabriria { $sum }, mais de 12 (regra N7).
dicen-why-choose-double = Escolha primeiro a peça { $tile } para reabrir, ou desista (regra N6).
dicen-why-choose-six = Escolha primeiro as peças fechadas a reabrir, que somem no máximo 12, ou desista (regra N7).
dicen-why-choose-tiles = Primeiro escolha as peças fechadas que quer reabrir.
dicen-why-cannot-reopen = A peça { $tile } não pode ser reaberta com este lançamento (regras N6 e N7).

## Histórico

dicen-log-throw-two = { $name } lança: { $a } e { $b }.
dicen-log-throw-one = { $name } lança um dado: { $a }.
dicen-log-shut = { $name } fecha { $tiles }.
dicen-log-shut-other = { $name } fecha { $other } { $there }.
dicen-log-shut-both = { $name } fecha { $tiles } e { $other } { $there }.
dicen-log-reopen = { $name } reabre { $tiles } (regra { $rule }).
dicen-log-reopen-other = { $name } reabre { $other } { $there } (regra { $rule }).
dicen-log-reopen-both = { $name } reabre { $tiles } e { $other } { $there } (regra { $rule }).
dicen-log-decline = { $name } desiste de reabrir (regra { $rule }).
dicen-log-out = { $name } sai da ronda com { $points } em peças abertas (regra N5).
dicen-log-out-partner = { $name } sai da ronda; { $partner } continua a jogar pela equipa, nos dois tabuleiros (regra V11).
dicen-log-out-team = { $names } { $count ->
        [one] sai
       *[other] saem
    } da ronda com { $points } em peças abertas nos seus tabuleiros (regra V11).
dicen-log-dicen = { $others ->
        [0] { $name } grita DICEN e não soma pontos nesta ronda (regra N8).
       *[other] { $name } grita DICEN! { $callers ->
            [0] Cada um dos outros jogadores soma 10 pontos (regra N8).
           *[other] Cada jogador que não gritou DICEN soma 10 pontos (regra N8).
        }
    }
dicen-log-dicen-team = { $names } { $count ->
        [one] grita
       *[other] gritam
    } DICEN! A outra equipa soma 10 pontos (regras N8, V11).
dicen-log-go-go-shut = { $name } fecha todas as peças em { $throws ->
        [one] { $throws } lançamento
       *[other] { $throws } lançamentos
    } (regra V8).
dicen-log-time-attack-shut = { $name } fecha todas as peças em { $seconds } segundos (regra V9).
dicen-log-unlucky = Um 7 termina a vez de { $name }: não se fecha nada e { $name } continua na ronda (regra V6).
dicen-log-seven-wait = { $name } ainda não tirou um 7: a vez passa (regra V7).
dicen-log-seven-start = Com este 7, { $name } começa a jogar e usa-o para fechar peças (regra V7).
dicen-log-lost-throw = { $name } não pode usar { $total }: o lançamento perde-se e { $name } continua a jogar (regra { $rule }).
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
dicen-refusal-one-die = { $boards ->
        [two] { $top ->
            [0] Só pode lançar um dado quando todas as peças abertas dos dois tabuleiros são de 6 ou menos (regra N2).
           *[other] Só pode lançar um dado quando todas as peças abertas dos dois tabuleiros são de 6 ou menos; a peça { $top } está aberta (regra N2).
        }
       *[one] { $top ->
            [0] Só pode lançar um dado quando todas as peças abertas são de 6 ou menos (regra N2).
           *[other] Só pode lançar um dado quando todas as peças abertas são de 6 ou menos; a peça { $top } está aberta (regra N2).
        }
    }
dicen-refusal-one-die-lucky = Em Lucky, o jogador lança sempre os dois dados (regra V1).
dicen-refusal-one-die-seven = Até tirar o 7 para começar, lance os dois dados (regra V7).
dicen-refusal-not-an-outcome = «{ $action }» não é um lançamento de dados possível agora.
dicen-refusal-tile-not-open = { $board ->
        [other] A peça { $tile } do outro tabuleiro não está aberta (regra N4).
       *[own] A peça { $tile } não está aberta (regra N4).
    }
dicen-refusal-wrong-sum = Essas peças somam { $sum }; o lançamento deu { $total } (regra N4).
dicen-refusal-not-lucky = Em Lucky, este lançamento fecha { $options } (regra V1).
dicen-refusal-no-other-board = Nesta partida não há outro tabuleiro (regras V10 e V11).
dicen-refusal-tile-not-shut = { $board ->
        [other] A peça { $tile } do outro tabuleiro não está fechada, por isso não pode ser reaberta (regras N6, N7).
       *[own] A peça { $tile } não está fechada, por isso não pode ser reaberta (regras N6, N7).
    }
dicen-refusal-reopen-only-double = Com estes dados iguais, só a peça { $tile } pode ser reaberta (regra N6).
dicen-refusal-reopen-over-twelve = As peças reabertas podem somar no máximo 12, não { $sum } (regra N7).
dicen-refusal-stamp-missing = Em Time Attack, cada lançamento e cada jogada levam a marca de tempo do relógio da mesa (regra V9).
dicen-refusal-stamp-not-used = Só em Time Attack se usa o relógio da mesa (regra V9).
dicen-refusal-clock-backwards = O relógio indica { $at } ms, menos do que os { $last } ms anteriores (regra V9).

# DICEN: texto completo das regras (português).
# Estatísticas: o que o jogo conta.
dicen-tally-throws = Lançamentos
dicen-tally-dicen-calls = Vezes que gritou DICEN!
dicen-tally-gogo-throws = Menos lançamentos em GO GO
dicen-tally-time-attack-ms = Time Attack mais rápido (ms)

# Fonte: ../shared/rules/dicen.md.

dicen-blurb = O clássico «fechar a caixa» com dados: feche peças com a soma de cada lançamento e deixe abertas o menos possível. Quem fecha todas grita DICEN! e cada adversário leva 10 pontos de castigo. Com onze variantes, modos para um só jogador e partidas de 2 contra 2.

dicen-rules-intro-title = Objetivo do jogo
dicen-rules-intro =
    Cada jogador tenta fechar todas as peças do seu tabuleiro com a soma dos dados. Quando já não consegue fechar nada, sai da ronda e soma as peças que ficaram abertas: essa é a sua pontuação, e aqui os pontos são maus. Quem fecha tudo grita DICEN!, fica com zero e faz cada adversário levar 10 pontos. Ao fim de quatro rondas, ganha o total mais baixo.

    Onze variantes (V1 a V11) alteram as regras básicas. Cada uma é uma opção da mesa, e podem ser combinadas sempre que as regras o permitam.

## N1
dicen-rules-n1-title = O tabuleiro
dicen-rules-n1 =
    • Cada jogador tem um tabuleiro com peças numeradas de 1 a 10, todas abertas no início da ronda (tanto a regra do duplo seis como a variante Easy Peasy pressupõem um tabuleiro que termina no 10). Opções: de 1 a 9 (o clássico) e de 1 a 12.
    • Algumas variantes (V2 a V6) deixam peças fora de jogo: essas peças não contam como abertas nem somam pontos.

## N2
dicen-rules-n2-title = Os dados
dicen-rules-n2 =
    • São usados dois dados de seis faces. Quando todas as peças abertas que o jogador poderia fechar são de 6 ou menos, ele pode escolher lançar um só dado.

## N3
dicen-rules-n3-title = Ordem de jogo
dicen-rules-n3 =
    • Cada lançamento é um turno. Depois de cada lançamento, a vez passa ao jogador seguinte que ainda esteja na ronda. A primeira ronda começa com o jogador 1, e em cada nova ronda o primeiro jogador avança um lugar.

## N4
dicen-rules-n4-title = Fechar peças
dicen-rules-n4 =
    • Com o total dos dados, o jogador deve fechar uma ou mais peças abertas cujos números somem exatamente esse total, se existir alguma combinação assim: fechar é obrigatório. O jogador escolhe a combinação. Por exemplo, com um 8 pode fechar o 8, ou o 5 e o 3, ou o 1, o 3 e o 4.

## N5
dicen-rules-n5-title = Sem jogada
dicen-rules-n5 =
    • Se nenhuma combinação de peças abertas somar o total que saiu (e as regras N6 e N7 não o mantiverem em jogo), o jogador sai da ronda. A sua pontuação da ronda é a soma das suas peças abertas.

## N6
dicen-rules-n6-title = Dados iguais
dicen-rules-n6 =
    • Se saírem dois dados iguais que o jogador não consegue usar para fechar nada, ele pode reabrir a peça que vale o dobro do dado (com 2 e 2, a peça 4), desde que esteja em jogo e fechada, e assim continua na ronda; ou pode desistir, e sai (N5). Isto só é permitido quando o lançamento não podia ser aproveitado.

## N7
dicen-rules-n7-title = Duplo seis
dicen-rules-n7 =
    • Com um duplo seis que não consegue usar para fechar nada, o jogador pode reabrir as peças fechadas em jogo que quiser (pelo menos uma, e que somem no máximo 12) e continua na ronda; ou desiste, e sai. Com o tabuleiro de 1 a 12, isto inclui reabrir só o 12.

## N8
dicen-rules-n8-title = Gritar DICEN!
dicen-rules-n8 =
    • O jogador que fecha todas as suas peças grita DICEN!: a sua pontuação da ronda é 0, e cada um dos outros jogadores soma 10 pontos nessa ronda (10 por cada DICEN! gritado por outro jogador nessa ronda). Os outros seguem em jogo.
    • Com dois tabuleiros (V10 e V11), DICEN! significa ter os dois tabuleiros fechados; em V11 quem grita é a equipa, e os 10 pontos vão para a outra equipa.

## N9
dicen-rules-n9-title = Ronda e partida
dicen-rules-n9 =
    • A ronda termina quando todos os jogadores saíram ou gritaram DICEN!.
    • Uma partida tem 4 rondas (opção: de 1 a 10). Ganha o total mais baixo; com totais iguais, os empatados dividem a vitória.

## V1
dicen-rules-v1-title = Lucky (sorte)
dicen-rules-v1 =
    O jogador lança sempre os dois dados. Com dois números diferentes, por exemplo um 2 e um 4, fecha a peça da soma (o 6) ou as duas peças dos dados (o 2 e o 4, se ambas estiverem abertas). Se exatamente uma dessas duas peças estiver fechada ou não existir no tabuleiro, pode fechar a outra sozinha. Com dados iguais, por exemplo 3 e 3, fecha a peça da soma (o 6) ou a do dado (o 3).

    Não há outras opções, e fechar é obrigatório sempre que possível.

## V2
dicen-rules-v2-title = Even (pares)
dicen-rules-v2 = Só as peças pares estão em jogo.

## V3
dicen-rules-v3-title = Odds (ímpares)
dicen-rules-v3 = Só as peças ímpares estão em jogo.

## V4
dicen-rules-v4-title = Easy Peasy (facílimo)
dicen-rules-v4 = O 8, o 9 e o 10 ficam fora de jogo (no tabuleiro de 1 a 12, o 11 e o 12 continuam em jogo).

## V5
dicen-rules-v5-title = 3 Extreme (3 extremo)
dicen-rules-v5 = O 1, o 2 e o 3 ficam fora de jogo.

## V6
dicen-rules-v6-title = Unlucky number 7 (o 7 do azar)
dicen-rules-v6 = A peça 7 fica fora de jogo, e um lançamento que some 7 termina o turno de imediato: não se fecha nada e o jogador continua na ronda.

## V7
dicen-rules-v7-title = 7 TO GO (começar com um 7)
dicen-rules-v7 =
    Cada jogador só começa a jogar quando tira um total de 7; até então, qualquer outro lançamento apenas termina o seu turno. O 7 com que começa conta como um lançamento normal. Cada ronda recomeça do zero.

    V6 e V7 não podem ser combinadas: a mesa não o permite na preparação da partida.

## V8
dicen-rules-v8-title = GO GO (para um jogador)
dicen-rules-v8 = Um só jogador e uma só ronda. Um lançamento que não pode ser usado fica desperdiçado, mas não termina a partida; N6 e N7 não se aplicam. A pontuação é o número de lançamentos necessários para fechar todas as peças: quanto menos, melhor.

## V9
dicen-rules-v9-title = Time Attack (contrarrelógio, para um jogador)
dicen-rules-v9 = Um só jogador, que lança como em V8. A pontuação é o tempo que passa desde o primeiro lançamento até a última peça ficar fechada. O tempo é medido pela mesa da aplicação, não pelas regras.

## V10
dicen-rules-v10-title = Lord of the board (senhor do tabuleiro)
dicen-rules-v10 = Cada jogador tem dois tabuleiros, e a combinação de um mesmo lançamento pode usar peças dos dois (cada número de cada tabuleiro é uma peça diferente): por exemplo, com um 8 pode fechar o 4 de um tabuleiro e o 4 do outro. A pontuação conta os dois tabuleiros, e DICEN! é ter os dois tabuleiros fechados.

## V11
dicen-rules-v11-title = 2 VS 2 (dois contra dois)
dicen-rules-v11 =
    Quatro jogadores em duas equipas de dois parceiros, sentados na ordem A1, B1, A2, B2, de modo que cada um fica em frente ao seu parceiro. A combinação de um jogador pode usar peças do seu próprio tabuleiro, do tabuleiro do parceiro ou dos dois.

    Um jogador que não consegue usar um lançamento em nenhum dos dois tabuleiros sai; a equipa sai quando os dois parceiros tiverem saído, e pontua com a soma dos dois tabuleiros. Enquanto a equipa estiver na ronda, os dois tabuleiros continuam em uso: um parceiro pode fechar peças no tabuleiro de um jogador que já saiu.

## Estatísticas
dicen-rules-records-title = O que fica guardado para as estatísticas
dicen-rules-records =
    • Por jogador: a pontuação de cada ronda, os DICEN! gritados e os lançamentos de cada ronda.
    • Em GO GO, o menor número de lançamentos; em Time Attack, o melhor tempo.
## Closing on confirm
dicen-button-close = Fechar as peças escolhidas
dicen-why-choose-sum = Escolha primeiro peças abertas que somem { $total } (regra N4); toque de novo numa peça escolhida para a retirar.
dicen-why-choose-lucky = Escolha primeiro { $options } (regra V1); toque de novo numa peça escolhida para a retirar.
dicen-legend-open = Uma peça aberta, com o seu número
dicen-legend-shut = Uma peça fechada
dicen-legend-dicen = O jogador fechou todas as peças e gritou DICEN (regra N8)
dicen-legend-dicen-lord = O jogador fechou os dois tabuleiros e gritou DICEN (regras N8, V10)
dicen-legend-dicen-team = A equipa fechou os seus dois tabuleiros e gritou DICEN (regras N8, V11)
dicen-legend-dicen-solo = Todas as peças estão fechadas: a partida terminou (regras V8, V9)
dicen-legend-out = Fora nesta ronda (regra N5)
dicen-legend-out-team = Fora nesta ronda: já não lança, mas o parceiro ainda pode fechar peças neste tabuleiro (regras N5, V11)
