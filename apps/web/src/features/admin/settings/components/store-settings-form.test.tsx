import { RETURN_WINDOW_MESSAGE } from '@shop/shared/shop-settings'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { TEST_SHOP_SETTINGS } from '../../../../testing/msw-handlers'
import { setupTestServer } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { authStateOf, signedInAdmin } from '../../admin.fixture'
import { StoreSettingsForm } from './store-settings-form'

let saved: unknown[] = []
setupTestServer(
  http.put('*/api/admin/settings', async ({ request }) => {
    saved.push(await request.json())
    return HttpResponse.json(TEST_SHOP_SETTINGS)
  }),
)
beforeEach(() => {
  saved = []
  toast.dismiss()
})

async function renderForm() {
  const rendered = renderWithProviders(<StoreSettingsForm />, {
    route: '/admin/settings',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  const form = await screen.findByRole('form', { name: 'Store settings' })
  const link = (field: 'Label' | 'Address', row: number) =>
    within(form).getByRole('textbox', { name: `${field}, link ${String(row)}` })
  const save = () => within(form).getByRole('button', { name: 'Save Settings' })
  return { ...rendered, form, link, save }
}

test('a social link’s error describes both fields of its row and marks the one it is about', async () => {
  const { user, link, save } = await renderForm()

  await user.clear(link('Address', 2))
  await user.type(link('Address', 2), 'facebook')
  await user.clear(link('Label', 3))
  await user.click(save())

  expect(link('Address', 2)).toBeInvalid()
  expect(link('Address', 2)).toHaveAccessibleDescription('A social link is an http(s) address.')
  expect(link('Label', 2)).toBeValid()
  expect(link('Label', 2)).toHaveAccessibleDescription('A social link is an http(s) address.')
  expect(link('Label', 3)).toBeInvalid()
  expect(link('Label', 3)).toHaveAccessibleDescription('A social link needs a label.')
  expect(link('Address', 1)).toBeValid()
  expect(link('Address', 1)).not.toHaveAccessibleDescription()
  expect(saved).toEqual([])
})

test('a refused save puts the focus on the first field to fix, in the page’s order', async () => {
  const { user, form, link, save } = await renderForm()
  const returnWindow = within(form).getByRole('textbox', { name: 'Return window (days)' })

  await user.clear(link('Address', 2))
  await user.type(link('Address', 2), 'facebook')
  await user.clear(returnWindow)
  await user.type(returnWindow, '0')
  await user.click(save())

  // Two fields to fix: the focus goes to the one higher on the page, the social link.
  expect(link('Address', 2)).toHaveFocus()

  await user.clear(link('Address', 2))
  await user.type(link('Address', 2), 'https://www.facebook.com/slide')
  await user.click(save())

  expect(returnWindow).toHaveFocus()
  expect(returnWindow).toHaveAccessibleDescription(RETURN_WINDOW_MESSAGE)
  expect(saved).toEqual([])
})
