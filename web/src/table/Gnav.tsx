// Gnav: the players round the table, each with their lives and card; the stock in the middle.
// While a deal's settlement shows (`settled`), the board is that deal as it ended.
import { useT, useWords } from '../texts';
import type { GnavBoard, GnavSeatView } from '../types';
import { CardBack, Lives, Pill } from './Pieces';

export function GnavTable(props: { board: GnavBoard }) {
  const { board } = props;
  const t = useT();
  const you = board.you ?? 0;
  const seats = board.players;
  const first = Math.max(0, seats.findIndex((s) => s.seat === you));
  const n = Math.max(1, seats.length);
  return (
    <div class="gnav">
      <div class="gnav-circle">
        <div class="gnav-oval" aria-hidden="true" />
        <div class="gnav-stock">
          <span class="stock-cards" aria-hidden="true">
            <CardBack />
            <CardBack />
            <CardBack />
          </span>
          <span>
            {t('shell-stock')} {board.stock}
          </span>
          {board.set_aside.length > 0 && <span class="muted">{board.set_aside.join(' ')}</span>}
        </div>
        {seats.map((seat, i) => {
          // The viewer sits at the bottom; the others follow round the circle in seat order.
          const step = (((i - first) % n) + n) % n;
          const angle = Math.PI / 2 + (2 * Math.PI * step) / n;
          const style = { left: `${50 + 38 * Math.cos(angle)}%`, top: `${50 + 38 * Math.sin(angle)}%` };
          return <SeatBadge seat={seat} own={board.you === seat.seat} style={style} />;
        })}
      </div>
      {!board.settled && board.last_deal && <p class="muted">{board.last_deal.label}</p>}
    </div>
  );
}

function SeatBadge(props: { seat: GnavSeatView; own: boolean; style: Record<string, string> }) {
  const { seat } = props;
  const t = useT();
  const { marks } = useWords();
  const name = seat.is_turn && marks ? `${marks.turn} ${seat.name}` : seat.name;
  return (
    <section class={`gnav-seat${seat.is_turn ? ' turn' : ''}${seat.out ? ' out' : ''}`} style={props.style} aria-label={seat.name}>
      <strong>{name}</strong>
      <Lives lives={seat.lives} max={seat.max_lives} />
      {seat.card !== null ? (
        <span class={props.own ? 'gnav-card own-card' : 'gnav-card'} role="img" aria-label={seat.card} title={seat.card}>
          <span aria-hidden="true" class={seat.card.length > 3 ? 'long' : undefined}>
            {seat.card}
          </span>
        </span>
      ) : seat.card_hidden ? (
        <CardBack />
      ) : (
        <span class="no-card" />
      )}
      <span class="pills">
        {seat.is_dealer && <Pill>{t('shell-dealer')}</Pill>}
        {seat.out && <Pill tone="danger">{t('shell-out')}</Pill>}
        {seat.resting && <Pill tone="muted">{t('shell-resting')}</Pill>}
      </span>
    </section>
  );
}
