/**
 * What an error report may say, on the server and in the browser alike: no
 * e-mail address, no database values, no URL query string. Shared by the
 * log (logger.server.ts) and the optional error tracking (Sentry).
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g

/**
 * Drizzle appends a statement's values (`params: …`), MongoDB a duplicate
 * value (`dup key: { email: "…" }`): both are cut; any e-mail left is masked.
 */
export function scrubText(text: string): string {
  return text
    .replace(/params:[^\n]*/g, 'params: [removed]')
    .replace(/dup key: \{[^}]*\}/g, 'dup key: { [removed] }')
    .replace(EMAIL, '[email]')
}

/** A URL without its query string and fragment. */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** The parts of a Sentry event this app fills, loosely typed (both SDKs' events fit). */
export interface ReportEvent {
  message?: string
  user?: unknown
  request?: { method?: string; url?: string; [key: string]: unknown }
  exception?: { values?: { value?: string; [key: string]: unknown }[] }
  breadcrumbs?: unknown
  extra?: Record<string, unknown>
  tags?: Record<string, unknown>
  contexts?: Record<string, unknown>
  [key: string]: unknown
}

/**
 * An event as it may leave for Sentry: the error's type, scrubbed message and
 * stack frames, the request's method and path, the request id tag, the
 * runtime. Never who she is (user, cookies, headers), what she sent (body,
 * query string) or what she did before (breadcrumbs).
 */
export function scrubEvent<E extends object>(given: E): E {
  const event = given as ReportEvent
  delete event.user
  delete event.breadcrumbs
  delete event.extra
  if (event.message) event.message = scrubText(event.message)
  if (event.request) {
    const { method, url } = event.request
    event.request = { ...(method ? { method } : {}), ...(url ? { url: withoutQuery(url) } : {}) }
  }
  for (const value of event.exception?.values ?? []) if (value.value) value.value = scrubText(value.value)
  if (event.tags) event.tags = Object.fromEntries(Object.entries(event.tags).filter(([name]) => name === 'request_id'))
  if (event.contexts) {
    const { os, runtime, browser, trace } = event.contexts
    event.contexts = { os, runtime, browser, trace }
  }
  return given
}
