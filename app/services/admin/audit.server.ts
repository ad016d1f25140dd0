import type { Payload } from 'payload'

import type { AuditLog, User } from '../../../types/payload-types'
import { ACCESS_LOG_LIMIT, ACCESS_WHAT, firstName, roleLabel, type AccessLogEntry } from '../../domain/account/access-log'

type AuditAction = AuditLog['action']

/**
 * Writes who of the staff opened which customer's data, and what (read by
 * super admins; the customer sees when, the role, the first name and what).
 * The role and first name are kept as they were at the time.
 */
export async function recordAudit(payload: Payload, staff: User, customer: { id: string; email?: string | null }, action: AuditAction): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    data: {
      staff: staff.id,
      staff_email: staff.email,
      staff_role: staff.role,
      staff_name: firstName(staff.name),
      subject: customer.id,
      subject_email: customer.email ?? null,
      action,
    },
  })
}

type EntryFields = Pick<AuditLog, 'createdAt' | 'action' | 'staff' | 'staff_role' | 'staff_name'>

/** Entries written before the role and first name were kept: read them from the staff accounts (one bounded query). */
async function withStaffNames(payload: Payload, entries: EntryFields[]): Promise<AccessLogEntry[]> {
  const missing = [...new Set(entries.filter((e) => !e.staff_role).map((e) => (typeof e.staff === 'string' ? e.staff : e.staff.id)))]
  const { docs } = missing.length
    ? await payload.find({ collection: 'users', overrideAccess: true, depth: 0, pagination: false, limit: missing.length, where: { id: { in: missing } }, select: { role: true, name: true } })
    : { docs: [] as Pick<User, 'id' | 'role' | 'name'>[] }
  const staff = new Map(docs.map((u) => [u.id, u]))
  return entries.map((e) => {
    const known = staff.get(typeof e.staff === 'string' ? e.staff : e.staff.id)
    return {
      at: e.createdAt,
      staff_role: roleLabel(e.staff_role ?? known?.role),
      staff_name: e.staff_role ? (e.staff_name ?? null) : firstName(known?.name),
      what: ACCESS_WHAT[e.action],
    }
  })
}

const ENTRY_SELECT = { action: true, createdAt: true, staff: true, staff_role: true, staff_name: true } as const

/** GET /api/user/access-log: who of the staff opened her records, newest first, bounded. */
export async function accessLogAbout(payload: Payload, customerId: string, limit = ACCESS_LOG_LIMIT): Promise<AccessLogEntry[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    where: { subject: { equals: customerId } },
    sort: ['-createdAt', '-id'],
    select: ENTRY_SELECT,
    limit: Math.min(limit, ACCESS_LOG_LIMIT),
    pagination: false,
  })
  return withStaffNames(payload, docs as EntryFields[])
}

/** The same, every entry, a page at a time, oldest first (her export): when, the role, the first name and what; never the staff e-mail. */
export async function* auditEntriesAbout(payload: Payload, customerId: string, pageSize: number): AsyncGenerator<(AccessLogEntry & { action: AuditAction })[]> {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      depth: 0,
      where: { subject: { equals: customerId } },
      sort: ['createdAt', 'id'],
      select: ENTRY_SELECT,
      limit: pageSize,
      page,
    })
    const entries = result.docs as EntryFields[]
    if (entries.length > 0) {
      const named = await withStaffNames(payload, entries)
      yield named.map((entry, i) => ({ ...entry, action: entries[i].action }))
    }
    if (!result.hasNextPage) return
  }
}

/** Account deletion: the entries about her go with her. */
export async function eraseAuditEntriesAbout(payload: Payload, customerId: string): Promise<void> {
  await payload.db.deleteMany({ collection: 'audit-log', where: { subject: { equals: customerId } } })
}
