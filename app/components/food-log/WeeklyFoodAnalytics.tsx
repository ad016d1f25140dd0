import { BarChart } from '~/components/charts/BarChart'
import { StatGrid, type Stat } from '~/components/ui/StatGrid'
import { addDays, formatDay } from '~/domain/checkins'
import { MEAL_TYPES } from '~/domain/constants'
import { MEAL_TYPE_LABELS, type WeeklyFoodSummary } from '~/domain/food-log/rules'
import { countOf } from '~/domain/plural'

/** Each meal type differs in colour and lightness, so the stacks read in greyscale too. */
export const MEAL_COLOURS: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: '#f59e0b',
  lunch: '#16a34a',
  dinner: '#7c3aed',
  snack: '#0e7490',
}

/** This week's logs per day and meal type, adherence and calories where known (doc 2 §2). */
export function WeeklyFoodAnalytics({ summary, weekStart }: { summary: WeeklyFoodSummary; weekStart: string }) {
  const dayName = (day: number) => formatDay(addDays(weekStart, day), { weekday: true }).split(' ')[0]
  const dayFull = (day: number) => formatDay(addDays(weekStart, day))
  const knownCalories = summary.days.filter((d) => d.calories !== null)
  const stats: Stat[] = [
    { label: 'Logs this week', value: String(summary.total_food_logs), testId: 'food-total' },
    { label: 'From your meal plan', value: String(summary.from_meal_plan), testId: 'food-from-plan' },
    {
      label: 'Meal plan adherence',
      value: summary.available_meal_plans > 0 ? `${summary.adherence_rate}%` : '—',
      testId: 'food-adherence',
      note:
        summary.available_meal_plans > 0
          ? `${summary.plan_slots_eaten} of ${summary.plan_slots} planned meals so far`
          : 'Create a meal plan to track adherence',
    },
    {
      label: 'Average calories logged',
      value: knownCalories.length
        ? `${Math.round(knownCalories.reduce((s, d) => s + (d.calories ?? 0), 0) / knownCalories.length)}`
        : '—',
      testId: 'food-calories',
      note: knownCalories.length ? `kcal a day, on the ${countOf(knownCalories.length, 'day')} with calories` : 'Add calories to see them here',
    },
  ]
  const busiest = [...summary.days].sort((a, b) => b.total - a.total)[0]

  return (
    <div className="space-y-5">
      <StatGrid stats={stats} />
      <BarChart
        testId="food-week-chart"
        title="Food logged each day this week"
        description={
          summary.total_food_logs === 0
            ? `No food logged yet in the week starting ${formatDay(weekStart, { weekday: false })}.`
            : `Stacked bars of food logs per day from ${dayFull(0)} to ${dayFull(6)}, by meal type: ${summary.total_food_logs} logs in all, ${summary.from_meal_plan} from the meal plan; the most on ${dayFull(busiest.day)} (${busiest.total}). The table below lists every day.`
        }
        legend={MEAL_TYPES.map((m) => ({ name: MEAL_TYPE_LABELS[m], colour: MEAL_COLOURS[m] }))}
        max={4}
        bars={summary.days.map((d) => ({
          label: dayName(d.day),
          segments: MEAL_TYPES.map((m) => ({ name: MEAL_TYPE_LABELS[m], value: d.counts[m], colour: MEAL_COLOURS[m] })),
        }))}
        table={{
          caption: 'Food logs per day and meal type this week, with calories where known',
          head: ['Day', ...MEAL_TYPES.map((m) => MEAL_TYPE_LABELS[m]), 'Total', 'Calories'],
          rows: summary.days.map((d) => [
            dayFull(d.day),
            ...MEAL_TYPES.map((m) => d.counts[m]),
            d.total,
            d.calories === null ? 'not known' : `${d.calories} kcal`,
          ]),
        }}
      />
    </div>
  )
}
