import { defineConfig } from '@playwright/test';

// Debian's Chromium (never a downloaded browser); the built app served by `vite preview`.
const launchOptions = { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' };

export default defineConfig({
  testDir: 'tests',
  timeout: 6 * 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:4178',
    headless: true,
    launchOptions,
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    },
    {
      name: 'tablet',
      use: { browserName: 'chromium', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
    },
  ],
  webServer: {
    command: 'npx vite preview --port 4178 --strictPort',
    url: 'http://localhost:4178',
    reuseExistingServer: true,
    timeout: 60_000,
  },
});
