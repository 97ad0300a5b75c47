# Ganjifa (Dashavatara): nomes, cartas, preparação, recusas e mesa.

ganjifa-name = Ganjifa
ganjifa-setup-deals = Uma série tem de 1 a 9 mãos, não { $deals }.

## Os dez naipes dos avatares (regra G1), na ordem dos avatares.

ganjifa-suit-matsya = Matsya
ganjifa-suit-kurma = Kurma
ganjifa-suit-varaha = Varaha
ganjifa-suit-narasimha = Narasimha
ganjifa-suit-vamana = Vamana
ganjifa-suit-parashurama = Parashurama
ganjifa-suit-rama = Rama
ganjifa-suit-krishna = Krishna
ganjifa-suit-buddha = Buddha
ganjifa-suit-kalki = Kalki

## Cartas (regra G1): o Raja (rei), o Mantri (ministro) e os números de 1 a 10 de um naipe.

ganjifa-card-raja = Raja de { $suit }
ganjifa-card-mantri = Mantri de { $suit }
ganjifa-card-number = { $number } de { $suit }
# O valor impresso num canto de uma carta pequena.
ganjifa-rank-raja = R
ganjifa-rank-mantri = M
ganjifa-rank-number = { $number }
# Um Dukal (regra G6.1): o Raja, o Mantri e uma sequência de números de um naipe.
ganjifa-dukal = { $cards } cartas de { $suit }: Raja, Mantri e { $low } a { $high }
ganjifa-period-day = Dia
ganjifa-period-night = Noite

## Recusas.

ganjifa-refusal-wrong-phase = «{ $action }» não é possível agora.
ganjifa-refusal-not-your-turn = É a vez de outro jogador.
ganjifa-refusal-period-by-clock = A mesa define o dia ou a noite pelo relógio (regra G3).
ganjifa-refusal-period-by-dealer = Quem dá as cartas escolhe o dia ou a noite (regra G3).
ganjifa-refusal-not-an-outcome = «{ $action }» não é uma carta que ainda falte distribuir.
ganjifa-refusal-not-in-hand = O { $card } não está na sua mão.
ganjifa-refusal-must-open-with-raja = A mão abre com o { $card } sozinho (regra G5.1).
ganjifa-refusal-must-follow-suit = Tem cartas de { $suit }: jogue uma carta do naipe de saída (regra G5.2).
ganjifa-refusal-must-trump-or-next-suit = Sem o naipe de saída, jogue um trunfo ({ $trump }) ou uma carta de { $next }, o primeiro naipe que tem depois do de saída (regra G5.2).
ganjifa-refusal-dukal-not-leading = Só quem sai numa vaza pode jogar um Dukal (regra G6.1).
ganjifa-refusal-dukal-at-opening = A mão abre com o { $card } sozinho: nenhum Dukal a pode abrir (regra G6.2).
ganjifa-refusal-dukal-too-short = Esse Dukal ({ $dukal }) é curto demais: precisa de pelo menos três números seguidos (regra G6.1).
ganjifa-refusal-dukal-not-held = Esse Dukal ({ $dukal }) precisa do { $card }, que não está na sua mão (regra G6.1).
ganjifa-refusal-dukal-too-long = Um Dukal de { $cards } cartas é longo demais: a mão mais curta tem { $longest } (regra G6.4).
ganjifa-refusal-dukal-mixed-suits = Um Dukal é de um só naipe: o seu Raja, o seu Mantri e uma sequência dos seus números (regra G6.1).
ganjifa-refusal-dukal-without-raja = Um Dukal precisa do Raja do naipe (regra G6.1).
ganjifa-refusal-dukal-without-mantri = Um Dukal precisa do Mantri do naipe (regra G6.1).
ganjifa-refusal-dukal-no-numbers = Um Dukal precisa, além do Raja e do Mantri, de pelo menos três números seguidos (regra G6.1).
ganjifa-refusal-dukal-not-a-run = Os números de um Dukal seguem-se uns aos outros, sem falhas (regra G6.1).
ganjifa-refusal-must-discard = Saiu um Dukal: primeiro descarte (regra G6.3).
ganjifa-refusal-no-dukal-to-discard-to = Só se descartam cartas contra um Dukal (regra G6.3).

