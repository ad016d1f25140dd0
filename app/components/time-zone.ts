import { useEffect, useState } from 'react'
import { DEFAULT_TIME_ZONE, formatIn, type DateStyle } from '~/domain/time-zone'

/**
 * Her time zone as the browser reports it ('Europe/London'), for forms whose
 * server checks "not in the future" on her calendar. Empty during the server
 * render and the first client render (the server then uses Europe/London).
 */
export function useTimeZone(): string {
  const [zone, setZone] = useState('')
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '')
    } catch {
      setZone('')
    }
  }, [])
  return zone
}

/**
 * The zone a date she reads is written in: her browser's, Europe/London in
 * the server render and the first client render (so they agree), then hers.
 */
export function useHerTimeZone(): string {
  return useTimeZone() || DEFAULT_TIME_ZONE
}

/** Writes a date or time on her clock (`formatIn` in her zone): `const when = useDateFormat(); when(iso, 'day')`. */
export function useDateFormat(): (value: string | Date, style: DateStyle) => string {
  const zone = useHerTimeZone()
  return (value, style) => formatIn(value, zone, style)
}
