import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadConfig, type AppConfig } from '../../apps/server/src/config/env.js'

export interface BenchConfig {
  config: Readonly<AppConfig>
  /** Removes the throwaway DATA_DIR. */
  remove: () => Promise<void>
}

/**
 * Production settings on a throwaway DATA_DIR (the database itself lives in memory), with the
 * API only: the benchmark measures the catalogue, not the built web app.
 */
export async function createBenchConfig(): Promise<BenchConfig> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production links to its configured address only.
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-for-hs256',
    ADMIN_PASSWORD: 'bench-only-password',
    SEED_DEMO: 'false',
    // Production takes no money by accident: the demo provider must be asked for by name.
    PAYMENT_PROVIDER: 'demo',
    LOG_LEVEL: 'silent',
  })
  return { config, remove: () => rm(dataDir, { recursive: true, force: true }) }
}
