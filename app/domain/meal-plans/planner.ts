import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../constants'
import { ALLERGENS, flagsOfFood, mayContainOf, mayContainOfFood, type Allergen, type FoodFlag } from './allergens'
import { INGREDIENTS, type Ingredient } from './ingredients'
import { RECIPE_BOOK, type BookRecipe } from './recipe-book'
import { compounds, computeNutrients, keyNutrients, REFERENCE_INTAKE, round1, type NutrientTotals } from './nutrition'
import { avoidedIn, breaksDiet, hasRestrictions, withImpliedDiets, type Restrictions } from './restrictions'
import { dailyShortfalls, dailyTargetsSentence } from './daily-targets'
import { mergeShoppingList } from './shopping-list'
import {
  CONCERNS,
  emptyWeek,
  type Concern,
  type Day,
  type Diet,
  type MealPlanProfile,
  type MealType,
  type OverviewMeal,
  type PlanData,
  type Recipe,
} from './types'
import { countOf } from '../plural'

/**
 * The built-in planner: a real 7-day plan from the curated recipe book, chosen
 * for the customer's diet and concerns, varied by a seed, and the same every
 * time for the same profile and seed.
 */
export interface BuiltinPlan {
  planData: PlanData
  recipes: Recipe[]
}

interface Candidate {
  recipe: BookRecipe
  totals: NutrientTotals
  strength: Record<Concern, number>
  /** Each ingredient's name and what it contains, by the allergen table. */
  foods: { name: string; flags: ReadonlySet<FoodFlag> }[]
  flags: ReadonlySet<FoodFlag>
  /** What its ingredients may hold by brand: for an allergy, not safe either. */
  mayContain: readonly Allergen[]
}

/** A plan cannot be made: no recipe of one meal type suits everything she told us. */
export class NoSafeRecipesError extends Error {
  constructor(readonly meal: MealType) {
    super(`No ${meal} recipe in the recipe book suits every restriction`)
  }
}

/** The meal types for which the recipe book has no recipe she can eat (none: a plan can be made). */
export function mealsWithoutSafeRecipes(profile: Pick<MealPlanProfile, 'diets' | 'allergens' | 'avoid'>): MealType[] {
  const r = restrictionsOf(profile)
  return MEAL_TYPES.filter((meal) => !CANDIDATES.some((c) => c.recipe.meal_type === meal && isSafe(c, r)))
}

/** Bone health matters to everyone in menopause, reported or not. */
const BASELINE_CONCERNS: Partial<Record<Concern, number>> = { bones: 0.3 }
const SPICY = new Set(['chilli_powder', 'curry_powder'])
const isSpicy = (recipe: BookRecipe) => recipe.ingredients.some(([key]) => SPICY.has(key))

/**
 * How well a dish suits each concern. For hot flushes: no chilli or hot
 * spices (a common trigger, NHS), and phytoestrogen-rich foods such as soya
 * are favoured a little, except for a woman whose assessment records breast
 * cancer (NICE NG101: soya isoflavones are not recommended for her symptoms;
 * ordinary amounts in food are fine, so soya dishes are neither sought nor
 * avoided for her).
 */
export function concernStrengths(recipe: BookRecipe, t: NutrientTotals, favourPhytoestrogens: boolean): Record<Concern, number> {
  const found = compounds(recipe)
  const omega3 = found.has('omega3') ? 1 : 0
  const phyto = favourPhytoestrogens && found.has('phytoestrogens') ? 0.6 : 0
  const magnesium = Math.min(1, t.magnesium_mg / 150)
  const evening = recipe.meal_type === 'dinner' || recipe.meal_type === 'snack' ? 1 : 0.6
  return {
    hot_flushes: (isSpicy(recipe) ? 0 : 0.4) + phyto,
    sleep: magnesium * evening,
    energy: Math.min(1, t.iron_mg / 4) * 0.4 + Math.min(1, t.fibre_g / 10) * 0.3 + Math.min(1, t.protein_g / 30) * 0.3,
    stress: omega3 * 0.6 + magnesium * 0.4,
    mood: omega3 * 0.7 + Math.min(1, t.folate_ug / 150) * 0.3,
    bones: Math.min(1, t.calcium_mg / 400) * 0.7 + Math.min(1, t.vitamin_d_ug / 5) * 0.3,
  }
}

