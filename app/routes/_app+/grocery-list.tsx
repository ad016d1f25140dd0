import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useState } from 'react'

import { BudgetCard } from '~/components/grocery/BudgetCard'
import { NearbyStores } from '~/components/grocery/NearbyStores'
import { ShoppingListPanel, type ShoppingListData } from '~/components/grocery/ShoppingListPanel'
import { useToast } from '~/components/Toasts'
import { useTabKeys } from '~/components/ui/tabs'
import type { BudgetView } from '~/domain/grocery/budget'
import { formatPounds, type ShoppingListItem } from '~/domain/grocery/items'
import { GROCERY_MESSAGES } from '~/domain/grocery/messages'
import { callApi } from '~/lib/api-client'
import { requireCustomer } from '~/lib/session.server'
import { getBudget } from '~/services/grocery/budget.server'
import { listShoppingLists } from '~/services/grocery/read-shopping-lists.server'
import { countOf } from '~/domain/plural'
import { useDateFormat } from '~/components/time-zone'

export const meta: MetaFunction = () => [{ title: 'Grocery List' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, context)
  const [lists, budget] = await Promise.all([listShoppingLists(context.payload, customer.id), getBudget(context.payload, customer.id)])
  return json({ lists, budget })
}

const TABS = [
  { id: 'list', label: 'Shopping List' },
  { id: 'stores', label: 'Nearby Stores' },
] as const
type TabId = (typeof TABS)[number]['id']


export default function GroceryList() {
  const data = useLoaderData<typeof loader>()
  const when = useDateFormat()
  const toast = useToast()
  const [lists, setLists] = useState<ShoppingListData[]>(data.lists)
  const [budget, setBudget] = useState<BudgetView>(data.budget)
  const [selectedId, setSelectedId] = useState<string | null>(data.lists[0]?.id ?? null)
  const [tab, setTab] = useState<TabId>('list')
  const [generating, setGenerating] = useState(false)
  const selected = lists.find((l) => l.id === selectedId) ?? lists[0] ?? null

  async function reloadLists(): Promise<ShoppingListData[] | null> {
    try {
      const answer = await callApi<ShoppingListData[]>('GET', '/api/shopping-lists')
      if (!answer.ok) throw new Error(String(answer.status))
      const fresh = answer.body
      setLists(fresh)
      return fresh
    } catch {
      toast({ type: 'error', message: GROCERY_MESSAGES.loadListsFailed })
      return null
    }
  }

  async function generate() {
    setGenerating(true)
    try {
      const answer = await callApi<ShoppingListData & { detail?: string }>('POST', '/api/shopping-list/generate', {})
      const body = answer.body
      if (answer.status === 404 && body?.detail === GROCERY_MESSAGES.noMealPlans) {
        toast({ type: 'error', message: GROCERY_MESSAGES.noMealPlans })
        return
      }
      if (!answer.ok) throw new Error(String(answer.status))
      toast({ type: 'success', message: 'Shopping list created from your latest meal plan' })
      setSelectedId(body.id)
      const fresh = await reloadLists()
      if (!fresh) setLists((current) => [body, ...current])
    } catch {
      toast({ type: 'error', message: GROCERY_MESSAGES.generateFailed })
    } finally {
      setGenerating(false)
    }
  }

  function changeItem(listId: string, item: ShoppingListItem) {
    setLists((current) => current.map((l) => (l.id === listId ? { ...l, items: l.items.map((i) => (i.id === item.id ? item : i)) } : l)))
  }

  const { onTabKeyDown, tabRef } = useTabKeys(
    TABS.map((t) => t.id),
    tab,
    setTab,
  )

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Grocery List</h1>
        <p className="mt-1 text-slate-700">Shop for your meal plan, keep to a weekly budget and find stores nearby.</p>
      </div>

      <BudgetCard budget={budget} onChange={setBudget} />

      {lists.length ? (
        <section aria-labelledby="lists-heading">
          <h2 id="lists-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Your shopping lists
          </h2>
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {lists.map((list) => {
              const current = list.id === selected?.id
              return (
                <li key={list.id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => {
                      setSelectedId(list.id)
                      setTab('list')
                    }}
                    className={`rounded-xl border px-4 py-2 text-left text-sm ${
                      current ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50'
                    }`}
                  >
                    <span className="block font-semibold">{when(list.created_at, 'dateTime')}</span>
                    <span className="block">
                      {countOf(list.items.length, 'item')} · {formatPounds(list.total_estimated_cost)}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}

      <div>
        <div role="tablist" aria-label="Grocery" className="flex gap-1 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={tabRef(t.id)}
              id={`tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold ${
                tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div id="panel-list" role="tabpanel" aria-labelledby="tab-list" hidden={tab !== 'list'} className="pt-5">
          <ShoppingListPanel
            list={selected}
            generating={generating}
            onGenerate={() => void generate()}
            onItemChange={changeItem}
            onBudgetChange={setBudget}
          />
        </div>
        <div id="panel-stores" role="tabpanel" aria-labelledby="tab-stores" hidden={tab !== 'stores'} className="pt-5">
          <NearbyStores />
        </div>
      </div>
    </div>
  )
}
