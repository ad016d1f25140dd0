import type { Payload } from 'payload'

import { streakFromRun, utcDateString } from '../../domain/checkins'
import type { CheckinStats } from '../../domain/checkins/stats'
import { DASHBOARD_RECENT_COUNT } from '../../domain/constants'
import { toPublicUser, type PublicUser } from '../../domain/user'
import { checkinFigures, type CustomerWithFigures } from './figures.server'
import { newestCheckins } from './list-checkins.server'
import type { PublicCheckin } from './public'

export interface StreakSummary {
  streak: number
  /** The run ending at the latest check-in, so a page can re-apply the rule on the browser's own day. */
  run: CheckinStats['run']
  total_checkins: number
}

function streakSummary(figures: CheckinStats, today: string): StreakSummary {
  return { streak: streakFromRun(figures.run, today), run: figures.run, total_checkins: figures.count }
}

/**
 * The progress page's newest check-ins and her figures from one bounded read.
 * The page's 30-day chart reads the 12 weeks of ratings its symptoms chart
 * already carries (`symptomsOverTime`), so the month is not sent twice.
 */
export async function progressCheckins(payload: Payload, customer: CustomerWithFigures, today: string, recentCount: number) {
  const newest = await newestCheckins(payload, customer, recentCount)
  return {
    ...streakSummary(await checkinFigures(payload, customer, newest), today),
    recent: newest.slice(0, recentCount),
  }
}

/** The spec's Dashboard response (doc 1 §3). */
export interface DashboardData {
  user: PublicUser
  streak: number
  recent_checkins: PublicCheckin[]
  total_checkins: number
}

export async function getDashboard(
  payload: Payload,
  customer: CustomerWithFigures,
  brand: string,
  today = utcDateString(new Date()),
): Promise<DashboardData & { run: StreakSummary['run'] }> {
  const recent = await newestCheckins(payload, customer, DASHBOARD_RECENT_COUNT)
  const summary = streakSummary(await checkinFigures(payload, customer, recent), today)
  return {
    user: toPublicUser(customer, brand),
    streak: summary.streak,
    recent_checkins: [...recent],
    total_checkins: summary.total_checkins,
    run: summary.run,
  }
}
