/**
 * Nights read from a watch's export file, on her own device (spec doc 2 §7
 * "POST /api/wearable-data/import"). Pure: the parsers beside this module
 * turn a file's records into these nights; only these figures leave her
 * device. A night is named by the calendar day she woke up, in her zone.
 */
import { dateIn } from '../../time-zone'
import { SLEEP_HOURS_MAX } from '../../constants'

export const IMPORT_SOURCES = ['apple_health', 'fitbit', 'oura', 'garmin'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]

export const IMPORT_SOURCE_NAMES: Record<ImportSource, string> = {
  apple_health: 'Apple Health',
  fitbit: 'Fitbit',
  oura: 'Oura',
  garmin: 'Garmin',
}

/** At most this many nights in one import call; the page sends a longer history in several calls. */
export const IMPORT_NIGHTS_MAX = 400

export interface ImportedNight {
  /** 'YYYY-MM-DD': the day she woke up, on her calendar. */
  night: string
  /** ISO instants (UTC). */
  bedtime: string
  wake_time: string
  asleep_minutes: number
  in_bed_minutes?: number
  deep_minutes?: number
  light_minutes?: number
  rem_minutes?: number
  awake_minutes?: number
}

export interface ImportSummary {
  source: ImportSource
  nights: ImportedNight[]
  /** Oldest and newest night; null when none was found. */
  first: string | null
  last: string | null
  /** Records that were not a night's sleep we could use (naps, deleted rows, empty or impossible nights, nights not yet over). */
  skipped: number
}

export const MINUTE_MS = 60 * 1000

export function minutesBetween(start: number, end: number): number {
  return Math.round((end - start) / MINUTE_MS)
}

/** Whole minutes from seconds. */
export function minutesFromSeconds(seconds: unknown): number | undefined {
  const n = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n / 60) : undefined
}

/** A night built from her bedtime and wake instants; null when it could not be a night's sleep. */
export function nightFrom(
  bed: number,
  wake: number,
  timeZone: string,
  figures: Omit<ImportedNight, 'night' | 'bedtime' | 'wake_time'>,
): ImportedNight | null {
  if (!Number.isFinite(bed) || !Number.isFinite(wake) || wake <= bed) return null
  if (!(figures.asleep_minutes > 0) || figures.asleep_minutes > SLEEP_HOURS_MAX * 60) return null
  const night: ImportedNight = {
    night: dateIn(new Date(wake), timeZone),
    bedtime: new Date(bed).toISOString(),
    wake_time: new Date(wake).toISOString(),
    asleep_minutes: figures.asleep_minutes,
  }
  for (const key of ['in_bed_minutes', 'deep_minutes', 'light_minutes', 'rem_minutes', 'awake_minutes'] as const) {
    const value = figures[key]
    if (value !== undefined && Number.isFinite(value) && value >= 0 && value <= SLEEP_HOURS_MAX * 60) night[key] = value
  }
  return night
}

/**
 * One night per date, oldest first: when a file (or several files) names a
 * night twice, the record with more sleep is her night. Nights after `today`
 * (her calendar) are dropped and counted as skipped.
 */
export function summarise(source: ImportSource, found: readonly ImportedNight[], skipped: number, today: string): ImportSummary {
  const byNight = new Map<string, ImportedNight>()
  let dropped = skipped
  for (const night of found) {
    if (night.night > today) {
      dropped++
      continue
    }
    const kept = byNight.get(night.night)
    if (kept) dropped++
    if (!kept || night.asleep_minutes > kept.asleep_minutes) byNight.set(night.night, night)
  }
  const nights = [...byNight.values()].sort((a, b) => (a.night < b.night ? -1 : a.night > b.night ? 1 : 0))
  return { source, nights, first: nights[0]?.night ?? null, last: nights.at(-1)?.night ?? null, skipped: dropped }
}
