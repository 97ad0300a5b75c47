// Home: every unfinished table (resume or abandon), those kept for a version that knows their
// game, the core's notices, then the games with their rules, and the way to stats, the people
// (the group's roster) and settings.
import { useMessage, useT } from '../texts';
import type { GameCard, GameId, KeptTable, SavedTable } from '../types';
import { Page } from './Page';

export interface HomeData {
  games: GameCard[];
  saved: SavedTable[];
  kept: KeptTable[];
  notices: string[];
}

/** The app's name: the one word the shell holds itself (a name, the same in every language). */
export const APP_NAME = 'Cardavia';

export function Home(props: {
  data: HomeData;
  problem: string | null;
  onPlay: (game: GameId) => void;
  onRules: (game: GameId) => void;
  onResume: (table: SavedTable) => void;
  onAbandon: (table: SavedTable) => void;
  onDismissNotices: () => void;
  onStats: () => void;
  onPeople: () => void;
  onSettings: () => void;
}) {
  const t = useT();
  const { games, saved, kept, notices } = props.data;
  return (
    <Page title={APP_NAME}>
      <p class="muted">{t('shell-tagline')}</p>
      {props.problem && (
        <p class="problem" role="alert">
          {props.problem}
        </p>
      )}
      {notices.length > 0 && (
        <section class="panel notices" aria-live="polite">
          {notices.map((n) => (
            <p class="danger">{n}</p>
          ))}
          <button type="button" class="text-button" onClick={props.onDismissNotices}>
            {t('shell-dismiss')}
          </button>
        </section>
      )}
      {(saved.length > 0 || kept.length > 0) && (
        <section aria-labelledby="saved-title">
          <h2 id="saved-title">{t('shell-saved-tables')}</h2>
          <ul class="list">
            {saved.map((table) => (
              <SavedItem table={table} onResume={props.onResume} onAbandon={props.onAbandon} />
            ))}
            {kept.map((table) => (
              <li class="panel kept">{table.summary}</li>
            ))}
          </ul>
        </section>
      )}
      <ul class="games">
        {games.map((game) => (
          <li class="panel game">
            <h2>{game.name}</h2>
            <p class="muted">{game.blurb}</p>
            <div class="row">
              <button type="button" class="primary" onClick={() => props.onPlay(game.id)}>
                {t('shell-play')}
              </button>
              <button type="button" class="outline" onClick={() => props.onRules(game.id)}>
                {t('shell-rules')}
              </button>
              {game.wikipedia && (
                <a class="text-button" href={game.wikipedia} target="_blank" rel="noopener noreferrer">
                  {t('shell-wikipedia')} <span aria-hidden="true">↗</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <nav class="row">
        <button type="button" class="outline" onClick={props.onStats}>
          {t('shell-stats')}
        </button>
        <button type="button" class="outline" onClick={props.onPeople}>
          {t('shell-roster')}
        </button>
        <button type="button" class="outline" onClick={props.onSettings}>
          {t('shell-settings')}
        </button>
      </nav>
    </Page>
  );
}

function SavedItem(props: {
  table: SavedTable;
  onResume: (table: SavedTable) => void;
  onAbandon: (table: SavedTable) => void;
}) {
  const t = useT();
  const { table } = props;
  const resume = useMessage('shell-resume-a11y', { table: table.summary });
  const abandon = useMessage('shell-abandon-a11y', { table: table.summary });
  return (
    <li class="panel saved">
      <p>{table.summary}</p>
      <div class="row">
        <button type="button" class="primary" aria-label={resume || undefined} onClick={() => props.onResume(table)}>
          {t('shell-resume-button')}
        </button>
        <button type="button" class="text-button" aria-label={abandon || undefined} onClick={() => props.onAbandon(table)}>
          {t('shell-abandon')}
        </button>
      </div>
    </li>
  );
}
