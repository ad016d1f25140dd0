import type { Payload, Where } from 'payload'

import { MAIL_SEND_CONCURRENCY } from '../../domain/constants'
import { DISTRIBUTION_BATCH_SIZE } from '../../domain/admin/distributions'
import { contentNoticeMail } from '../../domain/mail/messages'
import { listUnsubscribeHeaders } from '../../domain/mail/unsubscribe'
import type { Env } from '../../lib/env.server'
import { sendMail } from '../../lib/mail.server'
import { findCustomersFields } from '../customers.server'
import { findOwnedForSystem, ownerOf } from '../own-records.server'
import { alreadyMailed } from './outbox.server'
import { unsubscribeUrl } from './unsubscribe.server'

/**
 * The note she gets when the wellness team sends her something (issue 25):
 * one e-mail per recipient of a delivered distribution, saying only that new
 * personal content is waiting (no title, no message: those may be about her
 * health), with a link to /content. Customers who turned these off on
 * /account are skipped. Run as a job once the distribution's notifications
 * are written (now, or when a scheduled one is delivered); a run cut short
 * resumes without e-mailing anyone twice. Returns how many were e-mailed.
 */
export async function sendContentNotices(payload: Payload, settings: Env, distributionId: string): Promise<number> {
  const distribution = await payload.findByID({ collection: 'distributions', id: distributionId, depth: 0, overrideAccess: true, disableErrors: true, select: { sent_at: true } })
  if (!distribution?.sent_at) return 0
  let lastId: string | null = null
  let mailed = 0
  for (;;) {
    const where: Where = { and: [{ distribution: { equals: distributionId } }, ...(lastId ? [{ id: { greater_than: lastId } }] : [])] }
    const notifications = await findOwnedForSystem(payload, 'notifications', where, DISTRIBUTION_BATCH_SIZE, 'id')
    if (notifications.length === 0) break
    lastId = notifications[notifications.length - 1]!.id
    const owners = notifications.map(ownerOf)
    const [done, optedOut, recipients] = await Promise.all([
      alreadyMailed(payload, 'content_notice', distributionId, owners),
      findOwnedForSystem(payload, 'reminder-settings', { and: [{ customer: { in: owners } }, { content_emails: { equals: false } }] }, owners.length),
      findCustomersFields(payload, owners, ['name', 'email']),
    ])
    const off = new Set(optedOut.map(ownerOf))
    const toMail = recipients.filter((c) => !done.has(c.id) && !off.has(c.id))
    for (let i = 0; i < toMail.length; i += MAIL_SEND_CONCURRENCY) {
      await Promise.all(
        toMail.slice(i, i + MAIL_SEND_CONCURRENCY).map(async (customer) => {
          const unsubscribe = unsubscribeUrl(settings, 'content', customer.id)
          const mail = contentNoticeMail({
            brand: settings.BRAND_NAME,
            name: customer.name,
            contentUrl: `${settings.APP_URL}/content`,
            accountUrl: `${settings.APP_URL}/account#reminders`,
            unsubscribeUrl: unsubscribe,
          })
          await sendMail(payload, { kind: 'content_notice', to: customer.email, recipient: customer.id, ref: distributionId, headers: listUnsubscribeHeaders(unsubscribe), ...mail })
        }),
      )
    }
    mailed += toMail.length
    await new Promise((resolve) => setImmediate(resolve))
  }
  return mailed
}
