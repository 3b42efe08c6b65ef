import type { AppConfig } from './config/env.js'
import type { Database, DatabasePoolStats } from './db/client.js'
import type { WriteRefusal } from './db/pglite/disk-guarded-pglite.js'
import type { ListenForNotifications } from './db/postgres-listener.js'
import type { CatalogCache } from './modules/catalog/catalog-cache.js'
import type { PaymentProvider } from './modules/payments/payment-provider.js'
import type { MailTransport } from './modules/mail/mail-transport.js'
import type { UploadStore } from './modules/uploads/upload-store.js'
import type { SignInCounters } from './modules/users/sign-in-counters.js'

/** What every route plugin is given: passed explicitly, so tests can build the app with fakes. */
export interface AppDeps {
  config: Readonly<AppConfig>
  db: Database
  catalogCache: CatalogCache
  /** Who takes the money; buildApp makes the one PAYMENT_PROVIDER names when none is given. */
  paymentProvider?: PaymentProvider
  /** Where images go; the uploads routes make the one the S3_* settings name when none is given. */
  uploadStore?: UploadStore
  /** Where e-mail goes; the mail module makes the one SMTP_URL names when none is given. */
  mailTransport?: MailTransport
  /** The PostgreSQL pool's state for /metrics; absent on PGlite. */
  poolStats?: () => DatabasePoolStats
  /**
   * LISTEN on the shared PostgreSQL database (absent on PGlite): without Redis, instances tell
   * each other of catalogue changes through it.
   */
  listenForNotifications?: ListenForNotifications
  /** Where failed sign-ins are counted; Redis or this process's memory when none is given. */
  signInCounters?: SignInCounters
  /**
   * Whether the embedded database refuses writes (its disk is nearly full), for readiness;
   * absent on PostgreSQL.
   */
  databaseWrites?: Pick<WriteRefusal, 'writesRefusedBecause'>
}

/** The deps of the routes that take payments, with the provider resolved. */
export type PaymentDeps = AppDeps & { paymentProvider: PaymentProvider }
