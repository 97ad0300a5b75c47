# Cardavia: messaggi comuni a tutti i giochi.

## L'app

# Il nome dell'app, come lo mostrano la schermata iniziale e gli store. Un marchio non si traduce:
# ogni lingua mantiene «Cardavia».
app-name = Cardavia

## Preparazione

setup-seat-count = { $game } si gioca in { $min }–{ $max } giocatori, non in { $count }.
app-setup-seats-exactly = Un tavolo di { $game } ha esattamente { $count } posti (regola { $rule }): ognuno può essere una persona o una IA, ma non si possono aggiungere né togliere posti.
app-setup-seats-range = Un tavolo di { $game } ha da { $min } a { $max } posti.
app-setup-undo = Annullare mosse
app-setup-undo-description = Un giocatore può annullare la propria ultima mossa finché da allora non è stato rivelato nulla (nessun dado, nessuna carta mostrata, nessun altro ha giocato, il telefono non è passato di mano).
app-setup-undo-allowed = Consentito
app-setup-undo-forbidden = Non consentito
table-setup-name-empty = Serve un nome per il posto { $seat }.
table-setup-name-long = I nomi possono avere al massimo { $max } caratteri.
table-setup-name-twice = «{ $name }» è già al tavolo: ogni giocatore deve avere un nome diverso.
table-setup-options = Opzioni non valide per questo gioco: { $why }

## Il tavolo

