import type { ManifestChunk } from '@shop/shared/page-rendering'
import type { RouteId } from '../route-ids'

/**
 * The source module of each server-rendered page's lazy route (app-routes.tsx), as Vite's
 * manifest names it. The browser needs that code before it can hydrate the page, so the page asks
 * for it together with the entry instead of after the entry has run.
 */
export const SERVER_RENDERED_ROUTE_MODULES: Partial<Record<RouteId, string>> = {
  home: 'src/app/routes/home-route.tsx',
  about: 'src/app/routes/about-route.tsx',
  contact: 'src/app/routes/contact-route.tsx',
  shipping: 'src/app/routes/info-routes.tsx',
  returns: 'src/app/routes/info-routes.tsx',
  privacy: 'src/app/routes/info-routes.tsx',
  terms: 'src/app/routes/info-routes.tsx',
  collection: 'src/app/routes/collection-route.tsx',
  product: 'src/app/routes/product-route.tsx',
}

const ENTRY = 'index.html'

function collectStaticImports(
  key: string,
  manifest: Record<string, ManifestChunk>,
  found: Map<string, ManifestChunk>,
): void {
  const chunk = manifest[key]
  if (!chunk || found.has(key)) return
  found.set(key, chunk)
  for (const imported of chunk.imports ?? []) collectStaticImports(imported, manifest, found)
}

/** The code a server-rendered page needs beyond the entry's: module files and stylesheet links. */
export interface PageCode {
  /** Absolute paths of the matched pages' chunks and their static imports. */
  modules: string[]
  /** `<link rel="stylesheet">` tags of those chunks' own CSS. */
  stylesheets: string
}

/** The matched pages' chunks and their static imports, leaving out what the entry already loads. */
export function pageCodeFor(
  routeIds: readonly string[],
  manifest: Record<string, ManifestChunk>,
): PageCode {
  const alreadyLoaded = new Map<string, ManifestChunk>()
  collectStaticImports(ENTRY, manifest, alreadyLoaded)
  const needed = new Map<string, ManifestChunk>()
  for (const id of routeIds) {
    const module = SERVER_RENDERED_ROUTE_MODULES[id as RouteId]
    if (module) collectStaticImports(module, manifest, needed)
  }
  const code: PageCode = { modules: [], stylesheets: '' }
  for (const [key, chunk] of needed) {
    if (alreadyLoaded.has(key)) continue
    code.modules.push(`/${chunk.file}`)
    for (const css of chunk.css ?? []) {
      code.stylesheets += `<link rel="stylesheet" crossorigin href="/${css}">`
    }
  }
  return code
}
