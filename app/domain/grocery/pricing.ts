import { INGREDIENTS, type IngredientKey } from '../meal-plans/ingredients'
import { PRICES, type PackPrice, type PackUnit } from './prices'

/**
 * Price estimates for a shopping list: match an item to the price table,
 * work out how many packs a shopper must buy, and cost them.
 *
 * The pack rule: a shopper buys whole packs, at least one. A pack covers its
 * size plus a 5 % allowance (recipe amounts are approximate: 252 g of
 * something sold in 250 g packs is one pack, 270 g is two).
 */
export const PACK_ALLOWANCE = 0.05

/** An amount in the measure a recipe or plan used. */
export interface Amount {
  amount: number
  unit: PackUnit
  /** For counted amounts, what was counted when it is not the whole thing ('clove', 'slice'). */
  subunit?: string
}

const WEIGHT: Record<string, number> = { g: 1, gram: 1, grams: 1, gr: 1, kg: 1000, kilo: 1000, kilos: 1000, kilogram: 1000, kilograms: 1000 }
const VOLUME: Record<string, number> = {
  ml: 1,
  millilitre: 1,
  millilitres: 1,
  milliliter: 1,
  milliliters: 1,
  l: 1000,
  litre: 1000,
  litres: 1000,
  liter: 1000,
  liters: 1000,
  tsp: 5,
  teaspoon: 5,
  teaspoons: 5,
  pint: 568,
  pints: 568,
  tbsp: 15,
  tablespoon: 15,
  tablespoons: 15,
}
/** Counted in the packs shops sell: '2 tins', '1 jar', '2 litre cartons' are that many packs. */
const CONTAINERS = new Set(['tin', 'can', 'jar', 'bag', 'bottle', 'pot', 'tub', 'pack', 'packet', 'tube', 'bar', 'carton', 'box', 'punnet', 'bunch', 'block', 'loaf', 'loave'])
const WHOLE = new Set(['', 'item', 'items', 'each', 'x', 'whole', 'piece', 'pieces', 'pc', 'pcs', 'unit', 'units'])

/** A plan's quantity and unit in one of the three measures packs are sold in. */
export function normaliseAmount(quantity: number, unit: string): Amount {
  const u = unit.trim().toLowerCase().replace(/\.$/, '')
  if (u in WEIGHT) return { amount: quantity * WEIGHT[u], unit: 'g' }
  if (u in VOLUME) return { amount: quantity * VOLUME[u], unit: 'ml' }
  if (WHOLE.has(u)) return { amount: quantity, unit: 'item' }
  return { amount: quantity, unit: 'item', subunit: singular(u) }
}

function singular(word: string): string {
  if (word.length <= 3) return word
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('oes')) return word.slice(0, -2)
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** Lower case, no accents, no bracketed notes, single words, singular. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/yogurt/g, 'yoghurt')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
}

interface Alias {
  key: IngredientKey
  tokens: string[]
}

const ALIASES: Alias[] = (Object.keys(PRICES) as IngredientKey[]).flatMap((key) =>
  [INGREDIENTS[key].name, key.replace(/_/g, ' '), ...(PRICES[key].aliases ?? [])].map((text) => ({ key, tokens: nameTokens(text) })),
)

/**
 * The price-table entry for a shopping item's name: the alias with the most
 * words that all appear in the name ('Smoked salmon' is smoked salmon, not
 * salmon). Null when nothing matches.
 */
export function matchIngredient(name: string): IngredientKey | null {
  const words = new Set(nameTokens(name))
  let best: Alias | null = null
  for (const alias of ALIASES) {
    if (!alias.tokens.length || !alias.tokens.every((t) => words.has(t))) continue
    if (!best || alias.tokens.length > best.tokens.length) best = alias
  }
  return best?.key ?? null
}

/** How much of a pack's unit an amount comes to (weights and volumes taken as 1 g ≈ 1 ml). */
function inPackUnits(entry: PackPrice, a: Amount): number {
  const measured = (amount: number): number => {
    if (entry.unit !== 'item') return amount
    return entry.piece ? amount / entry.piece.size : 1
  }
  if (a.unit !== 'item') return measured(a.amount)
  const last = a.subunit?.split(/[\s-]+/).at(-1)
  const sub = a.subunit ? (entry.subunits?.[a.subunit] ?? (last ? entry.subunits?.[last] : undefined)) : undefined
  if (sub) return measured(a.amount * sub.size)
  if (last && CONTAINERS.has(last)) return a.amount * entry.size
  if (entry.unit === 'item') return a.amount
  if (entry.piece) return a.amount * entry.piece.size
  // Counted in packs ('2 tins'): one pack each.
  return a.amount * entry.size
}

export function packsNeeded(entry: PackPrice, amounts: readonly Amount[]): number {
  const need = amounts.reduce((sum, a) => sum + inPackUnits(entry, a), 0)
  return Math.max(1, Math.ceil(need / entry.size - PACK_ALLOWANCE))
}

export function roundPounds(value: number): number {
  return Math.round(value * 100) / 100
}

export interface PriceEstimate {
  /** Pounds. */
  estimated_price: number
  /** What to pick up, e.g. '2 × box of 6 medium free-range eggs'. */
  pack: string
  /** 'table': the item's own price; 'category': not in the table, priced at its aisle's typical pack. */
  price_basis: 'table' | 'category'
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const ALL_KEYS = Object.keys(PRICES) as IngredientKey[]

/** The median pack price of an aisle in the table (of the whole table for an aisle it does not know). */
export function categoryPackPrice(category: string): number {
  const inCategory = ALL_KEYS.filter((key) => INGREDIENTS[key].category === category)
  return roundPounds(median((inCategory.length ? inCategory : ALL_KEYS).map((key) => PRICES[key].price)))
}

/**
 * What buying this item costs: whole packs from the price table, or — for a
 * food the table does not list — one pack at its aisle's median pack price.
 */
export function estimatePrice(name: string, category: string, amounts: readonly Amount[]): PriceEstimate {
  const key = matchIngredient(name)
  if (!key) return { estimated_price: categoryPackPrice(category), pack: '1 pack (typical price for the aisle)', price_basis: 'category' }
  const entry = PRICES[key]
  const packs = packsNeeded(entry, amounts)
  return {
    estimated_price: roundPounds(packs * entry.price),
    pack: packs === 1 ? entry.label : `${packs} × ${entry.label}`,
    price_basis: 'table',
  }
}
