import { Component, lazy, Suspense, type ReactNode } from 'react'

import { useHydrated } from '~/lib/hydrated'

/**
 * The drawn charts come in after the page's first paint: their code is one
 * file (plots.ts) fetched by a dynamic import, so it is not among the files
 * the page preloads and a phone draws the page without waiting for it
 * (docs/PERFORMANCE.md, decision 0028). Everything else about a chart (its
 * caption, legend, text alternative and table) is drawn at once.
 */
const plots = () => import('./plots')

export const WellnessPlot = lazy(() => plots().then((m) => ({ default: m.WellnessPlot })))
export const WeeklyTrendsPlot = lazy(() => plots().then((m) => ({ default: m.WeeklyTrendsPlot })))
export const FlushPlot = lazy(() => plots().then((m) => ({ default: m.FlushPlot })))

/**
 * A drawn chart, or its placeholder (same size, same text alternative) until
 * it can be drawn: in the server's render and while the page hydrates (so the
 * two match), and while the charts' file is on its way. If the file cannot be
 * fetched (offline, a deploy in between) the placeholder stays with a note
 * over it (the placeholder's parent is positioned); the chart's numbers are
 * in its table either way.
 */
export function DeferredPlot({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated()
  if (!hydrated) return <>{placeholder}</>
  return (
    <PlotFailed placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </PlotFailed>
  )
}

class PlotFailed extends Component<{ placeholder: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <>
        {this.props.placeholder}
        <p
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-700"
          data-testid="plot-unavailable"
        >
          The chart could not be drawn just now; its numbers are in the table below.
        </p>
      </>
    )
  }
}

/**
 * What stands where a chart will be drawn: an empty frame the chart's size
 * (so nothing moves when it arrives) that carries the chart's text
 * alternative, as the drawn chart's own SVG does.
 */
export function PlotFrame({ labelledBy, descId, description }: { labelledBy: string; descId: string; description: string }) {
  return (
    <svg
      viewBox="0 0 1000 1000"
      preserveAspectRatio="none"
      role="img"
      aria-labelledby={labelledBy}
      className="absolute inset-0 h-full w-full rounded-md bg-slate-50"
    >
      <desc id={descId}>{description}</desc>
    </svg>
  )
}
