import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'
import zlib from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { getPayload } from 'payload'

import config from '../cms/payload.config'
import { env, isMongo } from '../app/lib/env.server'
import { logger } from '../app/lib/logger.server'
import { startSentry } from '../app/lib/sentry.server'
import { createRateLimiter, MemoryRateLimitStore } from '../app/lib/rate-limit.server'
import { startProcessState } from '../app/lib/process-state.server'
import { checkStorage } from '../app/lib/stored-files.server'
import { DatabaseRateLimitStore } from '../app/lib/rate-limit-store.server'
import { adminPolicy, commonSecurityHeaders, newNonce } from '../app/lib/security-headers.server'
import { requestLog } from './access-log'
import { healthCheck } from './health'
import { areaOf, canonicalHostGuard, clientAddress, cmsApiGuard, errorHandler, methodGuard, pageOriginGuard, pathGuard, staffLoginLimit } from './guards'
import { remixHandler } from './remix'
import { serviceWorkerHandler } from './service-worker'
import { publicFiles } from './static-files'
import { waitForWritablePrimary } from './wait-for-database'

/**
 * One process, one port: the Payload admin (/admin), Payload's REST API
 * (/cms-api) and Next's assets (/_next) go to Next; everything else, the
 * customer pages and the documented /api routes, goes to Remix. Both share the
 * one Payload instance created here (Next's bundle finds it in Payload's cache).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The process's locks, caches and memos: one registry, whichever bundle of the
// app asks (the Remix build, this graph, the admin's Next build).
startProcessState()
const settings = env()
const startedAt = Date.now()
const log = logger()
// SENTRY_DSN set: errors also go to Sentry; unset, its SDK is never loaded.
await startSentry(settings)

// MongoDB: serve nothing until the replica set has a primary that takes writes.
if (isMongo(settings.DATABASE_URL)) await waitForWritablePrimary(settings.DATABASE_URL!, log)

// Files: a bucket that cannot be reached, written and read back stops the start
// here, with its reason, rather than failing the first upload (issue 32).
const storage = await checkStorage(settings, { fresh: true })
if (!storage.ok) {
  log.error(`Cannot start: file storage is not usable. ${storage.detail}`)
  process.exit(1)
}

// Exactly one process runs the scheduled job queue (JOBS_AUTORUN, default on).
const payload = await getPayload({ config, cron: settings.JOBS_AUTORUN })

type AdminState = 'starting' | 'ready' | 'down'
const ADMIN_DOWN_DETAIL = 'The staff portal is unavailable just now. The customer site is not affected.'
const ADMIN_DOWN_PAGE = `Staff portal unavailable (503)\n\n${ADMIN_DOWN_DETAIL} It has been logged; please try again in a few minutes.\n`

// The admin (Next) gets ready in the background once the server listens
// (decision 0026): customers are served as soon as Payload and the Remix build
// are, and a staff request that comes first waits for it. ADMIN_DEV=true
// (`npm run dev:admin`): Next compiles the admin on request and reloads it on change.
// The customer site outlives the admin: if Next cannot start, or a request
// to it throws, /admin answers a plain 503 page, the API and the customer
// pages keep serving, and /api/health/ready says `admin: 'down'` (decision 0029).
const admin = { state: 'starting' as AdminState, handler: undefined as Promise<express.RequestHandler> | undefined }
const adminDown: express.RequestHandler = (req, res) => {
  res.status(503).set('Retry-After', '60')
  if (req.path.startsWith('/cms-api')) res.json({ detail: ADMIN_DOWN_DETAIL })
  else res.type('text/plain; charset=utf-8').send(ADMIN_DOWN_PAGE)
}
function startAdmin(): Promise<express.RequestHandler> {
  const startedAt = Date.now()
  return import('next')
    .then(async ({ default: next }) => {
      const nextApp = next({ dev: settings.ADMIN_DEV, dir: path.join(root, 'cms'), quiet: true })
      await nextApp.prepare()
      admin.state = 'ready'
      log.info(`The admin is ready (${Date.now() - startedAt} ms)`)
      const handle = nextApp.getRequestHandler()
      return (req: express.Request, res: express.Response) => {
        handle(req, res).catch((error: unknown) => {
          log.error({ err: error }, 'The admin (Next) failed a request')
          if (!res.headersSent) adminDown(req, res, () => undefined)
        })
      }
    })
    .catch((error: unknown): express.RequestHandler => {
      // The staff portal is down; the customer site is not. Readiness reports it, so it is seen and restarted.
      admin.state = 'down'
      log.error({ err: error }, 'The admin (Next) could not start: /admin answers 503, the customer site keeps serving')
      return adminDown
    })
}

// The Remix build: server bundle and browser assets (REMIX_BUILD_DIR, default build/).
const buildDir = path.resolve(root, process.env.REMIX_BUILD_DIR ?? 'build')
const buildFile = path.join(buildDir, 'server', 'index.js')

// `npm run dev` (REMIX_DEV_ORIGIN set, outside production): Vite serves the
// browser modules from app/ with hot reload on that origin's port, and every
// request renders with the current sources. Otherwise the built app is served.
const liveReload = !!settings.REMIX_DEV_ORIGIN && settings.NODE_ENV !== 'production'
const viteDev = liveReload
  ? await import('vite').then(({ createServer }) =>
      createServer({ server: { middlewareMode: true, hmr: { port: Number(new URL(settings.REMIX_DEV_ORIGIN!).port) } } }),
    )
  : undefined
let build = viteDev
  ? ((await viteDev.ssrLoadModule('virtual:remix/server-build')) as ServerBuild)
  : ((await import(pathToFileURL(buildFile).href)) as ServerBuild)
async function currentBuild(): Promise<ServerBuild> {
  if (viteDev) build = (await viteDev.ssrLoadModule('virtual:remix/server-build')) as ServerBuild
  return build
}

// Limits on abuse: in this process's memory, or in the database when several
// processes share it (RATE_LIMIT_STORE=database, decision 0012).
const limitStore = settings.RATE_LIMIT_STORE === 'database' ? new DatabaseRateLimitStore(payload) : new MemoryRateLimitStore()
const limits = createRateLimiter(limitStore, settings.RATE_LIMIT_SCALE)

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')

// Every answer carries X-Request-Id, and every request leaves one access line
// (server/access-log.ts); whatever is logged while serving it names its id.
app.use(requestLog(settings.PAYLOAD_SECRET))

// Security headers (issue 18): on every answer nosniff, the referrer and
// framing rules, Permissions-Policy and, over https, HSTS. Each request gets a
// fresh Content-Security-Policy nonce: Remix sends the pages' policy with it
// (app/entry.server.tsx); the admin's is set here, on the request too, where
// Next reads the nonce to put on its inline scripts.
const securityHeaders = commonSecurityHeaders(settings)
app.use((req, res, nextMiddleware) => {
  res.set(securityHeaders)
  const nonce = newNonce()
  res.locals.cspNonce = nonce
  if (areaOf(req.path) === 'admin') {
    const csp = adminPolicy(nonce, settings)
    req.headers['content-security-policy'] = csp
    res.setHeader('Content-Security-Policy', csp)
  }
  nextMiddleware()
})
// GET /api/health (liveness) is answered here, before the guards, compression
// and Remix: a load balancer calls it often and it asks nothing of them. Its
// Remix route (app/routes/api+/health.ts) still answers every other method
// and form of the path, with the same body.
app.use(healthCheck)
app.use(methodGuard, pathGuard)
// One address for the site (canonicalHostGuard). A production server without
// APP_URL would send every page to localhost, so there it only warns.
if (settings.NODE_ENV !== 'production' || process.env.APP_URL?.trim()) app.use(canonicalHostGuard(settings.APP_URL))
else log.warn('APP_URL is not set: pages are served at any host name, and sign-in links, payments and e-mails will use http://localhost. Set APP_URL to the public address.')
app.use('/cms-api', cmsApiGuard, staffLoginLimit(limits))

const toNext: express.RequestHandler = (req, res, nextMiddleware) => {
  admin.handler ??= startAdmin()
  admin.handler.then((handleNext) => handleNext(req, res, nextMiddleware)).catch(nextMiddleware)
}
app.all(/^\/(admin|cms-api|_next)(\/|$)/, toNext)

// `npm run bench` only (BENCH_STATS=true): the event loop's delay since the
// last reset, the process's memory and CPU time, for loopback callers.
if (settings.BENCH_STATS) {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  app.get('/__bench/stats', (req, res) => {
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '')) {
      res.status(404).json({ detail: 'Not found' })
      return
    }
    const ms = (ns: number) => Math.round(ns / 1e4) / 100
    // `?gc` with --expose-gc: a full collection first, so heap_used is what is live.
    if (req.query.gc !== undefined) (globalThis as { gc?: () => void }).gc?.()
    const memory = process.memoryUsage()
    const cpu = process.cpuUsage()
    res.json({
      // CPU time the process has used (every thread: compression and the collector's helpers too).
      cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
      delay_max_ms: ms(delay.max),
      delay_p99_ms: ms(delay.percentile(99)),
      rss_bytes: memory.rss,
      heap_total_bytes: memory.heapTotal,
      heap_used_bytes: memory.heapUsed,
      external_bytes: memory.external,
      array_buffers_bytes: memory.arrayBuffers,
      heap_spaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }])),
    })
    if (req.query.reset !== undefined) delay.reset()
  })
}

// Text answers (HTML, JSON, JS, CSS, SVG) go out brotli- or gzip-compressed
// with `Vary: Accept-Encoding`; Next above compresses its own. Media (not a
// compressible type), ranges and event streams pass untouched, and every
// write is flushed so a streamed page still arrives as it renders.
app.use(
  compression({
    flush: zlib.constants.Z_SYNC_FLUSH,
    brotli: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    filter: (req, res) => {
      if (req.headers.range) return false
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false
      return compression.filter(req, res)
    },
  }),
)

// The service worker (decision 0024): made for the build being served.
app.get('/sw.js', serviceWorkerHandler(() => build, viteDev ? undefined : buildDir))
if (viteDev) app.use(viteDev.middlewares)
else app.use('/build', express.static(path.join(buildDir, 'client'), { immutable: true, maxAge: '1y' }))
app.use(publicFiles(path.join(root, 'public'), { maxAge: '1h', index: false }))

app.all(
  '*',
  pageOriginGuard,
  remixHandler(viteDev ? currentBuild : build, (req, res) => ({
    payload,
    env: settings,
    limits,
    clientAddress: clientAddress(req),
    cspNonce: String(res.locals.cspNonce ?? ''),
    adminState: admin.state,
  })),
)
app.use(errorHandler)

if (storage.kind === 's3' && !process.env.PAYLOAD_SECRET?.trim()) {
  payload.logger.warn('PAYLOAD_SECRET is not set: this server made its own in DATA_DIR. Every server sharing the database and bucket needs the same one (see the README).')
}

const server = app.listen(settings.PORT, () => {
  log.info(`Listening on ${settings.APP_URL} (port ${settings.PORT}) after ${Date.now() - startedAt} ms`)
  admin.handler ??= startAdmin()
})

function shutdown(signal: string) {
  log.info(`${signal}: shutting down`)
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
