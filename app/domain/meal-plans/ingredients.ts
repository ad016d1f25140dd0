/**
 * The ingredients the built-in recipe library cooks with: UK names, the
 * shopping-list aisle, what each contains (for diet filters) and which
 * menopause-relevant compounds it brings that the food table cannot measure.
 *
 * Each ingredient points at one USDA SR28 food by its NDB number; the numbers
 * per 100 g live in ingredients.data.ts, extracted by
 * scripts/build-ingredient-table.ts. Nothing here is a nutrient value.
 */
export const SHOPPING_CATEGORIES = [
  'Fruit & Vegetables',
  'Meat & Fish',
  'Dairy & Eggs',
  'Tofu & Plant-Based',
  'Bread & Grains',
  'Tins, Pulses & Dried Fruit',
  'Nuts & Seeds',
  'Frozen',
  'Oils, Herbs & Spices',
] as const
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number]

/** What an ingredient contains that some diets exclude. */
export type Contains = 'meat' | 'fish' | 'dairy' | 'egg' | 'honey' | 'gluten'

/**
 * Compounds SR28 does not report per food: omega-3 (long-chain from oily fish,
 * ALA from flax, chia and walnuts) and phytoestrogens (soya isoflavones,
 * flaxseed lignans).
 */
export type Compound = 'omega3' | 'phytoestrogens'

export interface Ingredient {
  ndb: string
  name: string
  category: ShoppingCategory
  contains: readonly Contains[]
  compounds?: readonly Compound[]
  /** Measured by volume in recipes (grams per ml come from USDA's cup weight). */
  liquid?: boolean
}

const F = 'Fruit & Vegetables'
const M = 'Meat & Fish'
const D = 'Dairy & Eggs'
const P = 'Tofu & Plant-Based'
const G = 'Bread & Grains'
const T = 'Tins, Pulses & Dried Fruit'
const N = 'Nuts & Seeds'
const Z = 'Frozen'
const O = 'Oils, Herbs & Spices'

