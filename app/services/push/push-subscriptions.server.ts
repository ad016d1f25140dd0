import type { Payload } from 'payload'

import type { PushSubscription } from '../../../types/payload-types'
import { PUSH_SUBSCRIPTIONS_PER_CUSTOMER } from '../../domain/constants'
import type { PushSubscriptionInput } from '../../domain/push/schemas'
import { notFound } from '../../lib/errors'
import type { Env } from '../../lib/env.server'
import { logError } from '../../lib/logger.server'
import { OutsideServiceError } from '../../lib/outside-call.server'
import { sendWebPush, type PushMessage } from '../../lib/web-push.server'
import { createOwn, deleteOwn, findOneOwn, findOwn, findOwnedForSystem, ownerOf, setOwnFields } from '../own-records.server'

/**
 * Her push subscriptions (docs/features/phone-app.md): one per browser where
 * she pressed "Remind me on this phone", at most PUSH_SUBSCRIPTIONS_PER_CUSTOMER
 * (the oldest goes). An endpoint is one browser: kept again it is updated;
 * kept by someone else signed in on the same browser, it moves to her.
 */
export async function savePushSubscription(payload: Payload, customerId: string, input: PushSubscriptionInput): Promise<{ created: boolean }> {
  const data = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }
  const [existing] = await findOwnedForSystem(payload, 'push-subscriptions', { endpoint: { equals: input.endpoint } }, 1)
  if (existing && ownerOf(existing) === customerId) {
    await setOwnFields(payload, customerId, 'push-subscriptions', existing.id, { p256dh: data.p256dh, auth: data.auth })
    return { created: false }
  }
  // The same browser, someone else before: her reminders must not come to this browser any more.
  if (existing) await deleteOwn(payload, ownerOf(existing), 'push-subscriptions', existing.id)
  const kept = await findOwn(payload, customerId, 'push-subscriptions', { sort: 'createdAt', limit: PUSH_SUBSCRIPTIONS_PER_CUSTOMER })
  for (const old of kept.slice(0, Math.max(0, kept.length - PUSH_SUBSCRIPTIONS_PER_CUSTOMER + 1))) {
    await deleteOwn(payload, customerId, 'push-subscriptions', old.id)
  }
  await createOwn(payload, customerId, 'push-subscriptions', data)
  return { created: true }
}

/** Forgets one of her browsers; an endpoint that is not hers answers 404. */
export async function removePushSubscription(payload: Payload, customerId: string, endpoint: string): Promise<void> {
  const found = await findOneOwn(payload, customerId, 'push-subscriptions', { endpoint: { equals: endpoint } })
  if (!found) throw notFound('No such push subscription')
  await deleteOwn(payload, customerId, 'push-subscriptions', found.id)
}

export interface PushRun {
  delivered: number
  gone: number
  failed: number
}

/**
 * Sends `message` to every browser of hers. The push service's 404 or 410
 * means that browser unsubscribed (or the app was removed): the subscription
 * is deleted. Any other failure is logged and the subscription kept.
 */
export async function pushToCustomer(payload: Payload, settings: Env, customerId: string, message: PushMessage): Promise<PushRun> {
  const run: PushRun = { delivered: 0, gone: 0, failed: 0 }
  const targets: PushSubscription[] = await findOwn(payload, customerId, 'push-subscriptions', { limit: PUSH_SUBSCRIPTIONS_PER_CUSTOMER, sort: '-createdAt' })
  for (const target of targets) {
    try {
      const status = await sendWebPush(settings, target, message)
      if (status >= 200 && status < 300) {
        run.delivered += 1
        await setOwnFields(payload, customerId, 'push-subscriptions', target.id, { last_sent_at: new Date().toISOString() })
      } else if (status === 404 || status === 410) {
        run.gone += 1
        await deleteOwn(payload, customerId, 'push-subscriptions', target.id)
      } else {
        run.failed += 1
        payload.logger.warn(`Push to one browser refused with ${status}`)
      }
    } catch (error) {
      run.failed += 1
      if (!(error instanceof OutsideServiceError)) throw error
      logError('Push message not sent', error)
    }
  }
  return run
}

/** Whether she has any browser to push to (the account page says so). */
export async function pushSubscriptionCount(payload: Payload, customerId: string): Promise<number> {
  return (await findOwn(payload, customerId, 'push-subscriptions', { limit: PUSH_SUBSCRIPTIONS_PER_CUSTOMER })).length
}
