import { configureStore, createReducer } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { setupTestServer } from '../testing/msw-server'
import { api, sessionRejected, type ApiExtraOptions } from './api'

const WRONG_PASSWORD = 'Your current password is incorrect.'

setupTestServer(
  http.post('*/api/test/:case', ({ params }) =>
    HttpResponse.json(
      { message: params.case === 'typo' ? WRONG_PASSWORD : 'Your session has expired.' },
      { status: 401 },
    ),
  ),
)

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendTyped: build.mutation<null, string>({
      query: (answer) => ({ url: `/test/${answer}`, method: 'POST' }),
      extraOptions: { keepSessionOn401: [WRONG_PASSWORD] } satisfies ApiExtraOptions,
    }),
    endSession: build.mutation<null, string>({
      query: (answer) => ({ url: `/test/${answer}`, method: 'POST' }),
      extraOptions: { keepSessionOn401: 'any' } satisfies ApiExtraOptions,
    }),
    plainCall: build.mutation<null, string>({
      query: (answer) => ({ url: `/test/${answer}`, method: 'POST' }),
    }),
  }),
})

/** A store with a held token that counts the rejected sessions. */
function makeSessionStore() {
  const rejections = createReducer(0, (builder) => {
    builder.addCase(sessionRejected, (count) => count + 1)
  })
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: () => ({ token: 'header.claims.signature' }),
      rejections,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
}

test('a 401 the endpoint names as the user’s typo is shown, and the session goes on', async () => {
  const store = makeSessionStore()

  const result = await store.dispatch(testApi.endpoints.sendTyped.initiate('typo'))

  expect(result.error).toMatchObject({ status: 401, data: { message: WRONG_PASSWORD } })
  expect(store.getState().rejections).toBe(0)
})

test('any other 401 of that endpoint still ends the session', async () => {
  const store = makeSessionStore()

  await store.dispatch(testApi.endpoints.sendTyped.initiate('expired'))

  expect(store.getState().rejections).toBe(1)
})

test('an endpoint that ends the session itself never has it rejected', async () => {
  const store = makeSessionStore()

  await store.dispatch(testApi.endpoints.endSession.initiate('expired'))

  expect(store.getState().rejections).toBe(0)
})

test('without the option every 401 with a token held ends the session', async () => {
  const store = makeSessionStore()

  await store.dispatch(testApi.endpoints.plainCall.initiate('typo'))

  expect(store.getState().rejections).toBe(1)
})
