/**
 * The page's own calls to the documented API (browser-safe): JSON in and out,
 * the session cookie sent. Never throws for an HTTP status; a network failure
 * rejects, as fetch does.
 */
export interface ApiAnswer<T> {
  ok: boolean
  status: number
  body: T
}

export async function callApi<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const parsed = (await response.json().catch(() => null)) as T
  return { ok: response.ok, status: response.status, body: parsed }
}