export const INGREDIENTS = {
  // Fruit & vegetables
  spinach: { ndb: '11457', name: 'Baby spinach', category: F, contains: [] },
  kale: { ndb: '11233', name: 'Kale', category: F, contains: [] },
  broccoli: { ndb: '11090', name: 'Broccoli', category: F, contains: [] },
  tomato: { ndb: '11529', name: 'Tomatoes', category: F, contains: [] },
  cherry_tomatoes: { ndb: '11529', name: 'Cherry tomatoes', category: F, contains: [] },
  onion: { ndb: '11282', name: 'Onion', category: F, contains: [] },
  red_onion: { ndb: '11282', name: 'Red onion', category: F, contains: [] },
  spring_onion: { ndb: '11291', name: 'Spring onions', category: F, contains: [] },
  garlic: { ndb: '11215', name: 'Garlic', category: F, contains: [] },
  ginger: { ndb: '11216', name: 'Fresh ginger', category: F, contains: [] },
  carrot: { ndb: '11124', name: 'Carrots', category: F, contains: [] },
  red_pepper: { ndb: '11821', name: 'Red pepper', category: F, contains: [] },
  mushrooms: { ndb: '11260', name: 'Mushrooms', category: F, contains: [] },
  cucumber: { ndb: '11205', name: 'Cucumber', category: F, contains: [] },
  avocado: { ndb: '09037', name: 'Avocado', category: F, contains: [] },
  sweet_potato: { ndb: '11507', name: 'Sweet potato', category: F, contains: [] },
  potato: { ndb: '11354', name: 'Potatoes', category: F, contains: [] },
  green_beans: { ndb: '11052', name: 'Green beans', category: F, contains: [] },
  asparagus: { ndb: '11011', name: 'Asparagus', category: F, contains: [] },
  courgette: { ndb: '11477', name: 'Courgette', category: F, contains: [] },
  aubergine: { ndb: '11209', name: 'Aubergine', category: F, contains: [] },
  butternut: { ndb: '11485', name: 'Butternut squash', category: F, contains: [] },
  cauliflower: { ndb: '11135', name: 'Cauliflower', category: F, contains: [] },
  pak_choi: { ndb: '11116', name: 'Pak choi', category: F, contains: [] },
  watercress: { ndb: '11591', name: 'Watercress', category: F, contains: [] },
  rocket: { ndb: '11959', name: 'Rocket', category: F, contains: [] },
  lettuce: { ndb: '11251', name: 'Romaine lettuce', category: F, contains: [] },
  celery: { ndb: '11143', name: 'Celery', category: F, contains: [] },
  beetroot: { ndb: '11081', name: 'Cooked beetroot', category: F, contains: [] },
  leek: { ndb: '11246', name: 'Leek', category: F, contains: [] },
  red_cabbage: { ndb: '11112', name: 'Red cabbage', category: F, contains: [] },
  lemon_juice: { ndb: '09152', name: 'Lemon juice (fresh lemons)', category: F, contains: [], liquid: true },
  lime_juice: { ndb: '09160', name: 'Lime juice (fresh limes)', category: F, contains: [], liquid: true },
  banana: { ndb: '09040', name: 'Bananas', category: F, contains: [] },
  apple: { ndb: '09003', name: 'Apples', category: F, contains: [] },
  pear: { ndb: '09252', name: 'Pears', category: F, contains: [] },
  orange: { ndb: '09200', name: 'Oranges', category: F, contains: [] },
  blueberries: { ndb: '09050', name: 'Blueberries', category: F, contains: [] },
  raspberries: { ndb: '09302', name: 'Raspberries', category: F, contains: [] },
  strawberries: { ndb: '09316', name: 'Strawberries', category: F, contains: [] },
  kiwi: { ndb: '09148', name: 'Kiwi fruit', category: F, contains: [] },
  mango: { ndb: '09176', name: 'Mango', category: F, contains: [] },
  parsley: { ndb: '11297', name: 'Fresh parsley', category: F, contains: [] },
  coriander: { ndb: '11165', name: 'Fresh coriander', category: F, contains: [] },
  basil: { ndb: '02044', name: 'Fresh basil', category: F, contains: [] },
  mint: { ndb: '02064', name: 'Fresh mint', category: F, contains: [] },

  // Frozen
  peas: { ndb: '11312', name: 'Frozen peas', category: Z, contains: [] },
  edamame: { ndb: '11211', name: 'Frozen edamame (soya) beans', category: Z, contains: [], compounds: ['phytoestrogens'] },
  frozen_berries: { ndb: '09054', name: 'Frozen blueberries', category: Z, contains: [] },

  // Meat & fish
  chicken_breast: { ndb: '05062', name: 'Chicken breast (skinless)', category: M, contains: ['meat'] },
  turkey_mince: { ndb: '05665', name: 'Turkey mince (7% fat)', category: M, contains: ['meat'] },
  beef_mince: { ndb: '23557', name: 'Lean beef mince (5% fat)', category: M, contains: ['meat'] },
  salmon: { ndb: '15236', name: 'Salmon fillet', category: M, contains: ['fish'], compounds: ['omega3'] },
  mackerel: { ndb: '15046', name: 'Mackerel fillet', category: M, contains: ['fish'], compounds: ['omega3'] },
  sardines: { ndb: '15089', name: 'Sardines in tomato sauce (tinned)', category: M, contains: ['fish'], compounds: ['omega3'] },
  tuna: { ndb: '15121', name: 'Tuna in spring water (tinned, drained)', category: M, contains: ['fish'] },
  cod: { ndb: '15015', name: 'Cod fillet', category: M, contains: ['fish'] },
  trout: { ndb: '15240', name: 'Rainbow trout fillet', category: M, contains: ['fish'], compounds: ['omega3'] },
  prawns: { ndb: '15270', name: 'Raw king prawns', category: M, contains: ['fish'] },
  smoked_salmon: { ndb: '15077', name: 'Smoked salmon', category: M, contains: ['fish'], compounds: ['omega3'] },
  tinned_salmon: { ndb: '15084', name: 'Tinned pink salmon (with bones)', category: M, contains: ['fish'], compounds: ['omega3'] },

  // Dairy & eggs
  egg: { ndb: '01123', name: 'Eggs', category: D, contains: ['egg'] },
  milk: { ndb: '01174', name: 'Semi-skimmed milk', category: D, contains: ['dairy'], liquid: true },
  greek_yoghurt: { ndb: '01287', name: 'Greek yoghurt (low fat)', category: D, contains: ['dairy'] },
  natural_yoghurt: { ndb: '01117', name: 'Natural yoghurt (low fat)', category: D, contains: ['dairy'] },
  cottage_cheese: { ndb: '01015', name: 'Cottage cheese (low fat)', category: D, contains: ['dairy'] },
  cheddar: { ndb: '01009', name: 'Mature cheddar', category: D, contains: ['dairy'] },
  mozzarella: { ndb: '01026', name: 'Mozzarella', category: D, contains: ['dairy'] },
  feta: { ndb: '01019', name: 'Feta', category: D, contains: ['dairy'] },
  parmesan: { ndb: '01032', name: 'Parmesan (grated)', category: D, contains: ['dairy'] },
  ricotta: { ndb: '01036', name: 'Ricotta', category: D, contains: ['dairy'] },
  kefir: { ndb: '01289', name: 'Plain kefir', category: D, contains: ['dairy'] },

  // Tofu & plant-based
  tofu: { ndb: '16126', name: 'Firm tofu (calcium-set)', category: P, contains: [], compounds: ['phytoestrogens'] },
  tempeh: { ndb: '16114', name: 'Tempeh', category: P, contains: [], compounds: ['phytoestrogens'] },
  soya_milk: { ndb: '16222', name: 'Soya milk (unsweetened, calcium and vitamin D added)', category: P, contains: [], compounds: ['phytoestrogens'], liquid: true },
  soya_yoghurt: { ndb: '16252', name: 'Plain soya yoghurt', category: P, contains: [], compounds: ['phytoestrogens'] },
  hummus: { ndb: '16158', name: 'Hummus', category: P, contains: [] },
  miso: { ndb: '16112', name: 'Miso paste', category: P, contains: [], compounds: ['phytoestrogens'] },

  // Bread & grains (oats count as gluten: most UK oats are not certified gluten-free)
  oats: { ndb: '08120', name: 'Porridge oats', category: G, contains: ['gluten'] },
  quinoa: { ndb: '20035', name: 'Quinoa', category: G, contains: [] },
  brown_rice: { ndb: '20036', name: 'Brown rice', category: G, contains: [] },
  wholewheat_pasta: { ndb: '20124', name: 'Wholewheat pasta', category: G, contains: ['gluten'] },
  rice_noodles: { ndb: '20133', name: 'Rice noodles', category: G, contains: [] },
  buckwheat: { ndb: '20009', name: 'Buckwheat groats', category: G, contains: [] },
  bulgur: { ndb: '20012', name: 'Bulgur wheat', category: G, contains: ['gluten'] },
  pearl_barley: { ndb: '20005', name: 'Pearl barley', category: G, contains: ['gluten'] },
  wholemeal_bread: { ndb: '18075', name: 'Wholemeal bread', category: G, contains: ['gluten'] },
  rye_bread: { ndb: '18060', name: 'Rye bread', category: G, contains: ['gluten'] },
  rye_crispbread: { ndb: '18216', name: 'Rye crispbread', category: G, contains: ['gluten'] },
  wholemeal_pitta: { ndb: '18042', name: 'Wholemeal pitta', category: G, contains: ['gluten'] },
  wholemeal_roll: { ndb: '18348', name: 'Wholemeal roll', category: G, contains: ['gluten'] },
  rice_cakes: { ndb: '19051', name: 'Brown rice cakes', category: G, contains: [] },
  corn_tortilla: { ndb: '18363', name: 'Corn tortillas', category: G, contains: [] },

  // Tins, pulses & dried fruit
  chickpeas: { ndb: '16359', name: 'Chickpeas (tinned, drained)', category: T, contains: [] },
  kidney_beans: { ndb: '16335', name: 'Kidney beans (tinned, drained)', category: T, contains: [] },
  black_beans: { ndb: '16015', name: 'Black beans (cooked or tinned, drained)', category: T, contains: [] },
  cannellini: { ndb: '16051', name: 'Cannellini beans (tinned)', category: T, contains: [] },
  butter_beans: { ndb: '16073', name: 'Butter beans (tinned)', category: T, contains: [] },
  green_lentils: { ndb: '16069', name: 'Green or Puy lentils (dried)', category: T, contains: [] },
  red_lentils: { ndb: '16144', name: 'Red lentils (dried)', category: T, contains: [] },
  baked_beans: { ndb: '16006', name: 'Baked beans in tomato sauce', category: T, contains: [] },
  chopped_tomatoes: { ndb: '11531', name: 'Chopped tomatoes (tinned)', category: T, contains: [] },
  tomato_puree: { ndb: '11546', name: 'Tomato purée', category: T, contains: [] },
  veg_stock: { ndb: '06700', name: 'Vegetable stock', category: T, contains: [], liquid: true },
  coconut_milk: { ndb: '12118', name: 'Coconut milk (tinned)', category: T, contains: [], liquid: true },
  dried_apricots: { ndb: '09032', name: 'Dried apricots', category: T, contains: [] },
  dates: { ndb: '09421', name: 'Medjool dates', category: T, contains: [] },
  raisins: { ndb: '09298', name: 'Raisins', category: T, contains: [] },

  // Nuts & seeds
  walnuts: { ndb: '12155', name: 'Walnuts', category: N, contains: [], compounds: ['omega3'] },
  almonds: { ndb: '12061', name: 'Almonds', category: N, contains: [] },
  flaxseed: { ndb: '12220', name: 'Milled flaxseed (linseed)', category: N, contains: [], compounds: ['omega3', 'phytoestrogens'] },
  chia: { ndb: '12006', name: 'Chia seeds', category: N, contains: [], compounds: ['omega3'] },
  pumpkin_seeds: { ndb: '12014', name: 'Pumpkin seeds', category: N, contains: [] },
  sunflower_seeds: { ndb: '12036', name: 'Sunflower seeds', category: N, contains: [] },
  sesame_seeds: { ndb: '12023', name: 'Sesame seeds', category: N, contains: [] },
  cashews: { ndb: '12087', name: 'Cashew nuts', category: N, contains: [] },
  brazil_nuts: { ndb: '12078', name: 'Brazil nuts', category: N, contains: [] },
  peanut_butter: { ndb: '16398', name: 'Peanut butter (no added salt)', category: N, contains: [] },
  almond_butter: { ndb: '12195', name: 'Almond butter', category: N, contains: [] },
  tahini: { ndb: '12166', name: 'Tahini', category: N, contains: [] },

  // Oils, herbs, spices & condiments
  olive_oil: { ndb: '04053', name: 'Olive oil', category: O, contains: [], liquid: true },
  rapeseed_oil: { ndb: '04582', name: 'Rapeseed oil', category: O, contains: [], liquid: true },
  sesame_oil: { ndb: '04058', name: 'Toasted sesame oil', category: O, contains: [], liquid: true },
  tamari: { ndb: '16124', name: 'Tamari (wheat-free soy sauce)', category: O, contains: [], liquid: true },
  honey: { ndb: '19296', name: 'Honey', category: O, contains: ['honey'] },
  maple_syrup: { ndb: '19353', name: 'Maple syrup', category: O, contains: [], liquid: true },
  balsamic: { ndb: '02069', name: 'Balsamic vinegar', category: O, contains: [], liquid: true },
  mustard: { ndb: '02046', name: 'Mustard', category: O, contains: [] },
  cinnamon: { ndb: '02010', name: 'Ground cinnamon', category: O, contains: [] },
  cumin: { ndb: '02014', name: 'Cumin seeds', category: O, contains: [] },
  turmeric: { ndb: '02043', name: 'Ground turmeric', category: O, contains: [] },
  curry_powder: { ndb: '02015', name: 'Mild curry powder', category: O, contains: [] },
  paprika: { ndb: '02028', name: 'Smoked paprika', category: O, contains: [] },
  chilli_powder: { ndb: '02009', name: 'Chilli powder', category: O, contains: [] },
  dark_chocolate: { ndb: '19904', name: 'Dark chocolate (70–85% cocoa)', category: O, contains: ['dairy'] },
} satisfies Record<string, Ingredient>

export type IngredientKey = keyof typeof INGREDIENTS

export function ingredient(key: IngredientKey): Ingredient {
  return INGREDIENTS[key]
}
