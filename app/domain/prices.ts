import { CURRENCY } from './constants'
import type { Tier } from './entitlements'
import { formatPrice } from './payments'

/**
 * The one price table (issue 47, decision 0032): what each plan costs a month
 * and the trial it starts with, from the settings `PRICE_BASE_PENCE` and
 * `PRICE_PLUS_PENCE` (app/lib/env.server.ts, the README's settings table).
 * The landing page, the upgrade screen, the checkout (the amount sent to
 * Stripe) and anything else that names a price read it, in pounds
 * (`CURRENCY`). The spec's two sets of figures disagree; the defaults take
 * the one in her favour: {product} free, {product}+ £29 a month.
 */
export interface PlanPrice {
  /** A month, in pence; 0 is a free plan (no checkout, no card). */
  monthlyPence: number
  /** The free trial a paid plan starts with (0: none). */
  trialDays: number
}

export type PriceTable = Readonly<Record<Tier, PlanPrice>>

/** The spec's figures (doc 1 §9): a paid {product} plan starts with a 7-day free trial; {product}+ has none. */
export const BASE_TRIAL_DAYS = 7

/** Defaults of the settings, in her favour where the spec disagrees (decision 0032). */
export const DEFAULT_PRICE_PENCE: Readonly<Record<Tier, number>> = { base: 0, plus: 2900 }

/** Stripe's smallest charge in pounds: a paid plan costs at least this. */
export const SMALLEST_CHARGE_PENCE = 30

export function priceTable(settings: { PRICE_BASE_PENCE: number; PRICE_PLUS_PENCE: number }): PriceTable {
  return {
    base: { monthlyPence: settings.PRICE_BASE_PENCE, trialDays: settings.PRICE_BASE_PENCE > 0 ? BASE_TRIAL_DAYS : 0 },
    plus: { monthlyPence: settings.PRICE_PLUS_PENCE, trialDays: 0 },
  }
}

export function isFreePlan(price: PlanPrice): boolean {
  return price.monthlyPence === 0
}

export const PRICE_CURRENCY = CURRENCY

/** '£0', '£29', '£29.50': a plan's monthly price as every page shows it. */
export function formatPlanPrice(price: PlanPrice): string {
  return formatPrice(price.monthlyPence, PRICE_CURRENCY)
}

/** The 400 for a checkout of a free plan: nothing to pay. */
export function freePlanCheckoutDetail(planName: string): string {
  return `${planName} is free: there is nothing to pay. To leave a paid plan, use Manage subscription.`
}
