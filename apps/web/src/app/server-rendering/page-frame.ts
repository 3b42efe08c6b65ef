const ROOT_ELEMENT = '<div id="root"></div>'
const HEAD_END = '</head>'

/** The built index.html cut where a server-rendered page fills it in. */
export interface PageFrame {
  /** Up to the end of <head>: the page's own head tags follow. */
  head: string
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
  const rootEndAt = root + ROOT_ELEMENT.length - '</div>'.length
  return {
    head: template.slice(0, headEnd),
    bodyStart: template.slice(headEnd, rootEndAt),
    rootEnd: '</div>',
    rest: template.slice(rootEndAt + '</div>'.length),
  }
}
