import { PRODUCT_DELETED_MESSAGE } from '@shop/shared/admin-products'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { makeAdminProduct } from '../admin-product.fixture'
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

/** The admin list as the server keeps it: a delete takes the product out. */
function serveCatalogue(products = [tee, cap]) {
  let current = products
  const deleted: string[] = []
  server.use(
    http.get('*/api/admin/products', () => HttpResponse.json(current)),
    http.delete('*/api/products/:id', ({ params }) => {
      const id = String(params.id)
      deleted.push(id)
      current = current.filter((product) => product._id !== id)
      return HttpResponse.json({ message: PRODUCT_DELETED_MESSAGE })
    }),
  )
  return deleted
}

const renderTable = () =>
  renderWithProviders(
    <>
      <ProductTable />
      <Toaster />
    </>,
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
