import { describe, expect, it } from 'vitest'

import { MEAL_PLAN_DAYS, MEAL_TYPES } from '~/domain/constants'
import { ALLERGENS, flagsOfFood, type Allergen } from '~/domain/meal-plans/allergens'
import { checkOverview, recipeConflict, safeShoppingList, withAllergens } from '~/domain/meal-plans/checks'
import { dailyShortfalls, dailyTargetsSentence } from '~/domain/meal-plans/daily-targets'
import { INGREDIENTS } from '~/domain/meal-plans/ingredients'
import { RECIPE_BOOK } from '~/domain/meal-plans/recipe-book'
import { buildBuiltinPlan, mealsWithoutSafeRecipes, NoSafeRecipesError } from '~/domain/meal-plans/planner'
import { DIET_EXCLUDES, withImpliedDiets, type Restrictions } from '~/domain/meal-plans/restrictions'
import { DIETS, type Diet, type MealPlanProfile, type Recipe } from '~/domain/meal-plans/types'
import { seededRandom } from '~/domain/random'

const base: MealPlanProfile = { diets: [], concerns: {}, symptoms: [], checkins: null, seed: 'customer-1:1' }

/** Foods to avoid drawn from the library's own ingredients (so they bite), in her own spelling, plus foods it never uses. */
const AVOIDABLE = [
  ...new Set(Object.values(INGREDIENTS).map((i) => i.name.replace(/\s*\(.*\)$/, '').split(' ').at(-1)!.toLowerCase())),
  'Mushroom',
  'CORIANDER',
  'sweet potatoes',
  'kale',
  'eggs',
  'nuts',
  'celery',
  'durian',
  'liquorice',
]

/**
 * Independent of the planner's own check: every ingredient of every recipe
 * and every shopping-list line is read again through the table by name.
 */
function unsafeFoods(foods: readonly string[], r: Restrictions): string[] {
  const diets = withImpliedDiets(r.diets)
  return foods.filter((food) => {
    const flags = flagsOfFood(food)
    if (r.allergens.some((a) => flags.has(a))) return true
    if (diets.some((d) => DIET_EXCLUDES[d].some((f) => flags.has(f)))) return true
    const words = ` ${food.toLowerCase()} `
    return r.avoid.some((a) => {
      const stem = a.trim().toLowerCase().replace(/(es|s)$/, '')
      return new RegExp(`[^a-z]${stem}(es|s)?[^a-z]`).test(words) || (a === 'eggs' && flags.has('eggs')) || (a === 'nuts' && (flags.has('tree_nuts') || flags.has('peanuts'))) || (a === 'celery' && flags.has('celery'))
    })
  })
}

