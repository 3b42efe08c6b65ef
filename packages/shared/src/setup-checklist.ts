import { z } from 'zod'

/**
 * The back office's setup checklist (docs/product-rules.md § The owner's shop): what a shop that
 * started empty still needs, each item ticking itself once it is true.
 */
export const SETUP_STEPS = [
  'name-and-logo',
  'shipping',
  'payments',
  'mail',
  'first-product',
  'test-order',
] as const
export type SetupStep = (typeof SETUP_STEPS)[number]

export const setupChecklistSchema = z.object({
  steps: z.array(z.object({ step: z.enum(SETUP_STEPS), isDone: z.boolean() })),
})
export type SetupChecklist = z.infer<typeof setupChecklistSchema>
