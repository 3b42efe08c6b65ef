import path from 'node:path'
import { z } from 'zod'

/**
 * Configuration is read once from the environment, validated, and frozen. A bad value stops the
 * start with a message naming the variable (docs/configuration.md lists every one).
 */

export const DEMO_ADMIN_EMAIL = 'admin@example.com'
export const DEMO_ADMIN_PASSWORD = 'Admin123!'

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
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').default(DEMO_ADMIN_PASSWORD),
  SEED_DEMO: z.preprocess(emptyToUndefined, booleanFlag.default(true)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, booleanFlag.default(false)),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
})

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
  trustProxy: boolean
  /** The built web app to serve; undefined serves the API only. */
  webDistDir: string | undefined
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<AppConfig> {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    )
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
  const values = parsed.data
  if (values.NODE_ENV === 'production' && values.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    throw new ConfigError(
      'Invalid configuration:\n  - ADMIN_PASSWORD is the documented demo password; set your own in production',
    )
  }
  const dataDir = path.resolve(values.DATA_DIR)
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
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : undefined,
  })
}
