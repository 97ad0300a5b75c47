// Each game played to its series' end by two people and a bot, tapping what the page offers,
// with the privacy check at every step; screenshots of the table, a hand-over and the summary.
import { expect, test } from '@playwright/test';
import { axe, gameCard, openHome, playToEnd, screenshot, seatsAs, shortestOptions, tableRoot, type Game } from './helpers';

const tables: Record<Game, { seats: { name: string; bot: boolean }[]; people: string[] }> = {
  // D2: each seat is a team; a team of several people takes turns with the phone.
  dica: { seats: [{ name: 'Ann, Bea', bot: false }, { name: 'Robo', bot: true }], people: ['Ann', 'Bea'] },
  dicen: { seats: [{ name: 'Ann', bot: false }, { name: 'Bea', bot: false }, { name: 'Robo', bot: true }], people: ['Ann', 'Bea'] },
  ganjifa: { seats: [{ name: 'Ann', bot: false }, { name: 'Bea', bot: false }, { name: 'Robo', bot: true }], people: ['Ann', 'Bea'] },
  gnav: {
    seats: [
      { name: 'Ann', bot: false },
      { name: 'Bea', bot: false },
      { name: 'Robo', bot: true },
      { name: 'Ada', bot: true },
    ],
    people: ['Ann', 'Bea'],
  },
};

for (const game of Object.keys(tables) as Game[]) {
  test(`${game}: a series played to its summary, nothing secret in the page at any step`, async ({ page }, info) => {
    await openHome(page);
    await (await gameCard(page, game)).getByRole('button', { name: 'Play' }).click();
    await expect(page.locator('.seat-setup').first()).toBeVisible();
    await seatsAs(page, tables[game].seats);
    await shortestOptions(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(tableRoot(page)).toBeVisible();
    const { watch } = await playToEnd(page, info, game, tables[game].people);
    expect(watch.checks).toBeGreaterThan(3);
    await expect(page.locator('.summary')).toBeVisible();
    await screenshot(page, info, `${game}-summary`);
    await axe(page, `${game} series summary`);
  });
}
