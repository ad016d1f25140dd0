/**
 * Her time zone (DESIGN.md "Her time, her phone"): every "today" and every
 * time of day she chooses is on her own clock, an IANA zone such as
 * 'Europe/London', kept with her reminder settings. The server runs in UTC;
 * these turn instants into her wall-clock day and time and back, through
 * the runtime's time-zone data (Intl), with daylight saving handled.
 */
export const DEFAULT_TIME_ZONE = 'Europe/London'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/**
 * Whether `name` is a time zone this runtime knows by its IANA name
 * ('Europe/London', 'America/New_York', 'UTC'). Offsets ('+01:00') and
 * abbreviations ('BST') are not zones: they do not follow daylight saving.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false
  if (!name.includes('/') && name !== 'UTC') return false
  try {
    formatter(name)
    return true
  } catch {
    return false
  }
}

export interface WallClock {
  year: number
  month: number
  day: number
  /** 0 Sunday … 6 Saturday. */
  weekday: number
  hour: number
  minute: number
  second: number
}

/** The wall clock at `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]))
  const year = Number(parts.year)
  const month = Number(parts.month)
  const day = Number(parts.day)
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Her calendar day ('YYYY-MM-DD') at `instant`. */
export function dateIn(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone)
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`
}

/** Her clock's time of day ('HH:MM') at `instant`. */
export function timeIn(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone)
  return `${pad(c.hour)}:${pad(c.minute)}`
}

/** How far `timeZone`'s clock is ahead of UTC at `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const c = wallClock(new Date(ms), timeZone)
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second)
  return asUtc - Math.floor(ms / 1000) * 1000
}

const HOUR_MS = 60 * 60 * 1000

/**
 * The instant her clock reads `time` ('HH:MM') on `date` ('YYYY-MM-DD') in
 * `timeZone`. Daylight saving: a time the clocks skip (01:30 on the morning
 * they go forward in London) is read as the same moment the clock would
 * have shown had it not jumped, so 02:30 by the new time; a time the clocks
 * show twice (01:30 when they go back) is the first of the two.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offsets a day either side cover any change of the clocks that day.
  const offsets = [...new Set([offsetAt(wall - 24 * HOUR_MS, timeZone), offsetAt(wall + 24 * HOUR_MS, timeZone), offsetAt(wall, timeZone)])]
  const matching = offsets.map((offset) => wall - offset).filter((ms) => offsetAt(ms, timeZone) === wall - ms)
  if (matching.length > 0) return new Date(Math.min(...matching))
  // In the gap: the offset in force before the clocks moved.
  return new Date(wall - offsetAt(wall - 24 * HOUR_MS, timeZone))
}

/** How a date a person reads is written (en-GB). */
export type DateStyle = 'day' | 'longDay' | 'dateTime' | 'weekdayTime'

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 3 Mar 2026 */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 3 March 2026 */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 3 Mar 2026, 07:45 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** Tue 3 Mar, 07:45 */
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
}

const styledFormats = new Map<string, Intl.DateTimeFormat>()

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A date or time as she reads it, on her clock in `timeZone` (an unknown zone
 * falls back to Europe/London). An instant (an ISO date-time, a `Date`) is
 * shown as her wall clock reads it; a calendar day ('YYYY-MM-DD') is already
 * hers and is shown as that day, whatever the zone. The server renders with
 * Europe/London and the browser with her zone after hydration
 * (`useHerTimeZone`), so both renders agree.
 */
export function formatIn(value: string | Date, timeZone: string, style: DateStyle): string {
  const isDay = typeof value === 'string' && CALENDAR_DAY.test(value)
  const zone = isDay ? 'UTC' : isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE
  const key = `${zone}|${style}`
  let format = styledFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...DATE_STYLES[style], timeZone: zone })
    styledFormats.set(key, format)
  }
  return format.format(isDay ? new Date(`${value}T12:00:00Z`) : new Date(value))
}

/**
 * The time zones most of her are in (UK, Ireland, Europe, and where the
 * British diaspora and travel go most), offered after her detected zone and
 * before the full list (issue 47).
 */
export const COMMON_TIME_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Berlin',
  'Europe/Athens',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const

export interface TimeZoneChoices {
  /** The zone this device reports, first. */
  detected: string | null
  /** The common ones, less the detected one. */
  common: string[]
  /** Every other zone, A to Z, with her current one among them if it is in neither list above. */
  others: string[]
}

/** Her detected zone first, then the common ones, then the rest (each zone once). */
export function timeZoneChoices(detected: string | null, current: string, all: readonly string[]): TimeZoneChoices {
  const first = detected && isTimeZone(detected) ? detected : null
  const common = COMMON_TIME_ZONES.filter((z) => z !== first)
  const shown = new Set<string>([...(first ? [first] : []), ...common])
  const others = [...new Set([current, ...all])].filter((z) => !shown.has(z) && isTimeZone(z)).sort()
  return { detected: first, common, others }
}

/** "America/New York" for "America/New_York": how a zone is named to her. */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ')
}

/** The zone she typed in the search, matched whatever the case and with spaces for underscores; null when none. */
export function findTimeZone(typed: string, zones: readonly string[]): string | null {
  const wanted = typed.trim().toLowerCase().replace(/\s+/g, '_')
  if (!wanted) return null
  return zones.find((z) => z.toLowerCase() === wanted) ?? null
}
