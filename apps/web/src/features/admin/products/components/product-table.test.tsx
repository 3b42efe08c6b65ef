import { PRODUCT_DELETED_MESSAGE } from '@shop/shared/admin-products'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { makeAdminProduct } from '../admin-product.fixture'
import type { AdminProduct } from '../admin-products-api'
import { DELETE_PRODUCT_CONFIRMATION, ProductTable } from './product-table'

const server = setupTestServer()

beforeEach(() => {
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const tee = makeAdminProduct()
const cap = makeAdminProduct({
  _id: '7d0b2e8c-1f6a-4f0e-8b1d-3c5e9a2f4b61',
  name: 'Logo Cap',
  price: 19.5,
  images: [],
  variants: [{ size: 'One Size', color: 'Navy', sku: 'CAP-NVY', countInStock: 0 }],
})

const facets = {
  categories: ['Bottom Wear', 'Top Wear'],
  genders: ['Men', 'Women'],
  colors: [],
  sizes: [],
  materials: [],
  brands: [],
  collections: [],
  price: { min: 0, max: 100 },
}

/** The admin list as the server keeps it: a delete takes the product out. */
function serveCatalogue(products: AdminProduct[] = [tee, cap]) {
  let current = products
  const deleted: string[] = []
  server.use(
    http.get('*/api/products/filters', () => HttpResponse.json(facets)),
    http.get('*/api/admin/products', () =>
      HttpResponse.json(current, { headers: { 'X-Total-Count': String(current.length) } }),
    ),
    http.delete('*/api/products/:id', ({ params }) => {
      const id = String(params.id)
      deleted.push(id)
      current = current.filter((product) => product._id !== id)
      return HttpResponse.json({ message: PRODUCT_DELETED_MESSAGE })
    }),
  )
  return deleted
}

const renderTable = (route = '/admin/products') =>
  renderWithProviders(
    <>
      <ProductTable />
      <Toaster />
    </>,
    { route },
  )

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name)
  const row = cell.closest('tr')
  if (!row) throw new Error(`No row for ${name}.`)
  return within(row)
}

test('each product shows its picture, name, price with cents, SKUs, stock and an Edit link', async () => {
  serveCatalogue()
  renderTable()

  const teeRow = await rowOf('Drift Pocket Tee')
  expect(teeRow.getByRole('img', { name: 'Front of the tee' })).toBeInTheDocument()
  expect(teeRow.getByText('$36.00')).toBeInTheDocument()
  expect(teeRow.getByText('TEE-BLK-M +1 more')).toBeInTheDocument()
  expect(teeRow.getByText(/4 in stock/)).toBeInTheDocument()
  expect(teeRow.getByRole('link', { name: 'Edit Drift Pocket Tee' })).toHaveAttribute(
    'href',
    `/admin/products/${tee._id}/edit`,
  )
  const capRow = await rowOf('Logo Cap')
  expect(capRow.getByText('$19.50')).toBeInTheDocument()
  expect(capRow.getByText('CAP-NVY')).toBeInTheDocument()
  expect(capRow.getByText('Out of stock')).toBeInTheDocument()
})

test('Delete asks first; cancelling keeps the product and sends nothing', async () => {
  const deleted = serveCatalogue()
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
  const { user } = renderTable()

  await user.click((await rowOf('Logo Cap')).getByRole('button', { name: 'Delete Logo Cap' }))

  expect(confirm).toHaveBeenCalledWith(DELETE_PRODUCT_CONFIRMATION)
  expect(deleted).toEqual([])
  expect(screen.getByText('Logo Cap')).toBeInTheDocument()
})

test('a confirmed Delete removes the product from the list and says so', async () => {
  const deleted = serveCatalogue()
  vi.spyOn(window, 'confirm').mockReturnValue(true)
  const { user } = renderTable()

  await user.click((await rowOf('Logo Cap')).getByRole('button', { name: 'Delete Logo Cap' }))

  expect(await screen.findByText(PRODUCT_DELETED_MESSAGE)).toBeInTheDocument()
  await expect.poll(() => screen.queryByText('Logo Cap')).toBeNull()
  expect(deleted).toEqual([cap._id])
  expect(screen.getByText('Drift Pocket Tee')).toBeInTheDocument()
})

test('while loading it says Loading..., and a failure shows the server’s message', async () => {
  server.use(
    http.get('*/api/products/filters', () => HttpResponse.json(facets)),
    http.get('*/api/admin/products', () =>
      HttpResponse.json({ message: 'Database is asleep' }, { status: 500 }),
    ),
  )
  renderTable()

  expect(screen.getByText('Loading...')).toBeInTheDocument()
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is asleep')
})

