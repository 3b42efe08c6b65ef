import type { Manifest } from 'vite'

export interface InitialFiles {
  /** The key of the entry in the manifest (`index.html`). */
  entryKey: string
  /** The entry chunk and every chunk it imports statically, directly or not, entry first. */
  js: string[]
  /** The stylesheets those chunks bring (linked from index.html). */
  css: string[]
}

/**
 * What the browser must load before the storefront's first page can run: the HTML entry's chunk
 * and the closure of its static `imports`. Lazy route chunks (`dynamicImports`) are left out:
 * they load when their page is first visited.
 */
export function findInitialFiles(manifest: Manifest, entryKey = 'index.html'): InitialFiles {
  if (manifest[entryKey]?.isEntry !== true) {
    const entries = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry === true)
      .map(([key]) => key)
    throw new Error(`No entry "${entryKey}" in the manifest (entries: ${entries.join(', ')})`)
  }
  const js: string[] = []
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The manifest names "${key}" but has no entry for it`)
    js.push(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)
  return { entryKey, js, css: [...css] }
}

export interface LazyChunk {
  file: string
  /** The source the chunk was built from (a route module), when the manifest knows it. */
  source: string
  isDynamicEntry: boolean
}

/** Every JavaScript chunk that is not part of the initial load. */
export function findLazyChunks(manifest: Manifest, initial: InitialFiles): LazyChunk[] {
  const initialFiles = new Set(initial.js)
  const byFile = new Map<string, LazyChunk>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || initialFiles.has(chunk.file) || byFile.has(chunk.file)) {
      continue
    }
    byFile.set(chunk.file, {
      file: chunk.file,
      source: chunk.src ?? chunk.name ?? key,
      isDynamicEntry: chunk.isDynamicEntry === true,
    })
  }
  return [...byFile.values()]
}
