import fs from 'node:fs'

import type { BrowserContext, Page } from '@playwright/test'

import { E2E } from './servers'
import { createCustomer, expect, signIn, test, type Customer } from './fixtures'

/**
 * The installable app on a phone (docs/features/phone-app.md): manifest and
 * icons, the service worker, pages she has seen opening with no signal, a
 * check-in made offline reaching the server once, and sign-out emptying what
 * the phone kept.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' })

const SHOTS = '.cache/phone-app-shots'

async function history(customer: Customer) {
  const response = await fetch(`${E2E.appUrl}/api/checkin/history?limit=100`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return (await response.json()) as { date: string; mood: number; journal_entry: string | null; created_at: string; updated_at: string }[]
}

/** Waits until the service worker controls the page (it claims the page that registered it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 20_000 })
}

/** The addresses of her pages the phone keeps, across every pages cache. */
function keptPages(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      if (!name.startsWith('pages-')) continue
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    // The marker of whose pages these are is not a page.
    return urls.filter((url) => url !== '/__offline-owner')
  })
}

/** PNG width and height from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function visit(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
}

test.describe('The app on her phone', () => {
  test('the manifest, with BRAND_NAME and valid icons, is linked from every page', async ({ page, request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ name: 'Liberate', short_name: 'Liberate', start_url: '/dashboard', display: 'standalone', scope: '/' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ]
    for (const want of wanted) {
      const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === want.sizes && i.purpose === want.purpose)
      expect(icon, `${want.purpose} ${want.sizes}`).toBeTruthy()
      const response = await request.get(icon.src)
      expect(response.headers()['content-type']).toBe('image/png')
      const [w, h] = want.sizes.split('x').map(Number)
      expect(pngSize(await response.body())).toEqual({ width: w, height: h })
    }
    const touch = await request.get('/icons/apple-touch-icon.png')
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 })

    // Chromium's own install checks (what its "Install app" uses): no errors once the worker controls the page.
    const her = await createCustomer('Ida Install')
    await signIn(page, her)
    await page.goto('/dashboard')
    await controlled(page)
    const cdp = await page.context().newCDPSession(page)
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] }
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/)
    expect(parsed.errors).toEqual([])
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
    // A Playwright context is a private window, where Chromium installs nothing; every other check must pass.
    expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])

    for (const path of ['/', '/privacy', '/support']) {
      await page.goto(path)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
      await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color)
    }
  })

  test('the service worker controls the page; seen pages open offline with the time she saw them, others the offline page', async ({ page, context, customer: _customer }) => {
    await visit(page, '/dashboard', /Welcome/)
    await controlled(page)
    // Seen while the worker controls the page: kept for her.
    await visit(page, '/dashboard', /Welcome/)
    await visit(page, '/progress', 'Your Progress')
    await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/dashboard', '/progress']))

    await goOffline(context)
    await page.goto('/progress')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeVisible()
    const notice = page.getByTestId('offline-notice')
    const londonNow = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date())
    await expect(notice).toHaveText(/^You're offline: showing what you saw at \d\d:\d\d$/)
    const shown = (await notice.textContent())!.slice(-5)
    expect(Math.abs(Number(shown.slice(0, 2)) * 60 + Number(shown.slice(3)) - (Number(londonNow.slice(0, 2)) * 60 + Number(londonNow.slice(3))))).toBeLessThanOrEqual(2)
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/offline-progress-390.png`, fullPage: false })

    // Within the app: the dashboard's data was kept too.
    await page.goto('/dashboard')
    await expect(page.getByTestId('offline-notice')).toBeVisible()

    // A page she never opened: the one offline page, with links to the pages that do open.
    await page.goto('/treatments')
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/checkin')
    await page.screenshot({ path: `${SHOTS}/offline-page-390.png`, fullPage: true })
    await context.setOffline(false)
  })

  test('a check-in made with no signal is kept on the phone, survives the tab closing, and reaches the server once', async ({ page, context, customer }) => {
    await page.goto('/checkin')
    await controlled(page)
    await page.goto('/checkin')
    await expect(page.getByRole('button', { name: 'Submit Check-in' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const submits: string[] = []
    context.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkin/submit') submits.push(r.url())
    })

    await goOffline(context)
    await page.getByLabel('Mood').fill('3')
    const journal = 'No signal on the train. Hot flush at 3am, then awake until five.'
    await page.getByLabel(/Journal/).fill(journal)
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toHaveText("Saved on this phone: it will be sent when you're back online")
    await expect(page.getByTestId('offline-checkin-saved')).toBeInViewport()
    await expect(page.getByTestId('offline-checkins')).toContainText("Saved on this phone: it will be sent when you're back online")
    await page.getByRole('button', { name: 'Submit Check-in' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/offline-checkin-390.png`, fullPage: false })
    expect(await history(customer)).toEqual([])

    // She closes the tab before the signal comes back.
    await page.close()
    await context.setOffline(false)
    const next = await context.newPage()
    await next.goto('/dashboard')
    await expect.poll(async () => (await history(customer)).length, { timeout: 20_000 }).toBe(1)
    const [saved] = await history(customer)
    expect(saved.journal_entry).toBe(journal)
    expect(saved.mood).toBe(3)
    // Sent once: no second request, and no second write (which would move updated_at), also after more loads.
    await next.waitForTimeout(1500)
    await next.reload()
    await next.waitForTimeout(1500)
    expect(await history(customer)).toHaveLength(1)
    expect((await history(customer))[0].updated_at).toBe(saved.updated_at)
    expect(submits).toHaveLength(1)
    await next.goto('/checkin')
    await expect(next.getByTestId('offline-checkins')).toHaveCount(0)
  })

  test('a check-in kept offline is sent when the connection returns, with the page still open', async ({ page, context, customer }) => {
    await page.goto('/checkin')
    await controlled(page)
    await page.goto('/checkin')
    await page.waitForLoadState('networkidle')
    await goOffline(context)
    await page.getByLabel(/Journal/).fill('Written offline, sent online.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkins')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('toast')).toHaveText('Your check-in saved on this phone has been sent.', { timeout: 20_000 })
    await expect(page.getByTestId('offline-checkins')).toHaveCount(0)
    await expect(page.getByTestId('completed-badge')).toHaveText('Completed')
    const list = await history(customer)
    expect(list.map((c) => c.journal_entry)).toEqual(['Written offline, sent online.'])
  })

  test('a check-in the server refuses stays on the phone with its reason and her journal, until she removes it', async ({ page, customer }) => {
    await page.goto('/checkin')
    await controlled(page)
    // As if kept offline on a day the server will not take (not a real date).
    await page.evaluate(async (customerId) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('liberate-offline', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('checkins', { keyPath: 'key' })
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('checkins', 'readwrite')
        tx.objectStore('checkins').put({
          key: `${customerId}|2026-02-30`,
          customer: customerId,
          checkin: { date: '2026-02-30', energy_level: 4, sleep_quality: 3, stress_level: 6, mood: 4, journal_entry: 'Words she must not lose.' },
          bleeding_flow: null,
          time_zone: null,
          savedAt: new Date().toISOString(),
        })
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    }, customer.id)
    await page.reload()
    const kept = page.getByTestId('offline-checkins')
    await expect(kept).toContainText('A check-in saved on this phone could not be sent:', { timeout: 20_000 })
    await expect(kept).toContainText('date: must be a real calendar date')
    await expect(kept).toContainText('Your journal: Words she must not lose.')
    expect(await history(customer)).toEqual([])
    await kept.getByRole('button', { name: /remove it from this phone/ }).click()
    await expect(kept).toHaveCount(0)
  })

  test('signing out empties the pages the phone kept for her', async ({ page, context, customer: _customer }) => {
    await visit(page, '/dashboard', /Welcome/)
    await controlled(page)
    await visit(page, '/dashboard', /Welcome/)
    await visit(page, '/checkin', 'Daily Check-in')
    await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/dashboard', '/checkin']))

    await page.getByRole('button', { name: /^Open menu/ }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(`${E2E.appUrl}/`)
    await expect.poll(() => keptPages(page)).toEqual([])

    await goOffline(context)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await context.setOffline(false)
  })

  test('another sign-in on the same phone empties the pages kept for the one before', async ({ page, customer: _customer }) => {
    await visit(page, '/dashboard', /Welcome/)
    await controlled(page)
    await visit(page, '/dashboard', /Welcome/)
    await visit(page, '/progress', 'Your Progress')
    await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/dashboard', '/progress']))
    // Someone else signs in on this browser (a new session cookie): the first page of theirs empties hers.
    const other = await createCustomer('Jo Other')
    await signIn(page, other)
    await visit(page, '/checkin', 'Daily Check-in')
    await expect.poll(() => keptPages(page)).toEqual(['/checkin'])
  })

  test('"Remind me on this phone" asks for permission only when pressed, and says when it is not allowed', async ({ page, customer: _customer }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __permissionAsked: number }
      w.__permissionAsked = 0
      Notification.requestPermission = async () => {
        w.__permissionAsked += 1
        return 'denied'
      }
    })
    await page.goto('/account')
    await controlled(page)
    const section = page.getByTestId('phone-reminders')
    const button = section.getByRole('button', { name: 'Remind me on this phone' })
    await expect(button).toBeEnabled()
    await section.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked)).toBe(0)
    await button.click()
    await expect(section).toContainText('Notifications are blocked for this site in your browser settings.')
    expect(await page.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked)).toBe(1)
    await page.screenshot({ path: `${SHOTS}/account-phone-reminders-390.png` })
  })
})

test.describe('On an iPhone, in the browser rather than from the home screen', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' })
  test('"Remind me on this phone" says to add the app to the home screen first, and asks nothing', async ({ page, customer: _customer }) => {
    await page.goto('/account')
    const section = page.getByTestId('phone-reminders')
    await expect(section).toContainText('notifications work once the app is on your home screen')
    await expect(section.getByRole('button')).toHaveCount(0)
  })
})
