import path from 'node:path'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@shop/shared/checkout'
import { MAX_RETURN_ADDRESS_LENGTH } from '@shop/shared/shop-settings'
import { z } from 'zod'
import { trustProxySetting, type TrustProxy } from './trust-proxy.js'

/**
 * Configuration is read once from the environment, validated, and frozen. A bad value stops the
 * start with a message naming the variable (docs/configuration.md lists every one).
 */

export const DEMO_ADMIN_EMAIL = 'admin@example.com'
/** PayPal's test environment: a shop takes real money only once PAYPAL_API_BASE says so. */
export const PAYPAL_SANDBOX_API_BASE = 'https://api-m.sandbox.paypal.com'
export const DEMO_ADMIN_PASSWORD = 'Admin123!'
/** A second of lateness on average: requests queue for seconds, better served elsewhere. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000
/** Four 16 MB WAL segments: the one PostgreSQL may create next, and writes between two checks. */
export const DEFAULT_MIN_FREE_DISK_MB = 64

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  ADMIN_EMAIL: z.email('must be an e-mail address').default(DEMO_ADMIN_EMAIL),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters long')
    .default(DEMO_ADMIN_PASSWORD),
  SEED_DEMO: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySetting.default(false)),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 300' })
      .int('must be a whole number of seconds from 1 to 300')
      .min(1, 'must be a whole number of seconds from 1 to 300')
      .max(300, 'must be a whole number of seconds from 1 to 300')
      .default(10),
  ),
  MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be 0 (off) or a whole number of milliseconds from 50 to 10000' })
      .int('must be 0 (off) or a whole number of milliseconds from 50 to 10000')
      .refine(
        (value) => value === 0 || (value >= 50 && value <= 10_000),
        'must be 0 (off) or a whole number of milliseconds from 50 to 10000',
      )
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, or . : _ -')
      .default('shop:'),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(16, 'must be at least 16 characters long').optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  PAYMENT_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(PAYMENT_PROVIDERS, { error: 'must be demo or paypal' }).optional(),
  ),
  PAYPAL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  PAYPAL_API_BASE: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default(PAYPAL_SANDBOX_API_BASE),
  ),
  GOOGLE_MAPS_API_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[\w-]+$/, 'must be a Google Maps API key (letters, digits, - and _)')
      .optional(),
  ),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  SHOP_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(60).optional()),
  /** Where returns are sent while the store settings have no return address; `\n` breaks lines. */
  RETURN_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(1).max(MAX_RETURN_ADDRESS_LENGTH).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL (smtp://user:password@host:port)',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(isMailbox, 'must be an e-mail address, or a name and one: Slide <shop@example.com>')
      .optional(),
  ),
  SHOP_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
  LOW_STOCK_THRESHOLD: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 0' })
      .int('must be a whole number from 0')
      .min(0, 'must be a whole number from 0')
      .max(1_000_000, 'must be a whole number from 0')
      .default(3),
  ),
  BACKUP_KEEP: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(10),
  ),
  MIN_FREE_DISK_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be 0 (off) or a whole number of megabytes up to 1000000' })
      .int('must be 0 (off) or a whole number of megabytes up to 1000000')
      .min(0, 'must be 0 (off) or a whole number of megabytes up to 1000000')
      .max(1_000_000, 'must be 0 (off) or a whole number of megabytes up to 1000000')
      .default(DEFAULT_MIN_FREE_DISK_MB),
  ),
})

/** `shop@example.com` or `Shop Name <shop@example.com>`: what a From header may carry. */
/** The address of `shop@example.com` or `Name <shop@example.com>`; '' for anything else. */
function mailboxAddress(value: string): string {
  const address = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value)
  return address?.[1] ?? address?.[2] ?? ''
}

