import { z } from 'zod'

/**
 * Push subscriptions (docs/features/phone-app.md): what a browser's
 * `PushSubscription.toJSON()` gives, checked before it is kept. The keys are
 * base64url: `p256dh` an uncompressed P-256 point (65 bytes, first 0x04),
 * `auth` a 16-byte secret. The endpoint must be a known push service (below).
 */
/** The first byte 0x04 (an uncompressed point) is "B" then one of A-P in base64url. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '')
  return Math.floor((bare.length * 3) / 4)
}

const p256dh = z
  .string({ error: 'must be the browser key as base64url text' })
  .regex(BASE64URL, 'must be the browser key as base64url text')
  .refine((v) => decodedLength(v) === 65 && /^B[A-P]/.test(v), 'must be an uncompressed P-256 public key (65 bytes)')

const auth = z
  .string({ error: 'must be the auth secret as base64url text' })
  .regex(BASE64URL, 'must be the auth secret as base64url text')
  .refine((v) => decodedLength(v) === 16, 'must be a 16-byte secret')

/**
 * The push services of the browsers in use (Chrome, Edge, Firefox, Safari,
 * Samsung Internet, Opera, Brave): the server posts to a subscription's
 * endpoint, so only these are taken; a customer cannot make the server post
 * anywhere else.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'] as const

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isKnownPushService(url: URL): boolean {
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host))
}

/**
 * A push service address: https at a known push service; with `allowLocal`
 * (this server itself on plain http on this machine: development and tests)
 * also a service on this machine (tests/fakes/push-service.ts).
 */
function endpoint(allowLocal: boolean) {
  return z
    .string({ error: 'must be the push service URL' })
    .max(1000, 'must be at most 1000 characters')
    .refine((v) => {
      try {
        const url = new URL(v)
        if (isKnownPushService(url)) return true
        return allowLocal && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
      } catch {
        return false
      }
    }, 'must be an https URL of a browser push service')
}

/** POST /api/user/push-subscriptions `{ endpoint, keys: { p256dh, auth } }` (`expirationTime` as the browser sends it is allowed). */
export function pushSubscriptionSchema(allowLocal: boolean) {
  return z
    .object({
      endpoint: endpoint(allowLocal),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh, auth }, { error: 'must be an object with p256dh and auth' }).strict(),
    })
    .strict()
}

/** DELETE /api/user/push-subscriptions `{ endpoint }`. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string({ error: 'must be the push service URL' }).min(1, 'must be the push service URL').max(1000, 'must be at most 1000 characters') }).strict()

export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>
