//! An observer that only says a new view arrived: for drivers that read the live table's view
//! themselves and wait for the bots in between (the soak, the live-table benchmark).

use cardavia_core::runtime::ViewObserver;
use cardavia_core::table::TableView;
use std::sync::{mpsc, Arc, Mutex};

/// Wakes the driver on every new view.
pub struct Nudge(Mutex<mpsc::Sender<()>>);

impl Nudge {
    /// The observer to give the live table, and the receiver that hears each new view.
    pub fn channel() -> (Arc<Nudge>, mpsc::Receiver<()>) {
        let (tx, rx) = mpsc::channel();
        (Arc::new(Nudge(Mutex::new(tx))), rx)
    }
}

impl ViewObserver for Nudge {
    fn on_view(&self, _view: TableView) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(());
        }
    }
}
