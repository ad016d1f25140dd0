import fs from 'node:fs'
import path from 'node:path'

import webpush from 'web-push'

import type { Env } from './env.server'
import { callOutside, OutsideServiceError } from './outside-call.server'

/**
 * Web Push (RFC 8030/8291/8292) with the `web-push` package
 * (docs/features/phone-app.md): it encrypts the message for the browser's keys
 * and signs the VAPID header; the request goes to the subscription's own push
 * service address with a timeout. Tests point subscriptions at a local fake
 * (tests/fakes/push-service.ts); no test reaches a real push service.
 */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or a pair made on first start and kept
 * beside the embedded database (like PAYLOAD_SECRET): browsers subscribed to
 * one key, so it must survive restarts. Several servers share one pair: set it.
 */
export function vapidKeys(settings: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR'>): VapidKeys {
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
  const file = path.resolve(settings.DATA_DIR, '.vapid-keys.json')
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const keys = webpush.generateVAPIDKeys()
    try {
      // `wx`: two first requests at once keep one pair, whichever wrote first.
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
      return keys
    } catch {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys
    }
  }
}

/** Whom a push service may contact about our messages. */
export function vapidSubject(settings: Pick<Env, 'VAPID_SUBJECT' | 'CONTROLLER_CONTACT' | 'APP_URL'>): string {
  if (settings.VAPID_SUBJECT) return settings.VAPID_SUBJECT
  if (settings.CONTROLLER_CONTACT) return `mailto:${settings.CONTROLLER_CONTACT}`
  return `mailto:no-reply@${new URL(settings.APP_URL).hostname}`
}

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushMessage {
  title: string
  body: string
  /** The page a tap opens. */
  url: string
  /** A newer message with the same tag replaces the older one on her screen. */
  tag: string
}

/** Sends one message; answers the push service's status (201 taken; 404/410 the subscription is gone). Throws OutsideServiceError when there is no answer. */
export async function sendWebPush(settings: Env, target: PushTarget, message: PushMessage, ttlSeconds = 4 * 60 * 60): Promise<number> {
  const keys = vapidKeys(settings)
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: { subject: vapidSubject(settings), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: ttlSeconds,
    urgency: 'normal',
    topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
  })
  // fetch sets the body's length itself (a Content-Length of our own is refused under Next's fetch).
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  try {
    const answer = await callOutside('Web Push', details.endpoint, { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : undefined })
    return answer.status
  } catch (error) {
    // A push service that took the message with a body we do not read (it is not JSON) still took it.
    if (error instanceof OutsideServiceError && error.status !== undefined && error.status >= 200 && error.status < 300) return error.status
    throw error
  }
}
