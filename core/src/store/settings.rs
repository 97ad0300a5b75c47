//! The player's settings: language, the look, haptics, the turn timer, the default bot level and
//! the rule assists. Validated before they are stored; a value in the file that does not read
//! back (edited by hand, written by a buggy build) falls back to its default rather than locking
//! the player out of the settings screen.

use crate::ai::Level;
use crate::l10n::Msg;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::ops::RangeInclusive;

/// The look settings are the table's own (`look.rs`): each 0–100, 50 the neutral middle.
pub use crate::look::LookSettings as Look;

/// DiCa rule D4.7, the settings' default for new tables: the game's own setting.
pub use crate::games::dica::Mistakes;

/// Help the rules can give; new tables start with these.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assist {
    /// DICEN: show which tile sets the throw allows.
    pub dicen_hints: bool,
    /// DiCa: the `mistakes` option (D4.7).
    pub dica_mistakes: Mistakes,
}

/// How long bots wait before each move, so people can follow the table: a calm table for
/// people new to the game, a quick one for those who know it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotPace {
    Calm,
    #[default]
    Normal,
    Quick,
}

impl BotPace {
    pub const ALL: [BotPace; 3] = [BotPace::Calm, BotPace::Normal, BotPace::Quick];

    /// The pause before a bot's move. Normal is the 700 ms people were used to; even a quick
    /// table leaves a bot's move on the screen long enough to be seen.
    pub fn pause(self) -> std::time::Duration {
        std::time::Duration::from_millis(match self {
            BotPace::Calm => 1_500,
            BotPace::Normal => 700,
            BotPace::Quick => 250,
        })
    }

    /// The pace's name for people ("Calm", "Rustig").
    pub fn label_msg(self) -> Msg {
        Msg::new(match self {
            BotPace::Calm => "app-pace-calm",
            BotPace::Normal => "app-pace-normal",
            BotPace::Quick => "app-pace-quick",
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            BotPace::Calm => "calm",
            BotPace::Normal => "normal",
            BotPace::Quick => "quick",
        }
    }

    fn parse(text: &str) -> Option<BotPace> {
        BotPace::ALL.into_iter().find(|p| p.as_str() == text)
    }
}

/// Everything the settings screen holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// A BCP 47 language tag (`en`, `pt-BR`); `None` follows the device.
    pub language: Option<String>,
    pub look: Look,
    pub haptics: bool,
    /// Seconds a person has for a turn; `None` means no timer.
    pub turn_timer_s: Option<u32>,
    /// The level a new AI seat starts with.
    pub ai_level: Level,
    /// How long bots wait before each move, at tables opened from now on.
    #[serde(default)]
    pub bot_pace: BotPace,
    pub assist: Assist,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            look: Look::default(),
            haptics: true,
            // D10: the rule book's 30 s until the player picks another time or no timer.
            turn_timer_s: Some(30),
            ai_level: Level::Normal,
            bot_pace: BotPace::Normal,
            assist: Assist::default(),
        }
    }
}

/// The turn timer's allowed range, in seconds.
pub const TURN_TIMER_S: RangeInclusive<i64> = 5..=600;

/// A setting outside what is allowed. Nothing was stored.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("{setting} must be {min}–{max}, not {value}")]
    OutOfRange {
        setting: Setting,
        value: i64,
        min: i64,
        max: i64,
    },
    #[error("{0:?} is not a language tag (like en or pt-BR)")]
    Language(String),
}

/// The numeric settings, named for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Contrast,
    Grain,
    Temperature,
    TurnTimer,
}

impl std::fmt::Display for Setting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

impl Setting {
    fn key(self) -> &'static str {
        match self {
            Setting::Contrast => "look.contrast",
            Setting::Grain => "look.grain",
            Setting::Temperature => "look.temperature",
            Setting::TurnTimer => "turn-timer-s",
        }
    }

    fn name_msg(self) -> Msg {
        Msg::new(match self {
            Setting::Contrast => "store-setting-contrast",
            Setting::Grain => "store-setting-grain",
            Setting::Temperature => "store-setting-temperature",
            Setting::TurnTimer => "store-setting-turn-timer",
        })
    }
}

impl SettingsError {
    pub fn kind(&self) -> &'static str {
        match self {
            SettingsError::OutOfRange { .. } => "setting-out-of-range",
            SettingsError::Language(_) => "setting-language",
        }
    }

    pub fn message(&self) -> Msg {
        match self {
            SettingsError::OutOfRange {
                setting,
                value,
                min,
                max,
            } => Msg::new("store-setting-out-of-range")
                .msg("setting", setting.name_msg())
                .int("value", *value)
                .int("min", *min)
                .int("max", *max),
            SettingsError::Language(tag) => Msg::new("store-setting-language")
                .text("tag", tag.chars().take(40).collect::<String>()),
        }
    }
}

fn in_range(setting: Setting, value: i64, range: RangeInclusive<i64>) -> Result<(), SettingsError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(SettingsError::OutOfRange {
            setting,
            value,
            min: *range.start(),
            max: *range.end(),
        })
    }
}

/// A BCP 47 tag in the shape apps use: a 2–3 letter language, then subtags of 1–8 letters or
/// digits (`en`, `pt-BR`, `sr-Latn-RS`). Whether a translation exists is the l10n layer's call.
fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let first_ok = parts
        .next()
        .is_some_and(|p| (2..=3).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphabetic()));
    first_ok
        && tag.len() <= 35
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

