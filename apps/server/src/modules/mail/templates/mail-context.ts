/** What every template knows besides its own data: the shop's name and public address. */
export interface MailContext {
  shopName: string
  /** PUBLIC_URL without a trailing slash: every link and image of a message starts with it. */
  linkBaseUrl: string
}
