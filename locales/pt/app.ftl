# Cardavia: mensagens comuns a todos os jogos.

## A aplicação

# O nome da aplicação, tal como o mostram o ecrã inicial e as lojas de aplicações. Uma marca não
# se traduz: todas as línguas mantêm «Cardavia».
app-name = Cardavia

## Preparação

setup-seat-count = { $game } é para { $min } a { $max } jogadores, não para { $count }.
app-setup-seats-exactly = Uma mesa de { $game } tem exatamente { $count } lugares (regra { $rule }): cada um pode ser uma pessoa ou uma IA, mas não se podem adicionar nem remover lugares.
app-setup-seats-range = Uma mesa de { $game } tem de { $min } a { $max } lugares.
app-setup-undo = Desfazer jogadas
app-setup-undo-description = Um jogador pode desfazer a sua própria última jogada enquanto nada foi revelado desde então (nem dados, nem cartas mostradas, ninguém mais jogou, o telemóvel não passou de mão).
app-setup-undo-allowed = Permitido
app-setup-undo-forbidden = Não permitido
table-setup-name-empty = O lugar { $seat } precisa de um nome.
table-setup-name-long = Os nomes podem ter no máximo { $max } caracteres.
table-setup-name-twice = «{ $name }» já está na mesa: cada jogador precisa de um nome diferente.
table-setup-options = Estas opções não são válidas para este jogo: { $why }

## A mesa

table-hand-over = Passe o telefone a { $name }.
table-hand-over-confirm = Sou { $name }
table-undo = Desfazer
table-undo-a11y = Desfazer a última jogada de { $name }
table-status-hand-over = Passe o telefone: as cartas do jogador seguinte ficam escondidas até ele confirmar que o tem na mão.
table-status-round-over = A ronda terminou.
table-status-deal-over = A mão terminou.
table-status-game-over = A partida terminou.
table-status-series-over = A série terminou.
table-next-round = Próxima ronda
table-next-deal = Próxima mão
table-next-game = Próxima partida
table-final-standings = Ver a classificação final
table-rematch = Revanche
table-seen-done = Pronto: já vi a minha carta
table-status-seen = { $name }: olhe para a carta que tem agora e toque em Pronto antes de passar o telefone.
table-error-seen-first = Primeiro { $name } toca em Pronto, depois de ver a sua carta.
table-unsaved-busy = Ainda não guardado: outra aplicação está a usar o armazenamento. A tentar de novo…
table-unsaved-full = Ainda não guardado: o armazenamento do telefone está cheio. Liberte espaço; a tentar de novo…
table-unsaved-read-only = Ainda não guardado: não é possível escrever no armazenamento. A tentar de novo…
table-unsaved-damaged = Ainda não guardado: o armazenamento está danificado. A tentar de novo…
table-unsaved-failed = Ainda não guardado: o armazenamento do telefone falhou. A tentar de novo…
table-unsaved-in-use = Não guardado: outro Cardavia (outra janela ou outro programa) tem o armazenamento aberto. Feche-o lá; a tentar de novo…
table-unsaved-nothing-kept = Não guardado: este navegador não guarda dados do Cardavia aqui (uma janela privada?). O jogo dura enquanto esta página estiver aberta.
table-leave-saved = Sair da mesa? Está guardada: Retomar, no ecrã inicial, trá-la de volta exatamente a este ponto.
table-leave-unsaved = { $notice } Se sair agora, a última alteração perde-se; se ficar, é mantida enquanto o Cardavia tenta de novo.
table-summary-series = Classificação final
table-log-rematch = Começa uma nova série.
table-log-undo = { $name } desfez uma jogada.

## Erros

