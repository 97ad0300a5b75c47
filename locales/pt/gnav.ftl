# Gnav: nomes, cartas, preparação, recusas e histórico da mesa.

gnav-name = Gnav

gnav-card-narr = Narr
gnav-card-ugle = Ugle
gnav-card-potte = Potte
gnav-card-number = { $number }
gnav-card-hus = Hus
gnav-card-hest = Hest
gnav-card-katt = Katt
gnav-card-drago = Drago
gnav-card-gjok = Gjøk

gnav-setup-games = Uma série tem de 1 a 10 partidas, não { $games }.
gnav-setup-lives = Cada jogador começa com 1 a 9 vidas, não com { $lives }.

gnav-refusal-wrong-phase = «{ $action }» não é possível agora.
gnav-refusal-not-an-outcome = «{ $action }» não é algo que as cartas possam fazer agora.
gnav-refusal-not-in-stock = As duas cópias de { $card } já saíram do monte (regra K1).

gnav-event-dealt = { $name } recebe uma carta.
gnav-event-keep = { $name } fica com a sua carta.
gnav-event-ask = { $name } pede uma troca a { $other }.
gnav-event-ask-stock = { $name } troca com o monte.
gnav-event-show = { $name } mostra { $card }.
gnav-event-stock-shows = Do monte sai { $card }.
gnav-event-swap = { $name } e { $other } trocam de carta.
gnav-event-draw = { $name } tira a carta de cima do monte e descarta a sua.
gnav-event-life-lost = { $lives ->
    [0] { $name } perde a última vida e sai do jogo.
    [one] { $name } perde uma vida: resta { $lives }.
   *[other] { $name } perde uma vida: restam { $lives }.
}
gnav-event-undo = A troca entre { $name } e { $other } é desfeita.

## A mesa

gnav-option-games = Partidas na série
gnav-option-games-value = { $games ->
    [one] Uma partida
   *[other] { $games } partidas
}
gnav-option-lives = Vidas
gnav-option-lives-value = { $lives ->
    [one] Uma vida
   *[other] { $lives } vidas
}
gnav-status-turn = { $name }: fique com a sua carta ou peça uma troca.
gnav-status-dealer = { $name } é o distribuidor: fique com a sua carta ou troque-a pela de cima do monte.
gnav-status-dealing = As cartas são distribuídas.
gnav-status-over = A série terminou.
gnav-button-keep = Ficar com a minha carta
gnav-button-swap = Pedir uma troca a { $name }
gnav-button-swap-stock = Trocar com o monte
gnav-seat-score = { $lives ->
    [0] Fora de jogo
    [one] { $lives } vida
   *[other] { $lives } vidas
} · { $games ->
    [0] nenhuma partida ganha
    [one] { $games } partida ganha
   *[other] { $games } partidas ganhas
}
gnav-round-label = Partida { $game } de { $games }
gnav-log-knock = { $name } bate na mesa: tem um Narr!
gnav-log-rests = { $name } descansa na próxima mão.
gnav-log-skipped = Com quem descansa de fora, ficariam menos de dois jogadores para receber cartas, por isso ninguém descansa: essa mão é saltada (regra K5.6).
gnav-log-deal-start = Mão { $deal } da partida { $game }: { $name } dá as cartas.
gnav-last-deal = Mão anterior: { $cards }
gnav-log-game-won = Partida { $game }: vitória de { $names }.
gnav-log-game-drawn = A partida { $game } termina empatada entre { $names }.

# Gnav: texto completo das regras (português).
# Estatísticas: o que o jogo conta.
gnav-tally-lives-lost = Vidas perdidas
gnav-tally-survivals = Mãos sem perder vida
gnav-tally-deals = Mãos jogadas

# Fonte: ../shared/rules/gnav.md.

gnav-blurb = Um jogo escandinavo de trocas para quatro, com corujas, casas, gatos e cucos: fique com a sua carta ou troque-a com o vizinho, e tente não acabar com a mais baixa. Três vidas para cada um, e ganha quem sobreviver.

