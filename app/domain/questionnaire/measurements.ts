import type { Option } from './types'

/** Doc 2 §3: the two measurement systems, exactly as stored. */
export const IMPERIAL = 'Imperial (lbs, ft/in)'
export const METRIC = 'Metric (kg, cm)'
export const MEASUREMENT_SYSTEMS = [IMPERIAL, METRIC] as const
/** Doc 2 §3: the signup questionnaire names the same two systems plainly. */
export const SIGNUP_IMPERIAL = 'Imperial'
export const SIGNUP_METRIC = 'Metric'

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

export interface PhysicalProfile {
  system: string | null
  weight: string | null
  height: string | null
  waist: string | null
  /** Body mass index from the weight and height given, to one decimal; null without both. */
  bmi: number | null
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** The physical profile of the report (doc 2 §7), in the units the customer chose. */
export function physicalProfile(responses: Record<string, unknown>): PhysicalProfile {
  const system = responses.measurement_system
  if (system === IMPERIAL || system === SIGNUP_IMPERIAL) {
    const lbs = num(responses.weight_lbs)
    const ft = num(responses.height_ft)
    const inches = num(responses.height_in) ?? (ft === null ? null : 0)
    const waist = num(responses.waist_circumference_imperial)
    const metres = ft === null || inches === null ? null : ((ft * 12 + inches) * 2.54) / 100
    return {
      system,
      weight: lbs === null ? null : `${lbs} lbs`,
      height: ft === null ? null : `${ft} ft ${inches} in`,
      waist: waist === null ? null : `${waist} in`,
      bmi: lbs === null || metres === null ? null : Math.round(((lbs * 0.45359237) / metres ** 2) * 10) / 10,
    }
  }
  if (system === METRIC || system === SIGNUP_METRIC) {
    const kg = num(responses.weight_kg)
    const cm = num(responses.height_cm)
    const waist = num(responses.waist_circumference_metric)
    return {
      system,
      weight: kg === null ? null : `${kg} kg`,
      height: cm === null ? null : `${cm} cm`,
      waist: waist === null ? null : `${waist} cm`,
      bmi: kg === null || cm === null ? null : Math.round((kg / (cm / 100) ** 2) * 10) / 10,
    }
  }
  return { system: null, weight: null, height: null, waist: null, bmi: null }
}