describe('the built-in planner never chooses a recipe she cannot eat (property test)', () => {
  it('holds for 200 random combinations of diets, allergens and avoided foods', () => {
    const random = seededRandom('restrictions-property')
    let planned = 0
    let refused = 0
    for (let n = 0; n < 200; n++) {
      const diets = DIETS.filter(() => random.chance(0.3)) as Diet[]
      const allergens = ALLERGENS.filter(() => random.chance(random.chance(0.5) ? 0.15 : 0.4)) as Allergen[]
      const avoid = Array.from({ length: random.int(0, 4) }, () => random.pick(AVOIDABLE))
      const restrictions: Restrictions = { diets, allergens, avoid }
      const profile: MealPlanProfile = { ...base, diets, allergens, avoid, seed: `p:${n}`, concerns: random.chance(0.5) ? { hot_flushes: 0.8, sleep: 0.5 } : {} }
      const label = JSON.stringify(restrictions)
      let plan: ReturnType<typeof buildBuiltinPlan>
      try {
        plan = buildBuiltinPlan(profile)
      } catch (error) {
        // The only refusal: no safe recipe at all for a meal, and then no plan, never an unsafe one.
        expect(error, label).toBeInstanceOf(NoSafeRecipesError)
        expect(mealsWithoutSafeRecipes(profile), label).toContain((error as NoSafeRecipesError).meal)
        refused++
        continue
      }
      planned++
      expect(plan.recipes, label).toHaveLength(28)
      for (const recipe of plan.recipes) {
        expect(unsafeFoods(recipe.ingredients.map((i) => i.item), restrictions), `${label} ${recipe.day} ${recipe.name}`).toEqual([])
        for (const a of recipe.allergens ?? []) expect(allergens, `${label} ${recipe.name}`).not.toContain(a)
      }
      const shopping = Object.values(plan.planData.shopping_list).flat().map((i) => i.item)
      expect(unsafeFoods(shopping, restrictions), `${label} shopping list`).toEqual([])
      // Every day reaches 700 mg calcium and 30 g fibre, or the overview names the day.
      for (const short of dailyShortfalls(plan.recipes)) {
        const day = short.day.charAt(0).toUpperCase() + short.day.slice(1)
        expect(plan.planData.client_summary, label).toContain(`${day} has`)
      }
      // Repeats are said in the overview.
      const repeats = MEAL_TYPES.some((m) => new Set(plan.recipes.filter((r) => r.meal_type === m).map((r) => r.name)).size < 7)
      expect(/repeat/.test(plan.planData.client_summary), label).toBe(repeats)
    }
    expect(planned).toBeGreaterThan(150)
    expect(planned + refused).toBe(200)
  }, 180_000)

  it('makes a plan for every combination of the 14 allergens alone, even vegan: the library has a safe recipe for each meal', () => {
    expect(mealsWithoutSafeRecipes({ diets: ['vegan'], allergens: [...ALLERGENS], avoid: [] })).toEqual([])
    expect(mealsWithoutSafeRecipes({ diets: ['pescatarian', 'gluten_free'], allergens: [...ALLERGENS].filter((a) => a !== 'fish'), avoid: [] })).toEqual([])
    const plan = buildBuiltinPlan({ ...base, diets: ['vegan'], allergens: [...ALLERGENS] })
    for (const r of plan.recipes) expect(r.allergens).toEqual([])
  })

  it('repeats a safe recipe rather than use an unsafe one, and says so in the overview', () => {
    const profile = { ...base, diets: ['vegan'] as Diet[], allergens: [...ALLERGENS] }
    const { recipes, planData } = buildBuiltinPlan(profile)
    const breakfasts = new Set(recipes.filter((r) => r.meal_type === 'breakfast').map((r) => r.name))
    expect(breakfasts.size).toBeLessThan(7)
    expect(planData.client_summary).toMatch(/To keep every meal safe for you, some breakfasts.* repeat: our recipe library has only \d+ breakfasts/)
    expect(planData.client_summary).toContain("It leaves out everything you told us you can't eat.")
    // Her allergens themselves are not named in the overview (staff read overviews; her preferences are hers).
    expect(planData.client_summary).not.toMatch(/peanut|sesame|tree nut/i)
    // No dish on two days running.
    for (const meal of MEAL_TYPES) {
      const names = MEAL_PLAN_DAYS.map((d) => recipes.find((r) => r.day === d && r.meal_type === meal)!.name)
      for (let i = 1; i < names.length; i++) expect(names[i]).not.toBe(names[i - 1])
    }
  })

  it('refuses, rather than guesses, when a meal has no safe recipe at all', () => {
    const profile = { ...base, diets: ['vegan'] as Diet[], allergens: [...ALLERGENS], avoid: ['spring greens', 'chia', 'raspberries', 'sweet potato', 'buckwheat', 'banana'] }
    expect(mealsWithoutSafeRecipes(profile)).toContain('breakfast')
    expect(() => buildBuiltinPlan(profile)).toThrow(NoSafeRecipesError)
  })
})

describe('every day: 700 mg calcium and 30 g fibre, or the day is named', () => {
  it.each([
    ['no restrictions', {}],
    ['vegetarian, no peanuts, tree nuts, sesame or milk', { diets: ['vegetarian'], allergens: ['peanuts', 'tree_nuts', 'sesame', 'milk'] }],
    ['vegan, no soya', { diets: ['vegan'], allergens: ['soya'] }],
    ['dairy-free and gluten-free', { diets: ['dairy_free', 'gluten_free'] }],
    ['pescatarian, no milk', { diets: ['pescatarian'], allergens: ['milk'] }],
  ] as const)('%s', (_label, restrictions) => {
    for (const seed of ['a', 'b', 'c']) {
      const { recipes, planData } = buildBuiltinPlan({ ...base, ...restrictions, diets: [...((restrictions as { diets?: Diet[] }).diets ?? [])], allergens: [...((restrictions as { allergens?: Allergen[] }).allergens ?? [])], seed })
      expect(dailyShortfalls(recipes)).toEqual([])
      expect(planData.client_summary).toContain('Every day reaches at least 700 mg calcium and 30 g fibre.')
    }
  })

  it('names each day that falls short and by how much', () => {
    const day = (d: Recipe['day'], calcium: number, fibre: number) => ({ day: d, nutrition: { calcium, fibre } as Recipe['nutrition'] })
    const recipes = MEAL_PLAN_DAYS.map((d) => day(d, 800, 35))
    recipes[1] = day('tuesday', 612, 31)
    recipes[4] = day('friday', 700, 27.4)
    const short = dailyShortfalls(recipes)
    expect(short).toEqual([
      { day: 'tuesday', calcium: 612, fibre: null },
      { day: 'friday', calcium: null, fibre: 27.4 },
    ])
    expect(dailyTargetsSentence(short)).toBe(
      '2 days fall short: Tuesday has 612 mg calcium (of 700 mg); Friday has 27.4 g fibre (of 30 g). Add a calcium- or fibre-rich food you can eat to those days.',
    )
  })
})

