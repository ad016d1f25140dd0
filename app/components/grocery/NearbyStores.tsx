import { useId, useRef, useState, type FormEvent } from 'react'

import { useToast } from '~/components/Toasts'
import { Button } from '~/components/ui/Button'
import { Spinner } from '~/components/ui/Spinner'
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, POSTCODE_MAX_LENGTH } from '~/domain/constants'
import {
  GROCERY_MESSAGES,
  LOCATION_ERROR_MESSAGES,
  locationErrorKind,
  postcodeFailureMessage,
  storeSearchFailureMessage,
  type LocationErrorKind,
} from '~/domain/grocery/messages'
import { callApi } from '~/lib/api-client'
import { directionsUrl, formatDistance, STORE_CATEGORIES, type Store, type StoreCategory } from '~/domain/grocery/stores'
import { countOf } from '~/domain/plural'

interface Place {
  latitude: number
  longitude: number
  /** 'your location' or the postcode and its area. */
  label: string
}

const CATEGORY_LABELS: Record<StoreCategory, string> = { all: 'All stores', organic: 'Organic', supermarket: 'Supermarkets' }

/**
 * The Nearby Stores tab (spec doc 2 §2, §4): no location → device position or
 * UK postcode → stores. Changing the store type re-searches when results exist.
 */