## A mesa

ganjifa-option-period = Dia ou noite
ganjifa-option-period-ask = Quem dá as cartas escolhe
ganjifa-option-period-day = Sempre dia (Rama é trunfo)
ganjifa-option-period-night = Sempre noite (Krishna é trunfo)
ganjifa-option-period-clock = Pelo relógio do telefone
ganjifa-option-deals = Mãos na série
ganjifa-option-deals-value = { $deals ->
    [one] Uma mão
   *[other] { $deals } mãos
}
ganjifa-status-period = { $name } dá as cartas: escolha dia ou noite.
ganjifa-status-clock = O relógio do telefone define o dia ou a noite.
ganjifa-status-dealing = { $name } dá as cartas.
ganjifa-status-open = { $name } abre a mão com o Raja de trunfo (regra G5.1).
ganjifa-status-lead = { $name }: saia com uma carta ou um Dukal.
ganjifa-status-play = { $name }: jogue uma carta (saiu { $suit }).
ganjifa-status-discard = { $leader } sai com um Dukal: { $name }, descarte { $left ->
    [one] { $left } carta
   *[other] { $left } cartas
}.
ganjifa-status-over = A série terminou.
ganjifa-button-day = Dia: { $trump } é trunfo
ganjifa-button-night = Noite: { $trump } é trunfo
ganjifa-button-dukal = Jogar Dukal: { $dukal }
ganjifa-button-discard = Descartar { $cards ->
    [one] a carta escolhida
   *[other] as { $cards } cartas escolhidas
}
ganjifa-button-discard-chosen = Descartar: { $chosen } de { $cards } escolhidas
ganjifa-why-choose-discards = Escolha mais { $more ->
    [one] { $more } carta
   *[other] { $more } cartas
} para descartar e depois confirme (regra G6.3).
ganjifa-why-discards-chosen = Já escolheu as suas { $cards } cartas: toque numa para a retirar, ou descarte-as (regra G6.3).
ganjifa-a11y-day = Escolher dia para esta mão: { $trump } é trunfo.
ganjifa-a11y-night = Escolher noite para esta mão: { $trump } é trunfo.
ganjifa-a11y-lead = Sair com o { $card }.
ganjifa-a11y-play = Jogar o { $card }.
ganjifa-a11y-discard = Escolher o { $card } para descartar; toque outra vez para o retirar.
ganjifa-a11y-dukal = Sair com um Dukal de { $dukal }. Captura { $captures } cartas de uma só vez.
ganjifa-seat-score = { $cards ->
    [0] 0 cartas capturadas
    [one] { $cards } carta capturada
   *[other] { $cards } cartas capturadas
} na série · { $deals ->
    [0] nenhuma mão ganha
    [one] { $deals } mão ganha
   *[other] { $deals } mãos ganhas
}
ganjifa-round-label = Mão { $deal } de { $deals }
ganjifa-log-day = { $name } escolhe dia: { $trump } é trunfo.
ganjifa-log-night = { $name } escolhe noite: { $trump } é trunfo.
ganjifa-log-clock-day = Pelo relógio do telefone é dia: { $trump } é trunfo.
ganjifa-log-clock-night = Pelo relógio do telefone é noite: { $trump } é trunfo.
ganjifa-log-dealt = Mão { $deal }: { $name } dá 40 cartas a cada jogador. { $opener } tem o Raja de trunfo e abre.
ganjifa-log-lead = { $name } sai com o { $card }.
ganjifa-log-play = { $name } joga o { $card }.
ganjifa-log-trick = { $name } ganha a vaza com o { $card }.
ganjifa-log-dukal = { $name } sai com um Dukal, { $dukal }: cada adversário descarta { $cards } cartas.
ganjifa-log-discard = { $name } descarta o { $card }.
ganjifa-log-dukal-taken = { $name } captura { $captures } cartas com o Dukal.
ganjifa-log-deal-over = A mão { $deal } terminou. Cartas capturadas: { $scores }.
ganjifa-log-deal-won = { $count ->
    [one] { $names } ganha a mão.
   *[other] { $names } dividem a mão.
}
ganjifa-log-series-won = { $count ->
    [one] { $names } ganha a série.
   *[other] { $names } dividem a série.
}