gnav-rules-intro-title = Objetivo do jogo
gnav-rules-intro =
    Cada jogador tem uma só carta e procura não ficar com a mais baixa da mesa. Na sua vez, pode ficar com ela ou pedir ao vizinho da esquerda que a troque; mas as cartas mais altas, os matadores, recusam, e algumas castigam quem pede.

    Todos começam com três vidas e saem ao chegar a zero. Ganha o último que continuar em jogo.

## K1
gnav-rules-k1-title = Baralho e lugares
gnav-rules-k1 =
    • 42 cartas sem naipes: duas cópias de cada um de 21 valores. Do mais baixo para o mais alto: Narr (o bobo), Ugle (a coruja), Potte (o pote), 0, I, II, …, XII, Hus (a casa), Hest (o cavalo), Katt (o gato), Drago (o dragão, soldado de cavalaria) e Gjøk (o cuco).
    • As cinco cartas mais altas (Hus, Hest, Katt, Drago e Gjøk) são os matadores.
    • Quatro jogadores (o habitual é uma pessoa e três IA; vale qualquer combinação). As pessoas passam o telefone entre si, com um aviso de passagem entre uma e outra.
    • Cada jogador começa com três vidas (fichas de jogo, nunca dinheiro).

## K2
gnav-rules-k2-title = Distribuição
gnav-rules-k2 =
    • A cada mão, as 42 cartas são misturadas. Cada jogador que ainda está vivo e não está em descanso recebe uma carta escondida.
    • O jogo segue o sentido horário, a partir do jogador à esquerda de quem dá as cartas (o distribuidor); o distribuidor joga em último lugar. Depois de cada mão, o papel de distribuidor passa para o lugar seguinte que continue em jogo.
    • Quem recebe um Narr deve bater na mesa para avisar: a mesa mostra essa carta a todos de imediato.

## K3
gnav-rules-k3-title = O turno
gnav-rules-k3 =
    3.1 O jogador fica com a sua carta ou pede uma troca ao jogador participante seguinte, à sua esquerda.
    3.2 Se esse jogador tiver um número, o 0, Potte, Ugle ou Narr, deve aceitar: as duas cartas são trocadas. Só esses dois jogadores veem a carta que receberam (um Narr continua à vista de todos, vá para onde for).
    3.3 Hus ou Hest recusa e é mostrado: o pedido passa por cima desse jogador e segue para o participante seguinte, e assim sucessivamente, seja qual for o número de Hus e Hest seguidos.
    3.4 Drago recusa, é mostrado e custa uma vida a quem pediu; não há troca. O jogo continua com o jogador à esquerda de quem tem o Drago.
    3.5 Katt recusa, é mostrado e custa uma vida a quem pediu; depois, todas as trocas anteriores desta mão são desfeitas, em ordem inversa (incluindo as que houve antes de alguém ficar com a sua carta; as cartas tiradas do monte não são trocas e ficam como estão). Para desfazer uma troca, os dois jogadores trocam entre si as cartas que têm nesse momento. O jogo continua com o jogador à esquerda de quem tem o Katt.
    3.6 Gjøk, quando lhe pedem uma troca, é mostrado e termina a mão de imediato, que passa logo à pontuação (K5).
    3.7 Os matadores só atuam quando lhes pedem uma troca; ter um na mão não faz nada por si só.
    3.8 Se o jogador ficar com a sua carta, a vez passa ao participante seguinte. Depois de uma troca, passa ao jogador que recebeu o pedido (o que foi obrigado a aceitar); os jogadores por cima de quem o pedido passou (Hus, Hest) já não jogam nesta mão. Continua assim até chegar a vez do distribuidor.
    3.9 Se o Drago ou o Katt que recusa for do distribuidor, a mão é pontuada de imediato (K5).

## K4
gnav-rules-k4-title = A vez do distribuidor e o monte
gnav-rules-k4 =
    4.1 O distribuidor fica com a sua carta ou troca a sua carta pela carta de cima do monte que não foi distribuído.
    4.2 Um pedido que passa por cima do Hus ou do Hest do distribuidor também chega ao monte.
    4.3 Um Hus ou um Hest tirado do monte recusa: é mostrado e posto de lado, e é tirada a carta seguinte.
    4.4 Um Gjøk, um Drago ou um Katt tirado do monte atua como em K3 (termina a mão; custa uma vida; custa uma vida e desfaz as trocas), e quem pediu fica com a sua carta.
    4.5 Uma carta comum tirada do monte substitui a carta de quem pediu, que vai virada para baixo para o descarte.
    4.6 Se quem pediu não era o distribuidor (porque o pedido passou por cima do Hus ou do Hest do distribuidor), depois vem a vez do próprio distribuidor, a não ser que um Gjøk tenha terminado a mão.
    4.7 Depois da vez do distribuidor, a mão é pontuada.