const candidatesFor = (favourPhytoestrogens: boolean): Candidate[] =>
  RECIPE_BOOK.map((recipe) => {
    const totals = computeNutrients(recipe.ingredients)
    const foods = recipe.ingredients.map(([key]) => ({ name: INGREDIENTS[key].name, flags: flagsOfFood(INGREDIENTS[key].name) }))
    const flags = new Set(foods.flatMap((f) => [...f.flags]))
    const mayContain = mayContainOf(foods.map((f) => ({ item: f.name })))
    return { recipe, totals, strength: concernStrengths(recipe, totals, favourPhytoestrogens), foods, flags, mayContain }
  })
/** Every recipe-book recipe, weighed twice: once favouring phytoestrogens for hot flushes, once not (breast cancer). */
const CANDIDATES_BY_HISTORY = { favourPhytoestrogens: candidatesFor(true), breastCancer: candidatesFor(false) }
const CANDIDATES = CANDIDATES_BY_HISTORY.favourPhytoestrogens
const candidates = (profile: Pick<MealPlanProfile, 'breast_cancer'>) =>
  profile.breast_cancer ? CANDIDATES_BY_HISTORY.breastCancer : CANDIDATES_BY_HISTORY.favourPhytoestrogens

export function restrictionsOf(profile: Pick<MealPlanProfile, 'diets' | 'allergens' | 'avoid'>): Restrictions {
  return { diets: withImpliedDiets(profile.diets), allergens: profile.allergens ?? [], avoid: profile.avoid ?? [] }
}

/** Safe for her: none of her allergens, no diet broken, no food she avoids. */
function isSafe(c: Candidate, r: Restrictions): boolean {
  if (r.allergens.some((a) => c.flags.has(a) || c.mayContain.includes(a))) return false
  if (r.diets.some((d) => breaksDiet(c.flags, d))) return false
  return !r.avoid.some((a) => c.foods.some((f) => avoidedIn(a, f.name, f.flags)))
}

function weightsOf(profile: MealPlanProfile): Record<Concern, number> {
  return Object.fromEntries(
    CONCERNS.map((c) => [c, Math.max(profile.concerns[c] ?? 0, BASELINE_CONCERNS[c] ?? 0)]),
  ) as Record<Concern, number>
}

function score(candidate: Candidate, weights: Record<Concern, number>): number {
  return CONCERNS.reduce((sum, c) => sum + weights[c] * candidate.strength[c], 0)
}

/** FNV-1a, then mulberry32: a small, well-mixed deterministic generator. */
function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Weighted sampling without replacement; a pool smaller than a week repeats in order. */
function pickWeek(pool: Candidate[], weights: Record<Concern, number>, random: () => number): Candidate[] {
  const left = [...pool]
  const chosen: Candidate[] = []
  while (chosen.length < MEAL_PLAN_DAYS.length && left.length) {
    const w = left.map((c) => Math.exp(2.5 * score(c, weights)))
    let r = random() * w.reduce((a, b) => a + b, 0)
    let i = 0
    while (i < left.length - 1 && r >= w[i]) r -= w[i++]
    chosen.push(left.splice(i, 1)[0])
  }
  const distinct = chosen.length
  for (let i = distinct; i < MEAL_PLAN_DAYS.length; i++) chosen.push(chosen[i % distinct])
  return chosen
}

type Week = Record<Day, Record<MealType, Candidate>>

interface Choice {
  week: Week
  /** How many recipes of each meal type suit her. */
  poolSizes: Record<MealType, number>
}

