/**
 * Oura's `sleepmodel.csv`: semicolon-separated, durations in seconds
 * (`day`, `bedtime_start`, `bedtime_end`, `total_sleep_duration`,
 * `deep_sleep_duration`, `light_sleep_duration`, `rem_sleep_duration`,
 * `awake_time`, `type`). Only `long_sleep` rows are nights: naps, rests and
 * deleted rows are not. Pure.
 */
import Papa from 'papaparse'

import { minutesFromSeconds, nightFrom, type ImportedNight } from './nights'

const REQUIRED = ['bedtime_start', 'bedtime_end', 'total_sleep_duration', 'type'] as const

/** The CSV's text → its nights and how many rows were not nights. */
export function parseOuraSleep(text: string, timeZone: string): { nights: ImportedNight[]; skipped: number } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    delimiter: ';',
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  })
  const fields = parsed.meta.fields ?? []
  const missing = REQUIRED.filter((f) => !fields.includes(f))
  if (missing.length) throw new Error(`This file is not Oura’s sleepmodel.csv (no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}).`)
  const nights: ImportedNight[] = []
  let skipped = 0
  for (const row of parsed.data) {
    if (row.type?.trim() !== 'long_sleep') {
      skipped++
      continue
    }
    const night = nightFrom(Date.parse(row.bedtime_start ?? ''), Date.parse(row.bedtime_end ?? ''), timeZone, {
      asleep_minutes: minutesFromSeconds(row.total_sleep_duration) ?? 0,
      deep_minutes: minutesFromSeconds(row.deep_sleep_duration),
      light_minutes: minutesFromSeconds(row.light_sleep_duration),
      rem_minutes: minutesFromSeconds(row.rem_sleep_duration),
      awake_minutes: minutesFromSeconds(row.awake_time),
    })
    if (!night) {
      skipped++
      continue
    }
    night.in_bed_minutes = Math.round((Date.parse(night.wake_time) - Date.parse(night.bedtime)) / 60000)
    nights.push(night)
  }
  return { nights, skipped }
}
