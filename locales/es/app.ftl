# Cardavia: mensajes comunes a todos los juegos.

## La aplicación

# El nombre de la aplicación, tal como lo muestran la pantalla de inicio y las tiendas de
# aplicaciones. Una marca no se traduce: todos los idiomas conservan «Cardavia».
app-name = Cardavia

## Preparación

setup-seat-count = { $game } es para { $min }–{ $max } jugadores, no para { $count }.
app-setup-seats-exactly = Una mesa de { $game } tiene exactamente { $count } asientos (regla { $rule }): cada uno puede ser una persona o una IA, pero no se pueden añadir ni quitar asientos.
app-setup-seats-range = Una mesa de { $game } tiene de { $min } a { $max } asientos.
app-setup-undo = Deshacer jugadas
app-setup-undo-description = Un jugador puede deshacer su propia última jugada mientras no se haya revelado nada desde entonces (ni dados, ni cartas mostradas, nadie más ha jugado, el teléfono no ha pasado de mano).
app-setup-undo-allowed = Permitido
app-setup-undo-forbidden = No permitido
table-setup-name-empty = El asiento { $seat } necesita un nombre.
table-setup-name-long = Los nombres pueden tener { $max } caracteres como máximo.
table-setup-name-twice = «{ $name }» ya está en la mesa: cada jugador necesita un nombre distinto.
table-setup-options = Estas opciones no son válidas para este juego: { $why }

## La mesa

table-hand-over = Pásale el teléfono a { $name }.
table-hand-over-confirm = Soy { $name }
table-undo = Deshacer
table-undo-a11y = Deshacer la última jugada de { $name }
table-status-hand-over = Pasa el teléfono: las cartas del siguiente jugador no se ven hasta que lo tenga en sus manos.
table-status-round-over = Fin de la ronda.
table-status-deal-over = Fin de la mano.
table-status-game-over = Fin de la partida.
table-status-series-over = Fin de la serie.
table-next-round = Siguiente ronda
table-next-deal = Siguiente mano
table-next-game = Siguiente partida
table-final-standings = Ver la clasificación final
table-rematch = Revancha
table-seen-done = Listo: he visto mi carta
table-status-seen = { $name }: mira la carta que tienes ahora y toca Listo antes de pasar el teléfono.
table-error-seen-first = Primero { $name } toca Listo, cuando haya visto su carta.
table-unsaved-busy = Aún sin guardar: otra aplicación está usando el almacén. Reintentando…
table-unsaved-full = Aún sin guardar: el almacenamiento del teléfono está lleno. Libera espacio; reintentando…
table-unsaved-read-only = Aún sin guardar: no se puede escribir en el almacén. Reintentando…
table-unsaved-damaged = Aún sin guardar: el almacén está dañado. Reintentando…
table-unsaved-failed = Aún sin guardar: falló el almacenamiento del teléfono. Reintentando…
table-unsaved-in-use = Sin guardar: otro Cardavia (otra ventana u otro programa) tiene abierto el almacén. Ciérralo allí; reintentando…
table-unsaved-nothing-kept = Sin guardar: este navegador no guarda datos de Cardavia aquí (¿una ventana privada?). La partida dura lo que dure esta página.
table-leave-saved = ¿Salir de la mesa? Está guardada: Continuar, en la pantalla de inicio, la devuelve exactamente a este punto.
table-leave-unsaved = { $notice } Si sales ahora, se pierde el último cambio; si te quedas, se mantiene mientras Cardavia lo vuelve a intentar.
table-summary-series = Clasificación final
table-log-rematch = Empieza una nueva serie.
table-log-undo = { $name } deshizo una jugada.

## Errores

