import { describe, expect, it } from 'vitest'

import { ALLERGENS, allergensMentionedIn, allergensOf, allergensOfFood, flagsOfFood, normaliseFood, type Allergen, type FoodFlag } from '~/domain/meal-plans/allergens'
import { INGREDIENTS, type IngredientKey } from '~/domain/meal-plans/ingredients'
import { avoidedIn, conflictsOf, isEmptyConflict, withImpliedDiets } from '~/domain/meal-plans/restrictions'

/**
 * The one ingredient→allergen table (app/domain/meal-plans/allergens.ts):
 * the 14 allergens of UK and EU food law with their common and hidden
 * sources, foods that sound like one but are not, the words of a free-text
 * note, and the foods she avoids, matched case-blind, singular or plural.
 */
const SOURCES: Record<Allergen, { contains: string[]; not: string[] }> = {
  celery: {
    contains: ['Celery', 'Celeriac', 'Vegetable stock', 'Chicken stock cube', 'Celery salt', 'Gravy granules', 'Vegetable bouillon powder'],
    not: ['Fennel', 'Cucumber', 'Leek'],
  },
  gluten: {
    contains: ['Wholemeal bread', 'Soy sauce', 'Pearl barley', 'Porridge oats', 'Spelt flour', 'Couscous', 'Worcestershire sauce', 'Rye crispbread', 'Kamut', 'Bulgur wheat', 'Malt vinegar', 'Egg noodles', 'Barley miso'],
    not: ['Rice noodles', 'Corn tortillas', 'Buckwheat groats', 'Gluten-free oats', 'Tamari (gluten-free soy sauce)', 'Gram flour', 'Brown rice cakes', 'Quinoa', 'Cornflour'],
  },
  crustaceans: {
    contains: ['Raw king prawns', 'Crab meat', 'Thai red curry paste', 'Shrimp paste', 'Lobster tails', 'Langoustines', 'Mixed seafood'],
    not: ['Salmon fillet', 'Mussels', 'Chickpeas'],
  },
  eggs: {
    contains: ['Eggs', 'Mayonnaise', 'Egg noodles', 'Fresh egg pasta', 'Meringue nests', 'Free-range egg yolks', 'Hollandaise sauce'],
    not: ['Aubergine', 'Eggplant', 'Vegan mayonnaise', 'Dried spaghetti'],
  },
  fish: {
    contains: ['Worcestershire sauce', 'Thai fish sauce', 'Anchovy fillets', 'Smoked salmon', 'Caesar dressing', 'Tinned sardines', 'Tuna steak'],
    not: ['Raw king prawns', 'Shellfish stock', 'Fish-free Worcestershire-style sauce (vegan)'],
  },
  lupin: { contains: ['Lupin flour', 'Lupini beans', 'Lupin seeds'], not: ['Lentils', 'Chickpea flour'] },
  milk: {
    contains: ['Semi-skimmed milk', 'Pesto', 'Butter', 'Greek yoghurt', 'Ghee', 'Dark chocolate', 'Naan bread', 'Whey protein', 'Lactose-free milk', 'Parmesan', 'Crème fraîche', 'Single cream'],
    not: ['Coconut milk', 'Soya milk', 'Peanut butter', 'Butter beans', 'Cocoa butter', 'Oat milk', 'Dairy-free cheese', 'Almond yoghurt', 'Butternut squash', 'Coconut cream'],
  },
  molluscs: {
    contains: ['Oyster sauce', 'Mussels', 'Squid rings', 'Scallops', 'Calamari', 'Octopus'],
    not: ['Oyster mushrooms', 'Prawns'],
  },
  mustard: {
    contains: ['Dijon mustard', 'Mayonnaise', 'Mild curry powder', 'Piccalilli', 'French vinaigrette', 'Wholegrain mustard', 'Mustard seeds'],
    not: ['Turmeric', 'Rapeseed oil'],
  },
  peanuts: {
    contains: ['Peanut butter', 'Satay sauce', 'Groundnut oil', 'Salted peanuts', 'Monkey nuts', 'Mixed nuts'],
    not: ['Almonds', 'Pine nuts', 'Sunflower seeds'],
  },
  sesame: {
    contains: ['Hummus', 'Tahini', 'Toasted sesame oil', 'Halva', "Za'atar", 'Houmous', 'Sesame seeds'],
    not: ['Sunflower seeds', 'Chickpeas (tinned, drained)'],
  },
  soya: {
    contains: ['Soy sauce', 'Firm tofu', 'Tempeh', 'Edamame beans', 'Miso paste', 'Soya milk', 'Soya yoghurt', 'Tamari'],
    not: ['Chickpeas', 'Coconut yoghurt', 'Sunflower lecithin'],
  },
  sulphites: {
    contains: ['Dried apricots', 'White wine', 'Balsamic vinegar', 'Sultanas', 'Red wine vinegar', 'Raisins', 'Pork sausages'],
    not: ['Fresh apricots', 'Blackcurrants', 'Medjool dates', 'Lemon juice (fresh lemons)'],
  },
  tree_nuts: {
    contains: ['Almonds', 'Pesto', 'Cashew nuts', 'Walnut halves', 'Marzipan', 'Brazil nuts', 'Pistachios', 'Hazelnuts', 'Almond milk', 'Flaked almonds', 'Macadamia nuts', 'Pecans'],
    not: ['Nutmeg', 'Butternut squash', 'Coconut milk', 'Pine nuts', 'Water chestnuts', 'Chestnut mushrooms', 'Peanut butter', 'Nut-free pesto'],
  },
}

