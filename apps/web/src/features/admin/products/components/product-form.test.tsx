import {
  IMAGE_URL_NOT_HTTPS_MESSAGE,
  PRODUCT_CATEGORY_REQUIRED_MESSAGE,
  PRODUCT_DESCRIPTION_REQUIRED_MESSAGE,
  PRODUCT_NAME_REQUIRED_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  UPLOAD_NOT_AN_IMAGE_MESSAGE,
  VARIANT_COLOR_REQUIRED_MESSAGE,
  VARIANT_SIZE_REQUIRED_MESSAGE,
  VARIANT_SKU_REQUIRED_MESSAGE,
  VARIANT_STOCK_MESSAGE,
  skuTakenMessage,
  type ProductInput,
} from '@shop/shared/admin-products'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderApp } from '../../../../testing/render-with-providers'
import { makeAdminProduct } from '../admin-product.fixture'
import { makeVocabulary } from '../vocabulary.fixture'
import { CreateProduct, PRODUCT_CREATED_MESSAGE } from './create-product'
import { IMAGE_UPLOAD_FAILED_MESSAGE } from './image-upload-field'

// The form offers values the catalogue already uses; these tests start from an empty one. The
// category, gender, size and colour choices come from the managed lists.
const server = setupTestServer(
  http.get('*/api/admin/products/field-values', () =>
    HttpResponse.json({ brands: [], collections: [], materials: [] }),
  ),
  http.get('*/api/admin/vocabulary', () => HttpResponse.json(makeVocabulary())),
)

beforeEach(() => {
  // Sonner keeps its toasts in the module: a test starts without the last one's.
  toast.dismiss()
})
afterEach(() => {
  vi.restoreAllMocks()
})

