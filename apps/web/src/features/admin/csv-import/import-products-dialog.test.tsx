import { NDJSON_CONTENT_TYPE, type CsvImportStreamLine } from '@shop/shared/catalog-csv'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { setupTestServer } from '../../../testing/msw-server'
import { authStateOf, signedInAdmin } from '../admin.fixture'
import { ImportProductsButton } from './import-products-dialog'

const server = setupTestServer()

const ndjson = (lines: CsvImportStreamLine[]) =>
  new HttpResponse(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'content-type': NDJSON_CONTENT_TYPE },
  })

function renderDialog() {
  const rendered = renderWithProviders(<ImportProductsButton />, {
    route: '/admin/products',
    preloadedState: { auth: authStateOf(signedInAdmin) },
  })
  return rendered
}

async function openWithFile(rendered: ReturnType<typeof renderDialog>) {
  await rendered.user.click(screen.getByRole('button', { name: 'Import products' }))
  const dialog = screen.getByRole('dialog', { name: 'Import products' })
  const file = new File(['handle,name\n'], 'products.csv', { type: 'text/csv' })
  await rendered.user.upload(within(dialog).getByLabelText('CSV file'), file)
  return dialog
}

test('a check lists every error by line and keeps Import disabled', async () => {
  const dryRuns: string[] = []
  server.use(
    http.post('*/api/admin/products/import', ({ request }) => {
      dryRuns.push(new URL(request.url).searchParams.get('dryRun') ?? '')
      return ndjson([
        { type: 'progress', phase: 'checking', rowsRead: 2, rowsTotal: 3 },
        {
          type: 'result',
          dryRun: true,
          created: 1,
          updated: 0,
          unchanged: 0,
          errors: [
            { line: 3, message: 'price: Price must be 0 or more.' },
            { line: 4, message: 'name: Name is required.' },
          ],
        },
      ])
    }),
  )
  const rendered = renderDialog()
  const dialog = await openWithFile(rendered)
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Check file' }))

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'The file has 2 errors: nothing was imported.',
  )
  const table = within(dialog).getByRole('table', { name: 'Errors by line' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    '3price: Price must be 0 or more.',
    '4name: Name is required.',
  ])
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()
  expect(dryRuns).toEqual(['true'])
})

test('a progress bar with a value shows while the server works, then the import summary', async () => {
  let finish: () => void = () => undefined
  const serverDone = new Promise<void>((resolve) => {
    finish = resolve
  })
  server.use(
    http.post('*/api/admin/products/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true'
      if (!dryRun) await serverDone
      return ndjson([
        { type: 'progress', phase: 'writing', rowsRead: 10000, rowsTotal: 10000 },
        { type: 'result', dryRun, created: 2500, updated: 0, unchanged: 0, errors: [] },
      ])
    }),
  )
  const rendered = renderDialog()
  const dialog = await openWithFile(rendered)
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Check file' }))
  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'The file is ready: 2500 to create, 0 to update, 0 unchanged.',
  )

  await rendered.user.click(within(dialog).getByRole('button', { name: 'Import' }))
  const bar = within(dialog).getByRole('progressbar', { name: 'Import progress' })
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0)
  expect(bar).toHaveAttribute('aria-valuemax', '100')
  finish()

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Imported: 2500 created, 0 updated, 0 unchanged.',
  )
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument()
})

test('a refused file shows the server message', async () => {
  server.use(
    http.post('*/api/admin/products/import', () =>
      HttpResponse.json({ message: 'CSV files can be at most 20 MB.' }, { status: 413 }),
    ),
  )
  const rendered = renderDialog()
  const dialog = await openWithFile(rendered)
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Check file' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'CSV files can be at most 20 MB.',
  )
})

test('"Overwrite products changed since the export" sends overwrite=true to the check and the import', async () => {
  const sent: { dryRun: string | null; overwrite: string | null }[] = []
  server.use(
    http.post('*/api/admin/products/import', ({ request }) => {
      const query = new URL(request.url).searchParams
      sent.push({ dryRun: query.get('dryRun'), overwrite: query.get('overwrite') })
      const dryRun = query.get('dryRun') === 'true'
      return ndjson([{ type: 'result', dryRun, created: 0, updated: 1, unchanged: 0, errors: [] }])
    }),
  )
  const rendered = renderDialog()
  const dialog = await openWithFile(rendered)
  const overwrite = within(dialog).getByRole('checkbox', {
    name: /Overwrite products changed since the export/,
  })
  expect(overwrite).not.toBeChecked()
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Check file' }))
  await within(dialog).findByRole('status')

  // Changing the choice asks for a new check before the import.
  await rendered.user.click(overwrite)
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled()
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Check file' }))
  await within(dialog).findByRole('status')
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Import' }))
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Imported')

  expect(sent).toEqual([
    { dryRun: 'true', overwrite: 'false' },
    { dryRun: 'true', overwrite: 'true' },
    { dryRun: 'false', overwrite: 'true' },
  ])
})
