/**
 * The 14 allergens UK and EU food law makes every food business declare
 * (retained Regulation (EU) No 1169/2011, Annex II; FSA allergen guidance), by
 * name: what a page shows. Which foods contain them is allergens.ts.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
  'tree_nuts',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/** As a UK label names them ("Contains: milk, tree nuts"). */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  celery: 'celery',
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  peanuts: 'peanuts',
  sesame: 'sesame',
  soya: 'soya',
  sulphites: 'sulphites',
  tree_nuts: 'tree nuts',
}

/** What each allergen covers, in the words of the FSA's list (for forms and help text). */
export const ALLERGEN_HELP: Record<Allergen, string> = {
  celery: 'Celery and celeriac, including celery salt and most stock',
  gluten: 'Cereals containing gluten: wheat, rye, barley, oats, spelt, kamut',
  crustaceans: 'Prawns, crab, lobster, crayfish, shrimp paste',
  eggs: 'Eggs, including mayonnaise and egg pasta',
  fish: 'All fish, including fish sauce, anchovies and Worcestershire sauce',
  lupin: 'Lupin flour and seeds',
  milk: 'Milk, cheese, butter, cream, yoghurt',
  molluscs: 'Mussels, oysters, squid, scallops, oyster sauce',
  mustard: 'Mustard, including many dressings and curry powders',
  peanuts: 'Peanuts (groundnuts), peanut butter and peanut oil',
  sesame: 'Sesame seeds, sesame oil, tahini and hummus',
  soya: 'Soya beans, tofu, tempeh, edamame, miso, soy sauce, soya milk',
  sulphites: 'Sulphur dioxide and sulphites: dried apricots, wine, vinegar',
  tree_nuts: 'Almonds, hazelnuts, walnuts, cashews, pecans, Brazil, pistachio and macadamia nuts',
}

/** Beside every recipe's "Contains" line. */
export const LABEL_CHECK = 'Check the labels of what you buy: recipes vary by brand.'

/** "milk, tree nuts" */
export function allergenList(allergens: readonly Allergen[]): string {
  return allergens.map((a) => ALLERGEN_NAMES[a]).join(', ')
}
