import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the server's render and in the browser's first render, the one
 * that hydrates the server's markup; true from the render after it, and at
 * once in anything first drawn later (a page reached by a link). For what the
 * browser draws alone, so server and hydration render the same thing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false
  )
}
