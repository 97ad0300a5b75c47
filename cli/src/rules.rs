//! `cardavia rules GAME`: the game's full rules, section by section, in the chosen language.

use cardavia_core::games::rules_sections;
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use std::io::Write;
use std::process::ExitCode;

pub fn run(game: GameId, lang: Lang) -> ExitCode {
    let sections = rules_sections(game, lang);
    if sections.is_empty() {
        eprintln!("cardavia rules: no rules text for {game}");
        return ExitCode::from(1);
    }
    let mut out = std::io::stdout().lock();
    let title = text(lang, &game.name_msg());
    let _ = writeln!(out, "{title}\n{}\n", "=".repeat(title.chars().count()));
    let _ = writeln!(
        out,
        "{}\n",
        text(lang, &Msg::dynamic(format!("{game}-blurb")))
    );
    for section in sections {
        let heading = if section.number.is_empty() {
            section.title
        } else {
            format!("{} · {}", section.number, section.title)
        };
        let _ = writeln!(
            out,
            "{heading}\n{}\n{}\n",
            "-".repeat(heading.chars().count()),
            section.body
        );
    }
    ExitCode::SUCCESS
}
