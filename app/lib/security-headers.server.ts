import { randomBytes } from 'node:crypto'

import type { Env } from './env.server'
import { googleConfigured } from './google.server'

/**
 * The security headers (issue 18 part 6). `server/index.ts` sends the ones
 * every answer carries and the admin's Content-Security-Policy; the customer
 * pages' policy is sent by `app/entry.server.tsx`, with the nonce of the one
 * answer it renders. What each source is for: docs/features/identity-and-security.md.
 */

/** A fresh nonce per answer: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** Geolocation (the grocery store search) for this origin only; the rest of the powerful features for nobody. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), browsing-topics=()'

/** HSTS for a year, only when the app is served over https (APP_URL). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/** The headers every answer carries, whatever serves it. */
export function commonSecurityHeaders(settings: Pick<Env, 'APP_URL'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  if (settings.APP_URL.startsWith('https://')) headers['Strict-Transport-Security'] = HSTS
  return headers
}

function origin(url: string): string {
  return new URL(url).origin
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')
}

/** `npm run dev` only: the socket of Vite's dev server, which brings the page the changed modules. */
function liveReloadSocket(settings: Pick<Env, 'NODE_ENV' | 'REMIX_DEV_ORIGIN'>): string[] {
  if (settings.NODE_ENV === 'production' || !settings.REMIX_DEV_ORIGIN) return []
  const url = new URL(settings.REMIX_DEV_ORIGIN)
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`]
}

/**
 * The customer pages' policy. Scripts: this origin's bundles and the inline
 * scripts Remix writes (hydration data, scroll restoration), which carry the
 * nonce; `'wasm-unsafe-eval'` lets the PDF report's layout engine (yoga,
 * WebAssembly) run in the browser, and nothing else is evaluated. Styles: the
 * stylesheet and the nonce'd font faces; `style` attributes (progress bars,
 * slider fills) are allowed. Outside services the browser itself reaches:
 * Google's sign-in page and Stripe's billing portal are where page forms
 * redirect to (form-action); Google profile pictures are images. The grocery
 * store search, postcodes and OpenAI are called by the server, never the browser.
 */
export function pagePolicy(nonce: string, settings: Env): string {
  const formTargets = ["'self'"]
  const images = ["'self'", 'data:', 'blob:']
  if (googleConfigured(settings)) {
    formTargets.push(origin(settings.GOOGLE_AUTHORIZATION_URL))
    images.push('https://*.googleusercontent.com')
  }
  if (settings.STRIPE_SECRET_KEY) {
    formTargets.push(...(settings.STRIPE_API_URL ? [origin(settings.STRIPE_API_URL)] : ['https://checkout.stripe.com', 'https://billing.stripe.com']))
  }
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': images,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', ...liveReloadSocket(settings), ...(settings.SENTRY_DSN ? [origin(settings.SENTRY_DSN)] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': formTargets,
    'frame-ancestors': ["'self'"],
    ...(settings.APP_URL.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The Payload admin's policy (Next). Next writes many inline scripts (the
 * React Server Components payload); it reads the nonce from this policy on
 * the request (`getScriptNonceFromHeader`) and puts it on each of them, so
 * scripts stay nonce-only, as on the customer pages. Payload's screens set
 * styles inline everywhere (`<style>` blocks and attributes, some added at
 * run time), so styles are `'unsafe-inline'` here only. Upload previews are
 * `blob:` images and media.
 */
export function adminPolicy(nonce: string, settings: Pick<Env, 'APP_URL' | 'ADMIN_DEV'>): string {
  return policy({
    'default-src': ["'self'"],
    // Next's dev mode (`npm run dev:admin` only) evaluates its modules for fast refresh.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(settings.ADMIN_DEV ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(settings.APP_URL.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  })
}
