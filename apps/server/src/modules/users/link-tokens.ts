import { createHash, randomBytes } from 'node:crypto'

/**
 * The one-time tokens that mailed links carry (password reset, e-mail confirmation): 256 random
 * bits; the link carries them, the database keeps only their SHA-256, so a copy of the database
 * opens no account.
 */
const LINK_TOKEN_BYTES = 32

export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url')
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
