import type { Payload } from 'payload'

import { spentAfterTick, type BudgetView } from '../../domain/grocery/budget'
import type { ShoppingListItem } from '../../domain/grocery/items'
import { withCustomerLock } from '../../lib/customer-lock.server'
import { notFound } from '../../lib/errors'
import { updateOwn } from '../own-records.server'
import { getBudget, saveBudget } from './budget.server'
import { ownShoppingList, toItem } from './read-shopping-lists.server'

/**
 * PUT /api/shopping-list/{listId}/item/{itemId} (spec doc 2 §4: an item's
 * `completed` toggles). When the customer has chosen it, ticking adds the
 * item's estimated price to this week's spending and unticking takes it back.
 * One change per customer at a time, so two ticks never overwrite each other.
 */
export const ITEM_NOT_FOUND = 'Item not found'

export async function setItemCompleted(
  payload: Payload,
  customerId: string,
  listId: string,
  itemId: string,
  completed: boolean,
): Promise<{ item: ShoppingListItem; budget: BudgetView }> {
  return withCustomerLock(customerId, async () => {
    const list = await ownShoppingList(payload, customerId, listId)
    const rows = list.items ?? []
    const row = rows.find((r) => r.id === itemId)
    if (!row) throw notFound(ITEM_NOT_FOUND)
    if (!!row.completed === completed) return { item: toItem(row), budget: await getBudget(payload, customerId) }

    const items = rows.map((r) => (r.id === itemId ? { ...r, completed } : r))
    await updateOwn(payload, customerId, 'shopping-lists', list.id, { items })
    const current = await getBudget(payload, customerId)
    const budget = current.add_ticked_items
      ? await saveBudget(payload, customerId, (b) => ({ current_spent: spentAfterTick(b.current_spent, row.estimated_price, completed) }))
      : current
    return { item: toItem({ ...row, completed }), budget }
  })
}
