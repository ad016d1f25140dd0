import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { CONSENT_MESSAGES } from '../../app/domain/account/consents'
import { ACCOUNT_MESSAGES } from '../../app/domain/account/schemas'
import { CONSENT_PHRASE } from '../../app/domain/questionnaire/comprehensive'
import { EXPORT_SECTIONS } from '../../app/services/account/export-data.server'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { superAdminToken } from '../support/admin'
import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { seedEveryCollection } from '../support/customer-data'
import { countRows, tablesMentioning } from '../support/db'
import { marker } from '../support/library'
import { validSignupAnswers } from '../support/signup-answers'
import { validSimplifiedAnswers } from '../support/simplified-answers'
import { startServer, type RunningServer } from '../support/server'
import { readZip } from '../support/zip'

/**
 * Her data is hers (issue 18): consent on record and its withdrawal, the
 * password change and signing out everywhere, the export and deleting the
 * account, against the real server and database.
 */
let staff: string
let staffApi: string

beforeAll(async () => {
  staff = await staffToken()
  staffApi = await superAdminToken()
})

async function exportOf(customer: TestCustomer) {
  const response = await fetch(`${inject('baseUrl')}/api/user/export`, { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="liberate-data-\d{4}-\d{2}-\d{2}\.zip"$/)
  const files = readZip(Buffer.from(await response.arrayBuffer()))
  return { files, data: JSON.parse(files.get('data.json')!.toString('utf8')) }
}

const submitSimplified = (customer: TestCustomer, overrides = {}) =>
  api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers(overrides) } })

