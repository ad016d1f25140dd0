import { createRequire } from 'node:module'

import { pino, destination, stdSerializers, stdTimeFunctions, type Logger } from 'pino'

import { scrubText } from './error-scrub'
import { currentRequest } from './request-context.server'

export { scrubText }

/**
 * The one logger of the process: Payload's (passed in cms/payload.config.ts),
 * the server's access lines (server/access-log.ts) and every service's errors
 * write through it. JSON lines on stdout in production, colourful lines in
 * development. Each line written while a request is served carries its id
 * (`req_id`). Kept on `globalThis`: the Remix build and Next's bundle load
 * their own copies of this module, and all must write through one logger.
 *
 * In production the lines go to stdout asynchronously (issue 53): a request
 * hands its access line to pino's SonicBoom destination and goes on, and the
 * destination writes what has gathered while its last write was under way.
 * Nothing is lost on exit: pino flushes an asynchronous destination
 * synchronously when the process exits (`process.exit` after a SIGTERM, or
 * the end of the event loop); `tests/api/access-log.test.ts` proves it.
 *
 * What never goes into a line: e-mail addresses, names, tokens, passwords,
 * request bodies, health data. Code logs ids only; `redact` and the error
 * serializer below are the safety net for what a library puts in an error.
 */
export type { Logger }

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LEVELS)[number]

/** Fields that are removed from any logged object, however deep the code that logged it put them. */
const REDACTED_PATHS = [
  'password',
  'new_password',
  'current_password',
  'token',
  'session_token',
  'email',
  'name',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.session_token',
  '*.email',
  '*.name',
]

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown }

/** An error as a log line holds it: type, message and stack (scrubbed), its cause, no other properties. */
export function serializeError(error: unknown): SerializedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubText(error) : error
  const serialized = stdSerializers.err(error)
  const kept: SerializedError = { type: serialized.type, message: scrubText(error.message), stack: scrubText(serialized.stack ?? '') }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') kept.code = code
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number') kept.status = status
  if (error.cause !== undefined) kept.cause = serializeError(error.cause)
  return kept
}

/** Where errors logged at `error` or above also go (Sentry, when `SENTRY_DSN` is set: app/lib/sentry.server.ts). */
export type ErrorSink = (error: unknown, message: string) => void

const KEY = Symbol.for('liberate.logger')
type Holder = { [KEY]?: { logger: Logger; sinks: ErrorSink[] } }
const holder = globalThis as Holder

function levelFromEnv(): LogLevel {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase()
  return LEVELS.includes(wanted as LogLevel) ? (wanted as LogLevel) : 'info'
}

function create(): { logger: Logger; sinks: ErrorSink[] } {
  const sinks: ErrorSink[] = []
  const production = process.env.NODE_ENV === 'production'
  const logger = pino(
    {
      level: levelFromEnv(),
      enabled: process.env.DISABLE_LOGGING !== 'true',
      timestamp: stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[removed]' },
      serializers: { err: serializeError, error: serializeError },
      mixin() {
        const request = currentRequest()
        return request ? { req_id: request.id } : {}
      },
      hooks: {
        logMethod(args, method, level) {
          if (level >= 50 && sinks.length) {
            const [first, second] = args as unknown[]
            const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err
            const message = typeof first === 'string' ? first : typeof second === 'string' ? second : String((first as { msg?: unknown })?.msg ?? '')
            if (error) for (const sink of sinks) sink(error, message)
          }
          return method.apply(this, args as Parameters<typeof method>)
        },
      },
    },
    production ? destination({ dest: 1, sync: false }) : prettyStream(),
  )
  return { logger, sinks }
}

/** Readable lines for development; a production server never loads pino-pretty. */
function prettyStream() {
  const { build } = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty')
  return build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true })
}

/** The process's logger. */
export function logger(): Logger {
  return (holder[KEY] ??= create()).logger
}

/** Adds a place errors are also sent to (one per process: Sentry). */
export function addErrorSink(sink: ErrorSink): void {
  ;(holder[KEY] ??= create()).sinks.push(sink)
}

/** Logs a failure with its stack (and the request's id, when serving one). */
export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  logger().error({ ...fields, err: error }, message)
}
