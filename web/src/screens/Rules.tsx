// The rules reader: the core's rule book for one game, section by section, numbered as printed.
import { useEffect, useState } from 'preact/hooks';
import { useMessage, useWords } from '../texts';
import type { GameCard, GameId, RuleSection } from '../types';
import { Page } from './Page';

export function RulesPage(props: { game: GameId; games: GameCard[]; onBack: () => void }) {
  const { core } = useWords();
  const name = props.games.find((g) => g.id === props.game)?.name ?? '';
  const title = useMessage('shell-rules-title', { game: name });
  const [sections, setSections] = useState<RuleSection[]>([]);
  useEffect(() => {
    core.call('rules', { game: props.game }).then(setSections);
  }, [props.game]);
  return (
    <Page title={title} onBack={props.onBack}>
      <article class="rules">
        {sections.map((s) => (
          <section>
            <h2>{[s.number, s.title].filter((x) => x).join('  ')}</h2>
            {s.body.split('\n').map((line) => (line.trim() ? <p>{line}</p> : null))}
          </section>
        ))}
      </article>
    </Page>
  );
}
