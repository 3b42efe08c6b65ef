import { findInvalidText, invalidCharacterMessage } from '@shop/shared/text'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { badInput } from '../lib/app-error.js'

/**
 * The one gate for characters no field accepts (packages/shared/src/text.ts): every route's
 * path parameters, query and JSON body are checked before any schema sees them, so a NUL byte or
 * broken Unicode is a 400 that names the field, never a database error (docs/product-rules.md § Several
 * instances). No schema can forget the rule, and none repeats it.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findInvalidText(part)
      if (path !== undefined) throw badInput(invalidCharacterMessage(path))
    }
  })
}

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' })
