// What a person feels, measured in the page and reported (never asserted: this machine is
// noisy): the time from navigation to the home screen, a tap's time from intent to the new view
// drawn, and the longest task on the page's thread while bots think in the Worker. Each figure
// is printed as `figure: …` and written to test-results/figures-<project>.json.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gameCard, seatsAs, shortestOptions, tableRoot } from './helpers';

// At phone size, in a project of its own that runs alone after the others (playwright.config.ts).

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Milliseconds from the navigation's start to the first frame showing the home screen. */
async function homeAfter(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const shown = await page.waitForFunction(
    () => (document.querySelector('.games li') ? performance.now() : 0),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await shown.jsonValue()) as number;
}

/** Taps the first enabled target and answers the ms from the click to the frame after its view. */
async function timedTap(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const version = () => document.querySelector('[data-version]')?.getAttribute('data-version');
    const before = version();
    const button = document.querySelector<HTMLButtonElement>(
      'button.target:not([aria-disabled]):not([aria-pressed="true"])',
    );
    if (!button) return NaN;
    const changed = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (version() !== before) {
          watch.disconnect();
          resolve();
        }
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const started = performance.now();
    button.click();
    await changed;
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    return performance.now() - started;
  });
}

test('figures: home, a tap, the page thread while bots think', async ({ page, context }) => {
  test.setTimeout(10 * 60_000);
  const figures: Record<string, number | string> = {};

  // A first visit (nothing cached), then visits served by the service worker.
  const first = await homeAfter(page, '/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const again: number[] = [];
  for (let i = 0; i < 3; i++) again.push(await homeAfter(page, '/'));
  figures['home, first visit (ms)'] = Math.round(first);
  figures['home, later visits, median of 3 (ms)'] = Math.round(median(again));

  // Taps: DICEN for Ann alone (each tap answered at once, no bot between), default pace.
  await page.goto('/?bot-pause=0&tap-guard=0');
  await expect(page.locator('.games li').first()).toBeVisible({ timeout: 60_000 });
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [{ name: 'Ann', bot: false }]);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(tableRoot(page)).toBeVisible();
  const taps: number[] = [];
  for (let i = 0; i < 40 && (await tableRoot(page).getAttribute('data-screen')) === 'playing'; i++) {
    const ms = await timedTap(page);
    if (!Number.isNaN(ms)) taps.push(ms);
  }
  figures['DICEN tap to view drawn, median (ms)'] = Number(median(taps).toFixed(1));
  figures['DICEN tap to view drawn, slowest (ms)'] = Number(Math.max(...taps).toFixed(1));
  figures['DICEN taps timed'] = taps.length;

  // Ganjifa with two hard bots at the people's pace: the page's long tasks while they think. The
  // first page goes first: one tab holds the store.
  await page.close();
  const longest = await context.newPage();
  await longest.addInitScript(() => {
    (window as any).__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as any).__longest = Math.max((window as any).__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await longest.goto('/?tap-guard=0');
  await expect(longest.locator('.games li').first()).toBeVisible({ timeout: 60_000 });
  await (await gameCard(longest, 'ganjifa')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(longest, [
    { name: 'Ann', bot: false },
    { name: 'Robo', bot: true },
    { name: 'Ada', bot: true },
  ]);
  for (const row of [1, 2]) await longest.locator('.seat-setup').nth(row).getByRole('button', { name: /^Bot: / }).last().click();
  await shortestOptions(longest);
  await longest.getByRole('button', { name: 'Start' }).click();
  await expect(tableRoot(longest)).toBeVisible();
  await longest.evaluate(() => ((window as any).__longest = 0));
  const root = tableRoot(longest);
  const botMoves = { count: 0 };
  const until = Date.now() + 45_000;
  let seen = await root.getAttribute('data-version');
  while (Date.now() < until && (await root.getAttribute('data-screen')) !== 'series-over') {
    const mine = longest.locator('button.target:not([aria-disabled]):not([aria-pressed="true"])');
    if ((await mine.count()) > 0) await mine.first().click();
    await longest.waitForTimeout(200);
    const now = await root.getAttribute('data-version');
    if (now !== seen) botMoves.count++;
    seen = now;
  }
  figures['Ganjifa (two hard bots): views while bots thought'] = botMoves.count;
  figures['longest task on the page thread meanwhile (ms, 0 = none over 50)'] = Math.round(
    await longest.evaluate(() => (window as any).__longest),
  );

  for (const [name, value] of Object.entries(figures)) console.log(`figure: ${name}: ${value}`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/figures-phone.json', JSON.stringify(figures, null, 2));
});
