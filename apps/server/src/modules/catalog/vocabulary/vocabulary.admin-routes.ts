import {
  VOCABULARY_DELETED_MESSAGE,
  VOCABULARY_LABELS,
  VOCABULARY_LISTS,
  catalogVocabularySchema,
  paletteColorInputSchema,
  paletteColorSchema,
  paletteColorUpdateSchema,
  vocabularyItemSchema,
  vocabularyNameInputSchema,
  vocabularyNameParamsSchema,
  vocabularyOrderInputSchema,
} from '@shop/shared/catalog-vocabulary'
import { apiErrorSchema, messageResponseSchema } from '@shop/shared/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { currentUser } from '../../../plugins/auth.js'
import {
  createVocabularyEntry,
  listVocabulary,
  deleteVocabularyEntry,
  renameVocabularyEntry,
  reorderVocabulary,
} from './vocabulary.service.js'

const tags = ['Admin: catalogue settings']
const security = [{ bearerAuth: [] }]
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema }

type VocabularyDeps = Pick<AppDeps, 'db' | 'catalogCache'>

/** The admin behind the request, as the audit log names them: from the token, never the body. */
const actorOf = (request: Parameters<typeof currentUser>[0]) => {
  const { id, email } = currentUser(request)
  return { id, email }
}

/**
 * The managed lists under /api/admin/vocabulary (docs/api.md § Catalogue settings): one read of
 * every list, and for each of `categories`, `genders`, `sizes` and `colors` an add, a rename (and
 * recolour), a new order and a delete. The admin scope (modules/admin/admin.routes.ts) checks the
 * role before any of them runs.
 */
export const catalogVocabularyAdminRoutes: FastifyPluginAsyncZod<VocabularyDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every managed list: categories, genders, sizes and the colour palette',
        description: 'Each list in the owner’s order; colours carry their `#rrggbb` hex.',
        security,
        response: { 200: catalogVocabularySchema, ...refusals },
      },
    },
    async () => listVocabulary(deps.db),
  )

  for (const list of VOCABULARY_LISTS) {
    const isPalette = list === 'colors'
    const itemSchema = isPalette ? paletteColorSchema : vocabularyItemSchema
    const label = VOCABULARY_LABELS[list]

    app.post(
      `/${list}`,
      {
        schema: {
          tags,
          summary: `Add to the ${label.list}`,
          description: `Names are trimmed, 1–50 characters, unique without regard to case (409).${isPalette ? ' `hex` is `#rrggbb`.' : ''}`,
          security,
          body: isPalette ? paletteColorInputSchema : vocabularyNameInputSchema,
          response: { 201: itemSchema, 400: apiErrorSchema, ...refusals, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createVocabularyEntry(deps, actorOf(request), list, request.body)),
    )

    app.patch(
      `/${list}/:name`,
      {
        schema: {
          tags,
          summary: isPalette ? 'Rename or recolour a colour' : `Rename a ${label.one}`,
          description:
            'The products, variants, cart lines (and image tags) that use the old name take the new one in the same transaction.',
          security,
          params: vocabularyNameParamsSchema,
          body: isPalette ? paletteColorUpdateSchema : vocabularyNameInputSchema,
          response: {
            200: itemSchema,
            400: apiErrorSchema,
            ...refusals,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) =>
        renameVocabularyEntry(deps, actorOf(request), list, request.params.name, request.body),
    )

    app.put(
      `/${list}/order`,
      {
        schema: {
          tags,
          summary: `Put the ${label.list} in a new order`,
          description: 'Every listed name once, first to last.',
          security,
          body: vocabularyOrderInputSchema,
          response: { 200: z.array(itemSchema), 400: apiErrorSchema, ...refusals },
        },
      },
      async (request) => reorderVocabulary(deps, actorOf(request), list, request.body.names),
    )

    app.delete(
      `/${list}/:name`,
      {
        schema: {
          tags,
          summary: `Delete a ${label.one}`,
          description: 'Refused with 409 while products use it; the message says how many.',
          security,
          params: vocabularyNameParamsSchema,
          response: {
            200: messageResponseSchema,
            ...refusals,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await deleteVocabularyEntry(deps, actorOf(request), list, request.params.name)
        return { message: VOCABULARY_DELETED_MESSAGE }
      },
    )
  }
}
