import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A port nothing listens on now, asked of the system in a child process (this config file is synchronous). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= freePort();
// The shop's own myDATA emulator listens here, so that a journey can switch its refusals on and off.
process.env.E2E_MYDATA_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// A second shop whose card payments go to Viva Smart Checkout's emulator (the journeys of viva-checkout.spec.ts).
process.env.E2E_VIVA_PORT ??= freePort();
process.env.E2E_VIVA_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-viva-'));

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const vivaBaseURL = `http://localhost:${process.env.E2E_VIVA_PORT}`;

// The test server registers consent-needing third parties (never fetched: their addresses do not resolve, and the
// consent tests answer them in the browser). Visitors of the other tests have already accepted basic cookies, so
// the cookie bar stays out of their way; the consent tests start undecided.
const consentDecided = path.join(process.env.E2E_DATA_DIR!, 'consent-basic.json');
// Every worker loads this file again: written once, and whole (by a rename), so that no worker reads it half written.
if (!fs.existsSync(consentDecided)) {
  const partly = `${consentDecided}.${process.pid}`;
  fs.writeFileSync(
    partly,
    JSON.stringify({
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'site',
              value: JSON.stringify({
                state: { cookieConsent: true, marketingCookies: false, activePixel: false, activeGtag: false },
                version: 0,
              }),
            },
          ],
        },
      ],
    }),
  );
  fs.renameSync(partly, consentDecided);
}
const thirdPartyScripts = {
  ANALYTICS_SCRIPT_URL: 'https://providers.test/analytics.js',
  PIXEL_SCRIPT_URL: 'https://providers.test/pixel.js',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI one retry absorbs a journey that lost a race with the busy machine; the report still names it flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : [])],
  use: {
    baseURL,
    browserName: 'chromium',
    // A Greek visitor by default; tests of language choice set their own.
    locale: 'el-GR',
    trace: 'retain-on-failure',
    storageState: consentDecided,
    // The system's Chromium, never a downloaded browser: Debian's headless build of it (package
    // chromium-headless-shell, the same engine without the desktop browser around it), which Playwright itself runs
    // headless tests in. On CI's two cores the whole suite took 40% less time in it than in the full browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The first owner sets up the back office once, with the link the server printed; journeys with staff use them.
  projects: [
    { name: 'first-owner', testMatch: /first-owner\.setup\.ts$/ },
    {
      name: 'journeys',
      dependencies: ['first-owner'],
      grepInvert: /@shop-settings/,
      testIgnore: /viva-checkout\.spec\.ts$/,
    },
    // Card and IRIS payments on the Viva emulator's hosted page, against the second shop.
    { name: 'viva', testMatch: /viva-checkout\.spec\.ts$/, use: { baseURL: vivaBaseURL } },
    // Tests that change the whole shop's settings (the island surcharge every quote uses) run alone, after the rest.
    // One at a time: each saves the whole settings row, which a concurrent save would refuse as changed.
    { name: 'shop-settings', dependencies: ['journeys'], grep: /@shop-settings/, workers: 1 },
  ],
  webServer: [
    {
      // The production server as a newcomer starts it, on a free port with a fresh data directory.
      command: 'npm start',
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // Embedded database and in-memory counters: every run starts from nothing (CI's Redis outlives runs).
      env: {
        PORT: process.env.E2E_PORT,
        SITE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        ...thirdPartyScripts,
        // Every journey registers its own members, all from this one address.
        REGISTRATIONS_PER_HOUR: '1000',
        MYDATA_EMULATOR_PORT: process.env.E2E_MYDATA_PORT,
      },
    },
    {
      // Started after the first (which built the shop): the same build, its own port and data, Viva's emulator.
      command: 'npm start',
      url: `${vivaBaseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: process.env.E2E_VIVA_PORT,
        SITE_URL: vivaBaseURL,
        DATA_DIR: process.env.E2E_VIVA_DATA_DIR,
        DATABASE_URL: '',
        REDIS_URL: '',
        CARD_PROVIDER: 'viva',
        // The emulated bank confirms IRIS payments in seconds, not Viva's 20 minutes.
        VIVA_EMULATOR_IRIS_SECONDS: '3',
      },
    },
  ],
});
