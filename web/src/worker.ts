// The core's home: a dedicated module Worker. It opens the app (its store on the Origin-Private
// File System), answers the page's requests by id, and pushes every view of the open table.
import init, { WebApp, type WebTable } from './generated/cardavia_web.js';
import type { Reply, Request } from './protocol';
import type { CoreError } from './types';

declare const self: DedicatedWorkerGlobalScope;

const post = (reply: Reply) => self.postMessage(reply);

/** A thrown value as the core's {kind, message}; anything else is an internal fault. */
function asError(e: unknown): CoreError {
  if (e && typeof e === 'object' && 'kind' in e && 'message' in e) {
    const { kind, message } = e as CoreError;
    return { kind: String(kind), message: String(message) };
  }
  return { kind: 'internal', message: e instanceof Error ? e.message : String(e) };
}

let app: WebApp | null = null;
/** Open tables by the page's number for them (one at a time in practice). */
const tables = new Map<number, WebTable>();
let nextTable = 1;
const queue: Request[] = [];

function open(table: (observer: (view: any) => void) => WebTable): number {
  const number = nextTable++;
  // The observer may be called before `table` returns (the opening view): views carry the number.
  const live = table((view) => post({ kind: 'view', table: number, view }));
  tables.set(number, live);
  return number;
}

function handle(request: Request): unknown {
  const core = app!;
  switch (request.op) {
    case 'call':
      return core.call(request.method, request.args);
    case 'start':
      return open((observer) => core.startTable(request.game, request.seats, request.choices, observer));
    case 'resume':
      return open((observer) => core.resumeSaved(request.series, observer));
    case 'dispatch': {
      const table = tables.get(request.table);
      if (!table) throw { kind: 'stale', message: '' } satisfies CoreError;
      table.dispatch(request.intent, request.version);
      return null;
    }
    case 'away':
    case 'back': {
      const table = tables.get(request.table);
      if (table) request.op === 'away' ? table.stepAway() : table.comeBack();
      return null;
    }
    case 'stop': {
      const table = tables.get(request.table);
      tables.delete(request.table);
      if (table) {
        table.stop();
        table.free();
      }
      return null;
    }
  }
}

function answer(request: Request) {
  const started = performance.now();
  try {
    const value = handle(request);
    post({ kind: 'answer', id: request.id, ok: true, value, ms: performance.now() - started });
  } catch (e) {
    post({ kind: 'answer', id: request.id, ok: false, error: asError(e), ms: performance.now() - started });
  }
}

self.onmessage = (event: MessageEvent<Request>) => {
  if (app) answer(event.data);
  else queue.push(event.data);
};

async function start() {
  try {
    await init();
    // The tables' pace, when the page asked for one (core.ts: the Worker's name).
    const pace = self.name.startsWith('{') ? JSON.parse(self.name) : undefined;
    app = await WebApp.open([...self.navigator.languages], -new Date().getTimezoneOffset(), pace);
    post({ kind: 'ready' });
    for (const request of queue.splice(0)) answer(request);
  } catch (e) {
    post({ kind: 'failed', error: asError(e) });
  }
}

start();
