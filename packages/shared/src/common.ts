import { z } from 'zod'

/** Every error the API answers: `{ message }` (docs/product-rules.md § General rules). */
export const apiErrorSchema = z.object({ message: z.string() })
export type ApiError = z.infer<typeof apiErrorSchema>

/** Ids are random UUIDs; their first 8 characters tell records apart. */
export const idSchema = z.uuid()

/** Money on the wire: US dollars with at most 2 decimals. */
export const moneySchema = z.number().nonnegative()

/** An id in a path; a malformed one is treated as unknown (404), never as a server error. */
export const idParamsSchema = z.object({ id: z.string() })
export type IdParams = z.infer<typeof idParamsSchema>

export const messageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof messageResponseSchema>

export function isUuid(value: string): boolean {
  return idSchema.safeParse(value).success
}
