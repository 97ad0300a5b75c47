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
    [one] 1 carta
   *[other] { $left } cartas
}.
ganjifa-status-over = A série terminou.
ganjifa-button-day = Dia: { $trump } é trunfo
ganjifa-button-night = Noite: { $trump } é trunfo
ganjifa-button-dukal = Jogar Dukal: { $dukal }
ganjifa-a11y-day = Escolher dia para esta mão: { $trump } é trunfo.
ganjifa-a11y-night = Escolher noite para esta mão: { $trump } é trunfo.
ganjifa-a11y-lead = Sair com o { $card }.
ganjifa-a11y-play = Jogar o { $card }.
ganjifa-a11y-discard = Descartar o { $card }.
ganjifa-a11y-dukal = Sair com um Dukal de { $dukal }. Captura { $captures } cartas de uma só vez.
ganjifa-seat-score = { $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
} · { $deals ->
    [0] nenhuma mão ganha
    [one] 1 mão ganha
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
