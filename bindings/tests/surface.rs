//! The surface as the shells use it, from Rust: open, start, dispatch, observe, refuse, resume.

use cardavia_core::games::GameId;
use cardavia_core::table::{Intent, SeatSetup, TableView};
use cardavia_ffi::{CardaviaApp, CardaviaError, TableObserver};
use std::sync::{Arc, Mutex};

/// Awaits the surface's async calls as a shell's executor would: polled on this thread, which
/// is no tokio runtime's, and woken by the app's own runtime when its work is done. (The exports
/// need no runtime where they are polled: a call that did would panic here.)
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    struct Unpark(std::thread::Thread);
    impl std::task::Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = std::task::Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut context = std::task::Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        match future.as_mut().poll(&mut context) {
            std::task::Poll::Ready(output) => return output,
            std::task::Poll::Pending => std::thread::park(),
        }
    }
}

#[derive(Default)]
struct Seen(Mutex<Vec<u64>>);

impl TableObserver for Seen {
    fn on_view(&self, view: TableView) {
        if let Ok(mut v) = self.0.lock() {
            v.push(view.version);
        }
    }
}

#[test]
fn a_table_from_the_surface_plays_refuses_and_resumes() {
    block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().to_string_lossy().to_string();
        let app = CardaviaApp::open(path.clone(), vec!["es-MX".into()])
            .await
            .expect("opens");
        app.set_bot_pause_ms(0);
        assert_eq!(app.language().await, cardavia_core::l10n::Lang::Es);
        let screen = app
            .setup_screen(GameId::Dicen, "Ana".into())
            .await
            .expect("a set-up screen");
        assert_eq!(screen.seats[0].name, "Ana");
        let seen = Arc::new(Seen::default());
        let people = vec![SeatSetup::person("Ana"), SeatSetup::person("Luz")];
        let choices = screen.fields.iter().map(|f| f.default_choice).collect();
        let table = app
            .start_table(GameId::Dicen, people, choices, seen.clone())
            .await
            .expect("starts");
        let first = table.view();
        table
            .dispatch(Intent::tap("roll"), first.version)
            .expect("Ana throws");
        let after = table.view();
        assert!(after.version > first.version);
        assert!(!after.dice.is_empty());
        assert_eq!(
            seen.0.lock().map(|v| v.clone()).unwrap_or_default(),
            [first.version, after.version],
            "the opening view, then the throw's, each once, before dispatch returned"
        );
        let stale = table.dispatch(Intent::tap("roll"), first.version);
        assert!(
            matches!(stale, Err(CardaviaError::Stale { .. })),
            "{stale:?}"
        );
        let refused = table.dispatch(Intent::tap("roll"), after.version);
        match refused {
            Err(CardaviaError::Refused { reason, .. }) => assert!(!reason.is_empty()),
            other => panic!("{other:?}"),
        }
        // The shell stops the table and lets go of the app: the store is free for the next app
        // to write (one writer per store), though the stopped table's handle lives on.
        table.stop();
        drop(app);

        let app = CardaviaApp::open(path, vec!["es-MX".into()])
            .await
            .expect("reopens");
        let offer = app.resumable().await.expect("an unfinished table");
        assert_eq!(offer.game, GameId::Dicen);
        let again = app
            .resume_table(Arc::new(Seen::default()))
            .await
            .expect("resumes")
            .expect("a table");
        assert_eq!(again.view().version, after.version);
        assert_eq!(again.view().board, after.board);
        again.stop();
    })
}

#[test]
fn bad_set_ups_and_settings_are_refused_with_reasons() {
    block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let app = CardaviaApp::open(dir.path().to_string_lossy().to_string(), vec![])
            .await
            .expect("opens");
        let twice = vec![SeatSetup::person("Ann"), SeatSetup::person("ann")];
        let err = app
            .start_table(GameId::Dicen, twice, vec![], Arc::new(Seen::default()))
            .await;
        assert!(
            matches!(err, Err(CardaviaError::Setup { .. })),
            "{:?}",
            err.err()
        );
        let mut settings = app.settings().await;
        settings.look.contrast = 101;
        assert!(matches!(
            app.save_settings(settings).await,
            Err(CardaviaError::Storage { .. }
                | CardaviaError::Refused { .. }
                | CardaviaError::Setup { .. })
        ));
        assert_eq!(app.settings().await.look.contrast, 50, "nothing was saved");
    })
}

