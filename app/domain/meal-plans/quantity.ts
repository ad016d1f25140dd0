import type { ShoppingItem } from './types'

/** How the shopping list shows an amount: 1450 ml is "1.5 litres", 1200 g "1.2 kg". */
export function formatQuantity(item: ShoppingItem): string {
  if (item.unit === 'g' && item.quantity >= 1000) return `${Math.round(item.quantity / 100) / 10} kg`
  if (item.unit === 'ml' && item.quantity >= 1000) return `${Math.round(item.quantity / 100) / 10} litres`
  if (item.unit === 'item') return `${item.quantity}`
  return `${item.quantity} ${item.unit}`
}
