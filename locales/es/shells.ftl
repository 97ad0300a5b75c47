# What the core offers every shell (issue 21): the game's call, the stats chart, the store's failure,
# the saved tables.
dicen-call = ¡DICEN!
chart-title = Última serie: total acumulado tras cada { $word ->
        [deal] mano
        [game] partida
       *[round] ronda
    }
chart-axis-round = { $word ->
        [deal] Mano
        [game] Partida
       *[round] Ronda
    }
chart-axis-total = Total acumulado
chart-seat-total = { $name } { $total }
chart-description = Totales acumulados tras { $rounds } { $word ->
        [deal] { $rounds ->
            [one] mano
           *[other] manos
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
shell-store-failed-title = Cardavia no pudo abrir sus datos guardados
shell-store-failed-kept = No se ha borrado nada: tus mesas guardadas y tus registros siguen en el teléfono tal como estaban. Libera espacio o reinicia el teléfono y vuelve a intentarlo.
shell-retry = Reintentar
shell-saved-tables = Mesas sin terminar
shell-abandon = Abandonar
shell-abandon-a11y = Abandonar { $table }
shell-resume-a11y = Reanudar { $table }
shell-bot-marker = IA
shell-seat-strip = Asientos
shell-resume-button = Reanudar
shell-turn-of = Turno de { $name }
