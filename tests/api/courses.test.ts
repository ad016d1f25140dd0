import { describe, expect, it } from 'vitest'

import { api, newCustomer, newPlusCustomer } from '../support/api'

const SLUG = 'hot-flushes-and-night-sweats'
const C = `/api/courses/${SLUG}`
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** Her London calendar day today. */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
}

describe('the course API needs her session', () => {
  it('answers 401 on every route without one', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/courses', undefined],
      ['GET', C, undefined],
      ['POST', `${C}/start`, undefined],
      ['POST', `${C}/sessions/session-1/complete`, undefined],
      ['POST', `${C}/ratings`, { problem: 5, interference: 5, sleep: 5 }],
      ['GET', `${C}/progress`, undefined],
      ['GET', `${C}/thoughts`, undefined],
      ['POST', `${C}/thoughts`, { situation: 'a', thought: 'b', calmer_thought: 'c' }],
    ] as const) {
      const res = await api(path, { method, body })
      expect([method, path, res.status, res.body.detail]).toEqual([method, path, 401, 'Not authenticated'])
    }
  })

  it('answers 405 for a method a route does not serve, as JSON', async () => {
    const { token } = await newCustomer()
    for (const [method, path] of [
      ['POST', '/api/courses'],
      ['POST', C],
      ['GET', `${C}/start`],
      ['GET', `${C}/sessions/session-1/complete`],
      ['GET', `${C}/ratings`],
      ['POST', `${C}/progress`],
    ] as const) {
      const res = await api(path, { method, token, body: method === 'POST' ? {} : undefined })
      expect([path, res.status, res.body.detail]).toEqual([path, 405, 'Method not allowed'])
    }
  })
})