/// What the shells need beyond tables: labels for levels and tallies, any `shell-*` message,
/// the look's live preview, and a table that plays on after the shell let go of the app.
#[test]
fn labels_messages_previews_and_a_table_that_outlives_its_app() {
    block_on(async {
        use cardavia_ffi::{MessageArg, MessageValue};
        let dir = tempfile::tempdir().expect("temp dir");
        let app = CardaviaApp::open(dir.path().to_string_lossy().to_string(), vec!["es".into()])
            .await
            .expect("opens");
        app.set_bot_pause_ms(0);

        let dica = app
            .setup_screen(GameId::Dica, "Ana".into())
            .await
            .expect("a set-up");
        assert!(
            dica.note.as_deref().is_some_and(|n| n.contains(", Bea")),
            "{:?}",
            dica.note
        );
        let dicen = app
            .setup_screen(GameId::Dicen, "Ana".into())
            .await
            .expect("a set-up");
        assert_eq!(dicen.note, None);

        let levels = app.levels().await;
        assert_eq!(levels.len(), 3);
        assert!(levels
            .iter()
            .all(|l| !l.label.is_empty() && !l.label.starts_with("app-")));

        let rounds = |n| {
            let arg = MessageArg {
                name: "rounds".into(),
                value: MessageValue::Number { value: n },
            };
            app.message("dicen-option-rounds-value".into(), vec![arg])
        };
        assert!(rounds(3).await.contains('3'));
        assert_ne!(
            rounds(1).await,
            rounds(3).await.replace('3', "1"),
            "Spanish plurals differ"
        );
        assert_eq!(
            app.message("shell-no-such-id".into(), vec![]).await,
            "shell-no-such-id"
        );

        let mut look = app.settings().await.look;
        assert_eq!(
            app.look_preview(look),
            app.look().await,
            "the saved look previews as itself"
        );
        look.temperature = 90;
        assert_ne!(
            app.look_preview(look),
            app.look().await,
            "a slider moved changes the preview"
        );

        let people = vec![SeatSetup::person("Ana"), SeatSetup::person("Luz")];
        let table = app
            .start_table(GameId::Dicen, people, vec![], Arc::new(Seen::default()))
            .await
            .expect("starts");
        drop(app);
        let view = table.view();
        table
            .dispatch(Intent::tap("roll"), view.version)
            .expect("the table plays on without its app");
        assert!(table.view().version > view.version);
        table.stop();
    })
}

/// Holds the table for its own observer, which waits for the test's go-ahead on the first view
/// after the opening one (a bot's move, on the table's thread) and then lets go of the last
/// hold on it.
struct LetsGo {
    table: Mutex<Option<Arc<cardavia_ffi::LiveTable>>>,
    go: Mutex<std::sync::mpsc::Receiver<()>>,
    dropped: std::sync::atomic::AtomicBool,
}

impl TableObserver for LetsGo {
    fn on_view(&self, view: TableView) {
        if view.version == 0 || self.dropped.load(std::sync::atomic::Ordering::SeqCst) {
            return;
        }
        if let Ok(go) = self.go.lock() {
            let _ = go.recv();
        }
        let table = self.table.lock().ok().and_then(|mut t| t.take());
        drop(table);
        self.dropped
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// The last hold on the tables' runtime may go on one of the runtime's own threads (a shell's
/// observer releasing the table): that shuts the runtime down quietly instead of panicking.
#[test]
fn the_last_table_may_be_released_on_the_tables_own_thread() {
    block_on(async {
        let dir = tempfile::tempdir().expect("temp dir");
        let app = CardaviaApp::open(dir.path().to_string_lossy().to_string(), vec![])
            .await
            .expect("opens");
        app.set_bot_pause_ms(0);
        let (go, wait) = std::sync::mpsc::channel();
        let observer = Arc::new(LetsGo {
            table: Mutex::new(None),
            go: Mutex::new(wait),
            dropped: std::sync::atomic::AtomicBool::new(false),
        });
        // The bot moves first, so a view comes from the table's thread with nobody dispatching.
        let seats = vec![
            SeatSetup::bot("Bo", cardavia_core::ai::Level::Easy),
            SeatSetup::person("Ann"),
        ];
        let table = app
            .start_table(GameId::Dicen, seats, vec![], observer.clone())
            .await
            .expect("starts");
        if let Ok(mut slot) = observer.table.lock() {
            *slot = Some(table);
        }
        drop(app);
        go.send(()).expect("the observer waits");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while !observer.dropped.load(std::sync::atomic::Ordering::SeqCst) {
            assert!(
                std::time::Instant::now() < deadline,
                "the observer never got past letting go"
            );
            std::thread::yield_now();
        }
    })
}

/// A data folder that cannot be made is a storage error worded in the device's language, and
/// what the settings and set-up offer comes from the core.
#[test]
fn a_store_that_cannot_open_says_why_and_the_offers_come_from_the_core() {
    block_on(async {
        let blocked = tempfile::NamedTempFile::new().expect("a file");
        let path = blocked.path().to_string_lossy().to_string();
        match CardaviaApp::open(path, vec!["es-ES".into()]).await {
            Err(CardaviaError::Storage { kind, reason }) => {
                assert_eq!(kind, "cannot-open");
                assert_eq!(
                    reason,
                    cardavia_ffi::format_message(
                        cardavia_core::l10n::Lang::Es,
                        "store-error-cannot-open".into(),
                        vec![]
                    )
                );
            }
            Err(other) => panic!("{other:?}"),
            Ok(_) => panic!("a file is not a data folder"),
        }

        let names: Vec<String> = cardavia_ffi::languages()
            .into_iter()
            .map(|l| l.endonym)
            .collect();
        assert_eq!(
            names,
            ["English", "Nederlands", "Español", "Português", "Italiano"]
        );
        let dir = tempfile::tempdir().expect("temp dir");
        let app = CardaviaApp::open(dir.path().to_string_lossy().to_string(), vec![])
            .await
            .expect("opens");
        let timers: Vec<Option<u32>> = app.turn_timers().await.iter().map(|t| t.seconds).collect();
        assert_eq!(timers, [Some(15), Some(30), Some(60), None]);
        let seats = vec![SeatSetup::person("Ann"), SeatSetup::person("Zoe")];
        let switched = app
            .switch_seat(seats, 1, Some(cardavia_core::ai::Level::Hard))
            .await;
        assert_eq!(switched[1].name, "Zoe", "a typed name stays");
        assert_eq!(app.add_seat(switched).await[2].name, "Bot 1");
        assert!(app.chart("Nobody".into()).await.is_none());
    });
}
