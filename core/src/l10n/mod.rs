//! Localisable messages. The core never builds a player-facing sentence itself: it names a
//! Fluent message and its arguments ([`Msg`]), and the table renders it in the player's language.

use serde::Serialize;

/// A message id in `locales/<lang>/*.ftl` with its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// A message argument.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    Int(i64),
    Text(String),
    /// Another message, rendered first (a card's name inside a log line).
    Msg(Box<Msg>),
}

impl Msg {
    pub fn new(id: &'static str) -> Self {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    pub fn int(mut self, name: &'static str, value: impl Into<i64>) -> Self {
        self.args.push((name, Arg::Int(value.into())));
        self
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    pub fn msg(mut self, name: &'static str, value: Msg) -> Self {
        self.args.push((name, Arg::Msg(Box::new(value))));
        self
    }
}
