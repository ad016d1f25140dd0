/**
 * What a hot-flush diary entry is made of: the severities with their
 * meanings (the FDA's definitions for vasomotor-symptom trials, in the
 * product's own words), the kinds, the triggers and the limits. One list
 * each, read by the collection, the API's schema, the page and the GP report.
 */

export const FLUSH_SEVERITIES = ['mild', 'moderate', 'severe'] as const
export type FlushSeverity = (typeof FLUSH_SEVERITIES)[number]

export const FLUSH_SEVERITY_LABELS: Record<FlushSeverity, string> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
}

/** One line each, shown under the buttons. */
export const FLUSH_SEVERITY_MEANINGS: Record<FlushSeverity, string> = {
  mild: 'Warmth without sweating',
  moderate: 'Warmth with sweating, but you could carry on',
  severe: 'Intense heat with sweating that made you stop what you were doing',
}

/** The weight of each severity in the severity score: (mild×1 + moderate×2 + severe×3) ÷ all. */
export const FLUSH_SEVERITY_WEIGHTS: Record<FlushSeverity, number> = {
  mild: 1,
  moderate: 2,
  severe: 3,
}

export const FLUSH_KINDS = ['flush', 'night_sweat'] as const
export type FlushKind = (typeof FLUSH_KINDS)[number]

export const FLUSH_KIND_LABELS: Record<FlushKind, string> = {
  flush: 'Hot flush',
  night_sweat: 'Night sweat',
}

export const FLUSH_TRIGGERS = ['hot_drink', 'caffeine', 'alcohol', 'spicy_food', 'stress', 'warm_room', 'exercise', 'other'] as const
export type FlushTrigger = (typeof FLUSH_TRIGGERS)[number]

export const FLUSH_TRIGGER_LABELS: Record<FlushTrigger, string> = {
  hot_drink: 'Hot drink',
  caffeine: 'Caffeine',
  alcohol: 'Alcohol',
  spicy_food: 'Spicy food',
  stress: 'Stress',
  warm_room: 'Warm room',
  exercise: 'Exercise',
  other: 'Other',
}

/** GET /api/flushes?days=N: 1–90, 14 by default (the spec). */
export const FLUSH_LIST_DAYS_DEFAULT = 14
export const FLUSH_LIST_DAYS_MAX = 90
/** The days a diary window counts: her first week, the last week, each of the chart's weeks. */
export const FLUSH_WINDOW_DAYS = 7
/** The chart's and the report's weeks. */
export const FLUSH_WEEKS = 12
/**
 * Not in the spec: the most entries one day holds. Trials see up to about 20
 * a day at worst; 60 leaves room for every real day and keeps each read
 * bounded (84 days × 60).
 */
export const FLUSHES_PER_DAY_MAX = 60
/** The most night sweats the morning question takes at once. */
export const NIGHT_SWEATS_MORNING_MAX = 20
/** How long Undo stays on screen after a tap. */
export const FLUSH_UNDO_MS = 60_000
