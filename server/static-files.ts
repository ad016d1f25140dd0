import fs from 'node:fs'

import express, { type RequestHandler } from 'express'

/**
 * The files of `public/` (favicon, app icons), served like `express.static`
 * but only under the names the folder holds when the server starts: every
 * other request (all of /api, every page) passes straight on, without the
 * file-system lookup `express.static` makes for each one. A file added to
 * public/ is served after the next start, as a new build would be.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const serve = express.static(dir, options)
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `/${name}`) : [])
  return (req, res, next) => {
    const slash = req.path.indexOf('/', 1)
    const first = slash === -1 ? req.path : req.path.slice(0, slash)
    if (!names.has(first)) return next()
    serve(req, res, next)
  }
}
