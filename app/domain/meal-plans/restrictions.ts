import { ALLERGENS, flagsOfFood, mayContainOfFood, normaliseFood, unknownWordsIn, type Allergen, type FoodFlag } from './allergens'
import type { Diet } from './types'

/**
 * What she must never be given: her diets, her allergens and the other foods
 * she avoids. One check for every path that suggests food: the built-in
 * planner's choice, every recipe a model writes, the shopping list and the
 * marks on a plan made before she told us.
 */
export interface Restrictions {
  diets: readonly Diet[]
  allergens: readonly Allergen[]
  avoid: readonly string[]
}

/** Vegan implies vegetarian and dairy-free. */
export function withImpliedDiets(diets: readonly Diet[]): Diet[] {
  const all = new Set(diets)
  if (all.has('vegan')) {
    all.add('vegetarian')
    all.add('dairy_free')
  }
  return [...all].sort()
}

/** What each diet leaves out, by the allergen table's flags. */
export const DIET_EXCLUDES: Record<Diet, readonly FoodFlag[]> = {
  // Gelatine is 'meat'; Worcestershire and fish sauce are 'fish'; parmesan, pecorino, grana padano, gorgonzola 'animal_rennet'.
  vegetarian: ['meat', 'fish', 'crustaceans', 'molluscs', 'animal_rennet'],
  vegan: ['meat', 'fish', 'crustaceans', 'molluscs', 'milk', 'eggs', 'honey', 'animal_rennet'],
  pescatarian: ['meat'],
  gluten_free: ['gluten'],
  dairy_free: ['milk'],
}

export function breaksDiet(flags: ReadonlySet<FoodFlag>, diet: Diet): boolean {
  return DIET_EXCLUDES[diet].some((f) => flags.has(f))
}

/**
 * A food she avoids that is itself an allergen's or a diet's word ("eggs",
 * "nuts", "dairy") also means the foods that hide it (mayonnaise, pesto).
 */
