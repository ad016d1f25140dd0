import fs from 'node:fs'

import type { BrowserContext, Page } from '@playwright/test'

import { validAnswers } from '../support/comprehensive-answers'
import { createCustomer, expect, hydrated, signIn, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * The safety net where it is easy to lose (issue 45, issue 47 item 4): the
 * numbers with no signal (`/support` kept for every visitor, the offline page
 * with her region's lines that answer day and night), "Where are you?" on her
 * account, and the support card where she lands after a low-mood check-in,
 * with nothing covering it.
 */

const SHOTS = '/tmp/shots-r45'
const DAY_MS = 24 * 60 * 60 * 1000

test.describe.configure({ timeout: 120_000 })

function londonDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * DAY_MS))
}

async function checkIn(customer: Customer, date: string, mood: number) {
  const response = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ date, energy_level: 3, sleep_quality: 3, stress_level: 8, mood, journal_entry: null }),
  })
  if (!response.ok) throw new Error(`check-in failed: ${response.status}`)
}

async function setRegion(customer: Customer, region: string) {
  const response = await fetch(`${E2E.appUrl}/api/user/wellbeing-support`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ region }),
  })
  if (!response.ok) throw new Error(`region failed: ${response.status}`)
}

async function regionOf(customer: Customer): Promise<string> {
  const response = await fetch(`${E2E.appUrl}/api/user/wellbeing-support`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return ((await response.json()) as { region: string }).region
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000 })
}

