//! The table's task: what happens at a live table without a tap.

use super::shared::Shared;
use crate::table::{BotMove, Intent, TableError};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// A bot's move on its way: the table's version it was planned for, and its task.
type BotTurn = (u64, JoinHandle<Option<BotMove>>);

/// What the task waits for next, read from the table in one short lock.
struct Plan {
    deadline: Option<Instant>,
    retry_save: Option<Instant>,
}

/// Plans the bots and the clock for the table as it is now: a bot's turn whose table moved on is
/// dropped, and a bot due now gets its pause, then thinks on the blocking pool.
fn plan(shared: &Shared, bot: &mut Option<BotTurn>) -> Option<Plan> {
    let live = shared.live().ok()?;
    let version = live.table.version();
    if bot.as_ref().is_some_and(|(v, _)| *v != version) {
        if let Some((_, handle)) = bot.take() {
            handle.abort();
        }
    }
    if bot.is_none() {
        if let Some(job) = live.table.bot_job() {
            let (pause, cap) = (shared.options.bot_pause, shared.options.bot_think_cap);
            // A person who may act now too (a DiCa challenge) gets their window.
            let pause = pause.max(Duration::from_millis(job.people_window_ms));
            *bot = Some((
                version,
                tokio::spawn(async move {
                    tokio::time::sleep(pause).await;
                    let thinking = move || {
                        let deadline = std::time::Instant::now() + cap;
                        job.run_until(Box::new(move || std::time::Instant::now() >= deadline))
                    };
                    tokio::task::spawn_blocking(thinking).await.ok()
                }),
            ));
        }
    }
    // Under the table's lock, so a tap sees it as the task left it.
    shared.bot_pending.store(bot.is_some(), Ordering::SeqCst);
    let deadline = live.table.timeout_due_ms().map(|ms| {
        let wait = ms.saturating_sub(shared.now_ms());
        Instant::now() + Duration::from_millis(wait)
    });
    Some(Plan {
        deadline,
        retry_save: live.retry_save,
    })
}

/// The table's task: everything that happens at the table without a tap (bots, the clock, the
/// background solve, saves tried again), and the saves' deferred work after each change.
pub(super) async fn run(shared: Arc<Shared>) {
    let mut bot: Option<BotTurn> = None;
    let preparation = match shared.live() {
        Ok(live) => live.table.preparation(),
        Err(_) => return,
    };
    let mut preparing = Some(tokio::task::spawn_blocking(preparation));
    while let Some(plan) = plan(&shared, &mut bot) {
        tokio::select! {
            _ = shared.wake.notified() => {
                // A tap changed the table (its view is out already) in a way to plan for or
                // with saves to tidy, or it closed.
                shared.tidy();
            },
            _ = async {
                match preparing.as_mut() {
                    Some(handle) => handle.await,
                    None => std::future::pending().await,
                }
            }, if preparing.is_some() => {
                preparing = None;
                if let Ok(live) = shared.live() {
                    shared.redraw(live);
                }
            },
            finished = async {
                match bot.as_mut() {
                    Some((_, handle)) => handle.await,
                    None => std::future::pending().await,
                }
            }, if bot.is_some() => {
                bot = None;
                shared.bot_pending.store(false, Ordering::SeqCst);
                let Ok(mut live) = shared.live() else { break };
                match finished {
                    Ok(Some(mv)) => {
                        let now = shared.now_ms();
                        match live.table.apply_bot_move(mv, now) {
                            Ok(()) => shared.publish_unasked(live),
                            Err(TableError::Stale { .. }) => {}
                            Err(e) => tracing::error!(%e, "a bot's move was refused"),
                        }
                    }
                    Ok(None) => {}
                    Err(e) if e.is_cancelled() => {}
                    Err(e) => tracing::error!(%e, "a bot's turn failed"),
                }
            },
            _ = async {
                match plan.deadline {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            }, if plan.deadline.is_some() => {
                let Ok(mut live) = shared.live() else { break };
                let before = live.table.version();
                let now = shared.now_ms();
                match live.table.apply(&Intent::Tick, 0, now) {
                    Ok(()) if live.table.version() != before => shared.publish_unasked(live),
                    Ok(()) => {}
                    Err(e) => tracing::error!(%e, "the turn clock's timeout was refused"),
                }
            },
            _ = async {
                match plan.retry_save {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            }, if plan.retry_save.is_some() => {
                let Ok(mut live) = shared.live() else { break };
                shared.save(&mut live);
                shared.redraw(live);
            },
        }
    }
    if let Some((_, handle)) = bot.take() {
        handle.abort();
    }
}
