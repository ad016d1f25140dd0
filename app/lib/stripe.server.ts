import type Stripe from 'stripe'

import type { Env } from './env.server'
import { upstreamFailed, type AppError } from './errors'
import { logError } from './logger.server'

/**
 * The one Stripe client. `STRIPE_API_URL` points it at another host (tests use
 * tests/fakes/stripe.ts); without `STRIPE_SECRET_KEY` there is no client and
 * checkout uses the built-in keyless checkout instead. The SDK is loaded on
 * first use, not at start (docs/PERFORMANCE.md).
 */
// eslint-disable-next-line no-restricted-syntax -- a memo every copy of this module computes the same (process-state.server.ts)
let cached: { key: string; apiUrl: string | undefined; client: Stripe } | undefined

export async function stripeClient(settings: Env): Promise<Stripe | null> {
  const key = settings.STRIPE_SECRET_KEY
  if (!key) return null
  if (cached && cached.key === key && cached.apiUrl === settings.STRIPE_API_URL) return cached.client
  const { default: StripeSdk } = await import('stripe')
  const client = new StripeSdk(key, {
    ...apiAddress(settings.STRIPE_API_URL),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: settings.BRAND_NAME },
  })
  cached = { key, apiUrl: settings.STRIPE_API_URL, client }
  return client
}

function apiAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  }
}

export const PROVIDER_UNAVAILABLE = 'The payment provider is not responding. Please try again in a moment.'

/** A failed Stripe call: logged here, answered 502 with a message the customer can act on. */
export function stripeFailure(error: unknown): AppError {
  logError('Stripe request failed', error)
  return upstreamFailed(PROVIDER_UNAVAILABLE)
}

/** Verifies a webhook's signature over the raw body; throws when it does not match. */
export async function verifiedStripeEvent(
  client: Stripe,
  rawBody: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  return client.webhooks.constructEventAsync(rawBody, signature, secret)
}

export type { Stripe }
