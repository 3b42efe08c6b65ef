import { useEffect, useState } from 'react'

/** `checking` until `GET /api/health` answers; any failure is `unavailable`, never an error. */
export type ApiHealth = 'checking' | 'online' | 'unavailable'

function isHealthy(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok'
}

async function fetchApiHealth(signal: AbortSignal): Promise<ApiHealth> {
  try {
    const response = await fetch('/api/health', { signal, headers: { accept: 'application/json' } })
    if (!response.ok) return 'unavailable'
    return isHealthy(await response.json()) ? 'online' : 'unavailable'
  } catch {
    return 'unavailable'
  }
}

export function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>('checking')

  useEffect(() => {
    const controller = new AbortController()
    void fetchApiHealth(controller.signal).then((result) => {
      if (!controller.signal.aborted) setHealth(result)
    })
    return () => {
      controller.abort()
    }
  }, [])

  return health
}
