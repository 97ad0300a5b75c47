//! The table's task: what happens at a live table without a tap.

use super::host::{self, Pending};
use super::shared::Shared;
use crate::table::{BotMove, Intent, TableError};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// A bot's move on its way: the table's version it was planned for, and its pause and thinking
/// (dropped when the table moves on without it).
type BotTurn = (u64, Pending<Option<BotMove>>);

/// What the task waits for next, read from the table in one short lock: how long until the
/// turn clock runs out, and until a failed save is tried again.
struct Plan {
    deadline: Option<Duration>,
    retry_save: Option<Duration>,
}

/// Plans the bots and the clock for the table as it is now: a bot's turn whose table moved on is
/// dropped, and a bot due now gets its pause, then thinks on the blocking pool.
fn plan(shared: &Shared, bot: &mut Option<BotTurn>) -> Option<Plan> {
    let live = shared.live().ok()?;
    let version = live.table.version();
    let away = shared.away.load(Ordering::SeqCst);
    if away || bot.as_ref().is_some_and(|(v, _)| *v != version) {
        *bot = None;
    }
    if bot.is_none() && !away {
        if let Some(job) = live.table.bot_job() {
            let (pause, cap) = (shared.options.bot_pause, shared.options.bot_think_cap);
            // A person who may act now too (a DiCa challenge) gets their window.
            let pause = pause.max(Duration::from_millis(job.people_window_ms));
            let host = shared.host.clone();
            let sleep = host.sleep(pause);
            *bot = Some((
                version,
                Box::pin(async move {
                    sleep.await;
                    // The cap is real time, whatever clock the host keeps (a test's paused one).
                    let thinking = move || {
                        let deadline = web_time::Instant::now() + cap;
                        job.run_until(Box::new(move || web_time::Instant::now() >= deadline))
                    };
                    host::aside(host.as_ref(), thinking).await
                }),
            ));
        }
    }
    // Under the table's lock, so a tap sees it as the task left it.
    shared.bot_pending.store(bot.is_some(), Ordering::SeqCst);
    let now = shared.host.elapsed();
    let deadline = live
        .table
        .timeout_due_ms()
        .filter(|_| !away)
        .map(|ms| Duration::from_millis(ms.saturating_sub(shared.now_ms())));
    let retry_save = live.retry_save.map(|at| at.saturating_sub(now));
    Some(Plan {
        deadline,
        retry_save,
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
    let mut preparing = Some(Box::pin(host::aside(shared.host.as_ref(), preparation)));
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
                    Some((_, turn)) => turn.await,
                    None => std::future::pending().await,
                }
            }, if bot.is_some() => {
                bot = None;
                shared.bot_pending.store(false, Ordering::SeqCst);
                let Ok(mut live) = shared.live() else { break };
                if let Some(mv) = finished {
                    let now = shared.now_ms();
                    match live.table.apply_bot_move(mv, now) {
                        Ok(()) => shared.publish_unasked(live),
                        Err(TableError::Stale { .. }) => {}
                        Err(e) => tracing::error!(%e, "a bot's move was refused"),
                    }
                }
            },
            _ = async {
                match plan.deadline {
                    Some(wait) => shared.host.sleep(wait).await,
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
                    Some(wait) => shared.host.sleep(wait).await,
                    None => std::future::pending().await,
                }
            }, if plan.retry_save.is_some() => {
                let Ok(mut live) = shared.live() else { break };
                shared.save(&mut live);
                shared.redraw(live);
            },
        }
    }
}
