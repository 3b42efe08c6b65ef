/**
 * How the server asks the web app's server entry for a page (docs/server-rendering.md). The web
 * build makes the entry (apps/web/dist-server/entry-server.js); the server loads it at start.
 * `Fetch` is each side's own `typeof fetch` (this package is typed without DOM or Node).
 */

export interface PageRenderRequest<Fetch> {
  /** The page's path and query, as the browser asked for it. */
  url: string
  /** The shop's absolute address: canonical links, link previews and JSON-LD start with it. */
  publicUrl: string
  /** Answers the page's API calls in-process, as `fetch` would over the network. */
  fetch: Fetch
}

export interface RenderedPage {
  /** 200, or 404 for an unknown product, collection or page. */
  status: number
  html: string
}

/**
 * Renders a public page, or answers `undefined` for a page that renders in the browser only
 * (cart, checkout, orders, profile, sign-in, the back office).
 */
export type PageRenderer<Fetch> = (
  request: PageRenderRequest<Fetch>,
) => Promise<RenderedPage | undefined>

export interface PageRendererOptions {
  /** The built index.html: the page's frame, with its scripts and styles. */
  template: string
  /** Vite's manifest of the browser build: which files each page's code needs. */
  manifest: Record<string, ManifestChunk>
}

/** The part of a Vite manifest entry the renderer reads. */
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

export interface PageRenderingEntry {
  createPageRenderer: <Fetch>(options: PageRendererOptions) => PageRenderer<Fetch>
}

/**
 * The only inline script of a server-rendered page: it loads the app's modules (its `data-modules`
 * attribute, the entry first) once the browser has shown the server's HTML (its first contentful
 * paint), so no script's download or compile stands between a shopper and the first picture of the
 * page. A hidden tab paints nothing, so there it loads them at once. Its text never varies: the
 * server allows it in the Content-Security-Policy by its SHA-256 (docs/server-rendering.md § First
 * paint before scripts).
 */
export const PAGE_START_SCRIPT =
  '(()=>{const[entry,...preloads]=JSON.parse(document.currentScript.dataset.modules);' +
  'const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));' +
  'let started=false;' +
  'const start=()=>{if(started)return;started=true;' +
  "for(const href of preloads)add('link',{rel:'modulepreload',href,crossOrigin:''});" +
  "add('script',{type:'module',src:entry,crossOrigin:''})};" +
  "if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))" +
  'return requestAnimationFrame(()=>setTimeout(start));' +
  "new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length>0)start()})" +
  ".observe({type:'paint',buffered:true});" +
  "const startIfHidden=()=>{if(document.visibilityState==='hidden')start()};" +
  "startIfHidden();document.addEventListener('visibilitychange',startIfHidden)})()"
