// Installable and offline: after a first visit the service worker serves the app with no network.
import { expect, test } from '@playwright/test';
import { openHome } from './helpers';


test('the home screen opens offline after a first visit', async ({ page, context }) => {
  await openHome(page);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest.display).toBe('standalone');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next load on; every file is in the cache by then.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('.games li').first()).toBeVisible({ timeout: 60_000 });
  await context.setOffline(false);
});
