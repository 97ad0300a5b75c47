//! `cardavia rules GAME`: the game's full rules, section by section, in the chosen language.
//! Written through [`crate::out`]: rules that cannot be written are reported (exit 1), a reader
//! that went away ends it quietly.

use crate::out::outln;
use cardavia_core::games::rules_sections;
use cardavia_core::games::GameId;
use cardavia_core::l10n::{text, Lang, Msg};
use std::process::ExitCode;

pub fn run(game: GameId, lang: Lang) -> ExitCode {
    let sections = rules_sections(game, lang);
    if sections.is_empty() {
        eprintln!("cardavia rules: no rules text for {game}");
        return ExitCode::from(1);
    }
    let title = text(lang, &game.name_msg());
    outln!("{title}\n{}\n", "=".repeat(title.chars().count()));
    outln!("{}\n", text(lang, &Msg::dynamic(format!("{game}-blurb"))));
    for section in sections {
        let heading = if section.number.is_empty() {
            section.title
        } else {
            format!("{} · {}", section.number, section.title)
        };
        outln!(
            "{heading}\n{}\n{}\n",
            "-".repeat(heading.chars().count()),
            section.body
        );
    }
    ExitCode::SUCCESS
}