## K5
gnav-rules-k5-title = Pontuação
gnav-rules-k5 =
    5.1 Todas as cartas são reveladas. Os jogadores que um Drago ou um Katt deixou sem vidas durante a mão já saíram e não entram na comparação.
    5.2 Sem nenhum Narr: todos os jogadores empatados com a carta mais baixa perdem uma vida.
    5.3 Com um Narr: quem o tem perde uma vida, e também todos os empatados com a mais baixa das outras cartas.
    5.4 Com dois Narr: só os dois jogadores que os têm perdem uma vida, uma cada um.
    5.5 Quem tem um Narr e sobrevive descansa na mão seguinte: não recebe carta, não joga e não paga nada, e a rotação do distribuidor passa por cima dele; volta na mão depois dessa.
    5.6 Se, por causa dos descansos, ficarem menos de dois jogadores para receber cartas, essa mão não se joga: não se distribui nada, ninguém paga, o distribuidor não muda e quem estava em descanso volta na mão seguinte.
    5.7 Um jogador sem vidas é eliminado. Quando resta só um jogador, ganha de imediato. Se todos os que restavam chegarem a zero na mesma pontuação, a partida termina empatada entre eles.

## K6
gnav-rules-k6-title = A série
gnav-rules-k6 =
    Uma série tem N partidas (normalmente 3). A classificação da série é feita por partidas ganhas e, depois, pela soma das vidas que restavam a cada jogador no fim de cada partida; jogadores empatados ficam no mesmo lugar.

## K7
gnav-rules-k7-title = O que cada lugar vê
gnav-rules-k7 =
    Cada lugar vê a sua própria carta; qualquer carta mostrada por uma recusa, pela batida na mesa, pelo monte ou na pontuação; quem pediu a quem, quem ficou com a sua carta e que trocas foram desfeitas; e as cartas que deu e as que recebeu.

    As IA podem usar tudo isso, e nada mais.
## Following the table
gnav-place = { $game }, mão { $deal }
gnav-warning-matador = { $card } vai recusar: pedir custa-lhe uma vida (regras K3.4, K3.5). Toque outra vez para pedir mesmo assim.
gnav-warning-lower = Daria o seu { $own } por { $card }, uma carta pior (regra K3.2). Toque outra vez para trocar mesmo assim.
gnav-settle-card = { $name }: { $card }
gnav-settle-life = { $name } perde uma vida (vidas restantes: { $lives }): { $why ->
        [drago] pediu a um Drago (regra K3.4)
        [katt] pediu a um Katt (regra K3.5)
        [two-narr] tinha um de dois Narr (regra K5.4)
        [narr] tinha o Narr (regra K5.3)
        [narr-lowest] a carta mais baixa ao lado de um Narr (regra K5.3)
       *[lowest] a carta mais baixa (regra K5.2)
    }.
gnav-settle-nobody = Ninguém perdeu uma vida nesta mão.
gnav-legend-life = Uma vida que resta (regra K1)
gnav-legend-life-lost = Uma vida perdida
gnav-legend-dealer = Quem dá as cartas, que troca com o monte (regra K4)
gnav-legend-you = Você: o tabuleiro é desenhado para quem tem o telefone
gnav-legend-hidden = Uma carta que não pode ver (regra K7)
gnav-legend-resting = Descansa nesta mão depois de sobreviver com o Narr (regra K5.5)
gnav-legend-out = Fora desta partida: sem vidas
gnav-legend-stock = Cartas que restam no monte
gnav-legend-set-aside = Matadores tirados do monte e postos de lado (regra K4.3)
gnav-standings-level = partidas ganhas e, em caso de empate, vidas conservadas somando todas as partidas: { $list }
