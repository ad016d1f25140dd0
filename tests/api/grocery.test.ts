import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeOverpass, type FakeOverpass } from '../fakes/overpass'
import { startFakePostcodes, type FakePostcodes } from '../fakes/postcodes'
import { api, failedWith, newCustomer, type TestCustomer } from '../support/api'
import { startServer, type RunningServer } from '../support/server'

/**
 * Grocery (spec doc 2 §7): shopping lists from meal plans, the weekly budget,
 * nearby stores through the Overpass fake and postcodes through the
 * postcodes.io fake, on a server of its own pointed at those fakes.
 */
const UNKNOWN_ID = '5b0e8d1e-7a55-4d6b-9a9f-0c1d2e3f4a5b'
const LONDON = { latitude: 51.5074, longitude: -0.1278 }

let server: RunningServer
let overpass: FakeOverpass
let postcodes: FakePostcodes
const call = (path: string, options: Parameters<typeof api>[1] = {}) => api(path, { ...options, baseUrl: server.url })

beforeAll(async () => {
  overpass = await startFakeOverpass()
  postcodes = await startFakePostcodes()
  server = await startServer({ OVERPASS_API_URL: overpass.url, POSTCODES_API_URL: postcodes.url })
})

afterAll(async () => {
  await server?.stop()
  await overpass?.stop()
  await postcodes?.stop()
})