table-error-stale = La mesa ha cambiado desde que tocaste: vuelve a mirar e inténtalo otra vez.
table-error-unknown-target = Eso no está en la mesa ahora mismo.
table-error-hand-over-first = Primero pásale el teléfono al siguiente jugador.
table-error-no-hand-over = Ahora nadie tiene que tomar el teléfono.
table-error-round-over = El juego está en pausa: toca «Siguiente» para seguir.
table-error-round-not-over = La ronda aún no ha terminado.
table-error-nothing-chosen = No hay nada elegido que deshacer.
table-error-nothing-to-undo = No hay jugada que deshacer: solo la última tuya, mientras no se haya revelado nada desde entonces.
table-error-series-not-over = La serie aún no ha terminado.
table-error-not-your-turn = No es tu turno.
table-error-notation = No se pudo leer esa jugada: { $why }
table-error-restore = No se puede reanudar la mesa guardada: { $why }
table-error-chance = El azar sacó algo que las reglas rechazaron (un error de Cardavia): { $why }
table-error-clock = Se rechazó la jugada del reloj de turno (un error de Cardavia): { $why }
table-error-foreign-move = La jugada de un bot era para la mesa de otro juego (un error de Cardavia).

## El almacén de datos (core/src/store): fallos, avisos y ajustes.