export function NearbyStores() {
  const toast = useToast()
  const [place, setPlace] = useState<Place | null>(null)
  const [category, setCategory] = useState<StoreCategory>('all')
  const [stores, setStores] = useState<Store[] | null>(null)
  const [attribution, setAttribution] = useState('')
  const [busy, setBusy] = useState<'locating' | 'postcode' | 'searching' | null>(null)
  const [locationError, setLocationError] = useState<LocationErrorKind | null>(null)
  const [searchError, setSearchError] = useState<string | null>(null)
  const [postcodeError, setPostcodeError] = useState<string | null>(null)
  const [showPostcode, setShowPostcode] = useState(false)
  const postcodeId = useId()
  const postcodeInput = useRef<HTMLInputElement>(null)
  const searchSeq = useRef(0)

  async function search(at: Place, kind: StoreCategory) {
    const seq = ++searchSeq.current
    setBusy('searching')
    setSearchError(null)
    // null: no answer at all (her browser is offline); else the status we answered.
    let failed: number | null | undefined
    try {
      const answer = await callApi<{ stores: Store[]; attribution: string }>('POST', '/api/grocery/search', {
        latitude: at.latitude,
        longitude: at.longitude,
        category: kind,
      })
      if (seq !== searchSeq.current) return
      if (answer.ok) {
        setStores(answer.body.stores)
        setAttribution(answer.body.attribution)
      } else failed = answer.status
    } catch {
      failed = null
    } finally {
      if (seq === searchSeq.current) setBusy(null)
    }
    if (failed !== undefined && seq === searchSeq.current) {
      setSearchError(storeSearchFailureMessage(failed))
      toast({ type: 'error', message: GROCERY_MESSAGES.findStoresFailed })
    }
  }

  function fail(kind: LocationErrorKind) {
    setBusy(null)
    setLocationError(kind)
    setShowPostcode(true)
    toast({ type: 'error', message: LOCATION_ERROR_MESSAGES[kind] })
  }

  function useMyLocation() {
    setLocationError(null)
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return fail('unsupported')
    setBusy('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at = { latitude: position.coords.latitude, longitude: position.coords.longitude, label: 'your location' }
        setPlace(at)
        void search(at, category)
      },
      (error) => fail(locationErrorKind(error.code)),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
    )
  }

  async function usePostcode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = String(new FormData(event.currentTarget).get('postcode') ?? '').trim().toUpperCase()
    if (typed.length < 3) {
      setPostcodeError(GROCERY_MESSAGES.postcodeInvalid)
      postcodeInput.current?.focus()
      return
    }
    setPostcodeError(null)
    setBusy('postcode')
    try {
      const answer = await callApi<{ postcode: string; latitude: number; longitude: number; admin_area: string | null }>(
        'GET',
        `/api/grocery/postcode/${encodeURIComponent(typed)}`,
      )
      if (!answer.ok) {
        setPostcodeError(postcodeFailureMessage(answer.status))
        setBusy(null)
        postcodeInput.current?.focus()
        return
      }
      const found = answer.body
      const at = { latitude: found.latitude, longitude: found.longitude, label: [found.postcode, found.admin_area].filter(Boolean).join(', ') }
      setPlace(at)
      setLocationError(null)
      await search(at, category)
    } catch {
      // Only a request that got no answer at all blames her connection.
      setPostcodeError(postcodeFailureMessage(null))
      setBusy(null)
    }
  }

  function choose(kind: StoreCategory) {
    setCategory(kind)
    if (place && stores) void search(place, kind)
  }

  return (
    <div className="space-y-5">
      {!place ? (
        <div className="rounded-2xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">Find grocery stores near you</h3>
          <p className="mt-1 text-slate-700">{GROCERY_MESSAGES.locationRequired}. Your position is used only for this search and is not stored with your account.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={useMyLocation} disabled={busy !== null}>
              {busy === 'locating' ? <Spinner label="Finding your location" className="h-4 w-4" /> : null}
              {busy === 'locating' ? 'Finding your location...' : 'Use my location'}
            </Button>
            {!showPostcode ? (
              <Button variant="secondary" onClick={() => setShowPostcode(true)}>
                Enter a UK postcode instead
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
          <p className="text-slate-800">
            Stores near <strong>{place.label}</strong>
          </p>
          <Button
            variant="ghost"
            onClick={() => {
              setPlace(null)
              setStores(null)
              setShowPostcode(true)
            }}
          >
            Change location
          </Button>
        </div>
      )}

      {!place && showPostcode ? (
        <form onSubmit={usePostcode} className="rounded-2xl bg-white p-6 shadow-sm" noValidate>
          <label htmlFor={postcodeId} className="block font-medium text-slate-900">
            UK postcode
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <input
              ref={postcodeInput}
              id={postcodeId}
              name="postcode"
              autoComplete="postal-code"
              maxLength={POSTCODE_MAX_LENGTH}
              placeholder="e.g. SW1A 1AA"
              aria-invalid={postcodeError ? true : undefined}
              aria-describedby={postcodeError ? `${postcodeId}-error` : undefined}
              onChange={(e) => (e.currentTarget.value = e.currentTarget.value.toUpperCase())}
              className="w-44 rounded-lg border border-slate-300 px-3 py-2 uppercase"
            />
            <Button type="submit" disabled={busy !== null}>
              {busy === 'postcode' ? <Spinner label="Looking up postcode" className="h-4 w-4" /> : null}
              Find stores
            </Button>
          </div>
          {postcodeError ? (
            <p id={`${postcodeId}-error`} role="alert" className="mt-2 text-sm text-red-800">
              {postcodeError}
            </p>
          ) : null}
        </form>
      ) : null}

      <div role="group" aria-label="Store type" className="flex flex-wrap gap-2">
        {STORE_CATEGORIES.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={category === kind}
            onClick={() => choose(kind)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              category === kind ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {CATEGORY_LABELS[kind]}
          </button>
        ))}
      </div>

      <div aria-live="polite" aria-busy={busy === 'searching'}>
        {locationError && !place ? (
          <div className="rounded-2xl border border-amber-600 bg-amber-50 p-5 text-amber-900" data-testid="location-error">
            <h3 className="font-semibold">Stores near your location</h3>
            <p role="alert" className="mt-1">
              {LOCATION_ERROR_MESSAGES[locationError]}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              {locationError !== 'unsupported' ? (
                <Button variant="secondary" onClick={useMyLocation} disabled={busy !== null}>
                  Try my location again
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => {
                  setShowPostcode(true)
                  // The form is drawn with showPostcode; focus it once it is there.
                  requestAnimationFrame(() => postcodeInput.current?.focus())
                }}
              >
                Enter a UK postcode
              </Button>
            </div>
          </div>
        ) : null}
        {busy === 'searching' ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner className="h-5 w-5" /> Finding nearby stores...
          </p>
        ) : null}
        {searchError && busy !== 'searching' ? (
          <div className="rounded-xl border border-red-600 bg-red-50 p-4 text-red-900" data-testid="store-search-error">
            <p role="alert">{searchError}</p>
            {place ? (
              <Button variant="secondary" className="mt-3" onClick={() => void search(place, category)}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        {stores && busy !== 'searching' && !searchError ? (
          stores.length ? (
            <>
              <p className="mb-3 text-sm text-slate-700">
                {countOf(stores.length, 'store')} within about 2 miles, nearest first.
              </p>
              <ul className="grid gap-4 md:grid-cols-2">
                {stores.map((store) => (
                  <StoreCard key={store.place_id} store={store} />
                ))}
              </ul>
              <p className="mt-3 text-xs text-slate-600">{attribution}</p>
            </>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm">No {category === 'all' ? 'grocery' : CATEGORY_LABELS[category].toLowerCase()} stores found within about 2 miles.</p>
          )
        ) : null}
      </div>
    </div>
  )
}

function StoreCard({ store }: { store: Store }) {
  const open = store.opening_hours.open_now
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm" data-testid="store-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{store.name}</h3>
        <span className="shrink-0 text-sm font-medium text-slate-700">{formatDistance(store.distance)}</span>
      </div>
      {store.address ? <p className="mt-1 text-slate-700">{store.address}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {open === true ? <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900">Open now</span> : null}
        {open === false ? <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">Closed now</span> : null}
        {store.rating !== null ? (
          <span className="text-slate-800">
            <span aria-hidden="true">★ </span>
            {store.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
            {store.user_ratings_total !== null ? <span className="text-slate-600"> ({store.user_ratings_total} reviews)</span> : null}
          </span>
        ) : null}
        {store.types.includes('organic') ? <span className="rounded-full bg-lime-100 px-2 py-0.5 font-semibold text-lime-900">Organic</span> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4 text-sm font-semibold">
        {store.phone_number ? (
          <a className="text-brand-700 underline" href={`tel:${store.phone_number.replace(/\s+/g, '')}`}>
            Call {store.phone_number}
          </a>
        ) : null}
        {store.website ? (
          <a className="text-brand-700 underline" href={store.website} target="_blank" rel="noopener noreferrer">
            Website<span className="sr-only"> of {store.name} (opens in a new tab)</span>
          </a>
        ) : null}
        <a className="text-brand-700 underline" href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          Directions<span className="sr-only"> to {store.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  )
}
