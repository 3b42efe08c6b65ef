import multipart from '@fastify/multipart'
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_MISSING_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@shop/shared/admin-products'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, badInput } from '../../lib/app-error.js'

/**
 * How an admin's picture arrives (docs/api.md § Admin: products and uploads): one multipart file
 * in the field `image`, at most MAX_UPLOAD_BYTES. Every upload route (a product image, a hero
 * picture) reads it here, with the same limits and messages.
 */

/** A body cut off or malformed on the way: the client's problem, never a server error. */
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.'

/** Lets the routes of `app`'s scope read multipart bodies, and no other scope. */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // One file of at most 5 MB and a few small fields: nothing else is read from the request.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })
}

/** The bytes of the `image` file; its name and declared type are not trusted (sharp decides). */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badInput(UPLOAD_MISSING_FILE_MESSAGE)
  try {
    const file = await request.file()
    if (file?.fieldname !== UPLOAD_FIELD_NAME) throw badInput(UPLOAD_MISSING_FILE_MESSAGE)
    return await file.toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    if (isFileTooLarge(error)) throw new AppError('too_large', UPLOAD_TOO_LARGE_MESSAGE)
    // Only the request body is read here, so any other failure is a broken or cut-off body.
    throw badInput(UPLOAD_UNREADABLE_MESSAGE)
  }
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  )
}
