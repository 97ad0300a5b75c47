//! One table per series in this app: a series open at a live table is claimed, and a second
//! window of the same app asking to resume it is refused (another process or tab is kept out
//! by the store's writer lock). A claim lets go when the table's saver goes, however the table
//! closes.

use crate::store::SeriesId;
use std::collections::HashSet;
use std::sync::{Arc, Mutex, PoisonError};

/// The series claimed in one app. Its own lock, not the app's: a claim is let go of wherever a
/// table ends, also while the app is locked.
#[derive(Clone, Debug, Default)]
pub(super) struct Claims(Arc<Mutex<HashSet<SeriesId>>>);

impl Claims {
    /// Claims `series`, or `None` when a table of this app has it already.
    pub(super) fn claim(&self, series: SeriesId) -> Option<Claim> {
        let mut held = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        held.insert(series).then(|| Claim {
            series,
            claims: self.clone(),
        })
    }

    pub(super) fn is_claimed(&self, series: SeriesId) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(&series)
    }
}

/// A series held by one table of the app until dropped.
#[derive(Debug)]
pub struct Claim {
    series: SeriesId,
    claims: Claims,
}

impl Drop for Claim {
    fn drop(&mut self) {
        let mut held = self.claims.0.lock().unwrap_or_else(PoisonError::into_inner);
        held.remove(&self.series);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_series_is_claimed_once_until_its_claim_goes() {
        let claims = Claims::default();
        let first = claims.claim(SeriesId(1)).expect("free");
        assert!(claims.claim(SeriesId(1)).is_none());
        assert!(claims.is_claimed(SeriesId(1)));
        let other = claims.claim(SeriesId(2)).expect("another series is free");
        drop(first);
        assert!(!claims.is_claimed(SeriesId(1)));
        assert!(claims.claim(SeriesId(1)).is_some());
        drop(other);
    }
}
