import { describe, expect, it } from 'vitest'

import {
  alreadyOnTierMessage,
  canOpenLibraryItem,
  ENTITLEMENTS,
  hasPremiumPages,
  mealPlanAllowance,
  parseTier,
  planFeatures,
  premiumRequiredDetail,
  tierName,
} from '~/domain/entitlements'

describe('tiers are named after the brand (doc 1 §1)', () => {
  it('names base and plus as {product} and {product}+', () => {
    expect(tierName('base', 'Liberate')).toBe('Liberate')
    expect(tierName('plus', 'Liberate')).toBe('Liberate+')
    expect(tierName('plus', 'Bloom')).toBe('Bloom+')
  })

  it('parses a tier by code or by its customer-facing name, and nothing else', () => {
    expect(parseTier('base', 'Liberate')).toBe('base')
    expect(parseTier(' Liberate+ ', 'Liberate')).toBe('plus')
    expect(parseTier('Liberate', 'Liberate')).toBe('base')
    expect(parseTier('Gold', 'Liberate')).toBeNull()
    expect(parseTier('Platinum', 'Liberate')).toBeNull()
    expect(parseTier('liberate+', 'Liberate')).toBeNull()
    expect(parseTier('', 'Liberate')).toBeNull()
  })
})

describe('what each tier includes (doc 1 §6, §9)', () => {
  it('gives the base tier 2 meal plans a month and the plus tier unlimited', () => {
    expect(ENTITLEMENTS.base.mealPlansPerMonth).toBe(2)
    expect(ENTITLEMENTS.plus.mealPlansPerMonth).toBeNull()
    expect(mealPlanAllowance('base')).toBe('2 AI meal plans a month')
    expect(mealPlanAllowance('plus')).toBe('Unlimited AI meal plans')
  })

  it('holds no prices: they are in the one price table (app/domain/prices.ts, tests/unit/issue-47.test.ts)', () => {
    for (const tier of ['base', 'plus'] as const) expect(Object.keys(ENTITLEMENTS[tier]).sort()).toEqual(['libraryTiers', 'mealPlansPerMonth', 'premiumPages'])
  })

  it('opens premium pages and plus library items only to the plus tier', () => {
    expect(hasPremiumPages('base')).toBe(false)
    expect(hasPremiumPages('plus')).toBe(true)
    expect(canOpenLibraryItem('base', 'plus')).toBe(false)
    expect(canOpenLibraryItem('plus', 'plus')).toBe(true)
    expect(canOpenLibraryItem('base', 'base')).toBe(true)
  })

  it('lists the plan features from the same rules', () => {
    expect(planFeatures('base', 'Liberate')).toContain('2 AI meal plans a month')
    expect(planFeatures('base', 'Liberate')).not.toContain('Food Logging and Sleep Tracking')
    expect(planFeatures('plus', 'Liberate')).toEqual(
      expect.arrayContaining(['Unlimited AI meal plans', 'Food Logging and Sleep Tracking', 'Everything in Liberate']),
    )
  })
})

describe('messages', () => {
  it("says 'You're already on the {tier} tier' (doc 1 §5)", () => {
    expect(alreadyOnTierMessage('plus', 'Liberate')).toBe("You're already on the Liberate+ tier")
    expect(alreadyOnTierMessage('base', 'Liberate')).toBe("You're already on the Liberate tier")
  })

  it("ends a premium refusal with 'requires {product}+ subscription'", () => {
    expect(premiumRequiredDetail('Food logging', 'Liberate')).toBe('Food logging requires Liberate+ subscription')
  })
})
