import fs from 'node:fs'

import type { BrowserContext, Page } from '@playwright/test'

import { E2E } from './servers'
import { createCustomer, expect, test, type Customer } from './fixtures'

/**
 * Issue 47, item 1: with no signal she can choose the day of her check-in as
 * she can online, and a check-in kept on the phone never replaces one already
 * on the server without her say (docs/features/phone-app.md, H-30's
 * neighbours in docs/clinical-safety.md). On a phone, 390 wide.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' })

const SHOTS = '/tmp/shots-r47'

interface Saved {
  date: string
  mood: number
  energy_level: number
  journal_entry: string | null
  updated_at: string
}

async function history(customer: Customer): Promise<Saved[]> {
  const response = await fetch(`${E2E.appUrl}/api/checkin/history?limit=100`, { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as Saved[]).sort((a, b) => a.date.localeCompare(b.date))
}

/** A check-in made elsewhere (her laptop), through the API. */
async function checkInElsewhere(customer: Customer, checkin: { date: string; mood: number; journal_entry: string }) {
  const response = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ energy_level: 5, sleep_quality: 5, stress_level: 5, ...checkin }),
  })
  expect(response.status).toBeLessThan(300)
}

/** Her calendar day in London, and the day before, as YYYY-MM-DD. */
function londonDays() {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d)
  const today = day(new Date())
  const yesterday = new Date(`${today}T12:00:00Z`)
  yesterday.setUTCDate(yesterday.getUTCDate() - 1)
  return { today, yesterday: yesterday.toISOString().slice(0, 10) }
}

