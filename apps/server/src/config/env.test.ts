import { expect, test } from 'vitest'
import { ConfigError, PAYPAL_SANDBOX_API_BASE, loadConfig } from './env.js'

const base = { DATA_DIR: '/tmp/shop-env-test', LOG_LEVEL: 'silent' }
const credentials = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' }
const production = {
  ...base,
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Not-the-demo-1!',
  PUBLIC_URL: 'https://shop.example.com',
}

test('without PayPal credentials the shop takes demo payments', () => {
  const config = loadConfig(base)
  expect(config.paymentProvider).toBe('demo')
  expect(config.paypal).toBeUndefined()
})

test('PayPal credentials alone switch to PayPal, on the sandbox unless told otherwise', () => {
  expect(loadConfig({ ...base, ...credentials })).toMatchObject({
    paymentProvider: 'paypal',
    paypal: { clientId: 'client', clientSecret: 'secret', apiBase: PAYPAL_SANDBOX_API_BASE },
  })
  expect(
    loadConfig({ ...base, ...credentials, PAYPAL_API_BASE: 'https://api-m.paypal.com/' }).paypal
      ?.apiBase,
  ).toBe('https://api-m.paypal.com')
})

test('PAYMENT_PROVIDER=demo keeps demo payments even with credentials', () => {
  expect(loadConfig({ ...base, ...credentials, PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe(
    'demo',
  )
})

test.each([
  [
    { PAYMENT_PROVIDER: 'paypal' },
    'PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
  ],
  [
    { PAYPAL_CLIENT_ID: 'client' },
    'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
  ],
  [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER must be demo or paypal (got "stripe")'],
  [
    { ...credentials, PAYPAL_API_BASE: 'ftp://paypal' },
    'PAYPAL_API_BASE must be an http:// or https:// URL',
  ],
])('bad payment settings stop the start with a message naming them: %j', (env, message) => {
  expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError)
  expect(() => loadConfig({ ...base, ...env })).toThrow(message)
})

test('production never falls back to demo payments unless told to', () => {
  expect(() => loadConfig(production)).toThrow(
    'PAYMENT_PROVIDER is unset and no PayPal credentials are given',
  )
  expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'demo' }).paymentProvider).toBe('demo')
  expect(loadConfig({ ...production, ...credentials }).paymentProvider).toBe('paypal')
})

test('production talks to PayPal over https only', () => {
  expect(() =>
    loadConfig({ ...production, ...credentials, PAYPAL_API_BASE: 'http://paypal.internal' }),
  ).toThrow('PAYPAL_API_BASE must be an https:// URL in production')
})

test('a Maps key turns on address autocomplete; one with spaces or quotes stops the start', () => {
  expect(loadConfig(base).googleMapsApiKey).toBeUndefined()
  expect(loadConfig({ ...base, GOOGLE_MAPS_API_KEY: '' }).googleMapsApiKey).toBeUndefined()
  expect(loadConfig({ ...base, GOOGLE_MAPS_API_KEY: ' AIza-key_1 ' }).googleMapsApiKey).toBe(
    'AIza-key_1',
  )
  expect(() => loadConfig({ ...base, GOOGLE_MAPS_API_KEY: 'AIza key"' })).toThrow(
    'GOOGLE_MAPS_API_KEY must be a Google Maps API key',
  )
})

const s3Settings = {
  S3_BUCKET: 'shop-images',
  S3_REGION: 'auto',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://images.example.com/',
}

test('without S3 settings uploads stay on the local disk; with all of them they go to the bucket', () => {
  expect(loadConfig(base).s3).toBeUndefined()
  expect(
    loadConfig({ ...base, ...s3Settings, S3_ENDPOINT: 'https://account.r2.example.com' }).s3,
  ).toEqual({
    bucket: 'shop-images',
    region: 'auto',
    endpoint: 'https://account.r2.example.com',
    accessKeyId: 'key-id',
    secretAccessKey: 'secret',
    publicUrl: 'https://images.example.com',
    forcePathStyle: false,
  })
})

test('a partial S3 setting stops the start and names what is missing', () => {
  const partial = { ...base, S3_BUCKET: 'shop-images', S3_PUBLIC_URL: 'https://images.example.com' }
  expect(() => loadConfig(partial)).toThrow(ConfigError)
  expect(() => loadConfig(partial)).toThrow(
    'missing: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
  )
  expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
    'missing: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL',
  )
  expect(() => loadConfig({ ...base, ...s3Settings, S3_PUBLIC_URL: 'images.example.com' })).toThrow(
    'S3_PUBLIC_URL must be an http:// or https:// URL',
  )
})

