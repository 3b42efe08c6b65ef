import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from './testing/free-port.js'

/**
 * Starts the shop exactly as `npm start` does (scripts/start.mjs on the built app) on a temp
 * DATA_DIR, and checks what a newcomer sees: health, a seeded catalogue with images, and clear
 * refusals for a second server on the same data and for bad configuration.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const startScript = path.join(repoRoot, 'scripts', 'start.mjs')
const adminScript = path.join(repoRoot, 'scripts', 'admin.mjs')
const backupScript = path.join(repoRoot, 'scripts', 'backup.mjs')
const restoreScript = path.join(repoRoot, 'scripts', 'restore.mjs')

let dataDir: string
let port: number
let shop: ChildProcess
let shopOutput = ''

function startProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [startScript], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs a process to its end, and answers its exit code and what it printed. */
function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.on('exit', (code) => {
      resolve({ code, output })
    })
  })
}

/** Runs a start that must fail. */
const runFailingStart = (env: Record<string, string>) => runToEnd(startProcess(env))

/** One of the owner's commands (`npm run admin -- …args`, `backup`, `restore`) on the test's DATA_DIR. */
const runCommand = (script: string, args: string[], env: Record<string, string> = {}) =>
  runToEnd(
    spawn(process.execPath, [script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
const runAdmin = (args: string[], env: Record<string, string>) => runCommand(adminScript, args, env)

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited early:\n${shopOutput}`)
    try {
      const response = await fetch(url)
      if (response.ok) return response
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The shop did not answer ${url} in time:\n${shopOutput}`)
}

async function startShop(): Promise<void> {
  // A short bound keeps the shutdown test below quick; the default is 10 s.
  shop = startProcess({ PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '2' })
  const collect = (chunk: Buffer) => {
    shopOutput += chunk.toString()
  }
  shop.stdout?.on('data', collect)
  shop.stderr?.on('data', collect)
  await waitForHealth(`http://127.0.0.1:${String(port)}/api/health`, shop, 240_000)
}

async function stopShop(): Promise<void> {
  if (shop.exitCode !== null) return
  const exited = new Promise((resolve) => shop.once('exit', resolve))
  shop.kill('SIGTERM')
  await exited
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-'))
  port = await freePort()
  await startShop()
}, 300_000)

afterAll(async () => {
  await stopShop()
  await rm(dataDir, { recursive: true, force: true })
})

test('npm start answers /api/health and serves the seeded demo catalogue with its images', async () => {
  const base = `http://127.0.0.1:${String(port)}`
  const health = await fetch(`${base}/api/health`)
  expect(await health.json()).toEqual({ status: 'ok' })

  const list = await fetch(`${base}/api/products?limit=1`)
  expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(48)
  const [product] = (await list.json()) as { images: { url: string; altText: string }[] }[]
  expect(product?.images.length).toBeGreaterThanOrEqual(2)
  const image = await fetch(`${base}${product?.images[0]?.url ?? ''}`)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/webp')

  const page = await fetch(`${base}/collections/all`)
  expect(page.headers.get('content-type')).toContain('text/html')

  expect(shopOutput).toContain('admin@example.com')
  expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true)
})

test('a second server on the same DATA_DIR refuses to start with a clear message', async () => {
  const second = await runFailingStart({ PORT: String(await freePort()), DATA_DIR: dataDir })
  expect(second.code).toBe(1)
  expect(second.output).toContain('is in use by another running shop server')
  // The first one is unharmed.
  const health = await fetch(`http://127.0.0.1:${String(port)}/api/health`)
  expect(health.status).toBe(200)
})

