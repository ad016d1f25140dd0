import http from 'node:http'

import { inject } from 'vitest'

/**
 * A request exactly as written: any method (TRACE, PROPFIND), any Host, a path
 * that is not a valid URL. `fetch` refuses or rewrites all of these.
 */
export interface RawRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  baseUrl?: string
  agent?: http.Agent
  /** Give up (and fail) after this long; default 15 s. */
  timeoutMs?: number
}

export interface RawResult {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any
}

export function raw(request: RawRequest): Promise<RawResult> {
  const base = new URL(request.baseUrl ?? inject('baseUrl'))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: { ...(request.body === undefined ? {} : { 'Content-Length': Buffer.byteLength(request.body) }), ...request.headers },
        agent: request.agent,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(request.timeoutMs ?? 15_000, () => req.destroy(new Error(`no answer within ${request.timeoutMs ?? 15_000} ms`)))
    req.on('error', reject)
    if (request.body !== undefined) req.write(request.body)
    req.end()
  })
}

/** True when a body is `{ "detail": "<text>" }` JSON. */
export function isDetail(result: RawResult): boolean {
  return /application\/json/.test(String(result.headers['content-type'])) && typeof result.json?.detail === 'string' && result.json.detail.length > 0
}
