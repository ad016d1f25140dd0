/**
 * The 14 allergens UK and EU food law makes every food business declare
 * (retained Regulation (EU) No 1169/2011, Annex II; FSA allergen guidance),
 * and the one table that says which foods contain them.
 *
 * The table maps food words to what a food with that word in its name
 * contains: the allergens, and the two things diets exclude that are not
 * allergens (meat, honey). It covers the hidden sources a label would
 * declare (soy sauce has wheat and soya, pesto milk and often nuts,
 * Worcestershire sauce fish, mayonnaise eggs, hummus sesame, most stock
 * celery, dried apricots and wine sulphites). Every ingredient of the
 * built-in library is read through it by name, and so is every ingredient a
 * model writes, so both planners are held to the same table.
 *
 * Where a food commonly contains an allergen (pesto and cashews, curry powder
 * and mustard, chocolate and milk), it is counted: for someone with an
 * allergy a false "contains" costs a dish, a false "free from" can cost far
 * more. A name that says "gluten-free", "dairy-free", "nut-free"… drops that
 * allergen, as the label would, but only for the option that says it: in
 * "Soy sauce (or gluten-free tamari)" the soy sauce still holds gluten, and an
 * ingredient is labelled for every option it names.
 *
 * The table is also the vocabulary: a word it does not know (a brand, a dish
 * it has never seen) makes the whole ingredient unknown (`unknownWordsIn`),
 * and an unknown ingredient never passes as free from anything. Spelling
 * variants (yogurt, shrimp, chapatti, houmous) are read as one word, and
 * allergens that depend on the brand (stock and gluten, bread and soya,
 * frozen prawns and sulphites) are "may contain" (`mayContainOfFood`).
 */
import { ALLERGEN_HELP, ALLERGEN_NAMES, ALLERGENS, allergenList, LABEL_CHECK, type Allergen } from './allergen-names'
import { normaliseFood, singular } from './food-words'

// The names and the spelling rules live in small modules of their own, so a page that only names allergens does not carry the table.
export { ALLERGEN_HELP, ALLERGEN_NAMES, ALLERGENS, allergenList, LABEL_CHECK, normaliseFood, singular, type Allergen }

/** What an ingredient contains: an allergen, or something a diet excludes. */
export type FoodFlag = Allergen | 'meat' | 'honey' | 'animal_rennet'

interface Entry {
  flags: readonly FoodFlag[]
  /** Words or phrases (singular; plurals match too). */
  words: readonly string[]
  /** Phrases that mean something else (coconut milk is not milk). */
  unless?: readonly string[]
}

const PLANT_DRINKS = ['coconut', 'soya', 'soy', 'oat', 'almond', 'rice', 'hazelnut', 'cashew', 'pea', 'hemp', 'plant', 'nut']
const plant = (food: string) => PLANT_DRINKS.map((p) => `${p} ${food}`)

