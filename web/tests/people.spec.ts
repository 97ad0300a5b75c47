// The group's roster after a played series: the set-up offers the people who played, the People
// screen renames, merges (and shows the core's refusal) and removes them, the stats keep every
// record, and the export downloads (or shares) the core's file.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axe, gameCard, openHome, playToEnd, screenshot, seatsAs, shortestOptions, tableRoot } from './helpers';

async function toHome(page: Page) {
  await page.getByRole('button', { name: /^(Back|Leave the table)$/ }).click();
  await expect(page.locator('.games li').first()).toBeVisible();
}

test('people: offered at set-up, renamed, merged, refused, removed; the stats keep the records and export', async ({ page }, info) => {
  await openHome(page);
  // A quick series of Ann and Bea, played to its end.
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [
    { name: 'Ann', bot: false },
    { name: 'Bea', bot: false },
  ]);
  await shortestOptions(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(tableRoot(page)).toBeVisible();
  await playToEnd(page, info, 'dicen', ['Ann', 'Bea']);
  await toHome(page);

  // The next set-up offers the people who played for a person's seat.
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  const name = page.locator('.seat-setup').first().getByRole('combobox', { name: 'Name' });
  await expect(name).toHaveAttribute('list', 'known-people');
  expect(await page.locator('datalist#known-people option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).sort())).toEqual([
    'Ann',
    'Bea',
  ]);
  // A second series, of Bee (a typo for Bea) and a bot, started and left.
  await seatsAs(page, [
    { name: 'Bee', bot: false },
    { name: 'Robo', bot: true },
  ]);
  // A bot's name is the core's: nothing is offered for it.
  await expect(page.locator('.seat-setup').nth(1).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('list', /./);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(tableRoot(page)).toBeVisible();
  await expect(page.locator('button.target').first()).toBeVisible();
  await toHome(page);

  await page.getByRole('button', { name: 'People' }).click();
  const person = (name: string) =>
    page.locator('li.person').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const names = page.locator('li.person h3');
  // The most recently seen first.
  await expect(names).toHaveText(['Bee', 'Ann', 'Bea']);
  await expect(person('Ann').locator('p')).toHaveText(/^1 series · /);
  await screenshot(page, info, 'people');

  // Rename.
  await person('Ann').getByRole('button', { name: 'Rename' }).click();
  await person('Ann').getByRole('textbox', { name: 'Rename' }).fill('Anna');
  await person('Ann').getByRole('button', { name: 'Save' }).click();
  await expect(names).toHaveText(['Bee', 'Anna', 'Bea']);

  // Merging two people who played in the same series: the core refuses, in its words.
  await person('Anna').getByRole('button', { name: 'Same person as…' }).click();
  await person('Anna').getByRole('group', { name: 'Same person as…' }).getByRole('button', { name: 'Bea' }).click();
  await expect(person('Anna').getByText('Merge Anna into Bea: their records join under Bea.')).toBeVisible();
  await axe(page, 'people (merging)');
  await person('Anna').getByRole('button', { name: 'Save' }).click();
  await expect(person('Anna').getByRole('alert')).toHaveText('Anna and Bea played in the same series: they are two people, not one.');
  await expect(names).toHaveText(['Bee', 'Anna', 'Bea']);
  await person('Anna').getByRole('button', { name: 'Cancel' }).click();

  // Bee is Bea: the records join under Bea (two series now).
  await person('Bee').getByRole('button', { name: 'Same person as…' }).click();
  await person('Bee').getByRole('group', { name: 'Same person as…' }).getByRole('button', { name: 'Bea' }).click();
  await expect(person('Bee').getByText('Merge Bee into Bea: their records join under Bea.')).toBeVisible();
  await person('Bee').getByRole('button', { name: 'Save' }).click();
  await expect(names).toHaveText(['Bea', 'Anna']);
  await expect(person('Bea').locator('p')).toHaveText(/^2 series · /);

  // Remove: Bea keeps her name in the records, Anna becomes a former player; the confirm waits
  // for the choice.
  await person('Bea').getByRole('button', { name: 'Remove' }).click();
  const confirm = person('Bea').getByRole('button', { name: 'Remove', exact: true });
  await expect(confirm).toBeDisabled();
  await axe(page, 'people (removing)');
  await person('Bea').getByRole('button', { name: 'Remove; the records keep the name' }).click();
  await confirm.click();
  await expect(names).toHaveText(['Anna']);
  await person('Anna').getByRole('button', { name: 'Remove' }).click();
  await person('Anna').getByRole('button', { name: 'Remove; the records say “former player”' }).click();
  await person('Anna').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(names).toHaveCount(0);
  await expect(page.getByText('Nobody yet: people join the roster when they play.')).toBeVisible();
  await toHome(page);

  // The stats still list both records: Bea by name, Anna as a former player.
  await page.getByRole('button', { name: 'Stats' }).click();
  const players = page.getByRole('group', { name: 'Players' });
  await expect(players.getByRole('button')).toHaveText(['Bea', /^Former player \d+$/]);
  await players.getByRole('button', { name: 'Bea' }).click();
  await expect(page.getByRole('heading', { name: 'DICEN', exact: true })).toBeVisible();
  await axe(page, 'stats with the export');

  // The export: this Chromium has no file sharing, so the file downloads.
  expect(await page.evaluate(() => typeof navigator.share === 'function' && navigator.canShare?.({ files: [new File(['x'], 'x.csv', { type: 'text/csv' })] }))).toBeFalsy();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV (spreadsheet)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await csv.path(), 'utf8');
  expect(text.split(/\r?\n/)[0]).toMatch(/^player,game,series_played/);
  // One row per person and game: the series played to its end, under Bea and the former player.
  expect(text).toMatch(/^Bea,dicen,1,/m);
  expect(text).toMatch(/^Former player \d+,dicen,1,/m);
  expect(text).not.toMatch(/^(Ann|Anna|Bee),/m);

  // Where the browser can share files, the same file goes to the share sheet instead.
  await page.evaluate(() => {
    const w = window as unknown as { shared?: Promise<{ name: string; type: string; text: string }> };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (d: ShareData) => (d.files?.length ?? 0) > 0 });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (d: ShareData) => {
        const file = d.files![0];
        w.shared = file.text().then((text) => ({ name: file.name, type: file.type, text }));
      },
    });
  });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'JSON' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: unknown }).shared !== undefined)).toBe(true);
  const shared = await page.evaluate(() => (window as unknown as { shared: Promise<{ name: string; type: string; text: string }> }).shared);
  expect(shared.name).toMatch(/\.json$/);
  expect(shared.type).toMatch(/json/);
  expect(JSON.stringify(JSON.parse(shared.text))).toContain('"Bea"');
  expect(downloaded).toBe(false);

  // A new game's set-up no longer offers anyone removed from the roster, not even as "you".
  await toHome(page);
  await (await gameCard(page, 'gnav')).getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.seat-setup').first()).toBeVisible();
  const seatNames = await page.locator('.seat-setup').getByLabel('Name', { exact: true }).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  expect(seatNames.filter((n) => /^(Bea|Anna|Former player \d+)$/.test(n))).toEqual([]);
  await expect(page.locator('datalist#known-people')).toHaveCount(0);
});