describe('the allergen table: every allergen of UK and EU law with its common and hidden sources', () => {
  it('covers the 14 allergens, each with at least three sources', () => {
    expect([...ALLERGENS].sort()).toEqual(Object.keys(SOURCES).sort())
    expect(ALLERGENS).toHaveLength(14)
    for (const allergen of ALLERGENS) expect(SOURCES[allergen].contains.length, allergen).toBeGreaterThanOrEqual(3)
  })

  it.each(ALLERGENS.map((a) => [a]))('%s: found in its sources, not in foods that only sound like them', (allergen) => {
    for (const food of SOURCES[allergen].contains) expect(allergensOfFood(food), `${food} contains ${allergen}`).toContain(allergen)
    for (const food of SOURCES[allergen].not) expect(allergensOfFood(food), `${food} does not contain ${allergen}`).not.toContain(allergen)
  })

  it('is case-blind and reads plurals, accents and punctuation', () => {
    expect(allergensOfFood('ALMONDS')).toEqual(['tree_nuts'])
    expect(allergensOfFood('almond')).toEqual(['tree_nuts'])
    expect(allergensOfFood('Pâté of mushrooms (vegan)')).toEqual([])
    expect(allergensOfFood('cashew-nut butter')).toEqual(expect.arrayContaining(['tree_nuts']))
    expect(normaliseFood('Cherry Tomatoes')).toBe('cherry tomato')
    expect(normaliseFood('Berries')).toBe('berry')
    expect(normaliseFood('Hummus')).toBe('hummus')
  })

  it('drops an allergen a name says the food is free from, as a label would (wheat-free is not gluten-free)', () => {
    expect(allergensOfFood('Gluten-free bread')).toEqual([])
    expect(allergensOfFood('Dairy-free chocolate')).toEqual(['soya'])
    expect(allergensOfFood('Wheat-free bread')).toContain('gluten')
    expect(allergensOfFood('Pesto, free from nuts')).toEqual(['milk'])
  })

  it('gives a recipe the allergens of all its ingredients, in the law’s order', () => {
    expect(allergensOf([{ item: 'Walnuts' }, { item: 'Greek yoghurt' }, { item: 'Porridge oats' }])).toEqual(['gluten', 'milk', 'tree_nuts'])
    expect(allergensOf([{ item: 'Apples' }])).toEqual([])
  })
})

/** What every built-in ingredient's label would declare; every other one declares nothing. */
const BUILT_IN: Partial<Record<IngredientKey, FoodFlag[]>> = {
  celery: ['celery'],
  veg_stock: ['celery'],
  edamame: ['soya'],
  tofu: ['soya'],
  tempeh: ['soya'],
  soya_milk: ['soya'],
  soya_yoghurt: ['soya'],
  miso: ['gluten', 'soya'],
  tamari: ['soya'],
  dark_chocolate: ['milk', 'soya'],
  chicken_breast: ['meat'],
  turkey_mince: ['meat'],
  beef_mince: ['meat'],
  salmon: ['fish'],
  mackerel: ['fish'],
  sardines: ['fish'],
  tuna: ['fish'],
  cod: ['fish'],
  trout: ['fish'],
  smoked_salmon: ['fish'],
  tinned_salmon: ['fish'],
  prawns: ['crustaceans'],
  egg: ['eggs'],
  milk: ['milk'],
  greek_yoghurt: ['milk'],
  natural_yoghurt: ['milk'],
  cottage_cheese: ['milk'],
  cheddar: ['milk'],
  mozzarella: ['milk'],
  feta: ['milk'],
  parmesan: ['milk'],
  ricotta: ['milk'],
  kefir: ['milk'],
  hummus: ['sesame'],
  tahini: ['sesame'],
  sesame_oil: ['sesame'],
  sesame_seeds: ['sesame'],
  oats: ['gluten'],
  wholewheat_pasta: ['gluten'],
  bulgur: ['gluten'],
  pearl_barley: ['gluten'],
  wholemeal_bread: ['gluten'],
  rye_bread: ['gluten'],
  rye_crispbread: ['gluten'],
  wholemeal_pitta: ['gluten'],
  wholemeal_roll: ['gluten'],
  walnuts: ['tree_nuts'],
  almonds: ['tree_nuts'],
  cashews: ['tree_nuts'],
  brazil_nuts: ['tree_nuts'],
  almond_butter: ['tree_nuts'],
  peanut_butter: ['peanuts'],
  dried_apricots: ['sulphites'],
  raisins: ['sulphites'],
  balsamic: ['sulphites'],
  // Dijon is made with white wine or vinegar and usually sodium metabisulphite.
  mustard: ['mustard', 'sulphites'],
  curry_powder: ['mustard'],
  honey: ['honey'],
}

