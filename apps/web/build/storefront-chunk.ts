import path from 'node:path'
import type { Plugin } from 'vite'

type CodeSplittingGroup = {
  name: string
  test: (id: string) => boolean
  minShareCount: number
}

/**
 * One chunk for the code the public pages share beyond the entry (docs/decisions/017): left to
 * itself the bundler gives every shared module its own file (an icon, a formatter, the cart's
 * API), and a product page asked for 14 of them. Each request costs the browser's main thread
 * time while the page hydrates, so the public pages now load the entry, this chunk and their own.
 *
 * The plugin collects, once the module graph is built, every module the server-rendered pages'
 * route modules reach through static imports; the group takes those of them that two or more
 * chunks share. Code only the back office or the personal pages share stays where it was.
 */
export function storefrontChunk(root: string, routeModules: readonly string[]) {
  const storefrontModules = new Set<string>()

  const plugin: Plugin = {
    name: 'shop:storefront-chunk',
    apply: 'build',
    buildEnd() {
      storefrontModules.clear()
      const pending = routeModules.map((module) => path.resolve(root, module))
      while (pending.length > 0) {
        const id = pending.pop() as string
        if (storefrontModules.has(id)) continue
        const info = this.getModuleInfo(id)
        if (!info) continue
        storefrontModules.add(id)
        pending.push(...info.importedIds)
      }
    },
  }

  const group: CodeSplittingGroup = {
    name: 'storefront',
    test: (id) => storefrontModules.has(id),
    minShareCount: 2,
  }

  return { plugin, group }
}
