import { countOf } from './plural'
/**
 * Which tier gets what. Read by the server (to enforce) and the UI (to show
 * markers and gates); the only place these rules live.
 *
 * Tiers are stored as stable codes (`base`, `plus`); customers see them named
 * after the brand: `{product}` and `{product}+` (spec doc 1 §1).
 */
export const TIERS = ['base', 'plus'] as const
export type Tier = (typeof TIERS)[number]

export interface TierEntitlements {
  /** Premium pages: Food Logging and Sleep Tracking (doc 2 §6). */
  premiumPages: boolean
  /** AI meal plans a calendar month; `null` means unlimited (doc 1 §9). */
  mealPlansPerMonth: number | null
  /** Library items of these tiers are unlocked (doc 1 §6). */
  libraryTiers: readonly Tier[]
}
// What each plan costs, and its trial, are in the one price table: app/domain/prices.ts (decision 0032).

export const ENTITLEMENTS: Record<Tier, TierEntitlements> = {
  base: {
    premiumPages: false,
    mealPlansPerMonth: 2,
    libraryTiers: ['base'],
  },
  plus: {
    premiumPages: true,
    mealPlansPerMonth: null,
    libraryTiers: ['base', 'plus'],
  },
}

export function tierName(tier: Tier, brand: string): string {
  return tier === 'plus' ? `${brand}+` : brand
}

/** Accepts a tier as customers name it ('Liberate+') or by code ('plus'). */
export function parseTier(value: string, brand: string): Tier | null {
  const v = value.trim()
  if (v === 'base' || v === brand) return 'base'
  if (v === 'plus' || v === `${brand}+`) return 'plus'
  return null
}

export function hasPremiumPages(tier: Tier): boolean {
  return ENTITLEMENTS[tier].premiumPages
}

export function canOpenLibraryItem(userTier: Tier, itemTier: Tier): boolean {
  return ENTITLEMENTS[userTier].libraryTiers.includes(itemTier)
}

/** The 403 detail for premium features (doc 1 §8, doc 2 §6). */
export function premiumRequiredDetail(feature: string, brand: string): string {
  return `${feature} requires ${tierName('plus', brand)} subscription`
}

/** The meal-plan allowance in words: '2 AI meal plans a month' or 'Unlimited AI meal plans'. */
export function mealPlanAllowance(tier: Tier): string {
  const perMonth = ENTITLEMENTS[tier].mealPlansPerMonth
  if (perMonth === null) return 'Unlimited AI meal plans'
  return `${countOf(perMonth, 'AI meal plan')} a month`
}

/** What each plan card on the upgrade screen lists (doc 1 §1, §6, §9). */
export function planFeatures(tier: Tier, brand: string): string[] {
  const common = [mealPlanAllowance(tier), 'Daily check-ins with streaks', 'Progress tracking with an AI summary']
  if (!ENTITLEMENTS[tier].premiumPages) {
    return [...common, 'Essential educational content, training videos and basic mindfulness']
  }
  return [
    ...common,
    'Food Logging and Sleep Tracking',
    'RTT audio sessions, advanced content and personal documents',
    'Priority support',
    `Everything in ${tierName('base', brand)}`,
  ]
}

/** The info message for choosing the plan one already has (doc 1 §5). */
export function alreadyOnTierMessage(tier: Tier, brand: string): string {
  return `You're already on the ${tierName(tier, brand)} tier`
}

/** The {product}+ features behind the premium gate, named as their 403 detail names them. */
export const PREMIUM_FEATURES = {
  foodLogging: 'Food logging',
  sleepTracking: 'Sleep tracking',
} as const
export type PremiumFeature = (typeof PREMIUM_FEATURES)[keyof typeof PREMIUM_FEATURES]

/** The customer's tier from its stored code (or name); anything unknown is the base tier. */
export function tierOf(stored: unknown, brand: string): Tier {
  return parseTier(String(stored ?? 'base'), brand) ?? 'base'
}
