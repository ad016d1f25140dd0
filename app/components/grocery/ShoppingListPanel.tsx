import { useState } from 'react'

import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { EmptyState } from '~/components/ui/EmptyState'
import { Spinner } from '~/components/ui/Spinner'
import type { BudgetView } from '~/domain/grocery/budget'
import { formatPounds, groupByCategory, type ShoppingListItem } from '~/domain/grocery/items'
import { GROCERY_MESSAGES } from '~/domain/grocery/messages'
import { callApi } from '~/lib/api-client'

export interface ShoppingListData {
  id: string
  created_at: string
  meal_plan_id: string | null
  total_estimated_cost: number
  items: ShoppingListItem[]
}

/** The selected list: items grouped by category with check boxes, and the way to make a new list. */
export function ShoppingListPanel({
  list,
  generating,
  onGenerate,
  onItemChange,
  onBudgetChange,
}: {
  list: ShoppingListData | null
  generating: boolean
  onGenerate: () => void
  onItemChange: (listId: string, item: ShoppingListItem) => void
  onBudgetChange: (budget: BudgetView) => void
}) {
  const toast = useToast()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  async function toggle(item: ShoppingListItem, completed: boolean) {
    if (!list) return
    const listId = list.id
    // Tick at once; put the tick back if the server refuses.
    onItemChange(listId, { ...item, completed })
    setPending((p) => new Set(p).add(item.id))
    try {
      const answer = await callApi<{ item: ShoppingListItem; budget: BudgetView }>('PUT', `/api/shopping-list/${listId}/item/${item.id}`, {
        completed,
      })
      if (!answer.ok) throw new Error(String(answer.status))
      onItemChange(listId, answer.body.item)
      onBudgetChange(answer.body.budget)
    } catch {
      onItemChange(listId, { ...item, completed: !completed })
      toast({ type: 'error', message: GROCERY_MESSAGES.updateItemFailed })
    } finally {
      setPending((p) => {
        const next = new Set(p)
        next.delete(item.id)
        return next
      })
    }
  }

  const generate = (
    <Button onClick={onGenerate} disabled={generating}>
      {generating ? <Spinner label="Generating" className="h-4 w-4" /> : null}
      {generating ? 'Generating...' : 'Generate from my latest meal plan'}
    </Button>
  )

  if (!list) {
    return (
      <div className="rounded-2xl bg-white shadow-sm">
        <EmptyState art="emptyPlan" title="No shopping lists yet" action={generate}>
          Turn your latest meal plan into a shopping list: every ingredient for the week, amounts added up, with a typical UK supermarket price.
        </EmptyState>
      </div>
    )
  }

  const done = list.items.filter((i) => i.completed).length
  const remaining = list.items.filter((i) => !i.completed).reduce((sum, i) => sum + i.estimated_price, 0)

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <div>
          <p className="text-sm text-slate-600">Estimated total</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="list-total">
            {formatPounds(list.total_estimated_cost)}
          </p>
          <p className="text-sm text-slate-700" aria-live="polite">
            {done} of {list.items.length} ticked · {formatPounds(remaining)} still to buy
          </p>
        </div>
        {generate}
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        {groupByCategory(list.items).map(([category, items]) => (
          <fieldset key={category} className="rounded-2xl bg-white p-5 shadow-sm">
            <legend className="sr-only">{category}</legend>
            <h3 aria-hidden="true" className="mb-3 text-lg font-semibold text-slate-900">
              {category}
            </h3>
            <ul className="divide-y divide-slate-100">
              {items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 py-2">
                  <input
                    id={`item-${item.id}`}
                    type="checkbox"
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
                    checked={item.completed}
                    disabled={pending.has(item.id)}
                    onChange={(e) => void toggle(item, e.currentTarget.checked)}
                  />
                  <label htmlFor={`item-${item.id}`} className="min-w-0 flex-1 cursor-pointer">
                    <span className={`block font-medium ${item.completed ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                      {item.name} <span className="font-normal text-slate-600">· {item.quantity}</span>
                    </span>
                    <span className="block text-sm text-slate-600">Buy {item.pack}</span>
                  </label>
                  <span className="shrink-0 text-right text-sm font-semibold text-slate-800">
                    {item.price_basis === 'category' ? (
                      <abbr title="Not in our price table: a typical price for this aisle" className="no-underline">
                        ≈ {formatPounds(item.estimated_price)}
                      </abbr>
                    ) : (
                      formatPounds(item.estimated_price)
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <p className="text-xs text-slate-600">
        Prices are estimates from a table of typical UK supermarket prices (standard ranges, 2024–25), rounded up to whole packs. Your shop’s
        prices and offers will differ.
      </p>
    </div>
  )
}
