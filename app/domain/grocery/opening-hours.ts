import { wallClock } from '../time-zone'

/**
 * OpenStreetMap `opening_hours` → open now or not, for the forms shops use:
 * `24/7`; weekday ranges and lists (`Mo-Fr`, `Mo,We,Fr`); several times a
 * day (`08:00-12:00,13:00-18:00`); `off`/`closed`; times past midnight
 * (`22:00-02:00`, `18:00-26:00`); rules separated by `;` where a later rule
 * replaces an earlier one for its days, and `, Sa …` adding to them. Rules
 * for public holidays (`PH`) are skipped: holidays are not known here.
 * Anything else (months, dates, sunrise, week numbers, comments) → null,
 * "cannot tell", rather than a guess.
 */
type Range = readonly [number, number]
interface Rule {
  days: ReadonlySet<number>
  ranges: readonly Range[]
  additive: boolean
}

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const
const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)'
const SELECTOR = new RegExp(`^(${DAY}(?:\\s*-\\s*${DAY})?(?:\\s*,\\s*${DAY}(?:\\s*-\\s*${DAY})?)*)?\\s*(.*)$`)
const TIME_RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/
const ALL_DAYS: ReadonlySet<number> = new Set([0, 1, 2, 3, 4, 5, 6])

function minutes(h: string, m: string): number {
  return Number(h) * 60 + Number(m)
}

/** Days named by a selector like `Mo-Fr,Su` (Sunday = 0); null if it only names public holidays. */
function parseDays(selector: string | undefined): ReadonlySet<number> | null {
  if (!selector) return ALL_DAYS
  const days = new Set<number>()
  for (const piece of selector.split(',').map((p) => p.trim())) {
    const [from, to] = piece.split('-').map((p) => p.trim())
    if (from === 'PH' || to === 'PH') continue
    const start = DAY_CODES.indexOf(from as (typeof DAY_CODES)[number])
    const end = to ? DAY_CODES.indexOf(to as (typeof DAY_CODES)[number]) : start
    // Mo-Su wraps through the week: walk forward from the first day to the last.
    for (let d = start, n = 0; n < 7; d = (d + 1) % 7, n++) {
      days.add(d)
      if (d === end) break
    }
  }
  return days.size ? days : null
}

function parseTimes(text: string): Range[] | undefined {
  const t = text.trim().toLowerCase()
  if (t === 'off' || t === 'closed') return []
  if (t === 'open' || t === '') return [[0, 24 * 60]]
  const ranges: Range[] = []
  for (const piece of t.split(',')) {
    const m = TIME_RANGE.exec(piece.trim())
    if (!m) return undefined
    const start = minutes(m[1], m[2])
    let end = minutes(m[3], m[4])
    if (start > 24 * 60 || end > 48 * 60) return undefined
    if (end <= start) end += 24 * 60 // past midnight
    ranges.push([start, end])
  }
  return ranges
}

/** The rules in `text`, or null when it uses a form this parser does not read. */
export function parseOpeningHours(text: string): Rule[] | null {
  const value = text.trim()
  if (!value) return null
  if (value === '24/7') return [{ days: ALL_DAYS, ranges: [[0, 24 * 60]], additive: false }]
  const rules: Rule[] = []
  for (const part of value.split(';').map((p) => p.trim()).filter(Boolean)) {
    const pieces = part.split(/,\s+(?=(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)\b)/)
    for (const [index, piece] of pieces.entries()) {
      const m = SELECTOR.exec(piece.trim())
      if (!m) return null
      const ranges = parseTimes(m[2] === '24/7' ? '00:00-24:00' : m[2])
      if (!ranges) return null
      const days = parseDays(m[1])
      if (!days) continue // public holidays only
      rules.push({ days, ranges, additive: index > 0 })
    }
  }
  return rules.length ? rules : null
}

/** The opening times that apply on a weekday (0 Sunday … 6 Saturday). */
function rangesOn(rules: readonly Rule[], weekday: number): Range[] {
  let ranges: Range[] = []
  for (const rule of rules) {
    if (!rule.days.has(weekday)) continue
    ranges = rule.additive ? [...ranges, ...rule.ranges] : [...rule.ranges]
  }
  return ranges
}

/** Open at a wall-clock weekday and minute of the day, counting yesterday's hours that run past midnight. */
export function isOpenAt(rules: readonly Rule[], weekday: number, minuteOfDay: number): boolean {
  if (rangesOn(rules, weekday).some(([s, e]) => minuteOfDay >= s && minuteOfDay < e)) return true
  const yesterday = (weekday + 6) % 7
  return rangesOn(rules, yesterday).some(([, e]) => e > 24 * 60 && minuteOfDay < e - 24 * 60)
}

/** Whether a shop with these OSM opening hours is open at `now` in its own time zone; null when unknown. */
export function openNow(openingHours: string | undefined, now: Date, timeZone: string): boolean | null {
  if (!openingHours) return null
  const rules = parseOpeningHours(openingHours)
  if (!rules) return null
  const local = wallClock(now, timeZone)
  return isOpenAt(rules, local.weekday, local.hour * 60 + local.minute)
}
