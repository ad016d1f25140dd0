import type { RequestHandler } from 'express'

import { requestUrl } from './remix'

const BODY = JSON.stringify({ status: 'ok' })

/**
 * GET (and HEAD) /api/health, exactly that path: liveness, the process is up
 * and serving. The same answer as its Remix route (app/routes/api+/health.ts),
 * which serves every other method and form of the path; this one is answered
 * before the guards, compression and Remix, since it asks nothing of them.
 * The request id and security headers are already on the answer.
 */
export const healthCheck: RequestHandler = (req, res, next) => {
  // A Host header that makes no URL is Remix's to refuse (400), as for every path.
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl !== '/api/health' || !requestUrl(req)) return next()
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(BODY) })
  res.end(req.method === 'HEAD' ? undefined : BODY)
}