table-error-stale = A mesa mudou desde o seu toque: veja outra vez e tente de novo.
table-error-unknown-target = Isso não está na mesa neste momento.
table-error-hand-over-first = Primeiro passe o telefone ao jogador seguinte.
table-error-no-hand-over = Agora não é preciso passar o telefone.
table-error-round-over = O jogo está em pausa: toque em «Próxima» para continuar.
table-error-round-not-over = A ronda ainda não terminou.
table-error-nothing-chosen = Não há nada escolhido para desfazer.
table-error-nothing-to-undo = Não há jogada para desfazer: só a tua última, enquanto nada foi revelado desde então.
table-error-series-not-over = A série ainda não terminou.
table-error-not-your-turn = Não é a sua vez.
table-error-notation = Não foi possível ler essa jogada: { $why }
table-error-restore = Não é possível retomar a mesa guardada: { $why }
table-error-chance = O acaso tirou algo que as regras recusaram (um erro do Cardavia): { $why }
table-error-clock = A jogada do relógio de turno foi recusada (um erro do Cardavia): { $why }
table-error-foreign-move = A jogada de um bot era para a mesa de outro jogo (um erro do Cardavia).

## O armazenamento (core/src/store): falhas, avisos e preferências.

store-error-full = O dispositivo está cheio e a última jogada não foi guardada. Apague alguma coisa para ganhar espaço; nada do que já estava guardado se perdeu.
store-error-read-only = Não é possível gravar os dados do Cardavia: eles ou a pasta onde estão são só de leitura. Nada do que já estava guardado se perdeu.
store-error-corrupt = Os dados guardados do Cardavia estão danificados. Reinicie o Cardavia para corrigir o problema; fica guardada uma cópia dos dados danificados.
store-error-busy = Os dados do Cardavia estão em uso por outro programa. Tente de novo daqui a pouco.
store-error-cannot-open = Não foi possível abrir nem criar os dados do Cardavia.
store-error-io = O dispositivo não conseguiu ler ou gravar os dados do Cardavia.
store-error-sqlite = Não foi possível usar os dados do Cardavia: { $detail }
store-error-newer-version = Estes dados foram guardados por um Cardavia mais recente (versão { $found }; esta só reconhece versões até { $known }). Atualize o Cardavia para abri-los; ficaram como estavam.
store-error-not-a-store = { $path } pertence a outro programa, não é do Cardavia. Ficou como estava.
store-error-move-aside = Os dados do Cardavia em { $path } estão danificados e não foi possível mudá-los de lugar para recomeçar do zero.
store-error-malformed = Os dados do Cardavia contêm { $what } «{ $value }», que esta versão não consegue ler.
store-error-unknown-series = Não existe a série { $id }.
store-error-unknown-player = Não existe o jogador { $id }.
store-error-series-closed = A série { $id } terminou; já não é possível guardar mais nada nela.
store-error-out-of-order = Não foi possível guardar uma jogada: era esperada a jogada { $expected }, não a { $got }.
store-error-player-name-empty = O nome do jogador não pode ficar vazio.
store-error-player-name-too-long = O nome de um jogador pode ter no máximo { $max } caracteres.
store-error-player-name-taken = Já existe um jogador chamado { $name }.
store-error-seat-twice = Numa série, cada jogador só pode ocupar um lugar.
store-error-invalid-record = Não é possível guardar isto: { $detail }
store-notice-not-a-database = Não foi possível ler os dados do Cardavia, por isso foram criados dados novos. Os antigos ficaram guardados como { $kept }.
store-notice-corrupt = Os dados do Cardavia estavam danificados, por isso foram criados dados novos. Os danificados ficaram guardados como { $kept }.
store-error-damaged-not-a-database = Não é possível ler o ficheiro de dados do Cardavia. Ficou intacto: ao abrir o Cardavia para jogar, ele fica guardado com outro nome e começam dados novos.
store-error-damaged-corrupt = Os dados guardados do Cardavia estão danificados. Ficaram intactos: ao abrir o Cardavia para jogar, eles ficam guardados com outro nome e começam dados novos.
store-error-no-journal = O Cardavia não consegue manter um diário dos seus dados neste armazenamento (modo de diário { $mode }), por isso uma falha poderia danificá-los. Nada foi alterado.
store-notice-rollback-journal = Este armazenamento não suporta o diário de escrita antecipada que o Cardavia costuma usar, por isso é usado o diário { $mode }: guardar fica um pouco mais lento e igualmente seguro.
store-error-not-cardavia = { $path } não contém dados do Cardavia: não tem nenhuma base de dados. Ficou como estava.
store-error-not-a-file = { $path } não é um ficheiro onde o Cardavia possa guardar os seus dados (uma pasta, um dispositivo, um pipe ou uma ligação quebrada). Ficou como estava.
store-error-unreadable = Não foi possível ler o ficheiro de dados do Cardavia { $path }. Ficou intacto.
store-error-in-use = Outro Cardavia (outra janela ou outro programa) tem estes dados abertos, por isso não é possível guardar nada aqui. Feche-o lá para jogar aqui; ainda é possível ler as estatísticas e as regras.
store-error-foreign-journal = O ficheiro de diário junto aos dados do Cardavia não lhes pertence ({ $why }). Ficaram ambos intactos; ao abrir o Cardavia para jogar, o diário é posto de parte sem ser aplicado.
store-error-damaged-format = O ficheiro de dados do Cardavia está num formato que esta versão não consegue ler. Ficou intacto: ao abrir o Cardavia para jogar, ele fica guardado com outro nome e começam dados novos.
store-error-damaged-schema = Os dados do Cardavia não correspondem ao seu próprio registo de versão. Ficaram intactos: ao abrir o Cardavia para jogar, eles ficam guardados com outro nome e começam dados novos.
store-notice-format = O ficheiro de dados do Cardavia estava num formato que esta versão não consegue ler, por isso foram criados dados novos. O ficheiro antigo ficou guardado como { $kept }.
store-notice-schema = Os dados do Cardavia não correspondiam ao seu próprio registo de versão, por isso foram criados dados novos. Os antigos ficaram guardados como { $kept }.
store-notice-journal-set-aside = O ficheiro de diário junto aos dados do Cardavia não lhes pertencia ({ $why }), por isso foi posto de parte como { $kept } e não foi aplicado. Os seus dados abriram tal como estavam guardados no seu próprio ficheiro; o que esse diário continha não está neles.
store-notice-in-use = Outro Cardavia (outra janela ou outro programa) tem estes dados abertos, por isso este só pode mostrar estatísticas e regras. Feche o outro para jogar aqui.
store-notice-other-tab = O Cardavia está aberto noutro separador deste navegador, que tem as suas mesas guardadas e resultados: este separador só pode mostrar as regras. Feche o outro separador e recarregue este para jogar aqui.
store-notice-nothing-kept = Este navegador não guarda dados do Cardavia aqui (uma janela privada, ou o armazenamento desligado). Pode jogar, mas nenhuma mesa ou resultado fica guardado quando a página fechar.
store-journal-page-size = foi escrito para uma base de dados com outros tamanhos de página
store-journal-oversized = descreve mais dados do que os que contém
store-journal-not-a-store = pertence à base de dados de outro programa
store-journal-older = contém uma versão mais antiga dos dados
store-journal-damaged = aplicá-lo danificaria os dados
store-journal-stale = foi escrito sobre outra cópia ou sobre um estado anterior destes dados
store-journal-not-a-file = não é um ficheiro
store-setting-out-of-range = { $setting } deve estar entre { $min } e { $max }, não { $value }.
store-setting-language = «{ $tag }» não é um idioma que o Cardavia reconheça.
store-setting-contrast = Contraste
store-setting-grain = Granulação
store-setting-temperature = Temperatura de cor
store-setting-turn-timer = O tempo por turno (em segundos)