function chooseWeek(profile: MealPlanProfile): Choice {
  const restrictions = restrictionsOf(profile)
  const random = seededRandom(
    `${profile.seed}|${profile.diets.join(',')}|${JSON.stringify(profile.concerns)}` +
      (hasRestrictions({ ...restrictions, diets: [] }) ? `|${restrictions.allergens.join(',')}|${restrictions.avoid.join(',')}` : ''),
  )
  const weights = weightsOf(profile)
  const picks = {} as Record<MealType, Candidate[]>
  const pools = {} as Record<MealType, Candidate[]>
  for (const meal of MEAL_TYPES) {
    // Never a recipe that breaks one of her restrictions: too few safe ones repeat instead.
    const pool = candidates(profile).filter((c) => c.recipe.meal_type === meal && isSafe(c, restrictions))
    if (!pool.length) throw new NoSafeRecipesError(meal)
    pools[meal] = pool
    picks[meal] = pickWeek(pool, weights, random)
  }
  // Balance the days: the lightest lunches go with the heaviest dinners, and
  // each day's snack is chosen to even out what is left.
  const lunches = [...picks.lunch].sort((a, b) => a.totals.kcal - b.totals.kcal)
  const dinners = [...picks.dinner].sort((a, b) => b.totals.kcal - a.totals.kcal)
  const snacks = [...picks.snack].sort((a, b) => b.totals.kcal - a.totals.kcal)
  const days = MEAL_PLAN_DAYS.map((day, i) => ({
    day,
    breakfast: picks.breakfast[i],
    lunch: lunches[i],
    dinner: dinners[i],
    subtotal: picks.breakfast[i].totals.kcal + lunches[i].totals.kcal + dinners[i].totals.kcal,
  }))
  const byNeed = [...days].sort((a, b) => a.subtotal - b.subtotal)
  const snackFor = new Map(byNeed.map((d, i) => [d.day, snacks[i]]))
  const columns: Record<MealType, Candidate[]> = {
    breakfast: spreadRepeats(days.map((d) => d.breakfast)),
    lunch: spreadRepeats(days.map((d) => d.lunch)),
    dinner: spreadRepeats(days.map((d) => d.dinner)),
    snack: spreadRepeats(days.map((d) => snackFor.get(d.day)!)),
  }
  meetDailyTargets(columns, pools, weights, random)
  const week = Object.fromEntries(
    MEAL_PLAN_DAYS.map((day, i) => [day, Object.fromEntries(MEAL_TYPES.map((meal) => [meal, columns[meal][i]]))]),
  ) as Week
  const poolSizes = Object.fromEntries(MEAL_TYPES.map((m) => [m, pools[m].length])) as Record<MealType, number>
  return { week, poolSizes }
}

/** Every day: the UK reference intake of calcium and 30 g fibre, in a sensible day's energy and protein. */
export const DAILY_TARGETS = { calcium_mg: REFERENCE_INTAKE.calcium_mg, fibre_g: REFERENCE_INTAKE.fibre_g, kcal_min: 1400, kcal_max: 2100, protein_g: 60 } as const

const SEARCH_STEPS = 4000

function dayPenalty(meals: readonly Candidate[]): number {
  let calcium = 0
  let fibre = 0
  let kcal = 0
  let protein = 0
  for (const c of meals) {
    calcium += c.totals.calcium_mg
    fibre += c.totals.fibre_g
    kcal += c.totals.kcal
    protein += c.totals.protein_g
  }
  return (
    (Math.max(0, DAILY_TARGETS.calcium_mg - calcium) / DAILY_TARGETS.calcium_mg) * 100 +
    (Math.max(0, DAILY_TARGETS.fibre_g - fibre) / DAILY_TARGETS.fibre_g) * 100 +
    Math.max(0, DAILY_TARGETS.kcal_min - kcal, kcal - DAILY_TARGETS.kcal_max) / 10 +
    Math.max(0, DAILY_TARGETS.protein_g - protein) * 2
  )
}

