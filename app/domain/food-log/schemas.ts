/**
 * The food log's input shapes (doc 2 §3, §5, §7), shared by the API and the
 * Log Food dialog. Browser-safe: zod only.
 */
import { z } from 'zod'

import {
  DEFAULT_PORTION_SIZE,
  FOOD_LOG_MAX_CALORIES,
  FOOD_LOG_MAX_ITEMS,
  FOOD_LOG_MAX_RESULTS,
  MEAL_TYPES,
  PORTION_SIZES,
} from '../constants'
import { FOOD_LOG_MESSAGES } from './rules'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null))

export const foodItemSchema = z.object({
  name: z.string().max(200).default('').transform((v) => v.trim()),
  portion_size: z.enum(PORTION_SIZES).default(DEFAULT_PORTION_SIZE),
  calories: z.number().min(0).max(FOOD_LOG_MAX_CALORIES).nullish().transform((v) => v ?? null),
  notes: optionalText(1000),
})

/**
 * POST /api/food-log. Items without a name are dropped; with none left the
 * answer is the spec's 'Please add at least one food item'.
 */
export const foodLogInputSchema = z
  .object({
    meal_type: z.enum(MEAL_TYPES),
    food_items: z.array(foodItemSchema).max(FOOD_LOG_MAX_ITEMS).default([]),
    from_meal_plan: z.boolean().default(false),
    eaten_at: z.iso.datetime({ offset: true }).optional(),
  })
  .transform((input) => ({ ...input, food_items: input.food_items.filter((item) => item.name.length > 0) }))
  .refine((input) => input.food_items.length > 0, { message: FOOD_LOG_MESSAGES.noItems })

export type FoodLogInput = z.infer<typeof foodLogInputSchema>

/** A calendar day or an instant: a day means from its start (start_date) or to its end (end_date), UTC. */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })])

export const foodLogQuerySchema = z.object({
  start_date: dayOrInstant.optional(),
  end_date: dayOrInstant.optional(),
  limit: z.coerce.number().int().min(1).max(FOOD_LOG_MAX_RESULTS).default(FOOD_LOG_MAX_RESULTS),
})

export const weeklySummaryQuerySchema = z.object({
  week_start: dayOrInstant.optional(),
})