function renderCreate() {
  return renderApp('/admin/products/create', {
    routes: [
      {
        path: '/admin/products/create',
        element: (
          <>
            <CreateProduct />
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

const pngFile = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' })

const variantGroup = (number: number) =>
  screen.getByRole('group', { name: `Variant ${String(number)}` })

async function fillRequiredFields(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Ramp Hoodie')
  await user.type(screen.getByLabelText('Description'), 'A warm hoodie.')
  await user.type(screen.getByLabelText('Price ($)'), '59.9')
  // The lists arrive from the server: the choices appear once they have.
  await screen.findAllByRole('option', { name: 'Top Wear' })
  await user.selectOptions(screen.getByLabelText('Category'), 'Top Wear')
  const variant = within(variantGroup(1))
  await user.selectOptions(variant.getByLabelText('Size'), 'M')
  await user.selectOptions(variant.getByLabelText('Color'), 'Black')
  await user.type(variant.getByLabelText('SKU'), 'HOOD-BLK-M')
  await user.clear(variant.getByLabelText('Stock'))
  await user.type(variant.getByLabelText('Stock'), '7')
}

/** Answers each upload with the next URL, and keeps what each request carried. */
function answerUploads(...urls: string[]) {
  const received: (File | string | null)[] = []
  let next = 0
  server.use(
    http.post('*/api/upload', async ({ request }) => {
      received.push((await request.formData()).get('image'))
      const imageUrl = urls[next] ?? '/uploads/extra.w800.webp'
      next += 1
      return HttpResponse.json({ imageUrl }, { status: 201 })
    }),
  )
  return received
}

/** Keeps the bodies sent to create a product and answers 201 with a product. */
function answerCreate() {
  const bodies: ProductInput[] = []
  server.use(
    http.post('*/api/products', async ({ request }) => {
      bodies.push((await request.json()) as ProductInput)
      return HttpResponse.json(makeAdminProduct(), { status: 201 })
    }),
  )
  return bodies
}

test('brand, collections and material suggest every value the catalogue uses, not one page of it', async () => {
  // The server answers the whole catalogue's values: here more than any page of products holds.
  const brands = Array.from(
    { length: 150 },
    (_, index) => `Brand ${String(index).padStart(3, '0')}`,
  )
  server.use(
    http.get('*/api/admin/products/field-values', () =>
      HttpResponse.json({ brands, collections: ['Summer'], materials: ['Hemp', 'Cotton'] }),
    ),
  )
  renderCreate()
  // A field's suggestions are the options of the datalist its `list` names, once they arrived.
  const suggestionsOf = async (label: string) => {
    const options = () => {
      const listId = screen.getByLabelText(label).getAttribute('list')
      const list = listId === null ? null : document.getElementById(listId)
      return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)
    }
    await expect.poll(options).not.toEqual([])
    return options()
  }
  expect(await suggestionsOf('Brand')).toEqual(brands)
  expect(await suggestionsOf('Collections')).toEqual(['Summer'])
  expect(await suggestionsOf('Material')).toEqual(['Cotton', 'Hemp'])
})

test('saving an empty form shows the shared messages by each field and sends nothing', async () => {
  const bodies = answerCreate()
  const { user } = renderCreate()

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(PRODUCT_NAME_REQUIRED_MESSAGE)
  expect(screen.getByLabelText('Name')).toHaveFocus()
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
    PRODUCT_DESCRIPTION_REQUIRED_MESSAGE,
  )
  expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription(PRODUCT_PRICE_MESSAGE)
  expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
    PRODUCT_CATEGORY_REQUIRED_MESSAGE,
  )
  const variant = within(variantGroup(1))
  expect(variant.getByLabelText('Size')).toHaveAccessibleDescription(VARIANT_SIZE_REQUIRED_MESSAGE)
  expect(variant.getByLabelText('Color')).toHaveAccessibleDescription(
    VARIANT_COLOR_REQUIRED_MESSAGE,
  )
  expect(variant.getByLabelText('SKU')).toHaveAccessibleDescription(VARIANT_SKU_REQUIRED_MESSAGE)
  // Brand, collections, material and gender may stay empty on create (docs/product-rules.md § Validation).
  expect(screen.getByLabelText('Brand')).not.toHaveAttribute('aria-invalid')
  expect(screen.getByLabelText('Gender')).not.toHaveAttribute('aria-invalid')
  expect(bodies).toHaveLength(0)

  // A message goes as soon as its field is fixed.
  await user.type(screen.getByLabelText('Name'), 'Ramp Hoodie')
  expect(screen.queryByText(PRODUCT_NAME_REQUIRED_MESSAGE)).not.toBeInTheDocument()
})

test('a negative price and a fractional stock are refused with their messages', async () => {
  answerCreate()
  const { user } = renderCreate()
  await fillRequiredFields(user)
  await user.clear(screen.getByLabelText('Price ($)'))
  await user.type(screen.getByLabelText('Price ($)'), '-1')
  const stock = within(variantGroup(1)).getByLabelText('Stock')
  await user.clear(stock)
  await user.type(stock, '1.5')

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription(PRODUCT_PRICE_MESSAGE)
  expect(stock).toHaveAccessibleDescription(VARIANT_STOCK_MESSAGE)
}, 20_000)

test('Add variant adds a row with empty size, color and SKU and 0 in stock; a row can be removed', async () => {
  const { user } = renderCreate()
  await fillRequiredFields(user)

  await user.click(screen.getByRole('button', { name: 'Add variant' }))

  const added = within(variantGroup(2))
  expect(added.getByLabelText('Size')).toHaveValue('')
  expect(added.getByLabelText('Color')).toHaveValue('')
  expect(added.getByLabelText('SKU')).toHaveValue('')
  expect(added.getByLabelText('Stock')).toHaveValue(0)

  await user.click(screen.getByRole('button', { name: 'Remove variant 1' }))
  expect(screen.queryByRole('group', { name: 'Variant 2' })).not.toBeInTheDocument()
  expect(within(variantGroup(1)).getByLabelText('SKU')).toHaveValue('')
}, 20_000)

test('an upload shows Uploading... with the file input disabled, then the image joins the list', async () => {
  let release: () => void = () => undefined
  const answerLater = new Promise<void>((resolve) => {
    release = resolve
  })
  const received: (File | string | null)[] = []
  server.use(
    http.post('*/api/upload', async ({ request }) => {
      received.push((await request.formData()).get('image'))
      await answerLater
      return HttpResponse.json({ imageUrl: '/uploads/front.w800.webp' }, { status: 201 })
    }),
  )
  const { user } = renderCreate()
  const fileInput = screen.getByLabelText('Upload image')
  expect(fileInput).toHaveAttribute('accept', expect.stringMatching(/^image\/\w+(,image\/\w+)*$/))

  await user.upload(fileInput, pngFile('front.png'))

  expect(await screen.findByText('Uploading...')).toBeInTheDocument()
  expect(fileInput).toBeDisabled()
  release()
  const images = await screen.findByRole('list', { name: 'Product images' })
  expect(within(images).getByLabelText('Image URL')).toHaveValue('/uploads/front.w800.webp')
  expect(screen.queryByText('Uploading...')).not.toBeInTheDocument()
  expect(fileInput).toBeEnabled()
  // The file went in the `image` field (jsdom's FormData loses its name on the way, browsers not).
  expect(received).toHaveLength(1)
  expect((received[0] as File).size).toBe(pngFile('front.png').size)
})

test('an http:// image address is refused by the form, as the CSV import refuses it, and nothing is sent', async () => {
  server.use(
    http.post('*/api/upload', () =>
      HttpResponse.json({ imageUrl: '/uploads/front.w800.webp' }, { status: 201 }),
    ),
  )
  const bodies = answerCreate()
  const { user } = renderCreate()
  await fillRequiredFields(user)
  await user.upload(screen.getByLabelText('Upload image'), pngFile('front.png'))
  const images = await screen.findByRole('list', { name: 'Product images' })
  const address = within(images).getByLabelText('Image URL')
  await user.clear(address)
  await user.type(address, 'http://images.example.com/front.webp')

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(address).toHaveAccessibleDescription(IMAGE_URL_NOT_HTTPS_MESSAGE)
  expect(bodies).toEqual([])
}, 20_000)

test('a refused upload toasts Image upload failed with the reason, and adds no image', async () => {
  server.use(
    http.post('*/api/upload', () =>
      HttpResponse.json({ message: UPLOAD_NOT_AN_IMAGE_MESSAGE }, { status: 400 }),
    ),
  )
  const { user } = renderCreate()

  await user.upload(screen.getByLabelText('Upload image'), pngFile('fake.png'))

  expect(await screen.findByText(IMAGE_UPLOAD_FAILED_MESSAGE)).toBeInTheDocument()
  expect(screen.getByText(`fake.png: ${UPLOAD_NOT_AN_IMAGE_MESSAGE}`)).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument()
  expect(screen.getByLabelText('Upload image')).toBeEnabled()
})

/** jsdom lays nothing out; drag and drop needs boxes, so each image row gets one, stacked. */
function stackImageRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = Array.from(document.querySelectorAll('[aria-label="Product images"] > li'))
    const index = rows.indexOf(this)
    const top = index < 0 ? 0 : index * 120
    const height = index < 0 ? 0 : 100
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height,
      right: 600,
      bottom: top + height,
      toJSON: () => ({}),
    }
  })
}

