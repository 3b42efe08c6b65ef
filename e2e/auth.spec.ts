import type { Page } from '@playwright/test'
import { expect, snap, storeBeforeNextLoad, test } from './fixtures.js'

/** A password that meets every rule of docs/product-rules.md § Validation. */
const PASSWORD = 'Slide2026!'

/** A unique address per run and per test: the shop keeps every account. */
const uniqueEmail = (who: string) =>
  `${who}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`

interface Account {
  name: string
  email: string
  password: string
}

/**
 * One account made through the API for the tests that are about logging in rather than signing
 * up: sign-ups are rate limited per client, so the spec makes as few as it can.
 */
let existingAccount: Account
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  existingAccount = { name: 'Casey Tester', email: uniqueEmail('casey'), password: PASSWORD }
  const response = await request.post('/api/users/register', { data: existingAccount })
  expect(response.status()).toBe(201)
  await request.dispose()
})

async function logOut(page: Page): Promise<void> {
  await page.goto('/profile')
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
}

async function logIn(page: Page, { email, password }: Account = existingAccount): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log In' }).click()
}

const readStored = (page: Page, key: string) =>
  page.evaluate((storageKey) => localStorage.getItem(storageKey), key)

test('a shopper signs up while the strength bar goes red, yellow and green, sees the profile, logs out and back in', async ({
  page,
}) => {
  const account = { name: 'Robin Fields', email: uniqueEmail('robin'), password: PASSWORD }
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await expect(page).toHaveTitle(/Sign Up/)

  const form = page.getByRole('form', { name: 'Sign up' })
  const meter = form.getByRole('meter', { name: 'Password strength' })
  const signUp = form.getByRole('button', { name: 'Sign Up' })
  const password = form.getByLabel('Password', { exact: true })
  await expect(meter).toHaveAttribute('data-colour', 'none')
  await expect(signUp).toBeDisabled()

  await form.getByLabel('Name').fill(account.name)
  await form.getByLabel('Email').fill('robin@')
  await password.focus()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
  await form.getByLabel('Email').fill(account.email)
  await expect(form.getByText('Please enter a valid email address.')).toBeHidden()

  await password.pressSequentially('slide')
  await expect(meter).toHaveAttribute('data-colour', 'red')
  await expect(meter).toHaveAttribute('aria-valuetext', 'Weak')
  await password.pressSequentially('20')
  await expect(meter).toHaveAttribute('data-colour', 'yellow')
  await expect(meter).toHaveAttribute('aria-valuetext', 'Fair')
  await expect(signUp).toBeDisabled()
  await password.fill(account.password)
  await expect(meter).toHaveAttribute('data-colour', 'green')
  await expect(meter).toHaveAttribute('aria-valuetext', 'Strong')
  await expect(signUp).toBeEnabled()
  await snap(page, 'register')

  await signUp.click()
  await expect(page).toHaveURL('/')
  expect(JSON.parse((await readStored(page, 'userInfo')) ?? 'null')).toMatchObject({
    name: account.name,
    email: account.email,
    role: 'customer',
  })

  await page.getByRole('link', { name: `Your profile (${account.name})` }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(account.name)).toBeVisible()
  await expect(main.getByText(account.email)).toBeVisible()
  const orders = main.getByRole('region', { name: 'My Orders' })
  await expect(orders.getByText('You have no orders')).toBeVisible()
  await snap(page, 'profile')

  const guestIdBefore = await readStored(page, 'guestId')
  await main.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  expect(await readStored(page, 'userToken')).toBeNull()
  expect(await readStored(page, 'userInfo')).toBeNull()
  const guestIdAfter = await readStored(page, 'guestId')
  expect(guestIdAfter).toMatch(/^"guest_\d+_[0-9a-f]+"$/)
  expect(guestIdAfter).not.toBe(guestIdBefore)

  await logIn(page, account)
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('link', { name: `Your profile (${account.name})` })).toBeVisible()
})

test('a wrong password reads Incorrect email or password. and the shopper can try again', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByRole('button', { name: 'Log In' }).click()
  await expect(form.getByRole('alert')).toHaveText('Email and password are required.')

  await logIn(page, { ...existingAccount, password: 'Wrong2026!' })
  await expect(form.getByRole('alert')).toHaveText('Incorrect email or password.')
  await expect(form.getByRole('button', { name: 'Log In' })).toBeEnabled()
  await expect(page).toHaveURL('/login')
  await snap(page, 'login')

  await logIn(page)
  await expect(page).toHaveURL('/')
})

test('a guest sent to log in on the way to checkout carries the redirect to sign-up and back, and lands on checkout', async ({
  page,
}) => {
  await page.goto('/login?redirect=checkout')

  await page.getByRole('form', { name: 'Log in' }).getByRole('link', { name: 'Register' }).click()
  await expect(page).toHaveURL('/register?redirect=checkout')
  await page
    .getByRole('form', { name: 'Sign up' })
    .getByRole('link', { name: 'Log in', exact: true })
    .click()
  await expect(page).toHaveURL('/login?redirect=checkout')

  await logIn(page)
  await expect(page).toHaveURL('/checkout')
})

test('a redirect to another site keeps the shopper in the shop', async ({ page }) => {
  await page.goto('/login')
  const shopOrigin = new URL(page.url()).origin

  for (const hostile of ['https://example.com', '//example.com', '/\\example.com']) {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`)
    await logIn(page)
    await expect(page).toHaveURL('/')
    expect(new URL(page.url()).origin).toBe(shopOrigin)
    await logOut(page)
  }

  // Another site's address that mentions checkout still leads to the shop's own checkout.
  await page.goto(`/login?redirect=${encodeURIComponent('https://example.com/checkout')}`)
  await logIn(page)
  await expect(page).toHaveURL('/checkout')
  expect(new URL(page.url()).origin).toBe(shopOrigin)
})

test('an unreadable token in the browser is logged out when the shop loads', async ({ page }) => {
  await page.goto('/about')
  const guestIdBefore = await readStored(page, 'guestId')
  await storeBeforeNextLoad(page, {
    userInfo: JSON.stringify({
      _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
      name: 'Mallory',
      email: 'mallory@example.com',
      role: 'admin',
    }),
    userToken: JSON.stringify('garbage'),
  })

  await page.goto('/profile')

  await expect(page).toHaveURL('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  await expect.poll(() => readStored(page, 'userToken')).toBeNull()
  expect(await readStored(page, 'userInfo')).toBeNull()
  expect(await readStored(page, 'guestId')).not.toBe(guestIdBefore)
})

test('a forged token that looks valid is logged out at the first 401 and sent to log in', async ({
  page,
}) => {
  const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const inAnHour = Math.floor(Date.now() / 1000) + 3600
  const forged = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({
    sub: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
    role: 'admin',
    ver: 0,
    exp: inAnHour,
  })}.${Buffer.from('not the shop’s signature').toString('base64url')}`
  await page.goto('/about')
  await storeBeforeNextLoad(page, {
    userInfo: JSON.stringify({
      _id: '7f1d5c6e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
      name: 'Mallory',
      email: 'mallory@example.com',
      role: 'admin',
    }),
    userToken: JSON.stringify(forged),
  })

  // Whichever call carries the token first (the cart read or the profile) meets the 401.
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
  )
  await page.goto('/profile')

  await refused
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  await expect.poll(() => readStored(page, 'userToken')).toBeNull()
  expect(await readStored(page, 'userInfo')).toBeNull()
})
