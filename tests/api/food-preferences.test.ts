import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { allergensOfFood, flagsOfFood } from '../../app/domain/meal-plans/allergens'
import { buildBuiltinPlan } from '../../app/domain/meal-plans/planner'
import type { Recipe } from '../../app/domain/meal-plans/types'
import { startFakeOpenAI, type ChatRequest, type FakeOpenAI } from '../fakes/openai'
import { api, giveAiConsent, newCustomer, type TestCustomer } from '../support/api'
import { validAnswers } from '../support/comprehensive-answers'
import { startServer, type RunningServer } from '../support/server'

const ROUTE = '/api/user/food-preferences'
const NOTE = 'Severe peanut and tree nut allergy, also sesame'
const HERS = { allergens: ['peanuts', 'tree_nuts', 'sesame', 'milk'] }

async function waitForPlan(id: string, token: string, baseUrl?: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const res = await api(`/api/ai/meal-plan/progress/${id}`, { token, baseUrl })
    expect(res.status).toBe(200)
    if (res.body.status === 'complete' || res.body.status === 'failed') return res.body
    if (Date.now() > deadline) throw new Error(`plan ${id} still ${JSON.stringify(res.body)}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

/** A vegetarian (by her assessment) who wrote her allergy in the "Other" box of the way-of-eating question. */
async function vegetarianWithNote(baseUrl?: string): Promise<TestCustomer> {
  const customer = await newCustomer({}, baseUrl)
  const submitted = await api('/api/questionnaire/submit', {
    token: customer.token,
    baseUrl,
    body: { ...validAnswers({ diet_plan: ['Vegetarian', 'Other'], 'diet_plan-other-text': NOTE }), assessment_type: 'comprehensive_menopause_assessment' },
  })
  expect(submitted.status).toBe(201)
  return customer
}

/** Foods she must never see (a vegetarian with peanut, tree-nut, sesame and milk allergies), read again through the table. */
function unsafeFor(foods: string[]): string[] {
  return foods.filter((food) => ['milk', 'peanuts', 'sesame', 'tree_nuts', 'meat', 'fish', 'crustaceans', 'molluscs'].some((f) => flagsOfFood(food).has(f as never)))
}

/** And by plain words, whatever the table says. */
const FORBIDDEN_WORDS =
  /almond|walnut|cashew|brazil nut|peanut|sesame|tahini|hummus|houmous|semi-skimmed milk|cheese|cheddar|feta|parmesan|ricotta|mozzarella|greek yoghurt|natural yoghurt|kefir|chicken|turkey|beef|salmon|tuna|mackerel|sardine|prawn|\bcod\b|trout|chocolate/i

function expectSafePlan(plan: { detailed_recipes: Recipe[]; plan_data: { shopping_list: Record<string, { item: string }[]>; weekly_overview: Record<string, Record<string, { name: string }>> } }) {
  expect(plan.detailed_recipes).toHaveLength(28)
  for (const recipe of plan.detailed_recipes) {
    const items = recipe.ingredients.map((i) => i.item)
    expect(unsafeFor(items), recipe.name).toEqual([])
    for (const item of items) expect(item, recipe.name).not.toMatch(FORBIDDEN_WORDS)
    expect(recipe.name).not.toMatch(FORBIDDEN_WORDS)
    // Every recipe carries its allergens, from its ingredients.
    expect(recipe.allergens, recipe.name).toEqual(expect.any(Array))
    for (const a of ['milk', 'peanuts', 'sesame', 'tree_nuts']) expect(recipe.allergens, recipe.name).not.toContain(a)
    for (const ing of recipe.ingredients) expect(ing.allergens, ing.item).toEqual(allergensOfFood(ing.item))
    expect(plan.plan_data.weekly_overview[recipe.day][recipe.meal_type].name).toBe(recipe.name)
  }
  const shopping = Object.values(plan.plan_data.shopping_list).flat().map((i) => i.item)
  expect(shopping.length).toBeGreaterThan(10)
  expect(unsafeFor(shopping)).toEqual([])
  for (const item of shopping) expect(item).not.toMatch(FORBIDDEN_WORDS)
}

describe('GET/PUT /api/user/food-preferences', () => {
  let maya: TestCustomer

  beforeAll(async () => {
    maya = await vegetarianWithNote()
  })

  it('needs a session, and serves only GET and PUT', async () => {
    for (const method of ['GET', 'PUT']) {
      const res = await api(ROUTE, { method, body: method === 'PUT' ? { allergens: ['peanuts'] } : undefined })
      expect(res.status).toBe(401)
      expect(res.body.detail).toBeTruthy()
    }
    expect((await api(ROUTE, { token: 'not-a-session' })).status).toBe(401)
    expect((await api(ROUTE, { method: 'POST', token: maya.token, body: {} })).status).toBe(405)
    expect((await api(ROUTE, { method: 'DELETE', token: maya.token })).status).toBe(405)
  })

  it('starts from her latest assessment’s way of eating: her diets, no allergens, nothing avoided (the allergy note is not applied)', async () => {
    const res = await api(ROUTE, { token: maya.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ diets: ['vegetarian'], allergens: [], avoid: [] })
    const fresh = await newCustomer()
    expect((await api(ROUTE, { token: fresh.token })).body).toEqual({ diets: [], allergens: [], avoid: [] })
  })

  it('replaces only the keys sent', async () => {
    const put = await api(ROUTE, { method: 'PUT', token: maya.token, body: { allergens: ['tree_nuts', 'peanuts', 'peanuts'], avoid: ['Mushrooms', 'mushroom', ' coriander '] } })
    expect(put.status).toBe(200)
    expect(put.body).toEqual({ diets: ['vegetarian'], allergens: ['peanuts', 'tree_nuts'], avoid: ['Mushrooms', 'coriander'] })
    const diets = await api(ROUTE, { method: 'PUT', token: maya.token, body: { diets: ['vegan'] } })
    expect(diets.body).toEqual({ diets: ['dairy_free', 'vegan', 'vegetarian'], allergens: ['peanuts', 'tree_nuts'], avoid: ['Mushrooms', 'coriander'] })
    // Her own choice stays, even none at all, over the assessment's.
    expect((await api(ROUTE, { method: 'PUT', token: maya.token, body: { diets: [] } })).body.diets).toEqual([])
    expect((await api(ROUTE, { method: 'PUT', token: maya.token, body: {} })).body).toEqual({ diets: [], allergens: ['peanuts', 'tree_nuts'], avoid: ['Mushrooms', 'coriander'] })
    expect((await api(ROUTE, { token: maya.token })).body).toEqual({ diets: [], allergens: ['peanuts', 'tree_nuts'], avoid: ['Mushrooms', 'coriander'] })
  })

  it('answers 400 naming the bad value, and changes nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ diets: ['keto'] }, /^diets\.0: Unknown diet "keto"/],
      [{ allergens: ['peanuts', 'nuts'] }, /^allergens\.1: Unknown allergen "nuts"/],
      [{ avoid: [''] }, /^avoid\.0: A food to avoid cannot be empty$/],
      [{ avoid: ['x'.repeat(61)] }, /^avoid\.0: "x+…" is longer than 60 characters$/],
      [{ avoid: Array.from({ length: 21 }, (_, i) => `food ${i}`) }, /^avoid: At most 20 foods to avoid$/],
      [{ allergens: 'peanuts' }, /^allergens: allergens must be a list$/],
      [{ diet: ['vegan'] }, /diet/],
    ]
    for (const [body, detail] of cases) {
      const res = await api(ROUTE, { method: 'PUT', token: maya.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toMatch(detail)
    }
    expect((await api(ROUTE, { method: 'PUT', token: maya.token, rawBody: '{"allergens":' })).status).toBe(400)
    expect((await api(ROUTE, { method: 'PUT', token: maya.token, rawBody: '["peanuts"]' })).status).toBe(400)
    expect((await api(ROUTE, { method: 'PUT', token: maya.token, body: { avoid: Array.from({ length: 20 }, (_, i) => `food ${i}`) } })).status).toBe(200)
    expect((await api(ROUTE, { token: maya.token })).body.allergens).toEqual(['peanuts', 'tree_nuts'])
  })

  it('is hers alone: another customer’s preferences are her own', async () => {
    const other = await newCustomer()
    await api(ROUTE, { method: 'PUT', token: other.token, body: { allergens: ['celery'] } })
    expect((await api(ROUTE, { token: maya.token })).body.allergens).toEqual(['peanuts', 'tree_nuts'])
    expect((await api(ROUTE, { token: other.token })).body.allergens).toEqual(['celery'])
  })
})

describe('a plan for a vegetarian who cannot eat peanuts, tree nuts, sesame or milk (built-in planner)', () => {
  it('has 28 recipes and a shopping list with none of them, each recipe with its allergens', async () => {
    const customer = await vegetarianWithNote()
    expect((await api(ROUTE, { method: 'PUT', token: customer.token, body: HERS })).body).toEqual({
      diets: ['vegetarian'],
      allergens: ['milk', 'peanuts', 'sesame', 'tree_nuts'],
      avoid: [],
    })
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token })
    expect(created.status).toBe(201)
    expect(await waitForPlan(created.body.meal_plan_id, customer.token)).toEqual({ status: 'complete', progress: 100 })
    const plan = await api(`/api/ai/meal-plan/${created.body.meal_plan_id}`, { token: customer.token })
    expect(plan.status).toBe(200)
    expectSafePlan(plan.body)
    expect(plan.body.plan_data.client_summary).toContain("It leaves out everything you told us you can't eat.")
    expect(plan.body.plan_data.client_summary).toMatch(/Every day reaches at least 700 mg calcium and 30 g fibre\.|falls? short/)
    // The overview does not name her allergies: staff can read overviews, not her preferences.
    expect(plan.body.plan_data.client_summary).not.toMatch(/peanut|sesame|tree nut/i)
  })

  it('refuses with a reason, and makes no plan, when a meal has no recipe she can eat', async () => {
    const customer = await newCustomer()
    await api(ROUTE, {
      method: 'PUT',
      token: customer.token,
      body: { diets: ['vegan'], allergens: ['celery', 'gluten', 'soya', 'tree_nuts', 'peanuts', 'sesame', 'mustard', 'sulphites'], avoid: ['spring greens', 'chia', 'raspberries', 'sweet potato', 'buckwheat', 'banana'] },
    })
    const res = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token })
    expect(res.status).toBe(400)
    expect(res.body.detail).toMatch(/^Our recipes have no breakfast that avoids everything you told us you can't eat/)
    expect((await api('/api/ai/meal-plans', { token: customer.token })).body).toEqual([])
  })
})

describe('a plan with OpenAI (local fake) for the same customer', () => {
  let fake: FakeOpenAI
  let server: RunningServer
  const BITES = 'Apricot energy bites'
  const SALAD = 'Walnut and blue cheese salad'

  /**
   * The model: an overview of dishes she can eat, except Tuesday's lunch (a
   * walnut and blue cheese salad, with walnuts on the shopping list), and for
   * each dish it is asked for a recipe she can eat, except Monday's snack,
   * whose innocent name hides flaked almonds.
   */
  const safe = buildBuiltinPlan({ diets: ['vegetarian'], allergens: ['milk', 'peanuts', 'sesame', 'tree_nuts'], concerns: {}, symptoms: [], checkins: null, seed: 'model' })
  function responder(request: ChatRequest): unknown {
    const user = request.messages.find((m) => m.role === 'user')?.content ?? ''
    if (request.response_format?.json_schema?.name === 'meal_plan_overview') {
      const overview = structuredClone(safe.planData)
      overview.weekly_overview.monday.snack.name = BITES
      overview.weekly_overview.tuesday.lunch.name = SALAD
      const shopping = Object.entries(overview.shopping_list).map(([category, items]) => ({ category, items }))
      shopping.push({ category: 'Nuts & Seeds', items: [{ item: 'Walnuts', quantity: 100, unit: 'g' }] })
      return { client_summary: 'Model plan.', weekly_overview: overview.weekly_overview, shopping_list: shopping }
    }
    const [, day, meal, name] = /recipe for (\w+) (\w+): "(.*)" \(about/.exec(user) ?? []
    const { day: _d, meal_type: _m, allergens: _a, ...recipe } = safe.recipes.find((r) => r.day === day && r.meal_type === meal)!
    const ingredients = recipe.ingredients.map(({ allergens: _x, ...i }) => i)
    if (day === 'monday' && meal === 'snack') {
      return {
        ...recipe,
        name,
        ingredients: [
          { item: 'Dried apricots', quantity: 30, unit: 'g', category: 'Tins, Pulses & Dried Fruit', note: null },
          { item: 'Flaked almonds', quantity: 20, unit: 'g', category: 'Nuts & Seeds', note: null },
        ],
      }
    }
    return { ...recipe, name, ingredients }
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI(responder)
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('tells the model her restrictions, and replaces the recipe with almonds by a safe built-in one, never shown', async () => {
    const customer = await vegetarianWithNote(server.url)
    // The model writes her plans only with her AI consent.
    await giveAiConsent(customer, server.url)
    await api(ROUTE, { method: 'PUT', token: customer.token, baseUrl: server.url, body: { ...HERS, avoid: ['durian'] } })
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token, baseUrl: server.url })
    expect(created.status).toBe(201)
    // The salad named walnuts and cheese: replaced before the overview was stored or answered, and so were the walnuts on the list.
    expect(created.body.overview.weekly_overview.tuesday.lunch.name).not.toBe(SALAD)
    expect(created.body.overview.weekly_overview.monday.snack.name).toBe(BITES)
    for (const item of Object.values(created.body.overview.shopping_list as Record<string, { item: string }[]>).flat()) expect(unsafeFor([item.item])).toEqual([])

    const done = await waitForPlan(created.body.meal_plan_id, customer.token, server.url)
    expect(done.status).toBe('complete')
    const plan = await api(`/api/ai/meal-plan/${created.body.meal_plan_id}`, { token: customer.token, baseUrl: server.url })
    expectSafePlan(plan.body)
    const snack = plan.body.detailed_recipes.find((r: Recipe) => r.day === 'monday' && r.meal_type === 'snack')
    expect(snack.name).not.toBe(BITES)
    expect(snack.ingredients.map((i: { item: string }) => i.item)).not.toContain('Flaked almonds')
    expect(plan.body.plan_data.client_summary).toContain("One suggested recipe was swapped for one from our own library, to keep to everything you told us you can't eat.")

    // Every call stated her diets, allergens and avoided foods.
    const calls = fake.requests.filter((r) => r.messages.some((m) => m.content.includes('Allergies')))
    expect(calls.length).toBeGreaterThanOrEqual(29)
    const prompt = calls[0].messages.find((m) => m.role === 'user')!.content
    expect(prompt).toContain('Dietary needs: vegetarian (no meat, fish or seafood).')
    expect(prompt).toContain('never include them or any food that contains them): milk, peanuts, sesame, tree nuts.')
    expect(prompt).toContain('Foods she does not eat: "durian".')
    // The replacement is logged by slot, without her health details.
    // (The test server logs JSON lines, one entry each.)
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => String(entry.msg).includes('replaced by a safe built-in one'))
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ day: 'monday', meal: 'snack' })
    expect(JSON.stringify(logged[0])).not.toMatch(/peanut|sesame|tree|milk|almond|durian|vegetarian/i)
  })
})

describe('her own avoid words, read through the ingredient vocabulary (built-in planner)', () => {
  async function planAvoiding(avoid: string[]) {
    const customer = await newCustomer()
    const saved = await api(ROUTE, { method: 'PUT', token: customer.token, body: { avoid } })
    expect(saved.status).toBe(200)
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token })
    expect(created.status).toBe(201)
    expect(await waitForPlan(created.body.meal_plan_id, customer.token)).toEqual({ status: 'complete', progress: 100 })
    const plan = await api(`/api/ai/meal-plan/${created.body.meal_plan_id}`, { token: customer.token })
    expect(plan.status).toBe(200)
    const recipes = plan.body.detailed_recipes as Recipe[]
    expect(recipes).toHaveLength(28)
    // Every recipe answers what it contains and what it may contain by brand.
    for (const recipe of recipes) {
      expect(recipe.allergens, recipe.name).toEqual(expect.any(Array))
      expect(recipe.may_contain, recipe.name).toEqual(expect.any(Array))
      for (const ing of recipe.ingredients) expect(ing.may_contain, ing.item).toEqual(expect.any(Array))
    }
    return recipes.flatMap((r) => r.ingredients.map((i) => i.item))
  }

  it('"cheese" keeps out cheddar, feta and parmesan', async () => {
    const items = await planAvoiding(['cheese'])
    for (const item of items) expect(item).not.toMatch(/cheese|cheddar|feta|parmesan|mozzarella|ricotta/i)
  })

  it('"sesame seeds" keeps out hummus, tahini and sesame oil', async () => {
    const items = await planAvoiding(['sesame seeds'])
    for (const item of items) expect(item).not.toMatch(/sesame|tahini|hummus|houmous/i)
  })

  it('"nut allergy" and "dairy products" keep out every nut and all dairy', async () => {
    const items = await planAvoiding(['nut allergy', 'dairy products'])
    const dairy = /(?<!soya |coconut |oat |almond )(milk\b|yog(h)?urt)|semi-skimmed|cheddar|feta|kefir|cheese|butter\b(?! beans?)|(?<!ice )cream\b/i
    for (const item of items) {
      expect(item).not.toMatch(/walnut|almond|cashew|brazil|pecan|hazelnut|pistachio|peanut/i)
      if (!/^(plain )?(soya|coconut|oat) /i.test(item)) expect(item).not.toMatch(dairy)
    }
  })
})

describe('a gluten allergy, and a model that writes "Soy sauce (or gluten-free tamari)" (local OpenAI fake)', () => {
  let fake: FakeOpenAI
  let server: RunningServer
  const safe = buildBuiltinPlan({ diets: [], allergens: ['gluten'], concerns: {}, symptoms: [], checkins: null, seed: 'model' })
  const item = (name: string) => ({ item: name, quantity: 10, unit: 'ml', category: 'Oils, Herbs & Spices', note: null })

  /** Every recipe is the built-in safe one, except Monday's dinner (soy sauce, with tamari only as a swap) and Tuesday's snack (an ingredient no vocabulary knows). */
  function responder(request: ChatRequest): unknown {
    const user = request.messages.find((m) => m.role === 'user')?.content ?? ''
    if (request.response_format?.json_schema?.name === 'meal_plan_overview') {
      const shopping = Object.entries(safe.planData.shopping_list).map(([category, items]) => ({ category, items }))
      return { client_summary: 'Model plan.', weekly_overview: safe.planData.weekly_overview, shopping_list: shopping }
    }
    const [, day, meal, name] = /recipe for (\w+) (\w+): "(.*)" \(about/.exec(user) ?? []
    const { day: _d, meal_type: _m, allergens: _a, may_contain: _mc, ...recipe } = safe.recipes.find((r) => r.day === day && r.meal_type === meal)!
    const ingredients = recipe.ingredients.map(({ allergens: _x, may_contain: _y, ...i }) => i)
    if (day === 'monday' && meal === 'dinner') return { ...recipe, name, ingredients: [...ingredients, item('Soy sauce (or gluten-free tamari)')] }
    if (day === 'tuesday' && meal === 'snack') return { ...recipe, name, ingredients: [...ingredients, item('Zorbo crunch sprinkles')] }
    return { ...recipe, name, ingredients }
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI(responder)
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  it('replaces both recipes with safe built-in ones, and logs how many had an unknown ingredient, without her health data', async () => {
    const customer = await newCustomer({}, server.url)
    await giveAiConsent(customer, server.url)
    expect((await api(ROUTE, { method: 'PUT', token: customer.token, baseUrl: server.url, body: { allergens: ['gluten'] } })).status).toBe(200)
    const created = await api('/api/ai/meal-plan', { method: 'POST', token: customer.token, baseUrl: server.url })
    expect(created.status).toBe(201)
    const done = await waitForPlan(created.body.meal_plan_id, customer.token, server.url)
    expect(done.status).toBe('complete')
    const plan = await api(`/api/ai/meal-plan/${created.body.meal_plan_id}`, { token: customer.token, baseUrl: server.url })
    const recipes = plan.body.detailed_recipes as Recipe[]
    expect(recipes).toHaveLength(28)
    const items = recipes.flatMap((r) => r.ingredients.map((i) => i.item))
    expect(items).not.toContain('Soy sauce (or gluten-free tamari)')
    expect(items).not.toContain('Zorbo crunch sprinkles')
    for (const recipe of recipes) {
      expect(recipe.allergens, recipe.name).not.toContain('gluten')
      expect(recipe.may_contain, recipe.name).not.toContain('gluten')
    }
    expect(plan.body.plan_data.client_summary).toContain("2 suggested recipes were swapped for ones from our own library, to keep to everything you told us you can't eat.")

    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const unknown = logged.filter((entry) => String(entry.msg).includes('the vocabulary does not know'))
    expect(unknown).toHaveLength(1)
    expect(unknown[0]).toMatchObject({ count: 1 })
    expect(JSON.stringify(unknown[0])).not.toMatch(/gluten|zorbo|soy|allerg/i)
  })
})
