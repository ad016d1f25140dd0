/**
 * Errors the product answers with. Services and guards throw an `AppError`
 * with a code; the code decides the HTTP status here, in one table, for the
 * documented API (`apiHandler`) and for page actions (`pageAction`) alike.
 * Browser-safe: pages may read `ErrorCode` and `ActionFailure`.
 */
export const ERROR_STATUS = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly detail: string,
    public readonly headers?: HeadersInit,
  ) {
    super(detail)
    this.name = 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const badRequest = (detail: string) => new AppError('bad_input', detail)
export const unauthorized = (detail = 'Not authenticated') => new AppError('unauthenticated', detail)
export const forbidden = (detail: string) => new AppError('forbidden', detail)
export const notFound = (detail = 'Not found') => new AppError('not_found', detail)
export const conflict = (detail: string) => new AppError('conflict', detail)
export const tooLarge = (detail: string) => new AppError('too_large', detail)
/** An outside service (OpenAI, Stripe) failed or refused. */
export const upstreamFailed = (detail: string) => new AppError('upstream_failed', detail)
export const unavailable = (detail: string) => new AppError('unavailable', detail)

/** What a page action answers when it fails: the page shows `detail` (toast or alert). */
export interface ActionFailure {
  ok: false
  code: ErrorCode
  detail: string
}

/** The error for a status another layer chose (a Payload APIError raised by a collection hook). */
export function errorForStatus(status: number, detail: string): AppError {
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status) ?? 'internal'
  return new AppError(code, detail)
}
