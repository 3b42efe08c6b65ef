const ROOT_ELEMENT = '<div id="root"></div>'
const HEAD_END = '</head>'

/** The tags Vite writes into the built index.html's <head> for the entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="[^"]+">\s*/g

/** The built index.html cut where a server-rendered page fills it in. */
export interface PageFrame {
  /** The head's own tags (charset, viewport, icon), without Vite's scripts and stylesheets. */
  head: string
  /** The entry's stylesheet links: the page's head tags follow them. */
  stylesheets: string
  /** The entry module, then the modules it imports: the page loads them after its first paint. */
  modules: string[]
  /** From </head> to inside the root element: the page's markup follows. */
  bodyStart: string
  /** The root element's end tag. */
  rootEnd: string
  /** What follows the root element. */
  rest: string
}

export function splitPageFrame(template: string): PageFrame {
  const headEnd = template.indexOf(HEAD_END)
  const root = template.indexOf(ROOT_ELEMENT)
  if (headEnd === -1 || root === -1 || root < headEnd) {
    throw new Error(`index.html must have a ${HEAD_END} and then an empty ${ROOT_ELEMENT}.`)
  }
  const head = template.slice(0, headEnd)
  const entries = [...head.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string)
  if (entries.length !== 1) {
    throw new Error('The built index.html must load exactly one module script, in its <head>.')
  }
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const rootEndAt = root + ROOT_ELEMENT.length - '</div>'.length
  return {
    head: head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, ''),
    stylesheets: [...head.matchAll(STYLESHEET)].map((match) => match[0].trim()).join(''),
    modules: [...entries, ...preloads],
    bodyStart: template.slice(headEnd, rootEndAt),
    rootEnd: '</div>',
    rest: template.slice(rootEndAt + '</div>'.length),
  }
}
