/** UK shops and weeks run on UK time, whatever the server's clock zone. */
export const UK_TIME_ZONE = 'Europe/London'

export interface LocalParts {
  year: number
  month: number
  day: number
  /** 0 Sunday … 6 Saturday. */
  weekday: number
  hour: number
  minute: number
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time at `date` in `timeZone`. */
export function localParts(date: Date, timeZone: string): LocalParts {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  }
}
