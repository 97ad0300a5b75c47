// The group's roster, from the core: each person with how much and when they last played, to
// rename, to merge into the same person under another name, or to remove (their records keep the
// name or say "former player"). The core does every change and refuses what it must (two people
// who played in the same series are not one); its message is shown as it words it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useMessage, useT, useWords } from '../texts';
import type { CoreError, RosterPerson } from '../types';
import { Chips, Page } from './Page';

/** What is open under one person: nothing, or one of the three changes. */
type Editing = { id: number; change: 'rename' | 'merge' | 'remove' } | null;

export function PeoplePage(props: { onBack: () => void }) {
  const { core } = useWords();
  const t = useT();
  const [people, setPeople] = useState<RosterPerson[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);

  async function load() {
    try {
      setPeople(await core.call('roster', {}));
    } catch (e) {
      setPeople([]);
      setProblem({ id: -1, message: (e as CoreError).message });
    }
  }
  useEffect(() => {
    load();
  }, []);

  /** Runs one change for `id`: closes it and reloads the roster, or shows the core's refusal. */
  async function change(id: number, run: () => Promise<unknown>) {
    try {
      await run();
      setProblem(null);
      setEditing(null);
      await load();
    } catch (e) {
      setProblem({ id, message: (e as CoreError).message });
    }
  }

  const open = (next: Editing) => {
    setProblem(null);
    setEditing(next);
  };

  return (
    <Page title={t('shell-roster')} onBack={props.onBack}>
      {problem && problem.id === -1 && (
        <p class="problem" role="alert">
          {problem.message}
        </p>
      )}
      {people && people.length === 0 && <p class="muted roster-empty">{t('shell-roster-empty')}</p>}
      {people && people.length > 0 && (
        <section class="roster-section" aria-labelledby="roster-title">
          <h2 id="roster-title">{t('shell-roster-known')}</h2>
          <ul class="list roster">
            {people.map((person) => (
              <li class="panel person" key={person.id}>
                <h3 id={`person-${person.id}`} class="person-name">
                  {person.name}
                </h3>
                <p class="muted">{person.summary}</p>
                {editing?.id === person.id ? (
                  <>
                    {editing.change === 'rename' && (
                      <RenameForm
                        person={person}
                        onSave={(name) => change(person.id, () => core.call('renamePerson', { id: person.id, name }))}
                        onCancel={() => open(null)}
                      />
                    )}
                    {editing.change === 'merge' && (
                      <MergeForm
                        person={person}
                        others={people.filter((p) => p.id !== person.id)}
                        onMerge={(into) => change(person.id, () => core.call('mergePeople', { from: person.id, into: into.id }))}
                        onCancel={() => open(null)}
                      />
                    )}
                    {editing.change === 'remove' && (
                      <RemoveForm
                        person={person}
                        onRemove={(keep_name) => change(person.id, () => core.call('removePerson', { id: person.id, keep_name }))}
                        onCancel={() => open(null)}
                      />
                    )}
                    {problem && problem.id === person.id && (
                      <p class="problem" role="alert">
                        {problem.message}
                      </p>
                    )}
                  </>
                ) : (
                  <div class="row">
                    <button
                      type="button"
                      class="outline"
                      aria-describedby={`person-${person.id}`}
                      onClick={() => open({ id: person.id, change: 'rename' })}
                    >
                      {t('shell-roster-rename')}
                    </button>
                    {people.length > 1 && (
                      <button
                        type="button"
                        class="outline"
                        aria-describedby={`person-${person.id}`}
                        onClick={() => open({ id: person.id, change: 'merge' })}
                      >
                        {t('shell-roster-merge')}
                      </button>
                    )}
                    <button
                      type="button"
                      class="text-button"
                      aria-describedby={`person-${person.id}`}
                      onClick={() => open({ id: person.id, change: 'remove' })}
                    >
                      {t('shell-roster-remove')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

/** Focuses the first control of a change as it opens, so the keyboard and a reader follow. */
function useFocusFirst<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);
  return ref;
}

function Actions(props: { confirm: string; confirmDisabled?: boolean; danger?: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div class="row end">
      <button type="button" class="text-button" onClick={props.onCancel}>
        {t('shell-roster-cancel')}
      </button>
      <button type="submit" class={props.danger ? 'primary danger-fill' : 'primary'} disabled={props.confirmDisabled}>
        {props.confirm}
      </button>
    </div>
  );
}

function RenameForm(props: { person: RosterPerson; onSave: (name: string) => void; onCancel: () => void }) {
  const t = useT();
  const [name, setName] = useState(props.person.name);
  const ref = useFocusFirst<HTMLFormElement>();
  return (
    <form
      class="roster-change"
      ref={ref}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(name);
      }}
    >
      <label class="field">
        <span>{t('shell-roster-rename')}</span>
        <input value={name} autocomplete="off" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <Actions confirm={t('shell-roster-save')} onCancel={props.onCancel} />
    </form>
  );
}

/** "Same person as…": another person chosen, the core's sentence says what the merge does. */
function MergeForm(props: {
  person: RosterPerson;
  others: RosterPerson[];
  onMerge: (into: RosterPerson) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [into, setInto] = useState<RosterPerson | null>(null);
  const ref = useFocusFirst<HTMLFormElement>();
  return (
    <form
      class="roster-change"
      ref={ref}
      onSubmit={(e) => {
        e.preventDefault();
        if (into) props.onMerge(into);
      }}
    >
      <Chips<number | null>
        label={t('shell-roster-merge')}
        chosen={into?.id ?? null}
        choices={props.others.map((p) => ({ value: p.id, label: p.name }))}
        onChoose={(id) => setInto(props.others.find((p) => p.id === id) ?? null)}
      />
      {into && <MergeSentence from={props.person.name} into={into.name} />}
      <Actions confirm={t('shell-roster-save')} confirmDisabled={!into} onCancel={props.onCancel} />
    </form>
  );
}

function MergeSentence(props: { from: string; into: string }) {
  const said = useMessage('shell-roster-merge-into', { from: props.from, into: props.into });
  return (
    <p class="confirm-sentence" aria-live="polite">
      {said}
    </p>
  );
}

/** Remove: the records keep the name, or say "former player"; then the confirm. */
function RemoveForm(props: { person: RosterPerson; onRemove: (keepName: boolean) => void; onCancel: () => void }) {
  const t = useT();
  const [keep, setKeep] = useState<boolean | null>(null);
  const ref = useFocusFirst<HTMLFormElement>();
  return (
    <form
      class="roster-change"
      ref={ref}
      onSubmit={(e) => {
        e.preventDefault();
        if (keep !== null) props.onRemove(keep);
      }}
    >
      <Chips<boolean | null>
        label={t('shell-roster-remove')}
        chosen={keep}
        choices={[
          { value: true, label: t('shell-roster-remove-keep') },
          { value: false, label: t('shell-roster-remove-anonymise') },
        ]}
        onChoose={setKeep}
      />
      <Actions confirm={t('shell-roster-remove')} confirmDisabled={keep === null} danger onCancel={props.onCancel} />
    </form>
  );
}
