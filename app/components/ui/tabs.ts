import { useRef, type KeyboardEvent } from 'react'

/**
 * The WAI-ARIA tabs pattern's keyboard, for any row of tabs (buttons or
 * links): Left and Right move to the previous and next tab (wrapping), Home
 * and End to the first and last; the tab reached is selected and focused
 * (automatic activation). Give each tab `ref={tabRef(id)}`,
 * `tabIndex={selected ? 0 : -1}` and `onKeyDown={onTabKeyDown}`.
 */
export function useTabKeys<Id extends string>(ids: readonly Id[], active: Id, select: (id: Id) => void) {
  const refs = useRef<Partial<Record<Id, HTMLElement | null>>>({})

  function onTabKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = ids.indexOf(active)
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ids.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = ids[(moves[event.key]! + ids.length) % ids.length]!
    select(next)
    refs.current[next]?.focus()
  }

  const tabRef = (id: Id) => (element: HTMLElement | null) => {
    refs.current[id] = element
  }

  return { onTabKeyDown, tabRef }
}
