import type { Payload } from 'payload'

import type { AuditLog, User } from '../../../cms/payload-types'

type AuditAction = AuditLog['action']

/** Writes who of the staff opened which customer's data, and what (read by super admins). */
export async function recordAudit(payload: Payload, staff: User, customer: { id: string; email?: string | null }, action: AuditAction): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    data: { staff: staff.id, staff_email: staff.email, subject: customer.id, subject_email: customer.email ?? null, action },
  })
}

/** When staff opened her records, and what, a page at a time (her export): never who, which is the staff's own data. */
export async function* auditEntriesAbout(payload: Payload, customerId: string, pageSize: number): AsyncGenerator<{ at: string; action: AuditAction }[]> {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      depth: 0,
      where: { subject: { equals: customerId } },
      sort: ['createdAt', 'id'],
      select: { action: true, createdAt: true },
      limit: pageSize,
      page,
    })
    if (result.docs.length > 0) yield result.docs.map((entry) => ({ at: entry.createdAt, action: entry.action }))
    if (!result.hasNextPage) return
  }
}

/** Account deletion: the entries about her go with her. */
export async function eraseAuditEntriesAbout(payload: Payload, customerId: string): Promise<void> {
  await payload.db.deleteMany({ collection: 'audit-log', where: { subject: { equals: customerId } } })
}
