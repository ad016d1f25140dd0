/**
 * The hot-flush diary's figures, counted the way trials count them: the
 * number of moderate-to-severe flushes a day, her first week of diary against
 * the last 7 days. Pure and browser-safe; days are her calendar days.
 *
 * - Her diary starts on the day of her first entry (flush or night sweat).
 *   From then on a day with no entries counts as zero; days before it are not
 *   counted at all (nothing was being recorded).
 * - `baseline` is her first 7 days (fewer while she is still in them);
 *   `last_7_days` the 7 days to today (from her first day when that is later).
 * - Flush figures count `kind: 'flush'` only; night sweats are counted apart,
 *   per night, on the day she logs them (the morning's "How many night
 *   sweats woke you?" is logged that morning).
 * - Per-day figures are rounded to one decimal place; `change_pct` is worked
 *   out from the unrounded figures and rounded to a whole per cent, negative
 *   when fewer. It is null until she has 14 days of diary (the two weeks do
 *   not overlap) and when her first week had no moderate-to-severe flushes.
 */
import { dayIn } from '../calendar'
import { addDays, daysBetween } from '../checkins'
import {
  FLUSH_SEVERITY_WEIGHTS,
  FLUSH_TRIGGERS,
  FLUSH_WEEKS,
  FLUSH_WINDOW_DAYS,
  type FlushKind,
  type FlushSeverity,
  type FlushTrigger,
} from './options'

/** One diary entry as the arithmetic needs it. */
export interface FlushEntry {
  /** ISO instant. */
  occurred_at: string
  severity: FlushSeverity
  kind: FlushKind
  triggers: readonly string[]
}

/** A stretch of her diary: her first week, or the last 7 days. */
export interface FlushWindow {
  /** Her calendar days, 'YYYY-MM-DD', inclusive. */
  start: string
  end: string
  moderate_severe_per_day: number
  all_per_day: number
  night_sweats_per_night: number
}

/** One of the 12 blocks of 7 days ending today. Figures are null for a block wholly before her diary started. */
export interface FlushWeek {
  week_start: string
  moderate_severe_per_day: number | null
  all_per_day: number | null
  night_sweats_per_night: number | null
  /** (mild×1 + moderate×2 + severe×3) ÷ all flushes; null without flushes. */
  severity_score: number | null
}

export interface FlushTriggerCount {
  trigger: FlushTrigger
  count: number
}

/** GET /api/flushes/summary. `baseline` and `last_7_days` are null before her first entry. */
export interface FlushSummary {
  baseline: FlushWindow | null
  last_7_days: FlushWindow | null
  change_pct: number | null
  weeks: FlushWeek[]
  top_triggers: FlushTriggerCount[]
}

/** Days of diary before `change_pct` is given: her first week and a separate last week. */
export const FLUSH_CHANGE_MIN_DAYS = 2 * FLUSH_WINDOW_DAYS

/** One decimal place. */
export function roundOne(value: number): number {
  return Math.round(value * 10) / 10
}

/** The change from `before` to `after` in whole per cent, negative when fewer; null when `before` is zero. */
export function changePercent(before: number, after: number): number | null {
  if (before <= 0) return null
  const pct = Math.round(((after - before) / before) * 100)
  return pct === 0 ? 0 : pct // never -0
}

interface Tally {
  moderateSevere: number
  all: number
  nightSweats: number
  weight: number
}

const empty = (): Tally => ({
  moderateSevere: 0,
  all: 0,
  nightSweats: 0,
  weight: 0,
})

function add(tally: Tally, entry: FlushEntry): void {
  if (entry.kind === 'night_sweat') {
    tally.nightSweats += 1
    return
  }
  tally.all += 1
  tally.weight += FLUSH_SEVERITY_WEIGHTS[entry.severity]
  if (entry.severity !== 'mild') tally.moderateSevere += 1
}

/** Days of `from..to` (inclusive) on or after `first` and not after `today`: the days that count. */
function countedDays(from: string, to: string, first: string, today: string): { start: string; end: string; days: number } | null {
  const start = from < first ? first : from
  const end = to > today ? today : to
  if (end < start) return null
  return { start, end, days: daysBetween(start, end) + 1 }
}

