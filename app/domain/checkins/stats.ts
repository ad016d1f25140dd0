/**
 * A customer's check-in figures kept on her record (decision 0009): how many
 * check-ins she has and the run of consecutive days ending at her latest one.
 * The dashboard and progress page read these instead of her history. Pure
 * rules: no clock, no database.
 */
import { daysBetween, streakRun } from './index'

export interface CheckinStats {
  /** How many check-ins she has. */
  count: number
  /** The run of consecutive calendar days ending at `latest` (doc 1 §9). */
  run: { length: number; latest: string | null }
}

export const NO_CHECKINS: CheckinStats = { count: 0, run: { length: 0, latest: null } }

/** What one check-in write changed, as `submitCheckin` sees it. */
export type CheckinChange =
  | { kind: 'created'; date: string }
  /** The same day's ratings or journal changed: the figures stay. */
  | { kind: 'rated' }

/**
 * The figures after one change, worked out from the stored ones when that is
 * sure, or `null` when they must be recomputed from the check-ins themselves.
 * A check-in for a new latest day extends the run (the day after the latest)
 * or starts a new one (after a gap); a back-dated one may join two runs, so
 * it is recomputed. Stored figures that are missing (never computed) are
 * recomputed too.
 */
export function statsAfter(stored: CheckinStats | null, change: CheckinChange): CheckinStats | null {
  if (!stored) return null
  if (change.kind === 'rated') return stored
  const { latest, length } = stored.run
  if (latest === null) return stored.count === 0 ? { count: 1, run: { length: 1, latest: change.date } } : null
  if (change.date <= latest) return null
  const gap = daysBetween(latest, change.date)
  return { count: stored.count + 1, run: { length: gap === 1 ? length + 1 : 1, latest: change.date } }
}

/**
 * Whether stored figures disagree with what a page has just read (her newest
 * check-ins, newest first, however many): a sign a write was missed (a bulk
 * insert that did not recompute, an interrupted update), so they are
 * recomputed. The list shows the latest day, a lower bound on the count, and
 * the run itself when it ends inside the list.
 */
export function statsDisagree(stored: CheckinStats, newestFirst: readonly { date: string }[]): boolean {
  const seen = streakRun(newestFirst.map((c) => c.date))
  if (seen.latest !== stored.run.latest) return true
  if (stored.count < newestFirst.length) return true
  const runEndsInList = seen.length < newestFirst.length
  return runEndsInList ? stored.run.length !== seen.length : stored.run.length < seen.length
}
