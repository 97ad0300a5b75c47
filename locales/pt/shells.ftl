# What the core offers every shell (issue 21): the game's call, the stats chart, the store's failure,
# the saved tables.
dicen-call = DICEN!
chart-title = Última série: total acumulado após cada { $word ->
        [deal] mão
        [game] partida
       *[round] ronda
    }
chart-axis-round = { $word ->
        [deal] Mão
        [game] Partida
       *[round] Ronda
    }
chart-axis-total = Total acumulado
chart-seat-total = { $name } { $total }
chart-description = Totais acumulados após { $rounds } { $word ->
        [deal] { $rounds ->
            [one] mão
           *[other] mãos
        }
        [game] { $rounds ->
            [one] partida
           *[other] partidas
        }
       *[round] { $rounds ->
            [one] ronda
           *[other] rondas
        }
    }: { $totals }.
shell-store-failed-title = O Cardavia não conseguiu abrir os dados guardados
shell-store-failed-kept = Nada foi apagado: as mesas guardadas e os registos continuam no telefone tal como estavam. Liberte espaço ou reinicie o telefone e tente de novo.
shell-retry = Tentar de novo
shell-saved-tables = Mesas por terminar
shell-abandon = Abandonar
shell-abandon-a11y = Abandonar { $table }
shell-resume-a11y = Retomar { $table }
shell-bot-marker = IA
shell-seat-strip = Lugares
shell-resume-button = Retomar
shell-turn-of = Vez de { $name }
