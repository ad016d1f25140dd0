import { STORE_SEARCH_CACHE_DECIMALS, STORE_SEARCH_MAX_RESULTS, STORE_SEARCH_RADIUS_M } from '../constants'
import { openNow } from './opening-hours'
import { DEFAULT_TIME_ZONE } from '../time-zone'

/**
 * Nearby stores (spec doc 2 §3 "Store", §4 "Store search", §7): the search
 * input, the OpenStreetMap tags a grocery shop carries, and the store a card
 * shows. OSM has no ratings: `rating` and `user_ratings_total` are null there
 * and filled in only by Google Places.
 */
export const STORE_CATEGORIES = ['all', 'organic', 'supermarket'] as const
export type StoreCategory = (typeof STORE_CATEGORIES)[number]

/** What a store search asks for (the schema: ./schemas.ts). */
export interface StoreSearch {
  latitude: number
  longitude: number
  category: StoreCategory
}

export interface Store {
  place_id: string
  name: string
  address: string
  rating: number | null
  user_ratings_total: number | null
  opening_hours: { open_now: boolean | null }
  phone_number: string | null
  website: string | null
  types: string[]
  /** Metres from the searched location, straight line. */
  distance: number
  latitude: number
  longitude: number
}

/** The kinds of OSM shop that sell groceries. */
export const GROCERY_SHOPS = ['supermarket', 'convenience', 'greengrocer', 'health_food'] as const
type GroceryShop = (typeof GROCERY_SHOPS)[number]

const SHOP_NAMES: Record<GroceryShop, string> = {
  supermarket: 'Supermarket',
  convenience: 'Convenience store',
  greengrocer: 'Greengrocer',
  health_food: 'Health food shop',
}

export interface Point {
  latitude: number
  longitude: number
}

