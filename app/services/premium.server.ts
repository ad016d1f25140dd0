import type { Customer } from '../../types/payload-types'
import { hasPremiumPages, premiumRequiredDetail, tierOf, type PremiumFeature } from '../domain/entitlements'
import { forbidden } from '../lib/errors'

/** Whether the customer's tier opens the {product}+ pages (food logging, sleep tracking). */
export function canUsePremium(customer: Pick<Customer, 'tier'>, brand: string): boolean {
  return hasPremiumPages(tierOf(customer.tier, brand))
}

/**
 * The premium gate for every food and sleep endpoint: 403 '{feature} requires
 * {product}+ subscription' for the base tier (doc 1 §6, doc 2 §6). Nothing is
 * deleted on a downgrade; the data shows again after an upgrade.
 */
export function requirePremium(customer: Pick<Customer, 'tier'>, feature: PremiumFeature, brand: string): void {
  if (!canUsePremium(customer, brand)) throw forbidden(premiumRequiredDetail(feature, brand))
}
