/** What the benchmarks share: one API call that must succeed, and percentiles. */

/** Calls the app as a client would (bearer token, or the session cookie for pages); throws on a failed answer. */
export async function call(
  base: string,
  path: string,
  init: { token?: string; body?: unknown; method?: string; cookie?: boolean } = {},
): Promise<any> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'Content-Type': 'application/json',
      ...(init.token && !init.cookie ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.token && init.cookie ? { Cookie: `session_token=${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text
}

/** The p-th percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}
