import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** The started shop's back-office sign-in (the server's default admin e-mail). */
export const PRODUCTION_SHOP_ADMIN = {
  email: 'admin@example.com',
  // Production refuses the documented demo password.
  password: 'bench-only-admin-password',
}

export interface ProductionShop {
  origin: string
  /** SIGTERM (SIGKILL after 10 s), then removes the throwaway DATA_DIR. */
  stop: () => Promise<void>
}

/** A port nobody listens on right now. */
async function findFreePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  await once(server, 'close')
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP address')
  return address.port
}

/**
 * `npm start` as a shop owner runs it (`node scripts/start.mjs`: builds when the build is missing
 * or stale, then serves API and web app on one port), in production mode on a throwaway DATA_DIR
 * with the demo catalogue. Resolves once /api/health answers.
 */
export async function startProductionShop(readyTimeoutMs = 300_000): Promise<ProductionShop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'))
  const port = await findFreePort()
  const origin = `http://127.0.0.1:${String(port)}`
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production links to its configured address only.
      PUBLIC_URL: origin,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: PRODUCTION_SHOP_ADMIN.email,
      ADMIN_PASSWORD: PRODUCTION_SHOP_ADMIN.password,
      SEED_DEMO: 'true',
      // Production takes no money by accident: the demo provider must be asked for by name.
      PAYMENT_PROVIDER: 'demo',
      LOG_LEVEL: 'warn',
    },
  })

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      try {
        await exited
      } finally {
        clearTimeout(timer)
      }
    }
    await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(`${origin}/api/health`, readyTimeoutMs, () => child.exitCode)
    return { origin, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitForHealth(
  url: string,
  timeoutMs: number,
  exitCode: () => number | null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const code = exitCode()
    if (code !== null) throw new Error(`The shop exited with code ${String(code)} before it was up`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet (or still building).
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer 200 within ${String(timeoutMs / 1000)} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
