import type { IngredientKey } from '../meal-plans/ingredients'

/**
 * Typical UK supermarket prices for every ingredient the recipe library uses:
 * the pack a shopper picks up and what it costs, in pounds.
 *
 * SOURCE AND DATE — read before trusting a number.
 * Compiled by hand on 2026-11-21 from recollection of typical standard-range
 * shelf prices (not the value range, not premium, not offers) at the large UK
 * supermarkets — Tesco, Sainsbury's, Asda, Morrisons — during 2024–2025.
 * No retailer's site was scraped and no live price list was checked when this
 * table was written (the development machines have no internet), so it is an
 * estimate of a typical price, not any one shop's price: expect a real
 * basket to differ by roughly a quarter either way by shop, range, offers and
 * food inflation since. Update the prices and this date together when they
 * are checked against shelf prices (e.g. the ONS shopping prices comparison
 * tool, or a supermarket's own site).
 */
export const PRICE_TABLE_SOURCE =
  'Typical standard-range shelf prices at large UK supermarkets (Tesco, Sainsbury’s, Asda, Morrisons), 2024–2025, compiled by hand on 2026-11-21; not checked against a live price list.'
export const PRICE_TABLE_DATE = '2026-11-21'

/** The units a pack is sold in: weight, volume, or a count of pieces. */
export type PackUnit = 'g' | 'ml' | 'item'

export interface PackPrice {
  /** How much one pack holds, in `unit`. */
  size: number
  unit: PackUnit
  /** Pounds for one pack. */
  price: number
  /** What the shopper picks up, e.g. 'box of 6 eggs', '400 g tin (240 g drained)'. */
  label: string
  /**
   * What one piece gives in the recipes' measure: an egg is about 50 g, a
   * lemon gives about 30 ml of juice. Lets counted and weighed amounts meet.
   */
  piece?: { size: number; unit: 'g' | 'ml' }
  /** Smaller counted units some recipes use, e.g. a garlic clove (5 g). */
  subunits?: Record<string, { size: number; unit: 'g' | 'ml' }>
  /** Other names a planner may give the same food. */
  aliases?: readonly string[]
}

const g = (size: number, price: number, label: string, extra: Partial<PackPrice> = {}): PackPrice => ({
  size,
  unit: 'g',
  price,
  label,
  ...extra,
})
const ml = (size: number, price: number, label: string, extra: Partial<PackPrice> = {}): PackPrice => ({
  size,
  unit: 'ml',
  price,
  label,
  ...extra,
})
/** Sold by the piece (loose or in a pack of `count`); `each` is what one piece weighs or yields. */
const pieces = (
  count: number,
  price: number,
  label: string,
  each: { size: number; unit: 'g' | 'ml' },
  extra: Partial<PackPrice> = {},
): PackPrice => ({ size: count, unit: 'item', price, label, piece: each, ...extra })
const grams = (size: number) => ({ size, unit: 'g' as const })

