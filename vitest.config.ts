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

const serverProject = (
  name: string,
  env: Record<string, string>,
  exclude: string[] = [],
  globalSetup: string[] = [],
): TestProjectInlineConfiguration => ({
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude,
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

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { conditions: sourceConditions },
    test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
  },
  serverProject('server', { TEST_DB_DRIVER: 'pglite' }, [], ['pglite-template.global-setup.ts']),
]
if (process.env.TEST_DATABASE_URL) {
  // The start test runs `npm start` on the embedded database; once is enough.
  projects.push(serverProject('server-pg', { TEST_DB_DRIVER: 'postgres' }, ['src/server.test.ts']))
}

export default defineConfig({
  test: {
    projects: [...projects, 'apps/web/vite.config.ts'],
  },
})
