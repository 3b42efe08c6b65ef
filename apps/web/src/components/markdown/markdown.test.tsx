import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { TEST_SHOP_SETTINGS } from '../../testing/msw-handlers'
import { setupTestServer } from '../../testing/msw-server'
import { renderWithProviders } from '../../testing/render-with-providers'
import { Markdown } from './markdown'

/**
 * docs/decisions/030: a page's Markdown shows headings, lists, emphasis, links and the shop's
 * pictures, and nothing in it can run: no script element, no event handler, no `javascript:`
 * address, no picture from elsewhere, whatever the text tries.
 */

declare global {
  interface Window {
    __pwned?: boolean
  }
}

// The renderer reads the shop's settings: where its upload store serves pictures.
const server = setupTestServer()

afterEach(() => {
  delete window.__pwned
})

function renderMarkdown(text: string) {
  const { container } = renderWithProviders(<Markdown text={text} className="page-text" />)
  const root = container.querySelector('.page-text')
  if (!root) throw new Error('The Markdown was not rendered.')
  return root
}

/**
 * Whatever the text was, nothing rendered from it can run or load from elsewhere: a picture comes
 * from a path of the shop, or from the upload store's bucket when there is one.
 */
function expectInert(root: Element, uploadsUrl?: string): void {
  expect(
    root.querySelectorAll('script, style, iframe, object, embed, form, svg, math'),
  ).toHaveLength(0)
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name, element.outerHTML).not.toMatch(/^on/i)
      expect(['style', 'srcset', 'formaction', 'xlink:href']).not.toContain(name.toLowerCase())
      if (name === 'href')
        expect(value.trim(), element.outerHTML).toMatch(/^(\/(?!\/)|#|https?:|mailto:)/i)
      if (name === 'src' && !(uploadsUrl && value.startsWith(`${uploadsUrl}/`)))
        expect(value, element.outerHTML).toMatch(/^\/(?!\/)/)
    }
  }
  expect(window.__pwned).toBeUndefined()
}

