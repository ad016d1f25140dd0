import { describe, expect, it } from 'vitest'

import { normalisePostcode } from '../../app/domain/grocery/postcode'
import { locationErrorKind, LOCATION_ERROR_MESSAGES } from '../../app/domain/grocery/messages'
import {
  directionsUrl,
  distanceMetres,
  formatDistance,
  overpassQuery,
  rankStores,
  searchCacheKey,
  storeFromGoogle,
  storeFromOsm,
  timeZoneAt,
  type OsmElement,
} from '../../app/domain/grocery/stores'
import { storeSearchSchema } from '../../app/domain/grocery/schemas'

const HERE = { latitude: 51.5074, longitude: -0.1278 }
const NOON_WED = new Date('2026-11-18T12:00:00Z')

function shop(id: number, tags: Record<string, string>, lat = 51.508, lon = -0.128): OsmElement {
  return { type: 'node', id, lat, lon, tags }
}

describe('OSM tags → store', () => {
  it('maps name, address, phone, website, types, hours and distance', () => {
    const store = storeFromOsm(
      shop(42, {
        shop: 'supermarket',
        name: 'Green Basket',
        organic: 'only',
        'addr:housenumber': '12',
        'addr:street': 'High Street',
        'addr:city': 'London',
        'addr:postcode': 'WC2N 5DU',
        phone: '+44 20 7946 0000',
        website: 'greenbasket.example',
        opening_hours: 'Mo-Su 08:00-20:00',
      }),
      HERE,
      NOON_WED,
    )
    expect(store).toEqual({
      place_id: 'osm:node/42',
      name: 'Green Basket',
      address: '12 High Street, London, WC2N 5DU',
      rating: null,
      user_ratings_total: null,
      opening_hours: { open_now: true },
      phone_number: '+44 20 7946 0000',
      website: 'https://greenbasket.example/',
      types: ['supermarket', 'organic'],
      distance: 68,
      latitude: 51.508,
      longitude: -0.128,
    })
  })

  it('reads contact:* tags, way centres and brand names, and knows when hours are unknown', () => {
    const store = storeFromOsm(
      { type: 'way', id: 7, center: { lat: 51.51, lon: -0.13 }, tags: { shop: 'convenience', brand: 'Corner Shop', 'contact:phone': '020 7946 0001', 'contact:website': 'https://corner.example/' } },
      HERE,
      NOON_WED,
    )
    expect(store).toMatchObject({
      place_id: 'osm:way/7',
      name: 'Corner Shop',
      address: '',
      phone_number: '020 7946 0001',
      website: 'https://corner.example/',
      types: ['convenience'],
      opening_hours: { open_now: null },
    })
    expect(storeFromOsm(shop(8, { shop: 'greengrocer' }), HERE, NOON_WED)?.name).toBe('Greengrocer')
    expect(storeFromOsm(shop(9, { shop: 'health_food', organic: 'yes' }), HERE, NOON_WED)?.types).toEqual(['health_food', 'organic'])
  })

  it('drops shops that do not sell groceries, have no position, or an unsafe website', () => {
    expect(storeFromOsm(shop(1, { shop: 'hairdresser' }), HERE, NOON_WED)).toBeNull()
    expect(storeFromOsm({ type: 'node', id: 2, tags: { shop: 'supermarket' } }, HERE, NOON_WED)).toBeNull()
    expect(storeFromOsm(shop(3, { shop: 'supermarket', website: 'javascript:alert(1)' }), HERE, NOON_WED)?.website).toBeNull()
  })

  it('keeps the filter’s kind, nearest first, once each', () => {
    const stores = [
      storeFromOsm(shop(1, { shop: 'convenience', name: 'Far' }, 51.52, -0.13), HERE, NOON_WED)!,
      storeFromOsm(shop(2, { shop: 'supermarket', name: 'Near' }, 51.5075, -0.1279), HERE, NOON_WED)!,
      storeFromOsm(shop(3, { shop: 'health_food', name: 'Health' }, 51.51, -0.13), HERE, NOON_WED)!,
      storeFromOsm(shop(4, { shop: 'greengrocer', name: 'Organic veg', organic: 'yes' }, 51.515, -0.13), HERE, NOON_WED)!,
    ]
    expect(rankStores([...stores, stores[1]], 'all').map((s) => s.name)).toEqual(['Near', 'Health', 'Organic veg', 'Far'])
    expect(rankStores(stores, 'supermarket').map((s) => s.name)).toEqual(['Near'])
    expect(rankStores(stores, 'organic').map((s) => s.name)).toEqual(['Health', 'Organic veg'])
    expect(rankStores(stores, 'all', 2)).toHaveLength(2)
  })
})

