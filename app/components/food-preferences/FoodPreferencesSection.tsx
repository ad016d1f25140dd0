import { Link } from '@remix-run/react'

import type { AssessmentOffer, FoodPreferences } from '~/domain/food-preferences/preferences'

import { FoodPreferencesForm } from './FoodPreferencesForm'

/** /account: her diets, allergens and the foods she avoids, which every meal plan keeps to. */
export function FoodPreferencesSection({
  preferences,
  dietsFromAssessment,
  offer,
}: {
  preferences: FoodPreferences
  dietsFromAssessment: boolean
  offer: AssessmentOffer | null
}) {
  return (
    <section id="food-preferences" aria-labelledby="food-preferences-heading" className="card scroll-mt-24 p-6">
      <h2 id="food-preferences-heading" className="text-xl">
        Food preferences
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        What you can’t or don’t eat. Every meal plan keeps to it: no recipe with one of your allergens, outside your diet or
        with a food you avoid, and none on your shopping list. Only you see these.
      </p>
      {offer ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-slate-900 ring-1 ring-amber-600/40">
          Your assessment mentions something you may not be able to eat.{' '}
          <Link to="/meal-plans" className="font-semibold text-brand-700 underline">
            Check it on the meal plans page
          </Link>
          .
        </p>
      ) : null}
      <div className="mt-5">
        <FoodPreferencesForm preferences={preferences} dietsFromAssessment={dietsFromAssessment} />
      </div>
    </section>
  )
}
