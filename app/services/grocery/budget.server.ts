import type { Payload } from 'payload'

import type { Budget } from '../../../types/payload-types'
import { budgetThisWeek, budgetView, type BudgetRecord, type BudgetUpdate, type BudgetView } from '../../domain/grocery/budget'
import { withCustomerLock } from '../../lib/customer-lock.server'
import { createOwn, findOneOwn, updateOwn } from '../own-records.server'

/**
 * The customer's weekly grocery budget (spec doc 2 §7 `GET/PUT /budget`).
 * One record per customer (unique); a customer without one has a budget of
 * 0 with nothing spent. Reads never write: a new week's reset is applied
 * when the budget is next saved.
 */
function toRecord(doc: Budget | null): BudgetRecord | null {
  if (!doc) return null
  return {
    weekly_budget: doc.weekly_budget,
    current_spent: doc.current_spent,
    week_start: doc.week_start,
    add_ticked_items: !!doc.add_ticked_items,
  }
}

function findBudget(payload: Payload, customerId: string): Promise<Budget | null> {
  return findOneOwn(payload, customerId, 'budgets', {})
}

export async function getBudget(payload: Payload, customerId: string, now = new Date()): Promise<BudgetView> {
  return budgetView(budgetThisWeek(toRecord(await findBudget(payload, customerId)), now))
}

/** Save this week's budget with `change` applied; creates the record on first use. */
export async function saveBudget(
  payload: Payload,
  customerId: string,
  change: BudgetUpdate | ((current: BudgetRecord) => Partial<BudgetRecord>),
  now = new Date(),
): Promise<BudgetView> {
  const existing = await findBudget(payload, customerId)
  const current = budgetThisWeek(toRecord(existing), now)
  const next: BudgetRecord = { ...current, ...(typeof change === 'function' ? change(current) : change) }
  if (existing) {
    await updateOwn(payload, customerId, 'budgets', existing.id, next)
  } else {
    try {
      await createOwn(payload, customerId, 'budgets', next)
    } catch (error) {
      // A second first save at the same moment: the other one created it; apply ours on top.
      const created = await findBudget(payload, customerId)
      if (!created) throw error
      await updateOwn(payload, customerId, 'budgets', created.id, next)
    }
  }
  return budgetView(next)
}

/** PUT /api/budget: one change per customer at a time (see update-shopping-item). */
export async function updateBudget(payload: Payload, customerId: string, update: BudgetUpdate): Promise<BudgetView> {
  return withCustomerLock(customerId, () => saveBudget(payload, customerId, update))
}
