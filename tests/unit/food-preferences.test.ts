import { describe, expect, it } from 'vitest'

import { affectedRecipes, changesSince, changeWords, conflictPhrase, hasChanges } from '~/domain/food-preferences/changes'
import { assessmentOffer, effectivePreferences, normalisePreferences, preferencesFromForm } from '~/domain/food-preferences/preferences'
import { foodPreferencesUpdateSchema } from '~/domain/food-preferences/schemas'
import { describeIssue } from '~/lib/http.server'

const detailOf = (body: unknown) => {
  const parsed = foodPreferencesUpdateSchema.safeParse(body)
  return parsed.success ? null : describeIssue(parsed.error)
}

describe('PUT /api/user/food-preferences: what it accepts', () => {
  it('takes any of diets, allergens and avoid; each key optional', () => {
    expect(foodPreferencesUpdateSchema.parse({})).toEqual({})
    expect(foodPreferencesUpdateSchema.parse({ diets: ['vegan'], allergens: ['peanuts', 'tree_nuts'], avoid: [' mushrooms '] })).toEqual({
      diets: ['vegan'],
      allergens: ['peanuts', 'tree_nuts'],
      avoid: ['mushrooms'],
    })
  })

  it('names the bad value: an unknown diet or allergen code', () => {
    expect(detailOf({ diets: ['vegetarian', 'keto'] })).toBe(
      'diets.1: Unknown diet "keto"; use one of vegetarian, vegan, pescatarian, gluten_free, dairy_free',
    )
    expect(detailOf({ allergens: ['nuts'] })).toMatch(/^allergens\.0: Unknown allergen "nuts"; use one of celery, gluten, .*tree_nuts$/)
    expect(detailOf({ allergens: 'peanuts' })).toBe('allergens: allergens must be a list')
  })

  it('refuses an empty or over-long food to avoid, or more than 20, and unknown keys', () => {
    expect(detailOf({ avoid: ['mushrooms', '   '] })).toBe('avoid.1: A food to avoid cannot be empty')
    expect(detailOf({ avoid: ['x'.repeat(61)] })).toBe(`avoid.0: "${'x'.repeat(40)}…" is longer than 60 characters`)
    expect(detailOf({ avoid: ['x'.repeat(60)] })).toBeNull()
    expect(detailOf({ avoid: Array.from({ length: 21 }, (_, i) => `food ${i}`) })).toBe('avoid: At most 20 foods to avoid')
    expect(detailOf({ avoid: Array.from({ length: 20 }, (_, i) => `food ${i}`) })).toBeNull()
    expect(detailOf({ avoid: [42] })).toBe('avoid.0: Each food to avoid must be text')
    expect(detailOf({ allergies: ['peanuts'] })).toMatch(/allergies/)
  })

  it('keeps each allergen once in the law’s order, vegan with vegetarian and dairy-free, each food once whatever its case or plural', () => {
    expect(normalisePreferences({ diets: ['vegan'], allergens: ['tree_nuts', 'celery', 'tree_nuts'], avoid: ['Mushrooms', 'mushroom', 'coriander'] })).toEqual({
      diets: ['dairy_free', 'vegan', 'vegetarian'],
      allergens: ['celery', 'tree_nuts'],
      avoid: ['Mushrooms', 'coriander'],
    })
    expect(normalisePreferences({ avoid: [] })).toEqual({ avoid: [] })
  })

  it('reads a form: checkboxes and one field per food', () => {
    const form = new FormData()
    form.append('diets', 'vegetarian')
    form.append('allergens', 'peanuts')
    form.append('allergens', 'sesame')
    form.append('avoid', 'mushrooms')
    expect(preferencesFromForm(form)).toEqual({ diets: ['vegetarian'], allergens: ['peanuts', 'sesame'], avoid: ['mushrooms'] })
  })
})

