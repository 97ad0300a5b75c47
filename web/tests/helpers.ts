// What the tests share: reaching screens, choosing seats, playing by tapping what the page
// offers, the privacy check, the axe scan and the screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/** The game names as the core shows them in English (the tests' browser speaks en-GB). */
export const GAME_NAMES = { dica: 'DiCa', dicen: 'DICEN', ganjifa: 'Ganjifa', gnav: 'Gnav' } as const;
export type Game = keyof typeof GAME_NAMES;

export async function openHome(page: Page) {
  // The tables without the pauses people need (bots move at once, no double-tap guard).
  await page.goto('/?bot-pause=0&tap-guard=0');
  await expect(page.locator('.games li').first()).toBeVisible({ timeout: 60_000 });
}

export async function gameCard(page: Page, game: Game) {
  return page.locator('li.game').filter({ has: page.getByRole('heading', { name: GAME_NAMES[game], exact: true }) });
}

/** The table's root, which carries the view's version and screen kind (neither is secret). */
export const tableRoot = (page: Page) => page.locator('[data-screen]');

export async function screenshot(page: Page, info: TestInfo, name: string) {
  const dir = 'test-results/screens';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${info.project.name}-${name}.png`, fullPage: true });
}

/** No serious or critical axe violation on the screen shown. */
export async function axe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** A small seeded random choice, so a run can be repeated. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

/** What the test has seen of each person's hand, to check no one else's screen shows it. */
export class HandWatch {
  /** Per person, the card labels shown as their own while they held the phone. */
  readonly hands = new Map<string, Set<string>>();
  /**
   * Per person, every card they held this deal: a card they gave away (a Gnav swap) is one they
   * know, and the page may show it where it went. Gnav's deck has two of each card, so a card
   * of the same name in someone else's recorded hand is no leak to them.
   */
  readonly known = new Map<string, Set<string>>();
  holder: string | null = null;
  checks = 0;

  constructor(readonly people: string[]) {}

  /** Which person a hand-over prompt names (the longest name found, so "Bea" is not "Be"). */
  whoIn(prompt: string): string | null {
    const found = this.people.filter((p) => prompt.includes(p)).sort((a, b) => b.length - a.length);
    return found[0] ?? null;
  }

  /** Labels worth searching for: long enough and not a bare number (those occur everywhere). */
  private static searchable(label: string): boolean {
    return label.length >= 3 && !/^\d+$/.test(label);
  }

  private static contains(text: string, label: string): boolean {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
  }

  /** Everything the page holds: its HTML (every attribute: aria-label, title…) and its accessibility tree. */
  static async everything(page: Page): Promise<string> {
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    const tree = await page.locator('body').ariaSnapshot();
    const named = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-label],[title],[alt],[aria-description]')]
        .map((e) => [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('alt'), e.getAttribute('aria-description')].join('\n'))
        .join('\n'),
    );
    return `${html}\n${tree}\n${named}`;
  }

  /** Asserts that nothing recorded of anyone but `except` (and not in `allowed`) is in the page. */
  async check(page: Page, except: string | null, allowed: Set<string>, where: string) {
    const all = await HandWatch.everything(page);
    for (const [person, labels] of this.hands) {
      if (person === except) continue;
      for (const label of labels) {
        if (allowed.has(label) || !HandWatch.searchable(label)) continue;
        expect(HandWatch.contains(all, label), `${person}'s card "${label}" is in the page ${where}`).toBe(false);
      }
    }
    this.checks++;
  }

  async ownCards(page: Page): Promise<string[]> {
    return page.locator('.own-card').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? '').filter((t) => t));
  }
}

/** The table's take-back button, as the core labels it in English. */
export const TAKE_BACK = /^Take back$/;

/**
 * Plays the open table to the series' end by tapping enabled targets (a seeded random one of
 * those not already chosen), confirming every hand-over, checking privacy at every step.
 * Returns the screens it saw, for the screenshots.
 */