test('mail goes to files in DATA_DIR/mail until SMTP_URL names a server', () => {
  const files = loadConfig(base)
  expect(files.mail).toEqual({
    smtpUrl: undefined,
    fileDir: '/tmp/shop-env-test/mail',
    fromAddress: 'no-reply@localhost.localdomain',
    shopEmail: undefined,
    linkBaseUrl: 'http://localhost:3000',
  })
  const smtp = loadConfig({
    ...base,
    SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
    MAIL_FROM: 'Slide Shop <orders@slide.example>',
    SHOP_EMAIL: 'Owner@Slide.example',
    PUBLIC_URL: 'https://slide.example/',
    SHOP_NAME: 'Slide Shop',
  })
  expect(smtp.mail).toMatchObject({
    smtpUrl: 'smtps://mailer:secret@mail.example.com:465',
    fromAddress: 'orders@slide.example',
    shopEmail: 'owner@slide.example',
    linkBaseUrl: 'https://slide.example',
  })
  expect(smtp.shopName).toBe('Slide Shop')
  const bare = loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com' })
  expect(bare.mail.fromAddress).toBe('no-reply@shop.example.com')
  // Without SHOP_NAME the owner's settings name the shop from its first start.
  expect(bare.shopName).toBeUndefined()
})

test.each([
  [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
  [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an e-mail address'],
  [{ SHOP_EMAIL: 'owner@' }, 'SHOP_EMAIL must be an e-mail address'],
])('bad mail settings stop the start with a message naming them: %j', (env, message) => {
  expect(() => loadConfig({ ...base, ...env })).toThrow(message)
})

test('a wrong secret setting is named but its value never printed', () => {
  const wrong = { SMTP_URL: 'ftp://mailer:hunter2@mail', ADMIN_PASSWORD: 'short' }
  expect(() => loadConfig({ ...base, ...wrong })).toThrow(
    /SMTP_URL .*got a value that is not shown/,
  )
  expect(() => loadConfig({ ...base, ...wrong })).toThrow(
    /ADMIN_PASSWORD .*got a value that is not shown/,
  )
  expect(() => loadConfig({ ...base, ...wrong })).not.toThrow(/hunter2|short/)
})

test('a production shop needs PUBLIC_URL, the address of its links and e-mails', () => {
  const { PUBLIC_URL: address, ...withoutAddress } = { ...production, PAYMENT_PROVIDER: 'demo' }
  expect(() => loadConfig(withoutAddress)).toThrow(
    "PUBLIC_URL must be set in production: the shop's address as visitors reach it",
  )
  const config = loadConfig({ ...withoutAddress, PUBLIC_URL: address })
  expect(config.publicUrl).toBe('https://shop.example.com')
  expect(config.mail.linkBaseUrl).toBe('https://shop.example.com')
})

test('outside production, a shop without PUBLIC_URL links to this machine on PORT', () => {
  const config = loadConfig({ ...base, PORT: '8080' })
  expect(config.publicUrl).toBe('http://localhost:8080')
  expect(config.mail.linkBaseUrl).toBe('http://localhost:8080')
})

test('BACKUP_KEEP keeps 10 backups of each kind unless set; a bad count stops the start naming it', () => {
  expect(loadConfig(base).backupKeep).toBe(10)
  expect(loadConfig({ ...base, BACKUP_KEEP: '3' }).backupKeep).toBe(3)
  for (const bad of ['0', '2.5', 'ten', '1001']) {
    expect(() => loadConfig({ ...base, BACKUP_KEEP: bad })).toThrow(
      `BACKUP_KEEP must be a whole number from 1 to 1000 (got "${bad}")`,
    )
  }
})

test('MIN_FREE_DISK_MB keeps 64 MB free unless set, 0 turns it off; a bad size stops the start naming it', () => {
  expect(loadConfig(base).minFreeDiskBytes).toBe(64 * 1024 * 1024)
  expect(loadConfig({ ...base, MIN_FREE_DISK_MB: '256' }).minFreeDiskBytes).toBe(256 * 1024 * 1024)
  expect(loadConfig({ ...base, MIN_FREE_DISK_MB: '0' }).minFreeDiskBytes).toBe(0)
  for (const bad of ['-1', '1.5', 'lots', '1000001']) {
    expect(() => loadConfig({ ...base, MIN_FREE_DISK_MB: bad })).toThrow(
      `MIN_FREE_DISK_MB must be 0 (off) or a whole number of megabytes up to 1000000 (got "${bad}")`,
    )
  }
})
