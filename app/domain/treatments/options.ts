/**
 * What a treatment and a bleeding-log entry are made of (issue 30): the
 * choices, their words and the limits, one list each, read by the
 * collections, the API's schemas, the page and the GP report.
 */

export const TREATMENT_KINDS = ['hrt', 'medication', 'supplement'] as const
export type TreatmentKind = (typeof TREATMENT_KINDS)[number]

export const TREATMENT_KIND_LABELS: Record<TreatmentKind, string> = {
  hrt: 'HRT',
  medication: 'Medication',
  supplement: 'Supplement',
}

export const TREATMENT_ROUTES = ['patch', 'gel', 'spray', 'tablet', 'pessary', 'cream', 'implant', 'injection', 'other'] as const
export type TreatmentRoute = (typeof TREATMENT_ROUTES)[number]

export const TREATMENT_ROUTE_LABELS: Record<TreatmentRoute, string> = {
  patch: 'Patch',
  gel: 'Gel',
  spray: 'Spray',
  tablet: 'Tablet or capsule',
  pessary: 'Pessary',
  cream: 'Cream',
  implant: 'Implant',
  injection: 'Injection',
  other: 'Other (coil, ring…)',
}

export const BLEEDING_FLOWS = ['spotting', 'light', 'medium', 'heavy'] as const
export type BleedingFlow = (typeof BLEEDING_FLOWS)[number]

export const BLEEDING_FLOW_LABELS: Record<BleedingFlow, string> = {
  spotting: 'Spotting',
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
}

/** Not in the spec: caps so one entry stays a line on a GP's page, and every read stays bounded. */
export const TREATMENT_NAME_MAX = 200
export const TREATMENT_DOSE_MAX = 200
export const TREATMENT_NOTES_MAX = 2000
/** The most treatments one customer keeps (years of supplements and changes fit many times over). */
export const TREATMENTS_MAX = 200
/** The most dose changes kept on one treatment's timeline. */
export const DOSE_CHANGES_MAX = 100
export const BLEEDING_LIST_DEFAULT = 100
export const BLEEDING_LIST_MAX = 500