function isMailbox(value: string): boolean {
  return z.email().safeParse(mailboxAddress(value)).success
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test'
  host: string
  port: number
  dataDir: string
  uploadsDir: string
  databaseUrl: string | undefined
  /** Undefined until resolved at start (generated once and kept in DATA_DIR when not given). */
  jwtSecret: string | undefined
  adminEmail: string
  adminPassword: string
  seedDemo: boolean
  logLevel: string
  /** Which proxies may name the client's address (X-Forwarded-For, -Proto, -Host). */
  trustProxy: TrustProxy
  /** How long requests in flight may take to finish once the shop is told to stop. */
  shutdownTimeoutMs: number
  /**
   * Load shedding: new requests answer 503 while the event loop is later than this on average;
   * 0 is off (plugins/load-shedding.ts).
   */
  maxEventLoopDelayMs: number
  /**
   * Redis, shared by every instance, for rate limits, sign-in counters and catalogue change
   * announcements; undefined keeps them in this process (one instance).
   */
  redis: RedisConfig | undefined
  /** The bearer token of GET /metrics; undefined leaves /metrics out. */
  metricsToken: string | undefined
  /** The built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined
  /**
   * The shop's public address without a trailing slash (`https://shop.example.com`), for every
   * absolute URL it writes (sitemap, robots.txt, canonical links, JSON-LD, e-mails). Without
   * PUBLIC_URL it is this machine on PORT, never a request's Host, which any client may forge.
   */
  publicUrl: string
  /** Who takes the money: `paypal` (Orders v2) or `demo` (no money, no network). */
  paymentProvider: PaymentProviderName
  /** Set exactly when `paymentProvider` is `paypal`. */
  paypal: PaypalConfig | undefined
  /**
   * A browser key for the Maps JavaScript API (Places): the checkout offers US address
   * autocomplete only when it is set. Public by design; restrict it to the shop's site at Google.
   */
  googleMapsApiKey: string | undefined
  /** Set when every S3_* setting is given: uploads then go to that bucket, not to DATA_DIR. */
  s3: S3Config | undefined
  /**
   * The name a shop starts with (SHOP_NAME); from its first start on, the owner's settings name
   * it everywhere (docs/decisions/029-owner-settings-at-run-time.md).
   */
  shopName: string | undefined
  /** RETURN_ADDRESS: the return slip's address while the store settings have none. */
  returnAddress: string | undefined
  mail: MailConfig
  /**
   * A variant with this many units or fewer (but some) is low on stock: the back office's
   * `stock=low` filter and the dashboard use it (docs/product-rules.md § Back office at scale).
   */
  lowStockThreshold: number
  /**
   * How many backups of each kind stay in DATA_DIR/backups; older ones are deleted when a new
   * one is written (docs/backups.md).
   */
  backupKeep: number
  /**
   * The embedded database refuses writes while its disk has less than this free, so PostgreSQL
   * never meets a full disk mid-WAL (docs/decisions/022-full-disk.md); 0 turns it off.
   */
  minFreeDiskBytes: number
}

/** Where and as whom the shop sends e-mail (docs/product-rules.md § Mail). */
export interface MailConfig {
  /** The mail server; undefined writes each message as an `.eml` file into `fileDir` instead. */
  smtpUrl: string | undefined
  fileDir: string
  /**
   * The From address: MAIL_FROM's, or no-reply@ the shop's host. The name beside it is always
   * the shop's name from its settings, read when a message is sent.
   */
  fromAddress: string
  /** Where contact messages go; undefined: the first admin's e-mail. */
  shopEmail: string | undefined
  /** The shop's address for links in e-mails: PUBLIC_URL, or this machine on PORT. */
  linkBaseUrl: string
}

export interface RedisConfig {
  url: string
  /** Starts every key and channel name, so several shops (or test runs) can share one Redis. */
  keyPrefix: string
}

/** An S3-compatible bucket for uploaded images (AWS S3, MinIO, Cloudflare R2, …). */
export interface S3Config {
  bucket: string
  region: string
  /** Undefined for AWS itself; the service's URL for MinIO, R2 and the like. */
  endpoint: string | undefined
  accessKeyId: string
  secretAccessKey: string
  /** Where the bucket's objects are served from, without a trailing slash. */
  publicUrl: string
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean
}

export interface PaypalConfig {
  clientId: string
  clientSecret: string
  /** Without a trailing slash, e.g. `https://api-m.paypal.com` for live payments. */
  apiBase: string
}

/** Settings whose values are secrets (or carry one, as SMTP_URL's password does). */
const SECRET_SETTINGS = new Set([
  'JWT_SECRET',
  'METRICS_TOKEN',
  'ADMIN_PASSWORD',
  'PAYPAL_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
])

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0])
      // A secret never reaches the console, not even a wrong one.
      const got = SECRET_SETTINGS.has(name)
        ? 'a value that is not shown'
        : JSON.stringify(env[name])
      return `${issue.path.join('.')} ${issue.message} (got ${got})`
    })
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
  const values = parsed.data
  if (values.NODE_ENV === 'production' && values.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  - ADMIN_PASSWORD is the documented demo password; set your own in production',
    )
  }
  const payments = resolvePayments(values)
  const dataDir = path.resolve(values.DATA_DIR)
  if (values.NODE_ENV === 'production' && !values.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  - PUBLIC_URL must be set in production: the shop's address as visitors reach it (https://shop.example.com), for its links, sitemap and e-mails",
    )
  }
  const publicUrl = values.PUBLIC_URL ? toPublicUrl(values.PUBLIC_URL) : loopbackUrl(values.PORT)
  return Object.freeze({
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    adminEmail: values.ADMIN_EMAIL.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    redis: values.REDIS_URL
      ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX }
      : undefined,
    metricsToken: values.METRICS_TOKEN,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    // Off on the embedded database: its queries run on the event loop, so one long import
    // would read as overload, and a single process has no other instance to send requests to.
    maxEventLoopDelayMs:
      values.MAX_EVENT_LOOP_DELAY_MS ?? (values.DATABASE_URL ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0),
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : undefined,
    publicUrl,
    paymentProvider: payments.provider,
    paypal: payments.paypal,
    googleMapsApiKey: values.GOOGLE_MAPS_API_KEY,
    s3: resolveS3(values),
    shopName: values.SHOP_NAME,
    returnAddress: values.RETURN_ADDRESS?.replaceAll('\\n', '\n'),
    mail: resolveMail(values, dataDir, publicUrl),
    lowStockThreshold: values.LOW_STOCK_THRESHOLD,
    backupKeep: values.BACKUP_KEEP,
    minFreeDiskBytes: values.MIN_FREE_DISK_MB * 1024 * 1024,
  })
}

