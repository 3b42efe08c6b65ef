import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { runBackupCommand } from './cli/backup-command.js'
import { loadConfig } from './config/env.js'
import { createLocalUploadStore } from './modules/uploads/local-upload-store.js'
import { startShop } from './start-shop.js'
import { freePort } from './testing/free-port.js'
import { waitFor } from './testing/wait-for.js'

/**
 * Files under DATA_DIR are its owner's only (0600 files, 0700 folders) whatever umask the shop
 * starts with: the embedded database and its WAL, mails, uploads, backups, the JWT secret, locks
 * and the backup socket.
 */

interface Entry {
  relative: string
  kind: 'directory' | 'file' | 'socket'
  mode: number
}

async function listTree(root: string, relative = '.'): Promise<Entry[]> {
  const here = path.join(root, relative)
  const status = await lstat(here)
  const mode = status.mode & 0o777
  if (!status.isDirectory()) {
    return [{ relative, kind: status.isSocket() ? 'socket' : 'file', mode }]
  }
  const children = await readdir(here)
  const below = await Promise.all(children.map((name) => listTree(root, path.join(relative, name))))
  return [{ relative, kind: 'directory', mode }, ...below.flat()]
}

const isPrivate = (entry: Entry) => entry.mode === (entry.kind === 'directory' ? 0o700 : 0o600)

test('with a umask that lets everyone read, a running shop still writes every file for its owner only', async () => {
  const previousUmask = process.umask(0)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-private-'))
  // A DATA_DIR an older version left open to everyone is closed too.
  await chmod(dataDir, 0o755)
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    const shop = await startShop(config)
    try {
      const contact = await shop.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Canada?' },
      })
      expect(contact.statusCode).toBe(201)
      const mailDir = path.join(dataDir, 'mail')
      await waitFor(
        async () => (await readdir(mailDir).catch(() => [])).some((name) => name.endsWith('.eml')),
        { what: 'the contact mail file' },
      )
      const image = await sharp({
        create: { width: 40, height: 40, channels: 3, background: { r: 9, g: 9, b: 9 } },
      })
        .png()
        .toBuffer()
      await createLocalUploadStore(config.uploadsDir).saveImage(image)
      const backupOutput: string[] = []
      const backedUp = await runBackupCommand([], config, {
        print: (line) => backupOutput.push(line),
        printError: (line) => backupOutput.push(line),
      })
      expect(backedUp, backupOutput.join('\n')).toBe(0)

      const tree = await listTree(dataDir)
      const names = tree.map((entry) => entry.relative)
      // What the shop writes is all there, so the check below covers it.
      for (const expected of [
        /^jwt-secret$/,
        /^pglite\/.+/,
        /^mail\/.+\.eml$/,
        /^uploads\/.+\.webp$/,
        /^backups\/.+/,
        /^backup\.sock$/,
        /\.lock$/,
      ]) {
        expect(
          names.some((name) => expected.test(name)),
          String(expected),
        ).toBe(true)
      }
      const open = tree
        .filter((entry) => !isPrivate(entry))
        .map((entry) => `${entry.relative} ${entry.mode.toString(8)}`)
      expect(open).toEqual([])
    } finally {
      await shop.close()
    }
  } finally {
    process.umask(previousUmask)
    await rm(dataDir, { recursive: true, force: true })
  }
  // A first start on disk: PGlite's new cluster, migrations and the admin's seed.
}, 120_000)
