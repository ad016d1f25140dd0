import { describe, expect, it } from 'vitest'

import { INGREDIENTS, SHOPPING_CATEGORIES } from '~/domain/meal-plans/ingredients'
import { averageCheckins, buildProfile, dietsFromResponses, symptomsFromResponses } from '~/domain/meal-plans/profile'
import { shopUnitFor } from '~/domain/meal-plans/shop-units'
import { formatQuantity, mergeShoppingList } from '~/domain/meal-plans/shopping-list'
import type { RecipeIngredient } from '~/domain/meal-plans/types'

const ing = (item: string, quantity: number, unit: RecipeIngredient['unit'], category: string): RecipeIngredient => ({
  item,
  quantity,
  unit,
  category,
  note: null,
})

describe('shopping list merge', () => {
  it('sums the same item and unit across the week and groups by category in aisle order', () => {
    const list = mergeShoppingList([
      { ingredients: [ing('Eggs', 100, 'g', 'Dairy & Eggs'), ing('Porridge oats', 50, 'g', 'Bread & Grains')] },
      { ingredients: [ing('eggs ', 50, 'g', 'Dairy & Eggs'), ing('Baby spinach', 40, 'g', 'Fruit & Vegetables')] },
      { ingredients: [ing('Semi-skimmed milk', 150, 'ml', 'Dairy & Eggs'), ing('Semi-skimmed milk', 20, 'ml', 'Dairy & Eggs')] },
    ])
    expect(Object.keys(list)).toEqual(['Fruit & Vegetables', 'Dairy & Eggs', 'Bread & Grains'])
    expect(list['Dairy & Eggs']).toEqual([
      { item: 'Eggs', quantity: 3, unit: 'eggs' },
      { item: 'Semi-skimmed milk', quantity: 1, unit: 'pint' },
    ])
    expect(list['Fruit & Vegetables']).toEqual([{ item: 'Baby spinach', quantity: 40, unit: 'g' }])
  })

  it('counts countable things and sells the rest by the jar, bottle, tin or weight', () => {
    const list = mergeShoppingList([
      {
        ingredients: [
          ing('Garlic', 6, 'g', 'Fruit & Vegetables'),
          ing('Garlic', 3, 'g', 'Fruit & Vegetables'),
          ing('Lemon juice (fresh lemons)', 45, 'ml', 'Fruit & Vegetables'),
          ing('Chickpeas (tinned, drained)', 250, 'g', 'Tins, Pulses & Dried Fruit'),
          ing('Ground cinnamon', 3, 'g', 'Oils, Herbs & Spices'),
          ing('Olive oil', 10, 'ml', 'Oils, Herbs & Spices'),
          ing('Eggs', 50, 'g', 'Dairy & Eggs'),
          ing('Salmon fillet', 130, 'g', 'Meat & Fish'),
        ],
      },
    ])
    expect(list['Fruit & Vegetables']).toEqual([
      { item: 'Garlic', quantity: 3, unit: 'cloves' },
      { item: 'Lemons', quantity: 2, unit: 'lemons' },
    ])
    expect(list['Tins, Pulses & Dried Fruit']).toEqual([{ item: 'Chickpeas (tinned, drained)', quantity: 2, unit: 'tins' }])
    expect(list['Oils, Herbs & Spices']).toEqual([
      { item: 'Ground cinnamon', quantity: 1, unit: 'jar' },
      { item: 'Olive oil', quantity: 1, unit: 'bottle' },
    ])
    expect(list['Dairy & Eggs']).toEqual([{ item: 'Eggs', quantity: 1, unit: 'egg' }])
    expect(list['Meat & Fish']).toEqual([{ item: 'Salmon fillet', quantity: 130, unit: 'g' }])
    expect(formatQuantity(list['Fruit & Vegetables'][0])).toBe('3 cloves')
  })

  it('knows how every store-cupboard ingredient is sold, so no list asks for 3 g of anything', () => {
    for (const [key, ingredient] of Object.entries(INGREDIENTS)) {
      if (ingredient.category !== 'Oils, Herbs & Spices' && ingredient.category !== 'Nuts & Seeds') continue
      expect(shopUnitFor(ingredient.name), key).not.toBeNull()
    }
  })

  it('keeps different units apart and puts unknown categories last', () => {
    const list = mergeShoppingList([
      { ingredients: [ing('Lemons', 1, 'item', 'Zesty things'), ing('Lemons', 30, 'g', 'Fruit & Vegetables')] },
      { ingredients: [ing('Lemons', 0.5, 'item', 'Zesty things')] },
    ])
    expect(Object.keys(list)).toEqual(['Fruit & Vegetables', 'Zesty things'])
    expect(list['Zesty things']).toEqual([{ item: 'Lemons', quantity: 1.5, unit: 'item' }])
    expect(SHOPPING_CATEGORIES[0]).toBe('Fruit & Vegetables')
  })

  it('rounds grams up and shows kilograms and litres for large amounts', () => {
    const list = mergeShoppingList([{ ingredients: [ing('Oats', 0.4, 'g', 'Bread & Grains'), ing('Oats', 0.4, 'g', 'Bread & Grains')] }])
    expect(list['Bread & Grains'][0].quantity).toBe(1)
    expect(formatQuantity({ item: 'Milk', quantity: 1450, unit: 'ml' })).toBe('1.5 litres')
    expect(formatQuantity({ item: 'Oats', quantity: 350, unit: 'g' })).toBe('350 g')
    expect(formatQuantity({ item: 'Oats', quantity: 1200, unit: 'g' })).toBe('1.2 kg')
  })
})

