import { z } from 'zod'

import { BUDGET_DANGER_PERCENT, BUDGET_MAX_POUNDS, BUDGET_WARNING_PERCENT } from '../constants'
import { weekStartIn } from '../calendar'
import { DEFAULT_TIME_ZONE } from '../time-zone'

/**
 * The weekly grocery budget (spec doc 2 §3 "Budget", §4, §5 "Budget", §9).
 * Beyond the spec: the week starts on Monday (UK time) and the amount spent
 * starts again at 0 each week; ticking an item can add its estimated price
 * to the amount spent when the customer turns that on.
 */
export type BudgetStatus = 'safe' | 'warning' | 'danger'

/** Percent of the weekly budget used; spending with no budget set counts as over it. */
export function percentUsed(weeklyBudget: number, currentSpent: number): number {
  if (weeklyBudget <= 0) return currentSpent > 0 ? 100 : 0
  return (currentSpent / weeklyBudget) * 100
}

/** Below 75 % safe (green), from 75 % warning (orange), from 90 % danger (red). */
export function budgetStatus(percent: number): BudgetStatus {
  if (percent >= BUDGET_DANGER_PERCENT) return 'danger'
  if (percent >= BUDGET_WARNING_PERCENT) return 'warning'
  return 'safe'
}

/** Whole pence only: 12.34 is fine, 12.345 is not. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const pence = value * 100
  return Math.abs(pence - Math.round(pence)) < 1e-6
}

const pounds = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(BUDGET_MAX_POUNDS, `${field} cannot be more than £${BUDGET_MAX_POUNDS.toLocaleString('en-GB')}`)
    .refine(hasAtMostTwoDecimals, `${field} can have at most 2 decimal places`)

/** PUT /api/budget: either amount, and the tick-adds-to-spent choice; at least one. */
export const budgetUpdateSchema = z
  .object({
    weekly_budget: pounds('weekly_budget').optional(),
    current_spent: pounds('current_spent').optional(),
    add_ticked_items: z.boolean({ error: 'add_ticked_items must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => v.weekly_budget !== undefined || v.current_spent !== undefined || v.add_ticked_items !== undefined, {
    message: 'Send weekly_budget, current_spent or add_ticked_items',
  })
export type BudgetUpdate = z.infer<typeof budgetUpdateSchema>

export interface BudgetRecord {
  weekly_budget: number
  current_spent: number
  week_start: string
  add_ticked_items: boolean
}

/** A stored budget as it stands this week: what was spent in an earlier week no longer counts. */
export function budgetThisWeek(record: BudgetRecord | null, now: Date): BudgetRecord {
  const week = weekStartIn(DEFAULT_TIME_ZONE, now)
  if (!record) return { weekly_budget: 0, current_spent: 0, week_start: week, add_ticked_items: false }
  if (record.week_start !== week) return { ...record, current_spent: 0, week_start: week }
  return record
}

export interface BudgetView extends BudgetRecord {
  percent_used: number
  status: BudgetStatus
}

export function budgetView(record: BudgetRecord): BudgetView {
  const percent = percentUsed(record.weekly_budget, record.current_spent)
  return { ...record, percent_used: Math.round(percent * 100) / 100, status: budgetStatus(percent) }
}

/** What ticking (or unticking) an item does to the amount spent, never below 0. */
export function spentAfterTick(currentSpent: number, price: number, completed: boolean): number {
  const next = completed ? currentSpent + price : currentSpent - price
  return Math.max(0, Math.round(next * 100) / 100)
}
