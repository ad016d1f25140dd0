import { describe, expect, it } from 'vitest'

import { INGREDIENTS, type IngredientKey } from '../../app/domain/meal-plans/ingredients'
import { buildBuiltinPlan } from '../../app/domain/meal-plans/planner'
import { buildProfile } from '../../app/domain/meal-plans/profile'
import { mergeShoppingList } from '../../app/domain/meal-plans/shopping-list'
import { PRICE_TABLE_DATE, PRICE_TABLE_SOURCE, PRICES } from '../../app/domain/grocery/prices'
import {
  categoryPackPrice,
  estimatePrice,
  matchIngredient,
  normaliseAmount,
  packsNeeded,
} from '../../app/domain/grocery/pricing'
import { groupByCategory } from '../../app/domain/grocery/items'
import { buildShoppingList, describeAmounts, mergeItems } from '../../app/domain/grocery/priced-list'

const ids = () => {
  let n = 0
  return () => `item-${++n}`
}

describe('the price table', () => {
  it('prices every ingredient of the recipe library, with its source and date', () => {
    expect(Object.keys(PRICES).sort()).toEqual(Object.keys(INGREDIENTS).sort())
    for (const [key, entry] of Object.entries(PRICES)) {
      expect(entry.price, key).toBeGreaterThan(0)
      expect(entry.size, key).toBeGreaterThan(0)
      expect(entry.label, key).toBeTruthy()
      if (entry.unit === 'item') expect(entry.piece, `${key} is counted and needs a piece size`).toBeDefined()
    }
    expect(PRICE_TABLE_SOURCE).toMatch(/UK supermarkets/)
    expect(PRICE_TABLE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('finds each library ingredient by its own name', () => {
    for (const [key, ingredient] of Object.entries(INGREDIENTS)) {
      expect(matchIngredient(ingredient.name), ingredient.name).toBe(key as IngredientKey)
    }
  })

  it('matches the most specific name a planner writes', () => {
    expect(matchIngredient('Smoked salmon')).toBe('smoked_salmon')
    expect(matchIngredient('Salmon fillets')).toBe('salmon')
    expect(matchIngredient('Greek yogurt')).toBe('greek_yoghurt')
    expect(matchIngredient('Cherry tomatoes')).toBe('cherry_tomatoes')
    expect(matchIngredient('Tomatoes')).toBe('tomato')
    expect(matchIngredient('Free-range eggs')).toBe('egg')
    expect(matchIngredient('Lemons')).toBe('lemon_juice')
    expect(matchIngredient('Dragon fruit')).toBeNull()
  })
})

describe('pack rounding', () => {
  const box = PRICES.egg // 6 eggs, an egg about 50 g
  it('buys whole packs, at least one', () => {
    expect(packsNeeded(PRICES.chopped_tomatoes, [normaliseAmount(100, 'g')])).toBe(1)
    expect(packsNeeded(PRICES.chopped_tomatoes, [normaliseAmount(650, 'g')])).toBe(2)
    expect(packsNeeded(PRICES.chopped_tomatoes, [normaliseAmount(800, 'g')])).toBe(2)
    expect(packsNeeded(PRICES.chopped_tomatoes, [normaliseAmount(850, 'g')])).toBe(3)
  })

  it('lets a pack cover 5 % over its size', () => {
    expect(packsNeeded(PRICES.cherry_tomatoes, [normaliseAmount(262, 'g')])).toBe(1)
    expect(packsNeeded(PRICES.cherry_tomatoes, [normaliseAmount(270, 'g')])).toBe(2)
  })

  it('counts eggs whether the plan weighs or counts them', () => {
    expect(packsNeeded(box, [normaliseAmount(350, 'g')])).toBe(2) // 7 eggs
    expect(packsNeeded(box, [normaliseAmount(6, 'item')])).toBe(1)
    expect(packsNeeded(box, [normaliseAmount(7, 'eggs')])).toBe(2)
    expect(estimatePrice('Eggs', 'Dairy & Eggs', [normaliseAmount(7, 'item')])).toEqual({
      estimated_price: 3.2,
      pack: '2 × box of 6 medium free-range eggs',
      price_basis: 'table',
    })
  })

  it('converts kilograms, litres, spoons, cloves and tins', () => {
    expect(packsNeeded(PRICES.carrot, [normaliseAmount(1.5, 'kg')])).toBe(2)
    expect(packsNeeded(PRICES.milk, [normaliseAmount(2, 'litres')])).toBe(2)
    expect(packsNeeded(PRICES.garlic, [normaliseAmount(9, 'g')])).toBe(1)
    expect(packsNeeded(PRICES.garlic, [normaliseAmount(12, 'cloves')])).toBe(2)
    expect(packsNeeded(PRICES.chopped_tomatoes, [normaliseAmount(3, 'tins')])).toBe(3)
    expect(packsNeeded(PRICES.lemon_juice, [normaliseAmount(53, 'ml')])).toBe(2)
    expect(packsNeeded(PRICES.lemon_juice, [normaliseAmount(3, 'item')])).toBe(3)
    expect(packsNeeded(PRICES.olive_oil, [normaliseAmount(2, 'tbsp')])).toBe(1)
  })

  it('reads the units a shopping list counts in', () => {
    expect(packsNeeded(PRICES.milk, [normaliseAmount(3, 'pints')])).toBe(2)
    expect(packsNeeded(PRICES.soya_milk, [normaliseAmount(2, 'litre cartons')])).toBe(2)
    expect(packsNeeded(PRICES.veg_stock, [normaliseAmount(2, 'stock cubes')])).toBe(1)
    expect(packsNeeded(PRICES.celery, [normaliseAmount(3, 'sticks')])).toBe(1)
    expect(packsNeeded(PRICES.ginger, [normaliseAmount(2, 'thumb-sized pieces')])).toBe(1)
    expect(packsNeeded(PRICES.pak_choi, [normaliseAmount(2, 'heads')])).toBe(1)
    expect(packsNeeded(PRICES.rice_cakes, [normaliseAmount(6, 'rice cakes')])).toBe(1)
    expect(packsNeeded(PRICES.spring_onion, [normaliseAmount(4, 'spring onions')])).toBe(1)
    expect(packsNeeded(PRICES.wholemeal_bread, [normaliseAmount(2, 'loaves')])).toBe(2)
    expect(packsNeeded(PRICES.cumin, [normaliseAmount(1, 'jar')])).toBe(1)
    expect(packsNeeded(PRICES.walnuts, [normaliseAmount(2, 'bags')])).toBe(2)
    expect(packsNeeded(PRICES.corn_tortilla, [normaliseAmount(10, 'tortillas')])).toBe(2)
  })

  it('prices loose produce by the piece', () => {
    expect(estimatePrice('Onion', 'Fruit & Vegetables', [normaliseAmount(200, 'g')])).toEqual({
      estimated_price: 0.36,
      pack: '2 × loose onion (about 150 g)',
      price_basis: 'table',
    })
  })

  it('prices a food the table lacks at its aisle’s median pack', () => {
    const estimate = estimatePrice('Dragon fruit', 'Fruit & Vegetables', [normaliseAmount(1, 'item')])
    expect(estimate.price_basis).toBe('category')
    expect(estimate.estimated_price).toBe(categoryPackPrice('Fruit & Vegetables'))
    expect(categoryPackPrice('Other')).toBeGreaterThan(0)
  })
})

describe('merging items', () => {
  it('merges the same food across categories, plurals and units', () => {
    const lines = mergeItems({
      'Dairy & Eggs': [
        { item: 'Eggs', quantity: 100, unit: 'g' },
        { item: 'eggs', quantity: 50, unit: 'g' },
        { item: 'Egg', quantity: 2, unit: 'item' },
      ],
      Other: [{ item: 'Milk', quantity: 0.5, unit: 'l' }],
      '': [{ item: 'Milk', quantity: 250, unit: 'ml' }, { item: 'Saffron', quantity: 1, unit: 'g' }],
      Skipped: [{ item: '', quantity: 1, unit: 'g' }, { item: 'Nothing', quantity: 0, unit: 'g' }],
    })
    expect(lines.map((l) => ({ name: l.name, category: l.category, amounts: l.amounts, quantity: describeAmounts(l) }))).toEqual([
      { name: 'Eggs', category: 'Dairy & Eggs', amounts: [{ amount: 150, unit: 'g' }, { amount: 2, unit: 'item' }], quantity: '150 g + 2' },
      { name: 'Milk', category: 'Other', amounts: [{ amount: 750, unit: 'ml' }], quantity: '750 ml' },
      { name: 'Saffron', category: 'Other', amounts: [{ amount: 1, unit: 'g' }], quantity: '1 g' },
    ])
  })

  it('keeps the plan’s own unit words', () => {
    const [eggs, milk, garlic] = mergeItems({
      'Dairy & Eggs': [
        { item: 'Eggs', quantity: 1, unit: 'egg' },
        { item: 'Eggs', quantity: 3, unit: 'eggs' },
        { item: 'Semi-skimmed milk', quantity: 1, unit: 'pint' },
      ],
      'Fruit & Vegetables': [{ item: 'Garlic', quantity: 1, unit: 'clove' }],
    })
    expect(describeAmounts(eggs)).toBe('4 eggs')
    expect(eggs.amounts).toEqual([{ amount: 4, unit: 'item', subunit: 'egg' }])
    expect(describeAmounts(milk)).toBe('1 pint')
    expect(milk.amounts).toEqual([{ amount: 568, unit: 'ml' }])
    expect(describeAmounts(garlic)).toBe('1 clove')
  })

  it('builds a priced list with ids, quantities in words and the total', () => {
    const draft = buildShoppingList(
      {
        'Dairy & Eggs': [{ item: 'Eggs', quantity: 350, unit: 'g' }],
        'Tins, Pulses & Dried Fruit': [{ item: 'Chopped tomatoes (tinned)', quantity: 650, unit: 'g' }],
        Mystery: [{ item: 'Carrots', quantity: 1200, unit: 'g' }],
      },
      ids(),
    )
    expect(draft.items).toEqual([
      { id: 'item-1', name: 'Eggs', quantity: '350 g', category: 'Dairy & Eggs', completed: false, estimated_price: 3.2, pack: '2 × box of 6 medium free-range eggs', price_basis: 'table' },
      { id: 'item-2', name: 'Chopped tomatoes (tinned)', quantity: '650 g', category: 'Tins, Pulses & Dried Fruit', completed: false, estimated_price: 0.9, pack: '2 × 400 g tin', price_basis: 'table' },
      { id: 'item-3', name: 'Carrots', quantity: '1.2 kg', category: 'Mystery', completed: false, estimated_price: 1.2, pack: '2 × 1 kg bag', price_basis: 'table' },
    ])
    expect(draft.total_estimated_cost).toBe(5.3)
    expect(groupByCategory(draft.items).map(([c]) => c)).toEqual(['Dairy & Eggs', 'Tins, Pulses & Dried Fruit', 'Mystery'])
  })

  it('prices a real built-in week from the table alone', () => {
    const plan = buildBuiltinPlan(buildProfile({ responses: null, checkins: [], seed: 'shopper' }))
    const draft = buildShoppingList(mergeShoppingList(plan.recipes), ids())
    expect(draft.items.length).toBeGreaterThan(30)
    expect(draft.items.every((i) => i.price_basis === 'table')).toBe(true)
    // A week's groceries for one, whole packs: tens of pounds, not pennies or hundreds.
    expect(draft.total_estimated_cost).toBeGreaterThan(40)
    expect(draft.total_estimated_cost).toBeLessThan(200)
  })
})