describe('GET /api/courses and /api/courses/:slug', () => {
  it('lists the seeded course for a base-tier and a Plus customer alike', async () => {
    for (const customer of [await newCustomer(), await newPlusCustomer()]) {
      const res = await api('/api/courses', { token: customer.token })
      expect(res.status).toBe(200)
      expect(res.body).toContainEqual({ slug: SLUG, title: expect.stringContaining('Hot flushes'), summary: expect.stringContaining('NICE'), weeks: 4 })
    }
  })

  it('the seeded course has a baseline step and four weekly sessions, each with a read, a practice, a task and sources', async () => {
    const { token } = await newCustomer()
    const res = await api(C, { token })
    expect(res.status).toBe(200)
    const course = res.body
    expect(course.slug).toBe(SLUG)
    expect(course.reviewed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(course.reviewer).toEqual(expect.any(String))
    expect(course.sources.map((s: { url: string }) => s.url)).toEqual(expect.arrayContaining(['https://www.nice.org.uk/guidance/ng23']))
    expect(course.weeks.map((w: { week: number }) => w.week)).toEqual([0, 1, 2, 3, 4])
    expect(course.weeks.map((w: { sessions: { id: string }[] }) => w.sessions.map((s) => s.id))).toEqual([['baseline'], ['session-1'], ['session-2'], ['session-3'], ['session-4']])
    for (const week of course.weeks) {
      for (const session of week.sessions) {
        const words = session.body.split(/\s+/).length
        expect(words, session.id).toBeGreaterThan(200)
        expect(session.practice.length, session.id).toBeGreaterThan(20)
        expect(session.task.length, session.id).toBeGreaterThan(20)
        const titles = session.sources.map((s: { title: string }) => s.title).join(' | ')
        expect(titles, session.id).toContain('NICE NG23')
        expect(titles, session.id).toContain('MENOS')
      }
    }
    // Session 1 links the library's breathing practice; the sessions that touch mood say so (the page links /support).
    expect(course.weeks[1].sessions[0]).toMatchObject({ practice_link: '/content/calm-breathing', touches_mood: true })
    expect(course.weeks[2].sessions[0].touches_mood).toBe(true)
    expect(course.weeks[3].sessions[0].touches_mood).toBe(true)
    expect(course.what_it_is_not).toMatch(/not a replacement for your GP, for HRT/)
    expect(course.see_a_doctor).toMatch(/bleeding/)
    expect(course.see_a_doctor).toMatch(/stop you living your life/)
  })

  it('answers 404 for a course that does not exist', async () => {
    const { token } = await newCustomer()
    for (const slug of ['no-such-course', 'Hot-Flushes', 'hot_flushes']) {
      const res = await api(`/api/courses/${slug}`, { token })
      expect([slug, res.status, res.body.detail]).toEqual([slug, 404, 'Course not found'])
    }
    // A slug that climbs out of /api/courses reaches no course: a plain JSON 404.
    const escaped = await api('/api/courses/..%2Fadmin', { token })
    expect([escaped.status, typeof escaped.body.detail]).toEqual([404, 'string'])
    expect(escaped.body).not.toHaveProperty('weeks')
    expect((await api('/api/courses/no-such-course/start', { method: 'POST', token })).status).toBe(404)
  })
})

describe('her progress: start, complete, rate', () => {
  it('start answers 201 with her enrolment, then 200 with the same', async () => {
    const { token } = await newCustomer()
    const first = await api(`${C}/start`, { method: 'POST', token })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ started_on: londonToday(), current_week: 0, completed: [], ratings: [], change_from_baseline: null })
    const again = await api(`${C}/start`, { method: 'POST', token })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })

  it('two starts at once make one enrolment', async () => {
    const { token } = await newCustomer()
    const answers = await Promise.all([api(`${C}/start`, { method: 'POST', token }), api(`${C}/start`, { method: 'POST', token })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
  })

  it('before she starts, progress, completing and rating answer 404', async () => {
    const { token } = await newCustomer()
    for (const [method, path, body] of [
      ['GET', `${C}/progress`, undefined],
      ['POST', `${C}/sessions/session-1/complete`, undefined],
      ['POST', `${C}/ratings`, { problem: 5, interference: 5, sleep: 5 }],
    ] as const) {
      const res = await api(path, { method, token, body })
      expect([path, res.status, res.body.detail]).toEqual([path, 404, 'Start the course first'])
    }
  })

  it('completes a session (200), once, and answers 404 for a session the course does not have', async () => {
    const { token } = await newCustomer()
    await api(`${C}/start`, { method: 'POST', token })
    const done = await api(`${C}/sessions/session-1/complete`, { method: 'POST', token })
    expect(done.status).toBe(200)
    expect(done.body.completed).toEqual(['session-1'])
    expect((await api(`${C}/sessions/session-1/complete`, { method: 'POST', token })).body.completed).toEqual(['session-1'])
    expect((await api(`${C}/sessions/baseline/complete`, { method: 'POST', token })).body.completed).toEqual(['session-1', 'baseline'])
    for (const id of ['session-9', UNKNOWN_ID, 'SESSION-1']) {
      const res = await api(`${C}/sessions/${id}/complete`, { method: 'POST', token })
      expect([id, res.status, res.body.detail]).toEqual([id, 404, 'Session not found'])
    }
  })

  it('rates her week (201); change_from_baseline is null after one rating and her latest minus her first after two', async () => {
    const { token } = await newCustomer()
    await api(`${C}/start`, { method: 'POST', token })
    const first = await api(`${C}/ratings`, { token, body: { problem: 8, interference: 7, sleep: 9 } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ week: 0, problem: 8, interference: 7, sleep: 9, rated_on: londonToday() })
    expect((await api(`${C}/progress`, { token })).body.change_from_baseline).toBeNull()

    await api(`${C}/ratings`, { token, body: { problem: 7, interference: 7, sleep: 6 } })
    await api(`${C}/ratings`, { token, body: { problem: 5, interference: 8, sleep: 6 } })
    const progress = await api(`${C}/progress`, { token })
    expect(progress.status).toBe(200)
    expect(progress.body).toEqual({
      started_on: londonToday(),
      current_week: 0,
      completed: [],
      ratings: [
        { week: 0, problem: 8, interference: 7, sleep: 9 },
        { week: 0, problem: 7, interference: 7, sleep: 6 },
        { week: 0, problem: 5, interference: 8, sleep: 6 },
      ],
      change_from_baseline: { problem: -3, interference: 1, sleep: -3 },
    })
  })

  it('refuses a rating outside 1–10, a fraction, a missing or extra field, with 400 naming the field, and keeps nothing', async () => {
    const { token } = await newCustomer()
    await api(`${C}/start`, { method: 'POST', token })
    for (const [body, field] of [
      [{ problem: 0, interference: 5, sleep: 5 }, 'problem'],
      [{ problem: 5, interference: 11, sleep: 5 }, 'interference'],
      [{ problem: 5, interference: 5, sleep: 5.5 }, 'sleep'],
      [{ problem: '5', interference: 5, sleep: 5 }, 'problem'],
      [{ problem: 5, interference: 5 }, 'sleep'],
      [{ problem: 5, interference: 5, sleep: 5, extra: 1 }, 'extra'],
    ] as const) {
      const res = await api(`${C}/ratings`, { token, body })
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400])
      expect(res.body.detail).toContain(field)
    }
    const raw = await api(`${C}/ratings`, { token, rawBody: '{not json', headers: { 'Content-Type': 'application/json' } })
    expect(raw.status).toBe(400)
    expect((await api(`${C}/progress`, { token })).body.ratings).toEqual([])
  })
})