/** What the search minimises: days short of their targets, then repeats, then dishes less suited to her concerns. */
function weekCost(columns: Record<MealType, Candidate[]>, weights: Record<Concern, number>): { cost: number; shortfall: number } {
  let shortfall = 0
  for (let i = 0; i < MEAL_PLAN_DAYS.length; i++) shortfall += dayPenalty(MEAL_TYPES.map((m) => columns[m][i]))
  let cost = shortfall
  for (const meal of MEAL_TYPES) {
    const column = columns[meal]
    const uses = new Map<Candidate, number>()
    for (let i = 0; i < column.length; i++) {
      uses.set(column[i], (uses.get(column[i]) ?? 0) + 1)
      if (i > 0 && column[i] === column[i - 1]) cost += 200
      cost -= 2 * score(column[i], weights)
    }
    for (const n of uses.values()) cost += (n - 1) * 15
  }
  return { cost, shortfall }
}

/**
 * A local search over the chosen week, only while some day falls short:
 * swaps a meal between two days, or puts another safe recipe in a slot,
 * keeping each change that lowers the cost. Deterministic for the seed;
 * every recipe it can choose is from the safe pools.
 */
function meetDailyTargets(
  columns: Record<MealType, Candidate[]>,
  pools: Record<MealType, Candidate[]>,
  weights: Record<Concern, number>,
  random: () => number,
): void {
  let current = weekCost(columns, weights)
  const sampling = Object.fromEntries(
    MEAL_TYPES.map((m) => {
      const w = pools[m].map((c) => Math.exp(2.5 * score(c, weights)))
      return [m, { w, total: w.reduce((a, b) => a + b, 0) }]
    }),
  ) as Record<MealType, { w: number[]; total: number }>
  const days = MEAL_PLAN_DAYS.length
  for (let step = 0; step < SEARCH_STEPS && current.shortfall > 0; step++) {
    const meal = MEAL_TYPES[Math.floor(random() * MEAL_TYPES.length)]
    const column = columns[meal]
    const i = Math.floor(random() * days)
    let undo: () => void
    if (random() < 0.5) {
      const j = Math.floor(random() * days)
      if (i === j) continue
      ;[column[i], column[j]] = [column[j], column[i]]
      undo = () => ([column[i], column[j]] = [column[j], column[i]])
    } else {
      const { w, total } = sampling[meal]
      let r = random() * total
      let k = 0
      while (k < w.length - 1 && r >= w[k]) r -= w[k++]
      const before = column[i]
      if (pools[meal][k] === before) continue
      column[i] = pools[meal][k]
      undo = () => (column[i] = before)
    }
    const next = weekCost(columns, weights)
    if (next.cost < current.cost) current = next
    else undo()
  }
}

/**
 * When a diet leaves fewer than seven dishes for a meal, some repeat: keep
 * repeats off consecutive days by swapping with a later day.
 */
function spreadRepeats(list: Candidate[]): Candidate[] {
  const out = [...list]
  const clashes = (i: number) =>
    (i > 0 && out[i] === out[i - 1]) || (i < out.length - 1 && out[i] === out[i + 1])
  for (let i = 1; i < out.length; i++) {
    if (out[i] !== out[i - 1]) continue
    for (let j = 0; j < out.length; j++) {
      if (j === i || out[j] === out[i]) continue
      ;[out[i], out[j]] = [out[j], out[i]]
      if (!clashes(i) && !clashes(j)) break
      ;[out[i], out[j]] = [out[j], out[i]]
    }
  }
  return out
}

const CONCERN_WORDS: Record<Concern, string> = {
  hot_flushes: 'hot flushes and night sweats',
  sleep: 'sleep',
  energy: 'energy',
  stress: 'stress',
  mood: 'mood',
  bones: 'bone and muscle strength',
}

function listWords(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '')
}

/**
 * GB nutrient reference values: a serving with at least 15% of one is a
 * significant amount, the least a health claim about that nutrient needs.
 */