describe('her preferences before and after she sets them', () => {
  const vegetarian = { diet_plan: ['Vegetarian'], 'diet_plan-other-text': 'Severe peanut and tree nut allergy, also sesame' }

  it('defaults: the diets of her latest assessment, no allergens, nothing avoided', () => {
    expect(effectivePreferences(null, vegetarian)).toEqual({ diets: ['vegetarian'], allergens: [], avoid: [] })
    expect(effectivePreferences(null, null)).toEqual({ diets: [], allergens: [], avoid: [] })
    expect(effectivePreferences(null, { diet_plan: ['Vegan (plant-based)'] }).diets).toEqual(['dairy_free', 'vegan', 'vegetarian'])
  })

  it('her own choice of diets replaces the assessment’s once made, even an empty one', () => {
    expect(effectivePreferences({ diets: [], diets_chosen: true, allergens: ['milk'], avoid: ['kale'] }, vegetarian)).toEqual({
      diets: [],
      allergens: ['milk'],
      avoid: ['kale'],
    })
    expect(effectivePreferences({ diets: ['pescatarian'], diets_chosen: false, allergens: [] }, vegetarian).diets).toEqual(['vegetarian'])
  })

  it('ignores anything malformed in a stored record', () => {
    expect(effectivePreferences({ diets: ['keto'], diets_chosen: true, allergens: ['nuts', 'sesame'], avoid: 'kale' }, null)).toEqual({
      diets: [],
      allergens: ['sesame'],
      avoid: [],
    })
  })

  it('offers the allergy words of the "Other" box until she answers; never applies them itself', () => {
    expect(assessmentOffer(vegetarian, { allergens: [], answeredNote: null })).toEqual({
      text: 'Severe peanut and tree nut allergy, also sesame',
      allergens: ['peanuts', 'sesame', 'tree_nuts'],
    })
    // Only what she has not set already.
    expect(assessmentOffer(vegetarian, { allergens: ['peanuts', 'sesame'], answeredNote: null })?.allergens).toEqual(['tree_nuts'])
    expect(assessmentOffer(vegetarian, { allergens: ['peanuts', 'sesame', 'tree_nuts'], answeredNote: null })).toBeNull()
    // Answered (yes or no) for this text: not again; a new text is offered again.
    expect(assessmentOffer(vegetarian, { allergens: [], answeredNote: vegetarian['diet_plan-other-text'] })).toBeNull()
    expect(assessmentOffer({ ...vegetarian, 'diet_plan-other-text': 'Also coeliac now' }, { allergens: [], answeredNote: vegetarian['diet_plan-other-text'] })?.allergens).toEqual(['gluten'])
    expect(assessmentOffer({ diet_plan: ['Other'], 'diet_plan-other-text': 'Mediterranean' }, { allergens: [], answeredNote: null })).toBeNull()
    expect(assessmentOffer(null, { allergens: [], answeredNote: null })).toBeNull()
  })
})

describe('a plan made before she told us', () => {
  const made = { diets: ['vegetarian' as const], allergens: ['milk' as const], avoid: ['kale'] }

  it('lists only what she has added since', () => {
    const changes = changesSince(made, { diets: ['vegan', 'vegetarian', 'dairy_free'], allergens: ['milk', 'peanuts'], avoid: ['Kale', 'mushrooms'] })
    expect(changes).toEqual({ allergens: ['peanuts'], diets: ['dairy_free', 'vegan'], avoid: ['mushrooms'] })
    expect(changeWords(changes)).toEqual(['peanuts', 'dairy-free', 'vegan', 'mushrooms'])
    expect(hasChanges(changesSince(made, { diets: [], allergens: [], avoid: [] }))).toBe(false)
    expect(hasChanges(changesSince({ diets: [], allergens: [], avoid: [] }, { diets: [], allergens: ['sesame'], avoid: [] }))).toBe(true)
  })

  it('marks the recipes that hold what she added, and says what', () => {
    const recipes = [
      { day: 'monday' as const, meal_type: 'breakfast' as const, ingredients: [{ item: 'Peanut butter' }, { item: 'Wholemeal bread' }] },
      { day: 'monday' as const, meal_type: 'lunch' as const, ingredients: [{ item: 'Chestnut mushrooms' }, { item: 'Eggs' }] },
      { day: 'monday' as const, meal_type: 'dinner' as const, ingredients: [{ item: 'Lentils' }] },
    ]
    const marked = affectedRecipes(recipes as never, { allergens: ['peanuts'], diets: ['vegan'], avoid: ['mushrooms'] })
    expect(Object.keys(marked)).toEqual(['monday|breakfast', 'monday|lunch'])
    expect(conflictPhrase(marked['monday|breakfast'])).toBe('has peanuts')
    expect(conflictPhrase(marked['monday|lunch'])).toBe('has mushrooms and is not vegan')
  })
})