describe('a model’s recipes are held to the same table', () => {
  const recipe = (over: Partial<Recipe> = {}): Recipe => ({
    day: 'monday',
    meal_type: 'breakfast',
    name: 'Berry porridge',
    why_helps: 'Fibre.',
    ingredients: [
      { item: 'Porridge oats', quantity: 50, unit: 'g', category: 'Bread & Grains', note: null },
      { item: 'Raspberries', quantity: 80, unit: 'g', category: 'Fruit & Vegetables', note: null },
    ],
    instructions: ['Cook the oats in water.', 'Top with the raspberries.'],
    nutrition: { servings: 1, prep_time: 5, cook_time: 5, calories: 300, protein: 10, carbs: 50, fat: 5, fibre: 8, calcium: 60 },
    key_nutrients: ['Fibre'],
    meal_prep_tip: 'Soak the oats overnight.',
    ...over,
  })
  const nuts: Restrictions = { diets: [], allergens: ['tree_nuts'], avoid: [] }

  it('finds an allergen in the ingredients, the name, a step or the tip', () => {
    expect(recipeConflict(recipe(), nuts).allergens).toEqual([])
    expect(recipeConflict(recipe({ ingredients: [...recipe().ingredients, { item: 'Flaked almonds', quantity: 10, unit: 'g', category: 'Nuts & Seeds', note: null }] }), nuts).allergens).toEqual(['tree_nuts'])
    expect(recipeConflict(recipe({ name: 'Almond porridge' }), nuts).allergens).toEqual(['tree_nuts'])
    expect(recipeConflict(recipe({ instructions: ['Cook the oats.', 'Scatter over a few chopped walnuts.'] }), nuts).allergens).toEqual(['tree_nuts'])
    expect(recipeConflict(recipe({ meal_prep_tip: 'Swap in cashew milk if you like.' }), nuts).allergens).toEqual(['tree_nuts'])
  })

  it('a food in the steps that is one of the ingredients is that ingredient; another food is not', () => {
    const soya = recipe({
      ingredients: [{ item: 'Plain soya yoghurt', quantity: 150, unit: 'g', category: 'Tofu & Plant-Based', note: null }],
      instructions: ['Spoon the yoghurt into a bowl.'],
    })
    expect(recipeConflict(soya, { diets: ['vegan'], allergens: ['milk'], avoid: [] })).toEqual({ allergens: [], diets: [], avoid: [], unknown: [] })
    const greek = { ...soya, instructions: ['Spoon the yoghurt into a bowl.', 'Top with a spoonful of Greek yoghurt.'] }
    expect(recipeConflict(greek, { diets: ['vegan'], allergens: ['milk'], avoid: [] })).toEqual({ allergens: ['milk'], diets: ['dairy_free', 'vegan'], avoid: [], unknown: [] })
  })

  it('reads "no nuts", "without walnuts" and "nut-free" as what they say', () => {
    expect(recipeConflict(recipe({ instructions: ['Serve with no nuts.', 'Make it without walnuts.'], meal_prep_tip: 'Use a nut-free granola.' }), { ...nuts, diets: [] }).allergens).toEqual([])
  })

  it('the built-in library’s own words never disagree with its ingredients', () => {
    for (const lib of RECIPE_BOOK) {
      const built = buildBuiltinPlan({ ...base }).recipes.find((r) => r.name === lib.name)
      if (!built) continue
      for (const allergen of ALLERGENS) {
        // For an allergy, what the ingredients may hold by brand counts as well as what they contain.
        const byIngredients = built.allergens!.includes(allergen) || built.may_contain!.includes(allergen)
        expect(recipeConflict(built, { diets: [], allergens: [allergen], avoid: [] }).allergens.includes(allergen), `${lib.name}: ${allergen}`).toBe(byIngredients)
      }
    }
  })

  it('replaces an overview dish whose name breaks a restriction with the built-in dish for that slot, and drops unsafe shopping', () => {
    const profile: MealPlanProfile = { ...base, allergens: ['tree_nuts'] }
    const model = buildBuiltinPlan({ ...base, seed: 'model' }).planData
    model.weekly_overview.monday.snack = { name: 'Pear with walnuts', calories: 200, protein: 4, prep_time: 2, why_helps: 'Omega-3.' }
    model.shopping_list = { 'Nuts & Seeds': [{ item: 'Walnuts', quantity: 100, unit: 'g' }, { item: 'Pumpkin seeds', quantity: 50, unit: 'g' }] }
    const checked = checkOverview(model, profile)
    expect(checked.replaced).toContainEqual({ day: 'monday', meal: 'snack' })
    expect(checked.planData.weekly_overview.monday.snack.name).toBe(buildBuiltinPlan(profile).planData.weekly_overview.monday.snack.name)
    expect(checked.planData.shopping_list).toEqual({ 'Nuts & Seeds': [{ item: 'Pumpkin seeds', quantity: 50, unit: 'g' }] })
    expect(safeShoppingList({ Dairy: [{ item: 'Milk', quantity: 1, unit: 'item' }] }, { diets: ['vegan'], allergens: [], avoid: [] })).toEqual({})
  })

  it('shows each recipe’s allergens and each ingredient’s, from its ingredients', () => {
    const shown = withAllergens(recipe({ ingredients: [...recipe().ingredients, { item: 'Greek yoghurt', quantity: 100, unit: 'g', category: 'Dairy & Eggs', note: null }] }))
    expect(shown.allergens).toEqual(['gluten', 'milk'])
    expect(shown.ingredients.map((i) => i.allergens)).toEqual([['gluten'], [], ['milk']])
  })
})
