import { MEAL_ART } from '~/components/meal-plans/art'
import { Button } from '~/components/ui/Button'
import { MEAL_PLAN_DAYS, MEAL_TYPES } from '~/domain/constants'
import type { Day, MealType, Recipe, WeeklyOverview } from '~/domain/meal-plans/types'

function title(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * The 7-day grid: four meal cards a day. A card's button opens the recipe
 * once it exists; while the plan is still generating it reads
 * 'Generating recipe...' and is disabled (spec doc 1 §2).
 */
export function MealPlanGrid({
  overview,
  recipes,
  generating,
  onView,
  marked = {},
}: {
  overview: WeeklyOverview
  recipes: Recipe[]
  generating: boolean
  onView: (day: Day, meal: MealType) => void
  /** Recipes of a plan made before she told us about something they hold, keyed `day|meal`: the words to show. */
  marked?: Record<string, string>
}) {
  const byKey = new Map(recipes.map((r) => [`${r.day}|${r.meal_type}`, r]))
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4 2xl:grid-cols-7">
      {MEAL_PLAN_DAYS.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`} data-testid={`day-${day}`} className="below-fold card p-4">
          <h3 id={`day-${day}`} className="font-display text-xl font-semibold text-slate-900">
            {title(day)}
          </h3>
          <ul className="mt-3 space-y-3">
            {MEAL_TYPES.map((meal) => {
              const item = overview[day]?.[meal]
              if (!item) return null
              const recipe = byKey.get(`${day}|${meal}`)
              const exists = recipe !== undefined
              // The recipe's own prep time once it exists (a plan made before issue 47 kept prep and cook added up here).
              const prepTime = recipe ? recipe.nutrition.prep_time : item.prep_time
              const warning = marked[`${day}|${meal}`]
              return (
                <li
                  key={meal}
                  data-testid={`meal-${day}-${meal}`}
                  className={`rounded-xl border p-3 ${warning ? 'border-2 border-amber-600/70 bg-amber-50' : 'border-slate-200'}`}
                >
                  <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
                    <img src={MEAL_ART[meal]} alt="" data-art={`meal-${meal}`} width={28} height={28} className="h-7 w-7" />
                    {title(meal)}
                  </p>
                  <p className="mt-1 font-semibold text-slate-900">{item.name}</p>
                  {warning ? (
                    <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="meal-warning">
                      Check before cooking: {warning}
                    </p>
                  ) : null}
                  <p className="mt-1 text-sm text-slate-600">
                    {item.calories} kcal · {item.protein} g protein · Prep time {prepTime} min
                  </p>
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700">{item.why_helps}</p>
                  {!exists && generating ? (
                    <Button variant="secondary" className="mt-3 w-full" disabled>
                      Generating recipe...
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      className="mt-3 w-full"
                      onClick={() => onView(day, meal)}
                      aria-label={`View recipe: ${item.name} (${title(day)} ${meal})`}
                    >
                      View Recipe
                    </Button>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
