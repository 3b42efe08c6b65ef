import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  type UpdateProfileBody,
} from '@shop/shared/users'
import { skipToken } from '@reduxjs/toolkit/query'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { toast, Toaster } from 'sonner'
import { beforeEach, expect, test } from 'vitest'
import { setupTestServer } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { useAppSelector } from '../../../app/hooks'
import { authApi } from '../auth-api'
import { selectUser } from '../auth-slice'
import { customer, signedInAuthState } from '../session.fixture'
import { CONFIRM_NEW_EMAIL_MESSAGE, ProfileForm, pendingEmailNotice } from './profile-form'

const server = setupTestServer()
beforeEach(() => {
  localStorage.clear()
  toast.dismiss()
})

/** The form as the profile page holds it: for the stored account and the profile's copy. */
function StoredAccountForm() {
  const user = useAppSelector(selectUser)
  const { data: account } = authApi.endpoints.getProfile.useQueryState(user?._id ?? skipToken)
  return user ? (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading">Edit profile</h2>
      <ProfileForm
        user={user}
        pendingEmail={account?.pendingEmail ?? null}
        labelledBy="edit-heading"
      />
    </section>
  ) : (
    <p>Signed out</p>
  )
}

/** Answers the profile update as the server does, keeping what it was sent. */
function answerUpdate(answer: (body: UpdateProfileBody) => Response) {
  const received: UpdateProfileBody[] = []
  server.use(
    http.put('*/api/users/profile', async ({ request }) => {
      const body = (await request.json()) as UpdateProfileBody
      received.push(body)
      return answer(body)
    }),
  )
  return received
}

/** The server's answer: a new name at once, a new e-mail only as waiting for confirmation. */
const updated = (body: UpdateProfileBody) =>
  HttpResponse.json({
    user: {
      ...customer,
      name: body.name ?? customer.name,
      pendingEmail: body.email?.toLowerCase() ?? null,
    },
  })

function renderForm() {
  const auth = signedInAuthState()
  const rendered = renderWithProviders(
    <>
      <StoredAccountForm />
      <Toaster />
    </>,
    { route: '/profile', preloadedState: { auth } },
  )
  const form = () => screen.getByRole('form', { name: 'Edit profile' })
  const field = (label: string) => within(form()).getByLabelText(label)
  const save = () => within(form()).getByRole('button', { name: 'Save changes' })
  return { ...rendered, auth, form, field, save }
}

test('the form starts with the account’s name and email, and Save changes waits for a change', async () => {
  const { user, field, save } = renderForm()

  expect(field('Name')).toHaveValue(customer.name)
  expect(field('Email')).toHaveValue(customer.email)
  expect(save()).toBeDisabled()
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()

  await user.type(field('Name'), ' ')
  expect(save()).toBeDisabled()
  await user.type(field('Name'), 'B')
  expect(save()).toBeEnabled()
})

test('a new name is saved without a password, stored for the account and confirmed by a toast', async () => {
  const received = answerUpdate(updated)
  const { user, field, save, store } = renderForm()

  await user.clear(field('Name'))
  await user.type(field('Name'), '  Maya Berg ')
  await user.click(save())

  expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument()
  expect(received).toEqual([{ name: 'Maya Berg' }])
  expect(store.getState().auth.user?.name).toBe('Maya Berg')
  expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toMatchObject({
    name: 'Maya Berg',
  })
  expect(field('Name')).toHaveValue('Maya Berg')
  expect(save()).toBeDisabled()
})

test('a new email asks for the current password, is sent with it and waits for its confirmation', async () => {
  const received = answerUpdate(updated)
  const { user, field, save, store } = renderForm()

  await user.clear(field('Email'))
  await user.type(field('Email'), 'Maya.Berg@Example.com')
  const password = field('Current password')
  expect(password).toHaveAccessibleDescription('A new email needs your current password.')

  await user.click(save())
  expect(password).toHaveAccessibleDescription(/Please enter your current password\./)
  expect(received).toEqual([])

  await user.type(password, 'Secret123!')
  await user.click(save())

  expect(await screen.findByText(CONFIRM_NEW_EMAIL_MESSAGE)).toBeInTheDocument()
  expect(received).toEqual([{ email: 'Maya.Berg@Example.com', currentPassword: 'Secret123!' }])
  // The account keeps its e-mail until the new one is confirmed, and the form says so.
  expect(store.getState().auth.user?.email).toBe(customer.email)
  expect(field('Email')).toHaveValue(customer.email)
  expect(field('Email')).toHaveAccessibleDescription(
    pendingEmailNotice('maya.berg@example.com', customer.email),
  )
  expect(
    screen.getByText(
      `We sent a link to maya.berg@example.com; until you confirm, your email stays ${customer.email}.`,
    ),
  ).toBeInTheDocument()
  // The password is not kept.
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()
  expect(save()).toBeDisabled()
})

test('the same email in other letters is no change and asks for no password', async () => {
  const { user, field, save } = renderForm()

  await user.clear(field('Email'))
  await user.type(field('Email'), customer.email.toUpperCase())

  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()
  expect(save()).toBeDisabled()
})

test('a wrong current password shows the server’s message and the customer stays signed in', async () => {
  answerUpdate(() =>
    HttpResponse.json({ message: CURRENT_PASSWORD_WRONG_MESSAGE }, { status: 401 }),
  )
  const { user, field, save, store, auth } = renderForm()

  await user.clear(field('Email'))
  await user.type(field('Email'), 'maya.berg@example.com')
  await user.type(field('Current password'), 'not-my-password')
  await user.click(save())

  expect(await screen.findByRole('alert')).toHaveTextContent(CURRENT_PASSWORD_WRONG_MESSAGE)
  expect(store.getState().auth).toEqual(auth)
  expect(screen.queryByText('Signed out')).not.toBeInTheDocument()
  expect(save()).toBeEnabled()
})

test('a taken email shows the server’s message', async () => {
  answerUpdate(() => HttpResponse.json({ message: EMAIL_TAKEN_MESSAGE }, { status: 409 }))
  const { user, field, save } = renderForm()

  await user.clear(field('Email'))
  await user.type(field('Email'), 'taken@example.com')
  await user.type(field('Current password'), 'Secret123!')
  await user.click(save())

  expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_TAKEN_MESSAGE)
})

test('an empty name or an invalid email is pointed out and nothing is sent', async () => {
  const received = answerUpdate(updated)
  const { user, field, save } = renderForm()

  await user.clear(field('Name'))
  await user.tab()
  expect(field('Name')).toHaveAccessibleDescription('Name is required.')
  await user.clear(field('Email'))
  await user.type(field('Email'), 'maya@')
  await user.tab()
  expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.')

  await user.click(save())
  expect(received).toEqual([])
})
