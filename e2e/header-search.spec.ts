import type { APIRequestContext, Page } from '@playwright/test'
import { expect, snap, test } from './fixtures.js'

interface Suggestion {
  _id: string
  name: string
}

async function fetchSuggestions(request: APIRequestContext, typed: string): Promise<Suggestion[]> {
  const response = await request.get(`/api/products/suggestions?q=${encodeURIComponent(typed)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Suggestion[]
}

/** Opens the header's search on the shop page, once the page's own header is in. */
async function openHeaderSearch(page: Page) {
  await page.goto('/collections/all')
  await expect(page.getByRole('heading', { level: 1, name: 'All Collection' })).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click()
  return page.getByRole('combobox', { name: 'Search products' })
}

const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggested products' })

test('typing in the header suggests products; the keyboard picks one and opens its page', async ({
  page,
  request,
}) => {
  const expected = await fetchSuggestions(request, 'jea')
  expect(expected.length).toBeGreaterThan(1)
  const second = expected[1]
  if (!second) throw new Error('Fewer than two suggestions for "jea"')

  const field = await openHeaderSearch(page)
  await field.pressSequentially('jea')
  await expect(suggestionList(page)).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const options = suggestionList(page).getByRole('option')
  await expect(options).toHaveCount(expected.length)
  await expect(options.first()).toContainText(expected[0]?.name ?? '')
  await snap(page, 'header-search-suggestions')

  await field.press('ArrowDown')
  await field.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  )
  await field.press('Enter')

  await expect(page).toHaveURL(`/product/${second._id}`)
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible()
})

test('on a phone the suggestions fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const field = await openHeaderSearch(page)
  await field.pressSequentially('jea')
  const list = suggestionList(page)
  await expect(list).toBeVisible()
  const box = await list.boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true)
  await field.press('Escape')
  await expect(list).toBeHidden()
  await expect(field).toHaveValue('jea')
})

test('a misspelt search shows the jeans and says which search they are for', async ({
  page,
  request,
}) => {
  const jeansResponse = await request.get('/api/products?search=jeans')
  expect(jeansResponse.ok()).toBe(true)
  const jeans = (await jeansResponse.json()) as Suggestion[]
  expect(jeans.length).toBeGreaterThan(0)
  expect(jeans[0]?.name).toMatch(/jean/i)

  const field = await openHeaderSearch(page)
  await field.fill('jeens')
  // Nothing highlighted: Enter searches the text as typed.
  await field.press('Enter')

  await expect(page).toHaveURL('/collections/all?search=jeens')
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "jeens"' })).toBeVisible()
  await expect(page.getByText('Showing results for "jeans"')).toBeVisible()
  // The very products, in the same order, that a search for "jeans" lists.
  const products = page.getByRole('region', { name: 'Products' })
  await expect(products.locator('[aria-busy="true"]')).toHaveCount(0)
  const cards = products.locator('a[href^="/product/"]')
  await expect(cards.first()).toBeVisible()
  const shownIds = [
    ...new Set(
      (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map(
        (href) => href?.replace('/product/', ''),
      ),
    ),
  ]
  expect(shownIds).toEqual(jeans.map((product) => product._id))
  await snap(page, 'search-corrected')
})
