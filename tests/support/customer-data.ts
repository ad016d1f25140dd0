import { inject } from 'vitest'

import { api, staffRequest, type TestCustomer } from './api'
import { createItem, marker } from './library'
import { waitForOutbox } from './mail'
import { validSimplifiedAnswers } from './simplified-answers'

const DAY = 24 * 60 * 60 * 1000
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)

async function ok(label: string, call: Promise<{ status: number; body: any }>, ...statuses: number[]) {
  const res = await call
  if (!(statuses.length ? statuses : [200, 201]).includes(res.status)) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/**
 * Gives a customer at least one record in every collection she owns, the way
 * she and staff make them: check-ins, an assessment (with its consent), a
 * demo payment (payment and checkout session, and Liberate+), a meal plan and
 * its shopping list, food preferences, a budget, food and sleep logs, a
 * progress summary, a notification, a library rating, reminder settings, a
 * browser for push reminders, a password reset link (and its e-mail in the outbox), a treatment, a
 * bleeding day, a course with a rating and a thought record; staff opening her details adds an audit
 * entry. `tag` goes into her free text so a test can look for it. Answers
 * the library item she rated.
 */
export async function seedEveryCollection(customer: TestCustomer, staff: string, staffApiToken: string, tag: string): Promise<{ ratedItem: string }> {
  const base = inject('baseUrl')
  const token = customer.token
  for (let i = 0; i < 7; i++) {
    await ok('check-in', api('/api/checkin/submit', { token, body: { date: utcDay(i), energy_level: 6, sleep_quality: 5, stress_level: 4, mood: 7, journal_entry: `${tag} day ${i}` } }))
  }
  await ok('assessment', api('/api/questionnaire/submit', { token, body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers({ biggest_challenge: tag }) } }))

  const checkout = await ok('checkout', api('/api/payments/checkout', { token, body: { tier: 'Liberate+', origin_url: base } }))
  await ok(
    'demo payment',
    api(`/checkout/demo/${checkout.session_id}`, {
      rawBody: new URLSearchParams({ intent: 'complete' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `session_token=${token}` },
    }),
    302,
  )

  const plan = await ok('meal plan', api('/api/ai/meal-plan', { method: 'POST', token }))
  const deadline = Date.now() + 45_000
  for (;;) {
    const progress = await ok('plan progress', api(`/api/ai/meal-plan/progress/${plan.meal_plan_id}`, { token }))
    if (progress.status === 'complete') break
    if (progress.status === 'failed' || Date.now() > deadline) throw new Error(`meal plan: ${JSON.stringify(progress)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  await ok('shopping list', api('/api/shopping-list/generate', { method: 'POST', token, body: {} }))
  await ok('food preferences', api('/api/user/food-preferences', { method: 'PUT', token, body: { allergens: ['sesame'], avoid: [`${tag} beans`] } }))
  await ok('budget', api('/api/budget', { method: 'PUT', token, body: { weekly_budget: 60, current_spent: 12, add_ticked_items: false } }))
  await ok('food log', api('/api/food-log', { token, body: { meal_type: 'lunch', food_items: [{ name: `${tag} soup`, portion_size: 'Large', calories: 320 }] } }))
  const wakeUp = `${utcDay(1)}T07:00:00+01:00`
  await ok('sleep', api('/api/wearable-data', { token, body: { data_type: 'sleep', value: 7.5, unit: 'hours', recorded_at: wakeUp, source: 'manual' } }))
  await ok('treatment', api('/api/treatments', { token, body: { kind: 'hrt', name: `${tag} gel`, route: 'gel', dose: '2 pumps daily', started_on: utcDay(40) } }))
  await ok('bleeding', api('/api/bleeding', { token, body: { date: utcDay(2), flow: 'spotting' } }))
  await ok('hot flush', api('/api/flushes', { token, body: { severity: 'moderate', triggers: ['stress'] } }), 201)
  await ok('course', api('/api/courses/hot-flushes-and-night-sweats/start', { method: 'POST', token }), 201)
  await ok('course rating', api('/api/courses/hot-flushes-and-night-sweats/ratings', { token, body: { problem: 7, interference: 6, sleep: 8 } }), 201)
  await ok('thought record', api('/api/courses/hot-flushes-and-night-sweats/thoughts', { token, body: { situation: `${tag} meeting`, thought: 'Everyone can see', calmer_thought: 'It will pass' } }), 201)
  await ok('progress summary', api('/api/ai/progress-summary', { method: 'POST', token }))
  await ok('notification', staffRequest('/notifications', { token: staff, body: { customer: customer.id, title: `${tag} video`, message: 'For you', media_type: 'video', media_url: '/media/x.mp4' } }))
  const item = await createItem(staff, { title: marker() })
  await ok('rating', api(`/api/content/${item}/rating`, { method: 'PUT', token, body: { rating: 4 } }))
  await ok('staff opens her details', api(`/api/admin/customers/${customer.id}/details`, { token: staffApiToken }))
  await ok('reminders', api('/api/user/reminders', { method: 'PUT', token, body: { enabled: true, time: '21:00', days: ['mon', 'thu'], time_zone: 'Europe/London', channels: ['email'] } }))
  // A browser for push reminders: a push service on this machine (the test server runs on loopback http); nothing is sent to it.
  const pushKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')
  await ok('push subscription', api('/api/user/push-subscriptions', { token, body: { endpoint: `http://127.0.0.1:9/push/${encodeURIComponent(tag)}`, keys: { p256dh: pushKey, auth: Buffer.alloc(16, 1).toString('base64url') } } }), 201)
  // A password reset link, e-mailed (kept in the outbox on the test server) just after the answer.
  await ok('password reset', api('/api/auth/password-reset', { body: { email: customer.email } }), 202)
  await waitForOutbox(customer.email, 1, { kind: 'password_reset' })
  return { ratedItem: item }
}
