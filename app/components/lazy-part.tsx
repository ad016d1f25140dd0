import { Suspense, use, type ComponentType, type ReactNode } from 'react'

/** What a part says in its place when its code could not be fetched (offline, or the connection dropped). */
export const LAZY_PART_FAILED = 'This part of the page could not be loaded. Check your connection, then reload the page.'

/** The space a part takes while its code arrives: its usual height, so nothing below it jumps. */
export function PartPlaceholder({ label, className = 'min-h-64' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={`rounded-2xl bg-slate-100 ${className}`}>
      <span className="sr-only">Loading {label}</span>
    </div>
  )
}

export interface LazyPart<P extends object> {
  (props: P): ReactNode
  /** Starts fetching the part's code (once); a page calls it when she is likely to need the part soon. */
  preload(): Promise<void>
}

/**
 * A part of a page whose code the browser fetches once the page is on her
 * screen, not before it: what lies below the first screen, or opens only on
 * a tap. The server renders it in full, as any other part (its code is loaded
 * when the server starts), so she sees the same page; the browser keeps that
 * HTML and brings it to life when the code arrives (React's selective
 * hydration: each part has its own Suspense boundary). On a page reached by a
 * link, or for a part that opens on a tap, `fallback` stands in for the moment
 * the code takes. Why: a phone on a slow network spends its first seconds on
 * the page's JavaScript; docs/PERFORMANCE.md, "Parts loaded after the paint".
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined
  let failed = false
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      () => {
        failed = true
      },
    ))
  // The server has every part ready before its first answer, so no answer waits for one.
  if (typeof document === 'undefined') void preload()

  function Inner(props: P) {
    if (!Loaded && !failed) use(preload())
    if (!Loaded)
      return (
        <p role="status" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {LAZY_PART_FAILED}
        </p>
      )
    return <Loaded {...props} />
  }
  const Part = (props: P) => (
    <Suspense fallback={fallback}>
      <Inner {...props} />
    </Suspense>
  )
  return Object.assign(Part, { preload })
}
