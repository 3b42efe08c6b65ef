import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files.js'

const SECRET_FILE = 'jwt-secret'

/**
 * JWT_SECRET from the environment, else one generated on first start and kept in DATA_DIR
 * (docs/product-rules.md § Running it: never a constant in the code). Several servers sharing one
 * PostgreSQL database must be given the same JWT_SECRET.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured
  const file = path.join(dataDir, SECRET_FILE)
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
  return secret
}