# Ganjifa (Dashavatara): texto completo das regras (português).
# Estatísticas: o que o jogo conta.
ganjifa-tally-captures = Cartas capturadas
ganjifa-tally-dukals = Dukals jogados
ganjifa-tally-tricks-won = Vazas ganhas

# Fonte: ../shared/rules/ganjifa.md.

ganjifa-blurb = Um antigo jogo de vazas da Índia para três jogadores, com 120 cartas e dez naipes dedicados aos avatares de Vishnu. De dia manda Rama, de noite Krishna, e um bom Dukal leva um monte de cartas de uma só vez.

ganjifa-rules-intro-title = Objetivo do jogo
ganjifa-rules-intro =
    Três jogadores, cada um por si, disputam quem captura mais cartas ao ganhar vazas. Cada carta capturada vale um ponto, seja ela qual for: nem as figuras nem os números dão pontos extra.

    Ganha a mão quem capturou mais cartas, e a série quem ganhou mais mãos.

## G1
ganjifa-rules-g1-title = Baralho e lugares
ganjifa-rules-g1 =
    • 120 cartas em dez naipes; cada naipe tem os números de 1 a 10, o Mantri (o ministro) e o Raja (o rei).
    • Ordem dos naipes (a dos avatares, que serve para a regra de quem não tem o naipe de saída e para mostrar as cartas): 1 Matsya, 2 Kurma, 3 Varaha, 4 Narasimha, 5 Vamana, 6 Parashurama, 7 Rama, 8 Krishna, 9 Buddha (em alguns baralhos, Balarama ou Jagannath), 10 Kalki.
    • Três jogadores, cada um independente. O habitual é uma pessoa e duas IA, mas vale qualquer combinação de pessoas e IA: as pessoas passam o telefone entre si, e entre uma e outra aparece um aviso de passagem que esconde as cartas.
    • O jogo e a distribuição seguem o sentido anti-horário; a aplicação dispõe os lugares de modo que «o seguinte» fique sempre no mesmo sentido.

## G2
ganjifa-rules-g2-title = Valor das cartas
ganjifa-rules-g2 =
    • Naipes 1 a 5 (de Matsya a Vamana): Raja > Mantri > 1 > 2 > … > 10. Nestes naipes, quanto mais baixo o número, mais vale a carta.
    • Naipes 6 a 10 (de Parashurama a Kalki): Raja > Mantri > 10 > 9 > … > 1.

## G3
ganjifa-rules-g3-title = Dia e noite
ganjifa-rules-g3 =
    • Antes de cada distribuição, fica definido o período: de dia, o naipe de trunfo é Rama (naipe 7); de noite, é Krishna (naipe 8).
    • Opção da mesa «período»: perguntar (a opção inicial: quem dá as cartas escolhe antes de distribuir; se for uma IA, escolhe ao acaso), dia, noite ou relógio (segundo a hora local do telefone: é dia das 06:00 às 17:59).
    • O período não muda durante a mão. Só decide o naipe de trunfo e quem abre o jogo.

## G4
ganjifa-rules-g4-title = Distribuição
ganjifa-rules-g4 =
    • As cartas são misturadas e distribuídas em pacotes de quatro, na ordem de jogo, começando pelo jogador depois de quem dá as cartas (o distribuidor) e acabando no próprio distribuidor, até cada jogador ter 40 cartas.
    • A cada mão, o papel de distribuidor passa para o lugar seguinte, na ordem de jogo.

## G5
ganjifa-rules-g5-title = As vazas
ganjifa-rules-g5 =
    5.1 Quem tem o Raja do naipe de trunfo abre a mão jogando esse Raja sozinho (regra G6.2).
    5.2 Cada um dos outros jogadores, na sua vez, joga uma carta: uma do naipe de saída, se a tiver. Se não tiver, pode jogar qualquer trunfo ou então qualquer carta do primeiro naipe de que tenha cartas, seguindo a ordem dos avatares a partir do naipe de saída (depois do 10 vem o 1).
    5.3 Ganha a vaza o trunfo mais alto; se não houver trunfo, a carta mais alta do naipe de saída. Uma carta de outro naipe nunca ganha.
    5.4 Quem ganha leva as cartas (viradas para baixo; contam como capturadas) e sai na vaza seguinte.

