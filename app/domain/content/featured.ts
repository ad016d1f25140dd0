/**
 * 'Featured This Week' (doc 1 §2): editors feature an item for a week; the
 * week runs Monday 00:00 to the next Monday 00:00, UTC, and is stored as the
 * Monday it starts on.
 */
import { DAY_MS, utcWeekStart } from '../calendar'

export function weekWindow(now: Date): { from: Date; to: Date } {
  const from = utcWeekStart(now)
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) }
}

/** Any date an editor picks becomes the Monday of its week (ISO string), or null. */
export function normaliseFeaturedWeek(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return null
  return utcWeekStart(date).toISOString()
}

export interface FeaturableItem {
  featured?: boolean | null
  featured_week?: string | null
  title: string
}

/** At most this many items show under 'Featured This Week'. */
export const FEATURED_LIMIT = 3

/** The items featured for the week `now` falls in, in title order, at most `limit`. */
export function selectFeatured<T extends FeaturableItem>(items: readonly T[], now: Date, limit = FEATURED_LIMIT): T[] {
  const { from, to } = weekWindow(now)
  return items
    .filter((item) => {
      if (!item.featured || !item.featured_week) return false
      const week = new Date(item.featured_week).getTime()
      return week >= from.getTime() && week < to.getTime()
    })
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, limit)
}

/** The Monday `weeks` weeks after the week of `now` (for scheduling features ahead). */
export function weekAfter(now: Date, weeks: number): string {
  return new Date(utcWeekStart(now).getTime() + weeks * 7 * DAY_MS).toISOString()
}
