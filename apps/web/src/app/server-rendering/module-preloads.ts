import type { ManifestChunk } from '@shop/shared/page-rendering'
import type { RouteId } from '../route-ids'

/**
 * The source module of each server-rendered page's lazy route (app-routes.tsx), as Vite's
 * manifest names it. The browser needs that code before it can hydrate the page, so the HTML asks
 * for it at once instead of after the entry has run.
 */
const ROUTE_MODULES: Partial<Record<RouteId, string>> = {
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

/**
 * `<link rel="modulepreload">` (and stylesheet) tags for the matched pages' chunks and their static
 * imports, leaving out what index.html already loads.
 */
export function preloadLinksFor(
  routeIds: readonly string[],
  manifest: Record<string, ManifestChunk>,
): string {
  const alreadyLoaded = new Map<string, ManifestChunk>()
  collectStaticImports(ENTRY, manifest, alreadyLoaded)
  const needed = new Map<string, ManifestChunk>()
  for (const id of routeIds) {
    const module = ROUTE_MODULES[id as RouteId]
    if (module) collectStaticImports(module, manifest, needed)
  }
  let links = ''
  for (const [key, chunk] of needed) {
    if (alreadyLoaded.has(key)) continue
    links += `<link rel="modulepreload" crossorigin href="/${chunk.file}">`
    for (const css of chunk.css ?? []) links += `<link rel="stylesheet" crossorigin href="/${css}">`
  }
  return links
}
