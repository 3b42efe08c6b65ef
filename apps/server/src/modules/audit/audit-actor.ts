import type { FastifyRequest } from 'fastify'
import { currentUser } from '../../plugins/auth.js'
import type { AuditActor } from './record-audit.js'

/** The admin behind a request, as the audit log names them: from the token, never the body. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { id, email } = currentUser(request)
  return { id, email }
}
