import { useEffect, useState } from 'react'

/** The browser's own time zone (IANA name), or null before the page is running in the browser. */
export function useBrowserTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null)
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null)
    } catch {
      setZone(null)
    }
  }, [])
  return zone
}

/**
 * Every time zone the browser knows, with `current` among them. The server
 * renders only `current` (so both renders match); the full list (about 420
 * zones) is built only once she reaches for it (`wanted`), so drawing it is
 * never part of the page's start: on a phone it took half a second.
 */
export function useTimeZoneList(current: string, wanted: boolean): string[] {
  const [zones, setZones] = useState<string[]>([current])
  useEffect(() => {
    if (!wanted) {
      setZones((before) => (before.length === 1 && before[0] === current ? before : [current]))
      return
    }
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    setZones([...new Set([current, 'UTC', ...known])].sort())
  }, [current, wanted])
  return zones
}
