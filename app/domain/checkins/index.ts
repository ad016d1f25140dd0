/**
 * Daily check-in rules (spec doc 1 §2 "Daily check-in", §4, §5, §9). Pure
 * functions: no clock, no database. Dates are the customer's calendar days as
 * 'YYYY-MM-DD' strings, compared as calendar days (never as instants).
 */
import { CHECKIN_RATING_MAX, CHECKIN_RATING_MIN, JOURNAL_EXCERPT_LENGTH } from '../constants'
import { DEFAULT_TIME_ZONE, dateIn } from '../time-zone'
import { DAY_MS } from '../calendar'

/** Doc 1 §8: the check-in page's messages, word for word. */
export const CHECKIN_MESSAGES = {
  submitFailed: 'Failed to submit check-in. Please try again.',
  submitted: 'Check-in submitted successfully!',
} as const

export const RATING_FIELDS = ['energy_level', 'sleep_quality', 'stress_level', 'mood'] as const
export type RatingField = (typeof RATING_FIELDS)[number]

export type CheckinRatings = Record<RatingField, number>

export interface CheckinEntry extends CheckinRatings {
  date: string
  journal_entry?: string | null
}

export const RATING_LABELS: Record<RatingField, string> = {
  energy_level: 'Energy',
  sleep_quality: 'Sleep',
  stress_level: 'Stress',
  mood: 'Mood',
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in 'YYYY-MM-DD' form: '2026-02-30' is not one. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_SHAPE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** 'YYYY-MM-DD' as midnight UTC. Read by position, not split: pages call this hundreds of times a request. */
function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The calendar day of an instant in UTC. */
export function utcDateString(now: Date): string {
  return now.toISOString().slice(0, 10)
}

export { DEFAULT_TIME_ZONE }

/** The calendar day of an instant in `timeZone` (Europe/London unless told). */
export function calendarDayIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateIn(now, timeZone)
}

/** The calendar day of an instant in the runtime's own time zone (the browser's). */
export function localDateString(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS)
}

/**
 * The latest day a check-in may be for. The customer's calendar day can be up
 * to a day ahead of UTC (UTC+14), never more.
 */
export function latestAllowedCheckinDate(now: Date): string {
  return addDays(utcDateString(now), 1)
}

export function isCheckinDateAllowed(date: string, now: Date): boolean {
  return isCalendarDate(date) && date <= latestAllowedCheckinDate(now)
}

export function isValidRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= CHECKIN_RATING_MIN && (value as number) <= CHECKIN_RATING_MAX
}

/**
 * The run of consecutive calendar days ending at the latest check-in ("gap to
 * the previous entry at most 1 day", doc 1 §9). Duplicates and order do not matter.
 */
export function streakRun(dates: readonly string[]): { length: number; latest: string | null } {
  const unique = [...new Set(dates)].sort().reverse()
  if (unique.length === 0) return { length: 0, latest: null }
  let length = 1
  for (let i = 1; i < unique.length; i++) {
    if (daysBetween(unique[i], unique[i - 1]) !== 1) break
    length++
  }
  return { length, latest: unique[0] }
}

/** The first page of dates read for a streak: a month covers most runs in one bounded query. */
export const STREAK_FIRST_PAGE = 32
/** Each further page doubles, up to this many dates per query. */
export const STREAK_MAX_PAGE = 1024

/**
 * Whether the run may go on past the oldest date read so far: only when the
 * last page came back full and every date read so far (newest first, one per
 * day) belongs to the run. Otherwise the run is complete and no more is read.
 */
export function runMayContinue(datesRead: readonly string[], lastPageFull: boolean): boolean {
  if (!lastPageFull || datesRead.length === 0) return false
  return streakRun(datesRead).length === new Set(datesRead).size
}

/** The size of the next page of dates: doubling from the first page, capped. */
export function nextStreakPageSize(pagesRead: number): number {
  return Math.min(STREAK_FIRST_PAGE * 2 ** pagesRead, STREAK_MAX_PAGE)
}

/**
 * The run ending at the latest check-in, read newest first in bounded pages
 * (`readPage(before, size)`: up to `size` dates earlier than `before`, newest
 * first): a month for most customers, further pages only while the run goes on.
 */
export async function runFromPages(
  readPage: (before: string | null, size: number) => Promise<string[]>,
): Promise<{ length: number; latest: string | null }> {
  const dates: string[] = []
  for (let pages = 0; ; pages++) {
    const size = nextStreakPageSize(pages)
    const page = await readPage(dates.at(-1) ?? null, size)
    dates.push(...page)
    if (!runMayContinue(dates, page.length >= size)) return streakRun(dates)
  }
}