test('a bad setting stops the start with a message naming it', async () => {
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'shop-config-'))
  try {
    const badPort = await runFailingStart({ PORT: 'eighty', DATA_DIR: otherDir })
    expect(badPort.code).toBe(1)
    expect(badPort.output).toContain('PORT must be a port number')

    const demoPasswordInProduction = await runFailingStart({
      NODE_ENV: 'production',
      DATA_DIR: otherDir,
      PORT: String(await freePort()),
    })
    expect(demoPasswordInProduction.code).toBe(1)
    expect(demoPasswordInProduction.output).toContain(
      'ADMIN_PASSWORD is the documented demo password',
    )
  } finally {
    await rm(otherDir, { recursive: true, force: true })
  }
})

test('an owner who lost every admin password gets back in with one documented command', async () => {
  const newPassword = 'Recovered-2026!'
  const login = (email: string, password: string) =>
    fetch(`http://127.0.0.1:${String(port)}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })

  // While the shop runs, the embedded database is its own: the command says what to do.
  const busy = await runAdmin(['reset-password', 'admin@example.com'], {
    ADMIN_PASSWORD: newPassword,
  })
  expect(busy.code).toBe(1)
  expect(busy.output).toContain('stop the shop, run it, start the shop again')

  await stopShop()
  const reset = await runAdmin(['reset-password', 'admin@example.com'], {
    ADMIN_PASSWORD: newPassword,
  })
  expect(reset.code, reset.output).toBe(0)
  expect(reset.output).toContain('Changed the password of admin@example.com')
  const created = await runAdmin(
    ['create-admin', 'second-owner@example.com', '--name', 'Second Owner'],
    {
      ADMIN_PASSWORD: newPassword,
    },
  )
  expect(created.code, created.output).toBe(0)

  await startShop()
  expect((await login('admin@example.com', 'Admin123!')).status).toBe(401)
  for (const email of ['admin@example.com', 'second-owner@example.com']) {
    const answer = await login(email, newPassword)
    expect(answer.status, email).toBe(200)
    expect(((await answer.json()) as { user: { role: string } }).user.role).toBe('admin')
  }
}, 300_000)

test('npm run backup copies the running shop; npm run restore waits until it is stopped, then brings the data back', async () => {
  const backup = await runCommand(backupScript, [])
  expect(backup.code, backup.output).toBe(0)
  expect(backup.output).toContain('dumped by the running shop')
  const file = /Backup written: (\S+)/.exec(backup.output)?.[1] ?? ''
  expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'))

  const refused = await runCommand(restoreScript, [file])
  expect(refused.code).toBe(1)
  expect(refused.output).toContain('The shop is running on this database: stop it first')

  // After the backup, another admin account; the restore takes the shop back to before it.
  await stopShop()
  const later = { ADMIN_PASSWORD: 'Made-Later-2026!' }
  expect((await runAdmin(['create-admin', 'later@example.com'], later)).code).toBe(0)
  const restored = await runCommand(restoreScript, [path.basename(file)])
  expect(restored.code, restored.output).toBe(0)
  expect(restored.output).toContain('The data it replaced is kept in')
  await startShop()
  const login = await fetch(`http://127.0.0.1:${String(port)}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'later@example.com', password: later.ADMIN_PASSWORD }),
  })
  expect(login.status).toBe(401)
}, 300_000)

test('after a kill -9 the shop starts again at once, its lock taken from the dead process', async () => {
  const killed = new Promise((resolve) => shop.once('exit', resolve))
  shop.kill('SIGKILL')
  await killed
  // startShop fails if the start is refused with "in use by another running shop server".
  await startShop()
  const ready = await fetch(`http://127.0.0.1:${String(port)}/api/health/ready`)
  expect(ready.status).toBe(200)
}, 300_000)

test('SIGTERM ends the shop within its shutdown bound, even with a client that sends nothing', async () => {
  // A browser's preconnected socket: open, no request. Left alone it holds the close for a minute.
  const silentClient = connect(port, '127.0.0.1')
  await once(silentClient, 'connect')
  try {
    const exited = new Promise<number | null>((resolve) => shop.once('exit', resolve))
    shop.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(shopOutput).toContain('Requests still open at the shutdown bound')
  } finally {
    silentClient.destroy()
  }
}, 20_000)
