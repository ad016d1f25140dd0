/**
 * Food logging rules (spec doc 2 §2 "Food logging page", §3 "Food and sleep
 * entities", §5 "Food log", §9). Pure functions: no clock, no database.
 */
import { FOOD_LOG_RECENT_COUNT, MEAL_TYPES } from '../constants'
import { DAY_MS } from '../calendar'

export type MealType = (typeof MEAL_TYPES)[number]

/** Doc 2 §8 and §5: the food logging page's messages, word for word. */
export const FOOD_LOG_MESSAGES = {
  loadFailed: 'Failed to load food logs',
  analyticsFailed: 'Failed to load weekly analytics',
  logFailed: 'Failed to log food entry',
  noItems: 'Please add at least one food item',
  badTime: 'Please enter when you ate it',
  futureTime: 'The time you ate it cannot be in the future',
  logged: 'Food logged successfully!',
} as const

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
}

export interface FoodItem {
  name: string
  portion_size: string
  calories: number | null
  notes: string | null
}

/** Total of the items' calories where known; null when no item's calories are known. */
export function knownCalories(items: readonly Pick<FoodItem, 'calories'>[]): number | null {
  const known = items.filter((i) => typeof i.calories === 'number')
  if (known.length === 0) return null
  return Math.round(known.reduce((sum, i) => sum + (i.calories as number), 0))
}

/** One log placed in its week: `day` 0 (Monday) to 6 (Sunday). */
export interface WeekLog {
  day: number
  meal_type: MealType
  from_meal_plan: boolean
  calories: number | null
}

export interface Adherence {
  /** Meal-plan slots (day × meal type) of the week so far; 0 without a plan. */
  slots: number
  /** Of those, the slots with at least one log eaten from the plan. */
  eaten: number
  /** Whole percent, 0–100. */
  rate: number
}

/**
 * Adherence: the share of this week's meal-plan slots eaten from the plan.
 * A slot is one meal type on one day; the week's slots are those of the days
 * so far (`daysSoFar`, 0–7), four a day, and only when a meal plan is
 * available. Logging the same slot twice counts once; logs from the plan on
 * days not yet reached do not count.
 */
export function mealPlanAdherence(logs: readonly WeekLog[], daysSoFar: number, planAvailable: boolean): Adherence {
  const days = Math.max(0, Math.min(7, Math.floor(daysSoFar)))
  const slots = planAvailable ? days * MEAL_TYPES.length : 0
  if (slots === 0) return { slots: 0, eaten: 0, rate: 0 }
  const eatenSlots = new Set(
    logs.filter((l) => l.from_meal_plan && l.day >= 0 && l.day < days).map((l) => `${l.day}:${l.meal_type}`),
  )
  return { slots, eaten: eatenSlots.size, rate: Math.round((eatenSlots.size / slots) * 100) }
}

export interface DayAnalytics {
  day: number
  counts: Record<MealType, number>
  total: number
  /** Sum of the calories known that day; null when none were known. */
  calories: number | null
}

/** Logs per day and meal type, with the calories known, Monday first. */
export function weekDays(logs: readonly WeekLog[]): DayAnalytics[] {
  return Array.from({ length: 7 }, (_, day) => {
    const ofDay = logs.filter((l) => l.day === day)
    const counts = Object.fromEntries(MEAL_TYPES.map((m) => [m, ofDay.filter((l) => l.meal_type === m).length])) as Record<MealType, number>
    const known = ofDay.filter((l) => l.calories !== null)
    return {
      day,
      counts,
      total: ofDay.length,
      calories: known.length ? known.reduce((sum, l) => sum + (l.calories as number), 0) : null,
    }
  })
}

/** The weekly food summary (doc 2 §3), with the per-day analytics the page draws. */
export interface WeeklyFoodSummary {
  total_food_logs: number
  from_meal_plan: number
  adherence_rate: number
  available_meal_plans: number
  plan_slots: number
  plan_slots_eaten: number
  days: DayAnalytics[]
}

export function weeklyFoodSummary(logs: readonly WeekLog[], daysSoFar: number, availableMealPlans: number): WeeklyFoodSummary {
  const inWeek = logs.filter((l) => l.day >= 0 && l.day <= 6)
  const adherence = mealPlanAdherence(inWeek, daysSoFar, availableMealPlans > 0)
  return {
    total_food_logs: inWeek.length,
    from_meal_plan: inWeek.filter((l) => l.from_meal_plan).length,
    adherence_rate: adherence.rate,
    available_meal_plans: availableMealPlans,
    plan_slots: adherence.slots,
    plan_slots_eaten: adherence.eaten,
    days: weekDays(inWeek),
  }
}


/** Day 0–6 of an instant within the week starting at `weekStart` (-1 or 7+ outside it). */
export function dayOfWeek(eatenAt: Date, weekStart: Date): number {
  return Math.floor((eatenAt.getTime() - weekStart.getTime()) / DAY_MS)
}

/** Monday 00:00 local of the week, then each local day by its calendar date (so a clock change does not move a meal). */
export function localDayOfWeek(eatenAt: Date, weekStart: Date): number {
  const day = new Date(eatenAt.getFullYear(), eatenAt.getMonth(), eatenAt.getDate())
  return Math.round((day.getTime() - weekStart.getTime()) / DAY_MS)
}

/** A stored log placed in its week; `dayOf` gives its day 0–6 (UTC instants on the server, local days in the browser). */
export function toWeekLog(
  log: { eaten_at: string; meal_type: MealType; from_meal_plan: boolean; food_items: readonly Pick<FoodItem, 'calories'>[] },
  dayOf: (eatenAt: Date) => number,
): WeekLog {
  return {
    day: dayOf(new Date(log.eaten_at)),
    meal_type: log.meal_type,
    from_meal_plan: log.from_meal_plan,
    calories: knownCalories(log.food_items),
  }
}

/** Days of the week reached by `now`: 0 before it starts, 7 once it is over. */
export function daysSoFar(weekStart: Date, now: Date): number {
  const elapsed = now.getTime() - weekStart.getTime()
  if (elapsed < 0) return 0
  return Math.min(7, Math.floor(elapsed / DAY_MS) + 1)
}

/** Doc 2 §9: the latest 10 logs (of the past 7 days, as fetched), newest first. */
export function recentLogs<T extends { eaten_at: string }>(logs: readonly T[], count = FOOD_LOG_RECENT_COUNT): T[] {
  return [...logs].sort((a, b) => (a.eaten_at < b.eaten_at ? 1 : a.eaten_at > b.eaten_at ? -1 : 0)).slice(0, count)
}

/** The weekday key a meal plan uses for a calendar day ('YYYY-MM-DD'). */
export function planDayOf(date: string): 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' {
  const [y, m, d] = date.split('-').map(Number)
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[weekday]
}
