import type { Options as SanitizeSchema } from 'rehype-sanitize'

/**
 * What a shop page's Markdown may become (docs/decisions/030): the elements plain Markdown makes,
 * and of their attributes only a link's address and title and a picture's address, text and
 * title. No class, style, id or event handler, whatever the text says. rehype-sanitize applies it
 * to the tree before React renders a single element.
 */
export const SHOP_PAGE_SCHEMA: SanitizeSchema = {
  tagNames: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
  // Relative addresses pass here; shop-urls.ts decides what each may lead to.
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  // Their text goes too, should such an element ever reach the tree.
  strip: ['script', 'style'],
  allowComments: false,
  allowDoctypes: false,
}
