import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

/**
 * Every setting the server reads, parsed once. The README's configuration
 * table mirrors this schema; keep them together.
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optional,
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('data'),
  MEDIA_DIR: optional,
  PAYLOAD_SECRET: optional,
  BRAND_NAME: z.string().trim().min(1).default('Liberate'),
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
  STRIPE_PRICE_BASE: optional,
  STRIPE_PRICE_PLUS: optional,
  COACHING_BOOKING_URL: optional,
  OVERPASS_API_URL: z.string().url().default('https://overpass-api.de/api/interpreter'),
  POSTCODES_API_URL: z.string().url().default('https://api.postcodes.io'),
  GOOGLE_PLACES_API_KEY: optional,
  GOOGLE_PLACES_API_URL: z.string().url().default('https://places.googleapis.com/v1'),
  /** The privacy notice (/privacy): who is responsible for her data and how to reach them. */
  CONTROLLER_NAME: optional,
  CONTROLLER_CONTACT: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  DPO_CONTACT: optional,
  HOSTING_PROVIDER: optional,
  HOSTING_LOCATION: optional,
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
  /** Set by `remix dev` (`npm run dev`): where its live-reload socket is; allowed by the page policy outside production. */
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

export type Env = z.infer<typeof schema> & { APP_URL: string; PAYLOAD_SECRET: string }

let cached: Env | undefined

export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid configuration: ${problems}`)
  }
  const values = parsed.data
  cached = {
    ...values,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    PAYLOAD_SECRET: values.PAYLOAD_SECRET ?? localSecret(values.DATA_DIR),
  }
  return cached
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
