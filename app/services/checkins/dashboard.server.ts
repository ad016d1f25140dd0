import type { Payload } from 'payload'

import { addDays, streakFromRun, utcDateString } from '../../domain/checkins'
import type { CheckinStats } from '../../domain/checkins/stats'
import { DASHBOARD_RECENT_COUNT, STATS_WINDOW_DAYS } from '../../domain/constants'
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
 * The progress page's check-ins from one bounded read of her newest ones: the
 * last 30 days (with the day ahead), the 10 newest, and her figures. No
 * check-in can be dated after tomorrow, so the window's days are always among
 * the newest 31.
 */
export async function progressCheckins(payload: Payload, customer: CustomerWithFigures, today: string, recentCount: number) {
  const newest = await newestCheckins(payload, customer, Math.max(STATS_WINDOW_DAYS + 1, recentCount))
  const first = addDays(today, -(STATS_WINDOW_DAYS - 1))
  const last = addDays(today, 1)
  return {
    ...streakSummary(await checkinFigures(payload, customer, newest), today),
    // The chart reads only the day and the ratings: the page carries no more of the month.
    window: newest
      .filter((c) => c.date >= first && c.date <= last)
      .map(({ date, energy_level, sleep_quality, stress_level, mood }) => ({ date, energy_level, sleep_quality, stress_level, mood })),
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
