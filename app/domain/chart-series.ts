import type { RatingField } from './checkins'

/**
 * How each rating is drawn wherever it is charted: a colour (at least 4.5:1
 * on white, so it also works for text) and a dash pattern, so the lines read
 * without colour too.
 */
export const SERIES: readonly { field: RatingField; colour: string; dash?: string }[] = [
  { field: 'energy_level', colour: '#b45309' },
  { field: 'sleep_quality', colour: '#6b21a8', dash: '8 5' },
  { field: 'mood', colour: '#2f6049', dash: '2 5' },
  { field: 'stress_level', colour: '#be185d', dash: '12 4 3 4' },
]

export const SERIES_COLOUR = Object.fromEntries(SERIES.map((s) => [s.field, s.colour])) as Record<RatingField, string>
