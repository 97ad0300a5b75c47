// A player's record: per game, bars for the shares of series and rounds won, the core's
// sentences (every figure in its words), and the latest series as a chart. Every person's stats
// can be exported as the core writes them (CSV or JSON), shared or downloaded.
import { useEffect, useState } from 'preact/hooks';
import { ProgressionChart } from '../chart';
import { shareOrDownload } from '../device/share';
import { useT, useWords } from '../texts';
import type { Chart, CoreError, ExportChoice, ExportFormat, GameCard, StatsLine } from '../types';
import { Chips, Page } from './Page';

export function StatsPage(props: { games: GameCard[]; onBack: () => void }) {
  const { core } = useWords();
  const t = useT();
  const [players, setPlayers] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [lines, setLines] = useState<StatsLine[]>([]);
  const [chart, setChart] = useState<Chart | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exports, setExports] = useState<ExportChoice[]>([]);

  async function exportStats(format: ExportFormat) {
    try {
      setProblem(null);
      await shareOrDownload(await core.call('exportStats', { format }));
    } catch (e) {
      setProblem((e as CoreError).message ?? null);
    }
  }

  async function select(name: string | null) {
    setSelected(name);
    setLines(name ? await core.call('playerStats', { name }).catch(() => []) : []);
    setChart(name ? await core.call('chart', { name }).catch(() => null) : null);
  }
  useEffect(() => {
    core.call('exportFormats', {}).then(setExports);
    core.call('players', {}).then((all) => {
      setPlayers(all);
      select(all[0] ?? null);
    });
  }, []);

  return (
    <Page title={t('shell-stats')} onBack={props.onBack}>
      {players && players.length > 0 && (
        <section>
          <h2>{t('shell-players')}</h2>
          <Chips label={t('shell-players')} chosen={selected} choices={players.map((p) => ({ value: p, label: p }))} onChoose={select} />
        </section>
      )}
      {players && lines.length === 0 && <p class="muted">{t('shell-no-results')}</p>}
      {lines.map((line) => (
        <section class="panel">
          <h2>{props.games.find((g) => g.id === line.game)?.name ?? ''}</h2>
          <Bar label={t('shell-series-won')} share={line.series_share} />
          <Bar label={t('shell-rounds-won')} share={line.rounds_share} />
          {line.shown.lines.map((l) => (
            <p>{l}</p>
          ))}
        </section>
      ))}
      {chart && (
        <section class="panel">
          <h2>{chart.title}</h2>
          {chart.rounds.length === 0 ? (
            <p class="muted">{t('shell-no-rounds')}</p>
          ) : (
            <ProgressionChart
              names={chart.series.map((s) => s.name)}
              values={chart.series.map((s) => s.values)}
              xLabel={chart.x_label}
              yLabel={chart.y_label}
              description={chart.description}
            />
          )}
        </section>
      )}
      {players && players.length > 0 && (
        <section class="export" aria-labelledby="export-title">
          <h2 id="export-title">{t('shell-export')}</h2>
          <div class="row" role="group" aria-labelledby="export-title">
            {exports.map((choice) => (
              <button type="button" key={choice.format} class="outline" onClick={() => exportStats(choice.format)}>
                {choice.label}
              </button>
            ))}
          </div>
          {problem && (
            <p class="problem" role="alert">
              {problem}
            </p>
          )}
        </section>
      )}
    </Page>
  );
}

/** A share as a bar under its label: a picture only (its figures are in the core's sentences). */
function Bar(props: { label: string; share: number }) {
  return (
    <div class="bar-line" aria-hidden="true">
      <span>{props.label}</span>
      <span class="bar-track">
        <span class="bar-fill" style={{ width: `${Math.max(0, Math.min(1, props.share)) * 100}%` }} />
      </span>
    </div>
  );
}