test('images reordered with the keyboard (Space, ArrowDown, Space) are saved in the new order', async () => {
  answerUploads('/uploads/front.w800.webp', '/uploads/back.w800.webp')
  const bodies = answerCreate()
  const { user } = renderCreate()
  await fillRequiredFields(user)
  await user.upload(screen.getByLabelText('Upload image'), [
    pngFile('front.png'),
    pngFile('back.png'),
  ])
  const images = await screen.findByRole('list', { name: 'Product images' })
  await expect.poll(() => within(images).getAllByRole('listitem')).toHaveLength(2)
  await user.type(within(images).getAllByLabelText('Alt text')[0] as HTMLElement, 'Front')
  stackImageRows()

  within(images).getByRole('button', { name: 'Move image 1' }).focus()
  await user.keyboard('[Space]')
  await user.keyboard('[ArrowDown]')
  await user.keyboard('[Space]')

  await expect
    .poll(() =>
      within(images)
        .getAllByLabelText('Image URL')
        .map((input) => input.getAttribute('value')),
    )
    .toEqual(['/uploads/back.w800.webp', '/uploads/front.w800.webp'])
  await user.click(screen.getByRole('button', { name: 'Create Product' }))
  await expect.poll(() => bodies).toHaveLength(1)
  expect(bodies[0]?.images).toEqual([
    { url: '/uploads/back.w800.webp', altText: '' },
    { url: '/uploads/front.w800.webp', altText: 'Front' },
  ])
}, 20_000)

test('creating shows Creating..., then toasts, returns to the list and sent every field', async () => {
  let release: () => void = () => undefined
  const answerLater = new Promise<void>((resolve) => {
    release = resolve
  })
  const bodies: unknown[] = []
  server.use(
    http.post('*/api/products', async ({ request }) => {
      bodies.push(await request.json())
      await answerLater
      return HttpResponse.json(makeAdminProduct(), { status: 201 })
    }),
  )
  const { user, router } = renderCreate()
  await fillRequiredFields(user)
  await user.type(screen.getByLabelText('Original price ($)'), '79')
  await user.type(screen.getByLabelText('Brand'), 'Slide Supply Co.')
  await user.selectOptions(screen.getByLabelText('Gender'), 'Unisex')
  await user.selectOptions(screen.getByLabelText('Status'), 'Draft')

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled()
  release()
  expect(await screen.findByText(PRODUCT_CREATED_MESSAGE)).toBeInTheDocument()
  // The toast comes first; the list follows once the navigation has run.
  expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/admin/products')
  expect(bodies).toEqual([
    {
      name: 'Ramp Hoodie',
      description: 'A warm hoodie.',
      price: 59.9,
      originalPrice: 79,
      category: 'Top Wear',
      brand: 'Slide Supply Co.',
      collections: '',
      material: '',
      gender: 'Unisex',
      status: 'draft',
      variants: [{ size: 'M', color: 'Black', sku: 'HOOD-BLK-M', countInStock: 7 }],
      images: [],
    },
  ])
}, 20_000)

