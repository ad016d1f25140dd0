import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { googlePlacesStores } from '../../app/lib/google-places.server'
import { OutsideServiceError } from '../../app/lib/outside-call.server'
import { overpassStores } from '../../app/lib/overpass.server'
import { lookUpPostcode } from '../../app/lib/postcodes.server'
import { startFakePlaces, type FakePlaces } from '../fakes/google-places'
import { startFakeOverpass, type FakeOverpass } from '../fakes/overpass'
import { startFakePostcodes, type FakePostcodes } from '../fakes/postcodes'

/** The outside-service clients against the local fakes (never the internet). */
const HERE = { latitude: 51.5074, longitude: -0.1278 }
const NOON_WED = new Date('2026-11-18T12:00:00Z')

describe('Overpass client', () => {
  let fake: FakeOverpass
  beforeAll(async () => {
    fake = await startFakeOverpass()
  })
  afterAll(() => fake.stop())

  it('posts Overpass QL in the form field `data` and maps the answer, nearest first', async () => {
    fake.mode = 'ok'
    const stores = await overpassStores({ OVERPASS_API_URL: fake.url }, { ...HERE, category: 'all' }, { now: NOON_WED })
    expect(fake.queries.at(-1)).toMatch(/^\[out:json\]/)
    expect(stores.map((s) => s.name)).toEqual([
      'Riverside Supermarket',
      'Green Grocer Co',
      'Corner Shop Express',
      'Wholefoods Corner',
      'Big Value Supermarket',
    ])
    expect(stores[0]).toMatchObject({
      place_id: 'osm:way/1001',
      address: '12 High Street, London, SW1A 2AA',
      opening_hours: { open_now: true },
      phone_number: '020 7946 0101',
      website: 'https://riverside.example/',
      types: ['supermarket'],
    })
    expect(stores[0].distance).toBeGreaterThan(170)
    expect(stores[0].distance).toBeLessThan(190)
  })

  it('narrows by category', async () => {
    const supermarkets = await overpassStores({ OVERPASS_API_URL: fake.url }, { ...HERE, category: 'supermarket' })
    expect(supermarkets.map((s) => s.name)).toEqual(['Riverside Supermarket', 'Big Value Supermarket'])
    const organic = await overpassStores({ OVERPASS_API_URL: fake.url }, { ...HERE, category: 'organic' })
    expect(organic.map((s) => s.name)).toEqual(['Green Grocer Co', 'Wholefoods Corner'])
  })

  it('fails as an outside-service error when down, garbled or too slow', async () => {
    for (const mode of ['down', 'garbage'] as const) {
      fake.mode = mode
      await expect(overpassStores({ OVERPASS_API_URL: fake.url }, { ...HERE, category: 'all' })).rejects.toBeInstanceOf(OutsideServiceError)
    }
    fake.mode = 'slow'
    fake.slowMs = 2000
    const started = Date.now()
    await expect(overpassStores({ OVERPASS_API_URL: fake.url }, { ...HERE, category: 'all' }, { timeoutMs: 200 })).rejects.toThrow(/no answer within 200 ms/)
    expect(Date.now() - started).toBeLessThan(1500)
    fake.mode = 'ok'
  })
})

describe('postcodes.io client', () => {
  let fake: FakePostcodes
  beforeAll(async () => {
    fake = await startFakePostcodes()
  })
  afterAll(() => fake.stop())

  it('finds a postcode, and says null for one it does not know', async () => {
    expect(await lookUpPostcode({ POSTCODES_API_URL: fake.url }, 'SW1A 1AA')).toEqual({ latitude: 51.501009, longitude: -0.141588, admin_area: 'Westminster' })
    expect(fake.lookups.at(-1)).toBe('SW1A 1AA')
    expect(await lookUpPostcode({ POSTCODES_API_URL: fake.url }, 'ZZ9 9ZZ')).toBeNull()
  })

  it('fails as an outside-service error when down or unreachable', async () => {
    fake.mode = 'down'
    await expect(lookUpPostcode({ POSTCODES_API_URL: fake.url }, 'SW1A 1AA')).rejects.toBeInstanceOf(OutsideServiceError)
    fake.mode = 'ok'
    await expect(lookUpPostcode({ POSTCODES_API_URL: 'http://127.0.0.1:9' }, 'SW1A 1AA')).rejects.toBeInstanceOf(OutsideServiceError)
  })
})

describe('Google Places client', () => {
  let fake: FakePlaces
  beforeAll(async () => {
    fake = await startFakePlaces()
  })
  afterAll(() => fake.stop())
  const settings = () => ({ GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_API_URL: fake.url })

  it('sends the key and field mask, and maps places nearest first', async () => {
    const stores = await googlePlacesStores(settings(), { ...HERE, category: 'all' })
    const sent = fake.requests.at(-1)!
    expect(sent.path).toBe('/v1/places:searchNearby')
    expect(sent.headers['x-goog-api-key']).toBe('test-key')
    expect(String(sent.headers['x-goog-fieldmask'])).toContain('places.currentOpeningHours.openNow')
    expect(sent.body.includedTypes).toEqual(['supermarket', 'grocery_store', 'health_food_store'])
    expect(stores.map((s) => s.name)).toEqual(['Near Shop', 'Organic Pantry', 'Far Shop'])
    expect(stores[0]).toMatchObject({ rating: 4.5, user_ratings_total: 12, opening_hours: { open_now: true } })
  })

  it('narrows supermarkets by type and searches organic shops by text', async () => {
    const supermarkets = await googlePlacesStores(settings(), { ...HERE, category: 'supermarket' })
    expect(fake.requests.at(-1)!.body.includedTypes).toEqual(['supermarket'])
    expect(supermarkets.map((s) => s.name)).toEqual(['Far Shop'])
    await googlePlacesStores(settings(), { ...HERE, category: 'organic' })
    expect(fake.requests.at(-1)!.path).toBe('/v1/places:searchText')
    expect(fake.requests.at(-1)!.body.textQuery).toMatch(/organic/)
  })

  it('fails as an outside-service error when the key is refused or the service is down', async () => {
    await expect(googlePlacesStores({ GOOGLE_PLACES_API_KEY: '', GOOGLE_PLACES_API_URL: fake.url }, { ...HERE, category: 'all' })).rejects.toBeInstanceOf(OutsideServiceError)
    fake.mode = 'down'
    await expect(googlePlacesStores(settings(), { ...HERE, category: 'all' })).rejects.toBeInstanceOf(OutsideServiceError)
    fake.mode = 'ok'
  })
})