const NRV = { magnesium_mg: 375, iron_mg: 14, folate_ug: 200, calcium_mg: 800 } as const
const significant = (t: NutrientTotals, nutrient: keyof typeof NRV) => t[nutrient] >= NRV[nutrient] * 0.15

/**
 * One sentence tying the dish to the customer's main concern it suits. It
 * states amounts, and makes a claim only in the wording of an authorised GB
 * health claim (app/domain/nutrition-claims.ts) for a nutrient the serving
 * gives a significant amount of.
 */
function noteFor(concern: Concern, c: Candidate, profile: MealPlanProfile): string | null {
  const t = c.totals
  const fromCheckins = profile.checkins
  const mg = (n: number) => `${Math.round(n)} mg`
  switch (concern) {
    case 'hot_flushes':
      return isSpicy(c.recipe) ? null : 'With your hot flushes in mind: no chilli or hot spices, which some women find bring on a flush.'
    case 'sleep': {
      if (!significant(t, 'magnesium_mg')) return null
      const lead = fromCheckins && fromCheckins.sleep_quality <= 5 ? 'Your recent check-ins show poor sleep' : 'With your sleep in mind'
      return `${lead}: this dish gives ${mg(t.magnesium_mg)} of magnesium, and magnesium contributes to the reduction of tiredness and fatigue.`
    }
    case 'energy': {
      const lead = fromCheckins && fromCheckins.energy_level <= 5 ? 'Your recent check-ins show low energy' : 'With your energy in mind'
      if (significant(t, 'iron_mg')) return `${lead}: ${round1(t.iron_mg)} mg of iron, and iron contributes to the reduction of tiredness and fatigue.`
      if (significant(t, 'folate_ug')) return `${lead}: ${Math.round(t.folate_ug)} µg of folate, and folate contributes to the reduction of tiredness and fatigue.`
      return null
    }
    case 'stress': {
      if (!significant(t, 'magnesium_mg')) return null
      const lead = fromCheckins && fromCheckins.stress_level >= 6 ? 'Your recent check-ins show high stress' : 'With stress in mind'
      return `${lead}: ${mg(t.magnesium_mg)} of magnesium, and magnesium contributes to normal psychological function.`
    }
    case 'mood': {
      if (!significant(t, 'magnesium_mg')) return null
      return `With your mood in mind: ${mg(t.magnesium_mg)} of magnesium, and magnesium contributes to normal psychological function.`
    }
    case 'bones': {
      if (!significant(t, 'calcium_mg')) return null
      const share = Math.round((t.calcium_mg / REFERENCE_INTAKE.calcium_mg) * 100)
      return `With your bones in mind: ${mg(t.calcium_mg)} of calcium, ${share}% of the ${REFERENCE_INTAKE.calcium_mg} mg you need each day; calcium is needed for the maintenance of normal bones.`
    }
  }
}

/**
 * The note for the customer's strongest concern this dish suits, if any.
 * "No hot spices" fits most dishes, so it is given only where no nutrient of
 * the dish speaks to another of her concerns.
 */
function personalNote(c: Candidate, profile: MealPlanProfile, weights: Record<Concern, number>): string | null {
  const ranked = CONCERNS.filter((k) => c.strength[k] >= 0.4 && (profile.concerns[k] ?? 0) > 0).sort(
    (a, b) => weights[b] * c.strength[b] - weights[a] * c.strength[a],
  )
  const order: Concern[] = [...ranked.filter((k) => k !== 'hot_flushes'), ...ranked.filter((k) => k === 'hot_flushes')]
  if (c.strength.bones >= 0.5) order.push('bones')
  for (const concern of order) {
    const note = noteFor(concern, c, profile)
    if (note) return note
  }
  return null
}

