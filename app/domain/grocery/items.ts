import { formatMoney } from '../payments'
import type { PriceEstimate } from './pricing'

/**
 * A saved shopping list's items (spec doc 2 §3 "Shopping list"), for the
 * server and the page alike: light, no price table.
 */
export const DEFAULT_CATEGORY = 'Other'

export interface ShoppingListItem extends PriceEstimate {
  id: string
  name: string
  /** What the plan asks for, in words, e.g. '350 g', '1.2 kg', '3 cloves'. */
  quantity: string
  category: string
  completed: boolean
}

export function totalCost(items: readonly Pick<ShoppingListItem, 'estimated_price'>[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.estimated_price, 0) * 100) / 100
}

/** Items grouped by category, in the order the categories first appear. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const category = item.category || DEFAULT_CATEGORY
    groups.set(category, [...(groups.get(category) ?? []), item])
  }
  return [...groups.entries()]
}

/** '£3.20' from pounds. */
export function formatPounds(pounds: number): string {
  return formatMoney(Math.round(pounds * 100))
}
