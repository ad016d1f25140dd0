/**
 * Sleep rules (spec doc 2 §2 "Sleep page", §4 "Sleep", §5 "Sleep log", §9).
 * Pure functions: no clock, no database. A night is named by the calendar day
 * she woke up ('YYYY-MM-DD', her own clock).
 */
import { addDays } from '../checkins'
import type { WearableSource } from './schemas'
import { SLEEP_ANALYTICS_DAYS, SLEEP_FAIR_HOURS, SLEEP_GOOD_HOURS, SLEEP_HISTORY_DAYS } from '../constants'

/** Doc 2 §5 and §8: the sleep page's messages, word for word. */
export const SLEEP_MESSAGES = {
  loadFailed: 'Failed to load sleep data',
  logFailed: 'Failed to log sleep entry',
  bothTimes: 'Please enter both bedtime and wake time',
  logged: 'Sleep logged successfully!',
  /** Not in the spec: the same night logged again replaces the first record. */
  replaced: 'Sleep logged successfully! It replaced the night you had already logged for {night}.',
  wakeInFuture: 'That wake time has not happened yet. Please check the date and times.',
} as const

/** Providers offered in the Connect Health Apps dialog; each is 'Coming Soon' (doc 2 §2). */
export const HEALTH_APP_PROVIDERS = [
  { name: 'Apple Health', description: 'Sleep and activity from your iPhone and Apple Watch' },
  { name: 'Google Fit', description: 'Sleep and activity from Android and Wear OS' },
  { name: 'Fitbit', description: 'Sleep stages and resting heart rate' },
  { name: 'Oura Ring', description: 'Sleep score, temperature and readiness' },
  { name: 'Garmin Connect', description: 'Sleep, stress and body battery' },
] as const

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function minutesOf(time: string): number | null {
  const match = TIME.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/**
 * Hours slept between a bedtime and a wake time ('HH:MM'). A wake time
 * earlier than the bedtime is the next day (doc 2 §4). Two decimal places;
 * null when either time is missing or malformed.
 */
export function sleepDurationHours(bedtime: string, wakeTime: string): number | null {
  const bed = minutesOf(bedtime)
  const wake = minutesOf(wakeTime)
  if (bed === null || wake === null) return null
  const minutes = wake < bed ? wake + 24 * 60 - bed : wake - bed
  return Math.round((minutes / 60) * 100) / 100
}

/** Whether the wake time falls on the day after the bedtime. */
export function wakesNextDay(bedtime: string, wakeTime: string): boolean {
  const bed = minutesOf(bedtime)
  const wake = minutesOf(wakeTime)
  return bed !== null && wake !== null && wake < bed
}

/** '+01:00' for a `Date.getTimezoneOffset()` of -60. */
export function offsetSuffix(timezoneOffsetMinutes: number): string {
  const east = -timezoneOffsetMinutes
  const sign = east >= 0 ? '+' : '-'
  const abs = Math.abs(east)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The wake-up instant as her clock reads it: '2026-11-20T06:45:00+01:00'. */
export function recordedAtFor(wakeDate: string, wakeTime: string, timezoneOffsetMinutes: number): string {
  return `${wakeDate}T${wakeTime}:00${offsetSuffix(timezoneOffsetMinutes)}`
}

/** The night a record belongs to: the date of its wake-up time as written. */
export function nightOf(recordedAt: string): string {
  return recordedAt.slice(0, 10)
}

export type SleepLabel = 'good' | 'fair' | 'poor'

/** Doc 2 §4: good at 7 hours or more, fair at 6 or more, otherwise poor. */
export function sleepLabel(hours: number): SleepLabel {
  if (hours >= SLEEP_GOOD_HOURS) return 'good'
  if (hours >= SLEEP_FAIR_HOURS) return 'fair'
  return 'poor'
}

export const SLEEP_LABEL_TEXT: Record<SleepLabel, string> = { good: 'Good', fair: 'Fair', poor: 'Poor' }

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length
}

/** Population standard deviation; 0 for fewer than two values. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0
  const m = mean(values)
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)))
}

/** Doc 2 §9: 100 minus 10 × the standard deviation, floored at 0; whole percent; null without values. */
export function sleepConsistency(values: readonly number[]): number | null {
  if (values.length === 0) return null
  return Math.round(Math.max(0, 100 - 10 * standardDeviation(values)))
}

/**
 * Doc 2 §9: the trend is the first value minus the last. Values come newest
 * first (as the API lists them), so a positive trend means more recently.
 * Null with fewer than two values.
 */
export function sleepTrend(valuesNewestFirst: readonly number[]): number | null {
  if (valuesNewestFirst.length < 2) return null
  return valuesNewestFirst[0] - valuesNewestFirst[valuesNewestFirst.length - 1]
}

/** A wearable record as the API lists it. */
export interface SleepRecord {
  id: string
  data_type: 'sleep' | 'sleep_quality'
  value: number
  unit: 'hours' | 'score'
  recorded_at: string
  source: WearableSource
  night: string
}

export interface Night {
  night: string
  hours: number | null
  quality: number | null
  label: SleepLabel | null
  recorded_at: string
  /** Where the night's hours came from: her own entry, or the watch whose file she imported. */
  source: WearableSource
}

/**
 * Which of a night's hours count, when she logged it herself and imported it
 * too (or imported it from two watches): her own entry wins; of two imports,
 * the one with more sleep.
 */
function counts(candidate: SleepRecord, kept: Night): boolean {
  if (kept.hours === null) return true
  if ((candidate.source === 'manual') !== (kept.source === 'manual')) return candidate.source === 'manual'
  return candidate.value > kept.hours
}

/** One line a night: hours and quality joined by night, newest night first. */
export function nightsFrom(records: readonly SleepRecord[]): Night[] {
  const byNight = new Map<string, Night>()
  for (const r of records) {
    const night = byNight.get(r.night) ?? { night: r.night, hours: null, quality: null, label: null, recorded_at: r.recorded_at, source: r.source }
    if (r.data_type === 'sleep') {
      if (counts(r, night)) {
        night.hours = r.value
        night.label = sleepLabel(r.value)
        night.recorded_at = r.recorded_at
        night.source = r.source
      }
    } else {
      night.quality = r.value
    }
    byNight.set(r.night, night)
  }
  return [...byNight.values()].sort((a, b) => (a.night < b.night ? 1 : a.night > b.night ? -1 : 0))
}

/** Nights of the `days` calendar days ending `today` (a day ahead allowed for time zones). */
export function nightsWithin(nights: readonly Night[], today: string, days: number): Night[] {
  const first = addDays(today, -(days - 1))
  const last = addDays(today, 1)
  return nights.filter((n) => n.night >= first && n.night <= last)
}

export function historyNights(nights: readonly Night[], today: string): Night[] {
  return nightsWithin(nights, today, SLEEP_HISTORY_DAYS)
}

export interface SleepAnalytics {
  nights: number
  average_hours: number | null
  average_quality: number | null
  /** Of the hours, whole percent. */
  consistency: number | null
  /** Hours, first (newest) minus last (oldest). */
  trend_hours: number | null
  /** Quality, first (newest) minus last (oldest). */
  trend_quality: number | null
}

/**
 * Doc 2 §9: analytics over the last 7 days' nights (newest first). Averages
 * and trends are exact here; they are rounded once, when shown
 * (`formatHours`, `formatSignedHours`, `formatScore`).
 */
export function sleepAnalytics(nights: readonly Night[], today: string): SleepAnalytics {
  const week = nightsWithin(nights, today, SLEEP_ANALYTICS_DAYS)
  const hours = week.map((n) => n.hours).filter((v): v is number => v !== null)
  const quality = week.map((n) => n.quality).filter((v): v is number => v !== null)
  return {
    nights: week.length,
    average_hours: hours.length ? mean(hours) : null,
    average_quality: quality.length ? mean(quality) : null,
    consistency: sleepConsistency(hours),
    trend_hours: sleepTrend(hours),
    trend_quality: sleepTrend(quality),
  }
}

/** '7h 30m' for 7.5 hours: rounded to the minute, once, here. */
export function formatHours(hours: number): string {
  const totalMinutes = Math.round(Math.abs(hours) * 60)
  const h = Math.floor(totalMinutes / 60)
  const m = totalMinutes % 60
  return m ? `${h}h ${m}m` : `${h}h`
}

/** A change of hours: '+1h 15m', '−45m', 'no change' (under half a minute). */
export function formatSignedHours(hours: number): string {
  if (Math.round(Math.abs(hours) * 60) === 0) return 'no change'
  const text = formatHours(hours).replace(/^0h /, '')
  return `${hours > 0 ? '+' : '−'}${text}`
}

/** A score to one decimal place, without a trailing '.0': 6.5, 7. */
export function formatScore(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** What she is told once a night is saved: whether it replaced the one already logged for that night. */
export function sleepLoggedMessage(replaced: boolean, nightLabel: string): string {
  return replaced ? SLEEP_MESSAGES.replaced.replace('{night}', nightLabel) : SLEEP_MESSAGES.logged
}
