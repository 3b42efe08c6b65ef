import path from 'node:path'
import type { Plugin } from 'vite'

type CodeSplittingGroup = {
  name: string
  test: (id: string) => boolean
  minShareCount?: number
  priority?: number
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
 *
 * `ownChunks` names modules whose code only a few pages need although two or more chunks share
 * it, such as the Markdown renderer of the shop's own pages (docs/decisions/030): each gets a
 * chunk of its own with what only it reaches, so the storefront chunk every public page loads
 * stays without it. The pages that import it ask for that chunk with their own (page-code.ts
 * follows a chunk's static imports).
 */
export function storefrontChunk(
  root: string,
  routeModules: readonly string[],
  ownChunks: Readonly<Record<string, string>> = {},
) {
  const storefrontModules = new Set<string>()
  const ownChunkModules = new Map<string, Set<string>>(
    Object.keys(ownChunks).map((name) => [name, new Set<string>()]),
  )
  const ownChunkRoots = new Set(
    Object.values(ownChunks).map((module) => path.resolve(root, module)),
  )

  const plugin: Plugin = {
    name: 'shop:storefront-chunk',
    apply: 'build',
    buildEnd() {
      /** Every module `starts` reach through static imports, without entering `skipped`. */
      const reach = (
        starts: readonly string[],
        skipped: ReadonlySet<string>,
        found: Set<string>,
      ) => {
        found.clear()
        const pending = [...starts]
        while (pending.length > 0) {
          const id = pending.pop() as string
          if (found.has(id) || (skipped.has(id) && !starts.includes(id))) continue
          const info = this.getModuleInfo(id)
          if (!info) continue
          found.add(id)
          pending.push(...info.importedIds)
        }
      }
      reach(
        routeModules.map((module) => path.resolve(root, module)),
        ownChunkRoots,
        storefrontModules,
      )
      for (const [name, module] of Object.entries(ownChunks)) {
        const modules = ownChunkModules.get(name) as Set<string>
        reach([path.resolve(root, module)], new Set(), modules)
        // What the pages reach some other way stays with them (the entry or the storefront chunk).
        for (const id of modules) if (storefrontModules.has(id)) modules.delete(id)
      }
    },
  }

  const group: CodeSplittingGroup = {
    name: 'storefront',
    test: (id) => storefrontModules.has(id),
    minShareCount: 2,
  }

  // Before the storefront group, after the entry's ($initial, priority 2).
  const ownGroups: CodeSplittingGroup[] = Object.keys(ownChunks).map((name) => ({
    name,
    test: (id) => ownChunkModules.get(name)?.has(id) ?? false,
    priority: 1,
  }))

  return { plugin, group, ownGroups }
}
