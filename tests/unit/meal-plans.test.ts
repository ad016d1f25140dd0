import { describe, expect, it } from 'vitest'

import { MEAL_PLAN_DAYS, MEAL_TYPES } from '~/domain/constants'
import { flagsOfFood } from '~/domain/meal-plans/allergens'
import { INGREDIENTS } from '~/domain/meal-plans/ingredients'
import { NUTRIENTS_PER_100G } from '~/domain/meal-plans/ingredients.data'
import { RECIPE_BOOK } from '~/domain/meal-plans/recipe-book'
import { buildBuiltinPlan } from '~/domain/meal-plans/planner'
import { DIETS, type Diet, type MealPlanProfile, type Recipe } from '~/domain/meal-plans/types'

const base: MealPlanProfile = { diets: [], concerns: {}, symptoms: [], checkins: null, seed: 'customer-1:1' }

/** Every combination of the five diets, including none. */
const DIET_SETS: Diet[][] = Array.from({ length: 2 ** DIETS.length }, (_, mask) => DIETS.filter((_, i) => mask & (1 << i)))


function dailyTotals(recipes: Recipe[]) {
  return MEAL_PLAN_DAYS.map((day) => {
    const meals = recipes.filter((r) => r.day === day)
    return {
      calories: meals.reduce((s, r) => s + r.nutrition.calories, 0),
      protein: meals.reduce((s, r) => s + r.nutrition.protein, 0),
    }
  })
}

describe('the recipe library', () => {
  it('holds at least 60 recipes, with at least 7 for every meal type', () => {
    expect(RECIPE_BOOK.length).toBeGreaterThanOrEqual(60)
    for (const meal of MEAL_TYPES) expect(RECIPE_BOOK.filter((r) => r.meal_type === meal).length).toBeGreaterThanOrEqual(7)
    expect(new Set(RECIPE_BOOK.map((r) => r.id)).size).toBe(RECIPE_BOOK.length)
    expect(new Set(RECIPE_BOOK.map((r) => r.name)).size).toBe(RECIPE_BOOK.length)
  })

  it('uses only ingredients that have USDA values, in metric quantities', () => {
    for (const recipe of RECIPE_BOOK) {
      for (const [key, quantity] of recipe.ingredients) {
        expect(INGREDIENTS[key], `${recipe.id}: ${key}`).toBeDefined()
        expect(NUTRIENTS_PER_100G[INGREDIENTS[key].ndb], `${recipe.id}: ${key}`).toBeDefined()
        expect(quantity).toBeGreaterThan(0)
      }
      expect(recipe.instructions.length).toBeGreaterThan(0)
    }
  })
})

