import { beforeAll, describe, expect, inject, it } from 'vitest'

import { newStaff } from '../support/admin'
import { api, newCustomer, staffRequest, staffToken, type TestCustomer } from '../support/api'
import { validAnswers } from '../support/comprehensive-answers'
import { countRows } from '../support/db'
import { pdfPageTexts } from '../support/pdf-text'
import { validSimplifiedAnswers } from '../support/simplified-answers'

const DAY = 86_400_000
/** Her calendar day `days` from now (negative: before) in a time zone; Europe/London unless told. */
function dayIn(days: number, zone = 'Europe/London'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.now() + days * DAY)).map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}
const ago = (days: number) => dayIn(-days)

const gel = (over: Record<string, unknown> = {}) => ({ kind: 'hrt', name: 'Oestrogel', route: 'gel', dose: '2 pumps daily', started_on: ago(200), ...over })

async function add(customer: TestCustomer, body: Record<string, unknown>) {
  const res = await api('/api/treatments', { token: customer.token, body })
  if (res.status !== 201) throw new Error(`add treatment: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

describe('treatments and bleeding need her session', () => {
  it('answers 401 on every route without one', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    for (const [method, path, body] of [
      ['GET', '/api/treatments', undefined],
      ['POST', '/api/treatments', gel()],
      ['PUT', `/api/treatments/${id}`, { dose: '1 pump' }],
      ['DELETE', `/api/treatments/${id}`, undefined],
      ['GET', '/api/bleeding', undefined],
      ['POST', '/api/bleeding', { date: ago(1), flow: 'light' }],
      ['DELETE', `/api/bleeding/${id}`, undefined],
      ['GET', '/api/reports/gp', undefined],
      ['GET', '/api/user/access-log', undefined],
    ] as const) {
      const res = await api(path, { method, body })
      expect([method, path, res.status, res.body.detail]).toEqual([method, path, 401, 'Not authenticated'])
    }
  })

  it('answers 405 for methods a route does not serve', async () => {
    const customer = await newCustomer()
    expect((await api('/api/treatments', { method: 'PUT', token: customer.token, body: gel() })).status).toBe(405)
    expect((await api('/api/treatments/00000000-0000-4000-8000-000000000000', { token: customer.token })).status).toBe(405)
    expect((await api('/api/bleeding/00000000-0000-4000-8000-000000000000', { token: customer.token })).status).toBe(405)
    expect((await api('/api/reports/gp', { method: 'POST', token: customer.token, body: {} })).status).toBe(405)
    expect((await api('/api/user/access-log', { method: 'POST', token: customer.token, body: {} })).status).toBe(405)
  })
})

describe('POST and GET /api/treatments', () => {
  it('adds a treatment (201, the record) and lists hers, current first, then the most recently started', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    const created = await add(ann, gel({ notes: 'From my GP' }))
    expect(created).toEqual({
      id: expect.any(String),
      kind: 'hrt',
      name: 'Oestrogel',
      route: 'gel',
      dose: '2 pumps daily',
      started_on: ago(200),
      stopped_on: null,
      notes: 'From my GP',
      dose_history: [{ dose: '2 pumps daily', from: ago(200) }],
      current: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    await add(ann, { kind: 'supplement', name: 'Vitamin D', route: 'tablet', started_on: ago(30) })
    await add(ann, { kind: 'medication', name: 'Sertraline', route: 'tablet', dose: '50 mg', started_on: ago(10), stopped_on: ago(2) })
    await add(bea, gel({ name: 'Bea’s gel' }))
    const list = await api('/api/treatments', { token: ann.token })
    expect(list.status).toBe(200)
    expect(list.body.map((t: { name: string }) => t.name)).toEqual(['Vitamin D', 'Oestrogel', 'Sertraline'])
    expect(list.body[0].dose).toBe('')
  })

  it('answers 400 naming the field: unknown kind or route, empty or over-long name, a date that is not a date, a start in the future, a stop before the start', async () => {
    const customer = await newCustomer()
    const bad = async (body: Record<string, unknown>, detail: string | RegExp) => {
      const res = await api('/api/treatments', { token: customer.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      if (typeof detail === 'string') expect(res.body.detail).toBe(detail)
      else expect(res.body.detail).toMatch(detail)
    }
    await bad(gel({ kind: 'herbal' }), 'kind: must be one of hrt, medication, supplement')
    await bad(gel({ route: 'nasal' }), /^route: must be one of patch, gel, spray/)
    await bad(gel({ name: '' }), 'name: must not be empty')
    await bad(gel({ name: '   ' }), 'name: must not be empty')
    await bad(gel({ name: 'x'.repeat(201) }), 'name: must be at most 200 characters')
    await bad(gel({ started_on: '2026-02-30' }), 'started_on: must be a real calendar date in YYYY-MM-DD form')
    await bad(gel({ started_on: 'yesterday' }), /^started_on:/)
    await bad(gel({ started_on: dayIn(2) }), 'started_on: cannot be in the future')
    await bad(gel({ stopped_on: ago(201) }), 'stopped_on: cannot be before started_on')
    await bad(gel({ stopped_on: dayIn(2) }), 'stopped_on: cannot be in the future')
    await bad(gel({ dose: 'x'.repeat(201) }), /^dose:/)
    await bad(gel({ notes: 'x'.repeat(2001) }), /^notes:/)
    await bad(gel({ time_zone: 'Mars/Olympus' }), /^time_zone:/)
    await bad(gel({ customer: 'someone-else' }), /unknown field customer/)
    expect((await api('/api/treatments', { token: customer.token, rawBody: '{"kind":' })).status).toBe(400)
    expect((await api('/api/treatments', { token: customer.token, rawBody: '[]' })).status).toBe(400)
    expect((await api('/api/treatments', { token: customer.token })).body).toEqual([])
    // The boundaries that are allowed: a 200-character name, a start today and a stop on the day it started.
    expect((await api('/api/treatments', { token: customer.token, body: gel({ name: 'x'.repeat(200), started_on: ago(0), stopped_on: ago(0) }) })).status).toBe(201)
  })

  it('reads "today" in her time zone: a day already begun in Kiritimati is not a future day there', async () => {
    const customer = await newCustomer()
    const kiritimati = dayIn(0, 'Pacific/Kiritimati')
    const pagoPago = dayIn(0, 'Pacific/Pago_Pago')
    expect((await api('/api/treatments', { token: customer.token, body: gel({ started_on: kiritimati, time_zone: 'Pacific/Kiritimati' }) })).status).toBe(201)
    // Kiritimati (UTC+14) is always a day ahead of Pago Pago (UTC−11): there the same day has not begun.
    const early = await api('/api/treatments', { token: customer.token, body: gel({ started_on: kiritimati, time_zone: 'Pacific/Pago_Pago' }) })
    expect(kiritimati > pagoPago).toBe(true)
    expect(early.status).toBe(400)
    expect(early.body.detail).toBe('started_on: cannot be in the future')
  })
})

describe('PUT and DELETE /api/treatments/{id}', () => {
  it('keeps a change of dose on the timeline, stops, starts again, and edits the rest', async () => {
    const customer = await newCustomer()
    const t = await add(customer, gel({ started_on: ago(120) }))
    const changed = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '3 pumps daily', dose_changed_on: ago(30) } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      dose: '3 pumps daily',
      dose_history: [
        { dose: '2 pumps daily', from: ago(120) },
        { dose: '3 pumps daily', from: ago(30) },
      ],
    })
    // Without a day, the change is from her today; the same dose again adds nothing.
    const again = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '4 pumps daily' } })
    expect(again.body.dose_history.at(-1)).toEqual({ dose: '4 pumps daily', from: ago(0) })
    const same = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '4 pumps daily' } })
    expect(same.body.dose_history).toHaveLength(3)

    const stopped = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { stopped_on: ago(0) } })
    expect(stopped.body).toMatchObject({ stopped_on: ago(0), current: false })
    const restarted = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { stopped_on: null } })
    expect(restarted.body).toMatchObject({ stopped_on: null, current: true })
    const edited = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { name: 'Oestrogel Pump-Pack', notes: null, started_on: ago(125) } })
    expect(edited.body).toMatchObject({ name: 'Oestrogel Pump-Pack', notes: null, started_on: ago(125), dose: '4 pumps daily' })
    expect(edited.body.dose_history[0]).toEqual({ dose: '2 pumps daily', from: ago(125) })
  })

  it('answers 400 for dates that do not hold together, and changes nothing', async () => {
    const customer = await newCustomer()
    const t = await add(customer, gel({ started_on: ago(60) }))
    await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '1 pump', dose_changed_on: ago(20) } })
    const bad = async (body: Record<string, unknown>, detail: string) => {
      const res = await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.detail).toBe(detail)
    }
    await bad({ stopped_on: ago(61) }, 'stopped_on: cannot be before started_on')
    await bad({ stopped_on: ago(30) }, 'dose_changed_on: cannot be after stopped_on')
    await bad({ stopped_on: dayIn(2) }, 'stopped_on: cannot be in the future')
    await bad({ started_on: dayIn(2) }, 'started_on: cannot be in the future')
    await bad({ started_on: ago(10) }, `started_on: cannot be after the dose change of ${ago(20)}`)
    await bad({ dose: '5 pumps', dose_changed_on: ago(61) }, 'dose_changed_on: cannot be before started_on')
    await bad({ dose: '5 pumps', dose_changed_on: dayIn(2) }, 'dose_changed_on: cannot be in the future')
    await bad({ dose_changed_on: ago(5) }, 'dose_changed_on: give the new dose with it')
    await bad({ kind: 'vitamin' }, 'kind: must be one of hrt, medication, supplement')
    await bad({ name: '' }, 'name: must not be empty')
    const unchanged = (await api('/api/treatments', { token: customer.token })).body[0]
    expect(unchanged).toMatchObject({ dose: '1 pump', started_on: ago(60), stopped_on: null })
  })

  it('answers 404 for another customer’s id or no such id, and leaves hers alone', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    const hers = await add(ann, gel())
    for (const id of [hers.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const put = await api(`/api/treatments/${id}`, { method: 'PUT', token: bea.token, body: { dose: 'taken over' } })
      expect([id, put.status, put.body.detail]).toEqual([id, 404, 'Treatment not found'])
      const del = await api(`/api/treatments/${id}`, { method: 'DELETE', token: bea.token })
      expect([id, del.status]).toEqual([id, 404])
    }
    expect((await api('/api/treatments', { token: ann.token })).body[0]).toMatchObject({ id: hers.id, dose: '2 pumps daily' })
  })

  it('deletes hers, with its dose history', async () => {
    const customer = await newCustomer()
    const t = await add(customer, gel())
    await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '1 pump' } })
    expect(await countRows('treatments_dose_history', '_parent_id', t.id)).toBe(2)
    const res = await api(`/api/treatments/${t.id}`, { method: 'DELETE', token: customer.token })
    expect(res).toMatchObject({ status: 200, body: { success: true } })
    expect((await api('/api/treatments', { token: customer.token })).body).toEqual([])
    expect(await countRows('treatments_dose_history', '_parent_id', t.id)).toBe(0)
    expect((await api(`/api/treatments/${t.id}`, { method: 'DELETE', token: customer.token })).status).toBe(404)
  })
})

describe('the bleeding log', () => {
  it('logs a day (201), takes a new flow for the same day (200), lists hers newest first, and deletes', async () => {
    const ann = await newCustomer()
    const bea = await newCustomer()
    const first = await api('/api/bleeding', { token: ann.token, body: { date: ago(3), flow: 'spotting' } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ id: expect.any(String), date: ago(3), flow: 'spotting', created_at: expect.any(String) })
    const again = await api('/api/bleeding', { token: ann.token, body: { date: ago(3), flow: 'heavy' } })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: first.body.id, flow: 'heavy' })
    await Promise.all([
      api('/api/bleeding', { token: ann.token, body: { date: ago(1), flow: 'light' } }),
      api('/api/bleeding', { token: ann.token, body: { date: ago(1), flow: 'medium' } }),
    ])
    await api('/api/bleeding', { token: bea.token, body: { date: ago(2), flow: 'light' } })
    const list = await api('/api/bleeding', { token: ann.token })
    expect(list.body.map((b: { date: string }) => b.date)).toEqual([ago(1), ago(3)])
    expect((await api('/api/bleeding?limit=1', { token: ann.token })).body).toHaveLength(1)

    expect((await api(`/api/bleeding/${first.body.id}`, { method: 'DELETE', token: bea.token })).status).toBe(404)
    expect((await api(`/api/bleeding/${first.body.id}`, { method: 'DELETE', token: ann.token })).body).toEqual({ success: true })
    expect((await api('/api/bleeding', { token: ann.token })).body).toHaveLength(1)
    expect((await api(`/api/bleeding/${first.body.id}`, { method: 'DELETE', token: ann.token })).status).toBe(404)
  })

  it('answers 400 naming the field: no future days, a real date, a known flow, a sensible limit', async () => {
    const customer = await newCustomer()
    const bad = async (body: unknown, detail: string | RegExp) => {
      const res = await api('/api/bleeding', { token: customer.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      if (typeof detail === 'string') expect(res.body.detail).toBe(detail)
      else expect(res.body.detail).toMatch(detail)
    }
    await bad({ date: dayIn(2), flow: 'light' }, 'date: cannot be in the future')
    await bad({ date: '2026-02-29', flow: 'light' }, 'date: must be a real calendar date in YYYY-MM-DD form')
    await bad({ date: ago(1), flow: 'gushing' }, 'flow: must be one of spotting, light, medium, heavy')
    await bad({ date: ago(1) }, /^flow:/)
    await bad({ flow: 'light' }, /^date:/)
    for (const limit of ['0', '501', 'ten', '1.5']) expect((await api(`/api/bleeding?limit=${limit}`, { token: customer.token })).status).toBe(400)
    expect((await api('/api/bleeding', { token: customer.token, body: { date: ago(0), flow: 'light' } })).status).toBe(201)
  })
})

describe('GET /api/reports/gp', () => {
  let maya: TestCustomer

  beforeAll(async () => {
    maya = await newCustomer({ name: 'Maya Report' })
    await api('/api/questionnaire/submit', { token: maya.token, body: { assessment_type: 'comprehensive_menopause_assessment', ...validAnswers() } })
    const patch = await add(maya, { kind: 'hrt', name: 'Evorel (estradiol patch)', route: 'patch', dose: '50 micrograms twice weekly', started_on: ago(150) })
    await api(`/api/treatments/${patch.id}`, { method: 'PUT', token: maya.token, body: { dose: '75 micrograms twice weekly', dose_changed_on: ago(20) } })
    await add(maya, { kind: 'hrt', name: 'Utrogestan (micronised progesterone)', route: 'tablet', dose: '100 mg at night', started_on: ago(150) })
    // Heavy bleeding on HRT: the one case that always asks her to tell her GP soon (BMS 2024), whatever the months.
    await api('/api/bleeding', { token: maya.token, body: { date: ago(4), flow: 'heavy' } })
    for (let i = 0; i < 14; i++) {
      await api('/api/checkin/submit', { token: maya.token, body: { date: new Date(Date.now() - i * 5 * DAY).toISOString().slice(0, 10), energy_level: 6, sleep_quality: 4, stress_level: 5, mood: 7 } })
    }
    // Another customer's records never reach her report.
    const other = await newCustomer({ name: 'Olive Other' })
    await add(other, { kind: 'medication', name: 'Someone else’s pill', route: 'tablet', started_on: ago(5) })
  }, 120_000)

  it('answers her report as a PDF: one page with her treatments, doses, trends, the prompt and her questions, then the appendix', async () => {
    const query = new URLSearchParams([
      ['question', 'Could my dose go up?'],
      ['question', 'Is the bleeding anything to worry about?'],
    ])
    const response = await fetch(`${inject('baseUrl')}/api/reports/gp?${query}`, { headers: { Authorization: `Bearer ${maya.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Maya_Report_GP_Report.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    const [first, appendix, ...rest] = pdfPageTexts(pdf).map((p) => p.replace(/\s+/g, ' '))
    expect(rest).toEqual([])
    for (const text of [
      'Report for my GP: Maya Report',
      'Evorel (estradiol patch)',
      '75 micrograms twice weekly',
      '100 mg at night',
      'Please tell your GP about this bleeding soon',
      'Heavy bleeding on HRT (BMS 2024: heavy or prolonged bleeding needs prompt assessment).',
      'weekly averages out of 10: sleep 4 to 4, mood 7 to 7, energy 6 to 6, stress 5 to 5',
      'Hot flushes and night sweats',
      'Months since last period: About 24 months (from your assessment answer)',
      'Could my dose go up?',
      'Page 1 of 2',
    ]) {
      expect(first, text).toContain(text)
    }
    expect(first).not.toContain('Someone else')
    expect(appendix).toContain('50 micrograms twice weekly (starting dose)')
    expect(appendix).toContain('75 micrograms twice weekly (dose changed)')
  })

  it('answers the same content as JSON for the page to draw, hers only', async () => {
    const res = await api('/api/reports/gp?format=json&time_zone=Europe/Paris', { token: maya.token })
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Maya Report')
    expect(res.body.current.map((t: { name: string }) => t.name)).toEqual(['Evorel (estradiol patch)', 'Utrogestan (micronised progesterone)'])
    expect(res.body.bleeding.review.prompts.map((p: { reason: string }) => p.reason)).toEqual(['hrt_heavy'])
    expect(res.body.markers).toEqual([expect.objectContaining({ kind: 'dose_changed', date: ago(20) })])
    expect(res.body.groups.latest.averages.hot_flushes).toBe(7.5)
    expect(res.body.period.last).toBe(dayIn(0, 'Europe/Paris'))
    expect(res.body.questions).toEqual([])
  })

  it('answers 400 for more than five questions, an over-long one, an unknown format or time zone', async () => {
    const six = new URLSearchParams(Array.from({ length: 6 }, (_, i) => ['question', `q${i}`]))
    for (const query of [six.toString(), `question=${'x'.repeat(201)}`, 'format=docx', 'time_zone=Nowhere/Land']) {
      const res = await api(`/api/reports/gp?${query}`, { token: maya.token })
      expect([query.slice(0, 30), res.status]).toEqual([query.slice(0, 30), 400])
      expect(res.body.detail).toBeTruthy()
    }
  })

  it('makes a report for a customer with nothing recorded yet', async () => {
    const empty = await newCustomer({ name: 'New Person' })
    const response = await fetch(`${inject('baseUrl')}/api/reports/gp`, { headers: { Authorization: `Bearer ${empty.token}` } })
    expect(response.status).toBe(200)
    const [first] = pdfPageTexts(Buffer.from(await response.arrayBuffer())).map((p) => p.replace(/\s+/g, ' '))
    expect(first).toContain('None recorded.')
    expect(first).toContain('No bleeding logged in these weeks.')
    expect(first).toContain('not known')
  })
})