## A aplicação

app-error-table-open = Esta mesa já está aberta noutra janela. Continue a jogar lá, ou feche-a lá primeiro.
app-error-unknown-player = Não há nenhum jogador chamado { $name }.
app-level-easy = Fácil
app-level-normal = Médio
app-level-hard = Difícil

## A mesa no terminal

term-home-games = Jogos
term-home-quit = Sair
term-home-keys = ↑↓ escolher · Enter abrir · r regras · s estatísticas · p jogadores · o preferências · ? ajuda · q sair
term-default-name = Jogador 1
term-setup-add-seat = + Adicionar um lugar
term-setup-dica-teams = Cada lugar é uma equipa. Para uma equipa de várias pessoas, escreva os nomes separados por vírgulas (Ana, Bia): o dispositivo passa por elas nessa ordem.
term-setup-keys = ↑↓ escolher · ←→ mudar · Enter editar um nome · x remover um lugar · s começar · q voltar
term-seat-person = pessoa
term-seat-bot = IA, { $level }
term-timer = { $seconds ->
    [0] Acabou o tempo
    [one] Falta { $seconds } segundo
   *[other] Faltam { $seconds } segundos
}
term-help-title = Ajuda
term-stats-keys = ↑↓ escolher um jogador · q voltar
term-language-name = Português
term-settings-haptics = Vibração (só em telefones)
term-mistakes-count = contam (como no jogo impresso)
term-mistakes-prevent = evitados (modo de ajuda)
term-on = ligado
term-off = desligado
term-settings-keys = ↑↓ escolher · ←→ mudar (guardado de imediato) · q voltar
app-off = Desligado
app-on = Ligado
app-error-closed = Esta mesa está fechada.