describe('the Overpass query', () => {
  it('asks for JSON, grocery shops around the point, by filter', () => {
    const all = overpassQuery({ ...HERE, category: 'all' }, 3000)
    expect(all.startsWith('[out:json]')).toBe(true)
    expect(all).toContain('["shop"~"^(supermarket|convenience|greengrocer|health_food)$"](around:3000,51.507400,-0.127800)')
    expect(all).toContain('out center tags;')
    expect(overpassQuery({ ...HERE, category: 'supermarket' })).toContain('["shop"="supermarket"]')
    expect(overpassQuery({ ...HERE, category: 'organic' })).toContain('["organic"~"^(yes|only)$"]')
  })
})

describe('search input, cache key, distance, time zone', () => {
  it('validates latitude, longitude and category', () => {
    expect(storeSearchSchema.parse({ latitude: 51.5, longitude: -0.1 })).toEqual({ latitude: 51.5, longitude: -0.1, category: 'all' })
    for (const bad of [{ latitude: 91, longitude: 0 }, { latitude: 0, longitude: -181 }, { latitude: '51', longitude: 0 }, { latitude: 0, longitude: 0, category: 'bakery' }]) {
      expect(storeSearchSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('shares a cache entry within about 100 m, per filter and provider', () => {
    const a = searchCacheKey({ latitude: 51.50741, longitude: -0.12781, category: 'all' }, 'overpass')
    expect(searchCacheKey({ latitude: 51.50738, longitude: -0.12779, category: 'all' }, 'overpass')).toBe(a)
    expect(searchCacheKey({ latitude: 51.50741, longitude: -0.12781, category: 'organic' }, 'overpass')).not.toBe(a)
    expect(searchCacheKey({ latitude: 51.5094, longitude: -0.12781, category: 'all' }, 'overpass')).not.toBe(a)
  })

  it('measures distance and shows it in miles', () => {
    expect(Math.round(distanceMetres(HERE, { latitude: 51.5174, longitude: -0.1278 }))).toBe(1112)
    expect(formatDistance(1112)).toBe('0.7 miles')
    expect(formatDistance(80)).toBe('80 m')
  })

  it('keeps UK shops on UK time', () => {
    expect(timeZoneAt(HERE)).toBe('Europe/London')
    expect(timeZoneAt({ latitude: 52.52, longitude: 13.4 })).toBe('Etc/GMT-1')
    expect(timeZoneAt({ latitude: 40.7, longitude: -74 })).toBe('Etc/GMT+5')
  })

  it('links to directions', () => {
    expect(directionsUrl({ latitude: 51.5, longitude: -0.1, name: 'X', place_id: 'osm:node/1' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=51.5%2C-0.1',
    )
    expect(directionsUrl({ latitude: 51.5, longitude: -0.1, name: 'X', place_id: 'ChIJabc' })).toContain('destination_place_id=ChIJabc')
  })
})

describe('Google Places → store', () => {
  it('maps the fields the card shows', () => {
    expect(
      storeFromGoogle(
        {
          id: 'ChIJ1',
          displayName: { text: 'Big Shop' },
          formattedAddress: '1 Road, London',
          rating: 4.2,
          userRatingCount: 310,
          currentOpeningHours: { openNow: false },
          nationalPhoneNumber: '020 7946 0002',
          websiteUri: 'https://bigshop.example/',
          types: ['supermarket', 'food'],
          location: { latitude: 51.5084, longitude: -0.1278 },
        },
        HERE,
        'all',
      ),
    ).toEqual({
      place_id: 'ChIJ1',
      name: 'Big Shop',
      address: '1 Road, London',
      rating: 4.2,
      user_ratings_total: 310,
      opening_hours: { open_now: false },
      phone_number: '020 7946 0002',
      website: 'https://bigshop.example/',
      types: ['supermarket', 'food'],
      distance: 111,
      latitude: 51.5084,
      longitude: -0.1278,
    })
  })
})

describe('postcodes and location errors', () => {
  it('trims, uppercases and bounds a postcode', () => {
    expect(normalisePostcode('  sw1a 1aa ')).toBe('SW1A 1AA')
    expect(normalisePostcode('M1')).toBeNull()
    expect(normalisePostcode('SW1A  1AAX')).toBeNull()
    expect(normalisePostcode('../x1')).toBeNull()
    expect(normalisePostcode('M11')).toBe('M11')
  })

  it('names each geolocation error kind', () => {
    expect(locationErrorKind(1)).toBe('permission_denied')
    expect(locationErrorKind(2)).toBe('position_unavailable')
    expect(locationErrorKind(3)).toBe('timeout')
    expect(locationErrorKind(99)).toBe('unknown')
    expect(LOCATION_ERROR_MESSAGES.position_unavailable).toMatch(/postcode/)
    expect(LOCATION_ERROR_MESSAGES.unsupported).toBe('Geolocation is not supported by this browser')
  })
})