test('with no products the list says No products found.', async () => {
  serveCatalogue([])
  renderTable()

  expect(await screen.findByText('No products found.')).toBeInTheDocument()
})

/** A catalogue of `total` products, answered a page at a time; each request is recorded. */
function servePages(total: number) {
  const products = Array.from({ length: total }, (_, index) =>
    makeAdminProduct({
      _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Product ${String(index + 1)}`,
      images: [],
      variants: [{ size: 'M', color: 'Black', sku: `SKU-${String(index)}`, countInStock: 2 }],
    }),
  )
  const requests: URLSearchParams[] = []
  server.use(
    http.get('*/api/products/filters', () => HttpResponse.json(facets)),
    http.get('*/api/admin/products', ({ request }) => {
      const params = new URL(request.url).searchParams
      requests.push(params)
      const search = (params.get('search') ?? '').toLowerCase()
      const found = products.filter((product) => product.name.toLowerCase().includes(search))
      const page = Number(params.get('page'))
      const limit = Number(params.get('limit'))
      return HttpResponse.json(found.slice((page - 1) * limit, page * limit), {
        headers: { 'X-Total-Count': String(found.length) },
      })
    }),
  )
  return requests
}

test('the table asks for 25 rows at a time, shows the total, and Next asks for page 2', async () => {
  const requests = servePages(30)
  const { user, router } = renderTable()

  expect(await screen.findByText('Product 1')).toBeInTheDocument()
  expect(screen.getByText('30 products')).toBeInTheDocument()
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
  expect(Object.fromEntries(requests[0] ?? [])).toEqual({
    page: '1',
    limit: '25',
    sort: '-createdAt',
  })

  await user.click(screen.getByRole('button', { name: /Next/ }))

  expect(await screen.findByText('Product 26')).toBeInTheDocument()
  expect(screen.queryByText('Product 1')).not.toBeInTheDocument()
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
  expect(router.state.location.search).toBe('?page=2')
  expect(requests.at(-1)?.get('page')).toBe('2')
}, 20_000)

test('a search is sent to the server, starts at page 1 and shows how many match', async () => {
  const requests = servePages(30)
  const { user, router } = renderTable('/admin/products?page=2')
  await screen.findByText('Product 26')

  await user.click(screen.getByRole('searchbox', { name: 'Search products' }))
  await user.paste('product 2')

  expect(await screen.findByText('11 products')).toBeInTheDocument()
  expect(screen.getByText('Product 2')).toBeInTheDocument()
  expect(screen.getByText('Product 29')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  expect(requests.at(-1)?.get('search')).toBe('product 2')
  expect(requests.at(-1)?.get('page')).toBe('1')
  expect(router.state.location.search).toBe('?search=product+2')
}, 20_000)

test('filters and sorts from the address are sent, and a new filter is added to them', async () => {
  const requests = servePages(3)
  const { user, router } = renderTable('/admin/products?stock=low&sort=price')
  await screen.findByText('Product 1')

  expect(requests.at(-1)?.get('stock')).toBe('low')
  expect(requests.at(-1)?.get('sort')).toBe('price')
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Top Wear')

  await expect.poll(() => requests.at(-1)?.get('category')).toBe('Top Wear')
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
    sort: 'price',
    stock: 'low',
    category: 'Top Wear',
  })
})

test('each row shows the day the product was added and the day it was last edited', async () => {
  serveCatalogue([{ ...tee, updatedAt: '2026-11-20T09:00:00.000Z' }, cap])
  renderTable()
  const teeRow = await rowOf('Drift Pocket Tee')
  expect(teeRow.getByText('Nov 1, 2026').parentElement).toHaveTextContent('Added Nov 1, 2026')
  expect(teeRow.getByText('Nov 20, 2026').parentElement).toHaveTextContent('Edited Nov 20, 2026')
})

test('one header sorts by the day added or the day edited, newest first', async () => {
  const requests = servePages(3)
  const { user, router } = renderTable()
  await screen.findByText('Product 1')

  const header = screen.getByRole('columnheader', { name: /Added/ })
  expect(header).toHaveAttribute('aria-sort', 'descending')
  await user.click(within(header).getByRole('button', { name: 'Edited' }))

  await expect.poll(() => requests.at(-1)?.get('sort')).toBe('-updatedAt')
  expect(router.state.location.search).toBe('?sort=-updatedAt')
  expect(header).toHaveAttribute('aria-sort', 'descending')
  // One header, two dates: the sorted one says so.
  expect(within(header).getByRole('button', { name: 'Edited, sorted descending' })).toBeVisible()
  await user.click(within(header).getByRole('button', { name: 'Added' }))
  // Newest first is the list's default, so the address leaves it out.
  await expect.poll(() => requests.at(-1)?.get('sort')).toBe('-createdAt')
  expect(router.state.location.search).toBe('')
})

test('a draft product says Draft', async () => {
  serveCatalogue([{ ...tee, status: 'draft' }, cap])
  renderTable()

  expect((await rowOf('Drift Pocket Tee')).getByText('Draft')).toBeInTheDocument()
  expect((await rowOf('Logo Cap')).getByText('Active')).toBeInTheDocument()
})

function serveBulk() {
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/admin/products/bulk', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] }
      bodies.push(body)
      return HttpResponse.json({ updated: body.ids.length })
    }),
  )
  return bodies
}

test('bulk Delete names how many; Keep them sends nothing', async () => {
  serveCatalogue()
  const bodies = serveBulk()
  const { user } = renderTable()
  await user.click(
    await screen.findByRole('checkbox', { name: 'Select all products on this page' }),
  )
  expect(screen.getByText('2 products selected')).toBeInTheDocument()

  await user.click(
    within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
      name: 'Delete',
    }),
  )
  const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 products?' })
  await user.click(within(dialog).getByRole('button', { name: 'Keep them' }))

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  expect(bodies).toEqual([])
  expect(screen.getByText('2 products selected')).toBeInTheDocument()
})

test('a confirmed bulk Delete sends the selected ids once and says how many went', async () => {
  serveCatalogue()
  const bodies = serveBulk()
  const { user } = renderTable()
  await user.click((await rowOf('Logo Cap')).getByRole('checkbox', { name: 'Select Logo Cap' }))
  expect(screen.getByText('1 product selected')).toBeInTheDocument()

  await user.click(
    within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', {
      name: 'Delete',
    }),
  )
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Delete 1 product?' })).getByRole('button', {
      name: 'Delete 1 product',
    }),
  )

  expect(await screen.findByText('1 product deleted.')).toBeInTheDocument()
  expect(bodies).toEqual([{ ids: [cap._id], action: 'delete' }])
  expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument()
})

test('Deactivate turns the selection into drafts in one request', async () => {
  serveCatalogue()
  const bodies = serveBulk()
  const { user } = renderTable()
  await user.click(
    await screen.findByRole('checkbox', { name: 'Select all products on this page' }),
  )

  await user.click(screen.getByRole('button', { name: 'Deactivate' }))

  expect(
    await screen.findByText('2 products now drafts, hidden from the shop.'),
  ).toBeInTheDocument()
  expect(bodies).toEqual([{ ids: [tee._id, cap._id], action: 'deactivate' }])
})

/** jsdom's Blob has no text(): a FileReader reads it. */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) {
      reject(new Error('Nothing was saved.'))
      return
    }
    const reader = new FileReader()
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '')
    }
    reader.onerror = () => {
      reject(new Error('The saved file could not be read.'))
    }
    reader.readAsText(blob)
  })
}

test('Export selection downloads the chosen products’ CSV with the session', async () => {
  serveCatalogue()
  let asked: { ids: string | null; authorization: string | null } | undefined
  server.use(
    http.get('*/api/admin/products/export.csv', ({ request }) => {
      asked = {
        ids: new URL(request.url).searchParams.get('ids'),
        authorization: request.headers.get('authorization'),
      }
      return new HttpResponse('handle,name\n', { headers: { 'Content-Type': 'text/csv' } })
    }),
  )
  // jsdom has no object URLs: these stand in and keep the saved file.
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:products')
  const revokeObjectURL = vi.fn()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  const { user } = renderWithProviders(<ProductTable />, {
    route: '/admin/products',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  await user.click(
    await screen.findByRole('checkbox', { name: 'Select all products on this page' }),
  )

  await user.click(screen.getByRole('button', { name: 'Export selection' }))

  await expect.poll(() => click.mock.calls.length).toBe(1)
  expect(asked?.ids).toBe(`${tee._id},${cap._id}`)
  expect(asked?.authorization).toBe(`Bearer ${authStateOf(signedInAdmin).token ?? ''}`)
  expect(await readBlob(createObjectURL.mock.calls[0]?.[0])).toBe('handle,name\n')
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:products')
})
