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
 * renders only `current` (so both renders match); the full list arrives once
 * the page runs in the browser.
 */
export function useTimeZoneList(current: string): string[] {
  const [zones, setZones] = useState<string[]>([current])
  useEffect(() => {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    setZones([...new Set([current, 'UTC', ...known])].sort())
  }, [current])
  return zones
}