describe('the built-in planner', () => {
  it('gives 28 recipes: every day from monday to sunday, each with the four meal types', () => {
    const { recipes, planData } = buildBuiltinPlan(base)
    expect(recipes).toHaveLength(28)
    for (const day of MEAL_PLAN_DAYS) {
      for (const meal of MEAL_TYPES) {
        const recipe = recipes.find((r) => r.day === day && r.meal_type === meal)
        expect(recipe).toBeDefined()
        expect(planData.weekly_overview[day][meal]).toEqual({
          name: recipe!.name,
          calories: recipe!.nutrition.calories,
          protein: recipe!.nutrition.protein,
          // One prep-time figure, the recipe's own (issue 47: a card said "8 min" for a recipe's "Prep time 2 min").
          prep_time: recipe!.nutrition.prep_time,
          why_helps: recipe!.why_helps,
        })
      }
    }
  })

  it.each(DIET_SETS.map((d) => [d.join('+') || 'no diet', d] as const))('never breaks the diet: %s', (_label, diets) => {
    const { recipes } = buildBuiltinPlan({ ...base, diets })
    for (const recipe of recipes) {
      for (const ing of recipe.ingredients) {
        const flags = flagsOfFood(ing.item)
        const label = `${recipe.name}: ${ing.item}`
        if (diets.includes('vegetarian') || diets.includes('vegan')) {
          for (const f of ['meat', 'fish', 'crustaceans', 'molluscs'] as const) expect(flags.has(f), label).toBe(false)
        }
        if (diets.includes('pescatarian')) expect(flags.has('meat'), label).toBe(false)
        if (diets.includes('vegan')) for (const f of ['milk', 'eggs', 'honey'] as const) expect(flags.has(f), label).toBe(false)
        if (diets.includes('gluten_free')) expect(flags.has('gluten'), label).toBe(false)
        if (diets.includes('dairy_free')) expect(flags.has('milk'), label).toBe(false)
      }
    }
  })

  it.each(DIET_SETS.map((d) => [d.join('+') || 'no diet', d] as const))(
    'has at least 14 distinct recipes and sensible days: %s',
    (_label, diets) => {
      for (const seed of ['a:1', 'b:2', 'c:3']) {
        const { recipes } = buildBuiltinPlan({ ...base, diets, seed })
        expect(new Set(recipes.map((r) => r.name)).size).toBeGreaterThanOrEqual(14)
        for (const day of dailyTotals(recipes)) {
          expect(day.calories).toBeGreaterThanOrEqual(1300)
          expect(day.calories).toBeLessThanOrEqual(2300)
          expect(day.protein).toBeGreaterThanOrEqual(55)
        }
        // No dish twice on consecutive days.
        for (const meal of MEAL_TYPES) {
          const names = MEAL_PLAN_DAYS.map((d) => recipes.find((r) => r.day === d && r.meal_type === meal)!.name)
          for (let i = 1; i < names.length; i++) expect(names[i]).not.toBe(names[i - 1])
        }
      }
    },
  )

  it('computes nutrition from the USDA table and the metric quantities', () => {
    const { recipes } = buildBuiltinPlan(base)
    for (const recipe of recipes) {
      const source = RECIPE_BOOK.find((r) => r.name === recipe.name)!
      let kcal = 0
      let protein = 0
      let calcium = 0
      for (const [key, quantity] of source.ingredients) {
        const ing = INGREDIENTS[key]
        const row = NUTRIENTS_PER_100G[ing.ndb]
        const grams = 'liquid' in ing && ing.liquid ? quantity * row.grams_per_ml! : quantity
        kcal += ((row.kcal ?? 0) * grams) / 100
        protein += ((row.protein_g ?? 0) * grams) / 100
        calcium += ((row.calcium_mg ?? 0) * grams) / 100
      }
      expect(recipe.nutrition.calories).toBe(Math.round(kcal))
      expect(recipe.nutrition.protein).toBeCloseTo(protein, 1)
      expect(recipe.nutrition.calcium).toBe(Math.round(calcium))
      expect(recipe.ingredients.map((i) => i.quantity)).toEqual(source.ingredients.map(([, q]) => q))
    }
  })

  it('converts millilitres of liquids to grams with USDA portion weights', () => {
    // Semi-skimmed milk: SR28 gives 1 cup (236.588 ml) = 246 g.
    expect(NUTRIENTS_PER_100G['01174'].grams_per_ml).toBeCloseTo(246 / 236.588, 3)
  })

  it('is deterministic for the same inputs and varies with the seed', () => {
    expect(buildBuiltinPlan(base)).toEqual(buildBuiltinPlan({ ...base }))
    const names = (p: MealPlanProfile) => buildBuiltinPlan(p).recipes.map((r) => r.name)
    expect(names({ ...base, seed: 'customer-1:2' })).not.toEqual(names(base))
  })

  it('gives customers with different needs different plans', () => {
    const flushes: MealPlanProfile = { ...base, concerns: { hot_flushes: 0.9 }, symptoms: ['hot_flushes'] }
    const tiredVegan: MealPlanProfile = {
      ...base,
      diets: ['dairy_free', 'vegan', 'vegetarian'],
      concerns: { energy: 0.8, sleep: 0.7 },
      checkins: { count: 5, energy_level: 3, sleep_quality: 3, stress_level: 5, mood: 6 },
    }
    const a = buildBuiltinPlan(flushes)
    const b = buildBuiltinPlan(tiredVegan)
    expect(a.recipes.map((r) => r.name)).not.toEqual(b.recipes.map((r) => r.name))
    expect(a.recipes.some((r) => r.why_helps.includes('With your hot flushes in mind'))).toBe(true)
    expect(b.recipes.some((r) => /Your recent check-ins show (poor sleep|low energy)/.test(r.why_helps))).toBe(true)
    expect(b.planData.client_summary).toContain('vegan')
    expect(b.planData.client_summary).toContain('your last 5 check-ins')
  })

  it('favours phytoestrogen-rich dishes for hot flushes', () => {
    const phyto = (p: MealPlanProfile) =>
      buildBuiltinPlan(p).recipes.filter((r) => r.key_nutrients.some((k) => k.startsWith('Phytoestrogens'))).length
    let withFlushes = 0
    let without = 0
    for (let i = 0; i < 10; i++) {
      withFlushes += phyto({ ...base, seed: `s:${i}`, concerns: { hot_flushes: 1 } })
      without += phyto({ ...base, seed: `s:${i}` })
    }
    expect(withFlushes).toBeGreaterThan(without)
  })
})
