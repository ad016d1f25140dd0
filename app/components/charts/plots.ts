/**
 * The drawn charts (lines, bars, axes, pointer and keyboard reading), one file
 * the browser fetches once the page is drawn, never preloaded with it
 * (lazy-plots.tsx; docs/decisions/0028-react-in-the-browser.md).
 */
export { FlushPlot } from '~/components/flushes/FlushPlot'
export { WellnessPlot } from '~/components/progress/WellnessPlot'
export { WeeklyTrendsPlot } from '~/components/symptoms/WeeklyTrendsPlot'
