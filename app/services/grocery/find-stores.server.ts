import type { Env } from '../../lib/env.server'
import { STORE_SEARCH_CACHE_SECONDS } from '../../domain/constants'
import { GROCERY_MESSAGES } from '../../domain/grocery/messages'
import { searchCacheKey, type Store, type StoreSearch } from '../../domain/grocery/stores'
import { googlePlacesStores } from '../../lib/google-places.server'
import { upstreamFailed } from '../../lib/errors'
import { OutsideServiceError } from '../../lib/outside-call.server'
import { overpassStores } from '../../lib/overpass.server'
import { shared } from '../../lib/process-state.server'

/**
 * POST /api/grocery/search (spec doc 2 §7): grocery shops near a point,
 * nearest first. OpenStreetMap's Overpass API by default; Google Places when
 * GOOGLE_PLACES_API_KEY is set. Answers are kept for a few minutes per
 * rounded location and filter, and searches already in flight are shared,
 * so a busy page does not hammer a free public service.
 */
export type StoreProvider = 'openstreetmap' | 'google'

export interface StoreSearchAnswer {
  stores: Store[]
  provider: StoreProvider
  /** What the data's licence asks a page to show beside it. */
  attribution: string
}

const ATTRIBUTION: Record<StoreProvider, string> = {
  openstreetmap: 'Store data © OpenStreetMap contributors',
  google: 'Store data from Google',
}
const CACHE_MAX_ENTRIES = 500

const cache = shared('find-stores:cache', () => new Map<string, { expires: number; stores: Store[] }>())
const inFlight = shared('find-stores:in-flight', () => new Map<string, Promise<Store[]>>())

export function providerFor(settings: Pick<Env, 'GOOGLE_PLACES_API_KEY'>): StoreProvider {
  return settings.GOOGLE_PLACES_API_KEY ? 'google' : 'openstreetmap'
}

function remember(key: string, stores: Store[], now: number): void {
  if (cache.size >= CACHE_MAX_ENTRIES) {
    for (const [k, entry] of cache) if (entry.expires <= now || cache.size >= CACHE_MAX_ENTRIES) cache.delete(k)
  }
  cache.set(key, { expires: now + STORE_SEARCH_CACHE_SECONDS * 1000, stores })
}

export async function findStores(settings: Env, search: StoreSearch, log: (error: unknown) => void = () => {}): Promise<StoreSearchAnswer> {
  const provider = providerFor(settings)
  const key = searchCacheKey(search, provider)
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.expires > now) return { stores: hit.stores, provider, attribution: ATTRIBUTION[provider] }

  let pending = inFlight.get(key)
  if (!pending) {
    pending = provider === 'google' ? googlePlacesStores(settings, search) : overpassStores(settings, search)
    inFlight.set(key, pending)
    pending.then((stores) => remember(key, stores, Date.now())).catch(() => undefined).finally(() => inFlight.delete(key))
  }
  try {
    return { stores: await pending, provider, attribution: ATTRIBUTION[provider] }
  } catch (error) {
    if (error instanceof OutsideServiceError) {
      log(error)
      throw upstreamFailed(GROCERY_MESSAGES.storeFinderUnavailable)
    }
    throw error
  }
}
