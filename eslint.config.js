// One flat config for every workspace: strict type-checked TypeScript, React hooks, kebab-case
// file names, and the import boundaries of docs/architecture.md. Prettier owns formatting.
import js from '@eslint/js'
import { readdirSync } from 'node:fs'
import checkFile from 'eslint-plugin-check-file'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const WEB_SRC = 'apps/web/src'
const SERVER_MODULES = 'apps/server/src/modules'

/**
 * Which server module may import which: the module layers of docs/architecture.md, one way only.
 * A module not listed here, or a list that would let modules import each other around a circle,
 * stops the lint at once; an import outside its module's list is an error of that line.
 */
const SERVER_MODULE_USES = {
  audit: [],
  payments: [],
  'store-credit': ['audit'],
  shipping: ['audit', 'catalog'],
  uploads: [],
  settings: ['audit', 'catalog', 'uploads'],
  mail: ['audit', 'settings', 'uploads'],
  tax: ['audit'],
  discounts: ['audit'],
  catalog: ['audit'],
  users: ['audit', 'mail'],
  newsletter: ['audit', 'mail', 'settings'],
  pricing: ['catalog', 'discounts', 'shipping', 'tax'],
  cart: ['catalog', 'pricing', 'shipping'],
  orders: ['audit', 'catalog', 'mail', 'payments', 'shipping', 'store-credit'],
  checkout: [
    'cart',
    'catalog',
    'discounts',
    'orders',
    'payments',
    'pricing',
    'shipping',
    'store-credit',
  ],
  contact: ['audit', 'mail', 'newsletter', 'users'],
  seo: ['catalog'],
  pages: ['audit', 'catalog'],
  returns: ['audit', 'catalog', 'mail', 'orders', 'settings', 'store-credit'],
  'home-content': ['audit', 'catalog', 'uploads'],
  'shared-state': ['catalog', 'users'],
  health: ['shared-state'],
  metrics: ['mail', 'shared-state'],
  admin: [
    'audit',
    'catalog',
    'contact',
    'discounts',
    'home-content',
    'mail',
    'newsletter',
    'orders',
    'pages',
    'returns',
    'settings',
    'shipping',
    'store-credit',
    'tax',
    'users',
  ],
}
const serverModuleZones = moduleLayerZones(
  SERVER_MODULE_USES,
  readdirSync(`${import.meta.dirname}/${SERVER_MODULES}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
)

/**
 * `@typescript-eslint/no-restricted-imports` per file role of a server module: type-only imports
 * (a row type) are always allowed, tests may write their own SQL.
 */
function serverLayerRules() {
  const dataAccess = ['**/*.repository.ts', '**/*.admin-repository.ts', '**/*.admin-list.ts']
  const tests = ['**/*.test.ts', '**/*.test.tsx']
  const otherModulesDataAccess = {
    regex: '^(\\.\\./)+([\\w-]+/)+[\\w.-]+\\.(repository|admin-repository|admin-list)\\.js$',
    message: "A module calls another module's service, never its repository or list queries.",
  }
  const sql = [
    {
      group: ['drizzle-orm', 'drizzle-orm/*'],
      allowTypeImports: true,
      message: 'SQL lives in *.repository.ts, *.admin-repository.ts and *.admin-list.ts.',
    },
    {
      regex: '/db/schema/',
      allowTypeImports: true,
      message: 'Tables are queried in *.repository.ts, *.admin-repository.ts and *.admin-list.ts.',
    },
  ]
  const dollars = {
    regex: '/lib/money\\.js$',
    importNames: ['fromCents'],
    message: 'Cents become dollars in mappers (*.mapper.ts) only.',
  }
  const rule = (patterns) => ({
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  })
  const modules = `${SERVER_MODULES}/**/*.{ts,tsx}`
  return [
    { files: [modules], rules: rule([otherModulesDataAccess, ...sql, dollars]) },
    {
      files: dataAccess.map((role) => `${SERVER_MODULES}/${role}`),
      rules: rule([otherModulesDataAccess, dollars]),
    },
    { files: [`${SERVER_MODULES}/**/*.mapper.ts`], rules: rule([otherModulesDataAccess, ...sql]) },
    {
      files: tests.map((role) => `${SERVER_MODULES}/${role}`),
      rules: rule([otherModulesDataAccess]),
    },
  ]
}

/** The zones of `import-x/no-restricted-paths` that keep each module to the modules it may use. */
function moduleLayerZones(uses, modules) {
  for (const name of modules) {
    if (!(name in uses))
      throw new Error(`Server module "${name}" is missing in SERVER_MODULE_USES.`)
  }
  const visiting = new Set()
  const done = new Set()
  const visit = (name, path) => {
    if (done.has(name)) return
    if (visiting.has(name))
      throw new Error(`Server modules in a cycle: ${[...path, name].join(' → ')}`)
    visiting.add(name)
    for (const used of uses[name] ?? []) visit(used, [...path, name])
    visiting.delete(name)
    done.add(name)
  }
  for (const name of Object.keys(uses)) visit(name, [])
  return modules.flatMap((name) =>
    modules
      .filter((other) => other !== name && !uses[name].includes(other))
      .map((other) => ({
        target: `${SERVER_MODULES}/${name}`,
        from: `${SERVER_MODULES}/${other}`,
        message: `The module layers (docs/architecture.md) let ${name} use only: ${uses[name].join(', ') || 'no other module'}.`,
      })),
  )
}
const webFeatures = readdirSync(`${import.meta.dirname}/${WEB_SRC}/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Web import boundaries (docs/decisions/005): reusable UI and helpers know no feature and no app
 * code; a feature never reaches into another, except the app-wide session and drawer state.
 */
const webImportZones = [
  ...['components', 'lib', 'config'].map((layer) => ({
    target: `${WEB_SRC}/${layer}`,
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: `${layer}/ is shared by every feature: it must not import features/ or app/.`,
  })),
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`, './auth/auth-slice.ts', './ui/ui-slice.ts'],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/screenshots/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // No import cycles between files anywhere: a cycle makes the load order decide what works.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webImportZones },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks from app/hooks.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/apps/server/**', '@shop/server', '@shop/server/*'],
              message: 'The web app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@shop/server*', '@shop/web*'],
              message: 'The shared package imports nothing from the apps.',
            },
            {
              group: ['fastify*', 'drizzle-orm*', 'react*', '@fastify/*'],
              message: 'The shared package holds zod schemas and constants only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'Plugins know no module.' }] },
      ],
    },
  },
  {
    files: [`${SERVER_MODULES}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverModuleZones },
      ],
    },
  },
  // The layers of docs/architecture.md (Server layers): SQL only in the data-access files, cents
  // become dollars only in mappers, and another module's data access is never imported.
  ...serverLayerRules(),
  prettier,
)
