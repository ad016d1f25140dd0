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

/** How the plan wrote an amount, summed per unit word: '2 eggs', '1 pint', '350 g'. */
interface Written {
  quantity: number
  /** g, ml or '' (a bare count); otherwise the unit word's singular, e.g. 'egg', 'pint'. */
  key: string
  one?: string
  many?: string
}

interface Line {
  name: string
  category: string
  amounts: Amount[]
  written: Written[]
}

const BASE_UNITS: Record<string, { key: string; factor: number }> = {
  g: { key: 'g', factor: 1 },
  kg: { key: 'g', factor: 1000 },
  ml: { key: 'ml', factor: 1 },
  l: { key: 'ml', factor: 1000 },
  litre: { key: 'ml', factor: 1000 },
  litres: { key: 'ml', factor: 1000 },
  item: { key: '', factor: 1 },
  items: { key: '', factor: 1 },
  '': { key: '', factor: 1 },
}

function addWritten(written: Written[], quantity: number, unit: string): void {
  const word = unit.trim().toLowerCase()
  const base = BASE_UNITS[word]
  const key = base ? base.key : (nameTokens(word).join(' ') || word)
  const entry = written.find((w) => w.key === key) ?? (written.push({ quantity: 0, key }), written[written.length - 1])
  entry.quantity += quantity * (base?.factor ?? 1)
  if (!base) {
    if (quantity === 1) entry.one ??= unit.trim()
    else entry.many ??= unit.trim()
  }
}

function describeWritten(w: Written): string {
  if (w.key === 'g' || w.key === 'ml' || w.key === '') {
    const value = w.key === '' ? Math.round(w.quantity * 10) / 10 : Math.ceil(w.quantity)
    return formatQuantity({ item: '', quantity: value, unit: w.key || 'item' })
  }
  const value = Math.round(w.quantity * 10) / 10
  const word = value === 1 ? (w.one ?? w.key) : (w.many ?? `${w.one ?? w.key}s`)
  return `${value} ${word}`
}

/** An item's amounts in the plan's own words, e.g. '350 g', '1.2 kg', '2 eggs + 50 g'. */
export function describeAmounts(line: Pick<Line, 'written'>): string {
  return line.written.map(describeWritten).join(' + ')
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
      const unit = String(item.unit ?? '')
      const amount = normaliseAmount(quantity, unit)
      let line = lines.get(key)
      if (line) addAmount(line.amounts, amount)
      else lines.set(key, (line = { name, category: category.trim() || DEFAULT_CATEGORY, amounts: [amount], written: [] }))
      addWritten(line.written, quantity, unit)
    }
  }
  return [...lines.values()]
}

/** The priced list for a plan's shopping list; `newId` names each item. */
export function buildShoppingList(list: ShoppingList, newId: () => string): ShoppingListDraft {
  const items = mergeItems(list).map((line) => ({
    id: newId(),
    name: line.name,
    quantity: describeAmounts(line),
    category: line.category,
    completed: false,
    ...estimatePrice(line.name, line.category, line.amounts),
  }))
  return { items, total_estimated_cost: totalCost(items) }
}
