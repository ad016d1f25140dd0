import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { tierName } from '../../domain/entitlements'
import { ADMIN_PAGE_SIZE } from '../../domain/constants'

export const customerListQuery = z.object({
  page: z.coerce.number({ error: 'must be a page number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(200).optional().default(''),
})

/** Doc 2 §3 "Customer (admin list)". `tier` is the customer-facing name. */
export interface AdminCustomerRow {
  id: string
  name: string
  email: string
  tier: string
  created_at: string
  profile_completed: boolean
  /** When she withdrew her data-sharing consent: staff cannot open her records (issue 18). */
  data_sharing_withdrawn_at: string | null
}

/** Search by name or e-mail (each word must match one of them), newest first, 20 a page. */
export async function listCustomers(payload: Payload, brand: string, query: z.infer<typeof customerListQuery>) {
  const words = query.search.split(/\s+/).filter(Boolean).slice(0, 5)
  const where: Where = words.length
    ? { and: words.map((w): Where => ({ or: [{ name: { like: w } }, { email: { like: w } }] })) }
    : {}
  const result = await payload.find({
    collection: 'customers',
    overrideAccess: true,
    where,
    sort: '-createdAt',
    page: query.page,
    limit: query.limit,
    depth: 0,
    select: { name: true, email: true, tier: true, profile_completed: true, createdAt: true, data_sharing_withdrawn_at: true },
  })
  const customers: AdminCustomerRow[] = result.docs.map((c) => ({
    id: String(c.id),
    name: c.name,
    email: c.email,
    tier: tierName(c.tier, brand),
    created_at: c.createdAt,
    profile_completed: Boolean(c.profile_completed),
    data_sharing_withdrawn_at: c.data_sharing_withdrawn_at ?? null,
  }))
  return { customers, pages: Math.max(1, result.totalPages), total: result.totalDocs, page: query.page }
}
