import { createContext, useContext, useEffect, useState } from 'react'
import { DEFAULT_TIME_ZONE, formatIn, type DateStyle } from '~/domain/time-zone'

/** The zone her browser reported on an earlier page (root.tsx provides the root loader's `tz` cookie); '' on a first visit. */
export const KnownTimeZone = createContext('')

function useKnownTimeZone(): string {
  return useContext(KnownTimeZone)
}

/**
 * Her time zone as the browser reports it ('Europe/London'), for forms whose
 * server checks "not in the future" on her calendar. In the server render and
 * the first client render it is the zone her browser reported before (the
 * `tz` cookie), '' on a first visit; then the browser's own.
 */
export function useTimeZone(): string {
  const known = useKnownTimeZone()
  const [zone, setZone] = useState(known)
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? known)
    } catch {
      setZone(known)
    }
  }, [known])
  return zone
}

/**
 * The zone a date she reads is written in: the one her browser reported
 * before (Europe/London on a first visit) in the server render and the first
 * client render, so they agree, then her browser's.
 */
export function useHerTimeZone(): string {
  return useTimeZone() || DEFAULT_TIME_ZONE
}

/** Writes a date or time on her clock (`formatIn` in her zone): `const when = useDateFormat(); when(iso, 'day')`. */
export function useDateFormat(): (value: string | Date, style: DateStyle) => string {
  const zone = useHerTimeZone()
  return (value, style) => formatIn(value, zone, style)
}
