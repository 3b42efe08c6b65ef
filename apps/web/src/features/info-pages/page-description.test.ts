import { expect, test } from 'vitest'
import { describePage, MAX_DESCRIPTION_LENGTH } from './page-description'

test('the first paragraph of prose describes the page, in plain words', () => {
  expect(
    describePage(
      '## Rates\n\n- Standard\n\n![Parcel](/uploads/a.webp)\n\nWe ship **fast** with [our carrier](https://example.com) <b>today</b>.\n\nMore.',
    ),
  ).toBe('We ship fast with our carrier today.')
})

test('a long paragraph is cut at a word, within the length a search result shows', () => {
  const description = describePage(`${'Soft cotton tees, '.repeat(20)}and more.`)
  expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
  expect(description).toMatch(/ (Soft|cotton|tees)…$/)
})

test('a page of headings and lists only has no description of its own', () => {
  expect(describePage('# Terms\n\n- One\n- Two')).toBe('')
})
