import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, readResultCount, resultCount, snap, test } from './fixtures.js'

/** The fields of a product these tests check cards against (docs/product-rules.md § Catalogue). */
interface ApiProduct {
  _id: string
  name: string
  category: string
  gender: string
  collections: string
  variants: { size: string; color: string }[]
}

interface ApiFilters {
  collections: { name: string; slug: string }[]
}

/** The whole catalogue by id, page after page (the API pages at most 100 at a time). */
async function fetchCatalogue(request: APIRequestContext): Promise<Map<string, ApiProduct>> {
  const byId = new Map<string, ApiProduct>()
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/products?limit=100&page=${String(page)}`)
    expect(response.ok()).toBe(true)
    const products = (await response.json()) as ApiProduct[]
    for (const product of products) byId.set(product._id, product)
    if (products.length === 0 || byId.size >= Number(response.headers()['x-total-count'])) break
  }
  return byId
}

const productList = (page: Page) => page.getByRole('region', { name: 'Products' })
const productCards = (page: Page) => productList(page).locator('a[href^="/product/"]')
/** "64 products" under the page's heading. */

/** Waits until the list shows the current filters' products, then returns their ids. */
async function shownProductIds(page: Page): Promise<string[]> {
  await expect(productList(page).locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(productCards(page).first()).toBeVisible()
  const hrefs = await productCards(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
  return hrefs.map((href) => decodeURIComponent(href.replace('/product/', '')))
}

function productsOf(ids: string[], catalogue: Map<string, ApiProduct>): ApiProduct[] {
  return ids.map((id) => {
    const product = catalogue.get(id)
    if (!product) throw new Error(`The shop shows a product the API does not list: ${id}`)
    return product
  })
}

/** Either every match is shown, or the rest waits behind "Load more". */
async function expectWholeListOrMore(page: Page, shownCount: number, total: number) {
  expect(shownCount).toBeLessThanOrEqual(total)
  if (shownCount < total)
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible()
  else await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
}

const radio = (scope: Locator, group: string, name: string) =>
  scope.getByRole('group', { name: group }).getByRole('radio', { name, exact: true })

test('filters narrow the shop to matching products and survive a reload', async ({
  page,
  request,
}) => {
  const catalogue = await fetchCatalogue(request)
  await page.goto('/collections/all')
  await expect(page.getByRole('heading', { level: 1, name: 'All Collection' })).toBeVisible()
  const everything = await readResultCount(page)

  const filters = page.getByRole('complementary', { name: 'Filters' })
  await radio(filters, 'Gender', 'Women').check()
  await radio(filters, 'Category', 'Bottom Wear').check()
  await filters.getByRole('checkbox', { name: 'M', exact: true }).check()

  await expect(page).toHaveURL(/[?&]gender=Women(&|$)/)
  await expect(page).toHaveURL(/[?&]category=Bottom(\+|%20)Wear(&|$)/)
  await expect(page).toHaveURL(/[?&]size=M(&|$)/)
  await expect.poll(() => readResultCount(page)).toBeLessThan(everything)
  const narrowed = await readResultCount(page)
  expect(narrowed).toBeGreaterThan(0)

  const shown = productsOf(await shownProductIds(page), catalogue)
  await expectWholeListOrMore(page, shown.length, narrowed)
  for (const product of shown) {
    expect(product.gender, product.name).toBe('Women')
    expect(product.category, product.name).toBe('Bottom Wear')
    expect(
      product.variants.map((variant) => variant.size),
      product.name,
    ).toContain('M')
  }
  await expect(page.getByRole('button', { name: 'Remove Gender: Women' })).toBeVisible()
  await snap(page, 'shop')

  await page.reload()
  await expect(radio(filters, 'Gender', 'Women')).toBeChecked()
  await expect(radio(filters, 'Category', 'Bottom Wear')).toBeChecked()
  await expect(filters.getByRole('checkbox', { name: 'M', exact: true })).toBeChecked()
  await expect(resultCount(page)).toHaveText(
    `${String(narrowed)} ${narrowed === 1 ? 'product' : 'products'}`,
  )

  await filters.getByRole('button', { name: 'Clear all' }).click()
  await expect(page).toHaveURL('/collections/all')
  await expect(resultCount(page)).toHaveText(`${String(everything)} products`)
})

test('a search from the header lists the matching products', async ({ page, request }) => {
  const catalogue = await fetchCatalogue(request)
  await page.goto('/collections/all')
  // The header drawn while the page's code loads is replaced by the page's own: search once it is in.
  await expect(page.getByRole('heading', { level: 1, name: 'All Collection' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click()
  await page.getByRole('combobox', { name: 'Search products' }).fill('jea')
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()

  await expect(page).toHaveURL('/collections/all?search=jea')
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "jea"' })).toBeVisible()
  await expect(page).toHaveTitle(/Results for "jea"/)
  const shown = productsOf(await shownProductIds(page), catalogue)
  expect(shown.length).toBeGreaterThan(0)
  // Ranked by relevance: the best matches are jeans by name.
  expect(shown[0]?.name).toMatch(/jean/i)
  expect(shown.filter((product) => /jean/i.test(product.name)).length).toBeGreaterThanOrEqual(
    Math.ceil(shown.length / 2),
  )
  await snap(page, 'search')
})

test('a collection page shows only the products of its collection', async ({ page, request }) => {
  const catalogue = await fetchCatalogue(request)
  const filtersResponse = await request.get('/api/products/filters')
  expect(filtersResponse.ok()).toBe(true)
  const { collections } = (await filtersResponse.json()) as ApiFilters
  const collection = collections[0]
  if (!collection) throw new Error('The demo catalogue has no collections')
  const members = [...catalogue.values()].filter(
    (product) => product.collections === collection.name,
  )

  await page.goto(`/collections/${collection.slug}`)

  await expect(page.getByRole('heading', { level: 1, name: collection.name })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(collection.name))
  await expect(resultCount(page)).toHaveText(`${String(members.length)} products`)
  const shown = productsOf(await shownProductIds(page), catalogue)
  await expectWholeListOrMore(page, shown.length, members.length)
  for (const product of shown) expect(product.collections, product.name).toBe(collection.name)
  await expect(
    page
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('link', { name: collection.name }),
  ).toHaveAttribute('aria-current', 'page')
  await snap(page, 'collection')
})

test('Load more adds the next page of products below the first', async ({ page }) => {
  await page.goto('/collections/all')
  const total = await readResultCount(page)
  const firstPage = (await shownProductIds(page)).length
  expect(firstPage, 'the demo catalogue fills more than one page').toBeLessThan(total)

  await page.getByRole('button', { name: 'Load more' }).click()

  const expected = Math.min(firstPage * 2, total)
  await expect(productCards(page)).toHaveCount(expected)
  // Keyboard users carry on at the first new product.
  await expect(productCards(page).nth(firstPage)).toBeFocused()
  await expect(
    page.getByText(`Showing ${String(expected)} of ${String(total)} products`),
  ).toBeVisible()
  const ids = await shownProductIds(page)
  expect(new Set(ids).size, 'no product twice').toBe(ids.length)
})

test('on a phone the Filters button opens the filters in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/collections/all?gender=Men')
  const everything = await readResultCount(page)
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()

  await page.getByRole('button', { name: 'Filters, 1 active' }).click()

  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  await expect(radio(drawer, 'Gender', 'Men')).toBeChecked()
  await radio(drawer, 'Category', 'Top Wear').check()
  await expect(page).toHaveURL(/[?&]category=Top(\+|%20)Wear(&|$)/)
  await expect.poll(() => readResultCount(page)).toBeLessThan(everything)

  await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeFocused()
})
