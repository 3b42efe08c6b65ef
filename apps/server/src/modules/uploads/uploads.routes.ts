import multipart from '@fastify/multipart'
import {
  UPLOAD_FIELD_NAME,
  UPLOAD_MISSING_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  uploadResponseSchema,
} from '@shop/shared/admin-products'
import { apiErrorSchema } from '@shop/shared/common'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { AppError, badInput } from '../../lib/app-error.js'
import { createUploadStore } from './create-upload-store.js'

/**
 * `POST /api/upload` (docs/product-rules.md § Admin): an admin's product image, sent as the multipart
 * field `image`, re-encoded to WebP by the upload store. Multipart is accepted in this scope only.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = deps.uploadStore ?? createUploadStore(deps.config)
  await app.register(multipart, {
    // One file of at most 5 MB and a few small fields: nothing else is read from the request.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  })

  app.post(
    '/upload',
    {
      // Before the body is read: a non-admin's file is never parsed.
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['Admin: products'],
        summary: 'Upload a product image',
        description: `multipart/form-data with the file in the field \`${UPLOAD_FIELD_NAME}\`, at most ${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB (413 beyond). Only real images are accepted, recognised by their content. The image is stored as WebP at 400 and 800 px without its metadata; the answer is the 800 px URL, the 400 px copy sits beside it (\`.w400.webp\`).`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await readImageField(request)
      const imageUrl = await store.saveImage(image)
      return reply.code(201).send({ imageUrl })
    },
  )
}

/** A body cut off or malformed on the way: the client's problem, never a server error. */
export const UPLOAD_UNREADABLE_MESSAGE = 'The upload could not be read. Please try again.'

/** The bytes of the `image` file; its name and declared type are not trusted (sharp decides). */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
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