export function toRecipe(c: Candidate, day: Day, profile: MealPlanProfile, weights: Record<Concern, number>): Recipe {
  const { recipe, totals } = c
  const note = personalNote(c, profile, weights)
  return {
    day,
    meal_type: recipe.meal_type,
    name: recipe.name,
    why_helps: note ? `${recipe.why} ${note}` : recipe.why,
    ingredients: recipe.ingredients.map(([key, quantity, household], i) => {
      const ingredient: Ingredient = INGREDIENTS[key]
      return {
        item: ingredient.name,
        quantity,
        unit: ingredient.liquid ? 'ml' : 'g',
        category: ingredient.category,
        note: household ?? null,
        allergens: ALLERGENS.filter((a) => c.foods[i].flags.has(a)),
        may_contain: mayContainOfFood(c.foods[i].name),
      }
    }),
    instructions: [...recipe.instructions],
    nutrition: {
      servings: 1,
      prep_time: recipe.prep_time,
      cook_time: recipe.cook_time,
      calories: Math.round(totals.kcal),
      protein: round1(totals.protein_g),
      carbs: round1(totals.carbs_g),
      fat: round1(totals.fat_g),
      fibre: round1(totals.fibre_g),
      calcium: Math.round(totals.calcium_mg),
    },
    key_nutrients: keyNutrients(recipe, totals),
    meal_prep_tip: recipe.meal_prep_tip,
    allergens: ALLERGENS.filter((a) => c.flags.has(a)),
    may_contain: [...c.mayContain],
  }
}

const DIET_WORDS: Record<Diet, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  pescatarian: 'pescatarian',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
}

const MEAL_WORDS: Record<MealType, string> = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners', snack: 'snacks' }

/**
 * Where a meal repeats, why: too few safe recipes in the recipe book for what
 * she cannot eat (never an unsafe one instead), or calcium and fibre.
 * Her allergens are not named here: the overview is seen by wellness staff,
 * her food preferences are not.
 */
function repeatsSentence(week: Week, poolSizes: Record<MealType, number>, restricted: boolean): string | null {
  const repeated = MEAL_TYPES.filter((m) => new Set(MEAL_PLAN_DAYS.map((d) => week[d][m].recipe.id)).size < MEAL_PLAN_DAYS.length)
  if (!repeated.length) return null
  const few = repeated.filter((m) => poolSizes[m] < MEAL_PLAN_DAYS.length)
  if (few.length && restricted) {
    const counts = listWords(few.map((m) => `${poolSizes[m]} ${poolSizes[m] === 1 ? MEAL_WORDS[m].replace(/e?s$/, '') : MEAL_WORDS[m]}`))
    return (
      `To keep every meal safe for you, some ${listWords(repeated.map((m) => MEAL_WORDS[m]))} repeat: ` +
      `our recipe library has only ${counts} that suit all of it.`
    )
  }
  if (few.length) {
    const counts = listWords(few.map((m) => `${poolSizes[m]} ${MEAL_WORDS[m]}`))
    return `Some ${listWords(repeated.map((m) => MEAL_WORDS[m]))} repeat: our recipe library has only ${counts} that suit your diet.`
  }
  return `Some ${listWords(repeated.map((m) => MEAL_WORDS[m]))} repeat, to keep every day's calcium and fibre up.`
}

