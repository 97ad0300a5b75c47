//! The one way views reach a shell: every view of a live table, answered or not, handed to its
//! observer once, in the order the table made them, never one older than the last.

use super::ViewObserver;
use crate::l10n::{text, Msg};
use crate::table::{Haptic, TableView};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

/// Hands a live table's views to the shell's observer in order. A view takes its place in line
/// with the table locked (so places follow the order views are made), and is handed over with
/// the table free, once every earlier place is done.
pub(super) struct Delivery {
    observer: Arc<dyn ViewObserver>,
    line: Mutex<Line>,
    moved: Condvar,
}

struct Line {
    /// The next place to give out.
    next: u64,
    /// The place whose view is handed over now (or next).
    serving: u64,
    /// What the shell was last given, to word the next view's announcement.
    shown: Option<Shown>,
    closed: bool,
}

struct Shown {
    version: u64,
    turn: String,
    status: String,
}

/// A view's place in line.
pub(super) struct Place<'a> {
    delivery: &'a Delivery,
    place: u64,
}

impl Delivery {
    pub(super) fn new(observer: Arc<dyn ViewObserver>) -> Delivery {
        Delivery {
            observer,
            line: Mutex::new(Line {
                next: 0,
                serving: 0,
                shown: None,
                closed: false,
            }),
            moved: Condvar::new(),
        }
    }

    fn line(&self) -> MutexGuard<'_, Line> {
        self.line.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The next place in line: take it with the table locked.
    pub(super) fn place(&self) -> Place<'_> {
        let mut line = self.line();
        let place = line.next;
        line.next += 1;
        Place {
            delivery: self,
            place,
        }
    }

    /// No view is handed over from now on (one being handed over finishes).
    pub(super) fn close(&self) {
        self.line().closed = true;
    }

    /// Waits until `place` is served.
    fn wait_for(&self, place: u64) -> MutexGuard<'_, Line> {
        let mut line = self.line();
        while line.serving < place {
            line = self
                .moved
                .wait(line)
                .unwrap_or_else(PoisonError::into_inner);
        }
        line
    }
}

impl Place<'_> {
    /// Hands `view` over in its place, with the table unlocked. A view newer than the last gets
    /// its announcement; one of the same version is that moment redrawn (a hint solved, a save
    /// that worked at last): it replaces the last without its haptic or an announcement. An
    /// older one, or any once the table closed, is not handed over.
    pub(super) fn deliver(self, mut view: TableView) {
        let delivery = self.delivery;
        let mut line = delivery.wait_for(self.place);
        if line.closed {
            return;
        }
        let last = line.shown.as_ref().map(|s| s.version);
        if last.is_some_and(|last| view.version < last) {
            return;
        }
        let turn = whose_turn(&view);
        if last == Some(view.version) {
            view.effects.haptic = Haptic::None;
            view.announcement = None;
        } else {
            view.announcement = announcement(&view, &turn, line.shown.as_ref());
        }
        line.shown = Some(Shown {
            version: view.version,
            turn,
            status: view.status.clone(),
        });
        drop(line);
        delivery.observer.on_view(view);
    }
}

impl Drop for Place<'_> {
    /// The next place is served once this one is done, handed over or not.
    fn drop(&mut self) {
        let mut line = self.delivery.wait_for(self.place);
        line.serving = self.place + 1;
        drop(line);
        self.delivery.moved.notify_all();
    }
}

/// The names of the seats whose turn it is, as the announcement says them.
fn whose_turn(view: &TableView) -> String {
    let names: Vec<&str> = view
        .seats
        .iter()
        .filter(|s| s.is_turn)
        .map(|s| s.name.as_str())
        .collect();
    names.join(", ")
}

/// What a screen reader says as `view` comes after `shown`: whose turn it is when the turn
/// moved, else the status when it changed (a bot's move, a summary), else nothing.
fn announcement(view: &TableView, turn: &str, shown: Option<&Shown>) -> Option<String> {
    if !turn.is_empty() && shown.is_none_or(|s| s.turn != turn) {
        return Some(text(
            view.lang,
            &Msg::new("shell-turn-of").text("name", turn.to_string()),
        ));
    }
    (!view.status.is_empty() && shown.is_none_or(|s| s.status != view.status))
        .then(|| view.status.clone())
}

#[cfg(test)]
mod tests {
    use super::{announcement, whose_turn, Shown};
    use crate::games::GameId;
    use crate::l10n::Lang;
    use crate::table::{SeatSetup, Table, TableSetup};

    fn view() -> crate::table::TableView {
        let setup = TableSetup {
            seats: vec![SeatSetup::person("Ann"), SeatSetup::person("Cas")],
            ..TableSetup::default_for(GameId::Dicen, "Ann", 1)
        };
        Table::new(setup, Lang::En, 0).expect("a table").view()
    }

    fn shown(turn: &str, status: &str) -> Shown {
        Shown {
            version: 0,
            turn: turn.into(),
            status: status.into(),
        }
    }

    /// Whose turn when it moved, else the new status, else nothing.
    #[test]
    fn an_announcement_says_what_changed_since_the_view_before() {
        let view = view();
        let turn = whose_turn(&view);
        assert_eq!(turn, "Ann");
        assert_eq!(
            announcement(&view, &turn, None).as_deref(),
            Some("Ann to play"),
            "the first view says whose turn it is"
        );
        assert_eq!(
            announcement(&view, &turn, Some(&shown("Cas", &view.status))).as_deref(),
            Some("Ann to play")
        );
        assert_eq!(
            announcement(&view, &turn, Some(&shown("Ann", "before"))),
            Some(view.status.clone()),
            "the same turn, a new status"
        );
        assert_eq!(
            announcement(&view, &turn, Some(&shown("Ann", &view.status))),
            None,
            "nothing new to say"
        );
    }
}
