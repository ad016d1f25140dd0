import { SHOPPING_CATEGORIES } from './ingredients'
import { toShopUnits } from './shop-units'
import type { Recipe, ShoppingItem, ShoppingList } from './types'

// In a module of its own, so the page that shows the list does not carry the ingredient table.
export { formatQuantity } from './quantity'

/**
 * The week's shopping list: every recipe's ingredients merged by name and
 * unit (quantities summed), then put in the units a shopper buys (shop-units.ts:
 * 3 eggs, 2 cloves, 1 tin, 1 jar), grouped by category in aisle order;
 * categories a planner invented come after the known ones, alphabetically.
 */
export function mergeShoppingList(recipes: readonly Pick<Recipe, 'ingredients'>[]): ShoppingList {
  const merged = new Map<string, { category: string; item: ShoppingItem }>()
  for (const recipe of recipes) {
    for (const ing of recipe.ingredients) {
      const name = ing.item.trim()
      const unit = ing.unit.trim()
      const key = `${name.toLowerCase()}|${unit.toLowerCase()}`
      const existing = merged.get(key)
      if (existing) existing.item.quantity += ing.quantity
      else merged.set(key, { category: ing.category.trim() || 'Other', item: { item: name, quantity: ing.quantity, unit } })
    }
  }
  const known: readonly string[] = SHOPPING_CATEGORIES
  const categories = [...new Set([...merged.values()].map((m) => m.category))].sort((a, b) => {
    const ia = known.indexOf(a)
    const ib = known.indexOf(b)
    if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib)
    return a.localeCompare(b)
  })
  const list: ShoppingList = {}
  for (const category of categories) {
    list[category] = [...merged.values()]
      .filter((m) => m.category === category)
      .map((m) => {
        const shop = toShopUnits(m.item)
        return shop === m.item ? { ...m.item, quantity: roundQuantity(m.item.quantity, m.item.unit) } : shop
      })
      .sort((a, b) => a.item.localeCompare(b.item))
  }
  return list
}

/** Whole grams and millilitres; counted items to one decimal place. */
export function roundQuantity(quantity: number, unit: string): number {
  return unit === 'g' || unit === 'ml' ? Math.ceil(quantity) : Math.round(quantity * 10) / 10
}
