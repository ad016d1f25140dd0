import type { Payload, Where } from 'payload'

import type { MailKind } from '../../domain/mail/messages'
import { redactSecrets } from '../../domain/mail/text'

/**
 * The outbox as it concerns one customer (issue 25): what was sent to her,
 * for her export, and its deletion with her account. Kept by the mail module
 * (lib/mail.server.ts); a message names her as `recipient`.
 */
const hers = (customerId: string): Where => ({ recipient: { equals: customerId } })

/** Her messages, a page at a time, oldest first: when, what, whether it went; secret links removed. */
export async function* outboxEntriesFor(payload: Payload, customerId: string, pageSize: number): AsyncGenerator<Record<string, unknown>[]> {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'outbox',
      overrideAccess: true,
      where: hers(customerId),
      sort: ['createdAt', 'id'],
      select: { createdAt: true, kind: true, to: true, subject: true, status: true, text: true },
      depth: 0,
      limit: pageSize,
      page,
    })
    if (result.docs.length > 0) {
      yield result.docs.map((m) => ({ sent_at: m.createdAt, kind: m.kind, to: m.to, subject: m.subject, status: m.status, text: redactSecrets(m.text) }))
    }
    if (!result.hasNextPage) return
  }
}

/** Account deletion: every message that names her goes. */
export async function eraseOutboxEntriesFor(payload: Payload, customerId: string): Promise<void> {
  await payload.db.deleteMany({ collection: 'outbox', where: hers(customerId) })
}

/** Of `recipients`, those already sent (or kept, unsent) a message of `kind` about `ref`: a resumed send skips them. */
export async function alreadyMailed(payload: Payload, kind: MailKind, ref: string, recipients: readonly string[]): Promise<Set<string>> {
  if (recipients.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'outbox',
    overrideAccess: true,
    where: { and: [{ kind: { equals: kind } }, { ref: { equals: ref } }, { recipient: { in: [...recipients] } }, { status: { in: ['sent', 'not_sent'] } }] },
    select: { recipient: true },
    depth: 0,
    limit: recipients.length * 4,
    pagination: false,
  })
  return new Set(docs.map((m) => (typeof m.recipient === 'object' && m.recipient ? m.recipient.id : String(m.recipient))))
}