/** Great-circle distance in metres. */
export function distanceMetres(a: Point, b: Point): number {
  const R = 6_371_000
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The time zone a shop keeps. The app serves the UK (Europe/London); a
 * search elsewhere uses the whole-hour offset of its longitude, an
 * approximation that ignores summer time.
 */
export function timeZoneAt(point: Point): string {
  const { latitude: lat, longitude: lon } = point
  if (lat >= 49.8 && lat <= 61 && lon >= -8.7 && lon <= 2) return DEFAULT_TIME_ZONE
  const offset = Math.round(lon / 15)
  if (offset === 0) return 'Etc/GMT'
  // Etc/GMT zones are named with the sign reversed: UTC+2 is Etc/GMT-2.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
}

/** The Overpass QL for grocery shops around a point, answered as JSON. */
export function overpassQuery({ latitude, longitude, category }: StoreSearch, radius = STORE_SEARCH_RADIUS_M, timeoutSeconds = 10): string {
  const around = `(around:${radius},${latitude.toFixed(6)},${longitude.toFixed(6)})`
  const shops = `["shop"~"^(${GROCERY_SHOPS.join('|')})$"]`
  const selectors =
    category === 'supermarket'
      ? [`nwr["shop"="supermarket"]${around};`]
      : category === 'organic'
        ? [`nwr${shops}["organic"~"^(yes|only)$"]${around};`, `nwr["shop"="health_food"]${around};`]
        : [`nwr${shops}${around};`]
  return `[out:json][timeout:${timeoutSeconds}];(${selectors.join('')});out center tags;`
}

export interface OsmElement {
  type: string
  id: number
  lat?: number
  lon?: number
  center?: { lat: number; lon: number }
  tags?: Record<string, string>
}

function isOrganic(tags: Record<string, string>): boolean {
  return tags.organic === 'yes' || tags.organic === 'only'
}

/** Does a store belong under a filter? Organic: organic=yes|only, or a health food shop. */
export function matchesCategory(types: readonly string[], category: StoreCategory): boolean {
  if (category === 'supermarket') return types.includes('supermarket')
  if (category === 'organic') return types.includes('organic') || types.includes('health_food')
  return true
}

function osmAddress(tags: Record<string, string>): string {
  if (tags['addr:full']) return tags['addr:full']
  const street = [tags['addr:housenumber'] ?? tags['addr:housename'], tags['addr:street'] ?? tags['addr:place']].filter(Boolean).join(' ')
  const town = tags['addr:city'] ?? tags['addr:town'] ?? tags['addr:village'] ?? tags['addr:suburb']
  return [street, town, tags['addr:postcode']].filter(Boolean).join(', ')
}

function normaliseWebsite(url: string | undefined): string | null {
  if (!url) return null
  const candidate = /^https?:\/\//i.test(url) ? url : `https://${url}`
  try {
    const parsed = new URL(candidate)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null
  } catch {
    return null
  }
}

/** An OSM shop as a store card, or null when it is not a grocery shop or has no position. */
export function storeFromOsm(element: OsmElement, origin: Point, now: Date): Store | null {
  const tags = element.tags ?? {}
  const shop = tags.shop as GroceryShop
  if (!GROCERY_SHOPS.includes(shop)) return null
  const lat = element.lat ?? element.center?.lat
  const lon = element.lon ?? element.center?.lon
  if (typeof lat !== 'number' || typeof lon !== 'number') return null
  const point = { latitude: lat, longitude: lon }
  const types: string[] = [shop]
  if (isOrganic(tags)) types.push('organic')
  return {
    place_id: `osm:${element.type}/${element.id}`,
    name: tags.name ?? tags.brand ?? SHOP_NAMES[shop],
    address: osmAddress(tags),
    rating: null,
    user_ratings_total: null,
    opening_hours: { open_now: openNow(tags.opening_hours, now, timeZoneAt(point)) },
    phone_number: tags.phone ?? tags['contact:phone'] ?? null,
    website: normaliseWebsite(tags.website ?? tags['contact:website']),
    types,
    distance: Math.round(distanceMetres(origin, point)),
    latitude: lat,
    longitude: lon,
  }
}

/** Nearest first, only the filter's kind, at most the page's worth; one card per place. */
export function rankStores(stores: readonly Store[], category: StoreCategory, limit = STORE_SEARCH_MAX_RESULTS): Store[] {
  const seen = new Set<string>()
  return stores
    .filter((s) => matchesCategory(s.types, category))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .filter((s) => (seen.has(s.place_id) ? false : (seen.add(s.place_id), true)))
    .slice(0, limit)
}

/** Searches from nearly the same spot (about 110 m) for the same filter share one answer. */
export function searchCacheKey({ latitude, longitude, category }: StoreSearch, provider: string): string {
  const d = STORE_SEARCH_CACHE_DECIMALS
  return `${provider}|${latitude.toFixed(d)}|${longitude.toFixed(d)}|${category}`
}

/** Google Places (New) place, the fields this app asks for. */
export interface GooglePlace {
  id: string
  displayName?: { text?: string }
  formattedAddress?: string
  shortFormattedAddress?: string
  rating?: number
  userRatingCount?: number
  currentOpeningHours?: { openNow?: boolean }
  regularOpeningHours?: { openNow?: boolean }
  nationalPhoneNumber?: string
  internationalPhoneNumber?: string
  websiteUri?: string
  types?: string[]
  location?: { latitude: number; longitude: number }
}

export function storeFromGoogle(place: GooglePlace, origin: Point, category: StoreCategory): Store | null {
  if (!place.id || !place.location) return null
  const types = [...(place.types ?? [])]
  // Found by the organic search: say so, so the filter keeps it.
  if (category === 'organic' && !types.includes('organic')) types.push('organic')
  return {
    place_id: place.id,
    name: place.displayName?.text ?? 'Store',
    address: place.formattedAddress ?? place.shortFormattedAddress ?? '',
    rating: typeof place.rating === 'number' ? place.rating : null,
    user_ratings_total: typeof place.userRatingCount === 'number' ? place.userRatingCount : null,
    opening_hours: { open_now: place.currentOpeningHours?.openNow ?? place.regularOpeningHours?.openNow ?? null },
    phone_number: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
    website: normaliseWebsite(place.websiteUri),
    types,
    distance: Math.round(distanceMetres(origin, place.location)),
    latitude: place.location.latitude,
    longitude: place.location.longitude,
  }
}

/** Walking or driving directions to a store in the maps app (Google Maps URLs need no key). */
export function directionsUrl(store: Pick<Store, 'latitude' | 'longitude' | 'name' | 'place_id'>): string {
  const params = new URLSearchParams({ api: '1', destination: `${store.latitude},${store.longitude}` })
  if (!store.place_id.startsWith('osm:')) params.set('destination_place_id', store.place_id)
  return `https://www.google.com/maps/dir/?${params.toString()}`
}

/** Distance for a card, in miles as UK shoppers read it. */
export function formatDistance(metres: number): string {
  const miles = metres / 1609.344
  if (miles < 0.1) return `${Math.round(metres)} m`
  return `${miles.toFixed(1)} miles`
}
