import type { Option } from './types'

/** Doc 2 §3: the two measurement systems, exactly as stored. */
export const IMPERIAL = 'Imperial (lbs, ft/in)'
export const METRIC = 'Metric (kg, cm)'
export const MEASUREMENT_SYSTEMS = [IMPERIAL, METRIC] as const

/** The answers a change of measurement system clears (doc 2 §4). */
export const MEASUREMENT_FIELDS = [
  'weight_lbs',
  'height_ft',
  'height_in',
  'weight_kg',
  'height_cm',
  'waist_circumference_imperial',
  'waist_circumference_metric',
] as const

/** Doc 2 §9: the ranges of the measurement lists. */
export const MEASUREMENT_RANGES = {
  weight_lbs: { min: 80, max: 300, unit: 'lbs' },
  height_ft: { min: 4, max: 7, unit: 'ft' },
  height_in: { min: 0, max: 11, unit: 'in' },
  weight_kg: { min: 35, max: 200, unit: 'kg' },
  height_cm: { min: 140, max: 220, unit: 'cm' },
} as const

/** Not in the spec: plausible waist sizes, so a typing slip is caught. */
export const WAIST_RANGES = {
  waist_circumference_imperial: { min: 20, max: 70, unit: 'in' },
  waist_circumference_metric: { min: 50, max: 180, unit: 'cm' },
} as const

/** Whole numbers from min to max, each labelled with its unit. */
export function rangeOptions(min: number, max: number, unit: string): Option[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: `${min + i} ${unit}` }))
}
