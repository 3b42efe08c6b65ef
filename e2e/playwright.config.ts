import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests against the real production app (`npm start`: build if needed, then the server
 * with API and web app on one port), on a fresh DATA_DIR per run, driven by Debian's Chromium.
 */

const PORT = Number(process.env.E2E_PORT ?? 4319)
/**
 * E2E_BASE_URL points the tests at a shop that is already running (a dev server, say); give
 * E2E_DATA_DIR too, the DATA_DIR of that shop, for the tests that read its mail.
 */
const EXTERNAL_URL = process.env.E2E_BASE_URL
const BASE_URL = EXTERNAL_URL ?? `http://127.0.0.1:${String(PORT)}`

// Workers load this file too; only the runner starts the server, so only it makes a data dir.
const isRunner = process.env.TEST_WORKER_INDEX === undefined && EXTERNAL_URL === undefined
const dataDir = isRunner ? mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-')) : ''
if (isRunner) {
  // The workers inherit it: they read the shop's mail from DATA_DIR/mail (fixtures.ts).
  process.env.E2E_DATA_DIR = dataDir
}
if (isRunner && !process.env.E2E_KEEP_DATA) {
  // The server is stopped before the runner exits; its database goes with the run.
  process.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true })
  })
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: EXTERNAL_URL
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        cwd: import.meta.dirname,
        url: `${BASE_URL}/api/health`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_EMAIL: 'admin@example.com',
          ADMIN_PASSWORD: 'Admin123!',
          // Links in the shop's mail lead back to this server.
          PUBLIC_URL: BASE_URL,
          // Each test sends its own X-Forwarded-For (fixtures.ts), as if through one proxy, so
          // rate limits count per test.
          TRUST_PROXY: '1',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
        },
        // The first start may build the whole shop.
        timeout: 180_000,
        reuseExistingServer: false,
        // Let the server close its embedded database before the data dir is removed.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
})
