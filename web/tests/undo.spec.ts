// Taking back a move: a DICEN player alone shuts tiles, and the table's take-back (a button of
// the view, drawn like any other) brings them back before the next throw.
import { expect, test } from '@playwright/test';
import { gameCard, openHome, seatsAs, tableRoot } from './helpers';

test('take-back: tiles shut by a player alone come back', async ({ page }) => {
  await openHome(page);
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [{ name: 'Ann', bot: false }]);
  // Alone: GO GO (V8) is a solo variant. The set-up's last field allows taking back, by default.
  await page.getByRole('group', { name: 'GO GO' }).getByRole('button', { name: 'On', exact: true }).click();
  const undoField = page.getByRole('group', { name: 'Taking back a move' });
  await expect(undoField.getByRole('button', { name: 'Allowed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Start' }).click();
  const root = tableRoot(page);
  await expect(root).toBeVisible();
  if ((await root.getAttribute('data-screen')) === 'hand-over') await page.locator('.hand-over button.target').first().click();

  await page.getByRole('button', { name: 'Throw two dice' }).click();
  const shut = page.getByRole('button', { name: 'Shut the chosen tiles' });
  await expect(shut).toBeVisible();
  // Tiles that still fit the throw, one at a time, until they add up.
  const fitting = page.locator('.tiles button.target:not([aria-disabled]):not([aria-pressed="true"])');
  const chosen: string[] = [];
  while ((await shut.getAttribute('aria-disabled')) === 'true') {
    const tile = fitting.first();
    const label = (await tile.getAttribute('aria-label')) ?? '';
    chosen.push(label.match(/^Tile (\d+), open$/)![1]);
    await tile.click();
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  }
  const takeBack = page.getByRole('button', { name: /^Take back Ann.s last move$/ });
  await expect(takeBack).toHaveCount(0);
  await shut.click();
  for (const n of chosen) await expect(page.locator('.tiles .tile.shut').getByText(n, { exact: true })).toBeVisible();
  await expect(takeBack).toBeVisible();

  await takeBack.click();
  for (const n of chosen) await expect(page.getByRole('button', { name: `Tile ${n}, open` })).toBeVisible();
  await expect(page.locator('.tiles .tile.shut')).toHaveCount(0);
  await expect(takeBack).toHaveCount(0);
});
