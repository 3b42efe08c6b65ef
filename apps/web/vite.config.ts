import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { storefrontChunk } from './build/storefront-chunk.ts'
import { SERVER_RENDERED_ROUTE_MODULES } from './src/app/server-rendering/page-code.ts'

/**
 * React Router ships a production build beside its development one, but its package exports
 * name only the development build (remix-run/react-router#14753), whose dev warnings and
 * messages would reach shoppers. A production browser build takes the production files.
 */
const reactRouterProductionFile = (file: string) =>
  fileURLToPath(
    new URL(`dist/production/${file}`, import.meta.resolve('react-router/package.json')),
  )
const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: reactRouterProductionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProductionFile('dom-export.mjs') },
]

/** The API server of `npm run dev -w @shop/server`; the dev server forwards API and image calls. */
const API_ORIGIN = 'http://localhost:3000'
const proxy = {
  '/api': API_ORIGIN,
  '/uploads': API_ORIGIN,
  '/sitemap.xml': API_ORIGIN,
  '/robots.txt': API_ORIGIN,
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const storefront = storefrontChunk(
    import.meta.dirname,
    Object.values(SERVER_RENDERED_ROUTE_MODULES),
    // Only the shop's own pages and the back office's page editor render Markdown (decision 030).
    { markdown: 'src/components/markdown/markdown.tsx' },
  )
  // The shop's NODE_ENV (`test`, `development`) describes the server, never the bundle: a build
  // is a production build (minified React, no dev checks) unless `--mode` says otherwise.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production'

  return {
    // Builds and the `web` Vitest project behave the same from the repository root or this folder.
    root: import.meta.dirname,
    plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [storefront.plugin])],
    // `source` reads @shop/shared from its TypeScript sources (docs/decisions/001).
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      alias:
        command === 'build' && mode === 'production' && !isSsrBuild
          ? REACT_ROUTER_PRODUCTION_ALIASES
          : [],
    },
    server: { proxy },
    preview: { proxy },
    build: {
      // The browser build, and the server entry that renders public pages with it
      // (`--ssr src/entry-server.tsx`, docs/server-rendering.md).
      outDir: isSsrBuild ? 'dist-server' : 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // The server reads which files each page needs from it, to preload them.
      manifest: !isSsrBuild,
      // Content-hashed names under assets/: the server caches /assets/* for a year.
      assetsDir: 'assets',
      // The server entry has a fixed name the server imports; public/ is the browser build's.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: {
        output: isSsrBuild
          ? { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' }
          : {
              entryFileNames: 'assets/[name]-[hash].js',
              chunkFileNames: 'assets/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
              codeSplitting: {
                groups: [
                  // What the entry imports is one file with it, not a dozen small ones.
                  { name: 'app', tags: ['$initial'], priority: 2 },
                  ...storefront.ownGroups,
                  storefront.group,
                ],
              },
            },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Waiting for a condition may take longer than a second on a busy 2-core CI machine.
      expect: { poll: { timeout: 3000 } },
      // With the server's API tests, on both cores (vitest.config.ts `PARALLEL_GROUP`).
      sequence: { groupOrder: 0 },
      maxWorkers: 2,
    },
  }
})
