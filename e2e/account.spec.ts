import type { APIRequestContext, Page } from '@playwright/test'
import { expect, logIn, readMail, snap, test } from './fixtures.js'

/**
 * Accounts a shopper can trust (docs/product-rules.md § Accounts, § Mail), clicked through the built
 * shop: a password reset by mail alone, profile and password changes, and logouts that end the
 * token on the server. The shop runs without SMTP_URL, so its mail is read from DATA_DIR/mail.
 */

const PASSWORD = 'Slide2026!'
const uniqueEmail = (who: string) =>
  `${who}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`

interface Account {
  name: string
  email: string
  password: string
}

async function registerThroughApi(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/users/register', { data: account })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { token: string }).token
}

const storedToken = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('userToken'))) ?? 'null') as
    string | null

const profileStatus = async (request: APIRequestContext, token: string) =>
  (
    await request.get('/api/users/profile', { headers: { authorization: `Bearer ${token}` } })
  ).status()

test('a shopper who forgot the password gets back in with the mailed link alone', async ({
  page,
  request,
}) => {
  const account = { name: 'Remy Forgetful', email: uniqueEmail('remy'), password: PASSWORD }
  const oldSession = await registerThroughApi(request, account)

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Reset your password' })
  await form.getByLabel('Email').fill(account.email)
  await form.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByText(
      'If an account exists for that email, we have sent it a link to choose a new password.',
    ),
  ).toBeVisible()
  await snap(page, 'forgot-password-sent')

  const mail = await readMail(account.email, 'Reset your password')
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  expect(mail.html).toContain(link ?? 'no link')

  await page.goto(link ?? '/')
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  const reset = page.getByRole('form', { name: 'Choose a new password' })
  const save = reset.getByRole('button', { name: 'Save new password' })
  await reset.getByLabel('New password', { exact: true }).fill('weakpass')
  await expect(save).toBeDisabled()
  await expect(reset.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'yellow',
  )
  const newPassword = 'Found-it-2026!'
  await reset.getByLabel('New password', { exact: true }).fill(newPassword)
  await expect(reset.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'data-colour',
    'green',
  )
  await snap(page, 'reset-password')
  await save.click()

  await expect(page).toHaveURL('/login')
  await expect(
    page.getByText('Your password has been changed. Please log in with your new password.'),
  ).toBeVisible()
  await logIn(page, { email: account.email, password: newPassword })
  await expect(page.getByRole('link', { name: `Your profile (${account.name})` })).toBeVisible()

  // The session from before the reset is over, and the link does not work twice.
  expect(await profileStatus(request, oldSession)).toBe(401)
  await page.goto(link ?? '/')
  await page
    .getByRole('form', { name: 'Choose a new password' })
    .getByLabel('New password', { exact: true })
    .fill('Another-2026!')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
  const changed = await readMail(account.email, 'Your password was changed')
  expect(changed.text).toContain('/forgot-password')
})

test('a shopper renames the account, moves it to a confirmed new e-mail and changes the password', async ({
  page,
  request,
}) => {
  const account = { name: 'Nia Before', email: uniqueEmail('nia'), password: PASSWORD }
  await registerThroughApi(request, account)
  await logIn(page, account)
  await page.goto('/profile')

  const editForm = page.getByRole('form', { name: 'Edit profile' })
  await editForm.getByLabel('Name').fill('Nia After')
  await expect(editForm.getByLabel('Current password')).toHaveCount(0)
  await editForm.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your profile has been updated.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Your profile (Nia After)' })).toBeVisible()

  // A new e-mail asks for the current password; a wrong one is refused and keeps the session.
  const newEmail = uniqueEmail('nia-new')
  await editForm.getByLabel('Email').fill(newEmail)
  await editForm.getByLabel('Current password').fill('Not-my-password1!')
  await editForm.getByRole('button', { name: 'Save changes' }).click()
  await expect(editForm.getByRole('alert')).toHaveText('Your current password is incorrect.')
  await expect(page).toHaveURL('/profile')
  await editForm.getByLabel('Current password').fill(PASSWORD)
  await editForm.getByRole('button', { name: 'Save changes' }).click()
  // The new e-mail waits for its confirmation from the new address; the old one is told.
  await expect(
    editForm.getByText(
      `We sent a link to ${newEmail}; until you confirm, your email stays ${account.email}.`,
    ),
  ).toBeVisible()
  const requested = await readMail(account.email, 'A new email address was given for your account')
  expect(requested.text).toContain(newEmail)
  const confirmation = await readMail(newEmail, 'Confirm your new email address')
  const confirmLink = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/.exec(confirmation.text)?.[0]
  expect(confirmLink).toBeDefined()
  await page.goto(confirmLink ?? '/')
  await expect(
    page.getByText('Your new email address is confirmed. Use it to log in from now on.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  await expect(page.getByRole('main').getByText(newEmail).first()).toBeVisible()
  const notice = await readMail(account.email, 'Your email address was changed')
  expect(notice.text).toContain(newEmail)

  const passwordForm = page.getByRole('form', { name: 'Change password' })
  const newPassword = 'Moved-on-2026!'
  await passwordForm.getByLabel('Current password').fill(PASSWORD)
  await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword)
  const tokenBefore = await storedToken(page)
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText(
      'Your password has been changed. You have been logged out on your other devices.',
    ),
  ).toBeVisible()
  await expect.poll(() => storedToken(page)).not.toBe(tokenBefore)
  expect(await profileStatus(request, tokenBefore ?? '')).toBe(401)
  await snap(page, 'profile-edit')

  // The new session works on: a reload keeps the shopper signed in.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  await logIn(page, { email: newEmail, password: newPassword })
})

test('Logout ends the token on the server, and Log out everywhere ends every session', async ({
  page,
  request,
}) => {
  const account = { name: 'Theo Token', email: uniqueEmail('theo'), password: PASSWORD }
  const otherDevice = await registerThroughApi(request, account)
  await logIn(page, account)
  const token = await storedToken(page)
  expect(await profileStatus(request, token ?? '')).toBe(200)

  await page.goto('/profile')
  const loggedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/users/logout',
  )
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  expect((await loggedOut).status()).toBe(204)
  await expect(page).toHaveURL('/login')
  expect(await profileStatus(request, token ?? '')).toBe(401)
  // The other device's session goes on after a plain logout…
  expect(await profileStatus(request, otherDevice)).toBe(200)

  // …and ends with Log out everywhere.
  await logIn(page, account)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Log out everywhere' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('You have been logged out on every device.')).toBeVisible()
  expect(await profileStatus(request, otherDevice)).toBe(401)
})

test('the back office logs out on the server and its Outbox lists the mail the shop wrote', async ({
  page,
  request,
}) => {
  const customer = { name: 'Olga Outbox', email: uniqueEmail('olga'), password: PASSWORD }
  await registerThroughApi(request, customer)
  await readMail(customer.email, 'Welcome, Olga Outbox!')

  await logIn(page, { email: 'admin@example.com', password: 'Admin123!' })
  const adminToken = await storedToken(page)
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Outbox' })
    .click()
  await expect(page).toHaveURL('/admin/outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
  await expect(page.getByText('Mail is not being delivered.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText('Welcome, Olga Outbox!')
  await expect(row).toContainText('Sent')
  await snap(page, 'admin-outbox')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  expect(await profileStatus(request, adminToken ?? '')).toBe(401)
})
