/**
 * docs/product-rules.md § Screens, Product detail: a description is split by line, and lines starting with a bullet
 * are list items. Consecutive bullet lines form one list; other lines are paragraphs.
 */
export type DescriptionBlock =
  { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

/**
 * "• item" (space optional), "- item" and "* item". A dash or star needs the space after it, so a
 * line such as "-20% on rainy days" or "*Limited run" stays a sentence.
 */
const BULLET_LINE = /^(?:•\s*|[-*]\s+)(?<item>.*)$/

function readLines(description: string): string[] {
  return description
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

export function parseDescription(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = []
  for (const line of readLines(description)) {
    const item = BULLET_LINE.exec(line)?.groups?.item?.trim()
    if (item === undefined) {
      blocks.push({ kind: 'paragraph', text: line })
      continue
    }
    if (item === '') continue
    const previous = blocks.at(-1)
    if (previous?.kind === 'list') previous.items.push(item)
    else blocks.push({ kind: 'list', items: [item] })
  }
  return blocks
}

/** The first line of a description, without its bullet: the page's meta description. */
export function getDescriptionSummary(description: string): string | undefined {
  const first = readLines(description)[0]
  if (first === undefined) return undefined
  return (BULLET_LINE.exec(first)?.groups?.item ?? first).trim() || undefined
}