describe('the built-in ingredients, read through the same table', () => {
  it.each(Object.keys(INGREDIENTS).map((k) => [k]))('%s', (key) => {
    const ingredient = INGREDIENTS[key as IngredientKey]
    expect([...flagsOfFood(ingredient.name)].sort()).toEqual([...(BUILT_IN[key as IngredientKey] ?? [])].sort())
  })
})

describe('the foods she avoids: case-blind, singular or plural, whole words', () => {
  it('matches her words in ingredient names', () => {
    expect(avoidedIn('mushrooms', 'Chestnut mushroom')).toBe(true)
    expect(avoidedIn('Mushroom', 'MUSHROOMS')).toBe(true)
    expect(avoidedIn('tomato', 'Cherry tomatoes')).toBe(true)
    expect(avoidedIn('tomatoes', 'Tomato purée')).toBe(true)
    expect(avoidedIn('berries', 'Mixed berry compote')).toBe(true)
    expect(avoidedIn('coriander', 'Fresh coriander')).toBe(true)
    expect(avoidedIn('  Coriander ', 'Fresh coriander')).toBe(true)
    expect(avoidedIn('red onion', 'Red onions')).toBe(true)
  })

  it('does not match inside another word or a different food', () => {
    expect(avoidedIn('pea', 'Chickpeas')).toBe(false)
    expect(avoidedIn('onion', 'Spring onions (green)')).toBe(true)
    expect(avoidedIn('red onion', 'Onion')).toBe(false)
    expect(avoidedIn('walnuts', 'Almonds')).toBe(false)
    expect(avoidedIn('oats', 'Goat’s cheese')).toBe(false)
    expect(avoidedIn('', 'Anything')).toBe(false)
  })

  it('an allergen’s or a diet’s own word also means the foods that hide it', () => {
    expect(avoidedIn('eggs', 'Mayonnaise')).toBe(true)
    expect(avoidedIn('celery', 'Vegetable stock')).toBe(true)
    expect(avoidedIn('nuts', 'Pesto')).toBe(true)
    expect(avoidedIn('nuts', 'Peanut butter')).toBe(true)
    expect(avoidedIn('dairy', 'Greek yoghurt')).toBe(true)
    expect(avoidedIn('meat', 'Chicken breast')).toBe(true)
    expect(avoidedIn('walnuts', 'Pesto')).toBe(false)
  })

  it('an allergen’s word in her list keeps out what may contain it by brand, as an allergy does', () => {
    expect(avoidedIn('fish', 'Thai green curry paste')).toBe(true)
    expect(avoidedIn('sulphites', 'Frozen prawns')).toBe(true)
    expect(avoidedIn('gluten', 'Vegetable stock')).toBe(true)
    expect(avoidedIn('sesame', 'Wholemeal bagel')).toBe(true)
  })

  // A second round of her own words, written apart from the first: each family, and what it must leave alone.
  it.each([
    ['oily fish', ['Salmon fillet', 'Mackerel fillet', 'Sardines', 'Rainbow trout fillet', 'Kippers', 'Herring', 'Anchovies', 'Pilchards'], ['Cod fillet', 'Raw king prawns']],
    ["cow's milk", ['Semi-skimmed milk', 'Whole milk', 'Butter', 'Mature cheddar', 'Greek yoghurt', 'Crème fraîche'], ['Soya milk (unsweetened)', 'Coconut milk (tinned)']],
    ['cows milk products', ['Semi-skimmed milk', 'Natural yoghurt'], ['Oat drink']],
    ['nightshades', ['Tomatoes', 'Potatoes', 'Red pepper', 'Aubergine', 'Chilli flakes', 'Smoked paprika', 'Cayenne pepper'], ['Black pepper', 'Courgette', 'Carrots']],
    ['spicy food', ['Chilli flakes', 'Sriracha', 'Harissa paste', 'Jalapeños', 'Cayenne pepper', 'Hot curry paste'], ['Ginger', 'Cinnamon']],
    ['red meat', ['Lean beef mince (5% fat)', 'Lamb chops', 'Pork sausages', 'Bacon', 'Steak and kidney pie'], ['Kidney beans (tinned, drained)', 'Chicken breast (skinless)', 'Salmon fillet']],
    ['shellfish', ['Mussels', 'Crab meat', 'Squid rings', 'Scallops', 'Cooked prawns', 'Shrimp', 'Oyster sauce'], ['Cod fillet']],
    ['pork', ['Smoked back bacon', 'Parma ham', 'Chorizo', 'Pork sausages', 'Pancetta', 'Gammon steak', 'Salami'], ['Chicken breast (skinless)']],
  ] as const)('"%s" keeps out its family and leaves the rest', (avoid, out, kept) => {
    for (const food of out) expect(avoidedIn(avoid, food), food).toBe(true)
    for (const food of kept) expect(avoidedIn(avoid, food), food).toBe(false)
  })
})

