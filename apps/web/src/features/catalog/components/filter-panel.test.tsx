import type { ProductFilters } from '@shop/shared/catalog'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { resolveFilterOptions, EMPTY_FILTERS } from '../product-filters'
import { FilterPanel } from './filter-panel'

const fromServer: ProductFilters = {
  categories: ['Bottom Wear', 'Top Wear'],
  genders: ['Men', 'Women'],
  colors: ['Black', 'Navy', 'White'],
  sizes: ['S', 'M', 'L'],
  materials: ['Cotton', 'Denim'],
  brands: ['Coastline', 'Northfold'],
  collections: [{ name: 'Denim Edit', slug: 'denim-edit' }],
  price: { min: 12, max: 140 },
}
const options = resolveFilterOptions(fromServer, EMPTY_FILTERS)

function renderPanel(route: string) {
  const rendered = renderWithProviders(<FilterPanel options={options} />, { route })
  // Spaces read as spaces, commas stay commas: compare what the address says.
  const search = () => decodeURIComponent(rendered.router.state.location.search.replace(/\+/g, ' '))
  return { ...rendered, search }
}

test('ticking sizes adds them to the address beside the other filters, unticking removes them', async () => {
  const { user, search } = renderPanel('/collections/all?search=tee&gender=Men')

  await user.click(screen.getByRole('checkbox', { name: 'M' }))
  expect(search()).toBe('?search=tee&gender=Men&size=M')
  await user.click(screen.getByRole('checkbox', { name: 'L' }))
  expect(search()).toBe('?search=tee&gender=Men&size=M,L')
  expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked()

  await user.click(screen.getByRole('checkbox', { name: 'M' }))
  expect(search()).toBe('?search=tee&gender=Men&size=L')
  expect(screen.getByRole('checkbox', { name: 'M' })).not.toBeChecked()
})

test('a colour swatch is a named toggle that puts its colour in the address', async () => {
  const { user, search } = renderPanel('/collections/all')
  const navy = screen.getByRole('button', { name: 'Navy' })
  expect(navy).toHaveAttribute('aria-pressed', 'false')

  await user.click(navy)

  expect(search()).toBe('?color=Navy')
  expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true')
})

test('a filter from a shared link shows as chosen, whatever its case', () => {
  renderPanel('/collections/all?size=m&color=black&material=Denim&category=bottom+wear')

  expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('checkbox', { name: 'Denim' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'Bottom Wear' })).toBeChecked()
})

test('a category is one choice at a time, and All takes it away', async () => {
  const { user, search } = renderPanel('/collections/all?size=S')
  const category = within(screen.getByRole('group', { name: 'Category' }))
  expect(category.getByRole('radio', { name: 'All' })).toBeChecked()

  await user.click(screen.getByRole('radio', { name: 'Top Wear' }))
  expect(search()).toBe('?category=Top Wear&size=S')
  await user.click(screen.getByRole('radio', { name: 'Bottom Wear' }))
  expect(search()).toBe('?category=Bottom Wear&size=S')

  await user.click(category.getByRole('radio', { name: 'All' }))
  expect(search()).toBe('?size=S')
  expect(category.getByRole('radio', { name: 'All' })).toBeChecked()
})

test('a price applies once the shopper leaves the field, not on every key', async () => {
  const { user, search } = renderPanel('/collections/all?gender=Women')
  const min = screen.getByRole('spinbutton', { name: 'Min price' })
  expect(min).toHaveAttribute('placeholder', '12')
  expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveAttribute(
    'placeholder',
    '140',
  )

  await user.type(min, '45')
  expect(search()).toBe('?gender=Women')

  await user.tab()
  expect(search()).toBe('?gender=Women&minPrice=45')

  await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '90{Enter}')
  expect(search()).toBe('?gender=Women&minPrice=45&maxPrice=90')
})

test('a price changed in the address replaces what the field shows', async () => {
  const { router } = renderPanel('/collections/all?minPrice=30')
  expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(30)

  await router.navigate('/collections/all')

  await waitFor(() => {
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(null)
  })
})

