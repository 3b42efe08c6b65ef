import type { Locator, Page } from '@playwright/test'
import { expect, readResultCount, test } from './fixtures.js'

/** The shop and the Back button: filters as history entries, the loaded pages and the place on them. */

const PAGE_SIZE = 24

const productList = (page: Page) => page.getByRole('region', { name: 'Products' })
const productCards = (page: Page) => productList(page).locator('a[href^="/product/"]')
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' })
const radio = (scope: Locator, group: string, name: string) =>
  scope.getByRole('group', { name: group }).getByRole('radio', { name, exact: true })

test('each filter change is a history entry: Back takes back the last one', async ({ page }) => {
  await page.goto('/collections/all')
  const everything = await readResultCount(page)
  const filters = sidebar(page)

  await radio(filters, 'Gender', 'Women').check()
  await expect(page).toHaveURL(/\/collections\/all\?gender=Women$/)
  const women = await readResultCount(page)
  expect(women).toBeLessThan(everything)

  await filters.getByRole('checkbox', { name: 'M', exact: true }).check()
  await expect(page).toHaveURL(/\?gender=Women&size=M$/)

  // A typed price is one entry, not one per key.
  await filters.getByRole('spinbutton', { name: 'Max price' }).pressSequentially('80')
  await filters.getByRole('spinbutton', { name: 'Max price' }).press('Enter')
  await expect(page).toHaveURL(/\?gender=Women&size=M&maxPrice=80$/)

  await page.goBack()
  await expect(page).toHaveURL(/\?gender=Women&size=M$/)
  await expect(filters.getByRole('spinbutton', { name: 'Max price' })).toHaveValue('')

  await page.goBack()
  await expect(page).toHaveURL(/\?gender=Women$/)
  await expect(filters.getByRole('checkbox', { name: 'M', exact: true })).not.toBeChecked()
  await expect(radio(filters, 'Gender', 'Women')).toBeChecked()
  expect(await readResultCount(page)).toBe(women)

  await page.goBack()
  await expect(page).toHaveURL(/\/collections\/all$/)
  await expect(radio(filters, 'Gender', 'All')).toBeChecked()
  expect(await readResultCount(page)).toBe(everything)

  await page.goForward()
  await expect(page).toHaveURL(/\?gender=Women$/)
  await expect(radio(filters, 'Gender', 'Women')).toBeChecked()
})

test('Back from a product brings back the loaded pages at the same place, and so does a reload', async ({
  page,
}) => {
  await page.goto('/collections/all')
  const total = await readResultCount(page)
  // The seeded catalogue fills more than two pages.
  expect(total).toBeGreaterThan(PAGE_SIZE * 2)
  const loaded = Math.min(total, PAGE_SIZE * 3)

  for (const shown of [PAGE_SIZE * 2, loaded]) {
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(productCards(page)).toHaveCount(shown)
  }
  await expect(
    page.getByText(`Showing ${String(loaded)} of ${String(total)} products`),
  ).toBeVisible()

  // A card of the third page, scrolled to the middle of the window.
  const card = productCards(page).nth(PAGE_SIZE * 2 + 1)
  await card.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' })
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const scrolled = await page.evaluate(() => window.scrollY)
  const name = (await card.getByRole('heading').textContent()) ?? ''

  await card.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  await page.goBack()
  await expect(productCards(page)).toHaveCount(loaded)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(productCards(page).nth(PAGE_SIZE * 2 + 1)).toBeInViewport()

  // A reload fetches every page afresh; the entry keeps its pages and its place.
  await page.reload()
  await expect(productCards(page)).toHaveCount(loaded)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})
