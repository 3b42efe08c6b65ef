import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { FilterSelect, ListPager, SearchBox, SortHeader, defineList, useListState } from '.'

const LIST = defineList({
  sortFields: ['name', 'price'],
  defaultSort: 'name',
  filters: { stock: ['low', 'out'] },
})

/** A list's controls over nothing: what they write is read back from the address. */
function Harness() {
  const { state, setPage, setSearch, setSort, setFilter } = useListState(LIST)
  return (
    <>
      <SearchBox label="Search products" value={state.search} onSearch={setSearch} />
      <FilterSelect
        label="Stock"
        value={state.filters.stock ?? ''}
        options={[
          { value: 'low', label: 'Low stock' },
          { value: 'out', label: 'Out of stock' },
        ]}
        onChange={(value) => {
          setFilter('stock', value)
        }}
      />
      <table>
        <thead>
          <tr>
            <SortHeader label="Name" field="name" sort={state.sort} onSort={setSort} />
            <SortHeader
              label="Price"
              field="price"
              sort={state.sort}
              onSort={setSort}
              descendingFirst
            />
          </tr>
        </thead>
      </table>
      <ListPager
        page={state.page}
        pageSize={25}
        total={60}
        noun={['product', 'products']}
        onPageChange={setPage}
      />
    </>
  )
}

const renderHarness = (route = '/admin/products') => renderWithProviders(<Harness />, { route })

test('the controls show the state of the address', async () => {
  renderHarness('/admin/products?page=2&search=tee&sort=-price&stock=out')

  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('tee')
  expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('out')
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort')
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
  expect(screen.getByText('60 products')).toBeInTheDocument()
})

test('turning pages writes the page, and page 1 leaves the address clean', async () => {
  const { user, router } = renderHarness()

  await user.click(screen.getByRole('button', { name: /Next/ }))
  expect(router.state.location.search).toBe('?page=2')
  await user.click(screen.getByRole('button', { name: /Previous/ }))
  expect(router.state.location.search).toBe('')
})

test('a search is written once typing pauses, back at page 1, and Back undoes it', async () => {
  const { user, router } = renderHarness('/admin/products?page=3')

  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'drift tee')

  await expect.poll(() => router.state.location.search).toBe('?search=drift+tee')
  await act(() => router.navigate(-1))
  expect(router.state.location.search).toBe('?page=3')
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')
})

test('a sort header sorts, turns round on a second click and says so in aria-sort', async () => {
  const { user, router } = renderHarness()

  await user.click(screen.getByRole('button', { name: 'Price' }))
  expect(router.state.location.search).toBe('?sort=-price')
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await user.click(screen.getByRole('button', { name: 'Price' }))
  expect(router.state.location.search).toBe('?sort=price')
  // Back to the default sort: out of the address.
  await user.click(screen.getByRole('button', { name: 'Name' }))
  await user.click(screen.getByRole('button', { name: 'Name' }))
  expect(router.state.location.search).toBe('?sort=-name')
  await user.click(screen.getByRole('button', { name: 'Name' }))
  expect(router.state.location.search).toBe('')
})

test('a filter starts again at page 1; All removes it', async () => {
  const { user, router } = renderHarness('/admin/products?page=2')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock')
  expect(router.state.location.search).toBe('?stock=low')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'All')
  expect(router.state.location.search).toBe('')
})

test('the search coming back into the address keeps a trailing space being typed', async () => {
  const { user, router } = renderHarness()
  const box = screen.getByRole('searchbox', { name: 'Search products' })

  await user.type(box, 'drift ')
  await expect.poll(() => router.state.location.search).toBe('?search=drift')
  await user.type(box, 'tee')

  await expect.poll(() => router.state.location.search).toBe('?search=drift+tee')
  expect(box).toHaveValue('drift tee')
})
