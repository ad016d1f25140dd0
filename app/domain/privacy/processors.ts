/**
 * Every outside service that may receive something of hers: the one table the
 * privacy notice (/privacy) lists and tests/unit/privacy-processors.test.ts
 * holds the code to. A client that calls an outside service (an SDK package
 * it imports, a `callOutside` name, a setting it reads) must be listed here,
 * or that test fails; a service's entry says when it is in use, so the notice
 * names only the services this copy of the product really uses.
 *
 * Settings are read by name from the parsed settings (`context.env`), loosely:
 * an entry may name a setting a later feature adds (SMTP_URL, VAPID_*, S3_*,
 * SENTRY_DSN). Until that setting exists it is never set, so the entry is not
 * listed, which is true; once it exists, the entry follows it.
 */
export type SettingsLike = Readonly<Record<string, unknown>>

export interface Processor {
  id: string
  /** Who they are, as the notice names them. */
  name: (settings: SettingsLike) => string
  /** What we use them for. */
  purpose: string
  /** What of hers they receive, in plain words. */
  receives: string
  /** Where they are (the company and country, or the address this copy uses). */
  where: (settings: SettingsLike) => string
  /** Whether this copy of the product uses them, from its settings. */
  inUse: (settings: SettingsLike) => boolean
  /** Only with her explicit consent (the AI consent). */
  consentOnly?: boolean
  /** The settings that configure the service. */
  settings: readonly string[]
  /** npm packages that talk to the service. */
  packages: readonly string[]
  /** The names its clients give `callOutside` (app/lib/outside-call.server.ts). */
  calls: readonly string[]
}

function set(settings: SettingsLike, name: string): boolean {
  const value = settings[name]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

function text(settings: SettingsLike, name: string): string | null {
  const value = settings[name]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** The host of a URL setting, never its user name or password. */
export function hostOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).host || null
  } catch {
    return null
  }
}

const UNNAMED = 'not stated by this copy of the service: write to us to ask'

