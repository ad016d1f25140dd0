import { useEffect, useState } from 'react'

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
