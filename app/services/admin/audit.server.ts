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