const ENTRIES: readonly Entry[] = [
  // ── Cereals containing gluten ───────────────────────────────────────────
  {
    flags: ['gluten'],
    words: [
      'wheat', 'wholewheat', 'wheatgerm', 'flour', 'bread', 'breadcrumb', 'panko', 'crouton', 'pitta', 'pita', 'naan', 'chapati',
      'roti', 'paratha', 'tortilla', 'tortilla wrap', 'flour wrap', 'bagel', 'muffin', 'crumpet', 'brioche', 'croissant', 'bread roll',
      'crusty roll', 'bap', 'bun', 'baguette', 'ciabatta',
      'focaccia', 'sourdough', 'pasta', 'spaghetti', 'penne', 'fusilli', 'macaroni', 'linguine', 'tagliatelle', 'lasagne', 'lasagna',
      'orzo', 'gnocchi', 'noodle', 'udon', 'soba', 'couscous', 'bulgur', 'bulghur', 'semolina', 'durum', 'spelt', 'kamut', 'farro',
      'freekeh', 'rye', 'barley', 'malt', 'oat', 'oatmeal', 'oatcake', 'muesli', 'granola', 'bran', 'cracker', 'crispbread',
      'biscuit', 'cake', 'pastry', 'pizza', 'yorkshire pudding', 'dumpling', 'seitan', 'beer', 'ale', 'stout', 'soy sauce', 'soya sauce',
      'teriyaki', 'hoisin', 'worcestershire', 'stuffing', 'wholemeal', 'granary', 'cereal', 'weetabix', 'cornflake',
      'chapatti', 'filo', 'phyllo', 'puff pastry', 'shortcrust', 'scone', 'pretzel', 'wrap', 'marmite', 'vegemite', 'yeast extract',
      'brown sauce', 'gochujang', 'malt vinegar', 'breadstick', 'grissini', 'flatbread', 'crispbread', 'matzo',
      'pie', 'romesco', 'vermicelli', 'ramen', 'pearl barley', 'tabbouleh', 'falafel',
    ],
    unless: [
      'rice flour', 'gram flour', 'chickpea flour', 'coconut flour', 'buckwheat flour', 'corn flour', 'cornflour', 'maize flour',
      'potato flour', 'tapioca flour', 'almond flour', 'cassava flour', 'teff flour', 'millet flour', 'quinoa flour', 'sorghum flour',
      'rice noodle', 'rice pasta', 'rice wrap', 'lettuce wrap', 'corn wrap', 'gluten free wrap', 'lentil pasta', 'chickpea pasta', 'pea pasta', 'corn pasta', 'bean pasta', 'rice vermicelli',
      'glass noodle', 'konjac noodle', 'corn tortilla', 'rice cake', 'corn cake', 'rice cracker', 'buckwheat',
      'roll mop', 'rollmop', 'spring roll wrapper rice', 'cabbage roll', 'rice paper', 'ginger ale', 'rice bran',
    ],
  },
  // ── Milk ────────────────────────────────────────────────────────────────
  {
    flags: ['milk'],
    words: [
      'milk', 'cheese', 'cheddar', 'mozzarella', 'parmesan', 'parmigiano', 'pecorino', 'grana padano', 'feta', 'halloumi', 'ricotta',
      'mascarpone', 'paneer', 'brie', 'camembert', 'gouda', 'edam', 'emmental', 'gruyere', 'stilton', 'roquefort', 'gorgonzola',
      'quark', 'burrata', 'manchego', 'comte', 'red leicester', 'wensleydale', 'butter', 'buttermilk', 'ghee', 'cream', 'creme fraiche',
      'fromage frais', 'yoghurt', 'yogurt', 'skyr', 'kefir', 'lassi', 'raita', 'tzatziki', 'custard', 'whey', 'casein', 'lactose',
      'ice cream', 'pesto', 'bechamel', 'white sauce', 'cheese sauce', 'chocolate', 'fudge', 'toffee', 'caramel', 'naan', 'brioche',
      'milk powder', 'evaporated', 'condensed', 'dulce de leche', 'labneh', 'caesar',
    ],
    unless: [
      ...plant('milk'), ...plant('yoghurt'), ...plant('yogurt'), ...plant('cream'), 'peanut butter', 'almond butter', 'cashew butter',
      'nut butter', 'seed butter', 'sunflower butter', 'cocoa butter', 'shea butter', 'apple butter', 'butter bean', 'butterbean',
      'butternut', 'cream of tartar', 'cream cracker', 'salad cream', 'vegan cheese', 'plant based cheese', 'dairy free cheese', 'coconut cheese', 'milk thistle',
    ],
  },
  // ── Eggs ────────────────────────────────────────────────────────────────
  {
    flags: ['eggs'],
    words: [
      'egg', 'yolk', 'egg white', 'mayonnaise', 'mayo', 'aioli', 'hollandaise', 'bearnaise', 'meringue', 'frittata', 'omelette', 'omelet',
      'quiche', 'egg noodle', 'egg pasta', 'fresh pasta', 'brioche', 'pancake', 'crepe', 'yorkshire pudding', 'custard', 'caesar',
      'egg fried rice', 'tartare sauce', 'carbonara', 'marzipan', 'quorn', 'mycoprotein', 'coleslaw', 'salad cream',
      'scone', 'fresh egg pasta', 'pavlova', 'macaroon', 'brioche bun',
    ],
    unless: ['vegan mayo', 'vegan mayonnaise'],
  },
  // ── Fish ────────────────────────────────────────────────────────────────
  {
    flags: ['fish'],
    words: [
      'fish', 'salmon', 'tuna', 'cod', 'haddock', 'mackerel', 'sardine', 'pilchard', 'trout', 'anchovy', 'herring', 'kipper', 'sprat',
      'whitebait', 'sea bass', 'seabass', 'bream', 'plaice', 'sole', 'pollock', 'pollack', 'hake', 'halibut', 'coley', 'tilapia',
      'swordfish', 'monkfish', 'basa', 'catfish', 'snapper', 'mullet', 'turbot', 'skate', 'eel', 'roe', 'caviar', 'taramasalata',
      'fish sauce', 'nam pla', 'worcestershire', 'caesar', 'dashi', 'bonito', 'katsuobushi', 'surimi', 'crab stick', 'kedgeree',
      'gentleman relish', 'tapenade', 'puttanesca',
    ],
  },
  // ── Crustaceans ─────────────────────────────────────────────────────────
  {
    flags: ['crustaceans'],
    words: [
      'prawn', 'shrimp', 'crab', 'lobster', 'langoustine', 'crayfish', 'scampi', 'krill', 'shrimp paste', 'belacan', 'seafood',
      'shellfish', 'bisque', 'thai curry paste', 'red curry paste', 'green curry paste', 'yellow curry paste', 'laksa', 'paella',
      'prawn cracker', 'surimi', 'crab stick',
    ],
  },
  // ── Molluscs ────────────────────────────────────────────────────────────
  {
    flags: ['molluscs'],
    words: [
      'mussel', 'oyster', 'clam', 'scallop', 'cockle', 'whelk', 'winkle', 'squid', 'calamari', 'octopus', 'cuttlefish', 'snail',
      'escargot', 'abalone', 'oyster sauce', 'seafood', 'shellfish', 'paella',
    ],
    unless: ['oyster mushroom'],
  },
  // ── Celery ──────────────────────────────────────────────────────────────
  {
    flags: ['celery'],
    words: ['celery', 'celeriac', 'celery salt', 'celery seed', 'stock', 'stock cube', 'bouillon', 'gravy', 'broth', 'bloody mary'],
  },
  // ── Lupin ───────────────────────────────────────────────────────────────
  { flags: ['lupin'], words: ['lupin', 'lupini', 'lupine'] },
  // ── Mustard ─────────────────────────────────────────────────────────────
  {
    flags: ['mustard'],
    words: [
      'mustard', 'dijon', 'mustard seed', 'mustard leaf', 'piccalilli', 'mayonnaise', 'mayo', 'vinaigrette', 'salad dressing',
      'honey mustard', 'curry powder', 'curry paste', 'panch phoron', 'remoulade', 'coleslaw', 'salad cream',
      'wholegrain mustard', 'english mustard',
    ],
    unless: ['vegan mayo'],
  },
  // ── Peanuts ─────────────────────────────────────────────────────────────
  {
    flags: ['peanuts'],
    words: ['peanut', 'groundnut', 'monkey nut', 'arachis', 'satay', 'peanut butter', 'peanut oil', 'mixed nut', 'nut butter', 'nut mix'],
  },
  // ── Tree nuts ───────────────────────────────────────────────────────────
  {
    flags: ['tree_nuts'],
    words: [
      'almond', 'hazelnut', 'filbert', 'walnut', 'cashew', 'pecan', 'brazil nut', 'brazil', 'pistachio', 'macadamia',
      'queensland nut', 'nut', 'mixed nut', 'nut butter', 'nut milk', 'marzipan', 'praline', 'frangipane', 'nougat', 'gianduja',
      'nutella', 'pesto', 'amaretti', 'baklava', 'dukkah', 'korma', 'romesco', 'pecan pie', 'nut roast',
    ],
    unless: ['pine nut', 'tiger nut', 'water chestnut'],
  },
  // ── Sesame ──────────────────────────────────────────────────────────────
  {
    flags: ['sesame'],
    words: ['sesame', 'tahini', 'tahina', 'hummus', 'houmous', 'hoummos', 'humous', 'halva', 'halvah', 'zaatar', 'gomasio', 'furikake', 'baba ganoush', 'baba ghanoush', 'dukkah', 'falafel', 'sesame seed', 'sesame oil'],
  },
  // ── Soya ────────────────────────────────────────────────────────────────
  {
    flags: ['soya'],
    words: [
      'soya', 'soy', 'soybean', 'soyabean', 'tofu', 'tempeh', 'edamame', 'miso', 'natto', 'tamari', 'shoyu', 'bean curd', 'beancurd',
      'teriyaki', 'hoisin', 'textured vegetable protein', 'tvp', 'lecithin', 'chocolate', 'gochujang', 'black bean sauce',
    ],
    unless: ['sunflower lecithin'],
  },
  // Miso is often made with barley, shoyu with wheat (tamari is the wheat-free one).
  { flags: ['gluten'], words: ['miso', 'shoyu'] },
  // ── Sulphites ───────────────────────────────────────────────────────────
  {
    flags: ['sulphites'],
    words: [
      'sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide', 'metabisulphite', 'wine', 'vinegar', 'balsamic', 'sherry',
      'port', 'cider', 'beer', 'dried apricot', 'apricot dried', 'raisin', 'sultana', 'currant', 'dried fruit', 'dried mango',
      'dried pineapple', 'mixed peel', 'glace cherry', 'sausage', 'burger', 'pickle', 'pickled', 'gherkin', 'cornichon', 'caper',
      'lime cordial', 'bottled lemon juice', 'bottled lime juice', 'chutney', 'dijon', 'wholegrain mustard', 'brown sauce',
      'worcestershire', 'malt vinegar', 'romesco', 'dried cranberry', 'dried cherry',
    ],
  },
  // ── Diets: meat and honey (not allergens) ────────────────────────────────
  {
    flags: ['meat'],
    words: [
      'meat', 'chicken', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'venison', 'turkey', 'duck', 'goose', 'pheasant', 'rabbit',
      'bacon', 'ham', 'gammon', 'sausage', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta', 'parma ham', 'serrano',
      'mince', 'steak', 'burger', 'meatball', 'liver', 'pate', 'black pudding', 'haggis', 'gelatine', 'gelatin', 'lard', 'suet',
      'dripping', 'bone broth', 'chicken stock', 'beef stock', 'oxtail', 'brisket', 'sirloin', 'fillet steak', 'rump', 'loin',
      'spare rib', 'giblet', 'offal', 'anchovy paste', 'carbonara', 'bolognese', 'kebab', 'biltong', 'jerky',
    ],
    unless: [
      'meat free', 'soya mince', 'soy mince', 'vegetable mince', 'veggie mince', 'quorn mince', 'plant based mince', 'lentil mince',
      'vegetarian sausage', 'veggie sausage', 'vegan sausage', 'vegetable suet', 'vegetarian suet', 'vegetable stock', 'tuna steak',
      'salmon steak', 'cauliflower steak', 'veggie burger', 'bean burger', 'vegetable burger', 'vegan burger', 'mince pie',
      'mushroom pate', 'vegetable pate', 'lentil bolognese', 'vegetarian bolognese', 'loin of cod', 'cod loin', 'salmon loin',
    ],
  },
  { flags: ['honey'], words: ['honey', 'honeycomb', 'royal jelly', 'propolis'] },
  // Cheeses made by their rules with calf rennet: never vegetarian, whatever the shop calls them.
  {
    flags: ['animal_rennet'],
    words: ['parmesan', 'parmigiano', 'parmigiano reggiano', 'pecorino', 'grana padano', 'gorgonzola', 'gruyere', 'comte', 'emmental', 'manchego', 'pesto', 'caesar'],
    unless: ['vegetarian pesto', 'vegan pesto', 'vegetarian parmesan', 'vegetarian italian style hard cheese'],
  },
]

