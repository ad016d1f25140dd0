import { z } from 'zod'

import { ALLERGENS } from '../meal-plans/allergens'
import { DIETS } from '../meal-plans/types'
import { AVOID_MAX, AVOID_MAX_LENGTH } from './preferences'

/**
 * The zod schemas of her food preferences: PUT /api/user/food-preferences,
 * the forms on /account and /meal-plans (through lib/form-schemas.server.ts)
 * and the answer to the allergy words found in her assessment. A bad value
 * is named in the 400's detail.
 */
const shown = (value: unknown) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value)

const dietCode = z.enum(DIETS, { error: (issue) => `Unknown diet ${shown(issue.input)}; use one of ${DIETS.join(', ')}` })
const allergenCode = z.enum(ALLERGENS, { error: (issue) => `Unknown allergen ${shown(issue.input)}; use one of ${ALLERGENS.join(', ')}` })
const avoidFood = z
  .string({ error: 'Each food to avoid must be text' })
  .trim()
  .min(1, 'A food to avoid cannot be empty')
  .max(AVOID_MAX_LENGTH, { error: (issue) => `${shown(issue.input)} is longer than ${AVOID_MAX_LENGTH} characters` })

/** Each key optional; what is sent replaces that key. */
export const foodPreferencesUpdateSchema = z
  .object({
    diets: z.array(dietCode, { error: 'diets must be a list' }).max(DIETS.length * 2, 'Too many diets').optional(),
    allergens: z.array(allergenCode, { error: 'allergens must be a list' }).max(ALLERGENS.length * 2, 'Too many allergens').optional(),
    avoid: z.array(avoidFood, { error: 'avoid must be a list' }).max(AVOID_MAX, `At most ${AVOID_MAX} foods to avoid`).optional(),
  })
  .strict()

/** The page's answer to the offer: the allergens she ticked (none: "not needed"). */
export const offerAnswerSchema = z
  .object({
    note: z.string({ error: 'note is missing' }).max(5000, 'note is too long'),
    allergens: z.array(allergenCode).max(ALLERGENS.length * 2),
  })
  .strict()

