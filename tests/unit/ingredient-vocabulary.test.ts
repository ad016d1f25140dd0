import { describe, expect, it } from 'vitest'

import { allergensOfFood, flagsOfFood, LABEL_CHECK, mayContainOfFood, optionsOf, unknownWordsIn } from '~/domain/meal-plans/allergens'
import { recipeConflict, withAllergens } from '~/domain/meal-plans/checks'
import { INGREDIENTS } from '~/domain/meal-plans/ingredients'
import { buildBuiltinPlan } from '~/domain/meal-plans/planner'
import { RECIPE_BOOK } from '~/domain/meal-plans/recipe-book'
import { avoidedIn, avoidTerms, conflictsOf, isEmptyConflict, type Restrictions } from '~/domain/meal-plans/restrictions'
import type { Recipe } from '~/domain/meal-plans/types'

/**
 * The one ingredient vocabulary (app/domain/meal-plans/allergens.ts and the
 * avoid-word families in restrictions.ts): every ingredient the recipe book
 * names is known, families and spelling variants match, an "X-free"
 * alternative never frees the first option, and an ingredient it cannot read
 * fails the check for anyone with a restriction.
 */
describe('the recipe book, walked ingredient by ingredient', () => {
  it('has no ingredient the vocabulary does not know', () => {
    const used = new Set(RECIPE_BOOK.flatMap((r) => r.ingredients.map(([key]) => key)))
    for (const key of used) expect(unknownWordsIn(INGREDIENTS[key].name), INGREDIENTS[key].name).toEqual([])
    for (const ingredient of Object.values(INGREDIENTS)) expect(unknownWordsIn(ingredient.name), ingredient.name).toEqual([])
  })

  it('labels both Dijon mustard recipes for sulphites as well as mustard', () => {
    const dijon = RECIPE_BOOK.filter((r) => r.ingredients.some(([key]) => key === 'mustard'))
    expect(dijon).toHaveLength(2)
    const built = buildBuiltinPlan({ diets: [], concerns: {}, symptoms: [], checkins: null, seed: 'x' })
    for (const recipe of dijon) {
      const shown = built.recipes.find((r) => r.name === recipe.name) ?? withAllergens({ name: recipe.name, ingredients: recipe.ingredients.map(([key]) => ({ item: INGREDIENTS[key].name })) } as unknown as Recipe)
      expect(shown.allergens, recipe.name).toEqual(expect.arrayContaining(['mustard', 'sulphites']))
    }
  })

  it('gives every built-in recipe a may_contain list beside its allergens', () => {
    const built = buildBuiltinPlan({ diets: [], concerns: {}, symptoms: [], checkins: null, seed: 'may' })
    for (const recipe of built.recipes) {
      expect(Array.isArray(recipe.may_contain), recipe.name).toBe(true)
      for (const a of recipe.may_contain!) expect(recipe.allergens).not.toContain(a)
    }
    expect(LABEL_CHECK).toBe('Check the labels of what you buy: recipes vary by brand.')
  })
})

