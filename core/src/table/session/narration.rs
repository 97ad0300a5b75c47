//! The narration a table keeps: its last lines as messages (saved) and in the table's
//! language (as every view carries them, rendered once when told, not for every view).

use crate::l10n::{self, Lang, Msg};

/// How many lines a table keeps, and a view carries: a tall terminal shows them all and
/// scrolls back through them; a phone shows what fits.
pub(super) const LOG_LINES: usize = 60;

#[derive(Clone, Debug, Default)]
pub(super) struct Narration {
    /// The last [`LOG_LINES`] lines told.
    lines: Vec<Msg>,
    /// The same lines in the table's language.
    told: Vec<String>,
}

impl Narration {
    /// The narration kept from `lines` (its last [`LOG_LINES`]), rendered in `lang`.
    pub(super) fn of(mut lines: Vec<Msg>, lang: Lang) -> Narration {
        let excess = lines.len().saturating_sub(LOG_LINES);
        lines.drain(..excess);
        let mut narration = Narration {
            lines,
            told: Vec::new(),
        };
        narration.retell(lang);
        narration
    }

    /// Renders the kept lines again, in `lang`.
    pub(super) fn retell(&mut self, lang: Lang) {
        self.told = self.lines.iter().map(|m| l10n::text(lang, m)).collect();
    }

    /// Adds lines, keeping the last [`LOG_LINES`]; answers how many were added.
    pub(super) fn tell(&mut self, lines: impl IntoIterator<Item = Msg>, lang: Lang) -> u64 {
        let before = self.lines.len();
        self.lines.extend(lines);
        let added = self.lines.len() - before;
        self.told
            .extend(self.lines[before..].iter().map(|m| l10n::text(lang, m)));
        self.lines
            .drain(..self.lines.len().saturating_sub(LOG_LINES));
        self.told.drain(..self.told.len().saturating_sub(LOG_LINES));
        added as u64
    }

    /// Forgets the last `count` lines told (a take-back unsays what its action said), as far as
    /// they are kept.
    pub(super) fn unsay(&mut self, count: u64) {
        let keep = self.lines.len().saturating_sub(count as usize);
        self.lines.truncate(keep);
        self.told.truncate(keep);
    }

    /// The lines from line `from` on, counting as `narrated` (every line ever told) counts, as
    /// far as they are still kept.
    pub(super) fn from(&self, from: u64, narrated: u64) -> &[Msg] {
        let first_kept = narrated.saturating_sub(self.lines.len() as u64);
        let skip = from.saturating_sub(first_kept).min(self.lines.len() as u64);
        &self.lines[skip as usize..]
    }

    pub(super) fn lines(&self) -> &[Msg] {
        &self.lines
    }

    pub(super) fn told(&self) -> &[String] {
        &self.told
    }
}
