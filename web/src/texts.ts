// The shell's words: the core's `shell-*` messages in the app's language, and the table marks.
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { CoreClient } from './core';

/** The core's table marks (whose turn, a warned move, a bot, who won), each explained in the legend. */
export interface Marks {
  turn: string;
  warning: string;
  bot: string;
  winner: string;
}

export interface Words {
  core: CoreClient;
  texts: Record<string, string>;
  marks: Marks | null;
  /** Bumps when the language changes, so cached messages are asked again. */
  lang: string;
}

export const WordsContext = createContext<Words>(null as unknown as Words);

export function useWords(): Words {
  return useContext(WordsContext);
}

/** A `shell-*` message without arguments; empty (never a word of the shell's own) if missing. */
export function useT(): (id: string) => string {
  const { texts } = useWords();
  return (id: string) => texts[id] ?? '';
}

const cache = new Map<string, string>();

/** A message with arguments, worded by the core (asked once per language and arguments). */
export function useMessage(id: string, args: Record<string, string | number>): string {
  const { core, lang } = useWords();
  const key = JSON.stringify([lang, id, args]);
  const [text, setText] = useState(cache.get(key) ?? '');
  useEffect(() => {
    const known = cache.get(key);
    if (known !== undefined) {
      setText(known);
      return;
    }
    let live = true;
    core.call('message', { id, args }).then(
      (said) => {
        cache.set(key, said);
        if (live) setText(said);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  return text;
}