export const PROCESSORS: readonly Processor[] = [
  {
    id: 'openai',
    name: () => 'OpenAI',
    purpose: 'Writes your progress summaries and meal plans, only if you say yes.',
    receives: 'Only with your consent: see [“AI: only with your say-so”](#ai) above. Never your name, e-mail address or date of birth.',
    where: (s) => {
      const host = hostOf(text(s, 'OPENAI_BASE_URL'))
      return host && host !== 'api.openai.com' ? `The OpenAI-compatible service at ${host}, chosen by the operator` : 'United States (OpenAI)'
    },
    inUse: (s) => set(s, 'OPENAI_API_KEY'),
    consentOnly: true,
    settings: ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'],
    packages: ['openai'],
    calls: [],
  },
  {
    id: 'stripe',
    name: () => 'Stripe',
    purpose: 'Takes card payments and runs your subscription.',
    receives: 'Your e-mail address, your account number with us, your plan and payments. Your card details go to Stripe, never to us.',
    where: () => 'Ireland and the United States (Stripe Payments Europe and Stripe, Inc.)',
    inUse: (s) => set(s, 'STRIPE_SECRET_KEY'),
    settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'STRIPE_PRICE_BASE', 'STRIPE_PRICE_PLUS'],
    packages: ['stripe'],
    calls: [],
  },
  {
    id: 'google-sign-in',
    name: () => 'Google sign-in',
    purpose: 'Lets you sign in with your Google account, if you choose to.',
    receives: 'Only if you use “Continue with Google”: Google tells us your name, e-mail address, picture and Google account number, and knows you signed in.',
    where: () => 'Ireland and the United States (Google)',
    inUse: (s) => set(s, 'GOOGLE_CLIENT_ID') && set(s, 'GOOGLE_CLIENT_SECRET'),
    settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_AUTHORIZATION_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL'],
    packages: ['remix-auth-google', 'remix-auth-oauth2'],
    calls: [],
  },
  {
    id: 'google-places',
    name: () => 'Google Places',
    purpose: 'Finds grocery shops near you.',
    receives: 'The map point you search around (from your postcode, or your device’s location if you allow it). Nothing else about you.',
    where: () => 'United States (Google)',
    inUse: (s) => set(s, 'GOOGLE_PLACES_API_KEY'),
    settings: ['GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACES_API_URL'],
    packages: [],
    calls: ['Google Places'],
  },
  {
    id: 'overpass',
    name: () => 'OpenStreetMap’s Overpass service',
    purpose: 'Finds grocery shops near you.',
    receives: 'The map point you search around (from your postcode, or your device’s location if you allow it). Nothing else about you.',
    where: (s) => {
      const host = hostOf(text(s, 'OVERPASS_API_URL')) ?? 'overpass-api.de'
      return host === 'overpass-api.de' ? 'Germany (FOSSGIS e.V., at overpass-api.de)' : `The Overpass service at ${host}, chosen by the operator`
    },
    inUse: (s) => !set(s, 'GOOGLE_PLACES_API_KEY'),
    settings: ['OVERPASS_API_URL'],
    packages: [],
    calls: ['Overpass'],
  },
  {
    id: 'postcodes',
    name: () => 'postcodes.io',
    purpose: 'Turns a postcode you type into a map point for the shop search.',
    receives: 'The postcode you type. Nothing else about you.',
    where: (s) => {
      const host = hostOf(text(s, 'POSTCODES_API_URL')) ?? 'api.postcodes.io'
      return host === 'api.postcodes.io' ? 'United Kingdom (Ideal Postcodes, at api.postcodes.io)' : `The postcode service at ${host}, chosen by the operator`
    },
    inUse: () => true,
    settings: ['POSTCODES_API_URL'],
    packages: [],
    calls: ['postcodes.io'],
  },
  {
    id: 'mail',
    name: () => 'Our e-mail provider',
    purpose: 'Sends the e-mails you ask for or turn on, such as password-reset links and check-in reminders.',
    receives: 'Your e-mail address and the e-mail itself.',
    where: (s) => {
      const host = hostOf(text(s, 'SMTP_URL'))
      return host ? `The mail server at ${host}` : UNNAMED
    },
    inUse: (s) => set(s, 'SMTP_URL'),
    settings: ['SMTP_URL', 'MAIL_FROM'],
    packages: ['nodemailer', '@payloadcms/email-nodemailer'],
    calls: [],
  },
  {
    id: 'web-push',
    name: () => 'Your browser’s push service',
    purpose: 'Delivers reminders to your phone or computer, if you turn on notifications.',
    receives: 'A notification encrypted so that only your device can read it. The service is your browser maker’s: Google, Mozilla or Apple.',
    where: () => 'Where your browser’s maker runs it (mostly the United States)',
    // Always available: without VAPID keys set, the server makes its own (app/lib/web-push.server.ts).
    inUse: () => true,
    settings: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
    packages: ['web-push'],
    calls: ['Web Push'],
  },
  {
    id: 'object-storage',
    name: (s) => (text(s, 'S3_ENDPOINT') ? `File storage at ${hostOf(text(s, 'S3_ENDPOINT')) ?? 'the operator’s provider'}` : 'Amazon S3 (file storage)'),
    purpose: 'Keeps the files the service stores, such as what the wellness team shares with you.',
    receives: 'Those files, kept private.',
    where: (s) =>
      text(s, 'S3_ENDPOINT') ? `The storage service at ${hostOf(text(s, 'S3_ENDPOINT'))}, chosen by the operator` : `Amazon Web Services, region ${text(s, 'S3_REGION') ?? 'us-east-1'}`,
    inUse: (s) => set(s, 'S3_BUCKET'),
    settings: ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX', 'S3_CHECKSUMS'],
    packages: ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', '@aws-sdk/s3-request-presigner', '@payloadcms/storage-s3'],
    calls: [],
  },
  {
    id: 'error-tracking',
    name: () => 'Sentry (error reports)',
    purpose: 'Tells us when something breaks, so we can fix it.',
    receives: 'What went wrong, the page address and your browser type. Names, e-mail addresses, passwords and health data are removed first.',
    where: (s) => {
      const host = hostOf(text(s, 'SENTRY_DSN'))
      return host ? `The Sentry service at ${host}` : UNNAMED
    },
    inUse: (s) => set(s, 'SENTRY_DSN'),
    settings: ['SENTRY_DSN', 'SENTRY_ENVIRONMENT'],
    packages: ['@sentry/node', '@sentry/remix', '@sentry/react', '@sentry/browser'],
    calls: [],
  },
  {
    id: 'host',
    name: (s) => text(s, 'HOSTING_PROVIDER') ?? 'Our hosting provider',
    purpose: 'Runs the servers and the database that hold everything this notice describes.',
    receives: 'Everything the service keeps about you, stored for us and for nothing else.',
    where: (s) => text(s, 'HOSTING_LOCATION') ?? UNNAMED,
    inUse: () => true,
    settings: ['HOSTING_PROVIDER', 'HOSTING_LOCATION', 'DATABASE_URL'],
    // The MongoDB driver reaches the database of DATABASE_URL (server/wait-for-database.ts).
    packages: ['mongodb'],
    calls: [],
  },
]

/**
 * Settings that name an address, key or secret but send nothing of hers to
 * anyone: the service's own address, the development reloader, and a booking
 * link she may choose to follow herself.
 */
export const NOT_PROCESSOR_SETTINGS: Readonly<Record<string, string>> = {
  APP_URL: 'this service’s own address',
  REMIX_DEV_ORIGIN: 'the development reloader (`npm run dev` only)',
  COACHING_BOOKING_URL: 'a link on the coaching card she may follow; the service sends nothing there',
  PAYLOAD_SECRET: 'signs sessions here; never sent',
  CONTROLLER_CONTACT: 'shown on the privacy notice; never called',
  DPO_CONTACT: 'shown on the privacy notice; never called',
  CONTROLLER_NAME: 'shown on the privacy notice; never called',
}

export interface ProcessorInUse {
  id: string
  name: string
  purpose: string
  receives: string
  where: string
  consentOnly: boolean
}

/** The services this copy of the product uses, as the notice lists them. */
export function processorsInUse(settings: SettingsLike): ProcessorInUse[] {
  return PROCESSORS.filter((p) => p.inUse(settings)).map((p) => ({
    id: p.id,
    name: p.name(settings),
    purpose: p.purpose,
    receives: p.receives,
    where: p.where(settings),
    consentOnly: !!p.consentOnly,
  }))
}
