// The page hidden (another app, the phone locked, another tab) is the table left alone: the
// core stops the bots and the clock, and since the phone may change hands meanwhile, a hidden
// hand shows again only after a hand-over.
import { expect, test, type Page } from '@playwright/test';
import { gameCard, openHome, seatsAs, tableRoot } from './helpers';


/** What the browser does when the page is hidden or shown again. */
async function visibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a hidden page takes the phone from whoever held it: a hand-over comes before any hidden card', async ({ page }) => {
  await openHome(page);
  await (await gameCard(page, 'gnav')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [
    { name: 'Ann', bot: false },
    { name: 'Bea', bot: false },
    { name: 'Robo', bot: true },
    { name: 'Ada', bot: true },
  ]);
  await page.getByRole('button', { name: 'Start' }).click();
  const root = tableRoot(page);
  await expect(root).toHaveAttribute('data-screen', 'hand-over', { timeout: 30_000 });
  await page.locator('.hand-over button.target').first().click();
  await expect(root).toHaveAttribute('data-screen', 'playing');
  const held = await page.locator('.own-card').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  expect(held.length, 'the holder sees their own card').toBeGreaterThan(0);

  await visibility(page, 'hidden');
  await expect(root).toHaveAttribute('data-screen', 'hand-over');
  await expect(page.locator('.own-card')).toHaveCount(0);
  await visibility(page, 'visible');
  await expect(root).toHaveAttribute('data-screen', 'hand-over');
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const card of held) expect(html).not.toContain(`title="${card}"`);
});
