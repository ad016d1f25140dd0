import { Link } from '@remix-run/react'

import { tierName } from '~/domain/entitlements'

import { buttonClass } from './ui/Button'

/**
 * What a {product} customer sees instead of a {product}+ feature (doc 2 §2,
 * §6): what the feature does and an upgrade button to /upgrades. Her earlier
 * logs are kept and come back with the upgrade. `brand` is the product's name
 * (the root loader's), which the tier is named after.
 */
export function PremiumUpsell({ feature, benefits, brand }: { feature: string; benefits: string[]; brand: string }) {
  const plus = tierName('plus', brand)
  return (
    <section data-testid="premium-upsell" aria-labelledby="upsell-title" className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-purple-200">
      <p className="inline-flex items-center gap-2 rounded-full bg-purple-100 px-3 py-1 text-sm font-semibold text-purple-800">
        <span aria-hidden="true">★</span> {plus} feature
      </p>
      <h2 id="upsell-title" className="mt-4 text-2xl font-bold text-slate-900">
        {feature} is part of {plus}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Upgrade to {plus} to use {feature.toLowerCase()}. Anything you logged before stays saved and appears again when you upgrade.
      </p>
      <ul className="mt-4 space-y-2 text-slate-800">
        {benefits.map((b) => (
          <li key={b} className="flex gap-2">
            <span aria-hidden="true" className="text-purple-700">
              ✓
            </span>
            {b}
          </li>
        ))}
      </ul>
      <Link to="/upgrades" className={buttonClass('primary', 'mt-6')}>
        Upgrade to {plus}
      </Link>
    </section>
  )
}
