# Los textos propios del terminal (cardavia play): teclas, ayuda y avisos que solo tiene el terminal.

terminal-table-keys = letras: jugadas · ←→ ⏎: tocar · Esc: cancelar · RePág/AvPág: historial · ?: ayuda · q: salir
terminal-leave-confirm = Pulsa q otra vez para salir.
terminal-leave-anyway = Pulsa q otra vez para salir de todos modos; con cualquier otra tecla te quedas.
terminal-waiting-for = Esperando a { $name }…
terminal-moves-page = [ ] página { $page } de { $pages }
terminal-key-names-nothing = Nada en la mesa responde a «{ $keys }».
terminal-typed = Tecleado: { $keys } (Esc lo olvida)
terminal-dica-keys = Teclea una carta tal como está impresa, valor y luego letra (8a, 12b), para poner la piedra en ella o desafiarla.
terminal-dicen-keys = { $tiles ->
    [9] Las teclas 1 a 9 tocan la casilla de ese número.
    [10] Las teclas 1 a 9 tocan la casilla de ese número, el 0 toca la 10.
   *[other] Las teclas 1 a 9 tocan la casilla de ese número, el 0 toca la 10, la tecla menos la 11 y la tecla igual la 12.
}
terminal-dicen-other-key = b y luego una tecla numérica: { $board }
terminal-dicen-next-key = La próxima tecla numérica toca una casilla en { $board } (Esc cancela).
terminal-dicen-partner-board = el tablero de { $name }
terminal-dicen-second-board = tu segundo tablero
terminal-rules-keys = ↑↓ desplazar · RePág/AvPág página · ←→ o Tab sección · q volver
terminal-too-small = El terminal es demasiado pequeño: la mesa necesita { $width }×{ $height } caracteres y este tiene { $now_width }×{ $now_height }. Agranda la ventana o reduce el texto.
terminal-needs-a-terminal = la mesa necesita un terminal donde dibujarse: ábrela en una ventana de terminal, sin redirigir su entrada ni su salida.
terminal-help-table = Las letras de la lista «Tu jugada» tocan esas jugadas (a, s, d, f…); [ y ] pasan sus páginas cuando no caben. Lo que está en la mesa se toca con sus propias teclas (abajo), o con las flechas (o h j k l) y Enter. Una jugada en gris dice por qué no está permitida al tocarla; una jugada marcada con ⚠ te cuesta con seguridad, y un segundo toque la confirma. Esc cancela una selección o lo tecleado. RePág y AvPág desplazan el «Historial». q, dos veces, deja la mesa: la primera q dice si todo está guardado. Ahora pulsa r para leer las reglas de este juego, o cualquier otra tecla para volver.
terminal-help-dica = DiCa: teclea una carta tal como está impresa en la mesa, primero su valor y luego su letra (8a, 12b), para poner en ella la piedra lanzada o para desafiarla. r lanza el dado.
terminal-help-dicen = DICEN: tras un lanzamiento, las teclas numéricas tocan la casilla de ese número: 1 a 9, 0 para la 10, la tecla menos para la 11 y la tecla igual para la 12. Con dos tableros (Señor del tablero) o con compañero (2 VS 2), pulsa antes b para tocar en el otro tablero. Las casillas se cierran al tocar la jugada «Cerrar las casillas elegidas». r lanza los dados.
terminal-help-ganjifa = Ganjifa: tu mano se muestra por palos; recórrela con las flechas y toca una carta con Enter. Los Dukal que puedes salir están en la lista de jugadas, cada uno con su letra.
terminal-help-gnav = Gnav: cada jugada (quedarse, cambiar, llamar) está en la lista de jugadas, cada una con su letra.
terminal-help-home = La pantalla de inicio: cada mesa sin terminar (juego, jugadores, ronda, a quién le toca, cuándo) y luego los juegos. ↑↓ elegir, Enter abre (una mesa guardada sigue donde se dejó), x dos veces abandona una mesa guardada, r lee las reglas del juego elegido, s muestra las estadísticas, o abre los ajustes, q sale.
terminal-help-setup = Una mesa nueva: ↑↓ elige una fila, ←→ cambia un puesto (una persona o un bot y su nivel) o una opción, Enter edita un nombre, x quita un puesto, + añade uno, s empieza, q vuelve al inicio.
terminal-help-stats = Las estadísticas: ↑↓ elige un jugador para ver su historial en cada juego y su última serie ronda a ronda. q vuelve al inicio.
terminal-help-settings = Los ajustes: ↑↓ elegir, ←→ cambiar; cada cambio se guarda al momento. q vuelve al inicio.
terminal-help-rules = Las reglas: a la izquierda las secciones por sus títulos, a la derecha la elegida. ←→ o Tab cambian de sección, ↑↓ y RePág/AvPág desplazan, q vuelve a donde estabas.
terminal-moves-on-board = Tu jugada está en la mesa: elígela con las flechas y ⏎, o con su tecla.

# `cardavia stats --db RUTA`: el archivo indicado no existe o no es un archivo ($reason: las palabras del sistema).
terminal-stats-no-store = { $path } no existe: indica el archivo con los datos de Cardavia (sin --db se lee el de siempre).
terminal-stats-not-a-file = { $path } no es un archivo, así que no puede contener los datos de Cardavia.
terminal-stats-unreadable = No se puede leer { $path }: { $reason }
terminal-help-people = Los jugadores que conoce el teléfono, primero quien jugó más recientemente, con cuánto han jugado. r cambia el nombre del elegido (Enter guarda); m dice que es la misma persona que otro (elige quién con ↑↓, Enter une sus resultados); x lo quita de la lista, k conservando su nombre en los resultados, a haciéndolo anónimo. No se pierde nada registrado.
