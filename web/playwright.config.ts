import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real TAPin server,
 * built, on temporary databases that global setup creates (see e2e/global-setup.ts). Every spec runs
 * at desktop size and at phone size (phone.spec.ts at phone size only). Screenshots of each screen are saved under web/test-results/.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // On CI a failed test runs once more and, if it then passes, is reported as flaky (never as passed).
  // Known and open (25 November): on the desktop project, about one run in four lost one toast that
  // never showed (crop.spec's too-large file, demos.spec's poster), not reproduced in 26 local repeats.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-default-apps',
        '--disable-extensions',
      ],
    },
  },
  projects: [
    // phone.spec.ts checks what only the phone layout has (the side menu, 360 px widths).
    { name: 'desktop', testIgnore: 'phone.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
});
