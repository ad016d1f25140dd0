import type { AdminAnswer, AdminBody, AdminCall } from '../../app/cms-bridge/admin-api'

/** A refused or failed portal call, with the words to show: the answer's `detail`, or the screen's own message. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Reads `{ detail }` from an error answer, or falls back to the screen's own message. */
export async function errorDetail(response: Response, fallback: string): Promise<string> {
  try {
    const body: { detail?: unknown } = await response.json()
    return typeof body.detail === 'string' && body.detail ? body.detail : fallback
  } catch {
    return fallback
  }
}

/**
 * One documented `/api/admin` call (app/cms-bridge/admin-api.ts), typed by
 * its name: `adminCall('GET customers/:id/details', { id }, fallback)`.
 * Throws `AdminApiError` with the words to show when the answer is not 2xx.
 */
export async function adminCall<K extends AdminCall>(
  call: K,
  options: { id?: string; body?: AdminBody<K> },
  fallback: string,
): Promise<AdminAnswer<K>> {
  const space = call.indexOf(' ')
  const method = call.slice(0, space)
  const route = call.slice(space + 1).replace(':id', encodeURIComponent(options.id ?? ''))
  let response: Response
  try {
    response = await fetch(`/api/admin/${route}`, {
      method,
      credentials: 'same-origin',
      ...(options.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options.body) }),
    })
  } catch {
    throw new AdminApiError(fallback, 0)
  }
  if (!response.ok) throw new AdminApiError(await errorDetail(response, fallback), response.status)
  const answer: AdminAnswer<K> = await response.json()
  return answer
}
