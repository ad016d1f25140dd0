import { startTransition, useEffect, useState } from 'react'

import { localDateString } from '~/domain/checkins'

/**
 * The customer's own calendar day, from the browser's clock. Null during the
 * server render and the first client render (so hydration matches), then set.
 * Set in a transition: a page that redraws itself for her day (the progress
 * page's tables and charts) does it in small steps that leave the page
 * answering taps, not in one long task after it hydrates.
 */
export function useLocalToday(): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    startTransition(() => setToday(localDateString(new Date())))
  }, [])
  return today
}
