import { OUTSIDE_CALL_TIMEOUT_MS } from '../domain/constants'

/**
 * A call to an outside service that gives up after a timeout. Any failure —
 * no answer, timeout, a non-JSON body — is an OutsideServiceError, so callers
 * answer their own 502 without leaking what went wrong.
 */
export class OutsideServiceError extends Error {
  constructor(
    public readonly service: string,
    message: string,
    public readonly status?: number,
  ) {
    super(`${service}: ${message}`)
    this.name = 'OutsideServiceError'
  }
}

export interface OutsideAnswer {
  status: number
  body: unknown
}

export async function callOutside(service: string, url: string, init: RequestInit = {}, timeoutMs = OUTSIDE_CALL_TIMEOUT_MS): Promise<OutsideAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message
    throw new OutsideServiceError(service, reason)
  }
  const text = await response.text().catch(() => '')
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    if (response.ok) throw new OutsideServiceError(service, 'answer was not JSON', response.status)
  }
  return { status: response.status, body }
}
