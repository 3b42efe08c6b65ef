import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { resolveFilterOptions, EMPTY_FILTERS } from '../product-filters'
import { ActiveFilterChips } from './active-filter-chips'
import { FilterSidebar } from './filter-sidebar'

const options = resolveFilterOptions(undefined, EMPTY_FILTERS)

test('clear all removes every filter but keeps the search and the order', async () => {
  const { user, router } = renderWithProviders(<FilterSidebar options={options} />, {
    route:
      '/collections/all?search=tee&sortBy=priceDesc&gender=Men&size=S,M&color=Black&minPrice=10',
  })
  const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }))
  expect(sidebar.getByRole('checkbox', { name: 'S' })).toBeChecked()

  await user.click(sidebar.getByRole('button', { name: 'Clear all' }))

  expect(router.state.location.search).toBe('?search=tee&sortBy=priceDesc')
  expect(sidebar.getByRole('checkbox', { name: 'S' })).not.toBeChecked()
  expect(sidebar.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(null)
  expect(sidebar.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument()
})

test('each active filter is a chip that removes itself alone', async () => {
  const { user, router } = renderWithProviders(<ActiveFilterChips />, {
    route: '/collections/all?gender=Women&size=S,M&minPrice=20&maxPrice=80',
  })
  const chips = within(screen.getByRole('list', { name: 'Active filters' }))
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'Women',
    'Size S',
    'Size M',
    '$20 – $80',
  ])

  await user.click(chips.getByRole('button', { name: 'Remove Size S' }))
  expect(router.state.location.search).toBe('?gender=Women&size=M&minPrice=20&maxPrice=80')

  await user.click(chips.getByRole('button', { name: 'Remove Price $20 – $80' }))
  await user.click(chips.getByRole('button', { name: 'Remove Gender: Women' }))
  expect(router.state.location.search).toBe('?size=M')
})

test('without filters there are no chips', () => {
  renderWithProviders(<ActiveFilterChips />, { route: '/collections/all?search=tee' })
  expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument()
})
