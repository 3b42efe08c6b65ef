import { createRequire } from 'node:module'
import type { Redis } from 'ioredis'

/**
 * The two stores @fastify/rate-limit ships, which it uses but neither exports nor types: loaded
 * by path so rate-limit-store.ts can wrap them rather than write them again.
 */
export type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

export interface RateLimitStore {
  incr: (key: string, callback: StoreCallback, timeWindow: number, max: number) => void
  read: (key: string, callback: StoreCallback, timeWindow: number, max: number) => void
  child: (routeOptions: unknown) => RateLimitStore
}

const require = createRequire(import.meta.url)

export const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateLimitStore

export const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => RateLimitStore
