// DiCa: each team's row of cards with their stones, and the die (and a duel) between the rows.
import { teamColour } from '../palette';
import type { DicaBoard, DicaCardView, DicaTeamView, TableView } from '../types';
import { DieFace, Star } from './Pieces';
import { findTarget, targetProps, type Tap } from './Target';

export function DicaTable(props: { board: DicaBoard; view: TableView; tap: Tap }) {
  const { board } = props;
  const [first, ...rest] = board.teams;
  // The die waiting to be placed, unless the dice tray below already shows the view's dice.
  const die = props.view.dice.length === 0 ? board.die : null;
  return (
    <div class="dica">
      {first && <TeamRow team={first} {...props} />}
      {(die !== null || board.duel) && (
        <div class="dica-middle">
          {die !== null && <DieFace value={die} size={52} />}
          {board.duel && <p>{board.duel.text}</p>}
        </div>
      )}
      {rest.map((team) => (
        <TeamRow team={team} {...props} />
      ))}
    </div>
  );
}

function TeamRow(props: { team: DicaTeamView; view: TableView; tap: Tap }) {
  const { team } = props;
  const colour = teamColour(team.team);
  return (
    <section class={team.is_turn ? 'dica-team turn' : 'dica-team'} style={{ '--team': colour }} aria-label={team.name}>
      <div class="row">
        <span class="swatch" style={{ background: colour }} aria-hidden="true" />
        <strong>{team.name}</strong>
        <span class="muted grow">{team.label}</span>
        {team.is_turn && team.players.length > 1 && team.hand && (
          <span class="pill brass phone-in">
            <svg width="9" height="14" viewBox="0 0 9 14" aria-hidden="true">
              <rect x="1" y="1" width="7" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="2" />
            </svg>{' '}
            {team.hand}
          </span>
        )}
        <span class="points">{team.points}</span>
      </div>
      <div class="dica-cards">
        {team.cards.map((card) => (
          <DicaCard card={card} {...props} />
        ))}
      </div>
    </section>
  );
}

/** One card: its value, up to three stones, the sum so far; who holds it; ★ for whom. */
function DicaCard(props: { card: DicaCardView; view: TableView; tap: Tap }) {
  const { card } = props;
  const target = findTarget(props.view, card.target);
  const gone = card.state === 'dead' || card.state === 'eliminated';
  const classes = ['dica-card', card.state];
  if (target?.enabled) classes.push('playable');
  if (card.challenged) classes.push('challenged');
  const style = card.holder !== null ? { '--holder': teamColour(card.holder) } : undefined;
  const face = (
    <>
      <span class={gone ? 'value gone' : 'value'}>{card.value}</span>
      <span class="stones">
        {card.stones.map((s) => (
          <span class="stone">{s}</span>
        ))}
      </span>
      <span class="sum-line">
        {card.eliminated.map((team) => (
          <span class="eliminated" style={{ color: teamColour(team) }}>
            ✗
          </span>
        ))}
        {` = ${card.sum}`}
      </span>
      {card.star_for !== null && <Star colour={teamColour(card.star_for)} />}
    </>
  );
  if (target) {
    return (
      <button {...targetProps(target, props.tap)} class={`target ${classes.join(' ')}${card.holder !== null ? ' held' : ''}`} style={style}>
        <span aria-hidden="true" class="face">
          {face}
        </span>
      </button>
    );
  }
  return (
    <div class={`${classes.join(' ')}${card.holder !== null ? ' held' : ''}`} style={style} role="img" aria-label={card.text}>
      <span aria-hidden="true" class="face">
        {face}
      </span>
    </div>
  );
}
