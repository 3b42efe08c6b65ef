import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { httpJson } from './http-json.js'
import { waitFor } from './wait-for.js'

/** apps/server, where `npm run dev` runs the server from its sources. */
const serverPackageDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every shop process a test started that has not exited yet. A test that times out while a start
 * is under way never holds the process; without this it would outlive the test run.
 */
const unfinished = new Set<ChildProcess>()
let killsLeftoversOnExit = false

/** SIGKILL to every shop process still running: for a suite's afterAll, after its own stop. */
export async function killLeftoverShopProcesses(): Promise<void> {
  await Promise.all(
    [...unfinished].map(async (child) => {
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }),
  )
}

export interface ShopProcess {
  baseUrl: string
  /** What the process printed so far: for the message of a failed test. */
  output: () => string
  /** SIGKILL, then the exit: a crash, with no chance to close anything. */
  kill: () => Promise<void>
  /** SIGTERM, then the exit: the shop closes cleanly. */
  stop: () => Promise<void>
  /** The exit code once the process ends by itself (null when a signal ended it). */
  exited: Promise<number | null>
}

/**
 * The shop's server in a process of its own, from its sources as `npm run dev` runs it (without
 * the watcher): a test can kill it as an operating system would. Resolves once it is ready
 * (`/api/health/ready` answers 200). `env` is its configuration; PORT is set here.
 */
export async function startShopProcess(
  env: Record<string, string>,
  port: number,
  {
    timeoutMs = 120_000,
    imports = [],
  }: {
    timeoutMs?: number
    /** Modules the process loads before the server (`node --import`), e.g. a test's disk. */
    imports?: string[]
  } = {},
): Promise<ShopProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      ...imports.flatMap((module) => ['--import', module]),
      'src/server.ts',
    ],
    {
      cwd: serverPackageDir,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  unfinished.add(child)
  child.once('exit', () => unfinished.delete(child))
  if (!killsLeftoversOnExit) {
    killsLeftoversOnExit = true
    // The test worker itself ends (a crash, a forced exit): its shops end with it.
    process.once('exit', () => {
      for (const leftover of unfinished) leftover.kill('SIGKILL')
    })
  }
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const baseUrl = `http://127.0.0.1:${String(port)}`

  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`The shop exited at start:\n${output}`)
        return httpJson('GET', `${baseUrl}/api/health/ready`, { timeoutMs: 5000 }).then(
          ({ status }) => status === 200,
          () => false,
        )
      },
      { timeoutMs, intervalMs: 50, what: `the shop on port ${String(port)} to be ready` },
    )
  } catch (error) {
    await end('SIGKILL')
    throw new Error(`${String(error)}\n${output}`, { cause: error })
  }
  return {
    baseUrl,
    output: () => output,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    exited: exited.then(([code]) => code),
  }
}
