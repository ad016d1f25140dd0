/**
 * Fitbit's sleep from Google Takeout: `sleep-YYYY-MM-DD.json` files, each a
 * list of sleeps (`dateOfSleep`, `startTime`, `endTime`, `minutesAsleep`,
 * `timeInBed`, `levels.summary`, `mainSleep`). Naps (`mainSleep: false`)
 * are not nights. Fitbit writes times on her watch's clock without an
 * offset; they are read on her calendar. Pure.
 */
import { instantAt } from '../../time-zone'
import { nightFrom, type ImportedNight } from './nights'

export const FITBIT_FILE = /(^|\/)sleep-\d{4}-\d{2}-\d{2}\.json$/

interface FitbitStage {
  minutes?: unknown
}

interface FitbitSleep {
  dateOfSleep?: unknown
  startTime?: unknown
  endTime?: unknown
  minutesAsleep?: unknown
  timeInBed?: unknown
  mainSleep?: unknown
  levels?: { summary?: Record<string, FitbitStage | undefined> }
}

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/

function wallInstant(value: unknown, timeZone: string): number {
  const match = typeof value === 'string' ? WALL.exec(value) : null
  return match ? instantAt(match[1], match[2], timeZone).getTime() : Number.NaN
}

function minutes(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined
}

/** One sleep-*.json file's text → its nights and how many records were not nights (naps, malformed). */
export function parseFitbitSleep(text: string, timeZone: string): { nights: ImportedNight[]; skipped: number } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error('This file is not a Fitbit sleep file (it is not JSON).')
  }
  if (!Array.isArray(data)) throw new Error('This file is not a Fitbit sleep file (it has no list of sleeps).')
  const nights: ImportedNight[] = []
  let skipped = 0
  for (const entry of data as FitbitSleep[]) {
    if (!entry || typeof entry !== 'object' || entry.mainSleep === false) {
      skipped++
      continue
    }
    const summary = entry.levels?.summary ?? {}
    const night = nightFrom(wallInstant(entry.startTime, timeZone), wallInstant(entry.endTime, timeZone), timeZone, {
      asleep_minutes: minutes(entry.minutesAsleep) ?? 0,
      in_bed_minutes: minutes(entry.timeInBed),
      deep_minutes: minutes(summary.deep?.minutes),
      light_minutes: minutes(summary.light?.minutes),
      rem_minutes: minutes(summary.rem?.minutes),
      awake_minutes: minutes(summary.wake?.minutes ?? summary.awake?.minutes),
    })
    if (!night) {
      skipped++
      continue
    }
    nights.push(night)
  }
  return { nights, skipped }
}
