import { INGREDIENTS, type IngredientKey } from './ingredients'
import type { ShoppingItem } from './types'

/**
 * How a shopper buys an ingredient the recipes measure in grams or
 * millilitres. Countable things are counted (eggs, cloves, lemons, tins) and
 * store-cupboard things come in the container a shop sells (a jar of cumin, a
 * bottle of oil), rounded up to whole units. `each` is the grams (or ml for
 * liquids) one unit gives a recipe: a medium egg without its shell, the
 * drained weight of a standard UK tin, the juice of one lemon. Loose produce,
 * meat, fish, cheese and grains stay in grams and kilograms, as shops weigh them.
 */
export interface ShopUnit {
  each: number
  one: string
  many: string
  /** The shopping-list name when it differs from the recipe's (lemon juice → Lemons). */
  name?: string
}

const unit = (each: number, one: string, many = `${one}s`, name?: string): ShopUnit => ({ each, one, many, name })
const TIN_DRAINED = unit(240, 'tin')
const SPICE_JAR = unit(40, 'jar')
const HERB_BUNCH = unit(30, 'bunch', 'bunches')
const SEED_BAG = unit(150, 'bag')
const NUT_BAG = unit(200, 'bag')
const OIL_BOTTLE = unit(500, 'bottle')
const SAUCE_BOTTLE = unit(250, 'bottle')
const YOGHURT_POT = unit(500, 'pot')

export const SHOP_UNITS: Partial<Record<IngredientKey, ShopUnit>> = {
  // Counted fruit and vegetables (a typical medium one, trimmed)
  egg: unit(50, 'egg'),
  garlic: unit(4, 'clove'),
  ginger: unit(20, 'thumb-sized piece'),
  lemon_juice: unit(30, 'lemon', 'lemons', 'Lemons'),
  lime_juice: unit(20, 'lime', 'limes', 'Limes'),
  avocado: unit(140, 'avocado'),
  banana: unit(120, 'banana'),
  apple: unit(150, 'apple'),
  pear: unit(170, 'pear'),
  orange: unit(150, 'orange'),
  kiwi: unit(75, 'kiwi fruit', 'kiwi fruit'),
  mango: unit(200, 'mango', 'mangoes'),
  onion: unit(150, 'onion'),
  red_onion: unit(150, 'onion'),
  spring_onion: unit(15, 'spring onion'),
  red_pepper: unit(150, 'pepper'),
  courgette: unit(200, 'courgette'),
  aubergine: unit(250, 'aubergine'),
  leek: unit(200, 'leek'),
  cucumber: unit(300, 'cucumber'),
  celery: unit(40, 'stick'),
  lettuce: unit(300, 'lettuce'),
  cauliflower: unit(600, 'cauliflower'),
  butternut: unit(900, 'squash', 'squashes'),
  pak_choi: unit(120, 'head'),
  sweet_potato: unit(200, 'sweet potato', 'sweet potatoes'),
  parsley: HERB_BUNCH,
  coriander: HERB_BUNCH,
  basil: HERB_BUNCH,
  mint: HERB_BUNCH,
  // Tins (drained weight where the recipe drains them)
  chickpeas: TIN_DRAINED,
  kidney_beans: TIN_DRAINED,
  black_beans: TIN_DRAINED,
  cannellini: TIN_DRAINED,
  butter_beans: TIN_DRAINED,
  chopped_tomatoes: unit(400, 'tin'),
  baked_beans: unit(415, 'tin'),
  coconut_milk: unit(400, 'tin'),
  sardines: unit(120, 'tin'),
  tuna: unit(112, 'tin'),
  tinned_salmon: unit(213, 'tin'),
  // Bread counted as a shopper picks it up
  wholemeal_bread: unit(40, 'slice'),
  rye_bread: unit(35, 'slice'),
  wholemeal_pitta: unit(60, 'pitta'),
  wholemeal_roll: unit(60, 'roll'),
  corn_tortilla: unit(30, 'tortilla'),
  rice_cakes: unit(9, 'rice cake'),
  rye_crispbread: unit(10, 'crispbread'),
  // Dairy and chilled in the packs shops sell
  milk: unit(568, 'pint'),
  soya_milk: unit(1000, 'litre carton'),
  rice_drink: unit(1000, 'litre carton'),
  greek_yoghurt: YOGHURT_POT,
  natural_yoghurt: YOGHURT_POT,
  soya_yoghurt: YOGHURT_POT,
  kefir: unit(500, 'bottle'),
  cottage_cheese: unit(300, 'tub'),
  ricotta: unit(250, 'tub'),
  hummus: unit(200, 'tub'),
  parmesan: unit(100, 'pack'),
  // Store cupboard
  cinnamon: SPICE_JAR,
  cumin: SPICE_JAR,
  turmeric: SPICE_JAR,
  curry_powder: SPICE_JAR,
  paprika: SPICE_JAR,
  chilli_powder: SPICE_JAR,
  olive_oil: OIL_BOTTLE,
  rapeseed_oil: OIL_BOTTLE,
  sesame_oil: SAUCE_BOTTLE,
  tamari: unit(150, 'bottle'),
  balsamic: SAUCE_BOTTLE,
  maple_syrup: SAUCE_BOTTLE,
  honey: unit(340, 'jar'),
  mustard: unit(180, 'jar'),
  peanut_butter: unit(340, 'jar'),
  almond_butter: unit(170, 'jar'),
  tahini: unit(300, 'jar'),
  miso: unit(200, 'tub'),
  tomato_puree: unit(140, 'tube'),
  veg_stock: unit(500, 'stock cube'),
  dark_chocolate: unit(100, 'bar'),
  // Nuts and seeds by the bag
  flaxseed: SEED_BAG,
  chia: SEED_BAG,
  pumpkin_seeds: SEED_BAG,
  sunflower_seeds: SEED_BAG,
  sesame_seeds: unit(100, 'bag'),
  walnuts: NUT_BAG,
  almonds: NUT_BAG,
  cashews: NUT_BAG,
  brazil_nuts: NUT_BAG,
}

const BY_NAME = new Map<string, ShopUnit>(
  Object.entries(SHOP_UNITS).map(([key, shop]) => [INGREDIENTS[key as IngredientKey].name.toLowerCase(), shop]),
)

/** The shop unit for a recipe ingredient's name, if the app knows how it is sold. */
export function shopUnitFor(itemName: string): ShopUnit | null {
  return BY_NAME.get(itemName.trim().toLowerCase()) ?? null
}

/**
 * A merged shopping item in the units a shopper buys: counted or packed when
 * the ingredient is known, otherwise as measured. The count is rounded up.
 */
export function toShopUnits(item: ShoppingItem): ShoppingItem {
  const shop = item.unit === 'g' || item.unit === 'ml' ? shopUnitFor(item.item) : null
  if (!shop) return item
  const count = Math.max(1, Math.ceil(item.quantity / shop.each - 1e-9))
  return { item: shop.name ?? item.item, quantity: count, unit: count === 1 ? shop.one : shop.many }
}
