/**
 * Apple Health's export.xml (the file inside the Health app's export.zip).
 * Streamed: the reader takes the file's text a piece at a time and keeps only
 * the sleep records (`HKCategoryTypeIdentifierSleepAnalysis`), so a file of
 * gigabytes never sits in memory. Pure: no clock, no files.
 *
 * - Asleep time is the union of the asleep intervals (Asleep,
 *   AsleepUnspecified, AsleepCore, AsleepDeep, AsleepREM); InBed overlaps
 *   them and is not sleep.
 * - Records of one source less than two hours apart are one sleep; the night
 *   is the day she woke from it, on her calendar; of two sleeps ending the
 *   same day (a nap), the longer is the night.
 * - When several sources (a watch and a phone app) wrote the same night, the
 *   source with sleep stages counts alone, else the one with the most asleep
 *   time.
 */
import { SaxesParser } from 'saxes'

import { minutesBetween, nightFrom, type ImportedNight } from './nights'

export const APPLE_SLEEP_TYPE = 'HKCategoryTypeIdentifierSleepAnalysis'

type Kind = 'in_bed' | 'asleep' | 'awake' | 'core' | 'deep' | 'rem'

const KINDS: Record<string, Kind> = {
  HKCategoryValueSleepAnalysisInBed: 'in_bed',
  HKCategoryValueSleepAnalysisAsleep: 'asleep',
  HKCategoryValueSleepAnalysisAsleepUnspecified: 'asleep',
  HKCategoryValueSleepAnalysisAwake: 'awake',
  HKCategoryValueSleepAnalysisAsleepCore: 'core',
  HKCategoryValueSleepAnalysisAsleepDeep: 'deep',
  HKCategoryValueSleepAnalysisAsleepREM: 'rem',
}

const ASLEEP: readonly Kind[] = ['asleep', 'core', 'deep', 'rem']
const STAGES: readonly Kind[] = ['core', 'deep', 'rem']

/** Records of one source this close together belong to one sleep. */
const SESSION_GAP_MS = 2 * 60 * 60 * 1000

interface Interval {
  start: number
  end: number
  kind: Kind
}

/** '2024-03-31 07:10:00 +0100' → epoch ms; NaN when malformed. */
export function appleInstant(value: string | undefined): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value?.trim() ?? '')
  if (!match) return Number.NaN
  return Date.parse(`${match[1]}T${match[2]}${match[3]}${match[4]}:${match[5]}`)
}

/** Minutes covered by the union of the intervals. */
export function unionMinutes(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  let total = 0
  let start = Number.NaN
  let end = Number.NaN
  for (const i of sorted) {
    if (Number.isNaN(end) || i.start > end) {
      if (!Number.isNaN(end)) total += end - start
      start = i.start
      end = i.end
    } else if (i.end > end) {
      end = i.end
    }
  }
  if (!Number.isNaN(end)) total += end - start
  return minutesBetween(0, total)
}

interface Candidate {
  night: ImportedNight
  staged: boolean
}

function sessionNight(intervals: Interval[], timeZone: string): Candidate | null {
  const of = (kinds: readonly Kind[]) => intervals.filter((i) => kinds.includes(i.kind))
  const staged = of(STAGES).length > 0
  const bed = Math.min(...intervals.map((i) => i.start))
  const wake = Math.max(...intervals.map((i) => i.end))
  const night = nightFrom(bed, wake, timeZone, {
    asleep_minutes: unionMinutes(of(ASLEEP)),
    in_bed_minutes: unionMinutes(intervals),
    awake_minutes: of(['awake']).length ? unionMinutes(of(['awake'])) : undefined,
    ...(staged ? { deep_minutes: unionMinutes(of(['deep'])), light_minutes: unionMinutes(of(['core'])), rem_minutes: unionMinutes(of(['rem'])) } : {}),
  })
  return night ? { night, staged } : null
}

/** One source's sleeps: its intervals in runs less than two hours apart. */
function sessionsOf(intervals: Interval[]): Interval[][] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  const sessions: Interval[][] = []
  let end = Number.NEGATIVE_INFINITY
  for (const i of sorted) {
    if (i.start > end + SESSION_GAP_MS) sessions.push([])
    sessions[sessions.length - 1].push(i)
    end = Math.max(end, i.end)
  }
  return sessions
}

function better(a: Candidate, b: Candidate): Candidate {
  if (a.staged !== b.staged) return a.staged ? a : b
  return b.night.asleep_minutes > a.night.asleep_minutes ? b : a
}

export interface AppleSleepCollector {
  /** One `<Record>`'s attributes; anything but a sleep record is ignored. */
  add(attributes: Record<string, string | undefined>): void
  /** Her nights, oldest first, and how many sleep records could not be read. */
  finish(): { nights: ImportedNight[]; skipped: number }
}

export function createAppleSleepCollector(timeZone: string): AppleSleepCollector {
  const bySource = new Map<string, Interval[]>()
  let skipped = 0
  return {
    add(attributes) {
      if (attributes.type !== APPLE_SLEEP_TYPE) return
      const kind = KINDS[attributes.value ?? '']
      const start = appleInstant(attributes.startDate)
      const end = appleInstant(attributes.endDate)
      if (!kind || !(end > start)) {
        skipped++
        return
      }
      const source = attributes.sourceName ?? ''
      const list = bySource.get(source) ?? []
      list.push({ start, end, kind })
      bySource.set(source, list)
    },
    finish() {
      const chosen = new Map<string, Candidate>()
      for (const intervals of bySource.values()) {
        // A source's best sleep for each night (the night's sleep, not a nap).
        const own = new Map<string, Candidate>()
        for (const session of sessionsOf(intervals)) {
          const candidate = sessionNight(session, timeZone)
          if (!candidate) {
            skipped++
            continue
          }
          const kept = own.get(candidate.night.night)
          own.set(candidate.night.night, !kept || candidate.night.asleep_minutes > kept.night.asleep_minutes ? candidate : kept)
        }
        for (const [night, candidate] of own) {
          const kept = chosen.get(night)
          chosen.set(night, kept ? better(kept, candidate) : candidate)
        }
      }
      const nights = [...chosen.values()].map((c) => c.night).sort((a, b) => (a.night < b.night ? -1 : 1))
      return { nights, skipped }
    },
  }
}

export interface AppleHealthReader {
  /** The next piece of export.xml's text. */
  write(text: string): void
  /** The end of the file: her nights. */
  close(): { nights: ImportedNight[]; skipped: number }
}

/** What she reads when the file she chose is not the Health app's export (the XML parser's own words are for developers). */
export const APPLE_NOT_EXPORT =
  'This file is not Apple Health’s export.xml (it could not be read as XML). Choose the export.zip the Health app made, or the export.xml inside it.'

/** A streaming reader of export.xml: feed it the text in pieces of any size. Throws `APPLE_NOT_EXPORT` for a file that is not XML. */
export function createAppleHealthReader(timeZone: string): AppleHealthReader {
  const collector = createAppleSleepCollector(timeZone)
  const parser = new SaxesParser()
  parser.on('opentag', (tag) => {
    if (tag.name === 'Record') collector.add(tag.attributes as Record<string, string>)
  })
  const readable = <T>(step: () => T): T => {
    try {
      return step()
    } catch {
      throw new Error(APPLE_NOT_EXPORT)
    }
  }
  return {
    write(text) {
      readable(() => parser.write(text))
    },
    close() {
      readable(() => parser.close())
      return collector.finish()
    },
  }
}
