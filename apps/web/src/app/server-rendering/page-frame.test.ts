import { expect, test } from 'vitest'
import { splitPageFrame } from './page-frame'

const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-d4.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

test('the frame keeps the head’s own tags and sets the scripts aside for after the first paint', () => {
  const frame = splitPageFrame(BUILT_INDEX_HTML)

  expect(frame.head).toContain('<meta charset="UTF-8" />')
  expect(frame.head).toContain('<link rel="icon"')
  expect(frame.head).not.toMatch(/<script|modulepreload|stylesheet/)
  expect(frame.stylesheets).toBe('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">')
  expect(frame.modules).toEqual([
    '/assets/index-a1.js',
    '/assets/react-b2.js',
    '/assets/router-d4.js',
  ])
  expect(frame.bodyStart.startsWith('</head>')).toBe(true)
  expect(frame.bodyStart.endsWith('<div id="root">')).toBe(true)
  expect(frame.rootEnd + frame.rest).toContain('</div>\n  </body>\n</html>')
})

test('a built index.html without its one entry script is refused', () => {
  const withoutEntry = BUILT_INDEX_HTML.replace(/<script[^>]*><\/script>/, '')
  expect(() => splitPageFrame(withoutEntry)).toThrow(/exactly one module script/)
  expect(() => splitPageFrame('<html><head></head><body></body></html>')).toThrow(/#?root/)
})