describe('diet rules', () => {
  const breaks = (food: string, diet: Parameters<typeof withImpliedDiets>[0][number]) =>
    conflictsOf([food], { diets: [diet], allergens: [], avoid: [] }).diets.length > 0

  it('vegan leaves out meat, fish, seafood, milk, eggs and honey, and implies vegetarian and dairy-free', () => {
    expect(withImpliedDiets(['vegan'])).toEqual(['dairy_free', 'vegan', 'vegetarian'])
    for (const food of ['Chicken breast', 'Salmon fillet', 'Raw king prawns', 'Mussels', 'Semi-skimmed milk', 'Eggs', 'Honey', 'Gelatine', 'Butter'])
      expect(breaks(food, 'vegan'), food).toBe(true)
    for (const food of ['Firm tofu', 'Soya milk', 'Coconut milk', 'Peanut butter', 'Lentils', 'Dark chocolate, dairy-free'])
      expect(breaks(food, 'vegan'), food).toBe(false)
  })

  it('pescatarian allows fish and seafood but no meat', () => {
    for (const food of ['Salmon fillet', 'Raw king prawns', 'Mussels', 'Eggs', 'Cheddar', 'Tuna steak']) expect(breaks(food, 'pescatarian'), food).toBe(false)
    for (const food of ['Chicken breast', 'Smoked bacon', 'Lean beef mince', 'Gelatine', 'Chicken stock']) expect(breaks(food, 'pescatarian'), food).toBe(true)
  })

  it('vegetarian leaves out meat, fish and seafood but not milk or eggs', () => {
    for (const food of ['Chicken breast', 'Anchovy fillets', 'Raw king prawns', 'Squid', 'Worcestershire sauce']) expect(breaks(food, 'vegetarian'), food).toBe(true)
    for (const food of ['Eggs', 'Cheddar', 'Vegetable stock', 'Soya mince', 'Vegetarian sausages', 'Kidney beans']) expect(breaks(food, 'vegetarian'), food).toBe(false)
  })

  it('gluten-free and dairy-free follow the gluten and milk allergens', () => {
    expect(breaks('Soy sauce', 'gluten_free')).toBe(true)
    expect(breaks('Tamari (gluten-free soy sauce)', 'gluten_free')).toBe(false)
    expect(breaks('Pesto', 'dairy_free')).toBe(true)
    expect(breaks('Coconut yoghurt', 'dairy_free')).toBe(false)
  })

  it('reports every restriction a food list breaks, and nothing for a safe one', () => {
    const conflict = conflictsOf(['Pesto', 'Mushrooms', 'Chicken breast'], { diets: ['vegetarian'], allergens: ['tree_nuts', 'milk', 'eggs'], avoid: ['mushrooms'] })
    expect(conflict).toEqual({ allergens: ['milk', 'tree_nuts'], diets: ['vegetarian'], avoid: ['mushrooms'] })
    expect(isEmptyConflict(conflictsOf(['Apples', 'Oranges'], { diets: ['vegan'], allergens: [...ALLERGENS], avoid: ['pears'] }))).toBe(true)
  })
})

describe('allergy words in free text (an assessment’s “Other” box)', () => {
  it.each([
    ['Severe peanut and tree nut allergy, also sesame', ['peanuts', 'sesame', 'tree_nuts']],
    ['Coeliac', ['gluten']],
    ['lactose intolerant', ['milk']],
    ['allergic to shellfish', ['crustaceans', 'molluscs']],
    ['Eggs make me ill', ['eggs']],
    ['no fish please', ['fish']],
    ['Soy and mustard', ['mustard', 'soya']],
    ['Sulphites in wine give me asthma', ['sulphites']],
    ['No allergies', []],
    ['Mediterranean-style, low sugar', []],
    ['', []],
  ] as const)('%j → %j', (text, expected) => {
    expect(allergensMentionedIn(text)).toEqual([...expected].sort((a, b) => ALLERGENS.indexOf(a) - ALLERGENS.indexOf(b)))
  })
})