/** "Fri 27 Nov", as the page names a day. */
function dayName(date: string) {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`))
}

/** Opens the check-in page until the service worker controls it and keeps a copy of it (and its data) for offline use. */
async function openKept(page: Page) {
  await page.goto('/checkin')
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 20_000 })
  await page.goto('/checkin')
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Check-in' })).toBeVisible()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.waitForLoadState('networkidle')
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

test.describe('A check-in made with no signal, on her phone', () => {
  test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }))

  test('she can move the form to yesterday offline; once sent, today’s check-in is still there, word for word', async ({ page, context, customer }) => {
    const { today, yesterday } = londonDays()
    const todays = 'Woke at 3am with a night sweat again. Tired but ok.'
    await checkInElsewhere(customer, { date: today, mood: 6, journal_entry: todays })
    const [before] = await history(customer)

    await openKept(page)
    await expect(page.getByLabel('Date')).toHaveValue(today)
    await expect(page.getByTestId('completed-badge')).toBeVisible()
    await expect(page.getByLabel(/Journal/)).toHaveValue(todays)

    // With no signal she opens the check-in page (the phone's copy) and moves it to yesterday.
    await offline(context, page)
    await page.goto('/dashboard')
    await page.goto('/checkin')
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByLabel('Date')).toHaveValue(today)
    await page.getByLabel('Date').fill(yesterday)
    // The field keeps the day she chose (it used to snap back to today), and the form is that day's.
    await expect(page.getByLabel('Date')).toHaveValue(yesterday)
    await page.waitForTimeout(1000)
    await expect(page.getByLabel('Date')).toHaveValue(yesterday)
    await expect(page.getByText(`Not checked in for ${dayName(yesterday)} yet`)).toBeVisible()
    await expect(page.getByTestId('completed-badge')).toHaveCount(0)
    await expect(page.getByLabel(/Journal/)).toHaveValue('')

    await page.getByLabel('Mood').fill('4')
    await page.getByLabel(/Journal/).fill('Yesterday: a headache all afternoon.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    await expect(page.getByTestId('offline-checkins')).toContainText(`Your check-in for ${dayName(yesterday)}`)
    await expect(page.getByLabel('Date')).toHaveValue(yesterday)
    await page.screenshot({ path: `${SHOTS}/offline-yesterday-390.png`, fullPage: false })
    expect(await history(customer)).toHaveLength(1)

    await context.setOffline(false)
    await expect(page.getByTestId('toast').filter({ hasText: 'Your check-in saved on this phone has been sent.' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('offline-checkins')).toHaveCount(0)
    const after = await history(customer)
    expect(after.map((c) => [c.date, c.mood, c.journal_entry])).toEqual([
      [yesterday, 4, 'Yesterday: a headache all afternoon.'],
      [today, 6, todays],
    ])
    // Today's was not written again at all.
    expect(after[1].updated_at).toBe(before.updated_at)

    // Back online, today's page still shows her morning's check-in.
    await page.goto('/checkin')
    await expect(page.getByLabel('Date')).toHaveValue(today)
    await expect(page.getByTestId('completed-badge')).toBeVisible()
    await expect(page.getByLabel(/Journal/)).toHaveValue(todays)
  })

  test('offline, a day this phone knows has a check-in shows it, as it would online', async ({ page, context, customer }) => {
    const { today, yesterday } = londonDays()
    await checkInElsewhere(customer, { date: yesterday, mood: 8, journal_entry: 'A good walk by the river.' })
    await openKept(page)
    await expect(page.getByLabel('Date')).toHaveValue(today)

    await offline(context, page)
    await page.getByLabel('Date').fill(yesterday)
    await expect(page.getByLabel('Date')).toHaveValue(yesterday)
    await expect(page.getByTestId('completed-badge')).toBeVisible()
    await expect(page.getByLabel(/Journal/)).toHaveValue('A good walk by the river.')
    await expect(page.getByLabel('Mood')).toHaveValue('8')
    await expect(page.getByRole('button', { name: 'Update Check-in' })).toBeVisible()
    await context.setOffline(false)
  })

  test('a check-in kept on the phone for a day that already has one asks her before replacing it', async ({ page, context, customer }) => {
    const { today } = londonDays()
    await openKept(page)
    await expect(page.getByText(`Not checked in for ${dayName(today)} yet`)).toBeVisible()
    // Meanwhile, on her laptop, she checks in for today: the phone's copy of the page does not know.
    const laptop = 'From my laptop: slept better, one flush.'
    await checkInElsewhere(customer, { date: today, mood: 7, journal_entry: laptop })
    const [before] = await history(customer)

    await offline(context, page)
    await page.getByLabel('Mood').fill('3')
    await page.getByLabel(/Journal/).fill('From the phone: a hard morning.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()

    await context.setOffline(false)
    const conflict = page.getByTestId('offline-checkin-conflict')
    await expect(conflict).toBeVisible({ timeout: 20_000 })
    await expect(conflict.getByRole('heading', { name: /This day already has a saved check-in/ })).toBeVisible()
    await expect(conflict).toContainText(`Journal: ${laptop}`)
    await expect(conflict).toContainText('Journal: From the phone: a hard morning.')
    await conflict.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/offline-conflict-390.png`, fullPage: false })
    // Nothing replaced while she has not chosen, also after a while and a reload.
    await page.waitForTimeout(1500)
    await page.reload()
    await expect(page.getByTestId('offline-checkin-conflict')).toBeVisible()
    const waiting = await history(customer)
    expect(waiting.map((c) => [c.date, c.mood, c.journal_entry])).toEqual([[today, 7, laptop]])
    expect(waiting[0].updated_at).toBe(before.updated_at)

    // She chooses the one from the phone: now, and only now, it replaces the saved one.
    await page.getByRole('button', { name: 'Replace it with the one from this phone' }).click()
    await expect(page.getByTestId('offline-checkin-conflict')).toHaveCount(0, { timeout: 20_000 })
    await expect.poll(async () => (await history(customer)).map((c) => [c.date, c.mood, c.journal_entry]), { timeout: 20_000 }).toEqual([
      [today, 3, 'From the phone: a hard morning.'],
    ])
  })

  test('choosing to keep the saved check-in leaves it as it was and clears the phone’s copy', async ({ page, context, customer }) => {
    const { today } = londonDays()
    await openKept(page)
    const laptop = 'Laptop check-in, the one to keep.'
    await checkInElsewhere(customer, { date: today, mood: 7, journal_entry: laptop })
    const [before] = await history(customer)

    await offline(context, page)
    await page.getByLabel(/Journal/).fill('Phone check-in, not wanted.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('offline-checkin-conflict')).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Keep the saved one' }).click()
    await expect(page.getByTestId('offline-checkins')).toHaveCount(0)
    await page.waitForTimeout(1500)
    const after = await history(customer)
    expect(after.map((c) => [c.mood, c.journal_entry])).toEqual([[7, laptop]])
    expect(after[0].updated_at).toBe(before.updated_at)
  })
})

test.describe('The first page she opens on her phone', () => {
  test('the dashboard she lands on after signing in is kept: it opens with no signal', async ({ browser }) => {
    // A phone that has never opened the app: no session cookie, no worker yet.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' })
    const page = await context.newPage()
    const customer = await createCustomer('Dana Dashboard')
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByLabel('Password').fill(customer.password)
    await modal.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(`${E2E.appUrl}/dashboard`)
    await expect(page.getByRole('heading', { level: 1, name: /Dana/ })).toBeVisible()
    // She opens nothing else: the dashboard's document is kept for her.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            for (const name of await caches.keys()) if (name.startsWith('pages-') && (await (await caches.open(name)).match('/dashboard'))) return true
            return false
          }),
        { timeout: 20_000 },
      )
      .toBe(true)

    await context.setOffline(true)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: /Dana/ })).toBeVisible()
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/offline-dashboard-390.png`, fullPage: false })
    await context.setOffline(false)
    await context.close()
  })
})
