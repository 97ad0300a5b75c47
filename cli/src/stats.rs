//! `cardavia stats`: every player's stats per game from the store (see
//! `cardavia_core::store::stats` for what each figure means).
//!
//! Exit 0 with the stats (or, when the default store is not made yet, a note that nothing is
//! recorded yet, without creating one); exit 2 when the store cannot be read (a damaged one is
//! reported in the chosen language and left untouched), when the store named with `--db` is not
//! there or is not a file, or when the player is unknown. The store is opened read-only:
//! nothing on disk changes.

use crate::data_dir;
use crate::out::{outln, printable};
use cardavia_core::app::StatsText;
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use cardavia_core::store::{PlayerStats, Store, UnknownSeries};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The store (default: cardavia.db in the platform's data directory).
    #[arg(long)]
    db: Option<PathBuf>,
    /// Only this player (any case).
    #[arg(long)]
    player: Option<String>,
    /// Only this game: dica, dicen, ganjifa or gnav.
    #[arg(long)]
    game: Option<GameId>,
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV (a row per player and game, as the phones export it) instead of text.
    #[arg(long)]
    csv: bool,
}

/// The text in `lang` (`--lang`); JSON is the same in every language.
pub fn run(args: &Args, lang: Lang) -> ExitCode {
    match stats(args, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cardavia stats: {e}");
            ExitCode::from(2)
        }
    }
}

fn stats(args: &Args, lang: Lang) -> Result<(), String> {
    let path = match &args.db {
        Some(path) => path.clone(),
        None => data_dir::default_store_path()
            .ok_or("this system has no data directory for the store: give --db PATH")?,
    };
    if !store_file(&path, args.db.is_some(), lang)? {
        if args.player.is_some() {
            return Err(format!("no games are recorded yet ({})", path.display()));
        }
        print(args, &path, &[], &[], lang);
        return Ok(());
    }
    let fail = |e: cardavia_core::store::StoreError| text(lang, &e.message());
    // Reading the stats changes nothing: a damaged store is reported and left where it is
    // (`play` moves it aside), an older one is read through a migrated copy in memory.
    let store =
        Store::open_read_only(&path).map_err(|e| format!("{}: {}", path.display(), fail(e)))?;
    let stats: Vec<PlayerStats> = match (&args.player, args.game) {
        (Some(name), game) => {
            let player = store.player_named(name).map_err(fail)?.ok_or_else(|| {
                text(
                    lang,
                    &Msg::new("term-report-no-player").text("player", name),
                )
            })?;
            match game {
                Some(game) => vec![store.player_stats(player.id, game).map_err(fail)?],
                None => store.player_stats_all(player.id).map_err(fail)?,
            }
        }
        (None, Some(game)) => store.game_stats(game).map_err(fail)?,
        (None, None) => {
            let mut all = Vec::new();
            for player in store.players().map_err(fail)? {
                all.extend(store.player_stats_all(player.id).map_err(fail)?);
            }
            all
        }
    };
    // Series of games this version does not know are not counted, and the report says so.
    let skipped = store.unknown_game_series().map_err(fail)?;
    print(args, &path, &stats, &skipped, lang);
    Ok(())
}

/// Whether there is a store file at `path` to read (`false`: none yet, so nothing recorded).
///
/// A path given with `--db` must be a regular file (links followed): a typo, a link to nothing
/// or a link loop is an error, not "no games recorded yet". The default path may be missing (no
/// table was played yet). Anything that is not a regular file (a folder, `/dev/null`, a FIFO)
/// is an error at either path, found before the store opens it: opening a FIFO would wait for
/// a writer.
fn store_file(path: &Path, named: bool, lang: Lang) -> Result<bool, String> {
    let say = |id: &'static str| Msg::new(id).text("path", path.display().to_string());
    match std::fs::metadata(path) {
        Ok(found) if found.is_file() => Ok(true),
        Ok(_) => Err(text(lang, &say("terminal-stats-not-a-file"))),
        Err(e) if e.kind() == ErrorKind::NotFound && !named => Ok(false),
        Err(e) if e.kind() == ErrorKind::NotFound => {
            Err(text(lang, &say("terminal-stats-no-store")))
        }
        Err(e) => Err(text(
            lang,
            &say("terminal-stats-unreadable").text("reason", e.to_string()),
        )),
    }
}

fn print(args: &Args, path: &Path, stats: &[PlayerStats], skipped: &[UnknownSeries], lang: Lang) {
    if args.csv {
        // Line by line, each made safe for a terminal (a name from an old store may hold a
        // control character; CSV, unlike JSON, escapes none).
        for line in cardavia_core::app::stats_csv(stats).lines() {
            outln!("{}", printable(line));
        }
        return;
    }
    if args.json {
        let out = serde_json::json!({
            "db": path.display().to_string(),
            "stats": stats,
            "skipped": skipped,
        });
        outln!("{out}");
        return;
    }
    print_stats(args, path, stats, lang);
    if !skipped.is_empty() {
        let mut games: Vec<String> = skipped.iter().map(|s| printable(&s.game).into()).collect();
        games.dedup();
        outln!();
        outln!(
            "{}",
            text(
                lang,
                &Msg::new("term-report-skipped")
                    .int("count", skipped.len() as i64)
                    .text("games", games.join(", "))
            )
        );
    }
}

fn print_stats(args: &Args, path: &Path, stats: &[PlayerStats], lang: Lang) {
    if stats.is_empty() {
        match &args.player {
            Some(name) => outln!(
                "{}",
                text(
                    lang,
                    &Msg::new("term-report-player-empty").text("player", name)
                )
            ),
            None => outln!(
                "{}",
                text(
                    lang,
                    &Msg::new("term-report-empty").text("path", path.display().to_string())
                )
            ),
        }
        return;
    }
    for (i, s) in stats.iter().enumerate() {
        if i > 0 {
            outln!();
        }
        print_one(s, lang);
    }
}

fn print_one(s: &PlayerStats, lang: Lang) {
    // The core writes every line, each figure with its unit and which way is better.
    let shown = StatsText::of(s, lang);
    // The name comes from the store: shown, not obeyed, by the terminal.
    outln!(
        "{}",
        text(
            lang,
            &Msg::new("term-report-heading")
                .text("player", printable(&s.player.name))
                .msg("game", s.game.name_msg())
        )
    );
    for line in &shown.lines {
        outln!("{}", printable(line));
    }
}
