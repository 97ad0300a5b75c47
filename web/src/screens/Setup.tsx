// A new table's set-up, from the core's SetupScreen: the seats (people by name, or bots with a
// level) within its limits, and each option's labelled choices. Seats are added and switched by
// the core (it names them); it validates everything when the table starts. A person's seat offers
// the people the roster knows (the core's list, most recently seen first).
import { useEffect, useRef, useState } from 'preact/hooks';
import { useMessage, useT, useWords } from '../texts';
import type { GameCard, GameId, Level, SeatSetup, SetupScreen } from '../types';
import { Chips, Page } from './Page';

export function SetupPage(props: {
  game: GameId;
  games: GameCard[];
  problem: string | null;
  onStart: (seats: SeatSetup[], choices: number[]) => void;
  onBack: () => void;
}) {
  const { core } = useWords();
  const t = useT();
  const card = props.games.find((g) => g.id === props.game);
  const title = useMessage('shell-setup-title', { game: card?.name ?? '' });
  const [screen, setScreen] = useState<SetupScreen | null>(null);
  const [seats, setSeats] = useState<SeatSetup[]>([]);
  const [choices, setChoices] = useState<number[]>([]);
  const [added, setAdded] = useState(false);
  const names = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    (async () => {
      // "You" is the person seen most recently (the stats' players also hold those removed from
      // the roster, as former players).
      const people = await core.call('roster', {}).catch(() => []);
      const shown = await core.call('setupScreen', { game: props.game, you: people[0]?.name ?? '' });
      setScreen(shown);
      setSeats(shown.seats);
      setChoices(shown.fields.map((f) => f.default_choice));
    })();
  }, [props.game]);

  useEffect(() => {
    if (added) {
      names.current[seats.length - 1]?.focus();
      setAdded(false);
    }
  }, [added, seats.length]);

  if (!screen) return <Page title={title} onBack={props.onBack}>{null}</Page>;
  const canAdd = seats.length < screen.max_seats;
  const canRemove = seats.length > screen.min_seats;
  /**
   * The core's answer changes the switched seat only (its kind, and a numbered name that follows
   * it), over the seats as they are when it comes: a name typed, or another seat switched, while
   * the answer was on its way stays as the person left it.
   */
  const switchSeat = async (index: number, ai: Level | null) => {
    const sent = seats;
    const answer: SeatSetup[] = await core.call('switchSeat', { seats: sent, index, ai });
    setSeats((now) =>
      now.map((seat, k) => {
        const switched = answer[k];
        if (k !== index || !switched) return seat;
        return seat.name !== sent[k]?.name ? { ...switched, name: seat.name } : switched;
      }),
    );
  };

  return (
    <Page title={title} onBack={props.onBack}>
      <form
        class="setup"
        onSubmit={(e) => {
          e.preventDefault();
          props.onStart(seats, choices);
        }}
      >
        <h2>{t('shell-seats')}</h2>
        {(!canAdd || !canRemove) && card && <p class="muted">{card.seats_rule}</p>}
        {screen.note && <p class="muted">{screen.note}</p>}
        {screen.people.length > 0 && (
          <datalist id="known-people">
            {screen.people.map((name) => (
              <option value={name} />
            ))}
          </datalist>
        )}
        <ol class="list">
          {seats.map((seat, i) => (
            <li class="panel seat-setup">
              <div class="row">
                <label class="field">
                  <span>{t('shell-seat-name')}</span>
                  <input
                    ref={(el) => {
                      names.current[i] = el;
                    }}
                    value={seat.name}
                    autocomplete="off"
                    list={seat.ai === null && screen.people.length > 0 ? 'known-people' : undefined}
                    onInput={(e) => {
                      const name = (e.target as HTMLInputElement).value;
                      setSeats((all) => all.map((s, k) => (k === i ? { ...s, name } : s)));
                    }}
                  />
                </label>
                <button
                  type="button"
                  class="icon-button"
                  aria-label={t('shell-remove-seat')}
                  disabled={!canRemove}
                  onClick={() => setSeats((all) => all.filter((_, k) => k !== i))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              <Chips<Level | null>
                label={seat.name}
                chosen={seat.ai}
                choices={[
                  { value: null, label: t('shell-person') },
                  ...screen.levels.map((l) => ({ value: l.level, label: `${t('shell-bot')}: ${l.label}` })),
                ]}
                onChoose={(ai) => switchSeat(i, ai)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          class="outline"
          disabled={!canAdd}
          onClick={async () => {
            // The seat the core adds joins the seats as they are when it comes (a name typed
            // meanwhile stays).
            const sent = seats;
            const answer: SeatSetup[] = await core.call('addSeat', { seats: sent });
            setSeats((now) => answer.map((seat, k) => (k < sent.length && now[k] ? now[k] : seat)));
            setAdded(true);
          }}
        >
          <span aria-hidden="true">+ </span>
          {t('shell-add-seat')}
        </button>
        {screen.fields.map((field, f) => (
          <section class="option">
            <h2>{field.label}</h2>
            {field.description && <p class="muted">{field.description}</p>}
            <Chips<number>
              label={field.label}
              chosen={choices[f]}
              choices={field.choices.map((c, k) => ({ value: k, label: c.label }))}
              onChoose={(k) => setChoices((all) => all.map((v, j) => (j === f ? k : v)))}
            />
          </section>
        ))}
        {props.problem && (
          <p class="problem" role="alert">
            {props.problem}
          </p>
        )}
        <button type="submit" class="primary wide-button">
          {t('shell-start')}
        </button>
      </form>
    </Page>
  );
}