# Os ecrãs próprios de cada aplicação (terminal, Android e iOS): títulos, botões e rótulos à volta
# das vistas que o núcleo desenha. As aplicações pedem-nos por id (`CardaviaApp.message`); não guardam textos.
shell-tagline = uma mesa de jogos para passar de mão em mão
shell-play = Jogar
shell-rules = Regras
shell-wikipedia = Na Wikipédia
shell-stats = Estatísticas
shell-settings = Preferências
shell-legend = Legenda
shell-back = Voltar
shell-resume = Retomar { $game } com { $names }
shell-resume-failed = Não foi possível retomar a mesa interrompida.
shell-setup-title = Nova mesa: { $game }
shell-start = Começar
shell-add-seat = Adicionar um lugar
shell-remove-seat = Remover este lugar
shell-seats = Lugares
shell-seat-name = Nome
shell-person = Pessoa
shell-bot = IA
shell-player-name = Jogador { $n }
shell-bot-name = IA { $n }
shell-dica-teams = Cada lugar é uma equipa. Para uma equipa de várias pessoas, escreva os nomes separados por vírgulas (Ana, Bia): o telefone passa por elas nessa ordem.
shell-leave = Sair da mesa
shell-leave-anyway = Sair mesmo assim
shell-stay = Ficar
shell-players = Jogadores
shell-board = Mesa
shell-your-move = A sua jogada
shell-log = O que aconteceu
shell-waiting = É a vez dos outros jogadores…
shell-time-left = { $seconds ->
    [one] Falta { $seconds } segundo
   *[other] Faltam { $seconds } segundos
}
shell-results = Resultados
shell-no-results = Ainda não há partidas terminadas.
shell-latest-series = Última série, ronda a ronda
shell-no-rounds = Ainda não há rondas jogadas.
shell-series-won = Séries ganhas
shell-rounds-won = Rondas ganhas
shell-average = Pontuação média
shell-best = Melhor pontuação
shell-streak = Sequência
shell-round = Ronda
shell-points = Pontos
shell-total = Acumulado
shell-rules-title = Regras de { $game }
shell-language = Idioma
shell-device-language = Igual ao dispositivo
shell-look = Aspeto
shell-contrast = Contraste
shell-grain = Granulação
shell-temperature = Temperatura de cor
shell-preview = Pré-visualização
shell-haptics = Vibração
shell-turn-timer = Tempo por turno (DiCa)
shell-no-timer = Sem limite de tempo
shell-seconds = { $seconds } s
shell-bot-level = Nível das novas IA
shell-bot-pace = Ritmo das IA
app-pace-calm = Calmo
app-pace-normal = Médio
app-pace-quick = Rápido
shell-dicen-hints = Dicas (DICEN)
shell-dica-mistakes = Erros (DiCa)
shell-mistakes-count = Contam (como no jogo impresso)
shell-mistakes-prevent = Evitados (modo de ajuda)
shell-on = Ligado
shell-off = Desligado
shell-stock = Monte
shell-trick = Vaza
shell-last-trick = Última vaza
shell-your-hand = A sua mão
shell-played = Cartas jogadas
shell-dealer = Distribuidor
shell-out = fora de jogo
shell-resting = descansa
shell-dismiss = Fechar

