// The messages between the page and the core's Worker.
import type { CoreError, GameId, Intent, SeatSetup, TableView } from './types';

/** Page -> Worker: each request carries an id its answer repeats. */
export type Request =
  | { id: number; op: 'call'; method: string; args: unknown }
  | { id: number; op: 'start'; game: GameId; seats: SeatSetup[]; choices: number[] }
  | { id: number; op: 'resume'; series: number }
  | { id: number; op: 'dispatch'; table: number; intent: Intent; version: number }
  | { id: number; op: 'stop'; table: number }
  | { id: number; op: 'away' | 'back'; table: number };

/** Worker -> Page. */
export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: CoreError }
  | { kind: 'answer'; id: number; ok: true; value: unknown; ms: number }
  | { kind: 'answer'; id: number; ok: false; error: CoreError; ms: number }
  | { kind: 'view'; table: number; view: TableView };