/**
 * Allergens a food of this name may hold, by brand: UK labels differ, so
 * she is told to check (stock cubes with wheat, bread with soya flour,
 * frozen prawns and dried figs treated with sulphites, vegan cheese made
 * from cashews or soya, dark chocolate made beside nuts).
 */
const MAY_CONTAIN: readonly { may: readonly Allergen[]; words: readonly string[] }[] = [
  { may: ['gluten'], words: ['stock', 'stock cube', 'bouillon', 'gravy'] },
  { may: ['soya'], words: ['bread', 'wholemeal bread', 'wholemeal roll', 'wholemeal pitta', 'rye bread', 'bread roll', 'pitta', 'wrap', 'tortilla wrap'] },
  { may: ['sulphites'], words: ['prawn', 'frozen prawn', 'dried fig', 'dried fruit', 'dried berry'] },
  { may: ['tree_nuts', 'soya'], words: ['vegan cheese', 'plant based cheese', 'dairy free cheese'] },
  { may: ['tree_nuts', 'peanuts', 'milk'], words: ['chocolate', 'dark chocolate'] },
  // Thai curry pastes are made with shrimp paste, and many with fish sauce too.
  { may: ['fish'], words: ['thai curry paste', 'red curry paste', 'green curry paste', 'yellow curry paste', 'laksa'] },
  // Seeded breads and bagels are often topped with sesame.
  { may: ['sesame'], words: ['seeded bread', 'seeded roll', 'bagel', 'burger bun', 'seeded bagel'] },
]