describe('families and hidden sources', () => {
  it.each([
    ['Couscous', 'gluten'], ['Bulgur wheat', 'gluten'], ['Spelt flour', 'gluten'], ['Semolina', 'gluten'], ['Filo pastry sheets', 'gluten'],
    ['Phyllo pastry', 'gluten'], ['Chapatti', 'gluten'], ['Chapati', 'gluten'], ['Wholemeal wraps', 'gluten'], ['Fruit scones', 'gluten'],
    ['Salted pretzels', 'gluten'], ['Quorn pieces', 'eggs'], ['Marmite', 'gluten'], ['Brown sauce', 'gluten'], ['Gochujang paste', 'gluten'],
    ['Gochujang paste', 'soya'], ['Worcestershire sauce', 'fish'], ['Coleslaw', 'eggs'], ['Coleslaw', 'mustard'], ['Mayonnaise', 'eggs'],
    ['Mayo', 'mustard'], ['Salad cream', 'eggs'], ['Romesco sauce', 'tree_nuts'], ['Houmous', 'sesame'], ['Frozen shrimp', 'crustaceans'],
    ['Greek yogurt', 'milk'], ['Dried apricots', 'sulphites'],
  ] as const)('%s contains %s', (food, allergen) => {
    expect(allergensOfFood(food)).toContain(allergen)
  })

  it('marks what depends on the brand as "may contain"', () => {
    expect(allergensOfFood('Vegetable stock')).toContain('celery')
    expect(mayContainOfFood('Vegetable stock cube')).toContain('gluten')
    expect(mayContainOfFood('Gluten-free vegetable stock')).not.toContain('gluten')
    expect(mayContainOfFood('Wholemeal bread')).toContain('soya')
    expect(mayContainOfFood('Frozen king prawns')).toContain('sulphites')
    expect(mayContainOfFood('Dried figs')).toContain('sulphites')
    expect(mayContainOfFood('Vegan cheese')).toEqual(expect.arrayContaining(['soya', 'tree_nuts']))
    // Never both: what it contains is not repeated as "may contain".
    expect(mayContainOfFood('Chicken stock')).not.toContain('celery')
  })
})

describe('"X-free" never removes an allergen from another option', () => {
  it('labels "Soy sauce (or gluten-free tamari)" for the soy sauce: gluten and soya', () => {
    expect(optionsOf('Soy sauce (or gluten-free tamari)')).toEqual(['Soy sauce', 'gluten-free tamari'])
    expect(allergensOfFood('Soy sauce (or gluten-free tamari)')).toEqual(['gluten', 'soya'])
  })

  it.each([
    ['Semi-skimmed milk (or dairy-free alternative)', 'milk'],
    ['Wholemeal pasta or gluten-free pasta', 'gluten'],
    ['Butter (or dairy-free spread)', 'milk'],
    ['Scrambled eggs / egg-free scramble', 'eggs'],
    ['Pesto (or nut-free pesto)', 'tree_nuts'],
  ] as const)('%s still contains %s', (food, allergen) => {
    expect(allergensOfFood(food)).toContain(allergen)
  })

  it('an ingredient that is itself free from an allergen, as its label says, is free from it', () => {
    expect(allergensOfFood('Tamari (gluten-free soy sauce)')).toEqual(['soya'])
    expect(allergensOfFood('Gluten-free oats')).toEqual([])
  })
})

describe('vegetarian and vegan', () => {
  const vegetarian: Restrictions = { diets: ['vegetarian'], allergens: [], avoid: [] }
  const vegan: Restrictions = { diets: ['vegan'], allergens: [], avoid: [] }
  it.each(['Parmesan', 'Grated pecorino', 'Grana Padano shavings', 'Gorgonzola', 'Gelatine leaves', 'Worcestershire sauce', 'Thai fish sauce'])('%s is never given to a vegetarian', (food) => {
    expect(conflictsOf([food], vegetarian).diets).toContain('vegetarian')
  })

  it('a rennet cheese with a vegetarian alternative named is fine for a vegetarian, not for a vegan', () => {
    expect(flagsOfFood('Parmesan (or vegetarian Italian-style hard cheese)').has('animal_rennet')).toBe(false)
    expect(isEmptyConflict(conflictsOf(['Parmesan, grated (or vegetarian Italian-style hard cheese)'], vegetarian))).toBe(true)
    expect(conflictsOf(['Parmesan, grated (or vegetarian Italian-style hard cheese)'], vegan).diets).toContain('vegan')
  })

  it('honey is vegetarian, not vegan', () => {
    expect(isEmptyConflict(conflictsOf(['Runny honey'], vegetarian))).toBe(true)
    expect(conflictsOf(['Runny honey'], vegan).diets).toContain('vegan')
  })
})

