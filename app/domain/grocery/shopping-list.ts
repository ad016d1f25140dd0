import { formatQuantity } from '../meal-plans/shopping-list'
import type { ShoppingList } from '../meal-plans/types'
import { DEFAULT_CATEGORY, totalCost, type ShoppingListItem } from './items'
import { estimatePrice, nameTokens, normaliseAmount, type Amount } from './pricing'

/**
 * Making a shopping list (spec doc 2 §3 "Shopping list") from a meal plan's
 * list: one line per food with its amounts merged, each priced.
 */

export interface ShoppingListDraft {
  items: ShoppingListItem[]
  total_estimated_cost: number
}

interface Line {
  name: string
  category: string
  amounts: Amount[]
}

function addAmount(amounts: Amount[], next: Amount): void {
  const same = amounts.find((a) => a.unit === next.unit && a.subunit === next.subunit)
  if (same) same.amount += next.amount
  else amounts.push({ ...next })
}

/**
 * One line per food: items with the same name (ignoring case, plurals and
 * bracketed notes) are merged and their amounts summed per unit, kilograms
 * and litres counted as grams and millilitres. The first name and category
 * seen are kept; a blank category is 'Other'.
 */
export function mergeItems(list: ShoppingList): Line[] {
  const lines = new Map<string, Line>()
  for (const [category, items] of Object.entries(list)) {
    for (const item of items ?? []) {
      const name = String(item.item ?? '').trim()
      const quantity = Number(item.quantity)
      if (!name || !Number.isFinite(quantity) || quantity <= 0) continue
      const key = nameTokens(name).join(' ') || name.toLowerCase()
      const amount = normaliseAmount(quantity, String(item.unit ?? ''))
      const line = lines.get(key)
      if (line) addAmount(line.amounts, amount)
      else lines.set(key, { name, category: category.trim() || DEFAULT_CATEGORY, amounts: [amount] })
    }
  }
  return [...lines.values()]
}

function describeAmount(a: Amount): string {
  const value = a.unit === 'item' ? Math.round(a.amount * 10) / 10 : Math.ceil(a.amount)
  if (a.subunit) return `${value} ${a.subunit}${value === 1 ? '' : 's'}`
  return formatQuantity({ item: '', quantity: value, unit: a.unit })
}

export function describeAmounts(amounts: readonly Amount[]): string {
  return amounts.map(describeAmount).join(' + ')
}

/** The priced list for a plan's shopping list; `newId` names each item. */
export function buildShoppingList(list: ShoppingList, newId: () => string): ShoppingListDraft {
  const items = mergeItems(list).map((line) => ({
    id: newId(),
    name: line.name,
    quantity: describeAmounts(line.amounts),
    category: line.category,
    completed: false,
    ...estimatePrice(line.name, line.category, line.amounts),
  }))
  return { items, total_estimated_cost: totalCost(items) }
}
