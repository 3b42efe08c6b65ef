import { expect, snap, test } from './fixtures.js'

// docs/product-rules.md § Limits. The e2e workspace tests the built app from outside, so it restates the numbers.
const STRIP_SCROLL_PX = 300
const HOME_WOMENS_BOTTOM_WEAR_COUNT = 8

test("the home page shows the hero, the new arrivals, the best seller, women's bottom wear and the promises", async ({
  page,
}) => {
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const hero = page.getByRole('region', { name: 'Featured looks' })
  // Pausing keeps the first picture for the checks and the screenshots (WCAG 2.2.2).
  await hero.getByRole('button', { name: 'Pause slideshow' }).click()
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  const heroPicture = hero.getByRole('img')
  await expect(heroPicture).toBeVisible()
  await expect
    .poll(() =>
      heroPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true)

  const newArrivals = page.getByRole('list', { name: 'New arrivals' })
  await expect(newArrivals.getByRole('listitem').first()).toBeVisible()
  const firstArrival = newArrivals.getByRole('listitem').first()
  await expect(firstArrival.getByRole('img')).toHaveAttribute('alt', /\S/)
  await expect(firstArrival).toContainText('$')

  const women = page.getByRole('region', { name: "Women's Bottom Wear" })
  await expect(women.getByRole('listitem')).toHaveCount(HOME_WOMENS_BOTTOM_WEAR_COUNT)
  await expect(women.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/product\//,
  )

  await expect(page.getByRole('heading', { name: 'Best Seller' })).toBeVisible()

  const promises = page.getByRole('region', { name: 'Why shop with us' })
  await expect(promises).toContainText('Free international shipping')
  await expect(promises).toContainText('On all orders over $100')
  await expect(promises).toContainText('30 days return')
  await expect(promises).toContainText('Money back guarantee')
  await expect(promises).toContainText('Secure checkout')

  await snap(page, 'home')

  await hero.getByRole('link', { name: 'Shop Now' }).click()
  await expect(page).toHaveURL(/\/collections\/all$/)
})

test('the new arrivals arrows scroll 300 px and stop at either end', async ({ page }) => {
  await page.goto('/')
  const strip = page.getByRole('list', { name: 'New arrivals' })
  await expect(strip.getByRole('listitem').first()).toBeVisible()
  const left = page.getByRole('button', { name: 'Scroll left' })
  const right = page.getByRole('button', { name: 'Scroll right' })
  await strip.scrollIntoViewIfNeeded()

  await expect(left).toBeDisabled()
  await expect(right).toBeEnabled()

  await right.click()
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBe(STRIP_SCROLL_PX)
  await expect(left).toBeEnabled()

  // Keep going right until the end of the strip disables the arrow.
  // Each click waits for the smooth scroll to land 300 px further, or at the end.
  for (let click = 0; click < 20 && (await right.isEnabled()); click++) {
    const expected = await strip.evaluate(
      (list, step) => Math.min(list.scrollLeft + step, list.scrollWidth - list.clientWidth),
      STRIP_SCROLL_PX,
    )
    await right.click()
    await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeCloseTo(expected, 0)
  }
  await expect(right).toBeDisabled()
  expect(
    await strip.evaluate((list) => list.scrollLeft + list.clientWidth >= list.scrollWidth - 1),
  ).toBe(true)
})

test('dragging the new arrivals with the mouse scrolls them without opening a product', async ({
  page,
}) => {
  await page.goto('/')
  const strip = page.getByRole('list', { name: 'New arrivals' })
  const secondItem = strip.getByRole('listitem').nth(1)
  await expect(secondItem).toBeVisible()
  await strip.scrollIntoViewIfNeeded()
  const box = await secondItem.boundingBox()
  if (!box) throw new Error('The second new arrival has no box.')

  const y = box.y + box.height / 3
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 - 100, y, { steps: 5 })
  await page.mouse.move(box.x + box.width / 2 - 200, y, { steps: 5 })
  await page.mouse.up()

  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(150)
  await expect(page.getByRole('button', { name: 'Scroll left' })).toBeEnabled()
  expect(new URL(page.url()).pathname).toBe('/')
})