test('a refused create toasts the server’s message and shows it beneath the button', async () => {
  server.use(
    http.post('*/api/products', () =>
      HttpResponse.json({ message: skuTakenMessage('HOOD-BLK-M') }, { status: 409 }),
    ),
  )
  const { user, router } = renderCreate()
  await fillRequiredFields(user)

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(skuTakenMessage('HOOD-BLK-M'))
  expect(
    await screen.findByText(skuTakenMessage('HOOD-BLK-M'), { selector: '[data-sonner-toast] *' }),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/admin/products/create')
  expect(screen.getByLabelText('Name')).toHaveValue('Ramp Hoodie')
}, 20_000)

test('a create that fails without a reason toasts Failed to create product', async () => {
  server.use(http.post('*/api/products', () => HttpResponse.json(null, { status: 500 })))
  const { user } = renderCreate()
  await fillRequiredFields(user)

  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  expect(
    await screen.findByText('Failed to create product', { selector: '[data-sonner-toast] *' }),
  ).toBeInTheDocument()
}, 20_000)

test('an image is tagged with one of the product’s colours, or shows them all', async () => {
  answerUploads('/uploads/front.w800.webp', '/uploads/detail.w800.webp')
  const bodies = answerCreate()
  const { user } = renderCreate()
  await fillRequiredFields(user)
  await user.click(screen.getByRole('button', { name: 'Add variant' }))
  await user.selectOptions(within(variantGroup(2)).getByLabelText('Size'), 'L')
  await user.selectOptions(within(variantGroup(2)).getByLabelText('Color'), 'Navy')
  await user.type(within(variantGroup(2)).getByLabelText('SKU'), 'HOOD-NVY-L')
  await user.upload(screen.getByLabelText('Upload image'), [
    pngFile('front.png'),
    pngFile('detail.png'),
  ])
  const images = await screen.findByRole('list', { name: 'Product images' })
  await expect.poll(() => within(images).getAllByRole('listitem')).toHaveLength(2)

  const firstTag = within(images).getAllByLabelText('Shows colour')[0] as HTMLElement
  // Only the product's own colours are offered, after "All colours".
  expect(
    within(firstTag)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All colours', 'Black', 'Navy'])
  await user.selectOptions(firstTag, 'Navy')
  await user.click(screen.getByRole('button', { name: 'Create Product' }))

  await expect.poll(() => bodies).toHaveLength(1)
  expect(bodies[0]?.images).toEqual([
    { url: '/uploads/front.w800.webp', altText: '', color: 'Navy' },
    { url: '/uploads/detail.w800.webp', altText: '' },
  ])
}, 20_000)

test('Add colour puts a new colour in the palette and chooses it for the variant', async () => {
  const added: unknown[] = []
  let vocabulary = makeVocabulary()
  server.use(
    http.get('*/api/admin/vocabulary', () => HttpResponse.json(vocabulary)),
    http.post('*/api/admin/vocabulary/colors', async ({ request }) => {
      const body = (await request.json()) as { name: string; hex: string }
      added.push(body)
      vocabulary = { ...vocabulary, colors: [...vocabulary.colors, body] }
      return HttpResponse.json(body, { status: 201 })
    }),
  )
  const { user } = renderCreate()
  await screen.findAllByRole('option', { name: 'Top Wear' })

  await user.click(screen.getByRole('button', { name: 'Add colour' }))
  await user.type(screen.getByLabelText('Colour name'), 'Sunset Orange')
  const hex = screen.getByLabelText('Hex code')
  await user.clear(hex)
  await user.type(hex, '#FF8C42')
  expect(screen.getByLabelText('Swatch')).toHaveValue('#ff8c42')
  await user.click(screen.getByRole('button', { name: 'Add to palette' }))

  await expect
    .poll(() => within(variantGroup(1)).getByLabelText('Color'))
    .toHaveValue('Sunset Orange')
  expect(added).toEqual([{ name: 'Sunset Orange', hex: '#ff8c42' }])
  expect(screen.queryByLabelText('Colour name')).not.toBeInTheDocument()
}, 20_000)

test('a colour the palette already has is refused in place with the server’s message', async () => {
  server.use(
    http.post('*/api/admin/vocabulary/colors', () =>
      HttpResponse.json({ message: '"navy" is already in the colour palette.' }, { status: 409 }),
    ),
  )
  const { user } = renderCreate()
  await user.click(screen.getByRole('button', { name: 'Add colour' }))
  await user.type(screen.getByLabelText('Colour name'), 'navy')
  await user.click(screen.getByRole('button', { name: 'Add to palette' }))

  expect(await screen.findByText('"navy" is already in the colour palette.')).toBeInTheDocument()
  expect(screen.getByLabelText('Colour name')).toHaveAccessibleDescription(
    '"navy" is already in the colour palette.',
  )
}, 20_000)
