//! A throw of the dice (N2): below the rules, the moves and the variants that all read it.

use serde::{Deserialize, Serialize};

/// The dice of the throw being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Throw {
    pub first: u8,
    /// `None` for a one-die throw (N2).
    pub second: Option<u8>,
}

impl Throw {
    pub fn total(self) -> u32 {
        u32::from(self.first) + u32::from(self.second.unwrap_or(0))
    }

    /// The face of a double, if the throw is one.
    pub fn double(self) -> Option<u8> {
        (self.second == Some(self.first)).then_some(self.first)
    }
}
