import { defaultServerConditions } from 'vite'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Every Vitest suite of the repository. The server's API tests run on in-memory PGlite, and once
 * more on PostgreSQL (`server-pg`) when TEST_DATABASE_URL names a server (.ci/run sets it).
 */
const sourceConditions = ['source', ...defaultServerConditions]
/**
 * The server's tests resolve packages as Node does when the server runs: without Vite's `module`
 * condition, which picks bundler-only builds (the AWS SDK's dist-es cannot run in Node).
 */
const serverConditions = sourceConditions.filter((condition) => condition !== 'module')

/**
 * The files that run the shop as processes of its own and time them (kill -9 cycles, a disk that
 * fills, a PostgreSQL restart, several instances, `npm start`). They run after everything else,
 * one at a time: a test file beside them on the other core made the kill -9 test meet a starved
 * shop (docs/decisions/015-server-tests-share-a-migrated-template.md § Update).
 */
const SHOP_PROCESS_TESTS = [
  'src/crash-safety.test.ts',
  'src/full-disk.test.ts',
  'src/postgres-reconnect.test.ts',
  'src/several-instances.test.ts',
  'src/server.test.ts',
]
/** The rest run on both cores: 2 workers, every project of the first group alike. */
const PARALLEL_GROUP = { sequence: { groupOrder: 0 }, maxWorkers: 2 } as const
const ALONE_GROUP = { sequence: { groupOrder: 1 }, maxWorkers: 1 } as const

const serverProject = (
  name: string,
  env: Record<string, string>,
  {
    include = ['src/**/*.test.{ts,tsx}'],
    exclude = [],
    globalSetup = [],
    group = PARALLEL_GROUP,
  }: {
    include?: string[]
    exclude?: string[]
    globalSetup?: string[]
    group?: typeof PARALLEL_GROUP | typeof ALONE_GROUP
  } = {},
): TestProjectInlineConfiguration => ({
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name,
    root: 'apps/server',
    include,
    exclude,
    ...group,
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share a worker's loaded modules: each builds its own app on its own database,
    // and importing the server once per file cost a minute of the suite (docs/decisions/015-server-tests-share-a-migrated-template.md).
    isolate: false,
    globalSetup: globalSetup.map((file) => `src/testing/${file}`),
  },
})

const pglite = { TEST_DB_DRIVER: 'pglite' }
const pgliteTemplate = ['pglite-template.global-setup.ts']
const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { conditions: sourceConditions },
    test: {
      name: 'shared',
      root: 'packages/shared',
      include: ['src/**/*.test.ts'],
      ...PARALLEL_GROUP,
    },
  },
  serverProject('server', pglite, { exclude: SHOP_PROCESS_TESTS, globalSetup: pgliteTemplate }),
  serverProject('server-processes', pglite, {
    include: SHOP_PROCESS_TESTS,
    globalSetup: pgliteTemplate,
    group: ALONE_GROUP,
  }),
]
if (process.env.TEST_DATABASE_URL) {
  const postgres = { TEST_DB_DRIVER: 'postgres' }
  projects.push(
    serverProject('server-pg', postgres, { exclude: SHOP_PROCESS_TESTS }),
    // The start test runs `npm start` on the embedded database; once is enough.
    serverProject('server-pg-processes', postgres, {
      include: SHOP_PROCESS_TESTS.filter((file) => file !== 'src/server.test.ts'),
      group: ALONE_GROUP,
    }),
  )
}

export default defineConfig({
  test: {
    projects: [...projects, 'apps/web/vite.config.ts'],
  },
})