table-hand-over = Passa il telefono a { $name }.
table-hand-over-confirm = Sono { $name }
table-undo = Annulla mossa
table-undo-a11y = Annulla l’ultima mossa di { $name }
table-status-hand-over = Passa il telefono: le carte del prossimo giocatore restano nascoste finché non lo prende in mano.
table-status-round-over = La manche è finita.
table-status-deal-over = La smazzata è finita.
table-status-game-over = La partita è finita.
table-status-series-over = La serie è finita.
table-next-round = Prossima manche
table-next-deal = Prossima smazzata
table-next-game = Prossima partita
table-final-standings = Vedi la classifica finale
table-rematch = Rivincita
table-seen-done = Fatto: ho visto la mia carta
table-status-seen = { $name }: guarda la carta che hai ora e tocca Fatto prima di passare il telefono.
table-error-seen-first = Prima { $name } tocca Fatto, quando ha visto la sua carta.
table-unsaved-busy = Non ancora salvato: un'altra app sta usando l'archivio. Nuovo tentativo…
table-unsaved-full = Non ancora salvato: la memoria del telefono è piena. Libera spazio; nuovo tentativo…
table-unsaved-read-only = Non ancora salvato: l'archivio non è scrivibile. Nuovo tentativo…
table-unsaved-damaged = Non ancora salvato: l'archivio è danneggiato. Nuovo tentativo…
table-unsaved-failed = Non ancora salvato: la memoria del telefono ha fallito. Nuovo tentativo…
table-unsaved-in-use = Non salvato: un altro Cardavia (un'altra finestra o un altro programma) ha l'archivio aperto. Chiudilo lì; nuovo tentativo…
table-unsaved-nothing-kept = Non salvato: questo browser non conserva dati di Cardavia qui (una finestra privata?). La partita dura quanto questa pagina.
table-leave-saved = Lasciare il tavolo? È salvato: Riprendi nella schermata iniziale lo riporta esattamente a questo punto.
table-leave-unsaved = { $notice } Se esci ora, l'ultima modifica va persa; se resti, viene conservata mentre Cardavia riprova.
table-summary-series = Classifica finale
table-log-rematch = Comincia una nuova serie.
table-log-undo = { $name } ha annullato una mossa.

## Errori

table-error-stale = Nel frattempo il tavolo è cambiato: controlla e riprova.
table-error-unknown-target = Al momento non è sul tavolo.
table-error-hand-over-first = Prima passa il telefono al prossimo giocatore.
table-error-no-hand-over = Adesso nessuno deve prendere il telefono.
table-error-round-over = Il gioco è in pausa: tocca «Avanti» per continuare.
table-error-round-not-over = La manche non è ancora finita.
table-error-nothing-chosen = Non c'è niente di scelto da annullare.
table-error-nothing-to-undo = Non c’è una mossa da annullare: solo la tua ultima, finché da allora non è stato rivelato nulla.
table-error-series-not-over = La serie non è ancora finita.
table-error-not-your-turn = Non è il tuo turno.
table-error-notation = Impossibile leggere la mossa: { $why }
table-error-restore = Impossibile riprendere il tavolo salvato: { $why }
table-error-chance = Il caso ha estratto qualcosa che le regole rifiutano (un errore di Cardavia): { $why }
table-error-clock = La mossa dell'orologio di turno è stata rifiutata (un errore di Cardavia): { $why }
table-error-foreign-move = La mossa di un bot era per il tavolo di un altro gioco (un errore di Cardavia).

## L'archivio (core/src/store): guasti, avvisi e impostazioni.

store-error-full = Il dispositivo è pieno, quindi non è stato possibile salvare l'ultima mossa. Libera un po' di spazio; tutto ciò che era già salvato è al sicuro.
store-error-read-only = Impossibile scrivere i dati di Cardavia (il file o la sua cartella sono di sola lettura). Tutto ciò che era già salvato è al sicuro.
store-error-corrupt = I dati salvati di Cardavia sono danneggiati. Riavvia Cardavia per ripararli; una copia dei dati danneggiati viene conservata.
store-error-busy = I dati di Cardavia sono in uso da parte di un altro programma. Riprova tra poco.
store-error-cannot-open = Impossibile aprire o creare i dati di Cardavia.
store-error-io = Il dispositivo non è riuscito a leggere o scrivere i dati di Cardavia.
store-error-sqlite = Impossibile usare i dati di Cardavia: { $detail }
store-error-newer-version = Questi dati sono stati salvati da una versione più recente di Cardavia (versione { $found }; questa arriva fino alla { $known }). Aggiorna Cardavia per aprirli; i dati non sono stati toccati.
store-error-not-a-store = { $path } è il database di un altro programma, non di Cardavia. Non è stato toccato.
store-error-move-aside = I dati di Cardavia in { $path } sono danneggiati e non è stato possibile spostarli da parte per ricominciare da zero.
store-error-malformed = Nei dati di Cardavia c'è un valore che questa versione non sa leggere: { $what } «{ $value }».
store-error-unknown-series = La serie { $id } non esiste.
store-error-unknown-player = Il giocatore { $id } non esiste.
store-error-series-closed = La serie { $id } è finita: non si può più salvare nulla.
store-error-out-of-order = Impossibile salvare una mossa: si attendeva la mossa { $expected }, non la { $got }.
store-error-player-name-empty = Un giocatore deve avere un nome.
store-error-player-name-too-long = Il nome di un giocatore può avere al massimo { $max } caratteri.
store-error-player-name-taken = Esiste già un giocatore di nome { $name }.
store-error-seat-twice = In una serie un giocatore può occupare un solo posto.
store-error-invalid-record = Impossibile salvare: { $detail }
store-notice-not-a-database = Il file dei dati di Cardavia era illeggibile, quindi ne è stato creato uno nuovo. Quello vecchio è stato conservato come { $kept }.
store-notice-corrupt = I dati di Cardavia erano danneggiati, quindi è stato creato un nuovo archivio. I dati danneggiati sono stati conservati come { $kept }.
store-error-damaged-not-a-database = Il file dei dati di Cardavia è illeggibile. È stato lasciato intatto: avviando Cardavia per giocare verrà conservato con un altro nome e verrà creato un nuovo archivio.
store-error-damaged-corrupt = I dati salvati di Cardavia sono danneggiati. Sono stati lasciati intatti: avviando Cardavia per giocare verranno conservati con un altro nome e verrà creato un nuovo archivio.
store-error-no-journal = Cardavia non può tenere un registro dei suoi dati su questa memoria (modalità di registro { $mode }), quindi un arresto improvviso potrebbe danneggiarli. Non è stato cambiato nulla.
store-notice-rollback-journal = Questa memoria non supporta il solito registro write-ahead di Cardavia, quindi viene usato il registro { $mode }: il salvataggio è un po’ più lento e altrettanto sicuro.
store-error-not-cardavia = { $path } non contiene dati di Cardavia: non c'è alcun database. Non è stato toccato.
store-error-not-a-file = { $path } non è un file in cui Cardavia possa tenere i suoi dati (una cartella, un dispositivo, una pipe o un collegamento interrotto). Non è stato toccato.
store-error-unreadable = Impossibile leggere il file dei dati di Cardavia { $path }. È stato lasciato intatto.
store-error-in-use = Un altro Cardavia (un'altra finestra o un altro programma) ha aperto questi dati, quindi qui non si può salvare nulla. Chiudilo lì per giocare qui; statistiche e regole si possono ancora leggere.
store-error-foreign-journal = Il file di registro accanto ai dati di Cardavia non appartiene a quei dati ({ $why }). Entrambi sono stati lasciati intatti; avviando Cardavia per giocare, il registro verrà messo da parte senza applicarlo.
store-error-damaged-format = Il file dei dati di Cardavia è in un formato che questa versione non sa leggere. È stato lasciato intatto: avviando Cardavia per giocare verrà conservato con un altro nome e verrà creato un nuovo archivio.
store-error-damaged-schema = I dati di Cardavia non corrispondono alla versione che dichiarano. Sono stati lasciati intatti: avviando Cardavia per giocare verranno conservati con un altro nome e verrà creato un nuovo archivio.
store-notice-format = Il file dei dati di Cardavia era in un formato che questa versione non sa leggere, quindi è stato creato un nuovo archivio. Il vecchio file è stato conservato come { $kept }.
store-notice-schema = I dati di Cardavia non corrispondevano alla versione che dichiaravano, quindi è stato creato un nuovo archivio. I vecchi dati sono stati conservati come { $kept }.
store-notice-journal-set-aside = Il file di registro accanto ai dati di Cardavia non apparteneva a quei dati ({ $why }), quindi è stato messo da parte come { $kept } e non è stato applicato. I tuoi dati si sono aperti come erano salvati nel loro file; ciò che quel registro conteneva non c'è.
store-notice-in-use = Un altro Cardavia (un'altra finestra o un altro programma) ha aperto questi dati, quindi questo può mostrare solo statistiche e regole. Chiudi l'altro per giocare qui.
store-notice-other-tab = Cardavia è aperto in un'altra scheda di questo browser, che tiene i tuoi tavoli salvati e i risultati: questa scheda può mostrare solo le regole. Chiudi l'altra scheda, poi ricarica questa per giocare qui.
store-notice-nothing-kept = Questo browser non conserva dati di Cardavia qui (una finestra privata, o l'archiviazione disattivata). Puoi giocare, ma nessun tavolo o risultato resta salvato quando la pagina si chiude.
store-journal-page-size = è stato scritto per un database con pagine di altre dimensioni
store-journal-oversized = descrive più dati di quanti ne contenga
store-journal-not-a-store = appartiene al database di un altro programma
store-journal-older = contiene una versione più vecchia dei dati
store-journal-damaged = applicarlo danneggerebbe i dati
store-journal-stale = è stato scritto sopra un'altra copia o uno stato precedente di questi dati
store-journal-not-a-file = non è un file
store-setting-out-of-range = { $setting }: il valore deve essere tra { $min } e { $max }, non { $value }.
store-setting-language = «{ $tag }» non è una lingua che Cardavia sa riconoscere.
store-setting-contrast = Contrasto
store-setting-grain = Grana
store-setting-temperature = Temperatura del colore
store-setting-turn-timer = Timer del turno (in secondi)

## L'app

app-error-table-open = Questo tavolo è già aperto in un'altra finestra. Continua a giocare lì, oppure prima chiudilo lì.
app-error-unknown-player = Non esiste un giocatore di nome { $name }.
app-level-easy = Facile
app-level-normal = Normale
app-level-hard = Difficile

## Il tavolo nel terminale

term-home-games = Giochi
term-home-quit = Esci
term-home-keys = ↑↓ scegli · Enter apri · r regole · s statistiche · p giocatori · o impostazioni · ? aiuto · q esci
term-default-name = Giocatore 1
term-setup-add-seat = + Aggiungi un posto
term-setup-dica-teams = Ogni posto è una squadra. Per una squadra di più persone, scrivi i nomi separati da virgole (Anna, Bea): il dispositivo passa dall'una all'altra in quest'ordine.
term-setup-keys = ↑↓ scegli · ←→ cambia · Enter modifica un nome · x togli un posto · s inizia · q indietro
term-seat-person = persona
term-seat-bot = IA, { $level }
term-timer = { $seconds ->
    [one] Manca { $seconds } secondo
   *[other] Mancano { $seconds } secondi
}
term-help-title = Aiuto
term-stats-keys = ↑↓ scegli un giocatore · q indietro
term-language-name = Italiano
term-settings-haptics = Vibrazione (solo telefoni)
term-mistakes-count = contano (come nel gioco stampato)
term-mistakes-prevent = impediti (aiuto)
term-on = sì
term-off = no
term-settings-keys = ↑↓ scegli · ←→ cambia (salvato subito) · q indietro
app-off = No
app-on = Sì
app-error-closed = Questo tavolo è chiuso.

# Le schermate proprie di ogni app (terminale, Android e iOS): titoli, pulsanti ed etichette
# attorno alle viste disegnate dal core. Le app le chiedono per id (`CardaviaApp.message`); non contengono testi.
shell-tagline = un tavolo da gioco che passa di mano in mano
shell-play = Gioca
shell-rules = Regole
shell-wikipedia = Su Wikipedia
shell-stats = Statistiche
shell-settings = Impostazioni
shell-legend = Legenda
shell-back = Indietro
shell-resume = Riprendi { $game } con { $names }
shell-resume-failed = Impossibile riprendere il tavolo in sospeso.
shell-setup-title = Nuovo tavolo: { $game }
shell-start = Inizia
shell-add-seat = Aggiungi un posto
shell-remove-seat = Togli questo posto
shell-seats = Posti
shell-seat-name = Nome
shell-person = Persona
shell-bot = IA
shell-player-name = Giocatore { $n }
shell-bot-name = IA { $n }
shell-dica-teams = Ogni posto è una squadra. Per una squadra di più persone, scrivi i nomi separati da virgole (Anna, Bea): il telefono passa dall'una all'altra in quest'ordine.
shell-leave = Lascia il tavolo
shell-leave-anyway = Esci comunque
shell-stay = Resta
shell-players = Giocatori
shell-board = Tavolo
shell-your-move = La tua mossa
shell-log = Cosa è successo
shell-waiting = In attesa degli altri giocatori…
shell-time-left = { $seconds ->
    [one] Manca { $seconds } secondo
   *[other] Mancano { $seconds } secondi
}
shell-results = Risultati
shell-no-results = Ancora nessuna partita finita.
shell-latest-series = Ultima serie, manche per manche
shell-no-rounds = Ancora nessuna manche giocata.
shell-series-won = Serie vinte
shell-rounds-won = Manche vinte
shell-average = Punteggio medio
shell-best = Punteggio migliore
shell-streak = Striscia
shell-round = Manche
shell-points = Punti
shell-total = Totale
shell-rules-title = Regole di { $game }
shell-language = Lingua
shell-device-language = Come il dispositivo
shell-look = Aspetto
shell-contrast = Contrasto
shell-grain = Grana
shell-temperature = Temperatura del colore
shell-preview = Anteprima
shell-haptics = Vibrazione
shell-turn-timer = Timer del turno (DiCa)
shell-no-timer = Nessun timer
shell-seconds = { $seconds } s
shell-bot-level = Livello delle nuove IA
shell-bot-pace = Ritmo delle IA
app-pace-calm = Calmo
app-pace-normal = Normale
app-pace-quick = Veloce
shell-dicen-hints = Suggerimenti in DICEN
shell-dica-mistakes = Errori in DiCa
shell-mistakes-count = Contano (come nel gioco stampato)
shell-mistakes-prevent = Impediti (aiuto)
shell-on = Sì
shell-off = No
shell-stock = Tallone
shell-trick = Presa
shell-last-trick = Ultima presa
shell-your-hand = La tua mano
shell-played = Giocate
shell-dealer = Mazziere
shell-out = fuori
shell-resting = a riposo
shell-dismiss = Chiudi

# `cardavia stats`: i dati salvati, come testo.
term-report-heading = { $player } — { $game }
term-report-series = Serie: { $played ->
        [one] { $played } giocata
       *[other] { $played } giocate
    }{ $teams ->
        [0] {""}
       *[other] {" "}({ $teams } in squadra)
    }, { $won ->
        [one] { $won } vinta
       *[other] { $won } vinte
    } ({ $rate }); serie vinte di fila: ora { $streak }, massimo { $longest }
term-report-rounds = { $word ->
        [deal] Smazzate
        [game] Partite
       *[round] Manche
    }: { $played ->
        [one] { $played } giocata
       *[other] { $played } giocate
    }, { $won ->
        [one] { $won } vinta
       *[other] { $won } vinte
    } ({ $rate })
term-report-score = { $game ->
        [gnav] Partite vinte per serie ({ $better }): media { $average }, migliore { $best }; vite conservate per partita: media { $round_average }, migliore { $round_best }
       *[other] Punti per serie ({ $better }): media { $average }, migliore { $best }; punti per { $word ->
            [deal] smazzata
            [game] partita
           *[round] manche
        }: media { $round_average }, migliore { $round_best }
    }
term-report-lower-better = meno è meglio
term-report-higher-better = più è meglio
term-report-records = Record: { $list }
term-report-totals = Totali: { $list }
term-report-skipped = { $count ->
    [one] Una serie di un gioco che questa versione non conosce ({ $games }) è conservata nell'archivio e non è contata qui.
   *[other] { $count } serie di giochi che questa versione non conosce ({ $games }) sono conservate nell'archivio e non sono contate qui.
}
term-report-empty = Ancora nessuna partita salvata ({ $path }).
term-report-player-empty = { $player } non ha ancora partite salvate.
term-report-no-player = Non c'è nessun giocatore di nome «{ $player }».
# A rate as a whole percentage; a value not known yet.
app-percent = { $percent }%
app-no-value = –
# The table's title: the game, and where the series is ("DICEN — Round 2 of 4").
table-title = { $game } — { $place }
table-status-settled = La smazzata è chiusa: tutte le carte sono scoperte. Tocca «Prossima smazzata» per continuare.
# While a bot is to act: what the game waits for, then that the bot is thinking.
table-status-bot-thinking = { $status } { $name } sta pensando…
## Summaries
table-column-this = { $word ->
        [deal] Questa smazzata
        [game] Questa partita
       *[round] Questa manche
    }
table-column-total = Totale
table-column-won = { $word ->
        [deal] Smazzate vinte
        [game] Partite vinte
       *[round] Manche vinte
    }
table-column-lives = Vite rimaste
table-headline-round = { $place }: { $shared ->
        [yes] la dividono { $names }
       *[no] { $people ->
            [0] non vince nessuno
            [one] vince { $names }
           *[other] vincono { $names }
        }
    } — { $standings }.
table-headline-series = { $shared ->
        [yes] { $names } si dividono la serie
       *[no] { $people ->
            [0] Nessuno vince la serie
            [one] { $names } vince la serie
           *[other] { $names } vincono la serie
        }
    } — { $standings }.
table-headline-solo-round = { $place }: { $names } ha giocato da solo — { $standings }.
table-headline-solo-series = { $names } ha giocato da solo — { $standings }.
table-standings-won = { $word ->
        [deal] smazzate vinte
        [game] partite vinte
       *[round] manche vinte
    }: { $list }
table-standings-level = { $word ->
        [deal] smazzate vinte
        [game] partite vinte
       *[round] manche vinte
    } e, a parità, punti: { $list }
table-standings-points = punti: { $list }
table-standings-points-low = punti (meno è meglio): { $list }
table-standings-lives = vite rimaste: { $list }
table-standing = { $name } { $value }
table-standing-level = { $won } ({ $then })
table-history-winner = { $name } { $value } ✪
table-history-row = { $label }: { $list }
## The legend
table-legend-turn = A chi tocca
table-legend-warning = Una mossa che ti costa di sicuro: il primo tocco dice perché, un secondo tocco la fa
table-legend-bot = Un bot: l'app gioca questo posto
table-error-too-soon = Quel tocco è arrivato mentre lo schermo cambiava, quindi non è stato considerato: guarda cosa c'è ora sullo schermo, poi tocca di nuovo.
table-legend-winner = Ha vinto (la manche, la smazzata o la partita; nella classifica finale, la serie)

## Saved tables (issue 16)
app-kept-table = Un tavolo di «{ $game }», un gioco che questa versione di Cardavia non conosce: conservato così com'è, per una versione che lo conosca.
app-saved-table = { $game } · { $names } · { $word ->
        [deal] smazzata
        [game] partita
       *[round] manche
    } { $round } · tocca a { $turn } · { $when }
app-saved-table-between = { $game } · { $names } · { $word ->
        [deal] smazzata
        [game] partita
       *[round] manche
    } { $round } · { $when }
app-played-now = poco fa
app-played-minutes = { $n ->
    [one] un minuto fa
   *[other] { $n } minuti fa
}
app-played-hours = { $n ->
    [one] un'ora fa
   *[other] { $n } ore fa
}
app-played-days = { $n ->
    [one] ieri
   *[other] { $n } giorni fa
}
app-notice-damaged-table = Il tavolo salvato di { $game } con { $names } non si è potuto ripristinare. Resta conservato, ma non si può più riprendere.
term-home-saved-keys = Invio riprendi · x abbandona · ↑↓ scegli · q esci
term-home-abandon-confirm = Premi di nuovo x per abbandonare questo tavolo. Resta conservato e le sue manche restano nelle statistiche.
term-home-abandoned = Tavolo abbandonato. Le sue manche restano nelle statistiche.

# The roster of people and the stats export (issue 43).
app-roster-played = { $series ->
    [one] { $series } serie
   *[other] { $series } serie
} · { $when }
app-roster-not-played = Non ha ancora giocato
app-roster-former = Ex giocatore { $n }
shell-roster = Giocatori
shell-roster-empty = Ancora nessuno: i giocatori entrano nell'elenco quando giocano.
shell-roster-known = Giocatori conosciuti
shell-roster-rename = Rinomina
shell-roster-merge = Stessa persona di…
shell-roster-merge-into = Unisci { $from } a { $into }: i risultati si uniscono sotto { $into }.
shell-roster-remove = Rimuovi
shell-roster-remove-keep = Rimuovi; i risultati tengono il nome
shell-roster-remove-anonymise = Rimuovi; i risultati dicono «ex giocatore»
shell-roster-cancel = Annulla
shell-roster-save = Salva
shell-export = Esporta statistiche
shell-export-csv = CSV (foglio di calcolo)
shell-export-json = JSON
store-error-played-together = { $a } e { $b } hanno giocato nella stessa serie: sono due persone, non una.
term-people-keys = ↑↓ scegli · r rinomina · m stessa persona di… · x rimuovi · q indietro
term-people-asking-keys = ↑↓ scegli · Invio conferma · Esc annulla