test('the collections are links, the current one marked as the page', () => {
  renderPanel('/collections/denim-edit')

  const collections = screen.getByRole('navigation', { name: 'Collections' })
  expect(collections).toContainElement(screen.getByRole('link', { name: 'All products' }))
  expect(screen.getByRole('link', { name: 'Denim Edit' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
})

test('each filter change is a history entry: Back takes back the last one', async () => {
  const { user, search, router } = renderPanel('/collections/all')

  await user.click(screen.getByRole('checkbox', { name: 'M' }))
  await user.click(screen.getByRole('radio', { name: 'Women' }))
  expect(search()).toBe('?gender=Women&size=M')

  await router.navigate(-1)
  await waitFor(() => {
    expect(screen.getByRole('radio', { name: 'Women' })).not.toBeChecked()
  })
  expect(search()).toBe('?size=M')
  expect(screen.getByRole('checkbox', { name: 'M' })).toBeChecked()

  await router.navigate(-1)
  await waitFor(() => {
    expect(screen.getByRole('checkbox', { name: 'M' })).not.toBeChecked()
  })
  expect(search()).toBe('')
})

test('a typed price is one history entry, not one per key', async () => {
  const { user, search, router } = renderPanel('/collections/all?size=S')

  await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '125{Enter}')
  expect(search()).toBe('?size=S&maxPrice=125')

  await router.navigate(-1)
  await waitFor(() => {
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(null)
  })
  expect(search()).toBe('?size=S')
})

describe('counts', () => {
  const withCounts = resolveFilterOptions(
    {
      ...fromServer,
      counts: {
        category: { 'Bottom Wear': 7, 'Top Wear': 0 },
        gender: { Men: 3, Women: 4 },
        color: { Black: 5, Navy: 1, White: 0 },
        size: { S: 2, M: 12, L: 0 },
        material: { Cotton: 6, Denim: 1 },
        brand: { Coastline: 4, Northfold: 3 },
      },
    },
    EMPTY_FILTERS,
  )

  test('each value shows how many products it would show, read out with the value', () => {
    renderWithProviders(<FilterPanel options={withCounts} />, { route: '/collections/all' })

    const size = within(screen.getByRole('group', { name: 'Size' }))
    expect(size.getByText('(12)')).toBeVisible()
    expect(size.getByRole('checkbox', { name: 'M' })).toHaveAccessibleDescription('12 matches')
    expect(screen.getByRole('checkbox', { name: 'Denim' })).toHaveAccessibleDescription('1 match')
    expect(screen.getByRole('radio', { name: 'Bottom Wear' })).toHaveAccessibleDescription(
      '7 matches',
    )
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAccessibleDescription('1 match')
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('title', 'Navy (1)')
    // "All" is no value of its own: it has no count.
    const category = within(screen.getByRole('group', { name: 'Category' }))
    expect(category.getByRole('radio', { name: 'All' })).not.toHaveAccessibleDescription()
  })

  test('a value no product would show says so, muted but still there to choose', async () => {
    const { user, router } = renderWithProviders(<FilterPanel options={withCounts} />, {
      route: '/collections/all',
    })

    const large = screen.getByRole('checkbox', { name: 'L' })
    expect(large).toHaveAccessibleDescription('No matches')
    expect(large.closest('label')).toHaveClass('text-stone-500')
    expect(screen.getByRole('checkbox', { name: 'M' }).closest('label')).not.toHaveClass(
      'text-stone-500',
    )
    expect(screen.getByRole('button', { name: 'White' })).toHaveAccessibleDescription('No matches')

    await user.click(large)
    expect(router.state.location.search).toBe('?size=L')
  })

  test('without counts (an older answer, or none yet) the values show none', () => {
    renderPanel('/collections/all')

    expect(screen.getByRole('checkbox', { name: 'M' })).not.toHaveAccessibleDescription()
    expect(screen.queryByText('(12)')).not.toBeInTheDocument()
  })
})
