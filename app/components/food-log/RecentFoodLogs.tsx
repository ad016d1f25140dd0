import { EmptyState } from '~/components/ui/EmptyState'
import { MEAL_TYPE_LABELS, type FoodItem, type MealType } from '~/domain/food-log/rules'
import { useDateFormat } from '~/components/time-zone'

export interface FoodLogView {
  id: string
  meal_type: MealType
  food_items: FoodItem[]
  from_meal_plan: boolean
  eaten_at: string
}

/** Doc 2 §9: the latest 10 logs of the past 7 days, newest first. */
export function RecentFoodLogs({ logs }: { logs: FoodLogView[] }) {
  const when = useDateFormat()
  if (logs.length === 0) {
    return (
      <EmptyState art="emptyPlan" title="No meals logged this week">
        Use the quick log or Log Food to add your first meal.
      </EmptyState>
    )
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="recent-food-logs">
      {logs.map((log) => (
        <li key={log.id} className="py-3" data-testid="food-log-entry">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">{MEAL_TYPE_LABELS[log.meal_type]}</span>
            {log.from_meal_plan ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">From meal plan</span>
            ) : null}
            <time dateTime={log.eaten_at} className="text-sm text-slate-600">
              {when(log.eaten_at, 'weekdayTime')}
            </time>
          </div>
          <ul className="mt-1 space-y-0.5 text-slate-800">
            {log.food_items.map((item, i) => (
              <li key={i}>
                <span className="font-medium">{item.name}</span>
                <span className="text-slate-600">
                  {' '}
                  · {item.portion_size}
                  {item.calories !== null ? ` · ${item.calories} kcal` : ''}
                </span>
                {item.notes ? <p className="text-sm text-slate-600">{item.notes}</p> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