describe('her thought records', () => {
  it('keeps a thought record (201) and lists hers, newest first; 400 for an empty or missing field', async () => {
    const { token } = await newCustomer()
    const first = await api(`${C}/thoughts`, { token, body: { situation: 'Team meeting', thought: 'Everyone is staring', calmer_thought: 'They are looking at the slides; it will pass' } })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ id: expect.any(String), situation: 'Team meeting', calmer_thought: 'They are looking at the slides; it will pass' })
    await api(`${C}/thoughts`, { token, body: { situation: 'Woke at 3am', thought: 'I will never sleep', calmer_thought: 'I have got back to sleep before' } })
    const list = await api(`${C}/thoughts`, { token })
    expect(list.body.map((t: { situation: string }) => t.situation)).toEqual(['Woke at 3am', 'Team meeting'])

    for (const body of [{ situation: ' ', thought: 'a', calmer_thought: 'b' }, { situation: 'a', thought: 'b' }, { situation: 'a', thought: 'b', calmer_thought: 'x'.repeat(1001) }]) {
      const res = await api(`${C}/thoughts`, { token, body })
      expect(res.status).toBe(400)
    }
    expect((await api('/api/courses/no-such-course/thoughts', { token })).status).toBe(404)
  })
})

describe('her course is hers', () => {
  it('another customer sees none of her enrolment, ratings, completions or thought records', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    await api(`${C}/start`, { method: 'POST', token: ann.token })
    await api(`${C}/sessions/session-1/complete`, { method: 'POST', token: ann.token })
    await api(`${C}/ratings`, { token: ann.token, body: { problem: 9, interference: 9, sleep: 9 } })
    await api(`${C}/thoughts`, { token: ann.token, body: { situation: 'Ann private', thought: 't', calmer_thought: 'c' } })

    expect((await api(`${C}/progress`, { token: bea.token })).status).toBe(404)
    expect((await api(`${C}/thoughts`, { token: bea.token })).body).toEqual([])
    const started = await api(`${C}/start`, { method: 'POST', token: bea.token })
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({ completed: [], ratings: [], change_from_baseline: null })
    expect((await api(`${C}/progress`, { token: ann.token })).body).toMatchObject({ completed: ['session-1'], ratings: [{ week: 0, problem: 9, interference: 9, sleep: 9 }] })
  })
})
