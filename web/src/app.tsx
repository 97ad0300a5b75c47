// The app: which screen is shown, and the data each screen draws, all asked of the core.
import { useEffect, useRef, useState } from 'preact/hooks';
import { CoreClient } from './core';
import { play as playHaptic } from './device/haptics';
import { WakeLock } from './device/wake-lock';
import { Home, type HomeData } from './screens/Home';
import { Failed } from './screens/Failed';
import { PeoplePage } from './screens/People';
import { RulesPage } from './screens/Rules';
import { SettingsPage } from './screens/Settings';
import { SetupPage } from './screens/Setup';
import { StatsPage } from './screens/Stats';
import { TableScreen } from './table/Table';
import { WordsContext, type Marks, type Words } from './texts';
import type { CoreError, GameId, SavedTable, SeatSetup, Settings, TableView } from './types';

export type Route =
  | { name: 'home' }
  | { name: 'setup'; game: GameId }
  | { name: 'table' }
  | { name: 'rules'; game: GameId }
  | { name: 'stats' }
  | { name: 'people' }
  | { name: 'settings' };

/** The open table: the page's number for it, its latest view, and what the last tap came to. */
export interface TableState {
  number: number;
  view: TableView | null;
  /** The core's reason a tap did nothing, shown for the view it was made on. */
  problem: { version: number; message: string } | null;
  /** The latest announcement and a counter, so the same words said again are heard again. */
  said: { id: number; text: string } | null;
}

const core = new CoreClient();
const wakeLock = new WakeLock();

function message(e: unknown): string {
  return (e as CoreError)?.message ?? '';
}

