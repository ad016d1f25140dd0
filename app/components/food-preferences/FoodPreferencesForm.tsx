import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { Button } from '~/components/ui/Button'
import { AVOID_MAX, AVOID_MAX_LENGTH, DIET_HELP, DIET_NAMES, type FoodPreferences } from '~/domain/food-preferences/preferences'
import { ALLERGEN_HELP, ALLERGEN_NAMES, ALLERGENS } from '~/domain/meal-plans/allergen-names'
import { normaliseFood } from '~/domain/meal-plans/food-words'
import { DIETS, type Diet } from '~/domain/meal-plans/types'
import type { ActionFailure } from '~/lib/errors'

const CHOICE =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-default'
const BOX = 'mt-1 h-4 w-4 shrink-0 accent-brand-600'

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Her diets, allergens (the 14 of UK food law) and up to 20 other foods she
 * does not eat. Posts `intent=food-preferences` to the page it is on
 * (/account or /meal-plans), which parses with the API's schema.
 */
export function FoodPreferencesForm({
  preferences,
  dietsFromAssessment,
  onSaved,
  onCancel,
}: {
  preferences: FoodPreferences
  dietsFromAssessment: boolean
  onSaved?: () => void
  onCancel?: () => void
}) {
  const fetcher = useFetcher<ActionFailure | { ok: true }>()
  const ids = { error: useId(), avoid: useId(), avoidHelp: useId(), status: useId() }
  const [diets, setDiets] = useState<Diet[]>(preferences.diets)
  const [avoid, setAvoid] = useState<string[]>(preferences.avoid)
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const submitted = useRef(false)
  const failure = fetcher.data && 'detail' in fetcher.data ? fetcher.data.detail : null
  const Heading = 'h3'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !submitted.current) return
    submitted.current = false
    if (fetcher.data && 'ok' in fetcher.data && fetcher.data.ok) {
      setSaved(true)
      onSaved?.()
    }
  }, [fetcher.state, fetcher.data, onSaved])

  const vegan = diets.includes('vegan')
  const toggleDiet = (diet: Diet, on: boolean) => {
    setSaved(false)
    setDiets((current) => (on ? [...new Set([...current, diet])] : current.filter((d) => d !== diet)))
  }

  const add = () => {
    const food = draft.trim()
    if (!food) return setDraftError('Type a food first.')
    if (food.length > AVOID_MAX_LENGTH) return setDraftError(`Keep it to ${AVOID_MAX_LENGTH} characters.`)
    if (avoid.length >= AVOID_MAX) return setDraftError(`You can list up to ${AVOID_MAX} foods.`)
    if (avoid.some((f) => normaliseFood(f) === normaliseFood(food))) return setDraftError(`${capitalise(food)} is already on your list.`)
    setAvoid([...avoid, food])
    setDraft('')
    setDraftError(null)
    setSaved(false)
  }
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <fetcher.Form
      method="post"
      className="space-y-6"
      aria-describedby={failure ? ids.error : undefined}
      onSubmit={() => {
        submitted.current = true
        setSaved(false)
      }}
      onChange={() => setSaved(false)}
    >
      <input type="hidden" name="intent" value="food-preferences" />
      {avoid.map((food) => (
        <input key={food} type="hidden" name="avoid" value={food} />
      ))}

      <fieldset>
        <legend>
          <Heading className="font-semibold text-slate-900">Diets you follow</Heading>
        </legend>
        {dietsFromAssessment && preferences.diets.length ? (
          <p className="mt-1 text-sm text-slate-600">Ticked from your latest assessment. Change them here if they are not right.</p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {DIETS.map((diet) => {
            const implied = vegan && (diet === 'vegetarian' || diet === 'dairy_free')
            return (
              <label key={diet} className={CHOICE}>
                <input
                  type="checkbox"
                  name="diets"
                  value={diet}
                  checked={diets.includes(diet) || implied}
                  disabled={implied}
                  onChange={(e) => toggleDiet(diet, e.currentTarget.checked)}
                  className={BOX}
                />
                <span>
                  <span className="font-medium text-slate-900">{DIET_NAMES[diet]}</span>
                  <span className="block text-sm text-slate-600">{implied ? 'Included in vegan' : DIET_HELP[diet]}</span>
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend>
          <Heading className="font-semibold text-slate-900">Allergies and intolerances</Heading>
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          The 14 allergens UK food labels must name. Plans leave out every food that contains one you tick, including hidden
          sources such as sauces and stock.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className={CHOICE}>
              <input
                type="checkbox"
                name="allergens"
                value={allergen}
                defaultChecked={preferences.allergens.includes(allergen)}
                className={BOX}
              />
              <span>
                <span className="font-medium text-slate-900">{capitalise(ALLERGEN_NAMES[allergen])}</span>
                <span className="block text-sm text-slate-600">{ALLERGEN_HELP[allergen]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <Heading className="font-semibold text-slate-900">Other foods you don’t eat</Heading>
        <label htmlFor={ids.avoid} className="mt-1 block text-sm text-slate-700">
          Add a food (for example mushrooms or coriander), up to {AVOID_MAX}
        </label>
        <div className="mt-1 flex max-w-md gap-2">
          <input
            id={ids.avoid}
            value={draft}
            maxLength={AVOID_MAX_LENGTH}
            onChange={(e) => {
              setDraft(e.currentTarget.value)
              setDraftError(null)
            }}
            onKeyDown={onDraftKey}
            aria-describedby={draftError ? ids.avoidHelp : undefined}
            aria-invalid={draftError ? true : undefined}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <Button variant="secondary" onClick={add} disabled={avoid.length >= AVOID_MAX}>
            Add
          </Button>
        </div>
        {draftError ? (
          <p id={ids.avoidHelp} role="alert" className="mt-1 text-sm font-semibold text-red-800">
            {draftError}
          </p>
        ) : null}
        {avoid.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Foods you don’t eat">
            {avoid.map((food) => (
              <li key={food} className="flex items-center gap-1 rounded-full bg-sage-50 py-1 pl-3 pr-1 text-sm text-slate-900 ring-1 ring-slate-200">
                {food}
                <button
                  type="button"
                  onClick={() => {
                    setAvoid(avoid.filter((f) => f !== food))
                    setSaved(false)
                  }}
                  className="rounded-full px-2 py-0.5 text-slate-700 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  aria-label={`Remove ${food}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">None listed.</p>
        )}
      </div>

      {failure ? (
        <p id={ids.error} role="alert" className="text-sm font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Saving…' : 'Save food preferences'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <p id={ids.status} role="status" className="text-sm font-semibold text-green-800">
          {saved ? 'Saved. Your next meal plan will respect these.' : ''}
        </p>
      </div>
    </fetcher.Form>
  )
}