function clientSummary(profile: MealPlanProfile, recipes: Recipe[], choice: Choice): string {
  const days = MEAL_PLAN_DAYS.length
  const sum = (pick: (r: Recipe) => number) => recipes.reduce((s, r) => s + pick(r), 0) / days
  const restrictions = restrictionsOf(profile)
  const diets = restrictions.diets.filter((d) => !((d === 'vegetarian' || d === 'dairy_free') && restrictions.diets.includes('vegan')))
  const dietText = diets.length ? `${listWords(diets.map((d) => DIET_WORDS[d]))} ` : ''
  const focus = CONCERNS.filter((c) => (profile.concerns[c] ?? 0) > 0).sort(
    (a, b) => (profile.concerns[b] ?? 0) - (profile.concerns[a] ?? 0),
  )
  const basis = [
    profile.symptoms.length ? 'the symptoms in your latest assessment' : null,
    profile.priorities?.length ? 'the health priorities you chose' : null,
    profile.checkins ? `your last ${countOf(profile.checkins.count, 'check-in')}` : null,
  ].filter(Boolean) as string[]
  const parts = [
    `Your ${dietText}7-day plan has ${new Set(recipes.map((r) => r.name)).size} different recipes` +
      (focus.length ? ` chosen with your ${listWords(focus.map((c) => CONCERN_WORDS[c]))} in mind` : ' built around menopause nutrition') +
      (basis.length ? `, based on ${listWords(basis)}.` : '.'),
    restrictions.allergens.length || restrictions.avoid.length ? "It leaves out everything you told us you can't eat." : null,
    repeatsSentence(choice.week, choice.poolSizes, hasRestrictions({ ...restrictions, diets: [] })),
    `It averages about ${Math.round(sum((r) => r.nutrition.calories))} kcal, ${Math.round(sum((r) => r.nutrition.protein))} g protein, ${Math.round(sum((r) => r.nutrition.fibre))} g fibre and ${Math.round(sum((r) => r.nutrition.calcium))} mg calcium a day.`,
    dailyTargetsSentence(dailyShortfalls(recipes)),
    weekCompoundsSentence(choice.week, !!profile.breast_cancer),
  ].filter((p): p is string => !!p)
  if (profile.breast_cancer) {
    parts.push('As your assessment records breast cancer, soya dishes are not favoured for hot flushes; ordinary amounts of soya in food are fine.')
  }
  if (!basis.length) parts.push('Complete your health assessment and daily check-ins to personalise your next plan further.')
  return parts.join(' ')
}

/** What the week brings beyond calcium and fibre, said only when true. */
/** What the week brings; phytoestrogens are not named for a woman whose assessment records breast cancer (NICE NG101). */
function weekCompoundsSentence(week: Week, breastCancer: boolean): string | null {
  const found = new Set(MEAL_PLAN_DAYS.flatMap((d) => MEAL_TYPES.flatMap((m) => [...compounds(week[d][m].recipe).keys()])))
  if (found.has('omega3') && found.has('phytoestrogens') && !breastCancer) return 'The week brings omega-3 sources and soya or flaxseed for phytoestrogens.'
  if (found.has('omega3')) return 'The week brings omega-3 sources.'
  return null
}

/**
 * A recipe's line in the week's overview. Its `prep_time` is the recipe's own
 * prep time (issue 47): the card and the recipe show one figure, never the
 * prep and cook times added up under the same name.
 */
export function overviewMeal(recipe: Recipe): OverviewMeal {
  const n = recipe.nutrition
  return { name: recipe.name, calories: n.calories, protein: n.protein, prep_time: n.prep_time, why_helps: recipe.why_helps }
}

export function buildBuiltinPlan(profile: MealPlanProfile): BuiltinPlan {
  const choice = chooseWeek(profile)
  const { week } = choice
  const weights = weightsOf(profile)
  const recipes: Recipe[] = []
  for (const day of MEAL_PLAN_DAYS) for (const meal of MEAL_TYPES) recipes.push(toRecipe(week[day][meal], day, profile, weights))
  const byKey = new Map(recipes.map((r) => [`${r.day}|${r.meal_type}`, r]))
  const weekly_overview = emptyWeek((day, meal) => overviewMeal(byKey.get(`${day}|${meal}`)!))
  return {
    planData: { client_summary: clientSummary(profile, recipes, choice), weekly_overview, shopping_list: mergeShoppingList(recipes) },
    recipes,
  }
}

export function builtinRecipe(profile: MealPlanProfile, day: Day, meal: MealType): Recipe {
  const recipe = buildBuiltinPlan(profile).recipes.find((r) => r.day === day && r.meal_type === meal)
  if (!recipe) throw new Error(`No recipe for ${day} ${meal}`)
  return recipe
}