async function completePlan(customer: TestCustomer): Promise<string> {
  const created = await call('/api/ai/meal-plan', { method: 'POST', token: customer.token })
  expect(created.status).toBe(201)
  const id = created.body.meal_plan_id as string
  const deadline = Date.now() + 45_000
  for (;;) {
    const res = await call(`/api/ai/meal-plan/progress/${id}`, { token: customer.token })
    if (res.body.status === 'complete') return id
    if (res.body.status === 'failed' || Date.now() > deadline) throw new Error(`plan ${id}: ${JSON.stringify(res.body)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('every grocery route needs a session', () => {
  it.each([
    ['POST', '/api/shopping-list/generate'],
    ['GET', '/api/shopping-lists'],
    ['PUT', `/api/shopping-list/${UNKNOWN_ID}/item/${UNKNOWN_ID}`],
    ['GET', '/api/budget'],
    ['PUT', '/api/budget'],
    ['POST', '/api/grocery/search'],
    ['GET', '/api/grocery/postcode/SW1A1AA'],
  ])('%s %s', async (method, path) => {
    const res = await call(path, { method, body: method === 'GET' ? undefined : {} })
    expect(res.status).toBe(401)
    expect(res.body.detail).toBeTruthy()
  })
})

describe('shopping lists', () => {
  let alice: TestCustomer
  let bob: TestCustomer
  let firstPlan: string
  let secondPlan: string
  let listId: string
  let items: any[]

  beforeAll(async () => {
    alice = await newCustomer({}, server.url)
    bob = await newCustomer({}, server.url)
  })

  it('refuses to generate without a meal plan', async () => {
    const res = await call('/api/shopping-list/generate', { method: 'POST', token: alice.token })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'No meal plans found. Please generate a meal plan first.' })
    expect((await call('/api/shopping-lists', { token: alice.token })).body).toEqual([])
  })

  it('generates a priced list from the latest complete plan', async () => {
    firstPlan = await completePlan(alice)
    secondPlan = await completePlan(alice)
    const res = await call('/api/shopping-list/generate', { method: 'POST', token: alice.token, body: {} })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: expect.any(String), created_at: expect.any(String), meal_plan_id: secondPlan })
    listId = res.body.id
    items = res.body.items
    expect(items.length).toBeGreaterThan(20)
    for (const item of items) {
      expect(item).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        quantity: expect.any(String),
        category: expect.any(String),
        completed: false,
        estimated_price: expect.any(Number),
        pack: expect.any(String),
      })
      expect(item.category.length).toBeGreaterThan(0)
      expect(item.estimated_price).toBeGreaterThan(0)
    }
    // Merged: one line per food.
    expect(new Set(items.map((i) => i.name.toLowerCase())).size).toBe(items.length)
    const total = Math.round(items.reduce((sum, i) => sum + i.estimated_price, 0) * 100) / 100
    expect(res.body.total_estimated_cost).toBe(total)
  })

  it('generates from a given plan, and lists newest first', async () => {
    const res = await call('/api/shopping-list/generate', { method: 'POST', token: alice.token, body: { meal_plan_id: firstPlan } })
    expect(res.status).toBe(201)
    expect(res.body.meal_plan_id).toBe(firstPlan)
    const lists = await call('/api/shopping-lists', { token: alice.token })
    expect(lists.status).toBe(200)
    expect(lists.body.map((l: any) => l.id)).toEqual([res.body.id, listId])
    expect(lists.body[1].items).toHaveLength(items.length)
  })

  it('refuses another customer’s plan and list, and bad input', async () => {
    const theirs = await call('/api/shopping-list/generate', { method: 'POST', token: bob.token, body: { meal_plan_id: firstPlan } })
    expect(theirs.status).toBe(404)
    expect(theirs.body.detail).toBe('Meal plan not found')
    expect((await call('/api/shopping-lists', { token: bob.token })).body).toEqual([])
    const tick = await call(`/api/shopping-list/${listId}/item/${items[0].id}`, { method: 'PUT', token: bob.token, body: { completed: true } })
    expect(tick.status).toBe(404)
    expect(tick.body.detail).toBe('Shopping list not found')

    expect((await call('/api/shopping-list/generate', { token: alice.token, body: { meal_plan_id: 42 } })).status).toBe(400)
    expect((await call('/api/shopping-list/generate', { token: alice.token, body: { meal_plan_id: 'nope' } })).status).toBe(404)
    expect((await call('/api/shopping-list/generate', { token: alice.token, rawBody: '{not json' })).status).toBe(400)
    expect((await call('/api/shopping-list/generate', { method: 'POST', token: alice.token })).status).toBe(201)
  })

  it('ticks and unticks an item for its owner only', async () => {
    const path = `/api/shopping-list/${listId}/item/${items[0].id}`
    const on = await call(path, { method: 'PUT', token: alice.token, body: { completed: true } })
    expect(on.status).toBe(200)
    expect(on.body.item).toMatchObject({ id: items[0].id, completed: true })
    const lists = await call('/api/shopping-lists', { token: alice.token })
    const saved = lists.body.find((l: any) => l.id === listId)
    expect(saved.items.find((i: any) => i.id === items[0].id).completed).toBe(true)
    expect(saved.items.filter((i: any) => i.completed)).toHaveLength(1)

    const off = await call(path, { method: 'PUT', token: alice.token, body: { completed: false } })
    expect(off.body.item.completed).toBe(false)

    expect((await call(path, { method: 'PUT', token: alice.token, body: { completed: 'yes' } })).status).toBe(400)
    expect((await call(path, { method: 'PUT', token: alice.token, body: {} })).status).toBe(400)
    const missing = await call(`/api/shopping-list/${listId}/item/${UNKNOWN_ID}`, { method: 'PUT', token: alice.token, body: { completed: true } })
    expect(missing.status).toBe(404)
    expect(missing.body.detail).toBe('Item not found')
    expect((await call(`/api/shopping-list/not-an-id/item/x`, { method: 'PUT', token: alice.token, body: { completed: true } })).status).toBe(404)
    expect((await call(path, { method: 'POST', token: alice.token, body: { completed: true } })).status).toBe(405)
  })

  it('adds ticked prices to this week’s spending when the customer chooses', async () => {
    expect((await call('/api/budget', { method: 'PUT', token: alice.token, body: { weekly_budget: 50, current_spent: 10, add_ticked_items: true } })).status).toBe(200)
    const item = items[1]
    const on = await call(`/api/shopping-list/${listId}/item/${item.id}`, { method: 'PUT', token: alice.token, body: { completed: true } })
    expect(on.body.budget.current_spent).toBe(Math.round((10 + item.estimated_price) * 100) / 100)
    // Ticking twice does not count twice.
    const again = await call(`/api/shopping-list/${listId}/item/${item.id}`, { method: 'PUT', token: alice.token, body: { completed: true } })
    expect(again.body.budget.current_spent).toBe(on.body.budget.current_spent)
    const off = await call(`/api/shopping-list/${listId}/item/${item.id}`, { method: 'PUT', token: alice.token, body: { completed: false } })
    expect(off.body.budget.current_spent).toBe(10)
    expect((await call('/api/budget', { token: alice.token })).body.current_spent).toBe(10)
  })
})

describe('budget', () => {
  let carol: TestCustomer
  beforeAll(async () => {
    carol = await newCustomer({}, server.url)
  })

  it('answers a new customer’s budget with both amounts', async () => {
    const res = await call('/api/budget', { token: carol.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ weekly_budget: 0, current_spent: 0, status: 'safe', add_ticked_items: false })
  })

  it('refuses amounts that are not whole pence, negative or not numbers', async () => {
    for (const body of [
      { weekly_budget: 12.345 },
      { current_spent: 12.345 },
      { weekly_budget: -1 },
      { weekly_budget: '80' },
      { weekly_budget: null },
      {},
      { weekly_budget: 80, colour: 'red' },
    ]) {
      const res = await call('/api/budget', { method: 'PUT', token: carol.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toEqual(expect.any(String))
    }
    expect((await call('/api/budget', { token: carol.token })).body.weekly_budget).toBe(0)
  })

  it('saves the budget and reports its status', async () => {
    const put = await call('/api/budget', { method: 'PUT', token: carol.token, body: { weekly_budget: 80, current_spent: 60 } })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ weekly_budget: 80, current_spent: 60, percent_used: 75, status: 'warning' })
    const partial = await call('/api/budget', { method: 'PUT', token: carol.token, body: { current_spent: 72.5 } })
    expect(partial.body).toMatchObject({ weekly_budget: 80, current_spent: 72.5, status: 'danger' })
    expect((await call('/api/budget', { token: carol.token })).body).toMatchObject({ weekly_budget: 80, current_spent: 72.5 })
    expect((await call('/api/budget', { method: 'DELETE', token: carol.token })).status).toBe(405)
  })
})

describe('nearby stores (Overpass fake)', () => {
  let dana: TestCustomer
  beforeAll(async () => {
    dana = await newCustomer({}, server.url)
  })

  it('finds grocery shops nearest first, and remembers the answer for a few minutes', async () => {
    const before = overpass.queries.length
    const started = performance.now()
    const res = await call('/api/grocery/search', { token: dana.token, body: { ...LONDON, category: 'all' } })
    const searchMs = performance.now() - started
    expect(res.status).toBe(200)
    expect(overpass.queries.length).toBe(before + 1)
    expect(overpass.queries.at(-1)).toMatch(/^\[out:json\]/)
    const names = res.body.stores.map((s: any) => s.name)
    expect(names).toEqual(['Riverside Supermarket', 'Green Grocer Co', 'Corner Shop Express', 'Wholefoods Corner', 'Big Value Supermarket'])
    const distances = res.body.stores.map((s: any) => s.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(res.body.stores[0]).toMatchObject({
      place_id: 'osm:way/1001',
      address: '12 High Street, London, SW1A 2AA',
      rating: null,
      user_ratings_total: null,
      opening_hours: { open_now: expect.any(Boolean) },
      phone_number: '020 7946 0101',
      website: 'https://riverside.example/',
      types: ['supermarket'],
    })
    expect(res.body.attribution).toMatch(/OpenStreetMap/)

    const again = performance.now()
    const cached = await call('/api/grocery/search', { token: dana.token, body: { latitude: 51.50741, longitude: -0.12779, category: 'all' } })
    const cachedMs = performance.now() - again
    expect(cached.body.stores).toEqual(res.body.stores)
    expect(overpass.queries.length).toBe(before + 1)
    console.info(`store search against the fake: ${searchMs.toFixed(1)} ms; cache hit: ${cachedMs.toFixed(1)} ms`)
  })

  it('narrows by category', async () => {
    const supermarkets = await call('/api/grocery/search', { token: dana.token, body: { ...LONDON, category: 'supermarket' } })
    expect(supermarkets.body.stores.map((s: any) => s.name)).toEqual(['Riverside Supermarket', 'Big Value Supermarket'])
    const organic = await call('/api/grocery/search', { token: dana.token, body: { ...LONDON, category: 'organic' } })
    expect(organic.body.stores.map((s: any) => s.name)).toEqual(['Green Grocer Co', 'Wholefoods Corner'])
  })

  it('refuses positions out of range and unknown categories', async () => {
    for (const body of [
      { latitude: 91, longitude: 0 },
      { latitude: -90.5, longitude: 0 },
      { latitude: 0, longitude: 181 },
      { latitude: '51.5', longitude: 0 },
      { latitude: 51.5, longitude: 0, category: 'bakery' },
    ]) {
      const res = await call('/api/grocery/search', { token: dana.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('answers 502 when Overpass fails', async () => {
    overpass.mode = 'down'
    try {
      const res = await call('/api/grocery/search', { token: dana.token, body: { latitude: 53.48, longitude: -2.24, category: 'all' } })
      expect(res.status).toBe(502)
      // Not her connection: the store service did not answer.
      expect(res.body).toEqual(failedWith('The store finder cannot be reached right now. This is on our side, not your connection: please try again in a few minutes.'))
      // A failure is not remembered.
      overpass.mode = 'ok'
      const retry = await call('/api/grocery/search', { token: dana.token, body: { latitude: 53.48, longitude: -2.24, category: 'all' } })
      expect(retry.status).toBe(200)
    } finally {
      overpass.mode = 'ok'
    }
  })
})

describe('postcode lookup (postcodes.io fake)', () => {
  let erin: TestCustomer
  beforeAll(async () => {
    erin = await newCustomer({}, server.url)
  })

  it('finds a postcode, trimmed and uppercased', async () => {
    const res = await call(`/api/grocery/postcode/${encodeURIComponent(' sw1a 1aa ')}`, { token: erin.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588, admin_area: 'Westminster' })
    expect(postcodes.lookups.at(-1)).toBe('SW1A 1AA')
  })

  it('says an unknown postcode is invalid', async () => {
    const res = await call('/api/grocery/postcode/ZZ99%209ZZ', { token: erin.token })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'Invalid UK postcode. Please check and try again.' })
  })

  it('refuses too short or too long before asking anyone', async () => {
    const before = postcodes.lookups.length
    for (const input of ['M1', '%20%20M1%20', 'SW1A1AAXX']) {
      const res = await call(`/api/grocery/postcode/${input}`, { token: erin.token })
      expect(res.status, input).toBe(400)
      expect(res.body).toEqual({ detail: 'Please enter a valid UK postcode' })
    }
    expect(postcodes.lookups.length).toBe(before)
  })

  it('answers 502 when postcodes.io is down', async () => {
    postcodes.mode = 'down'
    try {
      const res = await call('/api/grocery/postcode/SW1A1AA', { token: erin.token })
      expect(res.status).toBe(502)
      expect(res.body).toEqual(failedWith('The store finder cannot be reached right now. This is on our side, not your connection: please try again in a few minutes.'))
      expect(res.body.detail).not.toMatch(/internet connection/)
    } finally {
      postcodes.mode = 'ok'
    }
  })
})