# `cardavia stats`: os números guardados, em texto.
term-report-heading = { $player } — { $game }
term-report-series = Séries: { $played ->
        [0] 0 jogadas
        [one] { $played } jogada
       *[other] { $played } jogadas
    }{ $teams ->
        [0] {""}
       *[other] {" "}({ $teams } em equipa)
    }, { $won ->
        [0] 0 ganhas
        [one] { $won } ganha
       *[other] { $won } ganhas
    } ({ $rate }); séries ganhas seguidas: agora { $streak }, máximo { $longest }
term-report-rounds = { $word ->
        [deal] Mãos
        [game] Partidas
       *[round] Rondas
    }: { $played ->
        [0] 0 jogadas
        [one] { $played } jogada
       *[other] { $played } jogadas
    }, { $won ->
        [0] 0 ganhas
        [one] { $won } ganha
       *[other] { $won } ganhas
    } ({ $rate })
term-report-score = { $game ->
        [gnav] Partidas ganhas por série ({ $better }): média { $average }, melhor { $best }; vidas conservadas por partida: média { $round_average }, melhor { $round_best }
       *[other] Pontos por série ({ $better }): média { $average }, melhor { $best }; pontos por { $word ->
            [deal] mão
            [game] partida
           *[round] ronda
        }: média { $round_average }, melhor { $round_best }
    }
term-report-lower-better = quanto menos, melhor
term-report-higher-better = quanto mais, melhor
term-report-records = Recordes: { $list }
term-report-totals = Totais: { $list }
term-report-skipped = { $count ->
    [one] Uma série de um jogo que esta versão não conhece ({ $games }) fica guardada no armazenamento e não é contada aqui.
   *[other] { $count } séries de jogos que esta versão não conhece ({ $games }) ficam guardadas no armazenamento e não são contadas aqui.
}
term-report-empty = Ainda não há partidas guardadas ({ $path }).
term-report-player-empty = { $player } ainda não tem partidas guardadas.
term-report-no-player = Não há nenhum jogador chamado «{ $player }».
# A rate as a whole percentage; a value not known yet.
app-percent = { $percent }%
app-no-value = –
# The table's title: the game, and where the series is ("DICEN — Round 2 of 4").
table-title = { $game } — { $place }
table-status-settled = A mão está resolvida: todas as cartas à vista. Toque em «Próxima mão» para continuar.
# While a bot is to act: what the game waits for, then that the bot is thinking.
table-status-bot-thinking = { $status } { $name } está a pensar…
## Summaries
table-column-this = { $word ->
        [deal] Esta mão
        [game] Esta partida
       *[round] Esta ronda
    }
table-column-total = Total
table-column-won = { $word ->
        [deal] Mãos ganhas
        [game] Partidas ganhas
       *[round] Rondas ganhas
    }
table-column-lives = Vidas restantes
table-headline-round = { $place }: { $shared ->
        [yes] partilham-na { $names }
       *[no] { $people ->
            [0] ninguém ganha
            [one] ganha { $names }
           *[other] ganham { $names }
        }
    } — { $standings }.
table-headline-series = { $shared ->
        [yes] { $names } partilham a série
       *[no] { $people ->
            [0] Ninguém ganha a série
            [one] { $names } ganha a série
           *[other] { $names } ganham a série
        }
    } — { $standings }.
