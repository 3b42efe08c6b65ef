import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { BackupError } from './backup-error.js'

/**
 * PostgreSQL's own client programs, `pg_dump` and `pg_restore`, found on PATH. A program older
 * than the server may fail half-way or write a dump it cannot read back, so its major version
 * is checked against the server's before it runs.
 */

const run = promisify(execFile)

/** Dumps can be large; what the programs print is not. */
const OUTPUT_LIMIT_BYTES = 16 * 1024 * 1024

type PostgresTool = 'pg_dump' | 'pg_restore'

/**
 * The URL without its password, which goes to the program through PGPASSWORD instead: another
 * user of the machine can read a process's arguments, not its environment.
 */
function connectionOf(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    url: url.toString(),
    env: password === '' ? process.env : { ...process.env, PGPASSWORD: password },
  }
}

async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ server_version_num: string }>('show server_version_num')
    return Math.floor(Number(result.rows[0]?.server_version_num ?? 0) / 10_000)
  } finally {
    await client.end()
  }
}

const installHint = (major: number) =>
  `install PostgreSQL's client programs of version ${String(major)} or newer (Debian and Ubuntu: apt install postgresql-client-${String(major)}) and make sure they come first on PATH`

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → 15. */
async function toolMajorVersion(tool: PostgresTool, serverMajor: number): Promise<number> {
  let output: string
  try {
    output = (await run(tool, ['--version'])).stdout
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: ${installHint(serverMajor)}.`)
    }
    throw error
  }
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1])
  if (!Number.isInteger(major)) {
    throw new BackupError(
      `${tool} --version answered "${output.trim()}", not a PostgreSQL version.`,
    )
  }
  return major
}

/** Refuses a program older than the server, before it writes or changes anything. */
async function checkToolVersion(tool: PostgresTool, databaseUrl: string): Promise<void> {
  const serverMajor = await serverMajorVersion(databaseUrl)
  const toolMajor = await toolMajorVersion(tool, serverMajor)
  if (toolMajor < serverMajor) {
    throw new BackupError(
      `${tool} is version ${String(toolMajor)}, older than the PostgreSQL ${String(serverMajor)} server: ${installHint(serverMajor)}.`,
    )
  }
}

async function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: OUTPUT_LIMIT_BYTES })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`)
  }
}

/** `pg_dump --format=custom` of DATABASE_URL into `file`: one consistent snapshot (MVCC). */
export async function runPgDump(databaseUrl: string, file: string): Promise<void> {
  await checkToolVersion('pg_dump', databaseUrl)
  const { url, env } = connectionOf(databaseUrl)
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env)
}

/**
 * Restores a custom-format dump into DATABASE_URL in one transaction: either all of it is in,
 * or nothing changed. Owners and grants are left out, so a dump from another server restores
 * as the shop's own database user.
 */
export async function runPgRestore(databaseUrl: string, file: string): Promise<void> {
  await checkToolVersion('pg_restore', databaseUrl)
  const { url, env } = connectionOf(databaseUrl)
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ],
    env,
  )
}