store-error-full = El dispositivo está lleno y no se pudo guardar la última jugada. Libera espacio; no se pierde nada de lo guardado antes.
store-error-read-only = No se pueden escribir los datos de Cardavia (el archivo o su carpeta son de solo lectura). No se pierde nada de lo guardado antes.
store-error-corrupt = Los datos guardados de Cardavia están dañados. Reinicia Cardavia para repararlos; se conserva una copia de los datos dañados.
store-error-busy = Otro programa está usando los datos de Cardavia. Vuelve a intentarlo en un momento.
store-error-cannot-open = No se pudieron abrir ni crear los datos de Cardavia.
store-error-io = El dispositivo no pudo leer o escribir los datos de Cardavia.
store-error-sqlite = No se pudieron usar los datos de Cardavia: { $detail }
store-error-newer-version = Estos datos los guardó una versión más reciente de Cardavia (la { $found }; esta conoce hasta la { $known }). Actualiza Cardavia para abrirlos; siguen intactos.
store-error-not-a-store = { $path } es la base de datos de otro programa, no de Cardavia. Sigue intacta.
store-error-move-aside = Los datos de Cardavia en { $path } están dañados y no se pudieron apartar para empezar de cero.
store-error-malformed = Los datos de Cardavia contienen { $what } «{ $value }», que esta versión no sabe leer.
store-error-unknown-series = No existe la serie { $id }.
store-error-unknown-player = No existe el jugador { $id }.
store-error-series-closed = La serie { $id } ha terminado; ya no se puede guardar nada en ella.
store-error-out-of-order = No se pudo guardar una jugada: se esperaba la jugada { $expected }, no la { $got }.
store-error-player-name-empty = El jugador necesita un nombre.
store-error-player-name-too-long = El nombre de un jugador no puede pasar de { $max } caracteres.
store-error-player-name-taken = Ya hay un jugador llamado { $name }.
store-error-seat-twice = Un jugador solo puede ocupar un asiento en cada serie.
store-error-invalid-record = Esto no se puede guardar: { $detail }
store-notice-not-a-database = No se pudo leer el archivo de datos de Cardavia, así que se creó uno nuevo. El archivo antiguo se conserva como { $kept }.
store-notice-corrupt = Los datos de Cardavia estaban dañados, así que se empezó un almacén de datos nuevo. Los datos dañados se conservan como { $kept }.
store-error-damaged-not-a-database = No se puede leer el archivo de datos de Cardavia. No se ha tocado: al abrir Cardavia para jugar, se conservará con otro nombre y se empezará un almacén de datos nuevo.
store-error-damaged-corrupt = Los datos guardados de Cardavia están dañados. No se han tocado: al abrir Cardavia para jugar, se conservarán con otro nombre y se empezará un almacén de datos nuevo.
store-error-no-journal = Cardavia no puede llevar un diario de sus datos en este almacenamiento (modo de diario { $mode }), así que un fallo podría dañarlos. No se ha cambiado nada.
store-notice-rollback-journal = Este almacenamiento no admite el diario de escritura anticipada que Cardavia suele usar, así que se usa el diario { $mode }: guardar es algo más lento e igual de seguro.
store-error-not-cardavia = { $path } no contiene datos de Cardavia: no hay en él ninguna base de datos. No se ha tocado.
store-error-not-a-file = { $path } no es un archivo donde Cardavia pueda guardar sus datos (una carpeta, un dispositivo, una tubería o un enlace roto). No se ha tocado.
store-error-unreadable = No se pudo leer el archivo de datos de Cardavia { $path }. No se ha tocado.
store-error-in-use = Otro Cardavia (otra ventana u otro programa) tiene abiertos estos datos, así que aquí no se puede guardar nada. Ciérralo allí para jugar aquí; las estadísticas y las reglas se pueden seguir leyendo.
store-error-foreign-journal = El archivo de diario que hay junto a los datos de Cardavia no les pertenece ({ $why }). No se ha tocado ninguno de los dos; al abrir Cardavia para jugar, se apartará el diario sin aplicarlo.
store-error-damaged-format = El archivo de datos de Cardavia tiene un formato que esta versión no sabe leer. No se ha tocado: al abrir Cardavia para jugar, se conservará con otro nombre y se empezará un almacén de datos nuevo.
store-error-damaged-schema = Los datos de Cardavia no coinciden con su propio registro de versión. No se han tocado: al abrir Cardavia para jugar, se conservarán con otro nombre y se empezará un almacén de datos nuevo.
store-notice-format = El archivo de datos de Cardavia tenía un formato que esta versión no sabe leer, así que se empezó un almacén de datos nuevo. El archivo antiguo se conserva como { $kept }.
store-notice-schema = Los datos de Cardavia no coincidían con su propio registro de versión, así que se empezó un almacén de datos nuevo. Los datos antiguos se conservan como { $kept }.
store-notice-journal-set-aside = El archivo de diario que había junto a los datos de Cardavia no les pertenecía ({ $why }), así que se apartó como { $kept } sin aplicarlo. Tus datos se abrieron tal como estaban guardados en su propio archivo; lo que contuviera ese diario no está en ellos.
store-notice-in-use = Otro Cardavia (otra ventana u otro programa) tiene abiertos estos datos, así que este solo puede mostrar estadísticas y reglas. Cierra el otro para jugar aquí.
store-notice-other-tab = Cardavia está abierto en otra pestaña de este navegador, que tiene tus mesas guardadas y tus resultados: esta pestaña solo puede mostrar las reglas. Cierra la otra pestaña y recarga esta para jugar aquí.
store-notice-nothing-kept = Este navegador no guarda datos de Cardavia aquí (una ventana privada o el almacenamiento desactivado). Puedes jugar, pero no se guarda ninguna mesa ni resultado al cerrar la página.
store-journal-page-size = se escribió para una base de datos con otros tamaños de página
store-journal-oversized = describe más datos de los que contiene
store-journal-not-a-store = pertenece a la base de datos de otro programa
store-journal-older = contiene una versión más antigua de los datos
store-journal-damaged = aplicarlo dañaría los datos
store-journal-stale = se escribió sobre otra copia o sobre un estado anterior de estos datos
store-journal-not-a-file = no es un archivo
store-setting-out-of-range = { $setting } debe estar entre { $min } y { $max }, no { $value }.
store-setting-language = «{ $tag }» no es un idioma que Cardavia reconozca.
store-setting-contrast = Contraste
store-setting-grain = Grano
store-setting-temperature = Temperatura de color
store-setting-turn-timer = El tiempo por turno (en segundos)

## La aplicación