describe('personalisation from the assessment and check-ins', () => {
  it('reads dietary needs from diet_plan, whatever their wording', () => {
    expect(dietsFromResponses({ diet_plan: ['Vegan'] })).toEqual(['dairy_free', 'vegan', 'vegetarian'])
    expect(dietsFromResponses({ diet_plan: ['Gluten-free', 'Lactose intolerant'] })).toEqual(['dairy_free', 'gluten_free'])
    expect(dietsFromResponses({ diet_plan: 'vegetarian' })).toEqual(['vegetarian'])
    expect(dietsFromResponses({ diet_plan: ['Mediterranean', 'Other'] })).toEqual([])
    expect(dietsFromResponses({ diet_plan: 42, dietary_needs: [null, 7] })).toEqual([])
  })

  it('turns reported symptoms into concerns weighted by severity', () => {
    const reading = symptomsFromResponses({
      hot_flushes: { experienced: true, severity: 8 },
      night_sweats: { experienced: true, severity: 5 },
      difficulty_sleeping: { experienced: false, severity: 0 },
      lack_of_energy: { experienced: true },
      anxious_nervous: 'yes please',
      stress_level: 5,
    })
    expect(reading.concerns).toEqual({ hot_flushes: 0.8, energy: 0.3, stress: 5 / 6 })
    expect(reading.symptoms).toEqual(['hot_flushes', 'night_sweats', 'lack_of_energy'])
  })

  it('averages recent check-ins and flags poor sleep, low energy and high stress', () => {
    const checkins = [
      { energy_level: 3, sleep_quality: 4, stress_level: 8, mood: 6 },
      { energy_level: 4, sleep_quality: 2, stress_level: 7, mood: 7 },
    ]
    expect(averageCheckins(checkins)).toEqual({ count: 2, energy_level: 3.5, sleep_quality: 3, stress_level: 7.5, mood: 6.5 })
    const profile = buildProfile({ responses: null, checkins, seed: 's' })
    expect(profile.concerns).toEqual({ sleep: 0.8, energy: 0.75, stress: 0.75 })
    expect(profile.diets).toEqual([])
  })

  it('copes with no assessment and no check-ins', () => {
    expect(buildProfile({ responses: null, checkins: [], seed: 's' })).toEqual({
      diets: [],
      concerns: {},
      symptoms: [],
      checkins: null,
      seed: 's',
    })
  })
})
