import { describe, expect, it } from 'vitest'

import { api, newCustomer, newPlusCustomer as plusCustomer, setTier } from '../support/api'

const DENIED = 'Food logging requires Liberate+ subscription'
const DAY = 24 * 60 * 60 * 1000

const lunch = { meal_type: 'lunch', food_items: [{ name: 'Lentil soup', portion_size: 'Large', calories: 320, notes: 'with bread' }] }

function monday(now = new Date()): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY)
}

describe('food logging gate', () => {
  it('answers 401 on every endpoint without a session', async () => {
    expect((await api('/api/food-log')).status).toBe(401)
    expect((await api('/api/food-log', { body: lunch })).status).toBe(401)
    expect((await api('/api/food-log/weekly-summary')).status).toBe(401)
  })

  it('answers 403 on every endpoint for the base tier, and lets a Liberate+ customer in after the test-mode upgrade', async () => {
    const customer = await newCustomer()
    for (const res of [
      await api('/api/food-log', { token: customer.token }),
      await api('/api/food-log', { token: customer.token, body: lunch }),
      await api('/api/food-log/weekly-summary', { token: customer.token }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ detail: DENIED })
    }
    await setTier(customer, 'Liberate+')
    expect((await api('/api/food-log', { token: customer.token, body: lunch })).status).toBe(201)
    expect((await api('/api/food-log', { token: customer.token })).status).toBe(200)
    expect((await api('/api/food-log/weekly-summary', { token: customer.token })).status).toBe(200)
  })

  it('keeps the logs through a downgrade and shows them again after an upgrade', async () => {
    const customer = await plusCustomer()
    await api('/api/food-log', { token: customer.token, body: lunch })
    await setTier(customer, 'Liberate')
    expect((await api('/api/food-log', { token: customer.token })).status).toBe(403)
    await setTier(customer, 'Liberate+')
    const res = await api('/api/food-log', { token: customer.token })
    expect(res.body).toHaveLength(1)
    expect(res.body[0].food_items[0].name).toBe('Lentil soup')
  })
})

