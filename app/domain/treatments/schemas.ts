/**
 * The shapes the treatments and bleeding APIs and the /treatments page accept
 * (issue 30). Browser-safe: zod and pure rules only. Whether a day is in the
 * future depends on her today, which the services check
 * (`treatmentDatesProblem`, `bleedingDayProblem`).
 */
import { z } from 'zod'

import { isTimeZone } from '../calendar'
import { isCalendarDate } from '../checkins'
import {
  BLEEDING_FLOWS,
  BLEEDING_LIST_DEFAULT,
  BLEEDING_LIST_MAX,
  TREATMENT_DOSE_MAX,
  TREATMENT_KINDS,
  TREATMENT_NAME_MAX,
  TREATMENT_NOTES_MAX,
  TREATMENT_ROUTES,
} from './options'

const day = z
  .string({ error: 'must be a date in YYYY-MM-DD form' })
  .refine(isCalendarDate, { error: 'must be a real calendar date in YYYY-MM-DD form' })

/** Her IANA time zone as her device reports it; without one, Europe/London. */
export const timeZoneField = z
  .string({ error: 'must be an IANA time zone such as Europe/London' })
  .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/London' })
  .optional()

const kind = z.enum(TREATMENT_KINDS, { error: `must be one of ${TREATMENT_KINDS.join(', ')}` })
const route = z.enum(TREATMENT_ROUTES, { error: `must be one of ${TREATMENT_ROUTES.join(', ')}` })
const name = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(TREATMENT_NAME_MAX, { error: `must be at most ${TREATMENT_NAME_MAX} characters` })
const dose = z
  .string({ error: 'must be text' })
  .trim()
  .max(TREATMENT_DOSE_MAX, { error: `must be at most ${TREATMENT_DOSE_MAX} characters` })
const notes = z
  .string({ error: 'must be text' })
  .trim()
  .max(TREATMENT_NOTES_MAX, { error: `must be at most ${TREATMENT_NOTES_MAX} characters` })
  .nullish()
  .transform((v) => (v ? v : null))

/** POST /api/treatments. */
export const treatmentInputSchema = z.strictObject(
  {
    kind,
    name,
    route,
    dose: dose.default(''),
    started_on: day,
    stopped_on: day.nullish().transform((v) => v ?? null),
    notes,
    time_zone: timeZoneField,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined) },
)
export type TreatmentInput = z.infer<typeof treatmentInputSchema>

/**
 * PUT /api/treatments/{id}: any of the fields. A new `dose` is kept as a
 * change on the timeline from `dose_changed_on` (her today when not given);
 * `stopped_on: null` makes it current again.
 */
export const treatmentUpdateSchema = z
  .strictObject(
    {
      kind: kind.optional(),
      name: name.optional(),
      route: route.optional(),
      dose: dose.optional(),
      dose_changed_on: day.optional(),
      started_on: day.optional(),
      stopped_on: day.nullable().optional(),
      notes: notes.optional(),
      time_zone: timeZoneField,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((input) => input.dose_changed_on === undefined || input.dose !== undefined, {
    error: 'give the new dose with it',
    path: ['dose_changed_on'],
  })
export type TreatmentUpdate = z.infer<typeof treatmentUpdateSchema>

/** POST /api/bleeding: a day and a flow. */
export const bleedingInputSchema = z.strictObject(
  {
    date: day,
    flow: z.enum(BLEEDING_FLOWS, { error: `must be one of ${BLEEDING_FLOWS.join(', ')}` }),
    time_zone: timeZoneField,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : undefined) },
)
export type BleedingInput = z.infer<typeof bleedingInputSchema>

/** GET /api/bleeding?limit=1..500 (default 100). */
export const bleedingQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${BLEEDING_LIST_MAX}` })
    .int({ error: `must be a whole number from 1 to ${BLEEDING_LIST_MAX}` })
    .min(1, { error: `must be a whole number from 1 to ${BLEEDING_LIST_MAX}` })
    .max(BLEEDING_LIST_MAX, { error: `must be a whole number from 1 to ${BLEEDING_LIST_MAX}` })
    .default(BLEEDING_LIST_DEFAULT),
})
