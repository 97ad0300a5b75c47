//! The marks the board is drawn with ([`GanjifaMarks`]), each explained in the legend.

use crate::games::ganjifa::view::GanjifaMarks;

/// The seat the board is drawn for.
pub const YOU: &str = "*";
/// G4: the dealer.
pub const DEALER: &str = "◆";
/// A seat's cards in hand.
pub const IN_HAND: &str = "▯";
/// G5.4, G6.3: a seat's cards captured in this deal.
pub const CAPTURED: &str = "⊕";
/// G3: the trump suit.
pub const TRUMP: &str = "★";
/// G5: the trick on the table.
pub const TRICK: &str = "▷";
/// G8: the last play (a trick, or a Dukal since).
pub const LAST_PLAY: &str = "⟲";
/// G5.3, G6.3: who took the last play's cards.
pub const TAKEN_BY: &str = "→";
/// G6.3: discards against a Dukal.
pub const DISCARDS: &str = "✗";
/// G8: the cards played face up this deal.
pub const PLAYED: &str = "✓";

/// Each mark with the message that explains it, in the legend's order.
pub const MEANINGS: [(&str, &str); 10] = [
    (YOU, "ganjifa-legend-you"),
    (DEALER, "ganjifa-legend-dealer"),
    (IN_HAND, "ganjifa-legend-in-hand"),
    (CAPTURED, "ganjifa-legend-captured"),
    (TRUMP, "ganjifa-legend-trump"),
    (TRICK, "ganjifa-legend-trick"),
    (LAST_PLAY, "ganjifa-legend-last-play"),
    (TAKEN_BY, "ganjifa-legend-taken-by"),
    (DISCARDS, "ganjifa-legend-discards"),
    (PLAYED, "ganjifa-legend-played"),
];

/// The marks a shell draws the board with.
pub(super) fn marks() -> GanjifaMarks {
    GanjifaMarks {
        you: YOU.to_string(),
        dealer: DEALER.to_string(),
        in_hand: IN_HAND.to_string(),
        captured: CAPTURED.to_string(),
        trick: TRICK.to_string(),
        last_play: LAST_PLAY.to_string(),
        taken_by: TAKEN_BY.to_string(),
        played: PLAYED.to_string(),
        discards: DISCARDS.to_string(),
        trump: TRUMP.to_string(),
    }
}
