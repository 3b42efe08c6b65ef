/**
 * What every template knows besides its own data: the shop's name, look and public address, as
 * its settings say when the message is sent (docs/product-rules.md § The owner's shop).
 */
export interface MailContext {
  shopName: string
  /** The owner's accent colour: the one action's button. */
  accentColor: string
  /** The owner's logo, shown above the message. */
  logo?: MailLogo
  /** PUBLIC_URL without a trailing slash: every link and image of a message starts with it. */
  linkBaseUrl: string
}

/**
 * The logo as mails carry it: its PNG copy and that file's size in pixels
 * (docs/decisions/029-owner-settings-at-run-time.md § Update), or, when no copy could be made, the
 * stored image itself, of unknown size.
 */
export interface MailLogo {
  /** A path of the shop or an absolute URL. */
  url: string
  size?: { width: number; height: number }
}
