# Os textos próprios do terminal (cardavia play): teclas, ajuda e avisos que só o terminal tem.

terminal-table-keys = letras: jogadas · ←→ ⏎: tocar · Esc: cancelar · PgUp/PgDn: registo · ?: ajuda · q: sair
terminal-leave-confirm = Prima q outra vez para sair.
terminal-leave-anyway = Prima q outra vez para sair mesmo assim; com qualquer outra tecla, fica.
terminal-waiting-for = À espera de { $name }…
terminal-moves-page = [ ] página { $page } de { $pages }
terminal-key-names-nothing = Nada na mesa responde a «{ $keys }».
terminal-typed = Escrito: { $keys } (Esc esquece-o)
terminal-dica-keys = Escreva uma carta como está impressa, valor e depois letra (8a, 12b), para pôr a pedra nela ou desafiá-la.
terminal-dicen-keys = { $tiles ->
    [9] As teclas 1 a 9 tocam a peça desse número.
    [10] As teclas 1 a 9 tocam a peça desse número, o 0 toca a 10.
   *[other] As teclas 1 a 9 tocam a peça desse número, o 0 toca a 10, a tecla menos a 11 e a tecla igual a 12.
}
terminal-dicen-other-key = b e depois uma tecla numérica: { $board }
terminal-dicen-next-key = A próxima tecla numérica toca uma peça em { $board } (Esc cancela).
terminal-dicen-partner-board = o tabuleiro de { $name }
terminal-dicen-second-board = o seu segundo tabuleiro
terminal-rules-keys = ↑↓ deslocar · PgUp/PgDn página · ←→ ou Tab secção · q voltar
terminal-too-small = O terminal é pequeno demais: a mesa precisa de { $width }×{ $height } caracteres e este tem { $now_width }×{ $now_height }. Aumente a janela ou diminua o texto.
terminal-needs-a-terminal = a mesa precisa de um terminal onde se desenhar: abra-a numa janela de terminal, sem redirecionar a entrada nem a saída.
terminal-help-table = As letras da lista «A sua jogada» tocam essas jogadas (a, s, d, f…); [ e ] mudam de página quando não cabem. O que está na mesa toca-se com as suas próprias teclas (abaixo), ou com as setas (ou h j k l) e Enter. Uma jogada a cinzento diz porque não é permitida quando a toca; uma jogada marcada com ⚠ custa-lhe de certeza, e um segundo toque confirma-a. Esc cancela uma seleção ou o que escreveu. PgUp e PgDn deslocam «O que aconteceu». q, duas vezes, sai da mesa: o primeiro q diz se está tudo guardado. Agora prima r para ler as regras deste jogo, ou outra tecla para voltar.
terminal-help-dica = DiCa: escreva uma carta como está impressa na mesa, primeiro o valor e depois a letra (8a, 12b), para pôr nela a pedra lançada ou para a desafiar. r lança o dado.
terminal-help-dicen = DICEN: depois de um lançamento, as teclas numéricas tocam a peça desse número: 1 a 9, 0 para a 10, a tecla menos para a 11 e a tecla igual para a 12. Com dois tabuleiros (Senhor do tabuleiro) ou com parceiro (2 VS 2), prima antes b para tocar no outro tabuleiro. As peças fecham ao tocar a jogada «Fechar as peças escolhidas». r lança os dados.
terminal-help-ganjifa = Ganjifa: a sua mão aparece por naipes; percorra-a com as setas e toque uma carta com Enter. Os Dukal que pode jogar estão na lista de jogadas, cada um com a sua letra.
terminal-help-gnav = Gnav: cada jogada (ficar, trocar, bater) está na lista de jogadas, cada uma com a sua letra.
terminal-help-home = O ecrã inicial: cada mesa por acabar (jogo, jogadores, ronda, de quem é a vez, quando) e depois os jogos. ↑↓ escolher, Enter abre (uma mesa guardada continua onde ficou), x duas vezes abandona uma mesa guardada, r lê as regras do jogo escolhido, s mostra as estatísticas, o abre as definições, q sai.
terminal-help-setup = Uma mesa nova: ↑↓ escolha uma linha, ←→ mude um lugar (uma pessoa ou um bot e o seu nível) ou uma opção, Enter edita um nome, x retira um lugar, + junta um, s começa, q volta ao início.
terminal-help-stats = As estatísticas: ↑↓ escolha um jogador para ver o seu registo em cada jogo e a sua última série ronda a ronda. q volta ao início.
terminal-help-settings = As definições: ↑↓ escolher, ←→ mudar; cada mudança fica guardada de imediato. q volta ao início.
terminal-help-rules = As regras: à esquerda as secções pelos seus títulos, à direita a escolhida. ←→ ou Tab mudam de secção, ↑↓ e PgUp/PgDn deslocam, q volta para onde estava.
terminal-moves-on-board = A sua jogada está na mesa: escolha-a com as setas e ⏎, ou com a sua tecla.

# `cardavia stats --db CAMINHO`: o ficheiro indicado não existe ou não é um ficheiro ($reason: as palavras do sistema).
terminal-stats-no-store = { $path } não existe: indique o ficheiro com os dados do Cardavia (sem --db, é lido o habitual).
terminal-stats-not-a-file = { $path } não é um ficheiro, por isso não pode conter os dados do Cardavia.
terminal-stats-unreadable = Não é possível ler { $path }: { $reason }
terminal-help-people = Os jogadores que o telemóvel conhece, primeiro quem jogou mais recentemente, com quanto jogaram. r muda o nome do escolhido (Enter guarda); m diz que é a mesma pessoa que outro (escolhe quem com ↑↓, Enter junta os resultados); x remove-o da lista, k mantendo o nome nos resultados, a tornando-o anónimo. Nada do que foi registado se perde.
