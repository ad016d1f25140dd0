import { useState } from 'react'

import { Button } from '~/components/ui/Button'
import { MEAL_TYPES } from '~/domain/constants'
import { MEAL_TYPE_LABELS, type MealType } from '~/domain/food-log/rules'

export interface PlannedDish {
  name: string
  calories: number | null
}

/**
 * Doc 2 §2: meal-type buttons; for the chosen meal, today's dish from the
 * latest meal plan can be logged in one step (from_meal_plan, the recipe's
 * calories), or anything else through the Log Food dialog.
 */
export function QuickLog({
  today,
  busy,
  onLogDish,
  onLogOther,
}: {
  today: Record<MealType, PlannedDish> | null
  busy: boolean
  onLogDish: (meal: MealType, dish: PlannedDish) => void
  onLogOther: (meal: MealType) => void
}) {
  const [meal, setMeal] = useState<MealType>('breakfast')
  const dish = today?.[meal] ?? null
  return (
    <div className="space-y-4" data-testid="quick-log">
      <div role="group" aria-label="Meal type" className="flex flex-wrap gap-2">
        {MEAL_TYPES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={meal === m}
            onClick={() => setMeal(m)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              meal === m ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {MEAL_TYPE_LABELS[m]}
          </button>
        ))}
      </div>
      {dish ? (
        <div className="flex flex-col gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-green-200 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-green-900">Today’s {MEAL_TYPE_LABELS[meal].toLowerCase()} from your meal plan</p>
            <p className="text-lg font-semibold text-slate-900" data-testid="planned-dish">
              {dish.name}
            </p>
            {dish.calories !== null ? <p className="text-sm text-slate-700">{dish.calories} kcal</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onLogDish(meal, dish)} disabled={busy}>
              Log this {MEAL_TYPE_LABELS[meal].toLowerCase()}
            </Button>
            <Button variant="secondary" onClick={() => onLogOther(meal)}>
              Log something else
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            {today ? `Your meal plan has no ${MEAL_TYPE_LABELS[meal].toLowerCase()} for today.` : 'Create a meal plan to log its dishes in one tap.'}
          </p>
          <Button variant="secondary" onClick={() => onLogOther(meal)}>
            Log {MEAL_TYPE_LABELS[meal].toLowerCase()}
          </Button>
        </div>
      )}
    </div>
  )
}
