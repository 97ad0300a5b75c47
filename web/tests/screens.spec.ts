// The screens around the table: each drawn, scanned by axe, and photographed.
import { expect, test } from '@playwright/test';
import { axe, gameCard, openHome, screenshot } from './helpers';

test('home, set-up, rules, settings, stats and people pass axe', async ({ page }, info) => {
  await openHome(page);
  await axe(page, 'home');
  await screenshot(page, info, 'home');

  await (await gameCard(page, 'dica')).getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.seat-setup').first()).toBeVisible();
  await axe(page, 'set-up');
  await screenshot(page, info, 'setup');
  await page.getByRole('button', { name: 'Back' }).click();

  await (await gameCard(page, 'ganjifa')).getByRole('button', { name: 'Rules' }).click();
  await expect(page.locator('.rules section').first()).toBeVisible();
  await axe(page, 'rules');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.locator('.look-preview')).toBeVisible();
  // A slider previews the core's look live.
  const contrast = page.getByRole('slider', { name: 'Contrast' });
  await contrast.fill('90');
  await expect(page.locator('.look-preview .look-content')).toHaveAttribute('style', /filter/);
  await axe(page, 'settings');
  await screenshot(page, info, 'settings');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('button', { name: 'Stats' }).click();
  await expect(page.getByRole('heading', { name: 'Stats' })).toBeVisible();
  await axe(page, 'stats');
  await screenshot(page, info, 'stats');
  await page.getByRole('button', { name: 'Back' }).click();

  // The people screen of a new store: nobody yet (people.spec.ts fills it).
  await page.getByRole('button', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expect(page.getByText('Nobody yet: people join the roster when they play.')).toBeVisible();
  await axe(page, 'people');
  await screenshot(page, info, 'people-empty');
});

test('no horizontal scroll on any screen', async ({ page }) => {
  await openHome(page);
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(await wide()).toBe(false);
  await (await gameCard(page, 'gnav')).getByRole('button', { name: 'Play' }).click();
  await expect(page.locator('.seat-setup').first()).toBeVisible();
  expect(await wide()).toBe(false);
});