export const PRICES: Record<IngredientKey, PackPrice> = {
  // Fruit & vegetables (loose where shops sell them loose)
  spinach: g(240, 1.15, '240 g bag', { aliases: ['spinach'] }),
  kale: g(200, 1.0, '200 g bag'),
  spring_greens: g(200, 1.0, '200 g bag', { aliases: ['spring greens', 'greens'] }),
  broccoli: pieces(1, 0.75, 'head (about 350 g)', grams(350)),
  tomato: pieces(6, 0.85, 'pack of 6', grams(85), { aliases: ['tomato', 'vine tomatoes', 'salad tomatoes'] }),
  cherry_tomatoes: g(250, 0.85, '250 g punnet'),
  onion: pieces(1, 0.18, 'loose onion (about 150 g)', grams(150), { aliases: ['brown onion', 'white onion', 'onions'] }),
  red_onion: pieces(1, 0.25, 'loose red onion (about 150 g)', grams(150)),
  spring_onion: g(100, 0.55, 'bunch (100 g)', { piece: grams(15), aliases: ['scallion', 'salad onion'] }),
  garlic: pieces(1, 0.3, 'bulb (about 50 g, 10 cloves)', grams(50), { subunits: { clove: grams(5) } }),
  ginger: pieces(1, 0.4, 'loose root (about 100 g)', grams(100), { subunits: { piece: grams(20) }, aliases: ['ginger'] }),
  carrot: g(1000, 0.6, '1 kg bag', { piece: grams(80), aliases: ['carrot'] }),
  red_pepper: pieces(1, 0.7, 'loose pepper (about 160 g)', grams(160), { aliases: ['bell pepper', 'yellow pepper', 'green pepper'] }),
  mushrooms: g(300, 0.99, '300 g punnet', { aliases: ['mushroom', 'chestnut mushroom'] }),
  cucumber: pieces(1, 0.75, 'whole cucumber (about 350 g)', grams(350)),
  avocado: pieces(1, 0.85, 'ripe avocado (about 150 g flesh)', grams(150)),
  sweet_potato: g(1000, 1.25, '1 kg bag', { piece: grams(250) }),
  potato: g(2000, 1.2, '2 kg bag', { piece: grams(175), aliases: ['new potato', 'baby potato'] }),
  green_beans: g(200, 1.0, '200 g pack', { aliases: ['fine beans'] }),
  asparagus: g(250, 2.0, '250 g bundle'),
  courgette: pieces(1, 0.45, 'loose courgette (about 250 g)', grams(250), { aliases: ['zucchini'] }),
  aubergine: pieces(1, 0.85, 'loose aubergine (about 300 g)', grams(300), { aliases: ['eggplant'] }),
  butternut: pieces(1, 1.0, 'whole squash (about 1 kg)', grams(1000)),
  cauliflower: pieces(1, 1.0, 'whole cauliflower (about 600 g)', grams(600)),
  pak_choi: g(250, 1.0, 'pack of 2 (about 250 g)', { piece: grams(125), aliases: ['bok choy'] }),
  watercress: g(85, 1.1, '85 g bag'),
  rocket: g(60, 0.95, '60 g bag', { aliases: ['arugula'] }),
  lettuce: pieces(1, 0.7, 'whole lettuce (about 300 g)', grams(300), { aliases: ['lettuce', 'romaine', 'little gem'] }),
  celery: pieces(1, 0.7, 'head of celery (about 400 g)', grams(400), { subunits: { stick: grams(40) } }),
  beetroot: g(250, 0.75, '250 g vacuum pack'),
  leek: pieces(1, 0.5, 'loose leek (about 200 g)', grams(200)),
  red_cabbage: pieces(1, 0.85, 'whole cabbage (about 900 g)', grams(900)),
  lemon_juice: pieces(1, 0.3, 'loose lemon (about 30 ml juice)', { size: 30, unit: 'ml' }, { aliases: ['lemon'] }),
  lime_juice: pieces(1, 0.25, 'loose lime (about 20 ml juice)', { size: 20, unit: 'ml' }, { aliases: ['lime'] }),
  banana: pieces(1, 0.16, 'loose banana (about 120 g peeled)', grams(120)),
  apple: pieces(1, 0.3, 'loose apple (about 180 g)', grams(180)),
  pear: pieces(1, 0.35, 'loose pear (about 180 g)', grams(180)),
  orange: pieces(1, 0.4, 'loose orange (about 140 g peeled)', grams(140)),
  blueberries: g(150, 1.75, '150 g punnet'),
  raspberries: g(150, 2.0, '150 g punnet'),
  strawberries: g(400, 2.25, '400 g punnet'),
  kiwi: pieces(1, 0.25, 'loose kiwi (about 75 g)', grams(75)),
  mango: pieces(1, 1.0, 'whole mango (about 200 g flesh)', grams(200)),
  parsley: g(30, 0.75, '30 g pack'),
  coriander: g(30, 0.75, '30 g pack', { aliases: ['cilantro'] }),
  basil: g(30, 0.85, '30 g pack'),
  mint: g(30, 0.75, '30 g pack'),

  // Frozen
  peas: g(1000, 1.15, '1 kg bag', { aliases: ['peas', 'garden peas'] }),
  edamame: g(500, 2.2, '500 g bag', { aliases: ['edamame', 'soya beans', 'soybeans'] }),
  frozen_berries: g(350, 2.1, '350 g bag', { aliases: ['frozen berries', 'mixed berries'] }),

  // Meat & fish
  chicken_breast: g(300, 2.6, '300 g pack (2 fillets)', { aliases: ['chicken', 'chicken breast fillet'] }),
  turkey_mince: g(500, 2.8, '500 g pack', { aliases: ['turkey'] }),
  beef_mince: g(500, 3.75, '500 g pack', { aliases: ['beef mince', 'minced beef'] }),
  salmon: g(240, 3.75, 'pack of 2 fillets (240 g)', { aliases: ['salmon'] }),
  mackerel: g(200, 2.5, 'pack of 2 fillets (200 g)', { aliases: ['mackerel', 'smoked mackerel'] }),
  sardines: g(120, 0.8, '120 g tin', { aliases: ['sardines'] }),
  tuna: g(102, 1.0, '145 g tin (102 g drained)', { aliases: ['tuna', 'tinned tuna'] }),
  cod: g(260, 4.0, 'pack of 2 fillets (260 g)', { aliases: ['cod', 'white fish'] }),
  trout: g(240, 3.5, 'pack of 2 fillets (240 g)', { aliases: ['trout'] }),
  prawns: g(150, 2.95, '150 g pack', { aliases: ['prawns', 'king prawns', 'shrimp'] }),
  smoked_salmon: g(100, 2.6, '100 g pack'),
  tinned_salmon: g(213, 2.5, '213 g tin', { aliases: ['tinned salmon', 'canned salmon'] }),

  // Dairy & eggs
  egg: pieces(6, 1.6, 'box of 6 medium free-range eggs', grams(50), { aliases: ['egg', 'eggs'] }),
  milk: ml(1136, 1.25, '2 pints (1.136 litres)', { aliases: ['milk'] }),
  greek_yoghurt: g(500, 1.25, '500 g pot (fat-free Greek style)', { aliases: ['greek yoghurt', 'greek style yoghurt'] }),
  natural_yoghurt: g(500, 0.75, '500 g pot', { aliases: ['natural yoghurt', 'plain yoghurt', 'yoghurt'] }),
  cottage_cheese: g(300, 1.2, '300 g pot', { aliases: ['cottage cheese'] }),
  cheddar: g(400, 3.4, '400 g block', { aliases: ['cheddar'] }),
  mozzarella: g(125, 0.8, '125 g ball'),
  feta: g(200, 1.9, '200 g pack'),
  parmesan: g(100, 2.1, '100 g grated pack', { aliases: ['parmesan', 'parmigiano'] }),
  ricotta: g(250, 1.25, '250 g tub'),
  kefir: g(500, 2.0, '500 ml bottle', { aliases: ['kefir'] }),

  // Tofu & plant-based
  tofu: g(396, 2.0, '396 g block', { aliases: ['tofu'] }),
  tempeh: g(200, 3.0, '200 g pack'),
  rice_drink: ml(1000, 1.5, '1 litre carton', { aliases: ['rice drink', 'rice milk'] }),
  soya_milk: ml(1000, 1.5, '1 litre carton', { aliases: ['soya milk', 'soy milk'] }),
  soya_yoghurt: g(500, 1.85, '500 g pot', { aliases: ['soya yoghurt', 'soy yoghurt'] }),
  hummus: g(200, 1.0, '200 g tub', { aliases: ['houmous', 'humous'] }),
  miso: g(150, 2.5, '150 g pot', { aliases: ['miso'] }),

  // Bread & grains
  oats: g(1000, 0.95, '1 kg bag', { aliases: ['oats', 'rolled oats', 'porridge oats'] }),
  quinoa: g(300, 1.85, '300 g bag'),
  brown_rice: g(1000, 1.5, '1 kg bag', { aliases: ['rice', 'wholegrain rice'] }),
  wholewheat_pasta: g(500, 0.8, '500 g bag', { aliases: ['wholemeal pasta', 'pasta', 'spaghetti'] }),
  rice_noodles: g(250, 1.25, '250 g pack', { aliases: ['noodles'] }),
  buckwheat: g(500, 2.0, '500 g bag'),
  bulgur: g(500, 1.5, '500 g bag', { aliases: ['bulgar wheat'] }),
  pearl_barley: g(500, 0.85, '500 g bag', { aliases: ['barley'] }),
  wholemeal_bread: g(800, 1.2, '800 g loaf', { piece: grams(40), subunits: { slice: grams(40) }, aliases: ['wholemeal bread', 'wholegrain bread', 'bread'] }),
  rye_bread: g(500, 1.2, '500 g loaf', { subunits: { slice: grams(64) }, aliases: ['rye bread', 'pumpernickel'] }),
  rye_crispbread: g(250, 1.4, '250 g pack', { piece: grams(10), aliases: ['crispbread', 'ryvita'] }),
  wholemeal_pitta: pieces(6, 0.75, 'pack of 6', grams(64), { aliases: ['pitta', 'pita'] }),
  wholemeal_roll: pieces(4, 0.85, 'pack of 4', grams(65), { aliases: ['bread roll'] }),
  rice_cakes: g(130, 1.1, '130 g pack', { piece: grams(9), aliases: ['rice cakes'] }),
  corn_tortilla: pieces(8, 1.75, 'pack of 8', grams(30), { aliases: ['tortilla', 'tortillas', 'wrap'] }),

  // Tins, pulses & dried fruit (tinned amounts in recipes are drained weights)
  chickpeas: g(240, 0.6, '400 g tin (240 g drained)', { aliases: ['chickpeas', 'chick peas'] }),
  kidney_beans: g(240, 0.55, '400 g tin (240 g drained)', { aliases: ['kidney beans'] }),
  black_beans: g(240, 0.75, '400 g tin (240 g drained)', { aliases: ['black beans'] }),
  cannellini: g(240, 0.7, '400 g tin (240 g drained)', { aliases: ['cannellini beans', 'white beans', 'haricot beans'] }),
  butter_beans: g(235, 0.65, '400 g tin (235 g drained)', { aliases: ['butter beans', 'lima beans'] }),
  green_lentils: g(500, 1.5, '500 g bag', { aliases: ['green lentils', 'puy lentils', 'lentils'] }),
  red_lentils: g(500, 1.15, '500 g bag', { aliases: ['red lentils'] }),
  baked_beans: g(400, 0.5, '400 g tin', { aliases: ['baked beans'] }),
  chopped_tomatoes: g(400, 0.45, '400 g tin', { aliases: ['chopped tomatoes', 'tinned tomatoes', 'canned tomatoes'] }),
  tomato_puree: g(200, 0.6, '200 g tube', { aliases: ['tomato puree', 'tomato paste'] }),
  veg_stock: ml(5000, 0.9, '10 stock cubes (each makes 500 ml)', { subunits: { cube: { size: 500, unit: 'ml' } }, aliases: ['vegetable stock', 'stock', 'stock cube'] }),
  coconut_milk: ml(400, 1.1, '400 ml tin', { aliases: ['coconut milk'] }),
  dried_apricots: g(250, 1.5, '250 g bag', { aliases: ['apricots'] }),
  dates: g(200, 2.5, '200 g pack', { piece: grams(20), aliases: ['dates'] }),
  dried_figs: g(250, 2.0, '250 g bag', { aliases: ['figs', 'dried figs'] }),
  raisins: g(500, 1.4, '500 g bag', { aliases: ['sultanas'] }),

  // Nuts & seeds
  walnuts: g(100, 1.6, '100 g bag', { aliases: ['walnut'] }),
  almonds: g(200, 2.5, '200 g bag', { aliases: ['almond', 'flaked almonds'] }),
  flaxseed: g(200, 1.75, '200 g bag', { aliases: ['flaxseed', 'linseed', 'ground flaxseed'] }),
  chia: g(150, 1.5, '150 g bag', { aliases: ['chia'] }),
  pumpkin_seeds: g(150, 1.35, '150 g bag'),
  sunflower_seeds: g(200, 0.9, '200 g bag'),
  sesame_seeds: g(100, 0.9, '100 g bag'),
  cashews: g(200, 2.5, '200 g bag', { aliases: ['cashew'] }),
  brazil_nuts: g(150, 2.25, '150 g bag'),
  peanut_butter: g(340, 1.65, '340 g jar', { aliases: ['peanut butter'] }),
  almond_butter: g(170, 3.25, '170 g jar'),
  tahini: g(300, 2.25, '300 g jar'),

  // Oils, herbs, spices & condiments
  olive_oil: ml(500, 4.5, '500 ml bottle', { aliases: ['olive oil', 'extra virgin olive oil'] }),
  rapeseed_oil: ml(1000, 1.8, '1 litre bottle', { aliases: ['rapeseed oil', 'vegetable oil'] }),
  sesame_oil: ml(150, 2.0, '150 ml bottle', { aliases: ['sesame oil'] }),
  tamari: ml(150, 2.75, '150 ml bottle', { aliases: ['soy sauce', 'soya sauce'] }),
  honey: g(340, 1.5, '340 g jar'),
  maple_syrup: ml(250, 3.5, '250 ml bottle'),
  balsamic: ml(250, 1.25, '250 ml bottle', { aliases: ['balsamic'] }),
  mustard: g(185, 0.9, '185 g jar', { aliases: ['dijon mustard', 'wholegrain mustard'] }),
  cinnamon: g(40, 1.0, '40 g jar', { aliases: ['cinnamon'] }),
  cumin: g(40, 1.0, '40 g jar', { aliases: ['cumin', 'ground cumin'] }),
  turmeric: g(45, 0.9, '45 g jar', { aliases: ['turmeric'] }),
  curry_powder: g(45, 0.95, '45 g jar', { aliases: ['curry powder'] }),
  paprika: g(45, 1.2, '45 g jar', { aliases: ['paprika'] }),
  chilli_powder: g(45, 0.95, '45 g jar', { aliases: ['chilli flakes', 'chili powder'] }),
  dark_chocolate: g(100, 1.5, '100 g bar', { aliases: ['dark chocolate', 'chocolate'] }),
}