app-error-table-open = Esta mesa ya está abierta en otra ventana. Sigue jugando allí, o ciérrala allí primero.
app-error-unknown-player = No hay ningún jugador llamado { $name }.
app-level-easy = Fácil
app-level-normal = Medio
app-level-hard = Difícil

## La mesa en el terminal

term-home-games = Juegos
term-home-quit = Salir
term-home-keys = ↑↓ elegir · Enter abrir · r reglas · s estadísticas · p jugadores · o ajustes · ? ayuda · q salir
term-default-name = Jugador 1
term-setup-add-seat = + Añadir un asiento
term-setup-dica-teams = Cada asiento es un equipo. Para un equipo de varias personas, escribe sus nombres separados por comas (Ana, Bea): el teléfono pasará de mano en mano en ese orden.
term-setup-keys = ↑↓ elegir · ←→ cambiar · Enter editar un nombre · x quitar un asiento · s empezar · q volver
term-seat-person = persona
term-seat-bot = IA ({ $level })
term-timer = { $seconds ->
    [one] Queda { $seconds } segundo
   *[other] Quedan { $seconds } segundos
}
term-help-title = Ayuda
term-stats-keys = ↑↓ elegir jugador · q volver
term-language-name = Español
term-settings-haptics = Vibración (solo teléfonos)
term-mistakes-count = cuentan (como en el juego impreso)
term-mistakes-prevent = se evitan (ayuda)
term-on = activado
term-off = desactivado
term-settings-keys = ↑↓ elegir · ←→ cambiar (se guarda al momento) · q volver
app-off = Desactivado
app-on = Activado
app-error-closed = Esta mesa está cerrada.

# Las pantallas propias de cada aplicación (terminal, Android e iOS): títulos, botones y etiquetas
# alrededor de las vistas que dibuja el núcleo. Las aplicaciones los piden por id (`CardaviaApp.message`); no guardan textos propios.
shell-tagline = una mesa de juegos que pasa de mano en mano
shell-play = Jugar
shell-rules = Reglas
shell-wikipedia = En Wikipedia
shell-stats = Estadísticas
shell-settings = Ajustes
shell-legend = Leyenda
shell-back = Volver
shell-resume = Continuar { $game } con { $names }
shell-resume-failed = No se pudo reanudar la mesa sin terminar.
shell-setup-title = Nueva mesa: { $game }
shell-start = Empezar
shell-add-seat = Añadir un asiento
shell-remove-seat = Quitar este asiento
shell-seats = Asientos
shell-seat-name = Nombre
shell-person = Persona
shell-bot = IA
shell-player-name = Jugador { $n }
shell-bot-name = IA { $n }
shell-dica-teams = Cada asiento es un equipo. Para un equipo de varias personas, escribe sus nombres separados por comas (Ana, Bea): el teléfono pasará de mano en mano en ese orden.
shell-leave = Salir de la mesa
shell-leave-anyway = Salir de todos modos
shell-stay = Quedarse
shell-players = Jugadores
shell-board = Mesa
shell-your-move = Tu jugada
shell-log = Historial
shell-waiting = Esperando a los demás jugadores…
shell-time-left = { $seconds ->
    [one] Queda { $seconds } segundo
   *[other] Quedan { $seconds } segundos
}
shell-results = Resultados
shell-no-results = Aún no hay partidas terminadas.
shell-latest-series = Última serie, ronda a ronda
shell-no-rounds = Aún no se ha jugado ninguna ronda.
shell-series-won = Series ganadas
shell-rounds-won = Rondas ganadas
shell-average = Puntuación media
shell-best = Mejor puntuación
shell-streak = Racha
shell-round = Ronda
shell-points = Puntos
shell-total = Total
shell-rules-title = Reglas de { $game }
shell-language = Idioma
shell-device-language = El del dispositivo
shell-look = Aspecto
shell-contrast = Contraste
shell-grain = Grano
shell-temperature = Temperatura de color
shell-preview = Vista previa
shell-haptics = Vibración
shell-turn-timer = Tiempo por turno (DiCa)
shell-no-timer = Sin límite de tiempo
shell-seconds = { $seconds } s
shell-bot-level = Nivel de las IA nuevas
shell-bot-pace = Ritmo de las IA
app-pace-calm = Tranquilo
app-pace-normal = Medio
app-pace-quick = Rápido
shell-dicen-hints = Pistas en DICEN
shell-dica-mistakes = Errores en DiCa
shell-mistakes-count = Cuentan, como en el juego impreso
shell-mistakes-prevent = Se evitan (ayuda)
shell-on = Activado
shell-off = Desactivado
shell-stock = Mazo
shell-trick = Baza
shell-last-trick = Última baza
shell-your-hand = Tu mano
shell-played = Lo jugado
shell-dealer = Repartidor
shell-out = fuera
shell-resting = descansa
shell-dismiss = Cerrar