export function App() {
  const [words, setWords] = useState<Words | null>(null);
  const [failure, setFailure] = useState<CoreError | null>(null);
  const [route, setRoute] = useState<Route>({ name: 'home' });
  const [home, setHome] = useState<HomeData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [table, setTable] = useState<TableState | null>(null);
  const settings = useRef<Settings | null>(null);
  const tableRef = useRef<TableState | null>(null);
  tableRef.current = table;

  /** Everything the core words, in the app's language now. */
  async function loadWords() {
    const [texts, lang, marks, current] = await Promise.all([
      core.call('texts', {}),
      core.call('language', {}),
      core.call('marks', {}).catch(() => null as Marks | null),
      core.call('settings', {}),
    ]);
    settings.current = current;
    document.documentElement.lang = lang;
    setWords({ core, texts, marks, lang });
  }

  async function loadHome(notices: string[] = []) {
    const [games, saved, kept, damaged] = await Promise.all([
      core.call('games', {}),
      core.call('savedTables', {}).catch((e) => (setProblem(message(e)), [] as SavedTable[])),
      core.call('keptTables', {}).catch(() => []),
      core.call('takeDamagedNotices', {}).catch(() => [] as string[]),
    ]);
    setHome((before) => ({ games, saved, kept, notices: [...(before?.notices ?? []), ...notices, ...damaged] }));
  }

  useEffect(() => {
    navigator.storage?.persist?.().catch(() => undefined);
    core.ready
      .then(async () => {
        await loadWords();
        const notice = await core.call('takeNotice', {});
        await loadHome(notice ? [notice] : []);
      })
      .catch((e: CoreError) => setFailure(e));
    const off = core.onView((number, view) => {
      const current = tableRef.current;
      if (!current || current.number !== number) return;
      setTable((t) =>
        t && t.number === number
          ? { ...t, view, said: view.announcement ? { id: (t.said?.id ?? 0) + 1, text: view.announcement } : t.said }
          : t,
      );
      if (view.effects.haptic !== 'none' && settings.current?.haptics) playHaptic(view.effects.haptic);
    });
    const back = () => {
      // The browser's back: leaves the table as its Leave does, else goes home.
      if (tableRef.current) requestLeave();
      else goHome();
    };
    window.addEventListener('popstate', back);
    return () => {
      off();
      window.removeEventListener('popstate', back);
    };
  }, []);

  function go(next: Route) {
    setProblem(null);
    if (next.name !== 'home' && history.state?.cardavia !== true) history.pushState({ cardavia: true }, '');
    setRoute(next);
  }

  async function goHome() {
    setProblem(null);
    await loadHome();
    setRoute({ name: 'home' });
  }

  async function openTable(open: () => Promise<number>): Promise<boolean> {
    try {
      const number = await open();
      // The opening view came before the number did.
      const view = core.latestView(number);
      const said = view?.announcement ? { id: 1, text: view.announcement } : null;
      const state = { number, view, problem: null, said };
      tableRef.current = state;
      setTable(state);
      go({ name: 'table' });
      wakeLock.hold();
      return true;
    } catch (e) {
      setProblem(message(e));
      return false;
    }
  }

  // The page hidden (another app, the phone locked, another tab) is the table left alone: the
  // core stops its bots and clock, and the phone may change hands before it is seen again.
  useEffect(() => {
    const changed = () => {
      const current = tableRef.current;
      if (current) core.setAway(current.number, document.visibilityState === 'hidden').catch(() => undefined);
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);

  async function leaveTable() {
    const current = tableRef.current;
    tableRef.current = null;
    setTable(null);
    wakeLock.release();
    if (current) await core.stopTable(current.number).catch(() => undefined);
    await goHome();
  }

  function requestLeave() {
    const view = tableRef.current?.view;
    if (view && !view.leaving.saved) setAsking(true);
    else leaveTable();
  }
  const [asking, setAsking] = useState(false);

  async function tap(intentTarget: string | null) {
    const current = tableRef.current;
    const view = current?.view;
    if (!current || !view) return;
    const intent = intentTarget === null ? { intent: 'cancel' as const } : { intent: 'tap' as const, target: intentTarget };
    try {
      await core.dispatch(current.number, intent, view.version);
    } catch (e) {
      setTable((t) => (t && t.number === current.number ? { ...t, problem: { version: view.version, message: message(e) } } : t));
    }
  }

  if (failure) return <Failed error={failure} />;
  if (!words) return <main class="page loading" aria-busy="true" />;

  const body = (() => {
    switch (route.name) {
      case 'home':
        return (
          home && (
            <Home
              data={home}
              problem={problem}
              onPlay={(game) => go({ name: 'setup', game })}
              onRules={(game) => go({ name: 'rules', game })}
              onResume={(saved) =>
                openTable(() => core.resumeSaved(saved.series)).then((ok) => {
                  if (!ok) loadHome();
                })
              }
              onAbandon={async (saved) => {
                await core.call('abandonSaved', { series: saved.series }).catch((e) => setProblem(message(e)));
                await loadHome();
              }}
              onDismissNotices={() => setHome({ ...home, notices: [] })}
              onStats={() => go({ name: 'stats' })}
              onPeople={() => go({ name: 'people' })}
              onSettings={() => go({ name: 'settings' })}
            />
          )
        );
      case 'setup':
        return (
          <SetupPage
            game={route.game}
            games={home?.games ?? []}
            problem={problem}
            onStart={(seats: SeatSetup[], choices: number[]) =>
              openTable(() => core.startTable(route.game, seats, choices))
            }
            onBack={goHome}
          />
        );
      case 'table':
        return (
          table && (
            <TableScreen
              state={table}
              asking={asking}
              onTap={(id) => tap(id)}
              onCancel={() => tap(null)}
              onExplain={(message) =>
                setTable((t) => (t && t.view ? { ...t, problem: { version: t.view.version, message } } : t))
              }
              onDismiss={() => setTable((t) => (t ? { ...t, problem: null } : t))}
              onLeave={requestLeave}
              onStay={() => setAsking(false)}
              onLeaveAnyway={() => {
                setAsking(false);
                leaveTable();
              }}
            />
          )
        );
      case 'rules':
        return <RulesPage game={route.game} games={home?.games ?? []} onBack={goHome} />;
      case 'stats':
        return <StatsPage games={home?.games ?? []} onBack={goHome} />;
      case 'people':
        return <PeoplePage onBack={goHome} />;
      case 'settings':
        return (
          <SettingsPage
            onSaved={async (saved, languageChanged) => {
              settings.current = saved;
              if (languageChanged) await loadWords();
            }}
            onBack={goHome}
          />
        );
    }
  })();

  return <WordsContext.Provider value={words}>{body}</WordsContext.Provider>;
}
