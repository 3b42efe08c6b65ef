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
  // A callback hook, not an async one: every request passes here, and a promise each costs.
  app.addHook('preValidation', (request, _reply, done) => {
    const path =
      findInvalidText(request.params) ??
      findInvalidText(request.query) ??
      findInvalidText(request.body)
    done(path === undefined ? undefined : badInput(invalidCharacterMessage(path)))
  })
}

export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' })
