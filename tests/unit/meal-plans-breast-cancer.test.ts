import { describe, expect, it } from 'vitest'

import { RECIPE_BOOK } from '~/domain/meal-plans/recipe-book'
import { compounds, computeNutrients } from '~/domain/meal-plans/nutrition'
import { buildBuiltinPlan, concernStrengths } from '~/domain/meal-plans/planner'
import { BREAST_CANCER_CONDITION, buildProfile } from '~/domain/meal-plans/profile'
import type { MealPlanProfile } from '~/domain/meal-plans/types'

/**
 * NICE NG101: after breast cancer, soya isoflavones and red clover are not
 * recommended for menopause symptoms (ordinary amounts of soya in food are
 * fine). So for a woman whose assessment records breast cancer the planner
 * neither favours phytoestrogen-rich dishes for hot flushes nor says they
 * ease them.
 */
const hasPhyto = (recipe: (typeof RECIPE_BOOK)[number]) => compounds(recipe).has('phytoestrogens')
const PHYTO_WORDS = /phytoestrogen|isoflavone|lignan|plant oestrogen|may help ease/i

describe('breast cancer in her assessment', () => {
  it('is read from the comprehensive assessment, also when a later assessment did not ask', () => {
    const withCancer = { diagnosed_conditions: ['Migraine', BREAST_CANCER_CONDITION] }
    expect(buildProfile({ responses: withCancer, checkins: [], seed: 's' }).breast_cancer).toBe(true)
    expect(buildProfile({ responses: { diagnosed_conditions: ['None of these'] }, checkins: [], seed: 's' }).breast_cancer).toBeUndefined()
    // The latest assessment is a simplified one (no health history): the latest comprehensive one speaks.
    expect(buildProfile({ responses: { top_priorities: ['Better sleep'] }, history: withCancer, checkins: [], seed: 's' }).breast_cancer).toBe(true)
    // Her latest answer to the question counts, not an older one.
    expect(buildProfile({ responses: { diagnosed_conditions: ['None of these'] }, history: withCancer, checkins: [], seed: 's' }).breast_cancer).toBeUndefined()
  })

  it('takes away the hot-flush preference for phytoestrogen-rich foods, and only that', () => {
    const phyto = RECIPE_BOOK.filter(hasPhyto)
    expect(phyto.length).toBeGreaterThan(5)
    for (const recipe of RECIPE_BOOK) {
      const totals = computeNutrients(recipe.ingredients)
      const favoured = concernStrengths(recipe, totals, true)
      const breastCancer = concernStrengths(recipe, totals, false)
      if (hasPhyto(recipe)) expect(favoured.hot_flushes, recipe.id).toBeGreaterThan(breastCancer.hot_flushes)
      else expect(favoured.hot_flushes, recipe.id).toBe(breastCancer.hot_flushes)
      // Soya is neither sought nor avoided: a soya dish scores for hot flushes exactly as any dish without hot spices does.
      expect([0, 0.4], recipe.id).toContain(breastCancer.hot_flushes)
      expect({ ...favoured, hot_flushes: 0 }).toEqual({ ...breastCancer, hot_flushes: 0 })
    }
  })

  it('does not favour soya for hot flushes in her plans', () => {
    const phytoDishes = (profile: MealPlanProfile) => buildBuiltinPlan(profile).recipes.filter((r) => r.key_nutrients.some((k) => k.startsWith('Phytoestrogens'))).length
    let withoutCancer = 0
    let withCancer = 0
    for (let i = 0; i < 20; i++) {
      const profile: MealPlanProfile = { diets: [], concerns: { hot_flushes: 1 }, symptoms: ['hot_flushes'], checkins: null, seed: `bc:${i}` }
      withoutCancer += phytoDishes(profile)
      withCancer += phytoDishes({ ...profile, breast_cancer: true })
    }
    expect(withCancer).toBeLessThan(withoutCancer)
  })

  it('never gives her a phytoestrogen reason, in any dish or in the summary', () => {
    for (let i = 0; i < 10; i++) {
      for (const diets of [[], ['vegan', 'vegetarian', 'dairy_free']] as MealPlanProfile['diets'][]) {
        const plan = buildBuiltinPlan({ diets, concerns: { hot_flushes: 1, sleep: 0.5 }, symptoms: ['hot_flushes'], checkins: null, seed: `r:${i}`, breast_cancer: true })
        for (const recipe of plan.recipes) {
          expect(recipe.why_helps, recipe.name).not.toMatch(PHYTO_WORDS)
          const flushSentence = recipe.why_helps.split(/(?<=\.)\s/).find((s) => /hot flush/i.test(s))
          if (flushSentence) expect(flushSentence).not.toMatch(/soya|linseed|flax|red clover/i)
        }
        expect(plan.planData.client_summary).not.toMatch(PHYTO_WORDS)
        expect(plan.planData.client_summary).toContain('soya dishes are not favoured for hot flushes')
      }
    }
  })

  it('tells no one that phytoestrogens ease hot flushes', () => {
    const plan = buildBuiltinPlan({ diets: [], concerns: { hot_flushes: 1 }, symptoms: ['hot_flushes'], checkins: null, seed: 'everyone' })
    for (const recipe of plan.recipes) expect(recipe.why_helps).not.toMatch(PHYTO_WORDS)
    expect(plan.recipes.some((r) => r.why_helps.includes('With your hot flushes in mind'))).toBe(true)
  })
})
