import { useId, useState, type FormEvent } from 'react'

import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import type { BudgetStatus, BudgetView } from '~/domain/grocery/budget'
import { formatPounds } from '~/domain/grocery/items'
import { GROCERY_MESSAGES } from '~/domain/grocery/messages'
import { callApi } from '~/lib/api-client'

/** Colours by status (spec doc 2 §4): safe green, warning orange, danger red — with words, not colour alone. */
const STATUS_STYLE: Record<BudgetStatus, { bar: string; badge: string; label: string }> = {
  safe: { bar: 'bg-green-600', badge: 'bg-green-100 text-green-900', label: 'On track' },
  warning: { bar: 'bg-orange-500', badge: 'bg-orange-100 text-orange-900', label: 'Getting close' },
  danger: { bar: 'bg-red-600', badge: 'bg-red-100 text-red-900', label: 'Nearly or over budget' },
}

export function BudgetCard({ budget, onChange }: { budget: BudgetView; onChange: (budget: BudgetView) => void }) {
  const toast = useToast()
  const [editing, setEditing] = useState(budget.weekly_budget === 0)
  const [saving, setSaving] = useState(false)
  const ids = { weekly: useId(), spent: useId(), add: useId() }
  const style = STATUS_STYLE[budget.status]
  const percent = Math.min(100, budget.percent_used)
  const weekOf = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${budget.week_start}T00:00:00Z`))

  async function save(body: Record<string, unknown>): Promise<boolean> {
    setSaving(true)
    try {
      const answer = await callApi<BudgetView>('PUT', '/api/budget', body)
      if (!answer.ok) throw new Error(String(answer.status))
      onChange(answer.body)
      return true
    } catch {
      toast({ type: 'error', message: GROCERY_MESSAGES.updateBudgetFailed })
      return false
    } finally {
      setSaving(false)
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const weekly = Number(form.get('weekly_budget'))
    const spent = Number(form.get('current_spent'))
    if (await save({ weekly_budget: weekly, current_spent: spent })) {
      setEditing(false)
      toast({ type: 'success', message: 'Budget updated' })
    }
  }

  return (
    <section aria-labelledby="budget-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="budget-heading" className="text-xl font-semibold text-slate-900">
            Weekly budget
          </h2>
          <p className="text-sm text-slate-600">Week starting Monday {weekOf}</p>
        </div>
        <span data-testid="budget-status" data-status={budget.status} className={`rounded-full px-3 py-1 text-sm font-semibold ${style.badge}`}>
          {style.label}
        </span>
      </div>

      <p className="mt-4 text-2xl font-bold text-slate-900">
        {formatPounds(budget.current_spent)} <span className="text-base font-medium text-slate-600">of {formatPounds(budget.weekly_budget)} spent</span>
      </p>
      <div
        role="meter"
        aria-label="Budget used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${Math.round(budget.percent_used)}% of the weekly budget used: ${style.label.toLowerCase()}`}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div data-testid="budget-bar" className={`h-full rounded-full transition-all ${style.bar}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {Math.round(budget.percent_used)}% used · {formatPounds(Math.max(0, budget.weekly_budget - budget.current_spent))} left
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-4">
        <label htmlFor={ids.add} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={ids.add}
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={budget.add_ticked_items}
            disabled={saving}
            onChange={(e) => void save({ add_ticked_items: e.currentTarget.checked })}
          />
          Add ticked items’ prices to what I’ve spent
        </label>
        {!editing ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit budget
          </Button>
        ) : null}
      </div>

      {editing ? (
        <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <PoundsField id={ids.weekly} name="weekly_budget" label="Weekly budget (£)" defaultValue={budget.weekly_budget || ''} />
          <PoundsField id={ids.spent} name="current_spent" label="Spent so far this week (£)" defaultValue={budget.current_spent} />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              Save budget
            </Button>
            {budget.weekly_budget > 0 ? (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  )
}

/** An amount in pounds: decimals in steps of 0.01 (spec doc 2 §5 "Budget"). */
function PoundsField({ id, name, label, defaultValue }: { id: string; name: string; label: string; defaultValue: number | '' }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        defaultValue={defaultValue}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
    </div>
  )
}
