import { describe, expect, it } from 'vitest'

import {
  dayOfWeek,
  daysSoFar,
  FOOD_LOG_MESSAGES,
  knownCalories,
  mealPlanAdherence,
  planDayOf,
  recentLogs,
  weekDays,
  weeklyFoodSummary,
  type WeekLog,
} from '~/domain/food-log/rules'
import { localWeekStart, utcWeekStart } from '~/domain/calendar'
import { foodLogInputSchema, foodLogQuerySchema, weeklySummaryQuerySchema } from '~/domain/food-log/schemas'

const log = (day: number, meal_type: WeekLog['meal_type'], from_meal_plan = false, calories: number | null = null): WeekLog => ({
  day,
  meal_type,
  from_meal_plan,
  calories,
})

describe('meal-plan adherence', () => {
  it('is the share of the week-so-far slots eaten from the plan', () => {
    // Wednesday: 3 days × 4 meals = 12 slots; 3 eaten from the plan.
    const logs = [log(0, 'breakfast', true), log(0, 'lunch', true), log(2, 'dinner', true), log(1, 'snack', false)]
    expect(mealPlanAdherence(logs, 3, true)).toEqual({ slots: 12, eaten: 3, rate: 25 })
  })

  it('counts a slot once however often it is logged', () => {
    const logs = [log(0, 'breakfast', true), log(0, 'breakfast', true)]
    expect(mealPlanAdherence(logs, 7, true)).toEqual({ slots: 28, eaten: 1, rate: 4 })
  })

  it('is 100 when every slot so far was eaten from the plan', () => {
    const logs = (['breakfast', 'lunch', 'dinner', 'snack'] as const).map((m) => log(0, m, true))
    expect(mealPlanAdherence(logs, 1, true).rate).toBe(100)
  })

  it('is 0 with no meal plan, whatever was logged', () => {
    expect(mealPlanAdherence([log(0, 'lunch', true)], 7, false)).toEqual({ slots: 0, eaten: 0, rate: 0 })
  })

  it('ignores logs outside the days reached and before the week starts', () => {
    const logs = [log(-1, 'lunch', true), log(5, 'lunch', true), log(1, 'lunch', true)]
    expect(mealPlanAdherence(logs, 2, true)).toEqual({ slots: 8, eaten: 1, rate: 13 })
  })

  it('has no slots before the week starts', () => {
    expect(mealPlanAdherence([log(0, 'lunch', true)], 0, true).slots).toBe(0)
  })
})

