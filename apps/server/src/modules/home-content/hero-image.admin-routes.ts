import { UPLOAD_FIELD_NAME } from '@shop/shared/admin-products'
import { apiErrorSchema } from '@shop/shared/common'
import { heroImageUploadSchema } from '@shop/shared/home-content'
import { HERO_TALL, HERO_WIDE } from '@shop/shared/images'
import { MAX_UPLOAD_BYTES } from '@shop/shared/limits'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { createUploadStore } from '../uploads/create-upload-store.js'
import { acceptImageUploads, readImageField } from '../uploads/image-upload-field.js'

/**
 * `POST /api/admin/content/hero-image` (docs/api.md § The home page): the owner uploads a picture
 * once and the store cuts the hero's two crops from it, each in the widths the storefront's
 * `srcset` names. Its own scope, so multipart is read by this route only.
 */
export const heroImageAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = deps.uploadStore ?? createUploadStore(deps.config)
  await acceptImageUploads(app)

  app.post(
    '/hero-image',
    {
      schema: {
        tags: ['Admin: content'],
        summary: 'Upload a picture for the home page’s hero or banner',
        description: `multipart/form-data with the file in the field \`${UPLOAD_FIELD_NAME}\`, at most ${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB (413 beyond), checked like \`POST /api/upload\`. The picture is cut around what draws the eye into a wide ${String(HERO_WIDE.width)}×${String(HERO_WIDE.height)} crop (also ${HERO_WIDE.widths.join(' and ')} px wide) and a tall ${String(HERO_TALL.width)}×${String(HERO_TALL.height)} crop (${HERO_TALL.widths.join(' and ')} px), WebP without metadata; a smaller picture is enlarged to them. Answers the wide crop's URL as \`imageUrl\` and the tall one's as \`mobileImageUrl\`, each naming its largest width.`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: heroImageUploadSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await readImageField(request)
      // One after the other: a file that is no image is refused by the first, before more work.
      const imageUrl = await store.saveImage(image, HERO_WIDE)
      const mobileImageUrl = await store.saveImage(image, HERO_TALL)
      return reply.code(201).send({ imageUrl, mobileImageUrl })
    },
  )
}
