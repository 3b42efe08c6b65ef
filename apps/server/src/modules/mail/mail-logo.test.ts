import { access } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { adminHeaders } from '../../testing/auth-headers.js'
import { createTestApp, type TestApp } from '../../testing/test-app.js'
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp-server.js'
import { nextClientAddress, uniqueEmail } from '../../testing/unique-values.js'
import { createLocalUploadStore } from '../uploads/local-upload-store.js'
import { MAIL_LOGO_RETRY_MS, mailLogoReader } from './read-mail-context.js'

/**
 * Mails carry the owner's logo as PNG, which every mail client shows, made from the stored WebP
 * on first need, so a logo saved before such copies existed gets one too
 * (docs/decisions/029-owner-settings-at-run-time.md § Update).
 */

const PUBLIC_URL = 'https://shop.example.com'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let smtp: TestSmtpServer
let t: TestApp

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL },
    { runsBackgroundJobs: true, mailSenderOptions: { pollIntervalMs: 20 } },
  )
})

afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A wide logo on a transparent background, as owners upload them. */
const transparentLogo = () =>
  sharp({
    create: { width: 1000, height: 250, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: { width: 600, height: 150, channels: 4, background: '#1f5c99' },
        },
        top: 50,
        left: 200,
      },
    ])
    .png()
    .toBuffer()

async function mailTo(email: string) {
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    remoteAddress: nextClientAddress(),
  })
  expect(subscribed.statusCode).toBeLessThan(300)
  return smtp.waitForMail((mail) => mail.to.includes(email))
}

const logoImageOf = (html: string) => /<img[^>]*src="([^"]+\.mail\.png)"[^>]*>/.exec(html)

test('a mail shows a logo stored as WebP before PNG copies existed as a PNG that is there', async () => {
  // Stored as the upload route stores it, and saved as the logo: no PNG copy beside it yet.
  const logoUrl = await createLocalUploadStore(t.config.uploadsDir).saveImage(
    await transparentLogo(),
  )
  expect(logoUrl).toMatch(/\.w800\.webp$/)
  const pngPath = logoUrl.replace(/\.w800\.webp$/, '.mail.png')
  const pngFile = path.join(t.config.uploadsDir, pngPath.replace('/uploads/', ''))
  await expect(access(pngFile)).rejects.toThrow()
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: await adminHeaders(t),
    payload: { logoUrl },
  })
  expect(saved.statusCode).toBe(200)

  const mail = await mailTo(uniqueEmail('logo'))
  const logo = logoImageOf(mail.html)
  expect(logo?.[1]).toBe(`${PUBLIC_URL}${pngPath}`)
  expect(mail.html).not.toContain('.webp')
  // The 1000 × 250 logo is stored 800 × 200, copied 256 × 64 and shown 128 × 32.
  expect(logo?.[0]).toContain('width="128"')
  expect(logo?.[0]).toContain('height="32"')

  // The shop serves it, and it is a PNG that kept its transparency.
  const served = await t.app.inject({ url: pngPath })
  expect(served.statusCode).toBe(200)
  expect(served.headers['content-type']).toBe('image/png')
  expect(served.rawPayload.subarray(0, PNG_SIGNATURE.length)).toEqual(PNG_SIGNATURE)
  const metadata = await sharp(served.rawPayload).metadata()
  expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 256, 64])
  expect(metadata.hasAlpha).toBe(true)

  // The next mail uses the same copy.
  const next = await mailTo(uniqueEmail('logo-again'))
  expect(logoImageOf(next.html)?.[1]).toBe(`${PUBLIC_URL}${pngPath}`)
})

test('a copy that cannot be made leaves the mail its stored logo, and says so in the log', async () => {
  const warn = vi.fn()
  const log = { warn } as unknown as FastifyBaseLogger
  const gone = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'
  const readLogo = mailLogoReader(createLocalUploadStore(t.config.uploadsDir), log)
  expect(await readLogo(gone)).toEqual({ url: gone })
  expect(warn).toHaveBeenCalledOnce()
})

test('a copy that failed is not tried again for every batch, only once the retry time has passed', async () => {
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger
  const logoUrl = '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp'
  const png = { url: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.mail.png', width: 96, height: 32 }
  const mailImage = vi.fn().mockRejectedValueOnce(new Error('the bucket is out of reach'))
  mailImage.mockResolvedValue(png)
  let clock = 0
  const readLogo = mailLogoReader({ mailImage }, log, () => clock)

  expect(await readLogo(logoUrl)).toEqual({ url: logoUrl })
  clock += MAIL_LOGO_RETRY_MS - 1
  // The next batches within the retry time carry the stored logo without asking the store again.
  expect(await readLogo(logoUrl)).toEqual({ url: logoUrl })
  expect(mailImage).toHaveBeenCalledTimes(1)
  expect(log.warn).toHaveBeenCalledTimes(1)

  clock += 1
  expect(await readLogo(logoUrl)).toEqual({ url: png.url, size: { width: 96, height: 32 } })
  expect(mailImage).toHaveBeenCalledTimes(2)
})

test('a new logo is tried at once, even while the last one waits for its retry', async () => {
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger
  const png = { url: '/uploads/1f1e2d3c4b5a69788796a5b4c3d2e1f0.mail.png', width: 96, height: 32 }
  const mailImage = vi.fn().mockRejectedValueOnce(new Error('gone'))
  mailImage.mockResolvedValue(png)
  const readLogo = mailLogoReader({ mailImage }, log, () => 0)
  await readLogo('/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp')
  expect(await readLogo('/uploads/1f1e2d3c4b5a69788796a5b4c3d2e1f0.w800.webp')).toEqual({
    url: png.url,
    size: { width: 96, height: 32 },
  })
})
