import { z } from 'zod'

import { MEAL_PLAN_DAYS } from '../../domain/constants'
import { allergenList } from '../../domain/meal-plans/allergens'
import { SHOPPING_CATEGORIES } from '../../domain/meal-plans/ingredients'
import { REFERENCE_INTAKE } from '../../domain/meal-plans/nutrition'
import { withImpliedDiets } from '../../domain/meal-plans/restrictions'
import type { Day, MealPlanProfile, MealType, PlanData, Recipe } from '../../domain/meal-plans/types'
import { AUTHORISED_CLAIMS, withoutUnauthorisedClaims } from '../../domain/nutrition-claims'
import { completeStructured, type AiClient } from '../../lib/openai.server'

/**
 * The OpenAI planner: structured outputs validated by zod for the overview
 * and for each recipe. Structured outputs cannot express records with
 * arbitrary keys, so days are spelled out and the shopping list arrives as
 * a list of categories, converted to the shared shapes here.
 */
const MealSchema = z.object({
  name: z.string(),
  calories: z.number(),
  protein: z.number(),
  prep_time: z.number(),
  why_helps: z.string(),
})
const DaySchema = z.object({ breakfast: MealSchema, lunch: MealSchema, dinner: MealSchema, snack: MealSchema })

export const OverviewSchema = z.object({
  client_summary: z.string(),
  weekly_overview: z.object({
    monday: DaySchema,
    tuesday: DaySchema,
    wednesday: DaySchema,
    thursday: DaySchema,
    friday: DaySchema,
    saturday: DaySchema,
    sunday: DaySchema,
  }),
  shopping_list: z.array(
    z.object({
      category: z.string(),
      items: z.array(z.object({ item: z.string(), quantity: z.number(), unit: z.string() })),
    }),
  ),
})

export const RecipeSchema = z.object({
  name: z.string(),
  why_helps: z.string(),
  ingredients: z.array(
    z.object({
      item: z.string(),
      quantity: z.number(),
      unit: z.enum(['g', 'ml', 'item']),
      category: z.enum(SHOPPING_CATEGORIES),
      note: z.string().nullable(),
    }),
  ),
  instructions: z.array(z.string()),
  nutrition: z.object({
    servings: z.number(),
    prep_time: z.number(),
    cook_time: z.number(),
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fibre: z.number(),
    calcium: z.number(),
  }),
  key_nutrients: z.array(z.string()),
  meal_prep_tip: z.string(),
})

export const OVERVIEW_NAME = 'meal_plan_overview'
export const RECIPE_NAME = 'meal_plan_recipe'

const SYSTEM = [
  'You are a registered nutritionist specialising in menopause.',
  'Plan for one woman in the UK: UK supermarket ingredients, metric quantities (g, ml), one serving per recipe.',
  'Favour calcium and vitamin D, protein, fibre and omega-3 (oily fish, flaxseed, walnuts, chia).',
  'In why_helps and client_summary, state what a dish contains. Make a health claim only in the exact wording of a claim authorised in Great Britain, for a nutrient the serving gives at least 15% of the reference intake of, for example:',
  AUTHORISED_CLAIMS.map(({ nutrients, claim }) => `"${nutrients} ${claim}"`).join('; ') + '.',
  'Never say a food balances hormones, calms the nervous system, eases hot flushes or other symptoms, boosts or detoxes anything, or gives steady energy.',
  'Daily totals should be about 1,600–2,000 kcal with at least 70 g protein. Give at least 14 different recipes a week.',
  `Every day must total at least ${REFERENCE_INTAKE.calcium_mg} mg calcium and ${REFERENCE_INTAKE.fibre_g} g fibre (UK reference amounts).`,
  'Dietary needs, allergies and foods she avoids are strict: never include an ingredient the diet excludes, an allergen she lists',
  '(including hidden sources: soy sauce has wheat and soya, pesto has milk and nuts, Worcestershire sauce has fish, mayonnaise has eggs,',
  'hummus has sesame, stock usually has celery, dried apricots and wine have sulphites) or a food she avoids, not even as a garnish or option.',
  'List every food the recipe uses as an ingredient, each with its own name.',
  'Give realistic nutrition per serving. Never give medical advice beyond food.',
].join(' ')

const DIET_MEANING: Record<string, string> = {
  vegetarian: 'vegetarian (no meat, fish or seafood)',
  vegan: 'vegan (nothing from animals: no meat, fish, seafood, dairy, eggs or honey)',
  pescatarian: 'pescatarian (fish and seafood allowed, no meat)',
  gluten_free: 'gluten-free (no wheat, rye, barley, oats, spelt or kamut)',
  dairy_free: 'dairy-free (no milk, cheese, butter, cream or yoghurt)',
}

