import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ManifestChunk, PageRenderer, PageRenderingEntry } from '@shop/shared/page-rendering'

/** Where `npm run build -w @shop/web` puts the server entry: beside the browser build. */
export function pageRenderingEntryOf(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js')
}

/**
 * The web app's renderer of public pages (docs/server-rendering.md), or undefined when the build
 * has no server entry: the shop then sends every page as the bare index.html, rendered in the
 * browser.
 */
export async function loadPageRenderer(
  webDistDir: string,
): Promise<PageRenderer<typeof fetch> | undefined> {
  const entryFile = pageRenderingEntryOf(webDistDir)
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined
  const entry = (await import(pathToFileURL(entryFile).href)) as PageRenderingEntry
  const template = await readFile(path.join(webDistDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  return entry.createPageRenderer<typeof fetch>({ template, manifest })
}
