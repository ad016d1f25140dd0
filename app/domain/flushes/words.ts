/**
 * Her diary's figures in words: what the /flushes page, /progress and the GP
 * report say. Pure and browser-safe.
 */
import { formatDay } from '../checkins'
import { FLUSH_TRIGGER_LABELS } from './options'
import type { FlushSummary, FlushWindow } from './summary'

/** '8', '1.4': a per-day figure as people read it. */
export function perDay(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** '2 Mar to 8 Mar 2026'. */
export function windowDays(window: Pick<FlushWindow, 'start' | 'end'>): string {
  return `${formatDay(window.start, { weekday: false })} to ${formatDay(window.end, { weekday: false, year: true })}`
}

/** '50% fewer', '20% more', 'no change'; null while there is no change to give. */
export function changeWords(change_pct: number | null): string | null {
  if (change_pct === null) return null
  if (change_pct === 0) return 'no change'
  return change_pct < 0 ? `${Math.abs(change_pct)}% fewer` : `${change_pct}% more`
}

/** 'Caffeine (12), stress (8)': the first `n` triggers by count. */
export function triggersWords(summary: Pick<FlushSummary, 'top_triggers'>, n = 3): string | null {
  const top = summary.top_triggers.slice(0, n)
  if (top.length === 0) return null
  return top
    .map((t, i) => `${i === 0 ? FLUSH_TRIGGER_LABELS[t.trigger] : FLUSH_TRIGGER_LABELS[t.trigger].toLowerCase()} (${t.count})`)
    .join(', ')
}

/**
 * The lines a GP reads: first week against the last 7 days, the change,
 * night sweats, the top triggers. Empty when she keeps no diary.
 */
export function flushReportLines(summary: FlushSummary): string[] {
  const { baseline, last_7_days: last } = summary
  if (!baseline || !last) return []
  const change = changeWords(summary.change_pct)
  const triggers = triggersWords(summary)
  return [
    `Moderate-to-severe hot flushes a day: ${perDay(baseline.moderate_severe_per_day)} in her first diary week (${windowDays(
      baseline,
    )}), ${perDay(last.moderate_severe_per_day)} in the last 7 days${
      change ? `: ${change} (${summary.change_pct! > 0 ? '+' : ''}${summary.change_pct}%).` : '; a change is given after 14 days of diary.'
    }`,
    `All hot flushes a day: ${perDay(baseline.all_per_day)} then, ${perDay(last.all_per_day)} now. Night sweats a night: ${perDay(
      baseline.night_sweats_per_night,
    )} then, ${perDay(last.night_sweats_per_night)} now. ${triggers ? `Top triggers (12 weeks): ${triggers}.` : 'No triggers noted.'}`,
  ]
}
