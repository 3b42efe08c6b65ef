import { UPLOAD_FIELD_NAME, uploadResponseSchema } from '@shop/shared/admin-products'
import { apiErrorSchema } from '@shop/shared/common'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { createUploadStore } from './create-upload-store.js'
import { acceptImageUploads, readImageField } from './image-upload-field.js'

/**
 * `POST /api/upload` (docs/product-rules.md § Admin): an admin's product image, sent as the multipart
 * field `image`, re-encoded to WebP by the upload store. Multipart is accepted in this scope only.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = deps.uploadStore ?? createUploadStore(deps.config)
  await acceptImageUploads(app)

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