/**
 * A shop started without PUBLIC_URL (only outside production) links to itself on this machine:
 * a local start works, and no visitor's Host header ever becomes a link.
 */
function loopbackUrl(port: number): string {
  return `http://localhost:${String(port)}`
}

/** Mail goes to SMTP_URL, or into DATA_DIR/mail as files; its links start with the public URL. */
function resolveMail(
  values: z.infer<typeof envSchema>,
  dataDir: string,
  publicUrl: string,
): MailConfig {
  const host = new URL(publicUrl).hostname
  const senderHost = host.includes('.') ? host : `${host}.localdomain`
  return {
    smtpUrl: values.SMTP_URL,
    fileDir: path.join(dataDir, 'mail'),
    fromAddress: values.MAIL_FROM ? mailboxAddress(values.MAIL_FROM) : `no-reply@${senderHost}`,
    shopEmail: values.SHOP_EMAIL?.toLowerCase(),
    linkBaseUrl: publicUrl,
  }
}

/** Every S3_* setting an S3 upload store cannot work without. */
const REQUIRED_S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const

/** No S3_* setting keeps uploads on the local disk; a partial set is a mistake, not a fallback. */
function resolveS3(values: z.infer<typeof envSchema>): S3Config | undefined {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
    S3_PUBLIC_URL: publicUrl,
    S3_ENDPOINT: endpoint,
  } = values
  if (bucket && region && accessKeyId && secretAccessKey && publicUrl) {
    return {
      bucket,
      region,
      endpoint: endpoint?.replace(/\/+$/, ''),
      accessKeyId,
      secretAccessKey,
      publicUrl: publicUrl.replace(/\/+$/, ''),
      forcePathStyle: values.S3_FORCE_PATH_STYLE,
    }
  }
  const missing = REQUIRED_S3_SETTINGS.filter((name) => values[name] === undefined)
  if (missing.length === REQUIRED_S3_SETTINGS.length && endpoint === undefined) return undefined
  throw new ConfigError(
    `Invalid configuration:\n  - S3 uploads need ${REQUIRED_S3_SETTINGS.join(', ')}; missing: ${missing.join(', ')}`,
  )
}

/**
 * docs/product-rules.md § Running it: `paypal` needs both credentials; unset, the provider is `paypal`
 * when they are given and `demo` otherwise, but production never falls back to taking no money
 * unless PAYMENT_PROVIDER=demo says so.
 */
function resolvePayments(values: z.infer<typeof envSchema>): {
  provider: PaymentProviderName
  paypal: PaypalConfig | undefined
} {
  const clientId = values.PAYPAL_CLIENT_ID
  const clientSecret = values.PAYPAL_CLIENT_SECRET
  const hasCredentials = clientId !== undefined && clientSecret !== undefined
  const problem = (text: string) => new ConfigError(`Invalid configuration:\n  - ${text}`)
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    throw problem('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together')
  }
  const provider = values.PAYMENT_PROVIDER ?? (hasCredentials ? 'paypal' : 'demo')
  if (provider === 'demo') {
    if (values.NODE_ENV === 'production' && values.PAYMENT_PROVIDER === undefined) {
      throw problem(
        'PAYMENT_PROVIDER is unset and no PayPal credentials are given; in production set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYMENT_PROVIDER=demo to take no money on purpose',
      )
    }
    return { provider, paypal: undefined }
  }
  if (!hasCredentials) {
    throw problem('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET')
  }
  const apiBase = values.PAYPAL_API_BASE.replace(/\/+$/, '')
  if (values.NODE_ENV === 'production' && !apiBase.startsWith('https://')) {
    throw problem(`PAYPAL_API_BASE must be an https:// URL in production (got "${apiBase}")`)
  }
  return { provider, paypal: { clientId, clientSecret, apiBase } }
}

/** `https://Shop.example.com/` → `https://shop.example.com`; a path prefix is kept, query and hash dropped. */
function toPublicUrl(value: string): string {
  const url = new URL(value)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
