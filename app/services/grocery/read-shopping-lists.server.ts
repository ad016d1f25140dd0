import type { Payload } from 'payload'

import type { ShoppingList as ShoppingListDoc } from '../../../types/payload-types'
import { DEFAULT_CATEGORY, type ShoppingListItem } from '../../domain/grocery/items'
import { findOwn, getOwnOr404 } from '../own-records.server'

/**
 * Reading a customer's shopping lists (spec doc 2 §3, §7 `GET /shopping-lists`).
 * Only the owner's lists are ever found; another customer's list is "not found".
 */
export const SHOPPING_LISTS_LIMIT = 50
export const LIST_NOT_FOUND = 'Shopping list not found'

export interface ShoppingListView {
  id: string
  created_at: string
  meal_plan_id: string | null
  total_estimated_cost: number
  items: ShoppingListItem[]
}

export function toItem(row: NonNullable<ShoppingListDoc['items']>[number]): ShoppingListItem {
  return {
    id: String(row.id),
    name: row.name,
    quantity: row.quantity,
    category: row.category || DEFAULT_CATEGORY,
    completed: !!row.completed,
    estimated_price: row.estimated_price,
    pack: row.pack ?? '',
    price_basis: row.price_basis ?? 'table',
  }
}

export function toShoppingList(doc: ShoppingListDoc): ShoppingListView {
  const mealPlan = doc.meal_plan
  return {
    id: doc.id,
    created_at: doc.createdAt,
    meal_plan_id: mealPlan ? (typeof mealPlan === 'string' ? mealPlan : mealPlan.id) : null,
    total_estimated_cost: doc.total_estimated_cost,
    items: (doc.items ?? []).map(toItem),
  }
}

/** GET /api/shopping-lists: newest first, the latest 50. */
export async function listShoppingLists(payload: Payload, customerId: string): Promise<ShoppingListView[]> {
  const docs = await findOwn(payload, customerId, 'shopping-lists', { sort: '-createdAt', limit: SHOPPING_LISTS_LIMIT })
  return docs.map(toShoppingList)
}

export async function ownShoppingList(payload: Payload, customerId: string, listId: string): Promise<ShoppingListDoc> {
  return getOwnOr404(payload, customerId, 'shopping-lists', listId, LIST_NOT_FOUND)
}
