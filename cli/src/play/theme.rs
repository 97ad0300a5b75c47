//! Colours, or none: the terminal table works in colour and in monochrome (`NO_COLOR`, `--mono`).

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub mono: bool,
}

impl Theme {
    pub fn plain(self) -> Style {
        Style::default()
    }

    pub fn title(self) -> Style {
        Style::default().add_modifier(Modifier::BOLD)
    }

    /// Something that can be tapped now.
    pub fn enabled(self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default().fg(Color::LightGreen)
        }
    }

    /// Something drawn but not tappable now.
    pub fn disabled(self) -> Style {
        if self.mono {
            Style::default()
        } else {
            Style::default().fg(Color::DarkGray)
        }
    }

    pub fn focus(self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED)
    }

    pub fn selected(self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
        } else {
            Style::default().fg(Color::Black).bg(Color::Yellow)
        }
    }

    pub fn shut(self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::DIM)
        } else {
            Style::default().fg(Color::DarkGray)
        }
    }

    /// A team's or seat's colour: red for team/seat 0, blue for 1, then others.
    pub fn seat(self, index: u8) -> Style {
        if self.mono {
            return Style::default();
        }
        let colour = match index {
            0 => Color::LightRed,
            1 => Color::LightBlue,
            2 => Color::LightYellow,
            3 => Color::LightMagenta,
            4 => Color::LightCyan,
            _ => Color::White,
        };
        Style::default().fg(colour)
    }

    pub fn warning(self) -> Style {
        if self.mono {
            Style::default().add_modifier(Modifier::BOLD)
        } else {
            Style::default().fg(Color::Yellow)
        }
    }
}
