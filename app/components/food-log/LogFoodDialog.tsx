import { useId, useState } from 'react'

import { Button } from '~/components/ui/Button'
import { Dialog, DialogFormActions, DialogHeader } from '~/components/ui/Dialog'
import { DEFAULT_PORTION_SIZE, FOOD_LOG_MAX_CALORIES, FOOD_LOG_MAX_ITEMS, MEAL_TYPES, PORTION_SIZES } from '~/domain/constants'
import { FOOD_LOG_MESSAGES, MEAL_TYPE_LABELS, type MealType } from '~/domain/food-log/rules'
import type { FoodLogInput } from '~/domain/food-log/schemas'

interface ItemDraft {
  key: number
  name: string
  portion_size: string
  calories: string
  notes: string
}

/** The value a datetime-local input shows for an instant, in the browser's own clock (minutes). */
function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

let nextKey = 1
const blankItem = (): ItemDraft => ({ key: nextKey++, name: '', portion_size: DEFAULT_PORTION_SIZE, calories: '', notes: '' })

const field = 'w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30'

/** Doc 2 §2, §5: the Log Food dialog; items added and removed, portions from the spec's list. */
export function LogFoodDialog({
  open,
  initialMeal,
  submitting,
  onClose,
  onSubmit,
}: {
  open: boolean
  initialMeal: MealType
  submitting: boolean
  onClose: () => void
  onSubmit: (input: Pick<FoodLogInput, 'meal_type' | 'food_items' | 'from_meal_plan' | 'eaten_at'>) => void
}) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-full max-w-xl rounded-2xl p-0 shadow-xl">
      {/* Remounted on each opening, so every log starts from a clean form. */}
      <LogFoodForm titleId={titleId} initialMeal={initialMeal} submitting={submitting} onClose={onClose} onSubmit={onSubmit} />
    </Dialog>
  )
}

function LogFoodForm({
  titleId,
  initialMeal,
  submitting,
  onClose,
  onSubmit,
}: {
  titleId: string
  initialMeal: MealType
  submitting: boolean
  onClose: () => void
  onSubmit: (input: Pick<FoodLogInput, 'meal_type' | 'food_items' | 'from_meal_plan' | 'eaten_at'>) => void
}) {
  const id = useId()
  const [meal, setMeal] = useState<MealType>(initialMeal)
  const [items, setItems] = useState<ItemDraft[]>(() => [blankItem()])
  // The dialog is remounted on each opening, so "now" is the moment she opened it.
  const [openedAt] = useState(() => localDateTimeValue(new Date()))
  const [eatenAt, setEatenAt] = useState(openedAt)
  const [error, setError] = useState<string | null>(null)

  const update = (key: number, change: Partial<ItemDraft>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const named = items.filter((i) => i.name.trim())
    if (named.length === 0) {
      setError(FOOD_LOG_MESSAGES.noItems)
      return
    }
    // Left as it was shown, the time is "now": the server stamps the moment it stores the log.
    const eaten = eatenAt === openedAt ? null : new Date(eatenAt)
    if (eaten && Number.isNaN(eaten.getTime())) {
      setError(FOOD_LOG_MESSAGES.badTime)
      return
    }
    if (eaten && eaten.getTime() > Date.now() + 60_000) {
      setError(FOOD_LOG_MESSAGES.futureTime)
      return
    }
    setError(null)
    onSubmit({
      meal_type: meal,
      ...(eaten ? { eaten_at: eaten.toISOString() } : {}),
      from_meal_plan: false,
      food_items: named.map((i) => ({
        name: i.name.trim(),
        portion_size: i.portion_size as FoodLogInput['food_items'][number]['portion_size'],
        calories: i.calories.trim() === '' ? null : Number(i.calories),
        notes: i.notes.trim() || null,
      })),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="max-h-[85vh] space-y-4 overflow-y-auto p-6" data-testid="log-food-dialog">
      <DialogHeader titleId={titleId} title="Log Food" onClose={onClose} />
      <div>
        <label htmlFor={`${id}-meal`} className="block text-sm font-semibold text-slate-800">
          Meal type
        </label>
        <select id={`${id}-meal`} value={meal} onChange={(e) => setMeal(e.target.value as MealType)} className={`mt-1 ${field}`}>
          {MEAL_TYPES.map((m) => (
            <option key={m} value={m}>
              {MEAL_TYPE_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-when`} className="block text-sm font-semibold text-slate-800">
          When you ate it
        </label>
        <input
          id={`${id}-when`}
          type="datetime-local"
          value={eatenAt}
          max={openedAt}
          onChange={(e) => setEatenAt(e.target.value)}
          className={`mt-1 ${field}`}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Food items</legend>
        {items.map((item, index) => (
          <div key={item.key} className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="food-item">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium text-slate-700">Item {index + 1}</span>
              <button
                type="button"
                onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                disabled={items.length === 1}
                className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:text-slate-400"
              >
                Remove<span className="sr-only"> item {index + 1}</span>
              </button>
            </div>
            <div>
              <label htmlFor={`${id}-name-${item.key}`} className="block text-sm text-slate-700">
                Food name
              </label>
              <input
                id={`${id}-name-${item.key}`}
                value={item.name}
                maxLength={200}
                onChange={(e) => update(item.key, { name: e.target.value })}
                className={`mt-1 ${field}`}
                placeholder="e.g. Porridge with berries"
              />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <div>
                <label htmlFor={`${id}-portion-${item.key}`} className="block text-sm text-slate-700">
                  Portion size
                </label>
                <select id={`${id}-portion-${item.key}`} value={item.portion_size} onChange={(e) => update(item.key, { portion_size: e.target.value })} className={`mt-1 ${field}`}>
                  {PORTION_SIZES.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-calories-${item.key}`} className="block text-sm text-slate-700">
                  Calories (optional)
                </label>
                <input
                  id={`${id}-calories-${item.key}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={FOOD_LOG_MAX_CALORIES}
                  value={item.calories}
                  onChange={(e) => update(item.key, { calories: e.target.value })}
                  className={`mt-1 ${field}`}
                />
              </div>
            </div>
            <div>
              <label htmlFor={`${id}-notes-${item.key}`} className="block text-sm text-slate-700">
                Notes (optional)
              </label>
              <input id={`${id}-notes-${item.key}`} value={item.notes} maxLength={1000} onChange={(e) => update(item.key, { notes: e.target.value })} className={`mt-1 ${field}`} />
            </div>
          </div>
        ))}
        <Button variant="ghost" onClick={() => setItems((all) => [...all, blankItem()])} disabled={items.length >= FOOD_LOG_MAX_ITEMS}>
          + Add another item
        </Button>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <DialogFormActions onClose={onClose} submitting={submitting} label="Save food log" />
    </form>
  )
}
