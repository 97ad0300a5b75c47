# I testi propri del terminale (cardavia play): tasti, aiuto e avvisi che ha solo il terminale.

terminal-table-keys = lettere: mosse · ←→ ⏎: tocca · Esc: annulla · PagSu/PagGiù: cronaca · ?: aiuto · q: esci
terminal-leave-confirm = Premi di nuovo q per uscire.
terminal-leave-anyway = Premi di nuovo q per uscire comunque; con un altro tasto resti.
terminal-waiting-for = In attesa di { $name }…
terminal-moves-page = [ ] pagina { $page } di { $pages }
terminal-key-names-nothing = Niente sul tavolo risponde a «{ $keys }».
terminal-typed = Digitato: { $keys } (Esc lo dimentica)
terminal-dica-keys = Digita una carta come è stampata, valore e poi lettera (8a, 12b), per metterci la pietra o sfidarla.
terminal-dicen-keys = { $tiles ->
    [9] I tasti da 1 a 9 toccano il tassello di quel numero.
    [10] I tasti da 1 a 9 toccano il tassello di quel numero, lo 0 tocca il 10.
   *[other] I tasti da 1 a 9 toccano il tassello di quel numero, lo 0 tocca il 10, il tasto meno l'11 e il tasto uguale il 12.
}
terminal-dicen-other-key = b e poi un tasto numerico: { $board }
terminal-dicen-next-key = Il prossimo tasto numerico tocca un tassello su { $board } (Esc annulla).
terminal-dicen-partner-board = il tavoliere di { $name }
terminal-dicen-second-board = il tuo secondo tavoliere
terminal-rules-keys = ↑↓ scorri · PagSu/PagGiù pagina · ←→ o Tab sezione · q indietro
terminal-too-small = Il terminale è troppo piccolo: il tavolo ha bisogno di { $width }×{ $height } caratteri e questo ne ha { $now_width }×{ $now_height }. Ingrandisci la finestra o rimpicciolisci il testo.
terminal-needs-a-terminal = il tavolo ha bisogno di un terminale in cui disegnarsi: aprilo in una finestra di terminale, senza reindirizzarne l'ingresso o l'uscita.
terminal-help-table = Le lettere dell'elenco «La tua mossa» toccano quelle mosse (a, s, d, f…); [ e ] ne girano le pagine quando non ci stanno. Ciò che è sul tavolo si tocca con i suoi tasti (sotto), o con le frecce (o h j k l) e Invio. Una mossa in grigio dice perché non è permessa quando la tocchi; una mossa segnata ⚠ ti costa di sicuro, e un secondo tocco la conferma. Esc annulla una selezione o ciò che hai digitato. PagSu e PagGiù scorrono «Cosa è successo». q, due volte, lascia il tavolo: la prima q dice se è tutto salvato. Ora premi r per leggere le regole di questo gioco, un altro tasto per tornare.
terminal-help-dica = DiCa: digita una carta come è stampata sul tavolo, prima il valore e poi la lettera (8a, 12b), per metterci la pietra lanciata o per sfidarla. r lancia il dado.
terminal-help-dicen = DICEN: dopo un lancio, i tasti numerici toccano il tassello di quel numero: da 1 a 9, 0 per il 10, il tasto meno per l'11 e il tasto uguale per il 12. Con due tavolieri (Signore del tavoliere) o con un compagno (2 VS 2), premi prima b per toccare sull'altro tavoliere. I tasselli si chiudono toccando la mossa «Chiudi i tasselli scelti». r lancia i dadi.
terminal-help-ganjifa = Ganjifa: la tua mano è mostrata per semi; percorrila con le frecce e tocca una carta con Invio. I Dukal che puoi giocare sono nell'elenco delle mosse, ciascuno con la sua lettera.
terminal-help-gnav = Gnav: ogni mossa (tenere, scambiare, bussare) è nell'elenco delle mosse, ciascuna con la sua lettera.
terminal-help-home = La schermata iniziale: ogni tavolo non finito (gioco, giocatori, turno di gioco, a chi tocca, quando), poi i giochi. ↑↓ scegli, Invio apre (un tavolo salvato riprende da dove era), x due volte abbandona un tavolo salvato, r legge le regole del gioco scelto, s mostra le statistiche, o apre le impostazioni, q esce.
terminal-help-setup = Un nuovo tavolo: ↑↓ scegli una riga, ←→ cambia un posto (una persona o un bot e il suo livello) o un'opzione, Invio modifica un nome, x toglie un posto, + ne aggiunge uno, s inizia, q torna all'inizio.
terminal-help-stats = Le statistiche: ↑↓ scegli un giocatore per vedere i suoi risultati in ogni gioco e la sua ultima serie turno per turno. q torna all'inizio.
terminal-help-settings = Le impostazioni: ↑↓ scegli, ←→ cambia; ogni modifica è salvata subito. q torna all'inizio.
terminal-help-rules = Le regole: a sinistra le sezioni con i loro titoli, a destra quella scelta. ←→ o Tab cambiano sezione, ↑↓ e PagSu/PagGiù scorrono, q torna dove eri.
terminal-moves-on-board = La tua mossa è sul tavolo: sceglila con le frecce e ⏎, o con il suo tasto.

# `cardavia stats --db PERCORSO`: il file indicato non esiste o non è un file ($reason: le parole del sistema).
terminal-stats-no-store = { $path } non esiste: indica il file con i dati di Cardavia (senza --db si legge quello solito).
terminal-stats-not-a-file = { $path } non è un file, quindi non può contenere i dati di Cardavia.
terminal-stats-unreadable = Impossibile leggere { $path }: { $reason }
terminal-help-people = I giocatori che il telefono conosce, prima chi ha giocato più di recente, con quanto hanno giocato. r rinomina il giocatore scelto (Invio salva); m dice che è la stessa persona di un altro (scegli chi con ↑↓, Invio unisce i risultati); x lo rimuove dall'elenco, k tenendo il nome nei risultati, a rendendolo anonimo. Nulla di registrato va perso.
