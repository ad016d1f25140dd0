import { MEAL_PLAN_DAYS, MEAL_TYPES } from '../constants'
import type { Allergen } from './allergen-names'

/**
 * The shapes both planners produce (spec doc 1 §3 "Meal plan", "Recipe").
 * Times are minutes; calories kcal; protein, carbs, fat and fibre grams;
 * calcium milligrams.
 */
export type Day = (typeof MEAL_PLAN_DAYS)[number]
export type MealType = (typeof MEAL_TYPES)[number]

export interface OverviewMeal {
  name: string
  calories: number
  protein: number
  prep_time: number
  why_helps: string
}

export type WeeklyOverview = Record<Day, Record<MealType, OverviewMeal>>

export interface ShoppingItem {
  item: string
  quantity: number
  unit: string
}

/** Keyed by category, in aisle order. */
export type ShoppingList = Record<string, ShoppingItem[]>

export interface PlanData {
  client_summary: string
  weekly_overview: WeeklyOverview
  shopping_list: ShoppingList
}

export interface RecipeIngredient {
  item: string
  quantity: number
  unit: 'g' | 'ml' | 'item'
  category: string
  /** A household measure, e.g. '2 medium eggs'. */
  note: string | null
  /** The allergens this ingredient contains (allergens.ts), added when a plan is read. */
  allergens?: Allergen[]
  /** The allergens it may hold, by brand ("May contain"), added when a plan is read. */
  may_contain?: Allergen[]
}

export interface RecipeNutrition {
  servings: number
  prep_time: number
  cook_time: number
  calories: number
  protein: number
  carbs: number
  fat: number
  fibre: number
  calcium: number
}

export interface Recipe {
  day: Day
  meal_type: MealType
  name: string
  why_helps: string
  ingredients: RecipeIngredient[]
  instructions: string[]
  nutrition: RecipeNutrition
  key_nutrients: string[]
  meal_prep_tip: string
  /** The allergens of UK and EU law its ingredients contain (allergens.ts), added when a plan is read. */
  allergens?: Allergen[]
  /** The allergens its ingredients may hold, by brand, beyond those it contains. */
  may_contain?: Allergen[]
}

/** Vegan implies vegetarian and dairy-free; pescatarian allows fish and seafood but no meat. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free'] as const
export type Diet = (typeof DIETS)[number]

/** What a plan is personalised for: read from the latest assessment and recent check-ins. */
export const CONCERNS = ['hot_flushes', 'sleep', 'energy', 'stress', 'mood', 'bones'] as const
export type Concern = (typeof CONCERNS)[number]

export interface CheckinAverages {
  count: number
  energy_level: number
  sleep_quality: number
  stress_level: number
  mood: number
}

export interface MealPlanProfile {
  diets: Diet[]
  /** Her allergens (food preferences): never in a plan made for her. Absent in plans made before they existed. */
  allergens?: Allergen[]
  /** Other foods she does not eat (food preferences). */
  avoid?: string[]
  /** 0–1 per concern; absent means not reported. */
  concerns: Partial<Record<Concern, number>>
  /** Symptom ids the customer reported, most severe first (for the summary). */
  symptoms: string[]
  /** The health priorities she chose (top_six_priorities, or the simplified form's top_priorities). */
  priorities?: string[]
  checkins: CheckinAverages | null
  /**
   * Her comprehensive assessment records breast cancer (now or in the past):
   * phytoestrogen-rich foods are not favoured for hot flushes and no reason
   * says they ease them (NICE NG101). Absent on plans made before this rule.
   */
  breast_cancer?: boolean
  /** Varies the plan between a customer's plans; same seed and profile, same plan. */
  seed: string
}

export function emptyWeek<T>(make: (day: Day, meal: MealType) => T): Record<Day, Record<MealType, T>> {
  return Object.fromEntries(
    MEAL_PLAN_DAYS.map((day) => [day, Object.fromEntries(MEAL_TYPES.map((meal) => [meal, make(day, meal)]))]),
  ) as Record<Day, Record<MealType, T>>
}
