import type { FastifyInstance, InjectOptions } from 'fastify'

export interface RouteEntry {
  method: NonNullable<InjectOptions['method']>
  url: string
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/

/**
 * Every route of the app as method and full URL, read from `printRoutes` (Fastify's radix tree:
 * each line adds its segment to its parent's path, one level per four characters of indent), so
 * a test over "every route" covers routes added later too.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = []
  const pathAtDepth: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const url = (pathAtDepth[depth - 1] ?? '') + (match[2] ?? '')
    pathAtDepth[depth] = url
    pathAtDepth.length = depth + 1
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (method !== 'HEAD') routes.push({ method: method as RouteEntry['method'], url })
    }
  }
  return routes
}
