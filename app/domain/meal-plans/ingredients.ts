/**
 * The ingredients the built-in recipe library cooks with: UK names, the
 * shopping-list aisle and which menopause-relevant compounds each brings that
 * the food table cannot measure. What each contains (allergens, meat, honey)
 * is read from its name through the one allergen table (allergens.ts), the
 * same table that checks a model's recipes; tests/unit/allergens.test.ts
 * holds every name to what its label would declare.
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
  spinach: { ndb: '11457', name: 'Baby spinach', category: F },
  kale: { ndb: '11233', name: 'Kale', category: F },
  broccoli: { ndb: '11090', name: 'Broccoli', category: F },
  tomato: { ndb: '11529', name: 'Tomatoes', category: F },
  cherry_tomatoes: { ndb: '11529', name: 'Cherry tomatoes', category: F },
  onion: { ndb: '11282', name: 'Onion', category: F },
  red_onion: { ndb: '11282', name: 'Red onion', category: F },
  spring_onion: { ndb: '11291', name: 'Spring onions', category: F },
  garlic: { ndb: '11215', name: 'Garlic', category: F },
  ginger: { ndb: '11216', name: 'Fresh ginger', category: F },
  carrot: { ndb: '11124', name: 'Carrots', category: F },
  red_pepper: { ndb: '11821', name: 'Red pepper', category: F },
  mushrooms: { ndb: '11260', name: 'Mushrooms', category: F },
  cucumber: { ndb: '11205', name: 'Cucumber', category: F },
  avocado: { ndb: '09037', name: 'Avocado', category: F },
  sweet_potato: { ndb: '11507', name: 'Sweet potato', category: F },
  potato: { ndb: '11354', name: 'Potatoes', category: F },
  green_beans: { ndb: '11052', name: 'Green beans', category: F },
  asparagus: { ndb: '11011', name: 'Asparagus', category: F },
  courgette: { ndb: '11477', name: 'Courgette', category: F },
  aubergine: { ndb: '11209', name: 'Aubergine', category: F },
  butternut: { ndb: '11485', name: 'Butternut squash', category: F },
  cauliflower: { ndb: '11135', name: 'Cauliflower', category: F },
  pak_choi: { ndb: '11116', name: 'Pak choi', category: F },
  watercress: { ndb: '11591', name: 'Watercress', category: F },
  rocket: { ndb: '11959', name: 'Rocket', category: F },
  // USDA's collards: the same leafy brassica UK shops sell as spring greens.
  spring_greens: { ndb: '11161', name: 'Spring greens', category: F },
  lettuce: { ndb: '11251', name: 'Romaine lettuce', category: F },
  celery: { ndb: '11143', name: 'Celery', category: F },
  beetroot: { ndb: '11081', name: 'Cooked beetroot', category: F },
  leek: { ndb: '11246', name: 'Leek', category: F },
  red_cabbage: { ndb: '11112', name: 'Red cabbage', category: F },
  lemon_juice: { ndb: '09152', name: 'Lemon juice (fresh lemons)', category: F, liquid: true },
  lime_juice: { ndb: '09160', name: 'Lime juice (fresh limes)', category: F, liquid: true },
  banana: { ndb: '09040', name: 'Bananas', category: F },
  apple: { ndb: '09003', name: 'Apples', category: F },
  pear: { ndb: '09252', name: 'Pears', category: F },
  orange: { ndb: '09200', name: 'Oranges', category: F },
  blueberries: { ndb: '09050', name: 'Blueberries', category: F },
  raspberries: { ndb: '09302', name: 'Raspberries', category: F },
  strawberries: { ndb: '09316', name: 'Strawberries', category: F },
  kiwi: { ndb: '09148', name: 'Kiwi fruit', category: F },
  mango: { ndb: '09176', name: 'Mango', category: F },
  parsley: { ndb: '11297', name: 'Fresh parsley', category: F },
  coriander: { ndb: '11165', name: 'Fresh coriander', category: F },
  basil: { ndb: '02044', name: 'Fresh basil', category: F },
  mint: { ndb: '02064', name: 'Fresh mint', category: F },

  // Frozen
  peas: { ndb: '11312', name: 'Frozen peas', category: Z },
  edamame: { ndb: '11211', name: 'Frozen edamame (soya) beans', category: Z, compounds: ['phytoestrogens'] },
  frozen_berries: { ndb: '09054', name: 'Frozen blueberries', category: Z },

  // Meat & fish
  chicken_breast: { ndb: '05062', name: 'Chicken breast (skinless)', category: M },
  turkey_mince: { ndb: '05665', name: 'Turkey mince (7% fat)', category: M },
  beef_mince: { ndb: '23557', name: 'Lean beef mince (5% fat)', category: M },
  salmon: { ndb: '15236', name: 'Salmon fillet', category: M, compounds: ['omega3'] },
  mackerel: { ndb: '15046', name: 'Mackerel fillet', category: M, compounds: ['omega3'] },
  sardines: { ndb: '15089', name: 'Sardines in tomato sauce (tinned)', category: M, compounds: ['omega3'] },
  tuna: { ndb: '15121', name: 'Tuna in spring water (tinned, drained)', category: M },
  cod: { ndb: '15015', name: 'Cod fillet', category: M },
  trout: { ndb: '15240', name: 'Rainbow trout fillet', category: M, compounds: ['omega3'] },
  prawns: { ndb: '15270', name: 'Raw king prawns', category: M },
  smoked_salmon: { ndb: '15077', name: 'Smoked salmon', category: M, compounds: ['omega3'] },
  tinned_salmon: { ndb: '15084', name: 'Tinned pink salmon (with bones)', category: M, compounds: ['omega3'] },

  // Dairy & eggs
  egg: { ndb: '01123', name: 'Eggs', category: D },
  milk: { ndb: '01174', name: 'Semi-skimmed milk', category: D, liquid: true },
  greek_yoghurt: { ndb: '01287', name: 'Greek yoghurt (low fat)', category: D },
  natural_yoghurt: { ndb: '01117', name: 'Natural yoghurt (low fat)', category: D },
  cottage_cheese: { ndb: '01015', name: 'Cottage cheese (low fat)', category: D },
  cheddar: { ndb: '01009', name: 'Mature cheddar', category: D },
  mozzarella: { ndb: '01026', name: 'Mozzarella', category: D },
  feta: { ndb: '01019', name: 'Feta', category: D },
  parmesan: { ndb: '01032', name: 'Parmesan, grated (or vegetarian Italian-style hard cheese)', category: D },
  ricotta: { ndb: '01036', name: 'Ricotta', category: D },
  kefir: { ndb: '01289', name: 'Plain kefir', category: D },

  // Tofu & plant-based
  tofu: { ndb: '16126', name: 'Firm tofu (calcium-set)', category: P, compounds: ['phytoestrogens'] },
  tempeh: { ndb: '16114', name: 'Tempeh', category: P, compounds: ['phytoestrogens'] },
  rice_drink: { ndb: '14639', name: 'Rice drink (unsweetened, calcium added)', category: P, liquid: true },
  soya_milk: { ndb: '16222', name: 'Soya milk (unsweetened, calcium and vitamin D added)', category: P, compounds: ['phytoestrogens'], liquid: true },
  soya_yoghurt: { ndb: '16252', name: 'Plain soya yoghurt', category: P, compounds: ['phytoestrogens'] },
  hummus: { ndb: '16158', name: 'Hummus', category: P },
  miso: { ndb: '16112', name: 'Miso paste', category: P, compounds: ['phytoestrogens'] },

  // Bread & grains (oats count as gluten, as UK law lists them)
  oats: { ndb: '08120', name: 'Porridge oats', category: G },
  quinoa: { ndb: '20035', name: 'Quinoa', category: G },
  brown_rice: { ndb: '20036', name: 'Brown rice', category: G },
  wholewheat_pasta: { ndb: '20124', name: 'Wholewheat pasta', category: G },
  rice_noodles: { ndb: '20133', name: 'Rice noodles', category: G },
  buckwheat: { ndb: '20009', name: 'Buckwheat groats', category: G },
  bulgur: { ndb: '20012', name: 'Bulgur wheat', category: G },
  pearl_barley: { ndb: '20005', name: 'Pearl barley', category: G },
  wholemeal_bread: { ndb: '18075', name: 'Wholemeal bread', category: G },
  rye_bread: { ndb: '18060', name: 'Rye bread', category: G },
  rye_crispbread: { ndb: '18216', name: 'Rye crispbread', category: G },
  wholemeal_pitta: { ndb: '18042', name: 'Wholemeal pitta', category: G },
  wholemeal_roll: { ndb: '18348', name: 'Wholemeal roll', category: G },
  rice_cakes: { ndb: '19051', name: 'Brown rice cakes', category: G },
  corn_tortilla: { ndb: '18363', name: 'Corn tortillas', category: G },

  // Tins, pulses & dried fruit
  chickpeas: { ndb: '16359', name: 'Chickpeas (tinned, drained)', category: T },
  kidney_beans: { ndb: '16335', name: 'Kidney beans (tinned, drained)', category: T },
  black_beans: { ndb: '16015', name: 'Black beans (cooked or tinned, drained)', category: T },
  cannellini: { ndb: '16051', name: 'Cannellini beans (tinned)', category: T },
  butter_beans: { ndb: '16073', name: 'Butter beans (tinned)', category: T },
  green_lentils: { ndb: '16069', name: 'Green or Puy lentils (dried)', category: T },
  red_lentils: { ndb: '16144', name: 'Red lentils (dried)', category: T },
  baked_beans: { ndb: '16006', name: 'Baked beans in tomato sauce', category: T },
  chopped_tomatoes: { ndb: '11531', name: 'Chopped tomatoes (tinned)', category: T },
  tomato_puree: { ndb: '11546', name: 'Tomato purée', category: T },
  veg_stock: { ndb: '06700', name: 'Vegetable stock', category: T, liquid: true },
  coconut_milk: { ndb: '12118', name: 'Coconut milk (tinned)', category: T, liquid: true },
  dried_apricots: { ndb: '09032', name: 'Dried apricots', category: T },
  dates: { ndb: '09421', name: 'Medjool dates', category: T },
  dried_figs: { ndb: '09094', name: 'Dried figs', category: T },
  raisins: { ndb: '09298', name: 'Raisins', category: T },

  // Nuts & seeds
  walnuts: { ndb: '12155', name: 'Walnuts', category: N, compounds: ['omega3'] },
  almonds: { ndb: '12061', name: 'Almonds', category: N },
  flaxseed: { ndb: '12220', name: 'Milled flaxseed (linseed)', category: N, compounds: ['omega3', 'phytoestrogens'] },
  chia: { ndb: '12006', name: 'Chia seeds', category: N, compounds: ['omega3'] },
  pumpkin_seeds: { ndb: '12014', name: 'Pumpkin seeds', category: N },
  sunflower_seeds: { ndb: '12036', name: 'Sunflower seeds', category: N },
  sesame_seeds: { ndb: '12023', name: 'Sesame seeds', category: N },
  cashews: { ndb: '12087', name: 'Cashew nuts', category: N },
  brazil_nuts: { ndb: '12078', name: 'Brazil nuts', category: N },
  peanut_butter: { ndb: '16398', name: 'Peanut butter (no added salt)', category: N },
  almond_butter: { ndb: '12195', name: 'Almond butter', category: N },
  tahini: { ndb: '12166', name: 'Tahini', category: N },

  // Oils, herbs, spices & condiments
  olive_oil: { ndb: '04053', name: 'Olive oil', category: O, liquid: true },
  rapeseed_oil: { ndb: '04582', name: 'Rapeseed oil', category: O, liquid: true },
  sesame_oil: { ndb: '04058', name: 'Toasted sesame oil', category: O, liquid: true },
  tamari: { ndb: '16124', name: 'Tamari (gluten-free soy sauce)', category: O, liquid: true },
  honey: { ndb: '19296', name: 'Honey', category: O },
  maple_syrup: { ndb: '19353', name: 'Maple syrup', category: O, liquid: true },
  balsamic: { ndb: '02069', name: 'Balsamic vinegar', category: O, liquid: true },
  mustard: { ndb: '02046', name: 'Dijon mustard', category: O },
  cinnamon: { ndb: '02010', name: 'Ground cinnamon', category: O },
  cumin: { ndb: '02014', name: 'Cumin seeds', category: O },
  turmeric: { ndb: '02043', name: 'Ground turmeric', category: O },
  curry_powder: { ndb: '02015', name: 'Mild curry powder', category: O },
  paprika: { ndb: '02028', name: 'Smoked paprika', category: O },
  chilli_powder: { ndb: '02009', name: 'Chilli powder', category: O },
  dark_chocolate: { ndb: '19904', name: 'Dark chocolate (70–85% cocoa)', category: O },
} satisfies Record<string, Ingredient>

export type IngredientKey = keyof typeof INGREDIENTS

export function ingredient(key: IngredientKey): Ingredient {
  return INGREDIENTS[key]
}
