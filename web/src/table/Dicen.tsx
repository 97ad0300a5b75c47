// DICEN: every player's board of tiles (two in Lord of the board), the variants and the hint.
import { teamColour } from '../palette';
import { useT } from '../texts';
import type { DicenBoard, DicenPlayerView, TableView, TileView } from '../types';
import { Pill } from './Pieces';
import { findTarget, targetProps, type Tap } from './Target';

export function DicenTable(props: { board: DicenBoard; view: TableView; tap: Tap }) {
  const { board } = props;
  return (
    <div class="dicen">
      {board.variants.length > 0 && <p class="muted">{board.variants.join(' · ')}</p>}
      {board.players.map((player) => (
        <PlayerBoards player={player} view={props.view} tap={props.tap} />
      ))}
      {board.hint && <p class="hint">{board.hint}</p>}
    </div>
  );
}

function PlayerBoards(props: { player: DicenPlayerView; view: TableView; tap: Tap }) {
  const { player } = props;
  const t = useT();
  const seat = props.view.seats.find((s) => s.seat === player.seat);
  return (
    <section class={`dicen-player${player.is_turn ? ' turn' : ''}${player.out ? ' out' : ''}`} aria-label={player.name}>
      <div class="row">
        {player.team !== null && <span class="swatch" style={{ background: teamColour(player.team) }} aria-hidden="true" />}
        <strong class="grow">{player.name}</strong>
        {player.call && <Pill tone="brass">{player.call}</Pill>}
        {seat && <span class="muted">{seat.score_label}</span>}
      </div>
      {player.boards.map((tiles) => (
        <div class="tiles" role="group" aria-label={t('shell-board')}>
          {tiles.map((tile) => (
            <Tile tile={tile} view={props.view} tap={props.tap} />
          ))}
        </div>
      ))}
    </section>
  );
}

/** A tile: up and numbered while open, down (dark) once shut; brass while selected. */
function Tile(props: { tile: TileView; view: TableView; tap: Tap }) {
  const { tile } = props;
  const target = findTarget(props.view, tile.target);
  const selected = tile.selected || target?.selected === true;
  const classes = `tile${tile.open ? ' open' : ' shut'}${selected ? ' selected' : ''}${target?.enabled ? ' playable' : ''}`;
  if (target) {
    return (
      <button {...targetProps(target, props.tap)} class={`target ${classes}`}>
        <span aria-hidden="true">{tile.number}</span>
      </button>
    );
  }
  return <span class={classes}>{tile.number}</span>;
}
