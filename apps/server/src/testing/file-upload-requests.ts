import { UPLOAD_FIELD_NAME } from '@shop/shared/admin-products'
import type { FastifyInstance } from 'fastify'

const BOUNDARY = '----shop-upload-test'

/** One file as a browser's form sends it. */
export interface FormFile {
  /** The form field: the shop's upload field unless a test sends the file elsewhere. */
  field?: string | undefined
  filename: string
  /** Its declared content type; the server judges the content, not this. */
  type: string
  data: Buffer
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: FormFile): { payload: Buffer; contentType: string } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? UPLOAD_FIELD_NAME}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  return {
    payload: Buffer.concat([head, file.data, tail]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  }
}

/** POSTs one file to an upload route with the caller's headers (none: a guest). */
export function postFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> | undefined,
  file: FormFile,
) {
  const body = multipartBody(file)
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  })
}

/** POSTs a picture as JSON to an upload route, which takes a multipart file only. */
export function postPictureAsJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: { image: 'data:image/png;base64,AAAA' },
  })
}
