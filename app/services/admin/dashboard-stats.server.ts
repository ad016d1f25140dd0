import type { Payload } from 'payload'

import { tierName, TIERS } from '../../domain/entitlements'
import { DAY_MS } from '../../domain/calendar'
import { ACTIVE_WINDOW_DAYS, RECENT_SIGNUP_DAYS } from '../../domain/constants'

/** Doc 2 §3 "Dashboard stats". */
export interface DashboardStats {
  total_customers: number
  active_users: number
  recent_registrations: number
  /** Percentage (0-100, one decimal) of customers with a comprehensive assessment. */
  questionnaire_completion_rate: number
  /** Tier name → number of customers. */
  tier_distribution: Record<string, number>
}

/**
 * Every figure is one indexed count query; no customer is loaded, so the
 * dashboard costs the same at 100,000 customers as at 100. Activity and the
 * first comprehensive assessment are kept on the customer by the activity
 * collections' hooks (cms/hooks/customerActivity.ts).
 */
export async function dashboardStats(payload: Payload, brand: string, now = new Date()): Promise<DashboardStats> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const count = (where: Parameters<Payload['count']>[0]['where']) =>
    payload.count({ collection: 'customers', overrideAccess: true, where }).then((r) => r.totalDocs)

  const [total, active, recent, assessed, ...tiers] = await Promise.all([
    count({}),
    count({ last_activity_at: { greater_than_equal: since(ACTIVE_WINDOW_DAYS) } }),
    count({ createdAt: { greater_than_equal: since(RECENT_SIGNUP_DAYS) } }),
    count({ first_assessment_at: { exists: true } }),
    ...TIERS.map((tier) => count({ tier: { equals: tier } })),
  ])
  const tier_distribution: Record<string, number> = {}
  TIERS.forEach((tier, i) => (tier_distribution[tierName(tier, brand)] = tiers[i]!))
  return {
    total_customers: total,
    active_users: active,
    recent_registrations: recent,
    questionnaire_completion_rate: total === 0 ? 0 : Math.round((assessed / total) * 1000) / 10,
    tier_distribution,
  }
}
