import { z } from 'zod'

import type { Env } from './env.server'
import { STORE_SEARCH_MAX_RESULTS, STORE_SEARCH_RADIUS_M } from '../domain/constants'
import { rankStores, storeFromGoogle, type GooglePlace, type Store, type StoreSearch } from '../domain/grocery/stores'
import { callOutside, OutsideServiceError } from './outside-call.server'

/**
 * Google Places API (New), used instead of Overpass when
 * GOOGLE_PLACES_API_KEY is set: Nearby Search by type for supermarkets and
 * all grocery shops, Text Search for organic ones (Places has no organic type).
 */
const FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'rating',
  'userRatingCount',
  'currentOpeningHours.openNow',
  'regularOpeningHours.openNow',
  'nationalPhoneNumber',
  'websiteUri',
  'types',
  'location',
]

const answerSchema = z.object({ places: z.array(z.record(z.string(), z.unknown())).optional() })

export async function googlePlacesStores(
  settings: Pick<Env, 'GOOGLE_PLACES_API_KEY' | 'GOOGLE_PLACES_API_URL'>,
  search: StoreSearch,
): Promise<Store[]> {
  const circle = { center: { latitude: search.latitude, longitude: search.longitude }, radius: STORE_SEARCH_RADIUS_M }
  const [path, body] =
    search.category === 'organic'
      ? ['places:searchText', { textQuery: 'organic food shop', locationBias: { circle }, pageSize: STORE_SEARCH_MAX_RESULTS, rankPreference: 'DISTANCE' }]
      : [
          'places:searchNearby',
          {
            includedTypes: search.category === 'supermarket' ? ['supermarket'] : ['supermarket', 'grocery_store', 'health_food_store'],
            locationRestriction: { circle },
            maxResultCount: STORE_SEARCH_MAX_RESULTS,
            rankPreference: 'DISTANCE',
          },
        ]
  const answer = await callOutside('Google Places', `${settings.GOOGLE_PLACES_API_URL.replace(/\/$/, '')}/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Goog-Api-Key': settings.GOOGLE_PLACES_API_KEY ?? '',
      'X-Goog-FieldMask': FIELDS.map((f) => `places.${f}`).join(','),
    },
    body: JSON.stringify(body),
  })
  if (answer.status !== 200) throw new OutsideServiceError('Google Places', `answered ${answer.status}`, answer.status)
  const parsed = answerSchema.safeParse(answer.body)
  if (!parsed.success) throw new OutsideServiceError('Google Places', 'unexpected answer')
  const stores = (parsed.data.places ?? []).flatMap((place) => storeFromGoogle(place as unknown as GooglePlace, search, search.category) ?? [])
  return rankStores(stores, search.category)
}
