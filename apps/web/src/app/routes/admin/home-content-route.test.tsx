import type { HomeContent, UpdateHomeContentBody } from '@shop/shared/home-content'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { authStateOf, signedInAdmin } from '../../../features/admin/admin.fixture'
import { TEST_HOME_CONTENT } from '../../../testing/msw-handlers'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { HomeContentRoute } from './home-content-route'

/**
 * docs/product-rules.md § The owner's shop: the owner sets the home page's slides (pictures
 * uploaded once in both crops, words, order), the featured collections and the banner, and saves
 * them whole; the server's refusal shows as it says it.
 */

const FIRST_RENDER = { timeout: 5000 }
const UPLOADED = {
  imageUrl: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0-wide.w1920.webp',
  mobileImageUrl: '/uploads/0f1e2d3c4b5a69788796a5b4c3d2e1f0-tall.w900.webp',
}

let content: HomeContent
let saved: UpdateHomeContentBody[] = []
let refusal: string | undefined
/** The upload answers once this settles: a test may hold it back to type meanwhile. */
let uploadGate: Promise<void> = Promise.resolve()

setupTestServer(
  http.get('*/api/content/home', () => HttpResponse.json(content)),
  http.put('*/api/admin/content/home', async ({ request }) => {
    const body = (await request.json()) as UpdateHomeContentBody
    if (refusal) return HttpResponse.json({ message: refusal }, { status: 400 })
    saved.push(body)
    content = {
      heroSlides: body.heroSlides,
      featuredCollections: body.featuredCollections.map((name) => ({
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
      })),
      ...(body.banner ? { banner: body.banner } : {}),
    }
    return HttpResponse.json(content)
  }),
  http.post('*/api/admin/content/hero-image', async () => {
    await uploadGate
    return HttpResponse.json(UPLOADED, { status: 201 })
  }),
  http.get('*/api/products/filters', () =>
    HttpResponse.json({
      categories: [],
      genders: [],
      colors: [],
      sizes: [],
      materials: [],
      brands: [],
      collections: [
        { name: 'Denim Edit', slug: 'denim-edit' },
        { name: 'Summer Essentials', slug: 'summer-essentials' },
      ],
      price: { min: 0, max: 100 },
    }),
  ),
)

beforeEach(() => {
  content = structuredClone(TEST_HOME_CONTENT)
  saved = []
  refusal = undefined
  uploadGate = Promise.resolve()
  toast.dismiss()
})

async function openEditor() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/home" element={<HomeContentRoute />} />
      </Routes>
      <Toaster />
    </>,
    { route: '/admin/home', preloadedState: { auth: authStateOf(signedInAdmin) } },
  )
  return screen.findByRole('form', { name: 'Home page' }, FIRST_RENDER)
}

const slideCards = () =>
  within(screen.getByRole('list', { name: 'Hero slides' })).getAllByRole('listitem')

function save(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('button', { name: 'Save Home Page' }))
}

test('slides are added with an uploaded picture in both crops, reordered, and saved whole', async () => {
  const form = await openEditor()
  expect(slideCards()).toHaveLength(2)

  fireEvent.click(within(form).getByRole('button', { name: 'Add a slide' }))
  const added = slideCards()[2]
  if (!added) throw new Error('No third slide.')
  const file = new File(['picture'], 'hero.jpg', { type: 'image/jpeg' })
  fireEvent.change(within(added).getByLabelText(/picture of Slide 3/), {
    target: { files: [file] },
  })
  // Both crops show beside the upload button (their captions name them; the pictures are silent).
  await waitFor(() => {
    const crops = Array.from(added.querySelectorAll('fieldset img'))
    expect(crops.map((crop) => crop.getAttribute('src'))).toEqual([
      UPLOADED.imageUrl,
      UPLOADED.mobileImageUrl,
    ])
  })
  fireEvent.change(within(added).getByLabelText('Picture description'), {
    target: { value: 'A red sun' },
  })
  fireEvent.change(within(added).getByLabelText('Headline'), { target: { value: 'Sunny days' } })
  fireEvent.change(within(added).getByLabelText('Button link'), {
    target: { value: 'https://lookbook.example.com' },
  })

  // The keyboard's way to reorder: the new slide goes first.
  fireEvent.click(within(form).getByRole('button', { name: 'Move Slide 3 up' }))
  fireEvent.click(within(form).getByRole('button', { name: 'Move Slide 2 up' }))
  expect(within(form).getByRole('button', { name: 'Move Slide 1 up' })).toBeDisabled()

  save(form)
  expect(await screen.findByText('Home page saved: the shop shows it now.')).toBeInTheDocument()
  expect(saved).toHaveLength(1)
  expect(saved[0]?.heroSlides.map((slide) => slide.headline)).toEqual([
    'Sunny days',
    'Ready, set, slide',
    'Ready, set, slide',
  ])
  expect(saved[0]?.heroSlides[0]).toEqual({
    ...UPLOADED,
    altText: 'A red sun',
    headline: 'Sunny days',
    ctaLabel: 'Shop now',
    ctaLink: 'https://lookbook.example.com',
  })
  expect(saved[0]?.banner).toEqual(TEST_HOME_CONTENT.banner)
}, 15_000)

