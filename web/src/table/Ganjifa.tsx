// Ganjifa: the seats, the trick (or the Dukal being discarded to), the last play and who took
// it, the hand by suit and what has been played. Every mark is the board's own (`board.marks`).
import { suitColour } from '../palette';
import { useT, useWords } from '../texts';
import type { GanjifaBoard, GanjifaCardView, GanjifaDukalView, GanjifaPlayView, GanjifaSeatView, TableView } from '../types';
import { Pill } from './Pieces';
import { findTarget, targetProps, type Tap } from './Target';

export function GanjifaTable(props: { board: GanjifaBoard; view: TableView; tap: Tap }) {
  const { board, view, tap } = props;
  const t = useT();
  const marks = board.marks;
  const dukal = board.dukal;
  const name = (seat: number) => board.players.find((p) => p.seat === seat)?.name ?? '';
  return (
    <div class="ganjifa">
      <div class="row">
        <strong>{board.deal_label}</strong>
        {board.period_name && <Pill>{board.period_name}</Pill>}
        {board.trump_name && (
          <Pill colour={board.trump !== null ? suitColour(board.trump) : undefined} tone="brass">
            {marks.trump} {board.trump_name}
          </Pill>
        )}
      </div>
      <div class="ganjifa-seats">
        {board.players.map((seat) => (
          <SeatBox seat={seat} board={board} />
        ))}
      </div>
      {dukal && dukal.discarding !== null ? (
        <DukalPanel dukal={dukal} board={board} view={view} tap={tap} heading={dukal.label} />
      ) : (
        <TrickArea title={`${marks.trick} ${t('shell-trick')}`} mark={marks.trick} plays={board.trick} />
      )}
      {dukal && dukal.discarding === null ? (
        <DukalPanel
          dukal={dukal}
          board={board}
          view={view}
          tap={tap}
          heading={`${marks.last_play} ${dukal.label}`}
          takenBy={`${marks.taken_by} ${name(dukal.leader)}`}
        />
      ) : (
        board.last_trick && (
          <div class="last-trick row">
            <span class="muted">
              {marks.last_play} {t('shell-last-trick')}
            </span>
            {board.last_trick.plays.map((play) => (
              <RoundCard card={play.card} view={view} tap={tap} size={30} highlight={play.seat === board.last_trick!.winner} />
            ))}
            <span>
              {marks.taken_by} {name(board.last_trick.winner)}
            </span>
          </div>
        )
      )}
      {board.hand.length > 0 && (
        <section class="hand" aria-label={t('shell-your-hand')}>
          <h2 class="small-title">{t('shell-your-hand')}</h2>
          {board.hand.map((suit) => (
            <div class="suit-row">
              <span class={suit.trump ? 'suit-name trump' : 'suit-name'}>
                {suit.trump ? `${marks.trump} ${suit.name}` : suit.name}
              </span>
              <div class="suit-cards">
                {suit.cards.map((card) => (
                  <RoundCard card={card} view={view} tap={tap} size={38} own />
                ))}
              </div>
            </div>
          ))}
        </section>
      )}
      {board.played.length > 0 && (
        <section class="played">
          <h2 class="small-title">
            {marks.played} {t('shell-played')}
          </h2>
          <ul>
            {board.played.map((suit) => (
              <li aria-label={suit.spoken}>
                <span class="swatch small" style={{ background: suitColour(suit.suit) }} aria-hidden="true" />
                <span aria-hidden="true">
                  {' '}
                  {suit.code} {suit.ranks}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A Dukal with the discards against it so far: on the table, or as the last play once taken. */
function DukalPanel(props: {
  dukal: GanjifaDukalView;
  board: GanjifaBoard;
  view: TableView;
  tap: Tap;
  heading: string;
  takenBy?: string;
}) {
  const { dukal } = props;
  return (
    <section class="panel dukal">
      <h2 class={props.takenBy ? 'small-title muted' : 'small-title brass'}>{props.heading}</h2>
      <div class="cards-line">
        {dukal.cards.map((card) => (
          <RoundCard card={card} view={props.view} tap={props.tap} size={34} />
        ))}
      </div>
      {dukal.discards
        .filter((d) => d.cards.length > 0)
        .map((d) => (
          <div class="cards-line">
            <span class="muted">
              {d.name} {props.board.marks.discards}
            </span>
            {d.cards.map((card) => (
              <RoundCard card={card} view={props.view} tap={props.tap} size={26} />
            ))}
          </div>
        ))}
      {props.takenBy && <p>{props.takenBy}</p>}
    </section>
  );
}

/** A seat: whose turn, the viewer and the dealer by the core's marks, cards in hand and captured. */
function SeatBox(props: { seat: GanjifaSeatView; board: GanjifaBoard }) {
  const { seat, board } = props;
  const { marks } = useWords();
  const m = board.marks;
  const name = [seat.is_turn ? marks?.turn : null, board.you === seat.seat ? `${m.you}${seat.name}` : seat.name, seat.is_dealer ? m.dealer : null]
    .filter((x) => x)
    .join(' ');
  return (
    <div class={seat.is_turn ? 'ganjifa-seat turn' : 'ganjifa-seat'}>
      <strong>{name}</strong>
      <span>
        {seat.cards}
        {m.in_hand} {seat.captured}
        {m.captured}
      </span>
    </div>
  );
}

/** The trick on the table in playing order after the board's mark; the title while it is empty. */
function TrickArea(props: { title: string; mark: string; plays: GanjifaPlayView[] }) {
  return (
    <div class="trick">
      {props.plays.length === 0 ? (
        <span class="muted">{props.title}</span>
      ) : (
        <>
          <span class="muted" aria-hidden="true">
            {props.mark}
          </span>
          {props.plays.map((play) => (
            <figure class="play">
              <RoundCard card={play.card} size={52} />
              <figcaption>{play.name}</figcaption>
            </figure>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * A Ganjifa card: round, in its suit's colour, with its rank. Playable cards carry a brass ring,
 * the others are dimmed; a chosen card (a discard) carries a chalk ring and stands raised.
 */
function RoundCard(props: {
  card: GanjifaCardView;
  view?: TableView;
  tap?: Tap;
  size: number;
  highlight?: boolean;
  own?: boolean;
}) {
  const { card, size } = props;
  const target = props.view && props.tap ? findTarget(props.view, card.target) : undefined;
  const playable = target?.enabled === true;
  const chosen = target?.selected === true;
  const classes = ['round-card'];
  if (playable || props.highlight) classes.push('playable');
  if (chosen) classes.push('chosen');
  if (target && !playable && !chosen) classes.push('dim');
  if (card.trump) classes.push('trump');
  if (props.own) classes.push('own-card');
  const style = { '--suit': suitColour(card.suit), width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size * 0.3)}px` };
  const face = (
    <span class="round-face" aria-hidden="true">
      {card.rank}
    </span>
  );
  if (target && props.tap) {
    return (
      <button {...targetProps(target, props.tap)} title={target.why_not ?? card.name} class={`target ${classes.join(' ')}`} style={style}>
        {face}
      </button>
    );
  }
  return (
    <span class={classes.join(' ')} style={style} role="img" aria-label={card.name} title={card.name}>
      {face}
    </span>
  );
}
