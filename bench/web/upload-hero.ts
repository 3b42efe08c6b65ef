import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The back office's sign-in for the bench: the started shop's own, or BENCH_ADMIN_* for another. */
export interface AdminLogin {
  email: string
  password: string
}

async function answer<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) {
    throw new Error(`${what} answered ${String(response.status)}: ${await response.text()}`)
  }
  return (await response.json()) as T
}

interface HeroSlide {
  imageUrl: string
  mobileImageUrl?: string
  [field: string]: unknown
}

interface HomeContent {
  heroSlides: HeroSlide[]
  featuredCollections: { name: string }[]
  banner?: unknown
}

/**
 * Puts a photo in the home page's first slide as an owner does (docs/owner-guide.md): uploaded
 * through `POST /api/admin/content/hero-image`, which cuts its wide and tall crops, then saved
 * with the rest of the home content unchanged. Lighthouse then audits the owner's picture rather
 * than the bundled ones.
 */
export async function uploadHeroPhoto(
  origin: string,
  photoPath: string,
  admin: AdminLogin,
): Promise<HeroSlide> {
  const { token } = await answer<{ token: string }>(
    await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    }),
    'Signing in',
  )
  const authorization = `Bearer ${token}`

  const photo = await readFile(photoPath)
  const form = new FormData()
  const type = /\.png$/i.test(photoPath) ? 'image/png' : 'image/jpeg'
  form.append('image', new Blob([photo], { type }), path.basename(photoPath))
  const crops = await answer<{ imageUrl: string; mobileImageUrl: string }>(
    await fetch(`${origin}/api/admin/content/hero-image`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    }),
    'The hero upload',
  )

  const home = await answer<HomeContent>(await fetch(`${origin}/api/content/home`), 'Home content')
  const [first, ...others] = home.heroSlides
  if (!first) throw new Error('The home page has no slide to put the photo in')
  const slide = { ...first, ...crops }
  await answer(
    await fetch(`${origin}/api/admin/content/home`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        heroSlides: [slide, ...others],
        featuredCollections: home.featuredCollections.map((collection) => collection.name),
        banner: home.banner ?? null,
      }),
    }),
    'Saving the home content',
  )
  return slide
}
