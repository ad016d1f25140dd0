import { Link, useFetcher } from '@remix-run/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { Button, buttonClass } from '~/components/ui/Button'
import { DIET_NAMES } from '~/domain/food-preferences/diet-names'
import type { AssessmentOffer, FoodPreferences } from '~/domain/food-preferences/preferences'
import { ALLERGEN_NAMES } from '~/domain/meal-plans/allergen-names'
import { lazyPart, PartPlaceholder } from '~/components/lazy-part'
import type { ActionFailure } from '~/lib/errors'

// The form opens on "Change": its code comes after the page is on her screen (app/components/lazy-part.tsx).
const FoodPreferencesForm = lazyPart(() => import('./FoodPreferencesForm').then((m) => m.FoodPreferencesForm), <PartPlaceholder label="the form" />)

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * "Anything you can't eat?" above the generate button on /meal-plans: what
 * the next plan will respect, a way to change it here, and any allergy words
 * from her assessment waiting for her yes or no.
 */
export function FoodPreferencesPanel({
  preferences,
  dietsFromAssessment,
  offer,
}: {
  preferences: FoodPreferences
  dietsFromAssessment: boolean
  offer: AssessmentOffer | null
}) {
  const [editing, setEditing] = useState(false)
  // Fetched once the page has hydrated, so "Change" opens the form at once.
  useEffect(() => {
    void FoodPreferencesForm.preload()
  }, [])
  const editor = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const ids = { heading: useId(), editor: useId() }

  // Focus moves into the editor when it opens, and back to "Change" once it has closed and the button is there again.
  const returnFocus = useRef(false)
  useEffect(() => {
    if (editing) editor.current?.focus()
    else if (returnFocus.current) {
      returnFocus.current = false
      opener.current?.focus()
    }
  }, [editing])
  const close = useCallback(() => {
    returnFocus.current = true
    setEditing(false)
  }, [])

  const rows: { term: string; value: string }[] = [
    {
      term: 'Diets',
      value: preferences.diets.length
        ? `${preferences.diets.map((d) => DIET_NAMES[d]).join(', ')}${dietsFromAssessment ? ' (from your assessment)' : ''}`
        : 'None',
    },
    { term: 'Allergies and intolerances', value: preferences.allergens.length ? preferences.allergens.map((a) => capitalise(ALLERGEN_NAMES[a])).join(', ') : 'None' },
    { term: 'Other foods you don’t eat', value: preferences.avoid.length ? preferences.avoid.join(', ') : 'None' },
  ]

  return (
    <section aria-labelledby={ids.heading} className="card p-5 sm:p-6" data-testid="food-preferences-panel">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={ids.heading} className="text-xl">
            Anything you can’t eat?
          </h2>
          <p className="mt-1 text-sm text-slate-700">Your next plan will keep to this, and never include a food you tell us you can’t eat.</p>
        </div>
        {!editing ? (
          <button ref={opener} type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)}>
            Change
          </button>
        ) : null}
      </div>

      {offer ? <OfferAnswer offer={offer} /> : null}

      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.term} className="rounded-xl bg-sage-50 px-4 py-3">
            <dt className="text-sm text-slate-600">{row.term}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        You can also change these on <Link to="/account#food-preferences" className="font-semibold text-brand-700 underline">your account page</Link>.
      </p>

      {editing ? (
        <div
          id={ids.editor}
          ref={editor}
          tabIndex={-1}
          aria-label="Change what you can’t eat"
          role="group"
          className="mt-5 rounded-2xl border border-slate-200 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-5"
        >
          <FoodPreferencesForm preferences={preferences} dietsFromAssessment={dietsFromAssessment} onSaved={close} onCancel={close} />
        </div>
      ) : null}
    </section>
  )
}

/** The allergy words found in her assessment's "Other" box: she confirms them (untick any that are wrong) or says they are not needed. */
function OfferAnswer({ offer }: { offer: AssessmentOffer }) {
  const fetcher = useFetcher<ActionFailure | { ok: true }>()
  const ids = { heading: useId(), error: useId() }
  const failure = fetcher.data && 'detail' in fetcher.data ? fetcher.data.detail : null
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={ids.heading}
      aria-describedby={failure ? ids.error : undefined}
      className="mt-4 rounded-2xl border-2 border-amber-600/60 bg-amber-50 p-4"
      data-testid="assessment-offer"
    >
      <input type="hidden" name="intent" value="preferences-offer" />
      <input type="hidden" name="note" value={offer.text} />
      <h3 id={ids.heading} className="font-semibold text-slate-900">
        Should your meal plans leave these out?
      </h3>
      <p className="mt-1 text-sm text-slate-800">
        In your assessment you wrote: <q className="italic">{offer.text}</q>. We have not changed anything: tick what you can’t eat.
      </p>
      <fieldset className="mt-3">
        <legend className="sr-only">Allergens from your assessment</legend>
        <div className="flex flex-wrap gap-2">
          {offer.allergens.map((allergen) => (
            <label
              key={allergen}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" name="allergens" value={allergen} defaultChecked className="h-4 w-4 accent-brand-600" />
              {capitalise(ALLERGEN_NAMES[allergen])}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" name="answer" value="confirm" disabled={fetcher.state !== 'idle'}>
          Leave the ticked ones out
        </Button>
        <Button type="submit" name="answer" value="decline" variant="ghost" disabled={fetcher.state !== 'idle'}>
          Not needed
        </Button>
      </div>
    </fetcher.Form>
  )
}