/** "<word> free" in a name drops these (as a "gluten-free" label does); "wheat-free" is not gluten-free. */
const FREE_FROM: Record<string, readonly FoodFlag[]> = {
  gluten: ['gluten'],
  dairy: ['milk'],
  milk: ['milk'],
  egg: ['eggs'],
  nut: ['tree_nuts', 'peanuts'],
  peanut: ['peanuts'],
  soya: ['soya'],
  sesame: ['sesame'],
  mustard: ['mustard'],
  celery: ['celery'],
  sulphite: ['sulphites'],
  fish: ['fish'],
  meat: ['meat'],
  honey: ['honey'],
  lupin: ['lupin'],
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const phraseRegex = (phrases: readonly string[]) =>
  new RegExp(`(?:^| )(?:${[...new Set(phrases.map(normaliseFood))].filter(Boolean).sort((a, b) => b.length - a.length).map(escape).join('|')})(?= |$)`, 'g')

const COMPILED = ENTRIES.map((entry) => ({
  flags: entry.flags,
  words: phraseRegex(entry.words),
  unless: entry.unless?.length ? phraseRegex(entry.unless) : null,
}))
const MAY_COMPILED = MAY_CONTAIN.map((entry) => ({ may: entry.may, words: phraseRegex(entry.words) }))
const FREE_WORDS = new Map(Object.entries(FREE_FROM).map(([word, flags]) => [normaliseFood(word), flags]))
const FREE_ALTERNATION = [...FREE_WORDS.keys()].join('|')
const FREE_REGEX = new RegExp(`(?:^| )(?:(${FREE_ALTERNATION}) free|free from (${FREE_ALTERNATION}))(?= |$)`, 'g')

/**
 * The options an ingredient names: "Soy sauce (or gluten-free tamari)" is
 * soy sauce, with tamari as a swap. Each is read on its own, so an "X-free"
 * in one option never frees another, and the ingredient is labelled for all
 * of them: the first as written, the swap if she takes it.
 */
export function optionsOf(name: string): string[] {
  return name
    .split(/\(\s*or\s+|\bor\s+(?=\S)|\binstead\s+use\b|\bswap\s+for\b|\//i)
    .map((part) => part.replace(/[()]/g, ' ').trim())
    .filter(Boolean)
}

export interface Mention {
  flag: FoodFlag
  /** The table's word as it stands in the (normalised) text. */
  word: string
  /** Where it starts in the normalised text. */
  at: number
}

/** Every food word of the table in one option's text; its own "gluten-free", "free from nuts" take theirs away. */
function mentionsInOption(text: string): Mention[] {
  if (!text) return []
  const found: Mention[] = []
  for (const entry of COMPILED) {
    // Phrases that mean something else are blanked out, keeping every position.
    const checked = entry.unless ? text.replace(entry.unless, (phrase) => phrase.replace(/[^ ]/g, '_')) : text
    for (const match of checked.matchAll(entry.words)) {
      const word = match[0].trim()
      for (const flag of entry.flags) found.push({ flag, word, at: match.index + match[0].indexOf(word) })
    }
  }
  const freed = freedIn(text)
  return freed.size ? found.filter((m) => !freed.has(m.flag)) : found
}

function freedIn(text: string): Set<FoodFlag> {
  const freed = new Set<FoodFlag>()
  for (const match of text.matchAll(FREE_REGEX)) for (const flag of FREE_WORDS.get(match[1] ?? match[2]) ?? []) freed.add(flag)
  return freed
}

/**
 * Every food word of the table in a text, with what it means. A text with
 * alternatives ("X (or Y)") is read option by option, positions kept in the
 * whole normalised text.
 */
export function mentionsIn(name: string): Mention[] {
  const options = optionsOf(name)
  if (options.length <= 1) return mentionsInOption(normaliseFood(name))
  const whole = normaliseFood(name)
  const found: Mention[] = []
  let from = 0
  for (const option of options) {
    const text = normaliseFood(option)
    const at = whole.indexOf(text, from)
    const offset = at < 0 ? 0 : at
    if (at >= 0) from = at + text.length
    for (const m of mentionsInOption(text)) found.push({ ...m, at: m.at + offset })
  }
  return found
}

/** Everything a food of this name contains, by the table. A vegetarian cheese named as the swap frees animal rennet. */
export function flagsOfFood(name: string): Set<FoodFlag> {
  const flags = new Set(mentionsIn(name).map((m) => m.flag))
  if (flags.has('animal_rennet') && optionsOf(name).slice(1).some((o) => /(?:^| )(?:vegetarian|vegan)(?= |$)/.test(normaliseFood(o)))) {
    flags.delete('animal_rennet')
  }
  return flags
}

/** The allergens a food of this name contains, in the law's order. */
export function allergensOfFood(name: string): Allergen[] {
  const flags = flagsOfFood(name)
  return ALLERGENS.filter((a) => flags.has(a))
}

/** The allergens a food of this name may hold, by brand, and does not already contain: "May contain" on her recipe. */
export function mayContainOfFood(name: string): Allergen[] {
  const contains = new Set(allergensOfFood(name))
  const may = new Set<Allergen>()
  for (const option of optionsOf(name)) {
    const text = normaliseFood(option)
    const freed = freedIn(text)
    for (const entry of MAY_COMPILED) {
      entry.words.lastIndex = 0
      if (entry.words.test(text)) for (const a of entry.may) if (!freed.has(a)) may.add(a)
    }
  }
  return ALLERGENS.filter((a) => may.has(a) && !contains.has(a))
}

/**
 * Words that say how a food is bought, cut or cooked, and units: known, but
 * never a food. Everything else in an ingredient's name must be a food the
 * table knows.
 */
const DESCRIPTORS = `
  a an and the of with without in on for from to into or each per about plus extra optional fresh freshly frozen dried tinned canned
  jarred bottled packet pack raw cooked uncooked ready to eat boiled steamed roasted roast toasted grilled baked fried stir poached
  smoked cured pickled chopped finely roughly diced sliced thinly thickly grated shredded crushed minced ground milled flaked whole
  halved quartered peeled deseeded drained rinsed mashed beaten softened melted chilled warm hot cold room temperature small
  medium large big baby mini thin thick lean low fat reduced full semi skimmed light lite unsweetened sweetened no added salt sugar
  free range organic plain natural greek style mild mature strong extra virgin sprig bunch handful pinch dash drizzle splash clove
  head stick slice piece chunk cube fillet fillets breast thigh leg skinless boneless bones bone skin on off rind zest juice juiced
  leaf leaves stem stalk floret spear wedge ring strip tbsp tsp tablespoon teaspoon cup g kg mg ml l litre oz lb gram grams kilogram
  can tin jar bag pot punnet carton of sauce paste powder seed flake oil spread mix blend drink alternative swap serve serving
  portion topping garnish side dressing dip salad soup stew curry bake traybake sandwich bowl vegetable vegetables veg vegan
  vegetarian plant based italian hard calcium vitamin d e added set firm silken soft crunchy smooth pure puree puy king pink
  rainbow red green yellow orange black white brown blue golden wild baby spring sweet sour hot spicy unsalted salted lightly
  heaped level rounded quick rolled jumbo porridge wholegrain granulated caster icing dark milk 70 85 percent cocoa solids at least
  medjool romaine cherry water sparkling still iced boiling left over leftover homemade shop bought fresh basic
`
/** Foods that hold none of the 14 allergens, meat or honey: known, so not "unknown". */
const PLAIN_FOODS = `
  apple apricot artichoke asparagus aubergine avocado banana basil bay beetroot bean berry blackberry blueberry broad broccoli
  brussels sprout butternut squash cabbage cannellini carrot cauliflower cavolo nero cayenne chard cherry chickpea chicory chilli
  chive cinnamon clementine clove coconut coriander corn courgette cranberry cucumber cumin curry date dill edamame endive fennel
  fig garam masala garlic ginger gooseberry grape grapefruit guava haricot herb kale kidney kiwi fruit kohlrabi leek lemon lemongrass
  lentil lettuce lime lychee mange tout mangetout mango maple syrup marjoram melon mint mushroom nectarine nutmeg okra olive onion
  orange oregano pak choi paprika parsley parsnip passata passion pea peach pear pepper persimmon pineapple plantain plum pomegranate
  potato pumpkin quinoa radish rapeseed rhubarb rice rocket rosemary saffron sage salt satsuma shallot spinach spring onion squash
  star anise strawberry sugar snap swede sweetcorn sweet potato tarragon thyme tomato turmeric turnip vanilla watercress watermelon
  yam black peppercorn chilli flake sesame flaxseed chia pumpkin sunflower hemp seed poppy nigella cardamom fenugreek allspice
  raspberry kiwi tofu tempeh buckwheat groat millet polenta cornmeal sorghum teff amaranth cassava tapioca arrowroot agave stevia
  miso tamari honey walnut almond cashew hazelnut pistachio pecan macadamia brazil nut peanut butter chestnut pine tiger
  celery celeriac mustard dijon egg milk cheese yoghurt kefir cream butter ghee cottage ricotta feta cheddar mozzarella parmesan
  halloumi paneer quark skyr prawn salmon tuna cod mackerel sardine trout haddock anchovy chicken turkey beef lamb pork mince
  cocoa chocolate coffee tea espresso matcha wine beer cider vinegar balsamic stock broth water ice jelly yeast baking soda
  bicarbonate cornflour vinegar caper gherkin olive lettuce spring green greens romaine watercress rocket pea shoot sprout
  cress microgreen sumac za atar harissa smoked paprika chipotle jalapeno sriracha tabasco ketchup tomato puree purée sundried
`
const KNOWN_WORDS = new Set(
  [
    ...DESCRIPTORS.split(/\s+/),
    ...PLAIN_FOODS.split(/\s+/),
    ...ENTRIES.flatMap((e) => [...e.words, ...(e.unless ?? [])]),
    ...MAY_CONTAIN.flatMap((e) => e.words),
    ...Object.keys(FREE_FROM),
    'free',
  ]
    .flatMap((phrase) => normaliseFood(phrase).split(' '))
    .filter(Boolean),
)

/**
 * The words of an ingredient's name the vocabulary does not know ("Quorn"
 * is known; "Zorbo crunch" is not). Numbers and percentages are amounts.
 * Not empty: the ingredient's allergens cannot be told, so for anyone with a
 * restriction it is not safe.
 */
export function unknownWordsIn(name: string): string[] {
  return [...new Set(normaliseFood(name).split(' ').filter((w) => w && !/^\d/.test(w) && !KNOWN_WORDS.has(w)))]
}

/** The allergens of a list of ingredients, in the law's order. */
export function allergensOf(ingredients: readonly { item: string }[]): Allergen[] {
  const found = new Set<Allergen>()
  for (const ing of ingredients) for (const a of allergensOfFood(ing.item)) found.add(a)
  return ALLERGENS.filter((a) => found.has(a))
}

/** What a list of ingredients may hold by brand, beyond what it contains. */
export function mayContainOf(ingredients: readonly { item: string }[]): Allergen[] {
  const contains = new Set(allergensOf(ingredients))
  const may = new Set<Allergen>()
  for (const ing of ingredients) for (const a of mayContainOfFood(ing.item)) may.add(a)
  return ALLERGENS.filter((a) => may.has(a) && !contains.has(a))
}

/**
 * Words in free text (an assessment's "Other" box) that name an allergen:
 * "Severe peanut and tree nut allergy, also sesame" → peanuts, tree nuts,
 * sesame. Only ever offered to her to confirm, never applied on its own.
 */
const MENTIONS: readonly { allergens: readonly Allergen[]; words: readonly string[] }[] = [
  { allergens: ['peanuts'], words: ['peanut', 'groundnut', 'monkey nut', 'arachis'] },
  { allergens: ['tree_nuts'], words: ['tree nut', 'almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil nut', 'pistachio', 'macadamia'] },
  // "Nut allergy" usually means both; she chooses.
  { allergens: ['tree_nuts', 'peanuts'], words: ['nut', 'nutty'] },
  { allergens: ['sesame'], words: ['sesame', 'tahini'] },
  { allergens: ['gluten'], words: ['gluten', 'coeliac', 'celiac', 'wheat', 'barley', 'rye', 'spelt'] },
  { allergens: ['milk'], words: ['milk', 'lactose', 'dairy', 'casein', 'whey', 'cow milk'] },
  { allergens: ['eggs'], words: ['egg'] },
  { allergens: ['fish'], words: ['fish', 'finfish'] },
  { allergens: ['crustaceans', 'molluscs'], words: ['shellfish', 'seafood'] },
  { allergens: ['crustaceans'], words: ['crustacean', 'prawn', 'shrimp', 'crab', 'lobster'] },
  { allergens: ['molluscs'], words: ['mollusc', 'mollusk', 'mussel', 'oyster', 'squid', 'clam', 'scallop'] },
  { allergens: ['soya'], words: ['soya', 'soy', 'soybean', 'tofu'] },
  { allergens: ['celery'], words: ['celery', 'celeriac'] },
  { allergens: ['mustard'], words: ['mustard'] },
  { allergens: ['lupin'], words: ['lupin', 'lupine'] },
  { allergens: ['sulphites'], words: ['sulphite', 'sulfite', 'sulphur dioxide', 'sulfur dioxide'] },
]
const MENTION_REGEXES = MENTIONS.map((m) => ({ allergens: m.allergens, words: phraseRegex(m.words) }))

export function allergensMentionedIn(text: string): Allergen[] {
  const normal = normaliseFood(text)
  const found = new Set<Allergen>()
  for (const mention of MENTION_REGEXES) {
    mention.words.lastIndex = 0
    if (mention.words.test(normal)) for (const a of mention.allergens) found.add(a)
  }
  return ALLERGENS.filter((a) => found.has(a))
}
