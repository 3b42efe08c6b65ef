import {
  PRODUCT_BRAND_REQUIRED_MESSAGE,
  type ProductUpdateInput,
} from '@shop/shared/admin-products'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderApp } from '../../../../testing/render-with-providers'
import { makeAdminProduct } from '../admin-product.fixture'
import { makeVocabulary } from '../vocabulary.fixture'
import { EditProduct, PRODUCT_UPDATED_MESSAGE } from './edit-product'

const product = makeAdminProduct()

const server = setupTestServer(
  http.get('*/api/admin/products/field-values', () =>
    HttpResponse.json({
      brands: [product.brand],
      collections: [product.collections],
      materials: [product.material],
    }),
  ),
  http.get('*/api/admin/vocabulary', () => HttpResponse.json(makeVocabulary())),
  http.get('*/api/admin/returns/products/:id', () =>
    HttpResponse.json({
      units: 9,
      reasons: [
        { reason: 'too_small', units: 7 },
        { reason: 'too_large', units: 2 },
      ],
    }),
  ),
)

beforeEach(() => {
  toast.dismiss()
})

const answerProduct = (body: object, status = 200) => {
  server.use(http.get(`*/api/products/${product._id}`, () => HttpResponse.json(body, { status })))
}

function renderEdit() {
  return renderApp(`/admin/products/${product._id}/edit`, {
    routes: [
      {
        path: '/admin/products/:id/edit',
        element: (
          <>
            <EditProduct productId={product._id} />
            <Toaster />
          </>
        ),
      },
      {
        path: '/admin/products',
        element: (
          <>
            <h1>Product Management</h1>
            <Toaster />
          </>
        ),
      },
    ],
  })
}

test('the edit screen says Loading..., then shows the product in the form', async () => {
  answerProduct(product)
  renderEdit()

  expect(screen.getByText('Loading...')).toBeInTheDocument()
  expect(await screen.findByLabelText('Name')).toHaveValue('Drift Pocket Tee')
  expect(screen.getByLabelText('Price ($)')).toHaveValue(36)
  expect(screen.getByLabelText('Original price ($)')).toHaveValue(45)
  expect(screen.getByLabelText('Brand')).toHaveValue('Slide Supply Co.')
  const second = within(screen.getByRole('group', { name: 'Variant 2' }))
  expect(second.getByLabelText('SKU')).toHaveValue('TEE-BLK-L')
  expect(second.getByLabelText('Stock')).toHaveValue(0)
  const images = within(screen.getByRole('list', { name: 'Product images' }))
  expect(images.getAllByLabelText('Alt text').map((input) => input.getAttribute('value'))).toEqual([
    'Front of the tee',
    'Back of the tee',
  ])
})

test('a product that cannot be loaded shows Error: and the server’s message', async () => {
  answerProduct({ message: 'Product not found.' }, 404)
  renderEdit()

  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Product not found.')
  expect(screen.queryByRole('form')).not.toBeInTheDocument()
})

test('brand is required on edit: an emptied brand is refused before anything is sent', async () => {
  answerProduct(product)
  let puts = 0
  server.use(
    http.put('*/api/admin/products/:id', () => {
      puts += 1
      return HttpResponse.json(product)
    }),
  )
  const { user } = renderEdit()

  await user.clear(await screen.findByLabelText('Brand'))
  await user.click(screen.getByRole('button', { name: 'Update Product' }))

  expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription(PRODUCT_BRAND_REQUIRED_MESSAGE)
  expect(screen.getByLabelText('Brand')).toHaveFocus()
  expect(puts).toBe(0)
})

test('saving sends the whole product with the new price, toasts and returns to the list', async () => {
  answerProduct(product)
  const bodies: ProductUpdateInput[] = []
  server.use(
    http.put(`*/api/admin/products/${product._id}`, async ({ request }) => {
      const body = (await request.json()) as ProductUpdateInput
      bodies.push(body)
      return HttpResponse.json({ ...product, price: body.price })
    }),
  )
  const { user, router } = renderEdit()

  const price = await screen.findByLabelText('Price ($)')
  await user.clear(price)
  await user.type(price, '29.5')
  await user.click(screen.getByRole('button', { name: 'Update Product' }))

  expect(await screen.findByText(PRODUCT_UPDATED_MESSAGE)).toBeInTheDocument()
  await expect.poll(() => router.state.location.pathname).toBe('/admin/products')
  expect(bodies).toEqual([
    {
      name: product.name,
      description: product.description,
      price: 29.5,
      originalPrice: 45,
      category: product.category,
      brand: product.brand,
      collections: product.collections,
      material: product.material,
      gender: product.gender,
      status: 'active',
      variants: product.variants,
      images: product.images,
      // The version the form was opened with, so the server refuses to overwrite a newer product.
      updatedAt: product.updatedAt,
    },
  ])
})

test('a refused save stays on the form with the server’s message beneath the button', async () => {
  answerProduct(product)
  server.use(
    http.put(`*/api/admin/products/${product._id}`, () =>
      HttpResponse.json({ message: 'SKU TEE-BLK-M is already used.' }, { status: 409 }),
    ),
  )
  const { user, router } = renderEdit()

  await user.click(await screen.findByRole('button', { name: 'Update Product' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('SKU TEE-BLK-M is already used.')
  expect(router.state.location.pathname).toBe(`/admin/products/${product._id}/edit`)
})

test('the product’s returns say why its units came back', async () => {
  answerProduct(product)
  renderEdit()

  const returns = await screen.findByRole('region', { name: 'Returns: 9 units' })
  expect(
    within(returns)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['7 of 9: too small', '2 of 9: too large'])
})
