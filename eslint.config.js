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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
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
    files: ['apps/server/src/modules/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.repository\\.js$',
              message: "A module calls another module's service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  prettier,
)