## G6
ganjifa-rules-g6-title = O Dukal
ganjifa-rules-g6 =
    6.1 Ao sair (exceto na vaza de abertura), um jogador pode jogar um Dukal: o Raja, o Mantri e pelo menos três números seguidos de um mesmo naipe, todos juntos (por exemplo, Raja, Mantri, 3, 4 e 5: cinco cartas). Como o Raja de trunfo sai na vaza de abertura, nunca há Dukal de trunfo.
    6.2 A vaza de abertura é o Raja de trunfo sozinho: nenhum Dukal pode abrir uma mão.
    6.3 Um Dukal ganha de imediato. Cada adversário, na sua vez, descarta da mão tantas cartas quantas tem o Dukal, à sua escolha, viradas para cima e sem obrigação de seguir o naipe. Quem saiu captura todas essas cartas (o triplo das do Dukal) e volta a sair.
    6.4 Um Dukal não pode ter mais cartas do que as que restam na mão de qualquer um dos jogadores (se todos tiverem o mesmo número de cartas, o limite é o que resta a quem sai).

## G7
ganjifa-rules-g7-title = Pontuação e fim
ganjifa-rules-g7 =
    • Quando todos ficam sem cartas, cada jogador marca um ponto por carta capturada; os três juntos somam 120. Ganha a mão a pontuação mais alta; com empate no topo, os empatados dividem a vitória.
    • Uma série tem N mãos (normalmente 3, para que cada lugar dê as cartas uma vez; opção: de 1 a 9). A classificação da série é feita por mãos ganhas (uma mão dividida conta como ganha para cada um dos que a dividem) e, depois, pelo total de cartas capturadas; jogadores empatados ficam no mesmo lugar.
    • Como as cartas são sempre capturadas de três em três, um empate triplo a 40 é impossível; já um empate entre dois jogadores pode acontecer.

## G8
ganjifa-rules-g8-title = O que cada lugar vê
ganjifa-rules-g8 =
    Cada lugar vê a sua própria mão, todas as cartas jogadas à vista (vazas, Dukal e os descartes que provocam), o número de cartas capturadas por cada jogador e o período.

    Tudo o que é jogado é público: as IA podem memorizar tudo isso, e a aplicação mostra às pessoas a última vaza e uma lista do que já foi jogado, para que a memória não favoreça ninguém.
## Following the table
ganjifa-legend-suit = O naipe de { $suit } (regra G1)
ganjifa-legend-raja = Raja: o rei de um naipe (regra G1)
ganjifa-legend-mantri = Mantri: o ministro de um naipe (regra G1)
ganjifa-legend-you = Você: o tabuleiro é desenhado para quem tem o telefone
ganjifa-legend-dealer = Quem dá as cartas nesta mão (regra G4)
ganjifa-legend-in-hand = O número de cartas na mão
ganjifa-legend-captured = O número de cartas capturadas nesta mão, com vazas e Dukals (regras G5.4, G6.3)
ganjifa-legend-trump = O naipe de trunfo: Rama de dia, Krishna de noite (regra G3)
ganjifa-legend-trick = A vaza na mesa, pela ordem de jogo (regra G5)
ganjifa-legend-last-play = A última jogada: a última vaza, ou um Dukal jogado depois dela, com os seus descartes (regra G8)
ganjifa-legend-taken-by = Quem levou as cartas (regras G5.3, G6.3)
ganjifa-legend-discards = Cartas descartadas viradas para cima contra o Dukal (regra G6.3)
ganjifa-legend-played = Todas as cartas jogadas viradas para cima nesta mão, naipe a naipe (regra G8)
ganjifa-settle-captures = { $name } capturou { $cards } cartas ({ $tricks ->
        [0] nenhuma vaza
        [one] { $tricks } vaza
       *[other] { $tricks } vazas
    }, { $dukals ->
        [0] nenhum Dukal jogado
        [one] { $dukals } Dukal jogado
       *[other] { $dukals } Dukals jogados
    }).
