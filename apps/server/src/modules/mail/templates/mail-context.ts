/**
 * What every template knows besides its own data: the shop's name, look and public address, as
 * its settings say when the message is sent (docs/product-rules.md § The owner's shop).
 */
export interface MailContext {
  shopName: string
  /** The owner's accent colour: the one action's button. */
  accentColor: string
  /** The owner's logo (a path of the shop or an absolute URL), shown above the message. */
  logoUrl?: string
  /** PUBLIC_URL without a trailing slash: every link and image of a message starts with it. */
  linkBaseUrl: string
}