test('a slide shows as the shop draws it, and the last slide cannot be removed', async () => {
  const form = await openEditor()
  fireEvent.click(within(form).getByRole('button', { name: 'Remove Slide 2' }))
  expect(slideCards()).toHaveLength(1)
  expect(within(form).getByRole('button', { name: 'Remove Slide 1' })).toBeDisabled()

  const card = slideCards()[0]
  if (!card) throw new Error('No slide.')
  fireEvent.click(within(card).getByText('Preview slide 1'))
  const previews = within(card).getAllByRole('figure')
  expect(previews.map((figure) => figure.textContent)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Ready, set, slide'),
      expect.stringContaining('Shop Now'),
    ]),
  )
})

test('featured collections are picked from the catalogue and kept in order; the banner can go', async () => {
  const form = await openEditor()
  const add = within(form).getByRole('button', { name: 'Add' })
  await waitFor(() => {
    expect(add).toBeEnabled()
  })
  fireEvent.change(within(form).getByLabelText('Add a collection'), {
    target: { value: 'Summer Essentials' },
  })
  fireEvent.click(add)
  fireEvent.click(add)
  expect(
    within(screen.getByRole('list', { name: 'Featured collections' }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Summer Essentials', 'Denim Edit'])
  fireEvent.click(within(form).getByRole('button', { name: 'Move Denim Edit up' }))

  fireEvent.click(within(form).getByLabelText('Show a banner on the home page'))
  save(form)

  await screen.findByText('Home page saved: the shop shows it now.')
  expect(saved[0]?.featuredCollections).toEqual(['Denim Edit', 'Summer Essentials'])
  expect(saved[0]?.banner).toBeNull()
})

test('the server’s refusal shows as it says it, and what was typed stays', async () => {
  refusal = 'Slide 1’s picture must be uploaded to the shop (POST /api/admin/content/hero-image).'
  const form = await openEditor()
  const card = slideCards()[0]
  if (!card) throw new Error('No slide.')
  fireEvent.change(within(card).getByLabelText('Headline'), { target: { value: 'Kept' } })
  save(form)
  expect(await screen.findByText(refusal)).toBeInTheDocument()
  expect(within(card).getByLabelText('Headline')).toHaveValue('Kept')
})

test('words typed while the picture uploads are kept when it arrives', async () => {
  let finishUpload: () => void = () => undefined
  uploadGate = new Promise<void>((resolve) => {
    finishUpload = resolve
  })
  const form = await openEditor()
  const card = slideCards()[0]
  if (!card) throw new Error('No slide.')
  fireEvent.change(within(card).getByLabelText(/picture of Slide 1/), {
    target: { files: [new File(['picture'], 'hero.jpg', { type: 'image/jpeg' })] },
  })
  expect(await within(card).findByText(/Uploading/)).toBeInTheDocument()
  fireEvent.change(within(card).getByLabelText('Headline'), {
    target: { value: 'Typed meanwhile' },
  })
  finishUpload()
  await waitFor(() => {
    expect(card.querySelector('fieldset img')).toHaveAttribute('src', UPLOADED.imageUrl)
  })
  expect(within(card).getByLabelText('Headline')).toHaveValue('Typed meanwhile')

  save(form)
  await screen.findByText('Home page saved: the shop shows it now.')
  expect(saved[0]?.heroSlides[0]).toMatchObject({ ...UPLOADED, headline: 'Typed meanwhile' })
})