describe('weekly food summary', () => {
  it('counts logs, logs from the plan and calories where known, per day and meal type', () => {
    const summary = weeklyFoodSummary(
      [log(0, 'breakfast', true, 350), log(0, 'lunch', false, null), log(3, 'snack', false, 120), log(8, 'lunch', true, 500)],
      7,
      2,
    )
    expect(summary).toMatchObject({ total_food_logs: 3, from_meal_plan: 1, adherence_rate: 4, available_meal_plans: 2, plan_slots: 28, plan_slots_eaten: 1 })
    expect(summary.days[0]).toEqual({ day: 0, counts: { breakfast: 1, lunch: 1, dinner: 0, snack: 0 }, total: 2, calories: 350 })
    expect(summary.days[3].calories).toBe(120)
    expect(summary.days[1]).toMatchObject({ total: 0, calories: null })
  })

  it('has seven days Monday first', () => {
    expect(weekDays([]).map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('adds known calories only', () => {
    expect(knownCalories([{ calories: 100 }, { calories: null }, { calories: 50.4 }])).toBe(150)
    expect(knownCalories([{ calories: null }])).toBeNull()
    expect(knownCalories([{ calories: 0 }])).toBe(0)
  })
})

describe('weeks and days', () => {
  it('places instants in the week', () => {
    const start = new Date('2026-11-16T00:00:00Z')
    expect(dayOfWeek(new Date('2026-11-16T00:00:00Z'), start)).toBe(0)
    expect(dayOfWeek(new Date('2026-11-22T23:59:59Z'), start)).toBe(6)
    expect(dayOfWeek(new Date('2026-11-23T00:00:00Z'), start)).toBe(7)
    expect(dayOfWeek(new Date('2026-11-15T23:00:00Z'), start)).toBe(-1)
  })

  it('counts the days reached', () => {
    const start = new Date('2026-11-16T00:00:00Z')
    expect(daysSoFar(start, new Date('2026-11-15T12:00:00Z'))).toBe(0)
    expect(daysSoFar(start, new Date('2026-11-16T00:00:00Z'))).toBe(1)
    expect(daysSoFar(start, new Date('2026-11-18T09:00:00Z'))).toBe(3)
    expect(daysSoFar(start, new Date('2026-12-01T09:00:00Z'))).toBe(7)
  })

  it('finds Monday 00:00 of the week', () => {
    expect(utcWeekStart(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(utcWeekStart(new Date('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    expect(utcWeekStart(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z')
    const local = localWeekStart(new Date(2026, 10, 22, 20, 0))
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getDay()]).toEqual([2026, 10, 16, 0, 1])
  })

  it('names the meal plan day of a date', () => {
    expect(planDayOf('2026-11-16')).toBe('monday')
    expect(planDayOf('2026-11-22')).toBe('sunday')
  })

  it('keeps the latest 10, newest first', () => {
    const logs = Array.from({ length: 12 }, (_, i) => ({ eaten_at: `2026-11-${String(10 + i).padStart(2, '0')}T08:00:00.000Z` }))
    const recent = recentLogs(logs)
    expect(recent).toHaveLength(10)
    expect(recent[0].eaten_at).toBe('2026-11-21T08:00:00.000Z')
    expect(recent[9].eaten_at).toBe('2026-11-12T08:00:00.000Z')
  })
})

describe('food log input', () => {
  it('drops unnamed items, trims names and defaults the portion to Medium', () => {
    const parsed = foodLogInputSchema.parse({ meal_type: 'lunch', food_items: [{ name: '  Soup ' }, { name: '   ' }] })
    expect(parsed.food_items).toEqual([{ name: 'Soup', portion_size: 'Medium', calories: null, notes: null }])
    expect(parsed.from_meal_plan).toBe(false)
  })

  it("answers 'Please add at least one food item' without a named item", () => {
    for (const food_items of [[], [{ name: '' }], [{ name: '  ', calories: 10 }], undefined]) {
      const result = foodLogInputSchema.safeParse({ meal_type: 'lunch', food_items })
      expect(result.success).toBe(false)
      expect(result.error!.issues[0].message).toBe(FOOD_LOG_MESSAGES.noItems)
    }
  })

  it('accepts the spec’s portions and meal types only', () => {
    for (const portion_size of ['Small', 'Medium', 'Large', '1 cup', '1/2 cup']) {
      expect(foodLogInputSchema.safeParse({ meal_type: 'snack', food_items: [{ name: 'x', portion_size }] }).success).toBe(true)
    }
    expect(foodLogInputSchema.safeParse({ meal_type: 'snack', food_items: [{ name: 'x', portion_size: 'Huge' }] }).success).toBe(false)
    expect(foodLogInputSchema.safeParse({ meal_type: 'brunch', food_items: [{ name: 'x' }] }).success).toBe(false)
  })

  it('takes calories as a non-negative number or null', () => {
    const ok = (calories: unknown) => foodLogInputSchema.safeParse({ meal_type: 'dinner', food_items: [{ name: 'x', calories }] }).success
    expect(ok(0)).toBe(true)
    expect(ok(420.5)).toBe(true)
    expect(ok(null)).toBe(true)
    expect(ok(-1)).toBe(false)
    expect(ok('300')).toBe(false)
  })

  it('takes an eaten_at instant with an offset', () => {
    const base = { meal_type: 'dinner', food_items: [{ name: 'x' }] }
    expect(foodLogInputSchema.safeParse({ ...base, eaten_at: '2026-11-20T19:00:00+01:00' }).success).toBe(true)
    expect(foodLogInputSchema.safeParse({ ...base, eaten_at: 'yesterday' }).success).toBe(false)
  })

  it('reads days or instants in the queries', () => {
    expect(foodLogQuerySchema.parse({ start_date: '2026-11-14', end_date: '2026-11-20T23:59:59Z' }).limit).toBe(500)
    expect(foodLogQuerySchema.safeParse({ start_date: '2026-02-30' }).success).toBe(false)
    expect(weeklySummaryQuerySchema.safeParse({ week_start: 'monday' }).success).toBe(false)
  })
})