describe('consent on record', () => {
  it('a submission with consent writes a consent record with the exact words, their version and the time', async () => {
    const customer = await newCustomer()
    expect((await api('/api/user/consents', { token: customer.token })).body).toEqual({
      consents: [],
      data_sharing_withdrawn_at: null,
      ai_processing: { offered: false, status: 'not_asked', include_journal: false },
    })
    expect((await submitSimplified(customer)).status).toBe(201)
    const res = await api('/api/user/consents', { token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body.consents).toHaveLength(1)
    const [consent] = res.body.consents
    expect(consent).toMatchObject({
      kind: 'data_sharing',
      status: 'agreed',
      source: 'simplified_menopause_assessment',
      source_name: 'Simplified Assessment',
      withdrawn_at: null,
      wording_version: expect.stringMatching(/^w-[0-9a-f]{8}$/),
    })
    expect(consent.wording).toContain('Do you consent to us processing your answers and sharing them with your healthcare provider?')
    expect(consent.wording).toContain(CONSENT_PHRASE)
    expect(Date.now() - new Date(consent.agreed_at).getTime()).toBeLessThan(60_000)
  })

  it('the test form records its own wording (a different version)', async () => {
    const customer = await newCustomer()
    await submitSimplified(customer)
    const test = await api('/api/questionnaire/submit', {
      token: customer.token,
      body: { assessment_type: 'test_submission', first_name: 'Jo', last_name: 'Doe', email: 'jo@example.com', phone: '+447700900123', data_consent: [CONSENT_PHRASE] },
    })
    expect(test.status).toBe(201)
    const { consents } = (await api('/api/user/consents', { token: customer.token })).body
    expect(consents.map((c: any) => c.source).sort()).toEqual(['simplified_menopause_assessment', 'test_submission'])
    expect(new Set(consents.map((c: any) => c.wording_version)).size).toBe(2)
  })

  it('the signup questionnaire records its consent too, in the same chain', async () => {
    const email = `signup-consent-${marker()}@example.com`
    const response = await fetch(`${inject('baseUrl')}/signup-questionnaire?_data=${encodeURIComponent('routes/signup-questionnaire')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'signup', name: 'Sign Up', email, password: 'secret-pass', answers: JSON.stringify(validSignupAnswers()) }),
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    const token = (await api('/api/auth/login', { body: { email, password: 'secret-pass' } })).body.session_token
    const { consents } = (await api('/api/user/consents', { token })).body
    expect(consents).toHaveLength(1)
    expect(consents[0]).toMatchObject({ kind: 'data_sharing', status: 'agreed', source: 'signup_questionnaire', source_name: 'Signup Questionnaire' })
    expect(consents[0].wording).toContain(CONSENT_PHRASE)
  })

  it('a refused submission records no consent', async () => {
    const customer = await newCustomer()
    expect((await submitSimplified(customer, { data_consent: [] })).status).toBe(400)
    expect((await api('/api/user/consents', { token: customer.token })).body.consents).toEqual([])
  })

  it('withdrawing is recorded (not deleted) and hides her data from wellness staff; consenting again shows it', async () => {
    const customer = await newCustomer()
    await submitSimplified(customer)
    const opened = await api(`/api/admin/customers/${customer.id}/details`, { token: staffApi })
    expect(opened.status).toBe(200)

    const withdrawn = await api('/api/user/consents/withdraw', { token: customer.token, body: { kind: 'data_sharing' } })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.message).toBe(CONSENT_MESSAGES.withdrawn)
    const after = (await api('/api/user/consents', { token: customer.token })).body
    expect(after.consents).toHaveLength(1)
    expect(after.consents[0]).toMatchObject({ status: 'withdrawn', withdrawn_at: expect.any(String) })
    expect(after.data_sharing_withdrawn_at).toBe(after.consents[0].withdrawn_at)

    const assessment = (await api('/api/questionnaire/history', { token: customer.token })).body[0]
    for (const path of ['details', 'questionnaires', 'checkins', 'media', `questionnaires/${assessment.id}/report`]) {
      const res = await api(`/api/admin/customers/${customer.id}/${path}`, { token: staffApi })
      expect(res.status, path).toBe(403)
      expect(res.body.detail).toBe(CONSENT_MESSAGES.hiddenFromStaff)
    }
    const list = await api(`/api/admin/customers?search=${encodeURIComponent(customer.email)}`, { token: staffApi })
    expect(list.body.customers[0]).toMatchObject({ id: customer.id, data_sharing_withdrawn_at: after.data_sharing_withdrawn_at })

    const again = await api('/api/user/consents/withdraw', { token: customer.token, body: { kind: 'data_sharing' } })
    expect(again.status).toBe(409)
    expect(again.body.detail).toBe(CONSENT_MESSAGES.nothingToWithdraw)

    await api('/api/questionnaire/submit', {
      token: customer.token,
      body: { assessment_type: 'test_submission', first_name: 'Jo', last_name: 'Doe', email: 'jo@example.com', phone: '+447700900123', data_consent: [CONSENT_PHRASE] },
    })
    expect((await api(`/api/admin/customers/${customer.id}/details`, { token: staffApi })).status).toBe(200)
    const history = (await api('/api/user/consents', { token: customer.token })).body
    expect(history.consents.map((c: any) => c.status)).toEqual(['agreed', 'withdrawn'])
    expect(history.data_sharing_withdrawn_at).toBeNull()
  })

  it('after withdrawal the admin’s own collection screens and /cms-api list none of her health records either', async () => {
    const customer = await newCustomer()
    const bystander = await newCustomer()
    for (const who of [customer, bystander]) {
      await submitSimplified(who)
      await api('/api/checkin/submit', { token: who.token, body: { date: new Date().toISOString().slice(0, 10), energy_level: 5, sleep_quality: 5, stress_level: 5, mood: 5 } })
    }
    const listed = async (collection: string, who: TestCustomer) =>
      (await staffRequest(`/${collection}?where[customer][equals]=${who.id}&depth=0`, { token: staff })).body.totalDocs as number
    expect(await listed('checkins', customer)).toBe(1)
    expect(await listed('assessments', customer)).toBe(1)
    await api('/api/user/consents/withdraw', { token: customer.token, body: { kind: 'data_sharing' } })
    expect(await listed('checkins', customer)).toBe(0)
    expect(await listed('assessments', customer)).toBe(0)
    expect(await listed('checkins', bystander)).toBe(1)
    expect(await listed('assessments', bystander)).toBe(1)
    // Her consent records stay readable: staff see that she withdrew.
    expect(await listed('consent-records', customer)).toBe(1)
  })

  it('refuses a bad kind, no session, and other methods', async () => {
    const customer = await newCustomer()
    const bad = await api('/api/user/consents/withdraw', { token: customer.token, body: { kind: 'marketing' } })
    expect(bad.status).toBe(400)
    expect(bad.body.detail).toContain('kind')
    expect((await api('/api/user/consents/withdraw', { token: customer.token, rawBody: '{"kind":' })).status).toBe(400)
    expect((await api('/api/user/consents/withdraw', { body: { kind: 'data_sharing' } })).status).toBe(401)
    expect((await api('/api/user/consents')).status).toBe(401)
    expect((await api('/api/user/consents/withdraw', { token: customer.token })).status).toBe(405)
  })
})

describe('password change and signing out everywhere', () => {
  it('needs the current password; other sessions end, this one stays', async () => {
    const customer = await newCustomer({ password: 'first-password' })
    const other = (await api('/api/auth/login', { body: { email: customer.email, password: 'first-password' } })).body.session_token

    const wrong = await api('/api/user/password', { token: customer.token, body: { current_password: 'not-it', new_password: 'second-password' } })
    expect(wrong.status).toBe(403)
    expect(wrong.body.detail).toBe(ACCOUNT_MESSAGES.wrongPassword)
    const short = await api('/api/user/password', { token: customer.token, body: { current_password: 'first-password', new_password: 'abc' } })
    expect(short.status).toBe(400)
    expect(short.body.detail).toContain('new_password')
    const missing = await api('/api/user/password', { token: customer.token, body: { new_password: 'second-password' } })
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toContain('current_password')

    const changed = await api('/api/user/password', { token: customer.token, body: { current_password: 'first-password', new_password: 'second-password' } })
    expect(changed.status).toBe(200)
    expect(changed.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged)
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(200)
    expect((await api('/api/auth/session', { token: other })).status).toBe(401)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: 'first-password' } })).status).toBe(401)
    expect((await api('/api/auth/login', { body: { email: customer.email, password: 'second-password' } })).status).toBe(200)
  })

  it('sign out of all devices revokes every session, and only hers', async () => {
    const customer = await newCustomer()
    const bystander = await newCustomer()
    const second = (await api('/api/auth/login', { body: { email: customer.email, password: customer.password } })).body.session_token
    const res = await api('/api/auth/logout-all', { method: 'POST', token: customer.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.signedOutEverywhere, sessions_ended: 2 })
    expect((await api('/api/auth/session', { token: customer.token })).status).toBe(401)
    expect((await api('/api/auth/session', { token: second })).status).toBe(401)
    expect((await api('/api/auth/session', { token: bystander.token })).status).toBe(200)
    expect((await api('/api/auth/logout-all', { method: 'POST' })).status).toBe(401)
    expect((await api('/api/user/password', { body: { current_password: 'x', new_password: 'second-password' } })).status).toBe(401)
  })
})

describe('export and deletion of a customer with data in every collection', () => {
  let ann: TestCustomer
  let bea: TestCustomer
  const annTag = marker('ann')
  const beaTag = marker('bea')
  let annRated: string

  beforeAll(async () => {
    ann = await newCustomer({ name: 'Ann Export' })
    bea = await newCustomer({ name: 'Bea Bystander' })
    annRated = (await seedEveryCollection(ann, staff, staffApi, annTag)).ratedItem
    await seedEveryCollection(bea, staff, staffApi, beaTag)
    // Bea rates the item Ann rated too, so its total outlives Ann.
    expect((await api(`/api/content/${annRated}/rating`, { method: 'PUT', token: bea.token, body: { rating: 2 } })).body.rating).toEqual({ average: 3, count: 2 })
  }, 120_000)

  it('GET /api/user/export holds all of her data, in every section and CSV, and nothing of anyone else', async () => {
    const { files, data } = await exportOf(ann)
    expect([...files.keys()].sort()).toEqual(['README.txt', 'checkins.csv', 'data.json', 'food_logs.csv', 'sleep.csv'])
    expect(data.profile).toMatchObject({ id: ann.id, email: ann.email, name: 'Ann Export', tier_name: 'Liberate+' })
    expect(data.profile).not.toHaveProperty('hash')
    expect(data.profile).not.toHaveProperty('salt')
    for (const { key } of Object.values(EXPORT_SECTIONS)) {
      expect(data[key], key).toBeInstanceOf(Array)
      expect(data[key].length, key).toBeGreaterThan(0)
    }
    expect(data.checkins).toHaveLength(7)
    expect(data.assessments[0].responses.biggest_challenge).toBe(annTag)
    // A plan's recipes are records of their own (decision 0010), each naming its plan.
    expect(data.meal_plan_recipes.map((r: any) => r.meal_plan)).toContain(data.meal_plans[0].id)
    expect(data.meal_plan_recipes[0].recipe.name).toEqual(expect.any(String))
    expect(data.meal_plans[0]).not.toHaveProperty('generation_lock')
    expect(data.consents[0]).toMatchObject({ kind: 'data_sharing', status: 'agreed' })
    expect(data.food_preferences).toEqual([expect.objectContaining({ allergens: ['sesame'], avoid: [`${annTag} beans`], diets_chosen: false })])
    expect(data.payments[0]).toMatchObject({ provider: 'demo', status: expect.any(String) })
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(data.sessions)).not.toContain('token_hash')
    // When, the staff role and first name, and what (never the staff e-mail): as "Who has seen my records" shows it.
    expect(data.staff_access[0]).toEqual({ at: expect.any(String), action: 'customer_details', staff_role: 'Administrator', staff_name: expect.toBeOneOf([null, expect.any(String)]), what: 'Your account details and check-in summary' })
    expect(JSON.stringify(data.staff_access)).not.toContain('@')
    expect(data.treatments[0]).toMatchObject({ kind: 'hrt', name: `${annTag} gel`, dose: '2 pumps daily' })
    expect(data.bleeding_log[0]).toMatchObject({ flow: 'spotting' })
    expect(data.reminder_settings[0]).toMatchObject({ enabled: true, time: '21:00', days: ['mon', 'thu'], time_zone: 'Europe/London', channels: ['email'] })
    expect(data.emails[0]).toMatchObject({ kind: 'password_reset', to: ann.email, status: 'not_sent', sent_at: expect.any(String) })
    // What she was e-mailed, without a link that could still open her account.
    expect(data.emails[0].text).toContain('[link removed once sent]')
    expect(JSON.stringify(data.emails)).not.toMatch(/token=/)

    const checkins = files.get('checkins.csv')!.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(checkins[0]).toBe('date,energy_level,sleep_quality,stress_level,mood,journal_entry,created_at')
    expect(checkins).toHaveLength(8)
    expect(files.get('food_logs.csv')!.toString('utf8')).toContain(`${annTag} soup`)
    expect(files.get('sleep.csv')!.toString('utf8')).toMatch(/\r\n\d{4}-\d{2}-\d{2},sleep,7\.5,hours,/)

    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n')
    expect(everything).toContain(annTag)
    for (const theirs of [bea.id, bea.email, beaTag]) expect(everything).not.toContain(theirs)
  })

  it('answers 401 without a session and 405 for other methods', async () => {
    expect((await api('/api/user/export')).status).toBe(401)
    expect((await api('/api/user/export', { method: 'POST', token: ann.token, body: {} })).status).toBe(405)
  })

  it('refuses a wrong password, a missing or wrong confirmation, no session, and other methods; nothing is deleted', async () => {
    const wrong = await api('/api/user/account', { method: 'DELETE', token: ann.token, body: { password: 'not-hers', confirm: 'DELETE' } })
    expect(wrong.status).toBe(403)
    expect(wrong.body.detail).toBe(ACCOUNT_MESSAGES.wrongPassword)
    for (const body of [{ password: ann.password }, { password: ann.password, confirm: 'delete' }, { password: ann.password, confirm: true }]) {
      const res = await api('/api/user/account', { method: 'DELETE', token: ann.token, body })
      expect(res.status).toBe(400)
      expect(res.body.detail).toBe(`confirm: ${ACCOUNT_MESSAGES.confirmDelete}`)
    }
    expect((await api('/api/user/account', { method: 'DELETE', token: ann.token, body: { confirm: 'DELETE' } })).status).toBe(400)
    expect((await api('/api/user/account', { method: 'DELETE', token: ann.token, rawBody: '{"password":' })).status).toBe(400)
    expect((await api('/api/user/account', { method: 'DELETE', body: { password: ann.password, confirm: 'DELETE' } })).status).toBe(401)
    expect((await api('/api/user/account', { method: 'POST', token: ann.token, body: { password: ann.password, confirm: 'DELETE' } })).status).toBe(405)
    // Bea's password does not delete Ann, and Bea's token deletes only Bea (tested below by what remains of her).
    expect((await api('/api/user/account', { method: 'DELETE', token: ann.token, body: { password: bea.password + 'x', confirm: 'DELETE' } })).status).toBe(403)
    expect((await api('/api/auth/session', { token: ann.token })).status).toBe(200)
  })

  it('DELETE /api/user/account leaves no record referring to her, her token dead, payments kept without her, and Bea untouched', async () => {
    const paymentRef = (await exportOf(ann)).data.payments[0].reference as string
    const before = await tablesMentioning([ann.id, ann.email])
    expect(Object.keys(before).length).toBeGreaterThan(10)
    const beaBefore = await tablesMentioning([bea.id])

    const res = await api('/api/user/account', { method: 'DELETE', token: ann.token, body: { password: ann.password, confirm: 'DELETE' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/session_token=;.*Max-Age=0/)

    expect(await tablesMentioning([ann.id, ann.email, annTag])).toEqual({})
    expect(await countRows('payments', 'reference', paymentRef)).toBe(1)
    expect(await tablesMentioning([bea.id])).toEqual(beaBefore)
    expect((await api('/api/auth/session', { token: ann.token })).status).toBe(401)
    expect((await api('/api/auth/login', { body: { email: ann.email, password: ann.password } })).status).toBe(401)
    expect((await exportOf(bea)).data.checkins).toHaveLength(7)
    // Her rating left the item's total; Bea's stays.
    expect((await api(`/api/content/${annRated}`, { token: bea.token })).body.rating).toEqual({ average: 2, count: 1 })
  })

  it('her e-mail registers again as a new person with nothing of the old', async () => {
    const again = await newCustomer({ email: ann.email, name: 'Ann Again' })
    expect(again.id).not.toBe(ann.id)
    const { data } = await exportOf(again)
    expect(data.profile).toMatchObject({ name: 'Ann Again', tier: 'base' })
    for (const { key } of Object.values(EXPORT_SECTIONS)) expect(data[key], key).toEqual([])
  })
})

describe('deleting an account with a Stripe subscription (local fake)', () => {
  let fake: FakeStripe
  let server: RunningServer

  beforeAll(async () => {
    fake = await startFakeStripe()
    server = await startServer({ STRIPE_SECRET_KEY: 'sk_test_fake_key', STRIPE_API_URL: fake.url })
  })

  afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  async function subscriber() {
    const customer = await newCustomer({}, server.url)
    const started = await api('/api/payments/checkout', { token: customer.token, body: { tier: 'Liberate+', origin_url: server.url }, baseUrl: server.url })
    expect(started.status).toBe(200)
    const paid = fake.complete(started.body.session_id)
    const status = await api(`/api/payments/status/${paid.id}`, { token: customer.token, baseUrl: server.url })
    expect(status.body.status).toBe('complete')
    return { customer, subscription: paid.subscription! }
  }

  const deleteAs = (customer: TestCustomer) =>
    api('/api/user/account', { method: 'DELETE', token: customer.token, body: { password: customer.password, confirm: 'DELETE' }, baseUrl: server.url })

  it('refuses with a clear detail when Stripe cannot cancel, and deletes nothing', async () => {
    const { customer, subscription } = await subscriber()
    fake.failNext(10)
    const res = await deleteAs(customer)
    fake.failNext(0)
    expect(res.status).toBe(502)
    // A 5xx detail ends with the request's reference for support.
    expect(res.body.detail.startsWith(ACCOUNT_MESSAGES.subscriptionNotCancelled)).toBe(true)
    expect(fake.subscriptions.get(subscription)?.status).toBe('active')
    expect((await api('/api/auth/session', { token: customer.token, baseUrl: server.url })).status).toBe(200)
  })

  it('cancels the subscription first, then deletes her', async () => {
    const { customer, subscription } = await subscriber()
    const res = await deleteAs(customer)
    expect(res.status).toBe(200)
    expect(fake.subscriptions.get(subscription)?.status).toBe('canceled')
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`)).toBe(true)
    expect(await tablesMentioning([customer.id, customer.email], server.databaseUrl)).toEqual({})
    expect((await api('/api/auth/session', { token: customer.token, baseUrl: server.url })).status).toBe(401)
  })
})
