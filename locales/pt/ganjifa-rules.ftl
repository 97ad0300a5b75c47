# Ganjifa (Dashavatara): texto completo das regras (português).
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