# `cardavia stats`: las cifras guardadas, como texto.
term-report-heading = { $player } — { $game }
term-report-series = Series: { $played ->
        [one] { $played } jugada
       *[other] { $played } jugadas
    }{ $teams ->
        [0] {""}
       *[other] {" "}({ $teams } en equipo)
    }, { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } ({ $rate }); series ganadas seguidas: ahora { $streak }, máximo { $longest }
term-report-rounds = { $word ->
        [deal] Manos
        [game] Partidas
       *[round] Rondas
    }: { $played ->
        [one] { $played } jugada
       *[other] { $played } jugadas
    }, { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } ({ $rate })
term-report-score = { $game ->
        [gnav] Partidas ganadas por serie ({ $better }): media { $average }, mejor { $best }; vidas conservadas por partida: media { $round_average }, mejor { $round_best }
       *[other] Puntos por serie ({ $better }): media { $average }, mejor { $best }; puntos por { $word ->
            [deal] mano
            [game] partida
           *[round] ronda
        }: media { $round_average }, mejor { $round_best }
    }
term-report-lower-better = cuanto menos, mejor
term-report-higher-better = cuanto más, mejor
term-report-records = Récords: { $list }
term-report-totals = Totales: { $list }
term-report-skipped = { $count ->
    [one] Una serie de un juego que esta versión no conoce ({ $games }) se conserva en el almacén de datos y no se cuenta aquí.
   *[other] { $count } series de juegos que esta versión no conoce ({ $games }) se conservan en el almacén de datos y no se cuentan aquí.
}
term-report-empty = Aún no hay partidas guardadas ({ $path }).
term-report-player-empty = { $player } aún no tiene partidas guardadas.
term-report-no-player = No hay ningún jugador llamado «{ $player }».
# A rate as a whole percentage; a value not known yet.
app-percent = { $percent } %
app-no-value = –
# The table's title: the game, and where the series is ("DICEN — Round 2 of 4").
table-title = { $game } — { $place }
table-status-settled = La mano está resuelta: todas las cartas a la vista. Toca «Siguiente mano» para seguir.
# While a bot is to act: what the game waits for, then that the bot is thinking.
table-status-bot-thinking = { $status } { $name } está pensando…
## Summaries
table-column-this = { $word ->
        [deal] Esta mano
        [game] Esta partida
       *[round] Esta ronda
    }
table-column-total = Total
table-column-won = { $word ->
        [deal] Manos ganadas
        [game] Partidas ganadas
       *[round] Rondas ganadas
    }
table-column-lives = Vidas restantes
table-headline-round = { $place }: { $shared ->
        [yes] la comparten { $names }
       *[no] { $people ->
            [0] no gana nadie
            [one] gana { $names }
           *[other] ganan { $names }
        }
    } — { $standings }.
table-headline-series = { $shared ->
        [yes] { $names } comparten la serie
       *[no] { $people ->
            [0] Nadie gana la serie
            [one] { $names } gana la serie
           *[other] { $names } ganan la serie
        }
    } — { $standings }.