describe('staff see her treatments and bleeding read-only, while she shares her data, and she sees who looked', () => {
  let admin: { token: string; email: string }
  let editor: { token: string }

  beforeAll(async () => {
    admin = await newStaff('admin')
    editor = await newStaff('editor')
  })

  it('lists her treatments and bleeding for wellness staff, counts them in the details, and records each opening', async () => {
    const customer = await newCustomer()
    await api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers() } })
    await add(customer, gel())
    await api('/api/bleeding', { token: customer.token, body: { date: ago(2), flow: 'spotting' } })
    const base = `/api/admin/customers/${customer.id}`

    expect((await api(`${base}/details`, { token: admin.token })).body).toMatchObject({ treatment_count: 1, bleeding_count: 1 })
    const treatments = await api(`${base}/treatments`, { token: admin.token })
    expect(treatments.status).toBe(200)
    expect(treatments.body).toEqual([expect.objectContaining({ name: 'Oestrogel', dose: '2 pumps daily' })])
    const bleeding = await api(`${base}/bleeding`, { token: admin.token })
    expect(bleeding.body).toEqual([expect.objectContaining({ date: ago(2), flow: 'spotting' })])
    expect((await api(`${base}/treatments`, { token: editor.token })).status).toBe(403)
    expect((await api(`${base}/bleeding`)).status).toBe(401)
    expect((await api(`${base}/treatments`, { method: 'POST', token: admin.token, body: {} })).status).toBe(405)
    expect((await api('/api/admin/customers/00000000-0000-4000-8000-000000000000/treatments', { token: admin.token })).status).toBe(404)

    const audit = await staffRequest(`/audit-log?where[subject][equals]=${customer.id}&sort=createdAt&limit=10`, { token: await staffToken() })
    expect(audit.body.docs.map((d: { action: string }) => d.action)).toEqual(['customer_details', 'customer_treatments', 'customer_bleeding'])
    expect(audit.body.docs[1]).toMatchObject({ staff_email: admin.email, staff_role: 'admin', staff_name: 'Test' })

    // "Who has seen my records": newest first, the role and first name, never the e-mail.
    const log = await api('/api/user/access-log', { token: customer.token })
    expect(log.status).toBe(200)
    expect(log.body).toEqual([
      { at: expect.any(String), staff_role: 'Wellness team', staff_name: 'Test', what: 'Your bleeding log' },
      { at: expect.any(String), staff_role: 'Wellness team', staff_name: 'Test', what: 'Your treatments' },
      { at: expect.any(String), staff_role: 'Wellness team', staff_name: 'Test', what: 'Your account details and check-in summary' },
    ])
    expect(JSON.stringify(log.body)).not.toContain('@')
    const someoneElse = await newCustomer()
    expect((await api('/api/user/access-log', { token: someoneElse.token })).body).toEqual([])
  })

  it('refuses them (403) once she withdraws her data-sharing consent, in the staff API and in Payload’s own screens', async () => {
    const customer = await newCustomer()
    await api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'simplified_menopause_assessment', ...validSimplifiedAnswers() } })
    await add(customer, gel())
    await api('/api/bleeding', { token: customer.token, body: { date: ago(2), flow: 'light' } })
    const staff = await staffToken()
    const listed = async (collection: string) => (await staffRequest(`/${collection}?where[customer][equals]=${customer.id}&depth=0`, { token: staff })).body.totalDocs as number
    expect(await listed('treatments')).toBe(1)
    expect(await listed('bleeding-logs')).toBe(1)

    expect((await api('/api/user/consents/withdraw', { token: customer.token, body: { kind: 'data_sharing' } })).status).toBe(200)
    for (const what of ['treatments', 'bleeding']) {
      const res = await api(`/api/admin/customers/${customer.id}/${what}`, { token: admin.token })
      expect([what, res.status]).toEqual([what, 403])
    }
    expect(await listed('treatments')).toBe(0)
    expect(await listed('bleeding-logs')).toBe(0)
    // Staff cannot change her records through Payload either.
    const id = (await api('/api/treatments', { token: customer.token })).body[0].id
    expect((await staffRequest(`/treatments/${id}`, { method: 'PATCH', token: staff, body: { dose: 'changed by staff' } })).status).toBeGreaterThanOrEqual(403)
    expect((await api('/api/treatments', { token: customer.token })).body[0].dose).toBe('2 pumps daily')
  })
})