test('headings, lists, emphasis, links and the shop’s pictures are shown', () => {
  const root = renderMarkdown(
    [
      '# Our story',
      '',
      'We make **sturdy** tees with *care*.',
      '',
      '## What we care about',
      '',
      '- Quality fabrics',
      '- Fair making',
      '',
      '1. Write to us',
      '2. Send it back',
      '',
      '### Say hello',
      '',
      'Visit the [Contact page](/contact), [our Instagram](https://www.instagram.com/slide) or [write to us](mailto:hello@example.com).',
      '',
      '![Our workshop](/uploads/0123abcd.w800.webp)',
    ].join('\n'),
  )

  // The page's own title is its one h1: a `#` in the text is a section heading.
  expect(within(root as HTMLElement).queryByRole('heading', { level: 1 })).toBeNull()
  expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'What we care about' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 3, name: 'Say hello' })).toBeInTheDocument()
  expect(screen.getByText('sturdy').tagName).toBe('STRONG')
  expect(screen.getByText('care').tagName).toBe('EM')
  const [bullets, steps] = screen.getAllByRole('list')
  expect(bullets?.tagName).toBe('UL')
  expect(
    within(bullets as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Quality fabrics', 'Fair making'])
  expect(steps?.tagName).toBe('OL')

  expect(screen.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact')
  const external = screen.getByRole('link', { name: 'our Instagram' })
  expect(external).toHaveAttribute('href', 'https://www.instagram.com/slide')
  expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  const mail = screen.getByRole('link', { name: 'write to us' })
  expect(mail).toHaveAttribute('href', 'mailto:hello@example.com')
  expect(mail).not.toHaveAttribute('rel')
  expect(screen.getByRole('img', { name: 'Our workshop' })).toHaveAttribute(
    'src',
    '/uploads/0123abcd.w800.webp',
  )
  expectInert(root)
})

describe('hostile Markdown is rendered inert', () => {
  test('a script element is neither kept nor run', () => {
    const root = renderMarkdown('Hello\n\n<script>window.__pwned = true; alert(1)</script>\n\nBye')
    expect(root.textContent).toContain('Hello')
    expect(root.textContent).toContain('Bye')
    expect(root.textContent).not.toContain('__pwned')
    expectInert(root)
  })

  test('raw HTML with event handlers is dropped, inline or as a block', () => {
    const root = renderMarkdown(
      [
        'Look: <img src=x onerror="window.__pwned = true"> here.',
        '',
        '<div onclick="window.__pwned = true">Click me</div>',
        '',
        'A <a href="javascript:window.__pwned = true">raw link</a> and <b onmouseover="alert(1)">bold</b>.',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<svg onload="alert(1)"><script>alert(1)</script></svg>',
        '',
        '<style>body { display: none }</style>',
      ].join('\n'),
    )
    expect(root.querySelectorAll('img, a, div, b')).toHaveLength(0)
    expect(root.textContent).toContain('Look:  here.')
    expectInert(root)
  })

  test.each([
    '[x](javascript:window.__pwned=true)',
    '[x](JaVaScRiPt:window.__pwned=true)',
    '[x](  javascript:alert(1)  )',
    '[x](<java\tscript:alert(1)>)',
    '[x](&#106;avascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('a link to %j keeps its words and leads nowhere', (text) => {
    const root = renderMarkdown(text)
    expect(root.querySelectorAll('a')).toHaveLength(0)
    expect(root.textContent.length).toBeGreaterThan(0)
    expectInert(root)
  })

  test.each([
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
    '![x](https://evil.example/tracker.gif)',
    '![x](//evil.example/tracker.gif)',
    '![x](javascript:alert(1))',
    '![x](x" onerror="alert(1))',
  ])('a picture from %j is left out', (text) => {
    const root = renderMarkdown(text)
    expect(root.querySelectorAll('img')).toHaveLength(0)
    expectInert(root)
  })

  test('attributes written in Markdown never reach the page', () => {
    const root = renderMarkdown(
      '[x](/contact "title\\" onclick=\\"alert(1)") and ![y](/uploads/a.webp "t\\" onerror=\\"alert(1)")',
    )
    expect(root.querySelector('a')).toHaveAttribute('href', '/contact')
    expect(root.querySelector('img')).toHaveAttribute('src', '/uploads/a.webp')
    expectInert(root)
  })
})

describe('with uploads in a bucket (S3_PUBLIC_URL)', () => {
  const uploadsUrl = 'https://cdn.example.com/shop'

  test('a picture uploaded to the bucket is shown, one from another origin is not', async () => {
    server.use(
      http.get('/api/settings', () => HttpResponse.json({ ...TEST_SHOP_SETTINGS, uploadsUrl })),
    )
    const root = renderMarkdown(
      [
        '![Our workshop](https://cdn.example.com/shop/0123abcd.w800.webp)',
        '',
        '![x](https://evil.example/tracker.gif)',
        '',
        '![y](https://cdn.example.com.evil.example/shop/0123abcd.w800.webp)',
        '',
        '![z](https://cdn.example.com/other/tracker.gif)',
      ].join('\n'),
    )
    expect(await screen.findByRole('img', { name: 'Our workshop' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/shop/0123abcd.w800.webp',
    )
    expect(root.querySelectorAll('img')).toHaveLength(1)
    expectInert(root, uploadsUrl)
  })

  test('a shop without a bucket does not show a picture from that address', async () => {
    const { store } = renderWithProviders(
      <Markdown text="![Our workshop](https://cdn.example.com/shop/0123abcd.w800.webp)" />,
    )
    // Once the settings are read (without `uploadsUrl`), the picture stays out.
    await waitFor(() => {
      expect(store.getState().api.queries['getSettings(undefined)']?.status).toBe('fulfilled')
    })
    expect(screen.queryByRole('img')).toBeNull()
  })
})
