import { flagsOfFood, type FoodFlag } from './allergens'
import type { Amount, BookRecipe } from './recipe-book'
import { INGREDIENTS, type Compound, type Ingredient } from './ingredients'
import { NUTRIENT_KEYS, NUTRIENTS_PER_100G, type NutrientKey, type NutrientsPer100g } from './ingredients.data'

/**
 * Nutrition computed from the USDA table and metric quantities: never typed
 * in by hand. Reference intakes are the UK's for adult women (calcium 700 mg,
 * vitamin D 10 µg, fibre 30 g).
 */
export const REFERENCE_INTAKE = { calcium_mg: 700, vitamin_d_ug: 10, fibre_g: 30 } as const

export type { NutrientKey }

export type NutrientTotals = Record<NutrientKey, number>

export function nutrientsFor(ingredient: Ingredient): NutrientsPer100g {
  const row = NUTRIENTS_PER_100G[ingredient.ndb]
  if (!row) throw new Error(`No USDA values for NDB ${ingredient.ndb} (${ingredient.name})`)
  return row
}

/** Grams for an amount: millilitres of liquids convert with USDA's grams per ml. */
export function amountToGrams([key, quantity]: Amount): number {
  const ingredient = INGREDIENTS[key]
  if (!('liquid' in ingredient && ingredient.liquid)) return quantity
  const perMl = nutrientsFor(ingredient).grams_per_ml
  if (!perMl) throw new Error(`No grams per ml for ${ingredient.name}`)
  return quantity * perMl
}

export function computeNutrients(amounts: readonly Amount[]): NutrientTotals {
  const totals = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as NutrientTotals
  for (const amount of amounts) {
    const grams = amountToGrams(amount)
    const per100 = nutrientsFor(INGREDIENTS[amount[0]])
    for (const key of NUTRIENT_KEYS) totals[key] += ((per100[key] ?? 0) * grams) / 100
  }
  return totals
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10
}

/** What a recipe-book recipe contains (allergens, meat, honey), from its ingredients' names through the allergen table. */
export function contains(recipe: Pick<BookRecipe, 'ingredients'>): Set<FoodFlag> {
  const found = new Set<FoodFlag>()
  for (const [key] of recipe.ingredients) for (const f of flagsOfFood(INGREDIENTS[key].name)) found.add(f)
  return found
}

export function compounds(recipe: Pick<BookRecipe, 'ingredients'>): Map<Compound, string[]> {
  const found = new Map<Compound, string[]>()
  for (const [key] of recipe.ingredients) {
    const ingredient: Ingredient = INGREDIENTS[key]
    for (const c of ingredient.compounds ?? []) found.set(c, [...(found.get(c) ?? []), ingredient.name])
  }
  return found
}

function lowerFirst(names: string[]): string {
  const unique = [...new Set(names.map((n) => n.replace(/\s*\(.*\)$/, '').toLowerCase()))]
  return unique.length > 1 ? `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}` : unique[0]
}

/** The nutrients worth naming on a recipe card, with their computed amounts. */
export function keyNutrients(recipe: Pick<BookRecipe, 'ingredients'>, totals: NutrientTotals): string[] {
  const list = [`Protein ${round1(totals.protein_g)} g`, `Fibre ${round1(totals.fibre_g)} g`]
  if (totals.calcium_mg >= 150) {
    const share = Math.round((totals.calcium_mg / REFERENCE_INTAKE.calcium_mg) * 100)
    list.push(`Calcium ${Math.round(totals.calcium_mg)} mg (${share}% of ${REFERENCE_INTAKE.calcium_mg} mg a day)`)
  }
  if (totals.vitamin_d_ug >= 1) {
    const share = Math.round((totals.vitamin_d_ug / REFERENCE_INTAKE.vitamin_d_ug) * 100)
    list.push(`Vitamin D ${round1(totals.vitamin_d_ug)} µg (${share}% of ${REFERENCE_INTAKE.vitamin_d_ug} µg a day)`)
  }
  if (totals.iron_mg >= 3) list.push(`Iron ${round1(totals.iron_mg)} mg`)
  if (totals.magnesium_mg >= 80) list.push(`Magnesium ${Math.round(totals.magnesium_mg)} mg`)
  const found = compounds(recipe)
  const omega3 = found.get('omega3')
  if (omega3) list.push(`Omega-3 fats (from ${lowerFirst(omega3)})`)
  const phyto = found.get('phytoestrogens')
  if (phyto) list.push(`Phytoestrogens (from ${lowerFirst(phyto)})`)
  return list
}
