import type { Payload } from 'payload'

import { utcDateString } from '../../domain/checkins'
import { SLEEP_RELATION_WINDOW_DAYS } from '../../domain/constants'
import { sleepDayRelation, type SleepDayRelation } from '../../domain/sleep/next-day'
import { nightsFrom, type SleepRecord } from '../../domain/sleep/rules'
import { listRecentWindow } from '../checkins/list-checkins.server'
import type { PublicCheckin } from '../checkins/public'
import { listSleepRecords } from './list-sleep.server'

export interface SleepWindow {
  /** Sleep hours and quality of the last 31 days (the relation's 30 plus a day for time zones), newest first. */
  records: SleepRecord[]
  /** Check-ins of the same 30 days. */
  checkins: PublicCheckin[]
}

/** What the sleep page and the progress summary read: a month of sleep beside a month of check-ins. */
export async function loadSleepWindow(payload: Payload, customerId: string, now = new Date()): Promise<SleepWindow> {
  const [records, checkins] = await Promise.all([
    listSleepRecords(payload, customerId, { days: SLEEP_RELATION_WINDOW_DAYS + 1 }, now),
    listRecentWindow(payload, customerId, utcDateString(now)),
  ])
  return { records, checkins }
}

/** How sleep relates to her next days, for the progress summary; null when she has never logged sleep in the window. */
export async function sleepDayRelationFor(payload: Payload, customerId: string, now = new Date()): Promise<SleepDayRelation | null> {
  const { records, checkins } = await loadSleepWindow(payload, customerId, now)
  if (records.length === 0) return null
  return sleepDayRelation(nightsFrom(records), checkins, utcDateString(now))
}