/**
 * Her diary's figures on `now` in `timeZone`. `firstEntryAt` is the instant
 * of her first entry ever (null when she has none); `entries` must hold every
 * entry of her first week and of the 12 weeks to today (others are ignored).
 */
export function summariseFlushes(entries: readonly FlushEntry[], firstEntryAt: string | null, timeZone: string, now: Date): FlushSummary {
  const today = dayIn(timeZone, now)
  const chartStart = addDays(today, -(FLUSH_WEEKS * FLUSH_WINDOW_DAYS) + 1)
  const blockStarts = Array.from({ length: FLUSH_WEEKS }, (_, i) => addDays(chartStart, i * FLUSH_WINDOW_DAYS))
  if (!firstEntryAt) {
    return {
      baseline: null,
      last_7_days: null,
      change_pct: null,
      weeks: blockStarts.map((week_start) => ({
        week_start,
        moderate_severe_per_day: null,
        all_per_day: null,
        night_sweats_per_night: null,
        severity_score: null,
      })),
      top_triggers: [],
    }
  }
  const first = dayIn(timeZone, new Date(firstEntryAt))
  const byDay = new Map<string, Tally>()
  const triggers = new Map<FlushTrigger, number>()
  for (const entry of entries) {
    const day = dayIn(timeZone, new Date(entry.occurred_at))
    if (day < first || day > today) continue
    const tally = byDay.get(day) ?? empty()
    add(tally, entry)
    byDay.set(day, tally)
    if (day >= chartStart) {
      for (const trigger of entry.triggers) {
        if ((FLUSH_TRIGGERS as readonly string[]).includes(trigger))
          triggers.set(trigger as FlushTrigger, (triggers.get(trigger as FlushTrigger) ?? 0) + 1)
      }
    }
  }

  const sum = (start: string, days: number): Tally => {
    const total = empty()
    for (let i = 0; i < days; i += 1) {
      const tally = byDay.get(addDays(start, i))
      if (!tally) continue
      total.moderateSevere += tally.moderateSevere
      total.all += tally.all
      total.nightSweats += tally.nightSweats
      total.weight += tally.weight
    }
    return total
  }

  const window = (from: string, to: string): { figures: FlushWindow; msPerDay: number } | null => {
    const span = countedDays(from, to, first, today)
    if (!span) return null
    const total = sum(span.start, span.days)
    const msPerDay = total.moderateSevere / span.days
    return {
      msPerDay,
      figures: {
        start: span.start,
        end: span.end,
        moderate_severe_per_day: roundOne(msPerDay),
        all_per_day: roundOne(total.all / span.days),
        night_sweats_per_night: roundOne(total.nightSweats / span.days),
      },
    }
  }

  const baseline = window(first, addDays(first, FLUSH_WINDOW_DAYS - 1))
  const last = window(addDays(today, -(FLUSH_WINDOW_DAYS - 1)), today)
  const diaryDays = daysBetween(first, today) + 1
  const change_pct = baseline && last && diaryDays >= FLUSH_CHANGE_MIN_DAYS ? changePercent(baseline.msPerDay, last.msPerDay) : null

  const weeks = blockStarts.map((week_start): FlushWeek => {
    const span = countedDays(week_start, addDays(week_start, FLUSH_WINDOW_DAYS - 1), first, today)
    if (!span)
      return {
        week_start,
        moderate_severe_per_day: null,
        all_per_day: null,
        night_sweats_per_night: null,
        severity_score: null,
      }
    const total = sum(span.start, span.days)
    return {
      week_start,
      moderate_severe_per_day: roundOne(total.moderateSevere / span.days),
      all_per_day: roundOne(total.all / span.days),
      night_sweats_per_night: roundOne(total.nightSweats / span.days),
      severity_score: total.all > 0 ? roundOne(total.weight / total.all) : null,
    }
  })

  const top_triggers = [...triggers.entries()]
    .map(([trigger, count]) => ({ trigger, count }))
    .sort((a, b) => b.count - a.count || FLUSH_TRIGGERS.indexOf(a.trigger) - FLUSH_TRIGGERS.indexOf(b.trigger))

  return {
    baseline: baseline?.figures ?? null,
    last_7_days: last?.figures ?? null,
    change_pct,
    weeks,
    top_triggers,
  }
}
