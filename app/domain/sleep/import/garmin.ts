/**
 * Garmin Connect's export: `*_sleepData.json`, a list of nights
 * (`calendarDate`, `sleepStartTimestampGMT`, `sleepEndTimestampGMT`,
 * `deepSleepSeconds`, `lightSleepSeconds`, `remSleepSeconds`,
 * `awakeSleepSeconds`). Its timestamps are GMT without a zone; the night is
 * the day she woke on her own calendar. Pure.
 */
import { minutesFromSeconds, nightFrom, type ImportedNight } from './nights'

export const GARMIN_FILE = /_sleepData\.json$/

interface GarminSleep {
  sleepStartTimestampGMT?: unknown
  sleepEndTimestampGMT?: unknown
  deepSleepSeconds?: unknown
  lightSleepSeconds?: unknown
  remSleepSeconds?: unknown
  awakeSleepSeconds?: unknown
}

/** '2024-03-30T22:10:00.0' (GMT) → epoch ms. */
export function garminInstant(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return Number.NaN
  return Date.parse(`${value}Z`)
}

/** One *_sleepData.json file's text → its nights and how many entries were not nights. */
export function parseGarminSleep(text: string, timeZone: string): { nights: ImportedNight[]; skipped: number } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error('This file is not a Garmin sleep file (it is not JSON).')
  }
  if (!Array.isArray(data)) throw new Error('This file is not a Garmin sleep file (it has no list of nights).')
  const nights: ImportedNight[] = []
  let skipped = 0
  for (const entry of data as GarminSleep[]) {
    const deep = minutesFromSeconds(entry?.deepSleepSeconds)
    const light = minutesFromSeconds(entry?.lightSleepSeconds)
    const rem = minutesFromSeconds(entry?.remSleepSeconds)
    const night =
      entry && typeof entry === 'object'
        ? nightFrom(garminInstant(entry.sleepStartTimestampGMT), garminInstant(entry.sleepEndTimestampGMT), timeZone, {
            asleep_minutes: (deep ?? 0) + (light ?? 0) + (rem ?? 0),
            deep_minutes: deep,
            light_minutes: light,
            rem_minutes: rem,
            awake_minutes: minutesFromSeconds(entry.awakeSleepSeconds),
          })
        : null
    if (!night) {
      skipped++
      continue
    }
    night.in_bed_minutes = Math.round((Date.parse(night.wake_time) - Date.parse(night.bedtime)) / 60000)
    nights.push(night)
  }
  return { nights, skipped }
}