const AVOID_FLAG_WORDS: Record<string, readonly FoodFlag[]> = {
  nut: ['tree_nuts', 'peanuts'],
  'tree nut': ['tree_nuts'],
  peanut: ['peanuts'],
  egg: ['eggs'],
  milk: ['milk'],
  'cow milk': ['milk'],
  'cows milk': ['milk'],
  'milk product': ['milk'],
  dairy: ['milk'],
  lactose: ['milk'],
  casein: ['milk'],
  whey: ['milk'],
  fish: ['fish'],
  shellfish: ['crustaceans', 'molluscs'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
  crustacean: ['crustaceans'],
  mollusc: ['molluscs'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  soya: ['soya'],
  sesame: ['sesame'],
  celery: ['celery'],
  mustard: ['mustard'],
  lupin: ['lupin'],
  sulphite: ['sulphites'],
  meat: ['meat'],
  honey: ['honey'],
  rennet: ['animal_rennet'],
}

/**
 * Words that name a family of foods: "cheese" is cheddar, feta and parmesan
 * too, "red meat" beef, lamb and pork. Matched whole-word, through the same
 * spelling and plural rules as the allergen table.
 */
const CHEESES = [
  'cheese', 'cheddar', 'mozzarella', 'parmesan', 'pecorino', 'grana padano', 'feta', 'halloumi', 'ricotta', 'mascarpone', 'paneer',
  'brie', 'camembert', 'gouda', 'edam', 'emmental', 'gruyere', 'stilton', 'roquefort', 'gorgonzola', 'quark', 'burrata', 'manchego',
  'comte', 'red leicester', 'wensleydale', 'double gloucester', 'cheshire', 'lancashire', 'caerphilly', 'jarlsberg', 'provolone',
  'fontina', 'taleggio', 'raclette', 'labneh', 'pesto', 'caesar', 'cheese sauce', 'cream cheese',
]
const RED_MEATS = [
  'beef', 'lamb', 'mutton', 'pork', 'veal', 'venison', 'goat', 'bacon', 'ham', 'gammon', 'sausage', 'chorizo', 'salami', 'pepperoni',
  'prosciutto', 'pancetta', 'serrano', 'steak', 'burger', 'meatball', 'mince', 'black pudding', 'haggis', 'oxtail', 'brisket',
  'sirloin', 'rump', 'bolognese', 'kebab', 'liver', 'lamb kidney', 'lambs kidney', 'ox kidney', 'pig kidney', 'steak and kidney', 'corned beef',
]
const POULTRY = ['chicken', 'turkey', 'duck', 'goose', 'pheasant', 'poussin', 'guinea fowl', 'quail', 'poultry']
const FAMILIES: Record<string, readonly string[]> = {
  cheese: CHEESES,
  yoghurt: ['yoghurt', 'skyr', 'tzatziki', 'raita', 'lassi', 'labneh', 'fromage frais'],
  cream: ['cream', 'creme fraiche', 'soured cream', 'mascarpone', 'clotted cream'],
  'red meat': RED_MEATS,
  'processed meat': ['bacon', 'ham', 'gammon', 'sausage', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta', 'corned beef', 'hot dog'],
  pork: ['pork', 'bacon', 'ham', 'gammon', 'sausage', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta', 'lard', 'serrano'],
  poultry: POULTRY,
  'white meat': POULTRY,
  mushroom: ['mushroom', 'shiitake', 'porcini', 'enoki', 'chanterelle', 'morel', 'portobello', 'oyster mushroom', 'quorn'],
  berry: ['berry', 'strawberry', 'raspberry', 'blueberry', 'blackberry', 'cranberry', 'gooseberry', 'redcurrant', 'blackcurrant'],
  citrus: ['orange', 'lemon', 'lime', 'grapefruit', 'clementine', 'satsuma', 'mandarin', 'tangerine'],
  'citrus fruit': ['orange', 'lemon', 'lime', 'grapefruit', 'clementine', 'satsuma', 'mandarin', 'tangerine'],
  onion: ['onion', 'shallot', 'spring onion', 'red onion', 'chive'],
  chilli: ['chilli', 'jalapeno', 'cayenne', 'sriracha', 'harissa', 'gochujang', 'tabasco', 'chipotle', 'scotch bonnet'],
  pulse: ['lentil', 'chickpea', 'bean', 'pea', 'edamame', 'hummus', 'dal', 'dhal'],
  legume: ['lentil', 'chickpea', 'bean', 'pea', 'edamame', 'hummus', 'peanut', 'soya', 'tofu', 'tempeh', 'dal', 'dhal'],
  alcohol: ['wine', 'beer', 'cider', 'sherry', 'port', 'brandy', 'rum', 'vodka', 'gin', 'whisky', 'ale', 'stout', 'lager', 'prosecco', 'mirin'],
  caffeine: ['coffee', 'espresso', 'tea', 'matcha', 'cola', 'energy drink', 'dark chocolate', 'chocolate', 'cocoa'],
  coffee: ['coffee', 'espresso'],
  sugar: ['sugar', 'honey', 'syrup', 'maple syrup', 'golden syrup', 'agave', 'treacle', 'molasses'],
  egg: ['egg', 'quorn'],
  grain: ['wheat', 'oat', 'barley', 'rye', 'rice', 'corn', 'quinoa', 'buckwheat', 'bulgur', 'couscous', 'spelt', 'millet'],
  carb: ['bread', 'pasta', 'rice', 'potato', 'noodle', 'couscous'],
  // NHS: oily fish are salmon, trout, mackerel, herring, sardines, pilchards, kippers, anchovies, sprats, whitebait, fresh tuna.
  'oily fish': ['salmon', 'trout', 'mackerel', 'herring', 'sardine', 'pilchard', 'kipper', 'anchovy', 'sprat', 'whitebait', 'tuna', 'eel', 'swordfish', 'jellied eel'],
  // Tomatoes, potatoes, aubergines, sweet and chilli peppers (never black pepper, which is a different plant).
  nightshade: ['tomato', 'potato', 'aubergine', 'eggplant', 'red pepper', 'green pepper', 'yellow pepper', 'orange pepper', 'bell pepper', 'sweet pepper', 'romano pepper', 'mixed pepper', 'roasted pepper', 'pepper strip', 'chilli', 'paprika', 'cayenne', 'jalapeno', 'pimento', 'pimenton', 'goji', 'tomatillo', 'harissa', 'sriracha', 'tabasco', 'chipotle', 'passata', 'ketchup', 'salsa', 'gnocchi'],
  spicy: ['chilli', 'jalapeno', 'cayenne', 'sriracha', 'harissa', 'gochujang', 'tabasco', 'chipotle', 'curry', 'chilli powder', 'scotch bonnet', 'hot sauce', 'wasabi', 'horseradish'],
  'spicy food': ['chilli', 'jalapeno', 'cayenne', 'sriracha', 'harissa', 'gochujang', 'tabasco', 'chipotle', 'curry', 'chilli powder'],
}

/** Words in her own description of a food she avoids that are not the food ("nut allergy", "all nuts", "dairy products"). */
const FILLER = new Set(
  `i im am a an the all any some kind type sort of and or to no not never without free from allergy allergic intolerance intolerant
  sensitivity sensitive product food item thing stuff anything everything containing contain include including with please dont
  do eat like dislike hate avoid avoiding made derived based cant cannot can t ingredient ingredients`
    .split(/\s+/)
    .filter(Boolean)
    .map(normaliseFood),
)
/** Last words that say what form a food comes in: "sesame seeds", "peanut oil" are sesame, peanut for her. */
const FORMS = new Set(['seed', 'oil', 'paste', 'powder', 'flour', 'sauce', 'butter', 'milk', 'drink'].map(normaliseFood))

const TERM_FLAGS = new Map(Object.entries(AVOID_FLAG_WORDS).map(([word, flags]) => [normaliseFood(word), flags]))
const TERM_FAMILIES = new Map(Object.entries(FAMILIES).map(([word, members]) => [normaliseFood(word), members.map(normaliseFood)]))
const isTerm = (phrase: string) => TERM_FLAGS.has(phrase) || TERM_FAMILIES.has(phrase)

/**
 * What she means by one entry of her "foods I avoid": the words to look for,
 * through the vocabulary. "nut allergy", "all nuts" → nut (every nut and
 * peanut); "dairy products" → dairy (milk and all it makes); "sesame seeds"
 * → sesame seeds and sesame (hummus, tahini, sesame oil); "red meat" → beef,
 * lamb, pork…; "red onion" stays red onion.
 */
export function avoidTerms(avoid: string): string[] {
  const terms = new Set<string>()
  for (const part of normaliseFood(avoid).split(/ (?:and|or|plus) | ?, ?/)) {
    const words = part.split(' ').filter((w) => w && !FILLER.has(w))
    if (!words.length) continue
    const phrase = words.join(' ')
    terms.add(phrase)
    if (isTerm(phrase)) continue
    const withoutForm = words.length > 1 && FORMS.has(words.at(-1)!) ? words.slice(0, -1).join(' ') : null
    if (withoutForm) terms.add(withoutForm)
  }
  return [...terms]
}

function termIn(term: string, text: string, foodName: string, flags: ReadonlySet<FoodFlag> | undefined): boolean {
  if (text.includes(` ${term} `)) return true
  const members = TERM_FAMILIES.get(term)
  if (members?.some((m) => text.includes(` ${m} `))) return true
  const hidden = TERM_FLAGS.get(term)
  if (!hidden) return false
  const found = flags ?? flagsOfFood(foodName)
  if (hidden.some((f) => found.has(f))) return true
  // An allergen's word in her list is treated as an allergy would be: "may contain" by brand is not safe either.
  const may = mayContainOfFood(foodName)
  return hidden.some((f) => (may as readonly string[]).includes(f))
}

/** Whether a food she avoids ("mushrooms", "Coriander", "nut allergy") is in a food's name: case-blind, singular or plural, any spelling, its family and the foods that hide it. */
export function avoidedIn(avoid: string, foodName: string, flags?: ReadonlySet<FoodFlag>): boolean {
  const terms = avoidTerms(avoid)
  if (!terms.length) return false
  const text = ` ${normaliseFood(foodName)} `
  return terms.some((term) => termIn(term, text, foodName, flags))
}

/** Her allergens this food holds or may hold by brand: for an allergy, "may contain" is not safe either. */
export function allergenRisk(foodName: string, flags: ReadonlySet<FoodFlag> = flagsOfFood(foodName)): Set<Allergen> {
  return new Set([...ALLERGENS.filter((a) => flags.has(a)), ...mayContainOfFood(foodName)])
}

export interface Conflict {
  allergens: Allergen[]
  diets: Diet[]
  avoid: string[]
  /** Ingredients the vocabulary cannot classify: never safe for anyone with a restriction. */
  unknown?: string[]
}

export function isEmptyConflict(c: Conflict): boolean {
  return c.allergens.length === 0 && c.diets.length === 0 && c.avoid.length === 0 && !c.unknown?.length
}

/** The ingredients whose names hold a word the vocabulary does not know. */
export function unknownIngredients(foods: readonly string[]): string[] {
  return foods.filter((food) => unknownWordsIn(food).length > 0)
}

/** Which of her restrictions these foods break (none: safe for her). */
export function conflictsOf(foods: readonly string[], restrictions: Restrictions): Conflict {
  const diets = withImpliedDiets(restrictions.diets)
  const allergens = new Set<Allergen>()
  const brokenDiets = new Set<Diet>()
  const avoided = new Set<string>()
  for (const food of foods) {
    const flags = flagsOfFood(food)
    const risk = allergenRisk(food, flags)
    for (const a of restrictions.allergens) if (risk.has(a)) allergens.add(a)
    for (const d of diets) if (breaksDiet(flags, d)) brokenDiets.add(d)
    for (const a of restrictions.avoid) if (avoidedIn(a, food, flags)) avoided.add(a)
  }
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    diets: diets.filter((d) => brokenDiets.has(d)),
    avoid: restrictions.avoid.filter((a) => avoided.has(a)),
  }
}

export function hasRestrictions(r: Restrictions): boolean {
  return r.diets.length > 0 || r.allergens.length > 0 || r.avoid.length > 0
}

const NEGATION = /(?:^| )(?:no|not|never|without|instead of|free from|omit|leave out|skip)(?: [a-z0-9]+){1,2}(?= |$)/g

/**
 * Free text a model wrote around a recipe (its name, steps, tip): a food
 * named there but missing from the ingredients still counts. "No cheese",
 * "without nuts" and "nut-free" do not.
 */
export function foodsInText(text: string): string {
  return normaliseFood(text).replace(NEGATION, ' ')
}
