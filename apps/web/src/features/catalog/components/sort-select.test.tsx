import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { SortSelect } from './sort-select'

test('choosing an order puts it in the address as sortBy, and Default takes it out', async () => {
  const { user, router } = renderWithProviders(<SortSelect />, {
    route: '/collections/all?gender=Women',
  })
  const select = screen.getByRole('combobox', { name: 'Sort by' })
  expect(select).toHaveDisplayValue('Default')
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Default',
    'Price: Low to High',
    'Price: High to Low',
    'Popularity',
    'Newest',
  ])

  await user.selectOptions(select, 'Price: Low to High')
  expect(router.state.location.search).toBe('?gender=Women&sortBy=priceAsc')
  expect(select).toHaveDisplayValue('Price: Low to High')

  await user.selectOptions(select, 'Default')
  expect(router.state.location.search).toBe('?gender=Women')
})

test('an order from the address is shown as chosen', () => {
  renderWithProviders(<SortSelect />, { route: '/collections/all?sortBy=newest' })
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest')
})

test('an unknown order in the address reads as Default', () => {
  renderWithProviders(<SortSelect />, { route: '/collections/all?sortBy=cheapest' })
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Default')
})
