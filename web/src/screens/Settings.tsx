// Settings: every chip or switch is saved through the core at once (it validates); a look slider
// previews the core's look for it while it moves and is saved when let go. The languages, timers,
// levels and bots' paces are the core's lists.
import { useEffect, useState } from 'preact/hooks';
import { Looked } from '../look';
import { teamColour } from '../palette';
import { useT, useWords } from '../texts';
import { DieFace } from '../table/Pieces';
import type { CoreError, LanguageChoice, Look, LookSettings, PaceChoice, Settings, SetupLevel, TimerChoice } from '../types';
import { Chips, Page } from './Page';

interface Choices {
  languages: LanguageChoice[];
  timers: TimerChoice[];
  levels: SetupLevel[];
  paces: PaceChoice[];
}

export function SettingsPage(props: { onSaved: (s: Settings, languageChanged: boolean) => Promise<void>; onBack: () => void }) {
  const { core } = useWords();
  const t = useT();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [look, setLook] = useState<Look | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function load() {
    const [s, l, languages, timers, levels, paces] = await Promise.all([
      core.call('settings', {}),
      core.call('look', {}),
      core.call('languages', {}),
      core.call('turnTimers', {}),
      core.call('levels', {}),
      core.call('botPaces', {}),
    ]);
    setSettings(s);
    setLook(l);
    setChoices({ languages, timers, levels, paces });
  }
  useEffect(() => {
    load();
  }, []);

  async function save(next: Settings) {
    const before = settings;
    setSettings(next);
    try {
      await core.call('saveSettings', { settings: next });
      setProblem(null);
      setLook(await core.call('look', {}));
      const languageChanged = before?.language !== next.language;
      await props.onSaved(next, languageChanged);
      if (languageChanged) await load();
    } catch (e) {
      setProblem((e as CoreError).message);
      await load();
    }
  }

  async function preview(next: Settings) {
    setSettings(next);
    setLook(await core.call('lookPreview', { look: next.look }));
  }

  if (!settings || !look || !choices) return <Page title={t('shell-settings')} onBack={props.onBack}>{null}</Page>;
  const slider = (id: string, key: keyof LookSettings) => (
    <label class="slider">
      <span>{t(id)}</span>
      <input
        type="range"
        min={0}
        max={100}
        value={settings.look[key]}
        onInput={(e) => preview({ ...settings, look: { ...settings.look, [key]: Number((e.target as HTMLInputElement).value) } })}
        onChange={(e) => save({ ...settings, look: { ...settings.look, [key]: Number((e.target as HTMLInputElement).value) } })}
      />
    </label>
  );
  const toggle = (id: string, on: boolean, change: (on: boolean) => void) => (
    <label class="toggle">
      <span>{t(id)}</span>
      <input type="checkbox" role="switch" checked={on} onChange={(e) => change((e.target as HTMLInputElement).checked)} />
    </label>
  );
  return (
    <Page title={t('shell-settings')} onBack={props.onBack}>
      <section>
        <h2>{t('shell-look')}</h2>
        <Looked look={look} id="look-preview" class="look-preview" label={t('shell-preview')}>
          <PreviewTable />
        </Looked>
        {slider('shell-contrast', 'contrast')}
        {slider('shell-grain', 'grain')}
        {slider('shell-temperature', 'temperature')}
      </section>
      <section>
        <h2>{t('shell-language')}</h2>
        <Chips<string | null>
          label={t('shell-language')}
          chosen={settings.language}
          choices={[
            { value: null, label: t('shell-device-language') },
            ...choices.languages.map((l) => ({ value: l.tag, label: l.endonym })),
          ]}
          onChoose={(language) => save({ ...settings, language })}
        />
      </section>
      {toggle('shell-haptics', settings.haptics, (haptics) => save({ ...settings, haptics }))}
      <section>
        <h2>{t('shell-turn-timer')}</h2>
        <Chips<number | null>
          label={t('shell-turn-timer')}
          chosen={settings.turn_timer_s}
          choices={choices.timers.map((c) => ({ value: c.seconds, label: c.label }))}
          onChoose={(turn_timer_s) => save({ ...settings, turn_timer_s })}
        />
      </section>
      <section>
        <h2>{t('shell-bot-level')}</h2>
        <Chips
          label={t('shell-bot-level')}
          chosen={settings.ai_level}
          choices={choices.levels.map((l) => ({ value: l.level, label: l.label }))}
          onChoose={(ai_level) => save({ ...settings, ai_level })}
        />
      </section>
      <section>
        <h2>{t('shell-bot-pace')}</h2>
        <Chips
          label={t('shell-bot-pace')}
          chosen={settings.bot_pace}
          choices={choices.paces.map((p) => ({ value: p.pace, label: p.label }))}
          onChoose={(bot_pace) => save({ ...settings, bot_pace })}
        />
      </section>
      {toggle('shell-dicen-hints', settings.assist.dicen_hints, (dicen_hints) =>
        save({ ...settings, assist: { ...settings.assist, dicen_hints } }),
      )}
      <section>
        <h2>{t('shell-dica-mistakes')}</h2>
        <Chips
          label={t('shell-dica-mistakes')}
          chosen={settings.assist.dica_mistakes}
          choices={[
            { value: 'count' as const, label: t('shell-mistakes-count') },
            { value: 'prevent' as const, label: t('shell-mistakes-prevent') },
          ]}
          onChoose={(dica_mistakes) => save({ ...settings, assist: { ...settings.assist, dica_mistakes } })}
        />
      </section>
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
    </Page>
  );
}

/** A corner of a table under the look being set: baize, tiles, dice, the team colours. */
function PreviewTable() {
  return (
    <div class="preview-table" aria-hidden="true">
      <div class="preview-tiles">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span class={i === 2 ? 'preview-tile chosen' : 'preview-tile'} />
        ))}
      </div>
      <div class="preview-bottom">
        <span class="swatch big" style={{ background: teamColour(0) }} />
        <span class="swatch big" style={{ background: teamColour(1) }} />
        <span class="spacer" />
        <DieFace value={5} size={40} />
        <DieFace value={2} size={40} />
      </div>
    </div>
  );
}