table-headline-solo-round = { $place }: { $names } jugó en solitario — { $standings }.
table-headline-solo-series = { $names } jugó en solitario — { $standings }.
table-standings-won = { $word ->
        [deal] manos ganadas
        [game] partidas ganadas
       *[round] rondas ganadas
    }: { $list }
table-standings-level = { $word ->
        [deal] manos ganadas
        [game] partidas ganadas
       *[round] rondas ganadas
    } y, en caso de empate, puntos: { $list }
table-standings-points = puntos: { $list }
table-standings-points-low = puntos (cuantos menos, mejor): { $list }
table-standings-lives = vidas restantes: { $list }
table-standing = { $name } { $value }
table-standing-level = { $won } ({ $then })
table-history-winner = { $name } { $value } ✪
table-history-row = { $label }: { $list }
## The legend
table-legend-turn = A quién le toca
table-legend-warning = Una jugada que seguro te cuesta algo: el primer toque dice por qué, un segundo toque la hace
table-legend-bot = Un bot: la aplicación juega este puesto
table-error-too-soon = Ese toque llegó mientras cambiaba la pantalla, así que no se tuvo en cuenta: mira lo que se muestra ahora y vuelve a tocar.
table-legend-winner = Ganó (la ronda, la mano o la partida; en la clasificación final, la serie)

## Saved tables (issue 16)
app-kept-table = Una mesa de «{ $game }», un juego que esta versión de Cardavia no conoce: se conserva tal cual, para una versión que lo conozca.
app-saved-table = { $game } · { $names } · { $word ->
        [deal] mano
        [game] partida
       *[round] ronda
    } { $round } · le toca a { $turn } · { $when }
app-saved-table-between = { $game } · { $names } · { $word ->
        [deal] mano
        [game] partida
       *[round] ronda
    } { $round } · { $when }
app-played-now = hace un momento
app-played-minutes = { $n ->
    [one] hace un minuto
   *[other] hace { $n } minutos
}
app-played-hours = { $n ->
    [one] hace una hora
   *[other] hace { $n } horas
}
app-played-days = { $n ->
    [one] ayer
   *[other] hace { $n } días
}
app-notice-damaged-table = No se pudo restaurar la mesa guardada de { $game } con { $names }. Se conserva, pero ya no se puede reanudar.
term-home-saved-keys = Enter continuar · x abandonar · ↑↓ elegir · q salir
term-home-abandon-confirm = Pulsa x otra vez para abandonar esta mesa. Se conserva y sus rondas siguen en las estadísticas.
term-home-abandoned = Mesa abandonada. Sus rondas siguen en las estadísticas.

# The roster of people and the stats export (issue 43).
app-roster-played = { $series ->
    [one] { $series } serie
   *[other] { $series } series
} · { $when }
app-roster-not-played = Aún no ha jugado
app-roster-former = Exjugador { $n }
shell-roster = Jugadores
shell-roster-empty = Aún nadie: los jugadores entran en la lista cuando juegan.
shell-roster-known = Jugadores conocidos
shell-roster-rename = Cambiar nombre
shell-roster-merge = Misma persona que…
shell-roster-merge-into = Unir { $from } con { $into }: sus resultados se juntan bajo { $into }.
shell-roster-remove = Quitar
shell-roster-remove-keep = Quitar; los resultados conservan el nombre
shell-roster-remove-anonymise = Quitar; los resultados dicen «exjugador»
shell-roster-cancel = Cancelar
shell-roster-save = Guardar
shell-export = Exportar estadísticas
shell-export-csv = CSV (hoja de cálculo)
shell-export-json = JSON
store-error-played-together = { $a } y { $b } jugaron en la misma serie: son dos personas, no una.
term-people-keys = ↑↓ elegir · r cambiar nombre · m misma persona que… · x quitar · q volver
term-people-asking-keys = ↑↓ elegir · Enter confirmar · Esc cancelar
