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
    [one] { $name } perde uma vida: resta 1.
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
    [one] 1 vida
   *[other] { $lives } vidas
} · { $games ->
    [0] nenhuma partida ganha
    [one] 1 partida ganha
   *[other] { $games } partidas ganhas
}
gnav-round-label = Partida { $game } de { $games }
gnav-log-knock = { $name } bate na mesa: tem um Narr!
gnav-log-rests = { $name } descansa na próxima mão.
gnav-log-game-won = Partida { $game }: vitória de { $names }.
gnav-log-game-drawn = A partida { $game } termina empatada entre { $names }.
