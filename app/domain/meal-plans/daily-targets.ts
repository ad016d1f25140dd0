import { MEAL_PLAN_DAYS } from '../constants'
import { REFERENCE_INTAKE } from './nutrition'
import type { Day, Recipe } from './types'

/**
 * Her bones, every day: each day of a plan should bring the UK reference
 * intake of calcium for adults (700 mg; NHS "Calcium") and the 30 g of fibre
 * a day the UK recommends (SACN 2015, NHS Eatwell Guide). A day that falls
 * short is named in the plan's overview, never passed over.
 */
export interface DayShortfall {
  day: Day
  /** mg, when below 700. */
  calcium: number | null
  /** g, when below 30. */
  fibre: number | null
}

export function dailyTotals(recipes: readonly Pick<Recipe, 'day' | 'nutrition'>[]): Record<Day, { calcium: number; fibre: number }> {
  const totals = Object.fromEntries(MEAL_PLAN_DAYS.map((d) => [d, { calcium: 0, fibre: 0 }])) as Record<Day, { calcium: number; fibre: number }>
  for (const r of recipes) {
    const day = totals[r.day]
    if (!day) continue
    day.calcium += Number(r.nutrition?.calcium) || 0
    day.fibre += Number(r.nutrition?.fibre) || 0
  }
  return totals
}

/** Days below either target (rounded as the recipes show them), Monday first. */
export function dailyShortfalls(recipes: readonly Pick<Recipe, 'day' | 'nutrition'>[]): DayShortfall[] {
  const totals = dailyTotals(recipes)
  return MEAL_PLAN_DAYS.flatMap((day) => {
    const calcium = Math.round(totals[day].calcium)
    const fibre = Math.round(totals[day].fibre * 10) / 10
    const short = {
      day,
      calcium: calcium < REFERENCE_INTAKE.calcium_mg ? calcium : null,
      fibre: fibre < REFERENCE_INTAKE.fibre_g ? fibre : null,
    }
    return short.calcium !== null || short.fibre !== null ? [short] : []
  })
}

const title = (day: string) => day.charAt(0).toUpperCase() + day.slice(1)

/** The overview's words about calcium and fibre: every day meets both, or which days do not and by how much. */
export function dailyTargetsSentence(shortfalls: readonly DayShortfall[]): string {
  if (!shortfalls.length) {
    return `Every day reaches at least ${REFERENCE_INTAKE.calcium_mg} mg calcium and ${REFERENCE_INTAKE.fibre_g} g fibre.`
  }
  const parts = shortfalls.map((s) => {
    const short = [
      s.calcium !== null ? `${s.calcium} mg calcium (of ${REFERENCE_INTAKE.calcium_mg} mg)` : null,
      s.fibre !== null ? `${s.fibre} g fibre (of ${REFERENCE_INTAKE.fibre_g} g)` : null,
    ].filter(Boolean)
    return `${title(s.day)} has ${short.join(' and ')}`
  })
  const lead = shortfalls.length === 1 ? 'One day falls short' : `${shortfalls.length} days fall short`
  return `${lead}: ${parts.join('; ')}. Add a calcium- or fibre-rich food you can eat to ${shortfalls.length === 1 ? 'that day' : 'those days'}.`
}
