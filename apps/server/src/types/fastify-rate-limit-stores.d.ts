// The two stores @fastify/rate-limit ships without types of their own
// (modules/shared-state/rate-limit-store.ts wraps them).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export type StoreCallback = (
    error: Error | null,
    result?: { current: number; ttl: number },
  ) => void

  export interface RateLimitStore {
    incr: (key: string, callback: StoreCallback, timeWindow: number, max: number) => void
    read: (key: string, callback: StoreCallback, timeWindow: number, max: number) => void
    child: (routeOptions: unknown) => RateLimitStore
  }

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStore
  export default LocalStore
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis'
  import type { RateLimitStore } from '@fastify/rate-limit/store/LocalStore.js'

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => RateLimitStore
  export default RedisStore
}
