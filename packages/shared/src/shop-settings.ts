import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './limits.js'
import { contrastOnWhite, MIN_ACCENT_CONTRAST } from './accent-contrast.js'
import { shopLinkSchema, shopLinkMessage } from './shop-links.js'

/**
 * The owner's settings of the shop (docs/product-rules.md § The owner's shop): `GET /api/settings`
 * answers them to everyone, `PUT /api/admin/settings` changes any of them.
 */

export const MAX_SHOP_NAME_LENGTH = 60
export const MAX_SOCIAL_LINKS = 8
export const MAX_ANNOUNCEMENT_LENGTH = 160
export const MAX_RETURN_ADDRESS_LENGTH = 400
export const MIN_RETURN_WINDOW_DAYS = 1
export const MAX_RETURN_WINDOW_DAYS = 365

export const ACCENT_COLOR_MESSAGE = 'The accent colour is a hex colour such as #c9442c.'
export const accentContrastMessage = (contrast: number) =>
  `The accent colour must stand out on white (a contrast of at least ${String(MIN_ACCENT_CONTRAST)}:1; this one has ${contrast.toFixed(2)}:1).`
export const RETURN_WINDOW_MESSAGE = `The return window is a whole number of days from ${String(MIN_RETURN_WINDOW_DAYS)} to ${String(MAX_RETURN_WINDOW_DAYS)}.`

const HEX_COLOR = /^#[0-9a-f]{6}$/i

export const socialLinkSchema = z.object({
  label: z
    .string({ error: 'A social link needs a label.' })
    .trim()
    .min(1, 'A social link needs a label.')
    .max(30, 'A social link’s label is at most 30 characters.'),
  url: z
    .string({ error: 'A social link needs its address.' })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: 'A social link is an http(s) address.' }))
    .pipe(z.string().max(500, 'A social link’s address is at most 500 characters.')),
})
export type SocialLink = z.infer<typeof socialLinkSchema>

export const announcementSchema = z.object({
  text: z
    .string({ error: 'The announcement needs its text.' })
    .trim()
    .min(1, 'The announcement needs its text.')
    .max(
      MAX_ANNOUNCEMENT_LENGTH,
      `The announcement is at most ${String(MAX_ANNOUNCEMENT_LENGTH)} characters.`,
    ),
  link: shopLinkSchema(shopLinkMessage('The announcement’s link')).optional(),
})
export type Announcement = z.infer<typeof announcementSchema>

/** `GET /api/settings`: what every page of the shop reads. */
export const shopSettingsSchema = z.object({
  shopName: z.string(),
  logoUrl: z.string().optional(),
  accentColor: z.string(),
  contactEmail: z.string(),
  socialLinks: z.array(socialLinkSchema),
  announcement: announcementSchema.optional(),
  returnWindowDays: z.number().int(),
  returnAddress: z.string().optional(),
  /**
   * Where the upload store serves pictures when that is not the shop itself (`S3_PUBLIC_URL`):
   * a page's Markdown may show pictures from there (`uploadStorePictureUrl`,
   * @shop/shared/upload-store). Left out when uploads are served under /uploads/.
   */
  uploadsUrl: z.string().optional(),
})
export type ShopSettings = z.infer<typeof shopSettingsSchema>

const shopNameSchema = z
  .string({ error: 'The shop’s name is required.' })
  .trim()
  .min(1, 'The shop’s name is required.')
  .max(
    MAX_SHOP_NAME_LENGTH,
    `The shop’s name is at most ${String(MAX_SHOP_NAME_LENGTH)} characters.`,
  )

const accentColorSchema = z
  .string({ error: ACCENT_COLOR_MESSAGE })
  .trim()
  .regex(HEX_COLOR, ACCENT_COLOR_MESSAGE)
  .transform((color) => color.toLowerCase())
  .superRefine((color, context) => {
    const contrast = contrastOnWhite(color)
    if (contrast < MIN_ACCENT_CONTRAST) {
      context.addIssue({ code: 'custom', message: accentContrastMessage(contrast) })
    }
  })

/**
 * `PUT /api/admin/settings`: any of the fields; a field left out keeps its value, and `null`
 * clears an optional one (the logo, the announcement, the return address).
 */
export const updateShopSettingsSchema = z
  .object({
    shopName: shopNameSchema,
    /** An image the shop's upload pipeline stored (`POST /api/upload`). */
    logoUrl: z
      .string({ error: 'The logo is an uploaded image.' })
      .trim()
      .min(1)
      .max(500)
      .nullable(),
    accentColor: accentColorSchema,
    contactEmail: z
      .email({ error: 'The contact e-mail must be an e-mail address.' })
      .max(MAX_EMAIL_LENGTH, 'The contact e-mail is too long.'),
    socialLinks: z
      .array(socialLinkSchema, { error: 'Send the social links as a list.' })
      .max(MAX_SOCIAL_LINKS, `A shop shows at most ${String(MAX_SOCIAL_LINKS)} social links.`),
    announcement: announcementSchema.nullable(),
    returnWindowDays: z
      .number({ error: RETURN_WINDOW_MESSAGE })
      .int(RETURN_WINDOW_MESSAGE)
      .min(MIN_RETURN_WINDOW_DAYS, RETURN_WINDOW_MESSAGE)
      .max(MAX_RETURN_WINDOW_DAYS, RETURN_WINDOW_MESSAGE),
    returnAddress: z
      .string({ error: 'The return address must be text.' })
      .trim()
      .min(1, 'The return address is empty: send null to remove it.')
      .max(
        MAX_RETURN_ADDRESS_LENGTH,
        `The return address is at most ${String(MAX_RETURN_ADDRESS_LENGTH)} characters.`,
      )
      .nullable(),
  })
  .partial()
  .strict()
export type UpdateShopSettingsBody = z.input<typeof updateShopSettingsSchema>
export type UpdateShopSettings = z.infer<typeof updateShopSettingsSchema>