table-headline-solo-round = { $place }: { $names } jogou sozinho — { $standings }.
table-headline-solo-series = { $names } jogou sozinho — { $standings }.
table-standings-won = { $word ->
        [deal] mãos ganhas
        [game] partidas ganhas
       *[round] rondas ganhas
    }: { $list }
table-standings-level = { $word ->
        [deal] mãos ganhas
        [game] partidas ganhas
       *[round] rondas ganhas
    } e, em caso de empate, pontos: { $list }
table-standings-points = pontos: { $list }
table-standings-points-low = pontos (quantos menos, melhor): { $list }
table-standings-lives = vidas restantes: { $list }
table-standing = { $name } { $value }
table-standing-level = { $won } ({ $then })
table-history-winner = { $name } { $value } ✪
table-history-row = { $label }: { $list }
## The legend
table-legend-turn = De quem é a vez
table-legend-warning = Uma jogada que de certeza lhe custa algo: o primeiro toque diz porquê, um segundo toque fá-la
table-legend-bot = Um bot: a aplicação joga este lugar
table-error-too-soon = Esse toque chegou enquanto o ecrã mudava, por isso não foi aceite: veja o que aparece agora e toque de novo.
table-legend-winner = Ganhou (a ronda, a mão ou a partida; na classificação final, a série)

## Saved tables (issue 16)
app-kept-table = Uma mesa de «{ $game }», um jogo que esta versão do Cardavia não conhece: fica guardada tal como está, para uma versão que o conheça.
app-saved-table = { $game } · { $names } · { $word ->
        [deal] mão
        [game] partida
       *[round] ronda
    } { $round } · vez de { $turn } · { $when }
app-saved-table-between = { $game } · { $names } · { $word ->
        [deal] mão
        [game] partida
       *[round] ronda
    } { $round } · { $when }
app-played-now = agora mesmo
app-played-minutes = { $n ->
    [one] há um minuto
   *[other] há { $n } minutos
}
app-played-hours = { $n ->
    [one] há uma hora
   *[other] há { $n } horas
}
app-played-days = { $n ->
    [one] ontem
   *[other] há { $n } dias
}
app-notice-damaged-table = Não foi possível restaurar a mesa guardada de { $game } com { $names }. Fica guardada, mas já não pode ser retomada.
term-home-saved-keys = Enter retomar · x abandonar · ↑↓ escolher · q sair
term-home-abandon-confirm = Carregue outra vez em x para abandonar esta mesa. Fica guardada e as suas rondas continuam nas estatísticas.
term-home-abandoned = Mesa abandonada. As suas rondas continuam nas estatísticas.

# The roster of people and the stats export (issue 43).
app-roster-played = { $series ->
    [one] { $series } série
   *[other] { $series } séries
} · { $when }
app-roster-not-played = Ainda não jogou
app-roster-former = Ex-jogador { $n }
shell-roster = Jogadores
shell-roster-empty = Ainda ninguém: os jogadores entram na lista quando jogam.
shell-roster-known = Jogadores conhecidos
shell-roster-rename = Mudar o nome
shell-roster-merge = Mesma pessoa que…
shell-roster-merge-into = Juntar { $from } a { $into }: os resultados ficam juntos sob { $into }.
shell-roster-remove = Remover
shell-roster-remove-keep = Remover; os resultados mantêm o nome
shell-roster-remove-anonymise = Remover; os resultados dizem «ex-jogador»
shell-roster-cancel = Cancelar
shell-roster-save = Guardar
shell-export = Exportar estatísticas
shell-export-csv = CSV (folha de cálculo)
shell-export-json = JSON
store-error-played-together = { $a } e { $b } jogaram na mesma série: são duas pessoas, não uma.
term-people-keys = ↑↓ escolher · r mudar o nome · m mesma pessoa que… · x remover · q voltar
term-people-asking-keys = ↑↓ escolher · Enter confirmar · Esc cancelar
