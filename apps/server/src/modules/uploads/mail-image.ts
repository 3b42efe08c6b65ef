import { MAX_UPLOAD_PIXELS } from '@shop/shared/limits'
import sharp from 'sharp'

/**
 * The copy of a stored image that mail shows: PNG, which every mail client draws (Outlook on
 * Windows shows no WebP) and which keeps a logo's transparency. It is named after the stored
 * image (`<name>.mail.png` beside `<name>.w800.webp`), so a logo saved before such copies existed
 * gets one on first need (docs/decisions/029-owner-settings-at-run-time.md § Update).
 */

/** Twice the box mails show the logo in (240 × 32 px), for sharp screens; never enlarged. */
export const MAIL_IMAGE_BOX = { width: 480, height: 64 } as const

const STORED_IMAGE_SUFFIX = /\.w\d+\.webp$/

export interface MailImage {
  url: string
  /** The PNG's size in pixels. */
  width: number
  height: number
}

/** `ab12.w800.webp` → `ab12.mail.png`; any other name is refused, never written over. */
export function mailImageNameOf(storedName: string): string {
  if (!STORED_IMAGE_SUFFIX.test(storedName)) {
    throw new Error(`Not a stored image's name: ${storedName}`)
  }
  return storedName.replace(STORED_IMAGE_SUFFIX, '.mail.png')
}

/** The PNG copy of a stored image: fitted into MAIL_IMAGE_BOX, transparency kept. */
export async function encodeMailPng(stored: Buffer): Promise<Buffer> {
  return sharp(stored, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS })
    .resize({ ...MAIL_IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export async function mailImageOf(url: string, png: Buffer): Promise<MailImage> {
  const { width, height } = await sharp(png).metadata()
  return { url, width, height }
}
