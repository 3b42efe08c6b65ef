/** What search engines show under a page's title: about one sentence (docs/server-rendering.md). */
export const MAX_DESCRIPTION_LENGTH = 160

/** Blocks that are no paragraph of prose: headings, pictures, lists, quotes, code, raw HTML. */
const NOT_PROSE = /^(#|!\[|[-*+]\s|\d+[.)]\s|>|```|~~~|<|\||---|\*\*\*|___)/

/**
 * A page's meta description, from the first paragraph of its Markdown: the words only (links
 * keep their text, emphasis marks and raw HTML go), cut at a word to about one sentence.
 * It only ever becomes an attribute's text, which React escapes.
 */
export function describePage(markdown: string): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block !== '' && !NOT_PROSE.test(block)) ?? ''
  const words = paragraph
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  if (words.length <= MAX_DESCRIPTION_LENGTH) return words
  const cut = words.slice(0, MAX_DESCRIPTION_LENGTH - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`
}