describe('POST /api/food-log', () => {
  it('stores the meal and answers it with its id, defaults and eaten_at', async () => {
    const customer = await plusCustomer()
    const before = Date.now()
    const res = await api('/api/food-log', {
      token: customer.token,
      body: { meal_type: 'breakfast', food_items: [{ name: ' Porridge ' }, { name: '' }], from_meal_plan: true },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      meal_type: 'breakfast',
      food_items: [{ name: 'Porridge', portion_size: 'Medium', calories: null, notes: null }],
      from_meal_plan: true,
    })
    expect(typeof res.body.id).toBe('string')
    expect(new Date(res.body.eaten_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it("answers 400 'Please add at least one food item' and stores nothing without a named item", async () => {
    const customer = await plusCustomer()
    for (const food_items of [[], [{ name: '   ' }], undefined]) {
      const res = await api('/api/food-log', { token: customer.token, body: { meal_type: 'lunch', food_items } })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ detail: 'Please add at least one food item' })
    }
    expect((await api('/api/food-log', { token: customer.token })).body).toEqual([])
  })

  it('validates every field', async () => {
    const customer = await plusCustomer()
    const bad = async (body: unknown, field: string) => {
      const res = await api('/api/food-log', { token: customer.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toMatch(new RegExp(`^${field}`))
    }
    await bad({ ...lunch, meal_type: 'brunch' }, 'meal_type')
    await bad({ food_items: lunch.food_items }, 'meal_type')
    await bad({ ...lunch, food_items: [{ name: 'Tea', portion_size: 'Mug' }] }, 'food_items.0.portion_size')
    await bad({ ...lunch, food_items: [{ name: 'Tea', calories: -5 }] }, 'food_items.0.calories')
    await bad({ ...lunch, food_items: [{ name: 'Tea', calories: '50' }] }, 'food_items.0.calories')
    await bad({ ...lunch, food_items: [{ name: 'x'.repeat(201) }] }, 'food_items.0.name')
    await bad({ ...lunch, from_meal_plan: 'yes' }, 'from_meal_plan')
    await bad({ ...lunch, eaten_at: 'today' }, 'eaten_at')
    await bad({ ...lunch, eaten_at: new Date(Date.now() + DAY).toISOString() }, 'eaten_at')
    await bad({ ...lunch, food_items: Array.from({ length: 31 }, () => ({ name: 'crisp' })) }, 'food_items')
    const raw = await api('/api/food-log', { token: customer.token, rawBody: '{not json' })
    expect(raw.status).toBe(400)
    expect((await api('/api/food-log', { token: customer.token, method: 'PUT', body: lunch })).status).toBe(405)
    expect((await api('/api/food-log', { token: customer.token })).body).toEqual([])
  })
})

describe('GET /api/food-log', () => {
  it('lists only the caller’s own logs, newest first, within the date range', async () => {
    const ann = await plusCustomer()
    const bea = await plusCustomer()
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString()
    for (const daysAgo of [10, 3, 1, 0]) {
      await api('/api/food-log', { token: ann.token, body: { ...lunch, eaten_at: at(daysAgo), food_items: [{ name: `Day -${daysAgo}` }] } })
    }
    await api('/api/food-log', { token: bea.token, body: { ...lunch, food_items: [{ name: 'Bea’s lunch' }] } })

    const week = await api('/api/food-log', { token: ann.token })
    expect(week.status).toBe(200)
    expect(week.body.map((l: { food_items: { name: string }[] }) => l.food_items[0].name)).toEqual(['Day -0', 'Day -1', 'Day -3'])

    const range = await api(`/api/food-log?start_date=${at(12).slice(0, 10)}&end_date=${at(2).slice(0, 10)}`, { token: ann.token })
    expect(range.body.map((l: { food_items: { name: string }[] }) => l.food_items[0].name)).toEqual(['Day -3', 'Day -10'])

    const limited = await api(`/api/food-log?limit=1`, { token: ann.token })
    expect(limited.body).toHaveLength(1)

    const bea1 = await api('/api/food-log', { token: bea.token })
    expect(bea1.body).toHaveLength(1)
    expect(bea1.body[0].food_items[0].name).toBe('Bea’s lunch')
  })

  it('answers 400 for bad dates, reversed and too-long ranges', async () => {
    const customer = await plusCustomer()
    expect((await api('/api/food-log?start_date=last-week', { token: customer.token })).status).toBe(400)
    expect((await api('/api/food-log?start_date=2026-02-30', { token: customer.token })).status).toBe(400)
    const reversed = await api('/api/food-log?start_date=2026-11-10&end_date=2026-11-01', { token: customer.token })
    expect(reversed).toMatchObject({ status: 400, body: { detail: 'start_date: must not be after end_date' } })
    const long = await api('/api/food-log?start_date=2025-01-01&end_date=2026-01-01', { token: customer.token })
    expect(long).toMatchObject({ status: 400, body: { detail: 'The date range can cover at most 92 days' } })
    expect((await api('/api/food-log?limit=0', { token: customer.token })).status).toBe(400)
  })
})

describe('GET /api/food-log/weekly-summary', () => {
  it('counts this week’s logs, those from the meal plan, and the adherence to the plan', async () => {
    const customer = await plusCustomer()
    const start = monday()
    const at = (day: number, hour: number) => new Date(start.getTime() + day * DAY + hour * 3600_000)
    const now = Date.now()
    const logs = [
      { meal_type: 'breakfast', from_meal_plan: true, eaten_at: at(0, 8), calories: 300 },
      { meal_type: 'breakfast', from_meal_plan: true, eaten_at: at(0, 9), calories: null },
      { meal_type: 'snack', from_meal_plan: false, eaten_at: at(0, 10), calories: 100 },
      { meal_type: 'dinner', from_meal_plan: true, eaten_at: new Date(start.getTime() - 3600_000), calories: null },
    ].filter((l) => l.eaten_at.getTime() <= now)
    for (const l of logs) {
      const res = await api('/api/food-log', {
        token: customer.token,
        body: { meal_type: l.meal_type, from_meal_plan: l.from_meal_plan, eaten_at: l.eaten_at.toISOString(), food_items: [{ name: 'x', calories: l.calories }] },
      })
      expect(res.status).toBe(201)
    }
    const inWeek = logs.filter((l) => l.eaten_at >= start)
    const res = await api(`/api/food-log/weekly-summary?week_start=${start.toISOString()}`, { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      total_food_logs: inWeek.length,
      from_meal_plan: inWeek.filter((l) => l.from_meal_plan).length,
      // No meal plan yet: no slots to adhere to.
      adherence_rate: 0,
      available_meal_plans: 0,
    })
    expect(res.body.days).toHaveLength(7)

    // With a meal plan, the two breakfasts from the plan fill one slot of the days so far.
    expect((await api('/api/ai/meal-plan', { token: customer.token, method: 'POST' })).status).toBeLessThan(300)
    const withPlan = await api(`/api/food-log/weekly-summary?week_start=${start.toISOString()}`, { token: customer.token })
    const daysSoFar = Math.min(7, Math.floor((Date.now() - start.getTime()) / DAY) + 1)
    const eaten = inWeek.some((l) => l.from_meal_plan) ? 1 : 0
    expect(withPlan.body).toMatchObject({ available_meal_plans: 1, plan_slots: daysSoFar * 4, plan_slots_eaten: eaten })
    expect(withPlan.body.adherence_rate).toBe(Math.round((eaten / (daysSoFar * 4)) * 100))
    if (inWeek.length) expect(withPlan.body.days[0].calories).toBe(inWeek.some((l) => l.calories === 100) ? 400 : 300)
  })

  it('takes a Monday as a date and refuses other days', async () => {
    const customer = await plusCustomer()
    const start = monday().toISOString().slice(0, 10)
    expect((await api(`/api/food-log/weekly-summary?week_start=${start}`, { token: customer.token })).status).toBe(200)
    const tuesday = new Date(monday().getTime() + DAY).toISOString().slice(0, 10)
    const res = await api(`/api/food-log/weekly-summary?week_start=${tuesday}`, { token: customer.token })
    expect(res).toMatchObject({ status: 400, body: { detail: 'week_start: must be a Monday' } })
    expect((await api('/api/food-log/weekly-summary?week_start=soon', { token: customer.token })).status).toBe(400)
  })

  it('counts only the caller’s logs', async () => {
    const ann = await plusCustomer()
    const bea = await plusCustomer()
    await api('/api/food-log', { token: ann.token, body: lunch })
    const res = await api('/api/food-log/weekly-summary', { token: bea.token })
    expect(res.body.total_food_logs).toBe(0)
  })
})
