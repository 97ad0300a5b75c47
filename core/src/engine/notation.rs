//! What all action notations share: the error for text that is not an action, and a small
//! tokenizer. Each game's `notation.rs` defines its own words (`roll`, `shut 7 3`, ...).

use std::fmt;

/// Text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not an action: {why}")]
pub struct NotationError {
    pub text: String,
    pub why: String,
}

impl NotationError {
    pub fn new(text: &str, why: impl fmt::Display) -> Self {
        NotationError {
            text: text.chars().take(80).collect(),
            why: why.to_string(),
        }
    }
}

/// Whitespace-separated words of an action's text, with helpers that turn every problem into a
/// [`NotationError`] naming the original text (never a panic).
pub struct Words<'a> {
    text: &'a str,
    words: std::str::SplitWhitespace<'a>,
}

impl<'a> Words<'a> {
    pub fn new(text: &'a str) -> Self {
        Words {
            text,
            words: text.split_whitespace(),
        }
    }

    /// The first word (the verb), or an error for empty text.
    pub fn verb(&mut self) -> Result<&'a str, NotationError> {
        self.words
            .next()
            .ok_or_else(|| NotationError::new(self.text, "it is empty"))
    }

    /// The next word as a number in `range`.
    pub fn number<T>(
        &mut self,
        what: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<T, NotationError>
    where
        T: std::str::FromStr + PartialOrd + fmt::Display + Copy,
    {
        let word = self
            .words
            .next()
            .ok_or_else(|| NotationError::new(self.text, format!("{what} is missing")))?;
        self.parse_number(word, what, range)
    }

    /// Every remaining word as a number in `range`.
    pub fn numbers<T>(
        &mut self,
        what: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<Vec<T>, NotationError>
    where
        T: std::str::FromStr + PartialOrd + fmt::Display + Copy,
    {
        let mut out = Vec::new();
        for word in self.words.by_ref() {
            out.push(Self::parse_in(self.text, word, what, &range)?);
        }
        Ok(out)
    }

    /// The next word, if any.
    pub fn next_word(&mut self) -> Option<&'a str> {
        self.words.next()
    }

    /// Errors if words are left over.
    pub fn end(mut self) -> Result<(), NotationError> {
        match self.words.next() {
            None => Ok(()),
            Some(extra) => Err(NotationError::new(
                self.text,
                format!("unexpected {extra:?} at the end"),
            )),
        }
    }

    /// An error about this text.
    pub fn error(&self, why: impl fmt::Display) -> NotationError {
        NotationError::new(self.text, why)
    }

    fn parse_number<T>(
        &self,
        word: &str,
        what: &str,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<T, NotationError>
    where
        T: std::str::FromStr + PartialOrd + fmt::Display + Copy,
    {
        Self::parse_in(self.text, word, what, &range)
    }

    fn parse_in<T>(
        text: &str,
        word: &str,
        what: &str,
        range: &std::ops::RangeInclusive<T>,
    ) -> Result<T, NotationError>
    where
        T: std::str::FromStr + PartialOrd + fmt::Display + Copy,
    {
        let n: T = word
            .parse()
            .map_err(|_| NotationError::new(text, format!("{what} {word:?} is not a number")))?;
        if !range.contains(&n) {
            return Err(NotationError::new(
                text,
                format!("{what} {n} is not in {}–{}", range.start(), range.end()),
            ));
        }
        Ok(n)
    }
}

/// Makes an action type serialise as its notation string (compact, readable logs and saves) and
/// deserialise through `FromStr`, so a corrupt save gives a notation error, not a panic.
#[macro_export]
macro_rules! serde_as_notation {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_report_what_is_wrong() {
        let mut w = Words::new("shut 7 x");
        assert_eq!(w.verb(), Ok("shut"));
        assert_eq!(w.number("tile", 1u8..=12), Ok(7));
        let err = w.number("tile", 1u8..=12).unwrap_err();
        assert!(err.why.contains("not a number"), "{err}");
        let err = Words::new("shut 13").numbers::<u8>("tile", 1..=12);
        assert!(err.is_err());
        assert!(Words::new("   ").verb().is_err());
        let mut w = Words::new("roll now");
        w.verb().ok();
        assert!(w.end().is_err());
    }

    #[test]
    fn errors_truncate_huge_input() {
        let long = "x".repeat(10_000);
        assert!(NotationError::new(&long, "no").text.len() <= 80);
    }
}
