// The store in the browser: a second tab, a browser that gives no storage, storage that runs
// out and comes back, a damaged file. Every case either keeps what was played or says, at home
// and on the table, that it is not kept: never a silent loss.
import { expect, test, type Page } from '@playwright/test';
import { gameCard, openHome, seatsAs, tableRoot } from './helpers';


const enabled = (page: Page) => page.locator('button.target:not([aria-disabled]):not([aria-pressed="true"])');

/** Starts DICEN for Ann and a bot, and taps `taps` times. */
async function playDicen(page: Page, taps: number) {
  await (await gameCard(page, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(page, [
    { name: 'Ann', bot: false },
    { name: 'Robo', bot: true },
  ]);
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < taps; i++) await tap(page);
}

/** Taps the first thing Ann may tap, and waits for its view. */
async function tap(page: Page) {
  const root = tableRoot(page);
  await expect(enabled(page).first()).toBeVisible({ timeout: 30_000 });
  const version = (await root.getAttribute('data-version')) ?? '';
  await enabled(page).first().click();
  await expect(root).not.toHaveAttribute('data-version', version);
}

/** The table as a person sees it, to compare after a reload. */
async function tableText(page: Page) {
  await expect(enabled(page).first()).toBeVisible({ timeout: 30_000 });
  return {
    title: await page.locator('.table-screen h1').innerText(),
    board: await page.locator('.table-body').innerText(),
  };
}

async function resumeFirst(page: Page) {
  await expect(page.locator('li.saved').first()).toBeVisible({ timeout: 60_000 });
  await page.locator('li.saved').first().getByRole('button', { name: /^Resume/ }).click();
  await expect(tableRoot(page)).toBeVisible();
}

test('a second tab is told another holds the store, writes nothing, and the first loses nothing', async ({ page, context }) => {
  await openHome(page);
  await playDicen(page, 2);
  const second = await context.newPage();
  await openHome(second);
  await expect(second.locator('.notices')).toContainText('open in another tab');
  // Nothing can be started there: the store refuses, in words.
  await (await gameCard(second, 'dicen')).getByRole('button', { name: 'Play' }).click();
  await seatsAs(second, [
    { name: 'Cas', bot: false },
    { name: 'Robo', bot: true },
  ]);
  await second.getByRole('button', { name: 'Start' }).click();
  await expect(second.locator('[role="alert"]')).toContainText('Another Cardavia');
  await expect(tableRoot(second)).toHaveCount(0);
  // The first tab plays on and saves; closed, the second is gone and the first reloads whole.
  await tap(page);
  const before = await tableText(page);
  await second.close();
  await page.reload();
  await resumeFirst(page);
  expect(await tableText(page)).toEqual(before);
});

test('a browser that gives no storage says so at home and on every view', async ({ page }) => {
  // What a private window without the Origin-Private File System does: getDirectory() refuses.
  await page.route('**/assets/worker*.js', async (route) => {
    const original = await (await route.fetch()).text();
    const refuse = "StorageManager.prototype.getDirectory = () => Promise.reject(new DOMException('no storage', 'SecurityError'));\n";
    await route.fulfill({ body: refuse + original, contentType: 'text/javascript' });
  });
  await openHome(page);
  await expect(page.locator('.notices')).toContainText('keeps no data for Cardavia');
  await playDicen(page, 1);
  await expect(page.locator('.unsaved')).toContainText('Not saved');
  await tap(page);
  await expect(page.locator('.unsaved')).toContainText('Not saved');
});

test('storage that runs out says the change is not saved, and keeps it once there is room again', async ({ page, context, baseURL }) => {
  await openHome(page);
  await playDicen(page, 1);
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL ?? 'http://localhost:4178').origin;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  // No room beyond what is stored now: the next write fails.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage });
  let taps = 0;
  while (!(await page.locator('.unsaved').count()) && taps < 12) {
    await tap(page);
    taps++;
  }
  await expect(page.locator('.unsaved')).toContainText('Not saved');
  const shown = await tableText(page);
  // Room again: the retry saves what is shown, and the notice goes.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await expect(page.locator('.unsaved')).toHaveCount(0, { timeout: 15_000 });
  await page.reload();
  await resumeFirst(page);
  expect(await tableText(page)).toEqual(shown);
});

test('a damaged store is kept aside and a new one started, with a notice', async ({ page }) => {
  await openHome(page);
  await playDicen(page, 1);
  // Off the app's pages (no Worker holds the pool), the store's bytes are overwritten.
  await page.goto('/manifest.webmanifest');
  const damaged = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const pool = await root.getDirectoryHandle('.opfs-sahpool');
    const files = await pool.getDirectoryHandle('.opaque');
    const name = new TextEncoder().encode('/cardavia.db\0');
    for await (const handle of (files as any).values()) {
      const file = await (handle as FileSystemFileHandle).getFile();
      const head = new Uint8Array(await file.slice(0, name.length).arrayBuffer());
      if (head.every((b, i) => b === name[i])) {
        const writable = await (handle as FileSystemFileHandle).createWritable({ keepExistingData: true });
        // The database starts after the pool's 4 KiB header: its first page becomes noise.
        await writable.write({ type: 'write', position: 4096, data: new Uint8Array(4096).fill(0x5a) });
        await writable.close();
        return true;
      }
    }
    return false;
  });
  expect(damaged, 'the store was found in the pool').toBe(true);
  await openHome(page);
  await expect(page.locator('.notices')).toContainText('cardavia.db.damaged-1');
  await expect(page.locator('li.saved')).toHaveCount(0);
});
