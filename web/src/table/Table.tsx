// The table: draws the latest view and turns taps into intents. Only what the view holds is drawn;
// a hand-over draws the prompt and its confirm alone, so nothing secret is in the page.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TableState } from '../app';
import { ProgressionChart } from '../chart';
import { Looked } from '../look';
import { teamColour } from '../palette';
import { useMessage, useT, useWords } from '../texts';
import type { Screen, SeatView, SummaryView, TableView, TargetView } from '../types';
import { DicaTable } from './Dica';
import { DicenTable } from './Dicen';
import { GanjifaTable } from './Ganjifa';
import { GnavTable } from './Gnav';
import { DieFace } from './Pieces';
import { TargetButton, type Tap } from './Target';

export function TableScreen(props: {
  state: TableState;
  asking: boolean;
  onTap: (id: string) => void;
  onCancel: () => void;
  onExplain: (message: string) => void;
  onDismiss: () => void;
  onLeave: () => void;
  onStay: () => void;
  onLeaveAnyway: () => void;
}) {
  const t = useT();
  const { view, problem, said } = props.state;
  const tap: Tap = (target) => {
    if (target.enabled) props.onTap(target.id);
    else if (target.why_not) props.onExplain(target.why_not);
  };
  // Esc takes back what is chosen but not played (the core refuses it when nothing is).
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !props.asking) props.onCancel();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [props.asking]);

  if (!view) return <main class="page loading" aria-busy="true" />;
  const handOver = view.screen.screen === 'hand-over' ? view.screen : null;
  // A problem or an announcement belongs to the view it came with, never to a later one.
  const shownProblem = problem && problem.version === view.version ? problem.message : null;
  const live = said && view.announcement === said.text ? said : null;

  return (
    <Looked
      look={view.look}
      id="look-table"
      class="table-screen"
      attributes={{ 'data-screen': view.screen.screen, 'data-version': view.version }}
    >
      <header class="bar">
        <button type="button" class="icon-button" aria-label={t('shell-leave')} onClick={props.onLeave}>
          <span aria-hidden="true">←</span>
        </button>
        <h1>{view.title}</h1>
        {view.effects.timeout_due_ms !== null && !handOver && <TurnClock due={view.effects.timeout_due_ms} />}
      </header>
      <div class="sr-only" aria-live="polite" aria-atomic="true">
        {live && <span key={live.id}>{live.text}</span>}
      </div>
      {view.unsaved && (
        <p class="unsaved" role="alert">
          {view.unsaved.message}
        </p>
      )}
      {handOver ? (
        <HandOver screen={handOver} view={view} tap={tap} />
      ) : (
        <div class="table-layout">
          <div class="table-main">
            <SeatStrip seats={view.seats} />
            <p class="status">{view.status}</p>
            <main class="table-body" aria-label={t('shell-board')}>
              {view.screen.screen === 'playing' ? (
                <>
                  <Board view={view} tap={tap} />
                  <Settlement lines={view.settlement} />
                </>
              ) : (
                <>
                  <Settlement lines={view.settlement} />
                  {view.summary && <Summary summary={view.summary} />}
                </>
              )}
            </main>
          </div>
          <aside class="table-side">
            <Actions view={view} tap={tap} />
            <Log lines={view.log} />
            <Legend view={view} />
          </aside>
        </div>
      )}
      {shownProblem && (
        <div class="problem-bar" role="alert">
          <p>{shownProblem}</p>
          <button type="button" class="icon-button" aria-label={t('shell-dismiss')} onClick={props.onDismiss}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
      {props.asking && <LeaveDialog message={view.leaving.message} onStay={props.onStay} onLeaveAnyway={props.onLeaveAnyway} />}
    </Looked>
  );
}

/** Asks before leaving a table whose latest change is not saved, in the view's own words. */
function LeaveDialog(props: { message: string; onStay: () => void; onLeaveAnyway: () => void }) {
  const t = useT();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div class="scrim">
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-text">
        <h2 id="leave-title">{t('shell-leave')}</h2>
        <p id="leave-text">{props.message}</p>
        <div class="row end">
          <button type="button" class="text-button danger" onClick={props.onLeaveAnyway}>
            {t('shell-leave-anyway')}
          </button>
          <button type="button" class="primary" ref={stay} onClick={props.onStay}>
            {t('shell-stay')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Seconds left on the turn clock: the core applies the timeout; the shell only counts down. */
function TurnClock(props: { due: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [props.due]);
  const seconds = Math.max(0, Math.floor((props.due - now) / 1000));
  const shown = useMessage('shell-seconds', { seconds });
  const said = useMessage('shell-time-left', { seconds });
  return (
    <span class={seconds <= 5 ? 'clock low' : 'clock'} role="timer" aria-label={said || undefined}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
        <circle cx="9" cy="9" r="7.5" fill="none" stroke="currentColor" stroke-width="2" />
        <path d="M9 9 V4.5 M9 9 H12.5" stroke="currentColor" stroke-width="2" />
      </svg>
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}

function SeatStrip(props: { seats: SeatView[] }) {
  const t = useT();
  const { marks } = useWords();
  return (
    <ul class="seat-strip" aria-label={t('shell-seat-strip')}>
      {props.seats.map((seat) => {
        const bot = seat.ai !== null ? t('shell-bot-marker') : null;
        const described = [seat.name, bot, seat.score_label].filter((x) => x).join(', ');
        const shown = [seat.is_turn ? marks?.turn : null, seat.name, seat.ai !== null ? marks?.bot : null].filter((x) => x).join(' ');
        return (
          <li class={seat.is_turn ? 'seat turn' : 'seat'} aria-label={described} aria-current={seat.is_turn ? 'step' : undefined}>
            {seat.team !== null && <span class="swatch" style={{ background: teamColour(seat.team) }} aria-hidden="true" />}
            <span class="seat-name" aria-hidden="true">
              {shown}
            </span>
            <span class="seat-score" aria-hidden="true">
              {seat.score_label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Board(props: { view: TableView; tap: Tap }) {
  const board = props.view.board;
  if (!board) return null;
  switch (board.game) {
    case 'dica':
      return <DicaTable board={board.board} view={props.view} tap={props.tap} />;
    case 'dicen':
      return <DicenTable board={board.board} view={props.view} tap={props.tap} />;
    case 'ganjifa':
      return <GanjifaTable board={board.board} view={props.view} tap={props.tap} />;
    case 'gnav':
      return <GnavTable board={board.board} />;
  }
}

/** The dice on the table, the roll targets, the warned move and the other buttons. */
function Actions(props: { view: TableView; tap: Tap }) {
  const { view, tap } = props;
  const { marks } = useWords();
  const free = view.targets.filter((t) => !t.on_board);
  const rolls = free.filter((t) => t.kind === 'roll');
  const buttons = free.filter((t) => t.kind !== 'roll');
  const dicen = view.board?.game === 'dicen' ? view.board.board : null;
  const dice = view.dice.length > 0 ? view.dice : (dicen?.throw ?? []);
  const sum = dicen && dicen.to_close !== null ? `${dicen.selected_sum} / ${dicen.to_close}` : null;
  if (rolls.length === 0 && dice.length === 0 && buttons.length === 0 && !view.armed) return null;
  return (
    <section class="actions">
      {(rolls.length > 0 || dice.length > 0) && (
        <div class="dice-tray">
          <div class="dice" aria-hidden="true">
            {dice.map((d) => (
              <DieFace value={d} size={46} />
            ))}
            {sum && <span class="sum">{sum}</span>}
          </div>
          {rolls.length > 0 && (
            <div class="row center">
              {rolls.map((r) => (
                <TargetButton target={r} tap={tap} primary />
              ))}
            </div>
          )}
        </div>
      )}
      {view.armed && (
        <p class="armed-warning" role="alert">
          {marks && <span aria-hidden="true">{marks.warning} </span>}
          {view.armed}
        </p>
      )}
      {buttons.length > 0 && (
        <div class="row wrap">
          {buttons.map((b) => (
            <TargetButton target={b} tap={tap} primary={b.enabled} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The hand-over: whose turn it is to take the phone, and the confirm. Nothing of the board. The
 * view's other buttons (a take-back of the move that passed the phone on) follow it, drawn
 * generically: the core lists the table's own button first.
 */
function HandOver(props: { screen: Extract<Screen, { screen: 'hand-over' }>; view: TableView; tap: Tap }) {
  return (
    <main class="hand-over">
      <div class="avatar" aria-hidden="true">
        {props.screen.name.slice(0, 1).toUpperCase()}
      </div>
      <h2>{props.screen.prompt}</h2>
      {props.view.targets.map((target: TargetView, i) => (
        <TargetButton target={target} tap={props.tap} primary={i === 0} />
      ))}
    </main>
  );
}

/** What a finished deal or round came to (every card shown, lives lost and why, captures). */
function Settlement(props: { lines: string[] }) {
  if (props.lines.length === 0) return null;
  return (
    <section class="panel settlement">
      {props.lines.map((l) => (
        <p>{l}</p>
      ))}
    </section>
  );
}

/** A round's or the series' end, in the core's words: standings, columns, history and a chart. */
function Summary(props: { summary: SummaryView }) {
  const t = useT();
  const { marks } = useWords();
  const { summary } = props;
  const lines = [...summary.lines].sort((a, b) => a.rank - b.rank);
  const bySeat = [...summary.lines].sort((a, b) => a.seat - b.seat);
  const seats = bySeat.length;
  // Per seat, its points round by round (the view gives them per round, each seat's).
  const values = Array.from({ length: seats }, (_, s) => summary.progression.map((round) => round[s] ?? 0));
  return (
    <section class="panel summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{summary.title}</h2>
      <p class="headline">{summary.headline}</p>
      <table class="standings">
        <thead>
          <tr>
            <td />
            <th scope="col" class="name-col">
              <span class="sr-only">{t('shell-players')}</span>
            </th>
            {summary.columns.map((c) => (
              <th scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr class={line.winner ? 'winner' : undefined}>
              <td class="mark" aria-hidden="true">
                {line.winner ? (marks?.winner ?? '') : ''}
              </td>
              <th scope="row">{line.name}</th>
              {line.cells.map((c) => (
                <td>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {summary.history.length > 0 && (
        <ol class="history">
          {summary.history.map((row) => (
            <li>{row.text}</li>
          ))}
        </ol>
      )}
      {summary.progression.length > 0 && (
        <ProgressionChart names={bySeat.map((l) => l.name)} values={values} xLabel={t('shell-round')} yLabel={t('shell-points')} />
      )}
    </section>
  );
}

function Log(props: { lines: string[] }) {
  const t = useT();
  if (props.lines.length === 0) return null;
  return (
    <section class="log" aria-label={t('shell-log')}>
      <ol>
        {props.lines.slice(-4).map((l) => (
          <li>{l}</li>
        ))}
      </ol>
    </section>
  );
}

/** The meaning of every symbol the board uses (the core's legend), behind a toggle. */
function Legend(props: { view: TableView }) {
  const t = useT();
  const { legend } = props.view;
  if (legend.length === 0) return null;
  const symbols = legend.map((e) => e.symbol).join(' ');
  return (
    <details class="legend">
      <summary>{t('shell-legend') || symbols}</summary>
      <dl>
        {legend.map((e) => (
          <div>
            <dt>{e.symbol}</dt>
            <dd>{e.meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
