import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { isReadyMessage, type ReadyMessage } from './child-ready.js'

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface RunningServer {
  origin: string
  ready: ReadyMessage
  /** SIGTERM, then SIGKILL if the child has not left within 5 s. */
  stop: () => Promise<void>
}

export interface StartOptions {
  readyTimeoutMs?: number
  /** Where the child's standard output goes: this terminal, or an open file (its log lines). */
  stdout?: 'inherit' | number
}

/**
 * Starts a server script of this folder (or a path relative to it, `../request-path/…`) in its own Node process (with tsx, and the `source`
 * condition so @shop/shared resolves to its TypeScript), and resolves once it answers `probePath`.
 */
export async function startServer(
  script: string,
  args: string[],
  probePath: string,
  { readyTimeoutMs = 180_000, stdout = 'inherit' }: StartOptions = {},
): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(new URL(script, import.meta.url)),
      ...args,
    ],
    { cwd: BENCH_DIR, stdio: ['ignore', stdout, 'inherit', 'ipc'] },
  )
  const stop = () => stopChild(child)
  try {
    const ready = await waitForReady(child, readyTimeoutMs)
    const origin = `http://127.0.0.1:${String(ready.port)}`
    await waitUntilAnswering(`${origin}${probePath}`)
    return { origin, ready, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<ReadyMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`The server child was not ready within ${String(timeoutMs)} ms`))
    }, timeoutMs)
    const onMessage = (message: unknown) => {
      if (!isReadyMessage(message)) return
      cleanup()
      resolve(message)
    }
    const onExit = (code: number | null) => {
      cleanup()
      reject(new Error(`The server child exited with code ${String(code)} before it was ready`))
    }
    const cleanup = () => {
      clearTimeout(timer)
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    child.on('message', onMessage)
    child.once('exit', onExit)
  })
}

/** Listening is not answering: poll until the first real request succeeds. */
async function waitUntilAnswering(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${String(timeoutMs)} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  try {
    await exited
  } finally {
    clearTimeout(timer)
  }
}
