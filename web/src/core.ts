// The page's side of the core: requests by id over postMessage to the Worker, answers as
// promises, and the views the Worker pushes for the open table. Nothing here knows a rule.
import type { Reply, Request } from './protocol';
import type { Calls, CoreError, GameId, Intent, Method, SeatSetup, SeriesId, TableView } from './types';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

type Pending = { resolve: (v: unknown) => void; reject: (e: CoreError) => void; what: string; sent: number };

/** One answered request: what was asked and how long it took (the Worker's and the round trip's). */
export interface Timing {
  what: string;
  ok: boolean;
  coreMs: number;
  roundTripMs: number;
}

/**
 * The Worker's name carries the tables' pace when the page's address asks for one
 * (`?bot-pause=0&tap-guard=0`: the tests play without the pauses people need).
 */
function workerName(): string {
  const params = new URLSearchParams(location.search);
  const botPause = params.get('bot-pause');
  const tapGuard = params.get('tap-guard');
  if (botPause === null && tapGuard === null) return 'cardavia-core';
  // Without `bot-pause` the tables follow the settings' bots' pace.
  return JSON.stringify({
    bot_pause_ms: botPause === null ? null : Number(botPause),
    tap_guard_ms: Number(tapGuard ?? 350),
  });
}

export class CoreClient {
  private worker: Worker;
  private next = 1;
  private pending = new Map<number, Pending>();
  private viewListeners = new Set<(table: number, view: TableView) => void>();
  private timingListeners = new Set<(t: Timing) => void>();
  /** Each open table's latest view: its opening view arrives before the table's number does. */
  private latest = new Map<number, TableView>();
  /** Settles when the core is open (or failed to load: then with its error). */
  readonly ready: Promise<void>;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: workerName() });
    let ready!: () => void;
    let failed!: (e: CoreError) => void;
    this.ready = new Promise((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      switch (reply.kind) {
        case 'ready':
          ready();
          break;
        case 'failed':
          failed(reply.error);
          break;
        case 'view':
          this.latest.set(reply.table, reply.view);
          this.viewListeners.forEach((l) => l(reply.table, reply.view));
          break;
        case 'answer': {
          const p = this.pending.get(reply.id);
          if (!p) return;
          this.pending.delete(reply.id);
          const timing = { what: p.what, ok: reply.ok, coreMs: reply.ms, roundTripMs: performance.now() - p.sent };
          this.timingListeners.forEach((l) => l(timing));
          if (reply.ok) p.resolve(reply.value);
          else p.reject(reply.error);
        }
      }
    };
    this.worker.onerror = (e) => failed({ kind: 'internal', message: e.message });
  }

  private request<T>(what: string, body: DistributiveOmit<Request, 'id'>): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, what, sent: performance.now() });
      this.worker.postMessage({ ...body, id } as Request);
    });
  }

  /** One app call by name (see `Calls`); rejects with the core's {kind, message}. */
  call<M extends Method>(method: M, args: Calls[M][0]): Promise<Calls[M][1]> {
    return this.request(method, { op: 'call', method, args });
  }

  /** Opens a new table; its views arrive through `onView` with the number this resolves to. */
  startTable(game: GameId, seats: SeatSetup[], choices: number[]): Promise<number> {
    return this.request('startTable', { op: 'start', game, seats, choices });
  }

  resumeSaved(series: SeriesId): Promise<number> {
    return this.request('resumeSaved', { op: 'resume', series });
  }

  /** A tap (or cancel) on the view of `version`; rejects when refused, stale or too soon. */
  dispatch(table: number, intent: Intent, version: number): Promise<void> {
    return this.request('dispatch', { op: 'dispatch', table, intent, version });
  }

  /** The latest view the table pushed (its opening view, before `startTable` resolves). */
  latestView(table: number): TableView | null {
    return this.latest.get(table) ?? null;
  }

  /**
   * The page was hidden (`away`) or shown again (`back`): the core stops the bots and the turn
   * clock meanwhile, and asks for a hand-over on return before anything hidden shows.
   */
  setAway(table: number, away: boolean): Promise<void> {
    return this.request(away ? 'stepAway' : 'comeBack', { op: away ? 'away' : 'back', table });
  }

  stopTable(table: number): Promise<void> {
    this.latest.delete(table);
    return this.request('stopTable', { op: 'stop', table });
  }

  onView(listener: (table: number, view: TableView) => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** Every answered request's timing, for measurements. */
  onTiming(listener: (t: Timing) => void): () => void {
    this.timingListeners.add(listener);
    return () => this.timingListeners.delete(listener);
  }
}
