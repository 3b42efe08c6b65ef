/** The package ships no types; the two calls the server uses. */
declare module 'on-exit-leak-free' {
  /** Calls `shutdown(object, 'exit')` when the process exits, unless `object` was collected. */
  export function register<T extends object>(
    object: T,
    shutdown: (object: T, event: 'exit') => void,
  ): void
  export function unregister(object: object): void
}