/** Whether the worker has been told her region (kept with her pages). */
async function keptRegion(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('pages-')) continue
      const kept = await (await caches.open(name)).match('/__support-region')
      if (kept) return kept.text()
    }
    return null
  })
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} wide`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 }, timezoneId: 'Europe/London' })

    test('with no signal, a visitor still has /support, and any other page carries every region’s numbers', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, timezoneId: 'Europe/London', baseURL: E2E.appUrl })
      const page = await context.newPage()
      try {
        // Her first visit, signed out: the worker keeps /support though she never opened it.
        await page.goto('/')
        await controlled(page)
        await expect
          .poll(() => page.evaluate(async () => (await caches.keys()).some((n) => n.startsWith('support-'))), { timeout: 20_000 })
          .toBe(true)
        await expect
          .poll(() => page.evaluate(async () => Boolean(await caches.match('/support'))), { timeout: 20_000 })
          .toBe(true)

        await offline(context, true)
        await page.goto('/support')
        await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Call Samaritans on 116 123' })).toHaveAttribute('href', 'tel:116123')
        await expect(page.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999')
        fs.mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: `${SHOTS}/support-offline-visitor-${width}.png`, fullPage: false })

        // A page never kept: the offline page, with each region's lines (she has not said where she is).
        await page.goto('/treatments')
        await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
        const help = page.getByTestId('offline-support')
        await expect(help).toContainText('call 999 or go to A&E now')
        await expect(page.getByTestId('offline-support-uk').getByRole('link')).toHaveText(['Call 999', 'Call Samaritans on 116 123', 'Text SHOUT to 85258'])
        await expect(page.getByTestId('offline-support-england').getByRole('link', { name: 'Call NHS 111' })).toHaveAttribute('href', 'tel:111')
        await expect(page.getByTestId('offline-support-england')).toContainText('option 2')
        await expect(page.getByTestId('offline-support-northern_ireland').getByRole('link', { name: 'Call Lifeline on 0808 808 8000' })).toHaveAttribute(
          'href',
          'tel:08088088000',
        )
        await expect(page.getByTestId('offline-support-northern_ireland').getByRole('link', { name: 'Call NHS 111' })).toHaveCount(0)
        await expect(page.getByTestId('offline-support-scotland').getByRole('link', { name: 'Call NHS 24 on 111' })).toBeVisible()
        await expect(page.getByTestId('offline-support-elsewhere')).toContainText('local emergency number')
        await page.screenshot({ path: `${SHOTS}/offline-page-all-regions-${width}.png`, fullPage: true })
      } finally {
        await context.close()
      }
    })

    test('with no signal, she has her own /support and the offline page carries her saved region’s numbers first', async ({ page, context }) => {
      const customer = await createCustomer('Morag Offline')
      await setRegion(customer, 'scotland')
      await signIn(page, customer)
      await page.goto('/dashboard')
      await controlled(page)
      await page.goto('/dashboard')
      await hydrated(page)
      await expect.poll(() => keptRegion(page), { timeout: 20_000 }).toBe('scotland')
      await page.goto('/support')
      await expect(page.getByTestId('support-region')).toHaveText('Support in Scotland')

      await offline(context, true)
      await page.goto('/support')
      await expect(page.getByTestId('support-region')).toHaveText('Support in Scotland')
      await expect(page.getByRole('link', { name: 'Call NHS 24 on 111' }).first()).toHaveAttribute('href', 'tel:111')
      await page.screenshot({ path: `${SHOTS}/support-offline-signed-in-${width}.png`, fullPage: false })

      await page.goto('/treatments')
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
      const hers = page.getByTestId('offline-support-hers')
      await expect(hers).toBeVisible()
      await expect(hers.getByRole('link')).toHaveText(['Call 999', 'Call Samaritans on 116 123', 'Text SHOUT to 85258', 'Call NHS 24 on 111'])
      // Her region's, emergency first; the others a tap away, not shown as hers.
      await expect(page.getByTestId('offline-support-england')).toHaveCount(0)
      await expect(hers).toBeInViewport()
      await page.screenshot({ path: `${SHOTS}/offline-page-scotland-${width}.png`, fullPage: true })
      await offline(context, false)
    })

    test('"Where are you?" on her account sets the numbers she is offered, by keyboard', async ({ page, customer }) => {
      await page.goto('/account')
      const section = page.getByRole('region', { name: 'Support where you are' })
      await expect(section.getByTestId('account-support-region-now')).toContainText('You have not told us yet')
      const select = section.getByLabel('Where are you?')
      await expect(select).toHaveValue('england')
      await hydrated(page)
      await select.focus()
      await select.selectOption('wales')
      await page.keyboard.press('Tab')
      await expect(section.getByRole('button', { name: 'Save where I am' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('toast')).toHaveText('Saved: we will show you the numbers for Wales.')
      await expect(section.getByTestId('account-support-region-now')).toContainText('You told us: Wales.')
      await expect(section.getByLabel('Where are you?')).toHaveValue('wales')
      expect(await regionOf(customer)).toBe('wales')
      // Back at her section, its heading clear of the bar at the top.
      const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
      await expect.poll(async () => (await section.getByRole('heading', { level: 2 }).boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height)
      await page.screenshot({ path: `${SHOTS}/account-region-${width}.png`, fullPage: false })

      // The same choice /support reads.
      await page.goto('/support')
      await expect(page.getByTestId('support-region')).toHaveText('Support in Wales')
      await expect(page.getByLabel('Where are you?')).toHaveValue('wales')
    })
  })
}

test.describe('the support card after a low-mood check-in', () => {
  test.use({ timezoneId: 'Europe/London' })
  for (const width of [390, 1280]) {
    test(`is in the first screen where she lands at ${width} wide, and no toast covers it`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      const customer = await createCustomer('Rose Landing')
      // Two low days before today: a third in a row brings the card.
      await checkIn(customer, londonDay(-1), 2)
      await checkIn(customer, londonDay(-2), 2)
      await signIn(page, customer)
      await page.goto('/checkin')
      await hydrated(page)
      await expect(page.getByLabel('Date')).toHaveValue(londonDay())
      await page.getByLabel('Mood').fill('2')
      await page.getByRole('button', { name: 'Submit Check-in' }).click()

      const landing = page.getByTestId('checkin-support')
      await expect(landing).toBeVisible()
      await expect(page.getByTestId('checkin-saved')).toHaveText('Check-in submitted successfully!')
      const card = landing.getByTestId('support-card')
      const heading = card.getByRole('heading', { level: 2 })
      await expect(heading).toHaveText("You've told us your mood has been very low. You don't have to manage this on your own.")
      // Where she lands: the card's heading and first number wholly inside the screen, without scrolling.
      await expect(landing).toBeFocused()
      const viewport = page.viewportSize()!
      const box = (await heading.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      // Below the navigation bar that stays at the top, the confirmation too.
      const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
      const saved = (await page.getByTestId('checkin-saved').boundingBox())!
      expect(saved.y).toBeGreaterThanOrEqual(bar.y + bar.height)
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
      const firstNumber = (await card.getByRole('link').first().boundingBox())!
      expect(firstNumber.y + firstNumber.height).toBeLessThanOrEqual(viewport.height)
      // The toast gives way: no toast over the card (none shown while it is there).
      await page.waitForTimeout(500)
      for (const toast of await page.getByTestId('toast').all()) {
        const t = await toast.boundingBox()
        if (!t) continue
        const overlaps = t.y < box.y + box.height && t.y + t.height > box.y && t.x < box.x + box.width && t.x + t.width > box.x
        expect(overlaps, 'a toast covers the support card’s heading').toBe(false)
      }
      await expect(page.getByTestId('toast')).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/checkin-support-${width}.png`, fullPage: false })

      // An ordinary check-in the next time: the usual toast, no card.
      await page.getByRole('slider', { name: 'Mood' }).fill('7')
      await page.getByRole('button', { name: "Update Today's Check-in" }).click()
      await expect(page.getByTestId('toast')).toHaveText('Check-in submitted successfully!')

      await checkIn(customer, londonDay(), 2)
      await page.goto('/dashboard')
      await expect(page.getByTestId('support-card')).toBeInViewport()
      await page.screenshot({ path: `${SHOTS}/dashboard-support-${width}.png`, fullPage: false })
    })
  }
})

test.describe('the support card on her assessment results', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/London' })

  test('"Feeling low, down or depressed" at its top brings the card above her results', async ({ page, customer }) => {
    const response = await fetch(`${E2E.appUrl}/api/questionnaire/submit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...validAnswers({ depressed_down_blue: { experienced: true, severity: 10 } }),
        assessment_type: 'comprehensive_menopause_assessment',
        user_id: customer.id,
      }),
    })
    expect(response.status).toBe(201)
    await page.goto('/questionnaire?view=results')
    await expect(page.getByTestId('assessment-results')).toBeVisible()
    const card = page.getByTestId('support-card')
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { level: 2 })).toHaveText("If things feel very hard right now, you don't have to manage this on your own.")
    await expect(card.getByRole('link', { name: 'Call Samaritans on 116 123' })).toHaveAttribute('href', 'tel:116123')
  })
})