/** A run still counts while its latest check-in is today or yesterday (or later). */
export function streakFromRun(run: { length: number; latest: string | null }, today: string): number {
  if (!run.latest) return 0
  return daysBetween(run.latest, today) <= 1 ? run.length : 0
}

/** The check-in streak on `today`: 0 once a whole calendar day has been missed. */
export function calculateStreak(dates: readonly string[], today: string): number {
  return streakFromRun(streakRun(dates), today)
}

export type StressLabel = 'Low Stress' | 'Moderate' | 'High Stress'

/** Doc 1 §4: 3 or less 'Low Stress'; 4 to 6 'Moderate'; above 6 'High Stress'. */
export function stressLabel(stressLevel: number): StressLabel {
  if (stressLevel <= 3) return 'Low Stress'
  if (stressLevel <= 6) return 'Moderate'
  return 'High Stress'
}

export type SliderColour = 'red' | 'yellow' | 'green'

/**
 * Doc 1 §2: the slider value is red at 3 or below, yellow at 4-6, green at 7
 * or above — for a rating where more is better (energy, sleep, mood).
 */
export function sliderColour(value: number): SliderColour {
  if (value <= 3) return 'red'
  if (value <= 6) return 'yellow'
  return 'green'
}

/**
 * A rating's colour, where red always means "needs attention" (decision
 * 0020): the spec's three bands (3 or below, 4-6, 7 or above) for every
 * rating, with stress read the other way round, since 10 is the most
 * stressed: a calm 1-3 is green, 7 or above red — the bands of `stressLabel`.
 */
export function ratingColour(field: RatingField, value: number): SliderColour {
  const colour = sliderColour(value)
  if (field !== 'stress_level') return colour
  return colour === 'red' ? 'green' : colour === 'green' ? 'red' : 'yellow'
}

/**
 * Ten word labels per rating, one per value 1-10 (doc 1 §2; the spec leaves
 * the words open). Stress reads the other way round: 10 is the most stressed.
 */
export const RATING_WORDS: Record<RatingField, readonly string[]> = {
  energy_level: ['Exhausted', 'Drained', 'Very low', 'Low', 'Fair', 'Steady', 'Good', 'Energised', 'Vibrant', 'Full of energy'],
  sleep_quality: ['Sleepless', 'Very poor', 'Poor', 'Restless', 'Fair', 'Okay', 'Good', 'Restful', 'Very restful', 'Deeply refreshed'],
  stress_level: ['Completely calm', 'Very calm', 'Calm', 'Mostly calm', 'Some tension', 'Tense', 'Stressed', 'Very stressed', 'Overwhelmed', 'Extremely overwhelmed'],
  mood: ['Very low', 'Low', 'Down', 'Flat', 'Neutral', 'Okay', 'Good', 'Happy', 'Very happy', 'Wonderful'],
}

export function ratingWord(field: RatingField, value: number): string {
  const words = RATING_WORDS[field]
  const index = Math.min(Math.max(Math.round(value), CHECKIN_RATING_MIN), CHECKIN_RATING_MAX) - 1
  return words[index]
}

/**
 * Doc 1 §9: the check-in page's recent-check-in average is the rounded mean of
 * energy, sleep and mood minus stress, divided by 4.
 */
export function checkinPageAverage(c: CheckinRatings): number {
  return Math.round((c.energy_level + c.sleep_quality + c.mood - c.stress_level) / 4)
}

/** Doc 1 §9: the progress page's recent-check-in average divides the same sum by 3. */
export function progressPageAverage(c: CheckinRatings): number {
  return Math.round((c.energy_level + c.sleep_quality + c.mood - c.stress_level) / 3)
}

/** Doc 1 §9: the journal excerpt is cut at 100 characters. */
export function journalExcerpt(text: string | null | undefined, length = JOURNAL_EXCERPT_LENGTH): string {
  const trimmed = (text ?? '').trim()
  if (trimmed.length <= length) return trimmed
  return `${trimmed.slice(0, length).trimEnd()}…`
}

/** Newest first, by calendar day. */
export function byDateDescending<T extends { date: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
}

/** 'Tue 3 Mar 2026' for a calendar day, whatever the reader's time zone. */
export function formatDay(date: string, options: { year?: boolean; weekday?: boolean } = {}): string {
  return dayFormat(options.weekday !== false, Boolean(options.year)).format(toUtcMs(date))
}

/**
 * One formatter per shape, made once: building an `Intl.DateTimeFormat` (what
 * `toLocaleDateString` does on every call) costs far more than formatting, and
 * a chart formats dozens of days.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayFormat(weekday: boolean, year: boolean): Intl.DateTimeFormat {
  const key = `${weekday}|${year}`
  let format = dayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: weekday ? 'short' : undefined,
      day: 'numeric',
      month: 'short',
      year: year ? 'numeric' : undefined,
    })
    dayFormats.set(key, format)
  }
  return format
}