impl Settings {
    /// Checks every value; the first one out of range is the error.
    pub fn validate(&self) -> Result<(), SettingsError> {
        if let Some(tag) = &self.language {
            if !is_language_tag(tag) {
                return Err(SettingsError::Language(tag.clone()));
            }
        }
        in_range(
            Setting::Contrast,
            i64::from(self.look.contrast),
            Look::RANGE,
        )?;
        in_range(Setting::Grain, i64::from(self.look.grain), Look::RANGE)?;
        in_range(
            Setting::Temperature,
            i64::from(self.look.temperature),
            Look::RANGE,
        )?;
        if let Some(s) = self.turn_timer_s {
            in_range(Setting::TurnTimer, i64::from(s), TURN_TIMER_S)?;
        }
        Ok(())
    }

    /// The settings as stored rows: one key per value, text values.
    pub(super) fn rows(&self) -> Vec<(&'static str, String)> {
        vec![
            (KEY_LANGUAGE, self.language.clone().unwrap_or_default()),
            (Setting::Contrast.key(), self.look.contrast.to_string()),
            (Setting::Grain.key(), self.look.grain.to_string()),
            (
                Setting::Temperature.key(),
                self.look.temperature.to_string(),
            ),
            (KEY_HAPTICS, bool_text(self.haptics).to_string()),
            (
                Setting::TurnTimer.key(),
                self.turn_timer_s
                    .map_or_else(|| "off".to_string(), |s| s.to_string()),
            ),
            (KEY_AI_LEVEL, self.ai_level.as_str().to_string()),
            (KEY_BOT_PACE, self.bot_pace.as_str().to_string()),
            (
                KEY_DICEN_HINTS,
                bool_text(self.assist.dicen_hints).to_string(),
            ),
            (
                KEY_DICA_MISTAKES,
                self.assist.dica_mistakes.as_str().to_string(),
            ),
        ]
    }

    /// Reads the stored rows over the defaults. A row that does not read back, or reads back out
    /// of range, keeps the default (and is logged).
    pub(super) fn from_rows(stored: &HashMap<String, String>) -> Settings {
        let rows = |key: &str| stored.get(key).cloned();
        let mut s = Settings::default();
        fn take<T>(
            key: &str,
            text: Option<String>,
            parse: impl Fn(&str) -> Option<T>,
        ) -> Option<T> {
            let text = text?;
            let value = parse(&text);
            if value.is_none() {
                tracing::warn!(key, value = %text, "stored setting ignored: it does not read back");
            }
            value
        }
        let look = |v: &str| {
            v.parse::<u8>()
                .ok()
                .filter(|n| Look::RANGE.contains(&i64::from(*n)))
        };
        if let Some(tag) = take(KEY_LANGUAGE, rows(KEY_LANGUAGE), |v| {
            (v.is_empty() || is_language_tag(v)).then(|| v.to_string())
        }) {
            s.language = (!tag.is_empty()).then_some(tag);
        }
        if let Some(v) = take(Setting::Contrast.key(), rows(Setting::Contrast.key()), look) {
            s.look.contrast = v;
        }
        if let Some(v) = take(Setting::Grain.key(), rows(Setting::Grain.key()), look) {
            s.look.grain = v;
        }
        if let Some(v) = take(
            Setting::Temperature.key(),
            rows(Setting::Temperature.key()),
            look,
        ) {
            s.look.temperature = v;
        }
        if let Some(v) = take(KEY_HAPTICS, rows(KEY_HAPTICS), parse_bool) {
            s.haptics = v;
        }
        if let Some(v) = take(
            Setting::TurnTimer.key(),
            rows(Setting::TurnTimer.key()),
            |v| {
                if v == "off" {
                    Some(None)
                } else {
                    v.parse::<u32>()
                        .ok()
                        .filter(|n| TURN_TIMER_S.contains(&i64::from(*n)))
                        .map(Some)
                }
            },
        ) {
            s.turn_timer_s = v;
        }
        if let Some(v) = take(KEY_AI_LEVEL, rows(KEY_AI_LEVEL), |v| v.parse().ok()) {
            s.ai_level = v;
        }
        if let Some(v) = take(KEY_BOT_PACE, rows(KEY_BOT_PACE), BotPace::parse) {
            s.bot_pace = v;
        }
        if let Some(v) = take(KEY_DICEN_HINTS, rows(KEY_DICEN_HINTS), parse_bool) {
            s.assist.dicen_hints = v;
        }
        if let Some(v) = take(KEY_DICA_MISTAKES, rows(KEY_DICA_MISTAKES), |v| {
            v.parse().ok()
        }) {
            s.assist.dica_mistakes = v;
        }
        s
    }
}

const KEY_LANGUAGE: &str = "language";
const KEY_HAPTICS: &str = "haptics";
const KEY_AI_LEVEL: &str = "ai-level";
const KEY_BOT_PACE: &str = "bot-pace";
const KEY_DICEN_HINTS: &str = "assist.dicen-hints";
const KEY_DICA_MISTAKES: &str = "assist.dica-mistakes";

fn bool_text(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}
