import { useEffect, useState } from 'react'

import { localDateString } from '~/domain/checkins'

/**
 * The customer's own calendar day, from the browser's clock. Null during the
 * server render and the first client render (so hydration matches), then set.
 */
export function useLocalToday(): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    setToday(localDateString(new Date()))
  }, [])
  return today
}