describe('account deletion takes her treatments with their dose history, and her bleeding log', () => {
  it('leaves no row of either behind', async () => {
    const customer = await newCustomer()
    const t = await add(customer, gel())
    await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '1 pump' } })
    const bleed = (await api('/api/bleeding', { token: customer.token, body: { date: ago(1), flow: 'light' } })).body
    expect(await countRows('treatments_dose_history', '_parent_id', t.id)).toBe(2)
    const res = await api('/api/user/account', { method: 'DELETE', token: customer.token, body: { password: customer.password, confirm: 'DELETE' } })
    expect(res.status).toBe(200)
    expect(await countRows('treatments', 'id', t.id)).toBe(0)
    expect(await countRows('treatments_dose_history', '_parent_id', t.id)).toBe(0)
    expect(await countRows('bleeding_logs', 'id', bleed.id)).toBe(0)
  })
})

describe('the bleeding rules table, read by the GP report (BMS 2024 on HRT; postmenopausal bleeding off HRT)', () => {
  const reviewOf = async (customer: TestCustomer) => (await api('/api/reports/gp?format=json', { token: customer.token })).body.bleeding.review

  it.each([
    ['in the first 6 months of HRT: a note for the review, no prompt', { started_on: ago(40) }, 'light', [], ['hrt_settling']],
    ['within 3 months of a change: a note', { started_on: ago(300), dose_history: undefined, changed: ago(30) }, 'light', [], ['hrt_after_change']],
    ['later than both: tell her GP soon', { started_on: ago(300) }, 'light', ['hrt_later'], []],
    ['heavy, whenever: tell her GP soon', { started_on: ago(40) }, 'heavy', ['hrt_heavy'], []],
  ])('on HRT, %s', async (_case, hrt, flow, prompts, notes) => {
    const customer = await newCustomer()
    const { changed, ...treatment } = hrt as { started_on: string; changed?: string }
    const t = await add(customer, gel(treatment))
    if (changed) await api(`/api/treatments/${t.id}`, { method: 'PUT', token: customer.token, body: { dose: '3 pumps daily', dose_changed_on: changed } })
    await api('/api/bleeding', { token: customer.token, body: { date: ago(10), flow } })
    const review = await reviewOf(customer)
    expect(review.prompts.map((p: { reason: string }) => p.reason)).toEqual(prompts)
    expect(review.notes.map((n: { reason: string }) => n.reason)).toEqual(notes)
  })

  it('the case she met: no period for over a year, HRT started a month ago, a bleed 10 days ago: no postmenopausal-bleeding alarm, and a logged bleed is not her last period', async () => {
    const customer = await newCustomer()
    const answers = validSimplifiedAnswers()
    await api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'simplified_menopause_assessment', ...answers } })
    await add(customer, gel({ started_on: ago(30) }))
    await api('/api/bleeding', { token: customer.token, body: { date: ago(10), flow: 'light' } })
    const report = (await api('/api/reports/gp?format=json', { token: customer.token })).body
    expect(report.bleeding.review.prompts).toEqual([])
    expect(report.bleeding.review.notes.map((n: { reason: string }) => n.reason)).toEqual(['hrt_settling'])
    expect(JSON.stringify(report.last_period ?? null)).not.toContain('last bleed logged')
  })

  it('off HRT, a bleed 12 months or more after her last period is postmenopausal bleeding: tell her GP soon', async () => {
    const customer = await newCustomer()
    // Her assessment today: no period for about 2 years; no HRT; a light bleed today.
    await api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'comprehensive_menopause_assessment', ...validAnswers() } })
    await api('/api/bleeding', { token: customer.token, body: { date: ago(0), flow: 'light' } })
    const review = await reviewOf(customer)
    expect(review.prompts.map((p: { reason: string }) => p.reason)).toEqual(['postmenopausal'])
    expect(review.notes).toEqual([])
  })

  it('the GP report\'s first page for the case she met: no red postmenopausal-bleeding box on HRT, her months since her last period from her answer', async () => {
    const customer = await newCustomer({ name: 'Hana Hrt' })
    // No period for over a year (about 2 years, her assessment), HRT started a month ago, a light bleed 10 days ago.
    await api('/api/questionnaire/submit', { token: customer.token, body: { assessment_type: 'comprehensive_menopause_assessment', ...validAnswers() } })
    await add(customer, gel({ started_on: ago(30) }))
    await api('/api/bleeding', { token: customer.token, body: { date: ago(10), flow: 'light' } })
    const response = await fetch(`${inject('baseUrl')}/api/reports/gp`, { headers: { Authorization: `Bearer ${customer.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const [first] = pdfPageTexts(Buffer.from(await response.arrayBuffer())).map((p) => p.replace(/\s+/g, ' '))
    expect(first).toContain('Bleeding in the first 6 months of HRT (BMS 2024: common; review if heavy or prolonged).')
    expect(first).toContain('Months since last period: About 24 months (from your assessment answer)')
    expect(first).not.toContain('Please tell your GP about this bleeding soon')
    expect(first).not.toMatch(/postmenopausal/i)
    expect(first).not.toContain('last bleed logged')
    expect(first).not.toContain('0 months')
  })
})
