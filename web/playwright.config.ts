import { defineConfig } from '@playwright/test';

// Debian's Chromium (never a downloaded browser); the built app served by `vite preview`.
const launchOptions = { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' };

const phone = { browserName: 'chromium' as const, viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: 'tests',
  timeout: 6 * 60_000,
  expect: { timeout: 20_000 },
  // Each test has a browser context (and so a store) of its own: two run at once, one per core.
  // The figures run alone, after the rest, so nothing else shares the machine while they time.
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:4178',
    headless: true,
    launchOptions,
    locale: 'en-GB',
    // A tap that cannot happen fails within half a minute, naming what it waited for.
    actionTimeout: 30_000,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /figures\.spec\.ts/,
      use: phone,
    },
    {
      // The tables and screens at tablet size; the store, offline, away and resume tests do not
      // depend on the screen's size and run at phone size only.
      name: 'tablet',
      testMatch: /(games|screens)\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
    },
    {
      name: 'figures',
      testMatch: /figures\.spec\.ts/,
      dependencies: ['phone', 'tablet'],
      use: phone,
    },
  ],
  webServer: {
    command: 'npx vite preview --port 4178 --strictPort',
    url: 'http://localhost:4178',
    reuseExistingServer: true,
    timeout: 60_000,
  },
});