export async function playToEnd(page: Page, info: TestInfo, game: Game, people: string[], seed = 1) {
  const choose = rng(seed);
  const watch = new HandWatch(people);
  const root = tableRoot(page);
  let lastVersion = '';
  let shotHandOver = false;
  let shotTable = false;
  let shotRound = false;
  let scannedTable = false;
  let scannedHandOver = false;
  let dealTitle = '';
  let takeBacks = 0;
  for (let step = 0; step < 1500; step++) {
    // Wait for something to do: an enabled target, or the end of the series.
    await expect
      .poll(
        async () => (await root.getAttribute('data-screen')) === 'series-over' || (await page.locator('button.target:not([aria-disabled])').count()) > 0,
        { timeout: 60_000, intervals: [50, 100, 200] },
      )
      .toBe(true);
    const screen = await root.getAttribute('data-screen');
    const version = (await root.getAttribute('data-version')) ?? '';
    if (screen === 'series-over') {
      await watch.check(page, watch.holder, new Set(), 'at the series end');
      return { watch, steps: step };
    }
    if (screen === 'hand-over') {
      // Nothing of anyone's hand may be on a hand-over screen.
      await watch.check(page, null, new Set(), 'on a hand-over screen');
      if (!shotHandOver) {
        await screenshot(page, info, `${game}-hand-over`);
        shotHandOver = true;
      }
      if (!scannedHandOver) {
        await axe(page, `${game} hand-over`);
        scannedHandOver = true;
      }
      const prompt = (await page.locator('.hand-over h2').textContent()) ?? '';
      const next = watch.whoIn(prompt);
      await page.locator('.hand-over button.target:not([aria-disabled])').first().click();
      watch.holder = next;
      await expect(root).not.toHaveAttribute('data-version', version);
      continue;
    }
    const own = await watch.ownCards(page);
    // A new deal (the title names it) deals new hands: the last deal's were played out or
    // shown at its settlement (Gnav's "last deal" line), and are no one's secret any more.
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    if (heading !== dealTitle) {
      watch.hands.clear();
      watch.known.clear();
      dealTitle = heading;
    }
    if (await page.locator('.settlement').count()) watch.hands.clear();
    else if (watch.holder && own.length > 0) watch.hands.set(watch.holder, new Set(own));
    const knows = new Set(own);
    // K2: a Narr knocks when it is dealt, so it is public at once, wherever it goes.
    if (game === 'gnav') knows.add('Narr');
    if (watch.holder) {
      const known = watch.known.get(watch.holder) ?? new Set<string>();
      for (const card of own) known.add(card);
      watch.known.set(watch.holder, known);
      for (const card of known) knows.add(card);
    }
    await watch.check(page, watch.holder, knows, `while ${watch.holder ?? 'nobody'} holds the phone`);
    if (screen === 'playing' && !shotTable && step > 3) {
      await screenshot(page, info, `${game}-table`);
      shotTable = true;
    }
    if (screen === 'playing' && !scannedTable) {
      await axe(page, `${game} table`);
      scannedTable = true;
    }
    if (screen === 'round-over' && !shotRound) {
      await screenshot(page, info, `${game}-round-over`);
      await axe(page, `${game} round summary`);
      shotRound = true;
    }
    // The take-back (offered after almost every move) is taken a few times a series, so the
    // privacy check sees the table after one, but the walk still reaches the end. The targets
    // are this view's: a bot may move the table on (to a hand-over) while the walk chooses, and
    // a tap meant for one seat's view must never confirm the next person's hand-over.
    const enabled = page.locator(`[data-version="${version}"] .table-layout button.target:not([aria-disabled]):not([aria-pressed="true"])`);
    const candidates = takeBacks < 2 ? enabled : enabled.filter({ hasNotText: TAKE_BACK });
    const count = await candidates.count();
    if (count === 0 || version === lastVersion) {
      // Nothing new to choose (or the last tap changed nothing yet): let bots and timers move.
      await page.waitForTimeout(100);
      lastVersion = '';
      continue;
    }
    const pick = candidates.nth(choose(count));
    let title: string | null;
    let isOwn: boolean;
    let chosen: string[];
    try {
      const quick = { timeout: 2_000 };
      if (TAKE_BACK.test((await pick.textContent(quick)) ?? '')) takeBacks++;
      title = await pick.getAttribute('title', quick);
      isOwn = await pick.evaluate((e) => e.classList.contains('own-card'), undefined, quick);
      // Cards chosen before a confirm (Ganjifa's discards): they leave the hand with the confirm.
      chosen = await page
        .locator('.own-card[aria-pressed="true"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
      await pick.click(quick);
    } catch {
      // The view moved on before the tap: look at the new one.
      lastVersion = '';
      continue;
    }
    // The tap's view before the next look at the hand; a refused tap changes nothing.
    await page
      .waitForFunction((v) => document.querySelector('[data-version]')?.getAttribute('data-version') !== v, version, { timeout: 5_000 })
      .catch(() => undefined);
    // A card that left its owner's hand was played or discarded in the open: no longer hidden.
    // While the holder still sees their hand, it is read again; once the screen moved on (a
    // bot, a hand-over), what the tap played or confirmed leaves the recorded hand.
    if (watch.holder) {
      const hand = watch.hands.get(watch.holder);
      if ((await root.getAttribute('data-screen')) === 'playing' && (await page.locator('.own-card').count()) > 0) {
        watch.hands.set(watch.holder, new Set(await watch.ownCards(page)));
      } else if (hand) {
        for (const card of [...chosen, ...(isOwn && title ? [title] : [])]) hand.delete(card);
      }
    }
    lastVersion = version;
  }
  throw new Error(`${game}: the series did not end in 1500 steps`);
}

/** On the set-up screen: names the seats and makes them people or bots as asked. */
export async function seatsAs(page: Page, seats: { name: string; bot: boolean }[]) {
  const rows = page.locator('.seat-setup');
  // The set-up screen's seats come from the core all at once.
  await expect(rows.first()).toBeVisible();
  while ((await rows.count()) < seats.length) await page.getByRole('button', { name: 'Add a seat' }).click();
  while ((await rows.count()) > seats.length) await rows.last().getByRole('button', { name: 'Remove this seat' }).click();
  for (const [i, seat] of seats.entries()) {
    const row = rows.nth(i);
    const person = row.getByRole('button', { name: 'Person', exact: true });
    const kind = seat.bot ? row.getByRole('button', { name: /^Bot: / }).first() : person;
    await kind.click();
    await expect(kind).toHaveAttribute('aria-pressed', 'true');
    // A person's name field offers the known people (a combobox then), a bot's is a textbox.
    const name = row.getByLabel('Name', { exact: true });
    await name.fill(seat.name);
    // The core's answer to the switch may come after the name was typed: the name stays.
    await expect(name).toHaveValue(seat.name);
  }
}

/** Chooses the first choice of every option (the shortest series: 1 round, deal, game or life). */
export async function shortestOptions(page: Page) {
  const groups = page.locator('.option .chips');
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).locator('.chip').first().click();
}
