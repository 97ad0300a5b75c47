// The settings the core keeps: the bots' pace is the core's list, and the choice outlives a reload.
import { expect, test } from '@playwright/test';
import { openHome } from './helpers';

test("the bots' pace: the core's choices, kept after a reload", async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const pace = page.getByRole('group', { name: 'Bots’ pace' });
  // The core's paces, slowest first, in its words; a new store starts at its default.
  await expect(pace.getByRole('button')).toHaveText(['Calm', 'Normal', 'Quick']);
  await expect(pace.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await pace.getByRole('button', { name: 'Quick' }).click();
  await expect(pace.getByRole('button', { name: 'Quick' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pace.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(page.locator('.games li').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(pace.getByRole('button', { name: 'Quick' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pace.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'false');
});
