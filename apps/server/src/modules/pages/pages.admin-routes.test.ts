import {
  MAX_PAGE_BODY_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
  NEVER_SAVED_PAGE_UPDATED_AT,
  PAGE_NOT_FOUND_MESSAGE,
  type ShopPage,
} from '@shop/shared/shop-pages'
import type { AuditEntry } from '@shop/shared/audit'
import { describe, expect, test } from 'vitest'
import { FORBIDDEN_MESSAGE, LOGIN_FIRST_MESSAGE } from '../../plugins/auth.js'
import type { TestUser } from '../../testing/auth-headers.js'
import { useSignedInTestApp } from '../../testing/signed-in-test-app.js'
import { STARTING_PAGES } from './starting-pages.js'

/** docs/product-rules.md § The owner's shop: PUT /api/admin/pages/{slug}, audited. */

const { t, admin, customer } = useSignedInTestApp()

const save = (slug: string, payload: unknown, caller: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${slug}`,
    headers: caller?.headers ?? {},
    payload: payload as object,
  })

const shownPage = async (slug: string) =>
  (await t.app.inject({ url: `/api/pages/${slug}` })).json<ShopPage>()

async function pageEntries(slug: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    url: `/api/admin/audit?entityId=${slug}`,
    headers: admin.headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AuditEntry[]>()
}

describe('PUT /api/admin/pages/:slug', () => {
  test('the owner saves a page: the saved page is answered, trimmed and dated', async () => {
    const before = Date.now()
    const response = await save('shipping', {
      title: '  Shipping & delivery ',
      body: '\n## Rates\n\n- Standard: **free** over $100\n',
    })
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json<ShopPage>()
    expect(page).toMatchObject({
      slug: 'shipping',
      title: 'Shipping & delivery',
      body: '## Rates\n\n- Standard: **free** over $100',
    })
    expect(Date.parse(page.updatedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(page.updatedAt).not.toBe(NEVER_SAVED_PAGE_UPDATED_AT)
    expect(await shownPage('shipping')).toEqual(page)
  })

  test('each save is in the audit log with the title and text before and after', async () => {
    const first = await save('returns', { title: 'Returns', body: 'Send it back within 30 days.' })
    expect(first.statusCode).toBe(200)
    const [created] = await pageEntries('returns')
    expect(created).toMatchObject({
      action: 'page.update',
      entityType: 'page',
      entityId: 'returns',
      entityLabel: 'Returns',
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      changes: {
        title: { from: STARTING_PAGES.returns.title, to: 'Returns' },
        body: { from: STARTING_PAGES.returns.body, to: 'Send it back within 30 days.' },
      },
    })

    await save('returns', { title: 'Returns', body: 'Send it back within 60 days.' })
    const [edited] = await pageEntries('returns')
    expect(edited?.changes).toEqual({
      body: { from: 'Send it back within 30 days.', to: 'Send it back within 60 days.' },
    })
  })

  test.each([
    [{ title: '', body: 'Text' }, 'The page needs a title.'],
    [{ title: '   ', body: 'Text' }, 'The page needs a title.'],
    [{ body: 'Text' }, 'The page needs a title.'],
    [{ title: 'About', body: ' \n ' }, 'The page needs its text.'],
    [{ title: 'About' }, 'The page needs its text.'],
    [{ title: 'About', body: 42 }, 'The page needs its text.'],
    [
      { title: 'x'.repeat(MAX_PAGE_TITLE_LENGTH + 1), body: 'Text' },
      `A page title is at most ${String(MAX_PAGE_TITLE_LENGTH)} characters.`,
    ],
    [
      { title: 'About', body: 'x'.repeat(MAX_PAGE_BODY_LENGTH + 1) },
      'A page is at most 20,000 characters.',
    ],
  ])(
    'bad input is refused with 400, says why and changes nothing (%#)',
    async (payload, message) => {
      const before = await shownPage('about')
      const entries = (await pageEntries('about')).length
      const response = await save('about', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message })
      expect(await shownPage('about')).toEqual(before)
      expect(await pageEntries('about')).toHaveLength(entries)
    },
  )

  test('a page of the longest title and text is saved whole', async () => {
    const page = {
      title: 'T'.repeat(MAX_PAGE_TITLE_LENGTH),
      body: 'b'.repeat(MAX_PAGE_BODY_LENGTH),
    }
    const response = await save('privacy', page)
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.json()).toMatchObject(page)
  })

  test('a field the page does not have is refused', async () => {
    const response = await save('about', { title: 'About', body: 'Text', slug: 'terms' })
    expect(response.statusCode).toBe(400)
  })

  test('another slug is a 404 and saves nothing', async () => {
    const response = await save('faq', { title: 'FAQ', body: 'Questions' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: PAGE_NOT_FOUND_MESSAGE })
    expect(await pageEntries('faq')).toEqual([])
  })

  test('without a token the save asks to log in, and a customer is refused', async () => {
    const before = await shownPage('terms')
    const page = { title: 'Mine now', body: 'Hijacked' }
    const anonymous = await save('terms', page, null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ message: LOGIN_FIRST_MESSAGE })
    const byCustomer = await save('terms', page, customer)
    expect(byCustomer.statusCode).toBe(403)
    expect(byCustomer.json()).toEqual({ message: FORBIDDEN_MESSAGE })
    expect(await shownPage('terms')).toEqual(before)
  })

  test('saves of one page at the same moment all succeed, in turn, and one of them is kept', async () => {
    const startingBody = (await shownPage('about')).body
    const bodies = Array.from({ length: 5 }, (_, index) => `Version ${String(index)}`)
    const answers = await Promise.all(bodies.map((body) => save('about', { title: 'About', body })))
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 200))

    // Each save saw the one before it: from the text before, the entries lead through every
    // version to the one shown.
    const entries = (await pageEntries('about')).slice(0, bodies.length)
    const nextBody = new Map(entries.map(({ changes }) => [changes.body?.from, changes.body?.to]))
    let body: unknown = startingBody
    for (const _ of bodies) body = nextBody.get(body)
    expect(body).toBe((await shownPage('about')).body)
  })
})
