// A reload in the middle of a game: home offers the table, and resuming it shows exactly the
// table that was left.
import { expect, test } from '@playwright/test';
import { gameCard, openHome, seatsAs, tableRoot } from './helpers';


test('a reload mid-game resumes exactly', async ({ page }) => {
  await openHome(page);
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [
    { name: 'Ann', bot: false },
    { name: 'Robo', bot: true },
  ]);
  await page.getByRole('button', { name: 'Start' }).click();
  const root = tableRoot(page);
  const enabled = page.locator('button.target:not([aria-disabled]):not([aria-pressed="true"])');
  // A few taps in, then wait for Ann's turn with the view at rest.
  for (let i = 0; i < 4; i++) {
    await expect(enabled.first()).toBeVisible({ timeout: 60_000 });
    const version = await root.getAttribute('data-version');
    await enabled.first().click();
    await expect(root).not.toHaveAttribute('data-version', version ?? '');
  }
  await expect(enabled.first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const before = {
    title: await page.locator('.table-screen h1').innerText(),
    status: await page.locator('.status').innerText(),
    // Every tile and card with its state (pressed, disabled) and its name.
    board: await page.locator('.table-body').ariaSnapshot(),
  };
  await page.reload();
  await expect(page.locator('li.saved').first()).toBeVisible({ timeout: 60_000 });
  await page.locator('li.saved').first().getByRole('button', { name: /^Resume/ }).click();
  await expect(root).toBeVisible();
  await expect(page.locator('.table-screen h1')).toHaveText(before.title);
  await expect(page.locator('.status')).toHaveText(before.status);
  await expect.poll(() => page.locator('.table-body').ariaSnapshot()).toBe(before.board);
});
