import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { DEFAULT_PRICE_PENCE, SMALLEST_CHARGE_PENCE } from '../domain/prices'

/**
 * Every setting the server reads, parsed once. The README's configuration
 * table mirrors this schema; keep them together.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** A whole number of pence, from 0 to £10,000. */
const pence = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number({ error: 'must be a whole number of pence' }).int('must be a whole number of pence').min(0).max(1_000_000))

/** A key prefix: folder names joined by "/", never "." or ".." on their own. */
const S3_PREFIX_PATTERN = /^(?!\.{1,2}(\/|$))[\w.-]+(\/(?!\.{1,2}(\/|$))[\w.-]+)*$/

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optional,
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('data'),
  MEDIA_DIR: optional,
  PAYLOAD_SECRET: optional,
  BRAND_NAME: z.string().trim().min(1).default('Liberate'),
  /**
   * The Clinical Safety Officer (DCB0129): name and how to reach them, as the
   * support page says it ("Dr A Name, cso@example.com"). Until one is
   * appointed the page says so: never a made-up name.
   */
  CLINICAL_SAFETY_OFFICER: z.string().trim().min(1).default('not yet appointed'),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_URL: optional,
  /**
   * The one price table (app/domain/prices.ts, decision 0032): a month of each plan in pence, in pounds. 0 makes
   * Liberate free (the default); a paid plan costs at least Stripe's smallest charge, 30p.
   */
  PRICE_BASE_PENCE: pence(DEFAULT_PRICE_PENCE.base).refine((v) => v === 0 || v >= SMALLEST_CHARGE_PENCE, `must be 0 (free) or at least ${SMALLEST_CHARGE_PENCE}`),
  PRICE_PLUS_PENCE: pence(DEFAULT_PRICE_PENCE.plus).refine((v) => v >= SMALLEST_CHARGE_PENCE, `must be at least ${SMALLEST_CHARGE_PENCE}`),
  STRIPE_PRICE_BASE: optional,
  STRIPE_PRICE_PLUS: optional,
  COACHING_BOOKING_URL: optional,
  OVERPASS_API_URL: z.string().url().default('https://overpass-api.de/api/interpreter'),
  POSTCODES_API_URL: z.string().url().default('https://api.postcodes.io'),
  GOOGLE_PLACES_API_KEY: optional,
  GOOGLE_PLACES_API_URL: z.string().url().default('https://places.googleapis.com/v1'),
  /** Object storage (S3, R2, B2, Spaces, MinIO) for every uploaded file; unset keeps them on the local disk. */
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://<account>.r2.cloudflarestorage.com' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_PREFIX: optional
    .transform((v) => v?.replace(/^\/+|\/+$/g, '') || undefined)
    .pipe(z.string().regex(S3_PREFIX_PATTERN, 'must be folder names of letters, digits, ".", "_" or "-" joined by "/"').optional()),
  S3_CHECKSUMS: z.enum(['when_supported', 'when_required']).default('when_supported'),
  /** Outgoing mail: `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. Unset: messages stay in the outbox, not sent. */
  SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://').optional()),
  /** The sender of every e-mail, `Name <address>` or an address (default: BRAND_NAME at no-reply@ APP_URL's host). */
  MAIL_FROM: optional,
  /** The privacy notice (/privacy): who is responsible for her data and how to reach them. */
  CONTROLLER_NAME: optional,
  CONTROLLER_CONTACT: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  DPO_CONTACT: optional,
  HOSTING_PROVIDER: optional,
  HOSTING_LOCATION: optional,
  /** Web Push (reminders on her phone): the VAPID key pair, base64url; unset, a pair is made on first start and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who the push services may contact: `mailto:` an address or an https URL (default: mailto:CONTROLLER_CONTACT, else no-reply at APP_URL's host). */
  VAPID_SUBJECT: optional.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL').optional()),
  JOBS_AUTORUN: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Multiplies every limit on abuse (RATE_LIMITS); 0 turns them off. */
  RATE_LIMIT_SCALE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : 1))
    .pipe(z.number({ error: 'must be a number' }).min(0, 'must be 0 or more').max(1_000_000, 'must be at most 1000000')),
  /** Where the limits on abuse count: `memory` (one process) or `database` (shared by every process on one database). */
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  /** Optional error tracking: server and browser errors go to this Sentry project (scrubbed). Unset: nothing is loaded or sent. */
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: optional,
  /** Log lines at this level and above (pino levels). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set by `npm run dev`: where Vite's hot-reload socket listens (its port); allowed by the page policy outside production. */
  REMIX_DEV_ORIGIN: z.string().url().optional(),
  /** `npm run dev:admin`: the Payload admin runs in Next's dev mode (compiled on request, reloaded on change). */
  ADMIN_DEV: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** `npm run demo` only: the landing page says it is a demo and shows the demo sign-ins. */
  DEMO_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** `npm run bench` only: serves the event-loop delay and memory at /__bench/stats on loopback. */
  BENCH_STATS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})

/** The object-storage settings only mean something together with S3_BUCKET; the key pair comes as a pair. */
function storageSettingsProblem(values: z.infer<typeof schema>): string | null {
  const given = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const).filter((key) => values[key])
  if (!values.S3_BUCKET && given.length > 0) return `${given.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep files in object storage, or leave the S3 settings empty`
  if (!!values.S3_ACCESS_KEY_ID !== !!values.S3_SECRET_ACCESS_KEY) return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the platform\'s own credentials'
  return null
}

export type Env = z.infer<typeof schema> & { APP_URL: string; PAYLOAD_SECRET: string }

// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let cached: Env | undefined

export function env(): Env {
  cached ??= readSettings(process.env)
  return cached
}

/** The settings from these variables (`env()` reads the process's, once); throws naming every bad one. */
export function readSettings(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const values = parsed.data
  const storageProblem = storageSettingsProblem(values)
  if (storageProblem) throw new Error(`Invalid configuration: ${storageProblem}`)
  return {
    ...values,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    PAYLOAD_SECRET: values.PAYLOAD_SECRET ?? localSecret(values.DATA_DIR),
  }
}

/**
 * With no PAYLOAD_SECRET set (a fresh clone), make one and keep it beside the
 * embedded database so sessions survive a restart. Production sets its own.
 */
function localSecret(dataDir: string): string {
  const file = path.resolve(dataDir, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export function isMongo(url: string | undefined): boolean {
  return !!url && /^mongodb(\+srv)?:\/\//.test(url)
}

export function sqliteUrl(e: Env): string {
  return e.DATABASE_URL ?? `file:${path.resolve(e.DATA_DIR, 'liberate.db')}`
}
