import { formatQuantity } from '~/domain/meal-plans/quantity'
import type { ShoppingList as List } from '~/domain/meal-plans/types'

/** The week's shopping list, grouped by category (spec doc 1 §2). */
export function ShoppingList({ list }: { list: List }) {
  const categories = Object.entries(list).filter(([, items]) => items.length)
  return (
    <section aria-labelledby="shopping-title" className="below-fold rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="shopping-title" className="text-xl font-bold text-slate-900">
        Shopping list
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map(([category, items]) => (
          <div key={category} data-testid="shopping-category">
            <h3 className="font-semibold text-brand-700">{category}</h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {items.map((item) => (
                <li key={`${item.item}|${item.unit}`} className="flex justify-between gap-2">
                  <span>{item.item}</span>
                  <span className="whitespace-nowrap text-slate-600">{formatQuantity(item)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
