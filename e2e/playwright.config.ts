import { defineConfig } from '@playwright/test';
import { e2eEnvironment } from './environment';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Every test makes its own company (and its own client address, e2e/fixtures.ts), so tests run side
  // by side against the one service. A test that fails fails the run: none is retried.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: e2eEnvironment.baseUrl,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The demo company first (its three months of trips and its issued reports: e2e/demo-reports.spec.ts reads them), then the service.
    command: 'node --import tsx apps/api/src/scripts/seed-demo.ts && node apps/api/dist/server.js',
    cwd: '..',
    url: `${e2eEnvironment.baseUrl}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(e2eEnvironment.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: e2eEnvironment.baseUrl,
      DATA_DIR: e2eEnvironment.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${e2eEnvironment.smtpPort}`,
      // The landing's contact form mails here; its spec reads the mail at the SMTP server.
      CONTACT_EMAIL: e2eEnvironment.contactEmail,
      LOG_LEVEL: 'warn',
      // A small demo company: its trips are seeded before every run.
      DEMO_EMPLOYEES: '40',
      // The specs reach the service from 127.0.0.1 and speak for many clients through X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      // DATABASE_URL is left out on purpose: the end-to-end run uses the embedded default.
      DATABASE_URL: '',
    },
  },
});
