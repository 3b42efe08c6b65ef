import { toast } from 'sonner'
import { afterEach, expect, test, vi } from 'vitest'
import { runConfirmedAction } from './confirmed-action'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

/** As RTK Query's `unwrap()` fails: with the plain `{ status, data }` of the answer. */
// eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the shape unwrap() rejects with
const refuse = (answer: unknown) => Promise.reject<string>(answer)

afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

test('Cancel on the question sends nothing', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(false)
  const run = vi.fn(() => Promise.resolve('Deleted.'))

  expect(await runConfirmedAction({ question: 'Delete?', run, failureFallback: 'Failed.' })).toBe(
    false,
  )
  expect(run).not.toHaveBeenCalled()
  expect(toast.success).not.toHaveBeenCalled()
})

test('OK runs the call and toasts its answer', async () => {
  vi.spyOn(window, 'confirm').mockReturnValue(true)

  const isDone = await runConfirmedAction({
    question: 'Delete?',
    run: () => Promise.resolve('Product deleted'),
    failureFallback: 'Failed.',
  })

  expect(isDone).toBe(true)
  expect(toast.success).toHaveBeenCalledWith('Product deleted')
})

test('a refusal shows the server’s words in a toast, or where the page shows failures', async () => {
  const refusal = { status: 409, data: { message: 'The last admin stays an admin.' } }

  await runConfirmedAction({
    run: () => refuse(refusal),
    failureFallback: 'Failed.',
  })
  expect(toast.error).toHaveBeenCalledWith('The last admin stays an admin.')

  const onFailure = vi.fn()
  const onStart = vi.fn()
  await runConfirmedAction({
    run: () => refuse({ status: 500, data: null }),
    failureFallback: 'Failed to delete SUMMER.',
    onFailure,
    onStart,
  })
  expect(onStart).toHaveBeenCalledOnce()
  expect(onFailure).toHaveBeenCalledWith('Failed to delete SUMMER.')
  expect(toast.error).toHaveBeenCalledOnce()
})