describe('her own avoid words, read through the vocabulary', () => {
  it.each([
    ['cheese', ['Mature cheddar', 'Feta', 'Parmesan (grated)', 'Halloumi', 'Mozzarella', 'Basil pesto']],
    ['Cheeses', ['Wensleydale', 'Manchego']],
    ['yogurt', ['Greek yoghurt (low fat)', 'Natural yogurt', 'Tzatziki']],
    ['prawns', ['Raw king prawns', 'Frozen shrimp']],
    ['shrimp', ['Raw king prawns']],
    ['nut allergy', ['Walnuts', 'Cashew nuts', 'Peanut butter', 'Almond butter', 'Pesto']],
    ['all nuts', ['Walnuts', 'Cashew nuts', 'Pecans', 'Macadamias']],
    ['dairy products', ['Mature cheddar', 'Semi-skimmed milk', 'Butter']],
    ['sesame seeds', ['Hummus', 'Tahini', 'Toasted sesame oil', 'Sesame seeds']],
    ['red meat', ['Lean beef mince (5% fat)', 'Lamb chops', 'Pork sausages', 'Smoked bacon']],
    ['eggplant', ['Aubergine']],
    ['Chili', ['Red chilli, finely chopped']],
  ] as const)('"%s" keeps out %j', (avoid, foods) => {
    for (const food of foods) expect(avoidedIn(avoid, food), `${avoid} → ${food}`).toBe(true)
  })

  it.each([
    ['red meat', ['Chicken breast (skinless)', 'Salmon fillet']],
    ['sesame seeds', ['Pumpkin seeds', 'Chickpeas (tinned, drained)']],
    ['cheese', ['Butter beans (tinned)', 'Semi-skimmed milk']],
    ['prawns', ['Cod fillet']],
    ['red onion', ['Onion']],
  ] as const)('"%s" leaves %j alone', (avoid, foods) => {
    for (const food of foods) expect(avoidedIn(avoid, food), `${avoid} → ${food}`).toBe(false)
  })

  it('strips the words around a food, and keeps a food form to its food', () => {
    expect(avoidTerms('Nut allergy')).toEqual(['nut'])
    expect(avoidTerms('all nuts')).toEqual(['nut'])
    expect(avoidTerms('dairy products')).toEqual(['dairy'])
    expect(avoidTerms('sesame seeds')).toEqual(['sesame seed', 'sesame'])
  })
})

describe('an AI ingredient the vocabulary cannot read', () => {
  const recipe = (items: string[]) => ({ name: 'Supper bowl', ingredients: items.map((item) => ({ item, quantity: 50, unit: 'g' as const, category: 'Other', note: null })), instructions: ['Mix and serve.'], meal_prep_tip: '', key_nutrients: [] })
  it.each([
    { diets: ['vegetarian'], allergens: [], avoid: [] },
    { diets: [], allergens: ['celery'], avoid: [] },
    { diets: [], allergens: [], avoid: ['mushrooms'] },
  ] as Restrictions[])('fails the check for a customer with any restriction: %j', (restrictions) => {
    const conflict = recipeConflict(recipe(['Brown rice', 'Zorbo crunch topping']), restrictions)
    expect(conflict.unknown).toEqual(['Zorbo crunch topping'])
    expect(isEmptyConflict(conflict)).toBe(false)
  })

  it('passes for a customer with none (nothing to keep out), and a known recipe passes for her restrictions', () => {
    expect(isEmptyConflict(recipeConflict(recipe(['Brown rice', 'Zorbo crunch topping']), { diets: [], allergens: [], avoid: [] }))).toBe(true)
    expect(isEmptyConflict(recipeConflict(recipe(['Brown rice', 'Broccoli']), { diets: ['vegan'], allergens: ['gluten'], avoid: ['mushrooms'] }))).toBe(true)
  })

  it('"Soy sauce (or gluten-free tamari)" fails for a gluten allergy', () => {
    expect(recipeConflict(recipe(['Brown rice', 'Soy sauce (or gluten-free tamari)']), { diets: [], allergens: ['gluten'], avoid: [] }).allergens).toEqual(['gluten'])
  })
})
