import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config/env.js'
import type { Executor } from '../../db/client.js'
import { neutralShopSettings } from '../settings/settings-defaults.js'
import { getShopSettings } from '../settings/settings.service.js'
import type { UploadStore } from '../uploads/upload-store.js'
import type { MailContext, MailLogo } from './templates/mail-context.js'

/** The logo as mails show it, from the URL the settings hold. */
export type ReadMailLogo = (logoUrl: string) => Promise<MailLogo>

/**
 * The shop as its settings say now: a mail sent after the owner renamed the shop carries the new
 * name in its sender, its layout and its words (docs/product-rules.md § The owner's shop).
 */
export async function readMailContext(
  db: Executor,
  config: AppConfig,
  readLogo: ReadMailLogo,
): Promise<MailContext> {
  const settings = await getShopSettings(db, neutralShopSettings(config))
  return {
    shopName: settings.shopName,
    accentColor: settings.accentColor,
    ...(settings.logoUrl !== undefined && { logo: await readLogo(settings.logoUrl) }),
    linkBaseUrl: config.mail.linkBaseUrl,
  }
}

/**
 * How long a logo whose PNG copy could not be made is carried as stored before the copy is tried
 * again: the sender reads the context for every batch, and a bucket out of reach would otherwise
 * hold each batch for the read's timeout and log the same warning every second.
 */
export const MAIL_LOGO_RETRY_MS = 5 * 60_000

/**
 * The PNG copy of the logo, made by the upload store on first need
 * (docs/decisions/029-owner-settings-at-run-time.md § Update). Should that fail (the stored file
 * gone, the bucket out of reach), mails carry the stored image as they did before, and the copy
 * is tried again after MAIL_LOGO_RETRY_MS; a logo of another store (uploads moved to a bucket
 * since) is carried as it is.
 */
export function mailLogoReader(
  store: Pick<UploadStore, 'mailImage'>,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): ReadMailLogo {
  let lastFailure: { logoUrl: string; at: number } | undefined
  return async (logoUrl) => {
    if (lastFailure?.logoUrl === logoUrl && now() - lastFailure.at < MAIL_LOGO_RETRY_MS) {
      return { url: logoUrl }
    }
    try {
      const png = await store.mailImage(logoUrl)
      lastFailure = undefined
      if (png) return { url: png.url, size: { width: png.width, height: png.height } }
    } catch (error) {
      lastFailure = { logoUrl, at: now() }
      log.warn(
        { err: error },
        'the logo’s PNG copy for mail could not be made: mail shows the logo as stored',
      )
    }
    return { url: logoUrl }
  }
}
