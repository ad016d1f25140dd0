import { describe, expect, it } from 'vitest'

import {
  budgetStatus,
  budgetThisWeek,
  budgetUpdateSchema,
  budgetView,
  hasAtMostTwoDecimals,
  percentUsed,
  spentAfterTick,
} from '../../app/domain/grocery/budget'
import { weekStartIn } from '../../app/domain/calendar'

const weekStart = (now: Date) => weekStartIn('Europe/London', now)

describe('budget status from percent used', () => {
  it.each([
    [0, 'safe'],
    [74.99, 'safe'],
    [75, 'warning'],
    [89.99, 'warning'],
    [90, 'danger'],
    [150, 'danger'],
  ] as const)('%s %% is %s', (percent, status) => {
    expect(budgetStatus(percent)).toBe(status)
  })

  it('works from the amounts', () => {
    expect(budgetView({ weekly_budget: 100, current_spent: 74.99, week_start: '2026-11-16', add_ticked_items: false }).status).toBe('safe')
    expect(budgetView({ weekly_budget: 100, current_spent: 75, week_start: '2026-11-16', add_ticked_items: false }).status).toBe('warning')
    expect(budgetView({ weekly_budget: 80, current_spent: 72, week_start: '2026-11-16', add_ticked_items: false })).toMatchObject({
      percent_used: 90,
      status: 'danger',
    })
  })

  it('counts spending with no budget as over it, and nothing spent of nothing as safe', () => {
    expect(percentUsed(0, 5)).toBe(100)
    expect(percentUsed(0, 0)).toBe(0)
  })
})

describe('budget amounts', () => {
  it('accepts whole pence only', () => {
    expect(hasAtMostTwoDecimals(12.34)).toBe(true)
    expect(hasAtMostTwoDecimals(0.29)).toBe(true)
    expect(hasAtMostTwoDecimals(12.345)).toBe(false)
  })

  it('validates the update', () => {
    expect(budgetUpdateSchema.safeParse({ weekly_budget: 80, current_spent: 12.5 }).success).toBe(true)
    for (const bad of [
      { weekly_budget: 12.345 },
      { weekly_budget: -1 },
      { current_spent: '10' },
      { weekly_budget: null },
      {},
      { weekly_budget: 10, extra: 1 },
      { weekly_budget: 1e9 },
    ]) {
      expect(budgetUpdateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('adds and takes back a ticked price, never below zero', () => {
    expect(spentAfterTick(10, 2.35, true)).toBe(12.35)
    expect(spentAfterTick(12.35, 2.35, false)).toBe(10)
    expect(spentAfterTick(1, 2.35, false)).toBe(0)
  })
})

describe('the budget week', () => {
  it('starts on Monday, UK time', () => {
    expect(weekStart(new Date('2026-11-18T12:00:00Z'))).toBe('2026-11-16') // Wednesday
    expect(weekStart(new Date('2026-11-16T00:30:00Z'))).toBe('2026-11-16') // Monday early
    expect(weekStart(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-16') // Sunday night
    // Summer time: Monday 00:30 in London is Sunday 23:30 UTC.
    expect(weekStart(new Date('2026-06-14T23:30:00Z'))).toBe('2026-06-15')
  })

  it('starts the amount spent again each week, keeping the budget', () => {
    const record = { weekly_budget: 80, current_spent: 60, week_start: '2026-11-09', add_ticked_items: true }
    expect(budgetThisWeek(record, new Date('2026-11-18T12:00:00Z'))).toEqual({
      weekly_budget: 80,
      current_spent: 0,
      week_start: '2026-11-16',
      add_ticked_items: true,
    })
    expect(budgetThisWeek({ ...record, week_start: '2026-11-16' }, new Date('2026-11-18T12:00:00Z')).current_spent).toBe(60)
    expect(budgetThisWeek(null, new Date('2026-11-18T12:00:00Z'))).toMatchObject({ weekly_budget: 0, current_spent: 0 })
  })
})
