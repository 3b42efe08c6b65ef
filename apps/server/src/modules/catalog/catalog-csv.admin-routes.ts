import { PassThrough, type Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import {
  CSV_IMPORT_FIELD_NAME,
  CSV_MISSING_FILE_MESSAGE,
  CSV_UNREADABLE_MESSAGE,
  MAX_CSV_EXPORT_IDS,
  MAX_CSV_IMPORT_BYTES,
  MAX_CSV_IMPORT_ROWS,
  NDJSON_CONTENT_TYPE,
  csvImportQuerySchema,
  csvImportResultSchema,
  type CsvImportStreamLine,
} from '@shop/shared/catalog-csv'
import { apiErrorSchema } from '@shop/shared/common'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { AppError, badInput } from '../../lib/app-error.js'
import { csvBodySchema, csvFileName } from '../../lib/csv-cells.js'
import { auditActorOf } from '../audit/audit-actor.js'
import { exportProductsCsv, parseExportIds } from './catalog-csv-export.js'
import { importProductsCsv } from './catalog-csv-import.js'

const tags = ['Admin: products']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

/** What a refusal that happens after an NDJSON answer began says, as its JSON answer would. */
const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * The catalogue as CSV under /api/admin/products (docs/api.md § CSV), inside the admin scope
 * (modules/admin/admin.routes.ts), which checks the role before any body is read. Multipart is
 * accepted in this scope only.
 */
export const catalogCsvAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_CSV_IMPORT_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
    },
  })

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'The catalogue as CSV, one row per variant',
        description: `Columns: handle (the product id), name, status, description, price, originalPrice, category, brand, collections, material, gender, imageUrls and imageAlts (\`|\`-separated), size, color, sku, countInStock. \`ids\` (comma-separated, at most ${String(MAX_CSV_EXPORT_IDS)}) exports those products only. Text cells starting with = + - @ get a leading apostrophe (formula injection).`,
        security,
        querystring: z.object({ ids: z.string().max(4000).optional() }),
        response: { 200: csvBodySchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const ids = parseExportIds(request.query.ids)
      const csv = await exportProductsCsv(deps.db, ids)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('products')}"`)
        .send(csv)
    },
  )

  app.post(
    '/import',
    {
      schema: {
        tags,
        summary: 'Create and update products from a CSV file',
        description: `multipart/form-data with the file in the field \`${CSV_IMPORT_FIELD_NAME}\` (at most ${String(MAX_CSV_IMPORT_BYTES / (1024 * 1024))} MB and ${String(MAX_CSV_IMPORT_ROWS)} rows, 413 beyond), with the columns of the export. Rows with the same handle, or with no handle and the same name, are one product; an existing SKU updates its product. Any error (listed by line) means nothing is written; \`dryRun=true\` never writes. A row whose \`updatedAt\` is not its product's (it changed since the export) is an error unless \`overwrite=true\`; a row without \`updatedAt\` never changes an existing variant's stock. With \`Accept: ${NDJSON_CONTENT_TYPE}\` the answer is progress lines, then one result (or error) line.`,
        security,
        consumes: ['multipart/form-data'],
        querystring: csvImportQuerySchema,
        response: {
          200: csvImportResultSchema,
          400: apiErrorSchema,
          ...refusals,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readCsvField(request)
      const run = (onProgress?: Parameters<typeof importProductsCsv>[2]['onProgress']) =>
        importProductsCsv(deps, file, {
          dryRun: request.query.dryRun,
          overwrite: request.query.overwrite,
          actor: auditActorOf(request),
          onProgress,
        })

      if (!acceptsNdjson(request)) return run()

      // Progress lines as the server reads, checks and writes; the last line is the outcome.
      const lines = new PassThrough()
      const send = (line: CsvImportStreamLine) => lines.write(`${JSON.stringify(line)}\n`)
      // The typed reply knows the JSON answer only; a stream is sent as it is, unserialized.
      void (reply as FastifyReply).type(NDJSON_CONTENT_TYPE).send(lines)
      try {
        const result = await run((progress) => send({ type: 'progress', ...progress }))
        send({ type: 'result', ...result })
      } catch (error) {
        if (error instanceof AppError) {
          send({ type: 'error', status: error.statusCode, message: error.message })
        } else {
          request.log.error({ err: error }, 'CSV import failed with an unexpected error')
          send({ type: 'error', status: 500, message: INTERNAL_ERROR_MESSAGE })
        }
      }
      lines.end()
      return reply
    },
  )
}

function acceptsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(NDJSON_CONTENT_TYPE)
}

/** The stream of the `file` part; its name and declared type are not trusted (the parser decides). */
async function readCsvField(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) throw badInput(CSV_MISSING_FILE_MESSAGE)
  const part = await request.file().catch(() => {
    throw badInput(CSV_UNREADABLE_MESSAGE)
  })
  if (part?.fieldname !== CSV_IMPORT_FIELD_NAME) throw badInput(CSV_MISSING_FILE_MESSAGE)
  return part.file
}