/** What a plan is written from, in words: no name, e-mail, date of birth or id ever reaches it. */
export function describeProfile(profile: MealPlanProfile): string {
  const diets = withImpliedDiets(profile.diets)
  const lines = [
    `Dietary needs: ${diets.length ? diets.map((d) => DIET_MEANING[d] ?? d).join(', ') : 'none'}.`,
    `Allergies (UK food-law allergens; never include them or any food that contains them): ${profile.allergens?.length ? allergenList(profile.allergens) : 'none'}.`,
    `Foods she does not eat: ${profile.avoid?.length ? profile.avoid.map((f) => JSON.stringify(f)).join(', ') : 'none'}.`,
    `Main concerns (0–1): ${Object.entries(profile.concerns).map(([k, v]) => `${k} ${v}`).join(', ') || 'none reported'}.`,
    `Reported symptoms: ${profile.symptoms.join(', ') || 'none'}.`,
    `Health priorities she chose: ${profile.priorities?.join('; ') || 'none'}.`,
  ]
  if (profile.breast_cancer) {
    lines.push(
      'Her assessment records breast cancer: do not favour soya, linseed, red clover or other phytoestrogen-rich foods for hot flushes, and never suggest they help her symptoms (NICE NG101). Ordinary amounts in food are fine.',
    )
  } else {
    lines.push('Soya and linseed (phytoestrogens) may be included; never claim they ease hot flushes.')
  }
  if (profile.checkins) {
    const c = profile.checkins
    lines.push(
      `Average of the last ${c.count} daily check-ins (1–10): energy ${c.energy_level}, sleep quality ${c.sleep_quality}, stress ${c.stress_level}, mood ${c.mood}.`,
    )
  }
  return lines.join('\n')
}

function assertSensible(ok: boolean, what: string): void {
  if (!ok) throw new Error(`Model answer failed validation: ${what}`)
}

export async function openaiOverview(client: AiClient, model: string, profile: MealPlanProfile): Promise<PlanData> {
  const answer = await completeStructured(client, model, {
    name: OVERVIEW_NAME,
    schema: OverviewSchema,
    system: SYSTEM,
    user: `${describeProfile(profile)}\n\nWrite a 7-day plan (monday to sunday; breakfast, lunch, dinner, snack): a short client_summary addressed to her, the weekly overview with why_helps tailored to her concerns, and a shopping list grouped by category (${SHOPPING_CATEGORIES.join(', ')}).`,
  })
  for (const day of MEAL_PLAN_DAYS) {
    for (const meal of Object.values(answer.weekly_overview[day])) {
      assertSensible(meal.name.trim().length > 0, `${day} meal without a name`)
      assertSensible(meal.calories > 0 && meal.calories < 2000, `${day} ${meal.name} calories`)
      assertSensible(meal.protein >= 0 && meal.prep_time >= 0, `${day} ${meal.name} protein or time`)
    }
  }
  for (const day of MEAL_PLAN_DAYS) {
    for (const meal of Object.values(answer.weekly_overview[day])) meal.why_helps = claimSafe(meal.why_helps)
  }
  const shopping_list: PlanData['shopping_list'] = {}
  for (const group of answer.shopping_list) {
    if (group.items.length) shopping_list[group.category] = [...(shopping_list[group.category] ?? []), ...group.items]
  }
  return { client_summary: claimSafe(answer.client_summary), weekly_overview: answer.weekly_overview, shopping_list }
}

export async function openaiRecipe(
  client: AiClient,
  model: string,
  profile: MealPlanProfile,
  planData: PlanData,
  day: Day,
  meal: MealType,
): Promise<Recipe> {
  const planned = planData.weekly_overview[day][meal]
  const answer = await completeStructured(client, model, {
    name: RECIPE_NAME,
    schema: RecipeSchema,
    system: SYSTEM,
    user: `${describeProfile(profile)}\n\nWrite the full recipe for ${day} ${meal}: "${planned.name}" (about ${planned.calories} kcal, ${planned.protein} g protein). Why it helps: ${planned.why_helps}\nList every ingredient with a metric quantity and its shopping category, numbered-order instructions, key nutrients and a meal-prep tip.`,
  })
  assertSensible(answer.name.trim().length > 0, 'recipe without a name')
  assertSensible(answer.ingredients.length > 0 && answer.ingredients.every((i) => i.quantity > 0 && i.item.trim()), 'ingredients')
  assertSensible(answer.instructions.length > 0 && answer.instructions.every((s) => s.trim()), 'instructions')
  const n = answer.nutrition
  assertSensible(n.calories > 0 && n.calories < 2000 && n.servings >= 1, 'nutrition')
  assertSensible([n.protein, n.carbs, n.fat, n.fibre, n.calcium, n.prep_time, n.cook_time].every((v) => v >= 0), 'nutrition values')
  return { ...answer, why_helps: claimSafe(answer.why_helps), day, meal_type: meal }
}

/**
 * A model's words with any sentence that makes a claim we may not make
 * taken out (the instruction above asks it not to; this holds it to that).
 */
function claimSafe(text: string): string {
  return withoutUnauthorisedClaims(text) || 'A balanced dish for your week.'
}
