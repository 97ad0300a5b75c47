import type { ComponentChildren } from 'preact';
import { useT } from '../texts';

/** A screen of the app: a title bar with a way back, then the content on the baize. */
export function Page(props: { title: string; onBack?: () => void; children: ComponentChildren; wide?: boolean }) {
  const t = useT();
  return (
    <div class="page">
      <header class="bar">
        {props.onBack && (
          <button type="button" class="icon-button" aria-label={t('shell-back')} onClick={props.onBack}>
            <span aria-hidden="true">←</span>
          </button>
        )}
        <h1>{props.title}</h1>
      </header>
      <main class={props.wide ? 'content wide' : 'content'}>{props.children}</main>
    </div>
  );
}

/** A group of radio-like choices drawn as chips: one pressed at a time. */
export function Chips<T>(props: {
  label: string;
  choices: { value: T; label: string }[];
  chosen: T;
  onChoose: (value: T) => void;
}) {
  return (
    <div class="chips" role="group" aria-label={props.label}>
      {props.choices.map((c) => (
        <button
          type="button"
          class="chip"
          aria-pressed={c.value === props.chosen}
          onClick={() => props.onChoose(c.value)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
