import fs from 'node:fs'

import { chromium, type BrowserContext, type Page } from '@playwright/test'

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
    // The markers of whose pages these are and of her region are not pages.
    return urls.filter((url) => url !== '/__offline-owner' && url !== '/__support-region')
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

/** Her bleeding days as the API answers them. */
async function bleedingDays(customer: Customer) {
  const response = await fetch(`${E2E.appUrl}/api/bleeding?limit=500`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return ((await response.json()) as { date: string; flow: string }[]).map(({ date, flow }) => ({ date, flow }))
}

/** Whose check-ins wait in this browser's outbox (IndexedDB `liberate-offline` / `checkins`). */
function outboxOwners(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('liberate-offline', 1)
      open.onupgradeneeded = () => open.result.createObjectStore('checkins', { keyPath: 'key' })
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = await new Promise<{ customer: string }[]>((resolve, reject) => {
      const request = db.transaction('checkins').objectStore('checkins').getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return all.map((entry) => entry.customer)
  })
}

/** Signs in through the landing page's form, as a person does on the phone. */
async function signInWithForm(page: Page, customer: Customer) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
  const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
  await modal.getByLabel('Email').fill(customer.email)
  await modal.getByLabel('Password').fill(customer.password)
  await modal.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(`${E2E.appUrl}/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.name.split(' ')[0]) })).toBeVisible()
}

/** A new session for reading her records through the API. */
async function newToken(customer: Customer) {
  const login = await fetch(`${E2E.appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { session_token: string }).session_token
}

async function signOutWithMenu(page: Page) {
  await page.getByRole('button', { name: /^Open menu/ }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(`${E2E.appUrl}/`)
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
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkin/offline') submits.push(r.url())
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

  test('her unsent check-in never goes into the account of someone else who signs in on the phone; it reaches hers, once, when she signs in again', async ({ page, context }) => {
    const her = await createCustomer('Maya Shared')
    const other = await createCustomer('Jo Borrower')
    await signIn(page, her)
    await page.goto('/checkin')
    await controlled(page)
    await page.goto('/checkin')
    await page.waitForLoadState('networkidle')
    // Every check-in or bleeding request, from the page or the worker; and the worker's "who is signed in?" answers.
    const sent: string[] = []
    const sessionAnswers: number[] = []
    context.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (r.method() === 'POST' && /^\/api\/(checkin|bleeding)/.test(path)) sent.push(path)
    })
    context.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/session') sessionAnswers.push(r.status())
    })

    await goOffline(context)
    await page.getByLabel('Mood').fill('2')
    const journal = 'Her words only: awake at four again, and the flushes are worse.'
    await page.getByLabel(/Journal/).fill(journal)
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    // Her session ends while the phone has no signal (she signed out everywhere from her laptop).
    const ended = await fetch(`${E2E.appUrl}/api/auth/logout-all`, { method: 'POST', headers: { Authorization: `Bearer ${her.token}` } })
    expect(ended.status).toBe(200)

    // The signal returns: the worker tries, finds nobody signed in, and keeps it.
    await context.setOffline(false)
    await expect.poll(() => sessionAnswers.includes(401), { timeout: 20_000 }).toBe(true)

    // Someone else signs in on the same phone, and uses the app: the worker sees a new session and checks who it is.
    expect(sessionAnswers).not.toContain(200)
    await signInWithForm(page, other)
    await expect.poll(() => sessionAnswers.includes(200), { timeout: 20_000 }).toBe(true)
    await page.waitForTimeout(1500)
    await page.reload()
    await visit(page, '/checkin', 'Daily Check-in')
    await page.waitForTimeout(1500)
    expect(await history(other)).toEqual([])
    expect(await bleedingDays(other)).toEqual([])
    expect(sent).toEqual([])
    // Nothing of hers on the other's check-in page; her check-in still waits on the phone, named hers.
    await expect(page.getByTestId('offline-checkins')).toHaveCount(0)
    await expect(page.getByText(journal)).toHaveCount(0)
    expect(await outboxOwners(page)).toEqual([her.id])
    await page.screenshot({ path: `${SHOTS}/other-signed-in-checkin-390.png`, fullPage: false })

    // The other signs out; she signs in again: her check-in goes to her account, once, with her journal.
    await signOutWithMenu(page)
    await signInWithForm(page, her)
    // Her old token ended with her sessions: read her records with a new one.
    her.token = await newToken(her)
    await expect.poll(async () => (await history(her)).length, { timeout: 20_000 }).toBe(1)
    const [saved] = await history(her)
    expect(saved.journal_entry).toBe(journal)
    expect(saved.mood).toBe(2)
    await page.reload()
    await page.waitForTimeout(1500)
    expect(await history(her)).toHaveLength(1)
    expect((await history(her))[0].updated_at).toBe(saved.updated_at)
    expect(sent.filter((path) => path.startsWith('/api/checkin'))).toHaveLength(1)
    expect(await history(other)).toEqual([])
    expect(await outboxOwners(page)).toEqual([])
  })

  test('signing out sends her check-ins still waiting first, while her session holds', async ({ page, context, customer }) => {
    await page.goto('/checkin')
    await controlled(page)
    await page.goto('/checkin')
    await page.waitForLoadState('networkidle')
    await goOffline(context)
    await page.getByLabel(/Journal/).fill('Saved on the bus, before I signed out.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    // Back online, but the server cannot take it yet (a deploy, a 503): it stays on the phone.
    const refused: number[] = []
    let serverDown = true
    await context.route('**/api/checkin/offline', async (route) => {
      if (!serverDown) return route.continue()
      refused.push(Date.now())
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' })
    })
    await context.setOffline(false)
    await expect.poll(() => refused.length, { timeout: 20_000 }).toBeGreaterThan(0)
    // Every attempt the signal's return set off (the `online` event, Background Sync) has had its 503.
    await page.waitForTimeout(2000)
    expect(await history(customer)).toEqual([])
    expect(await outboxOwners(page)).toEqual([customer.id])

    // The server is back; she signs out straight away, before anything else would send it.
    serverDown = false
    await signOutWithMenu(page)
    // The browser's session (her token) ended with the sign-out: read her records with a new one.
    customer.token = await newToken(customer)
    expect((await history(customer)).map((c) => c.journal_entry)).toEqual(['Saved on the bus, before I signed out.'])
    expect(await outboxOwners(page)).toEqual([])
  })

  test('the check-in page opened again with no signal shows the check-in waiting on the phone, so saving again keeps her words', async ({ page, context, customer }) => {
    await visit(page, '/checkin', 'Daily Check-in')
    await controlled(page)
    await visit(page, '/checkin', 'Daily Check-in')
    await expect.poll(() => keptPages(page)).toContain('/checkin')
    await goOffline(context)
    await page.getByLabel('Mood').fill('3')
    await page.getByTestId('checkin-bleeding').getByLabel('Spotting').check()
    await page.getByLabel(/Journal/).fill('Woke at 4 with a hot flush.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()

    // Still no signal: she opens the page again (the phone's older copy) and adds to what she wrote.
    await page.goto('/dashboard')
    await page.goto('/checkin')
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await expect(page.getByLabel(/Journal/)).toHaveValue('Woke at 4 with a hot flush.')
    await expect(page.getByLabel('Mood')).toHaveValue('3')
    await expect(page.getByTestId('checkin-bleeding').getByLabel('Spotting')).toBeChecked()
    await page.getByLabel(/Journal/).fill('Woke at 4 with a hot flush. Better after a walk.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()

    await context.setOffline(false)
    await expect(page.getByTestId('toast').filter({ hasText: 'Your check-in saved on this phone has been sent.' })).toBeVisible({ timeout: 20_000 })
    expect((await history(customer)).map((c) => [c.mood, c.journal_entry])).toEqual([[3, 'Woke at 4 with a hot flush. Better after a walk.']])
    expect((await bleedingDays(customer)).map((d) => d.flow)).toEqual(['spotting'])
  })

  test(`setting a day's bleeding back to "None" with no signal clears it once she is back online`, async ({ page, context, customer }) => {
    await page.goto('/checkin')
    await controlled(page)
    await page.goto('/checkin')
    await page.waitForLoadState('networkidle')
    const day = await page.getByLabel('Date').inputValue()
    // Online, she checks in with a light flow.
    await page.getByTestId('checkin-bleeding').getByLabel('Light').check()
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('completed-badge')).toHaveText('Completed')
    expect(await bleedingDays(customer)).toEqual([{ date: day, flow: 'light' }])
    await page.reload()
    await expect(page.getByTestId('checkin-bleeding').getByLabel('Light')).toBeChecked()
    await page.waitForLoadState('networkidle')

    // No signal: it was a mistake, she sets it back to "None" and adds a line to her journal.
    await goOffline(context)
    await page.getByTestId('checkin-bleeding').getByLabel('None').check()
    await page.getByLabel(/Journal/).fill('No bleeding after all: I pressed the wrong one.')
    await page.getByRole('button', { name: "Update Today's Check-in" }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    expect(await bleedingDays(customer)).toEqual([{ date: day, flow: 'light' }])

    await context.setOffline(false)
    await expect(page.getByTestId('toast').filter({ hasText: 'Your check-in saved on this phone has been sent.' })).toBeVisible({ timeout: 20_000 })
    expect(await bleedingDays(customer)).toEqual([])
    expect((await history(customer)).map((c) => c.journal_entry)).toEqual(['No bleeding after all: I pressed the wrong one.'])
    await expect(page.getByTestId('checkin-bleeding').getByLabel('None')).toBeChecked()
  })

  test('a check-in made offline on an old copy of the page leaves a bleeding day logged since as it is', async ({ page, context, customer }) => {
    await visit(page, '/checkin', 'Daily Check-in')
    await controlled(page)
    await visit(page, '/checkin', 'Daily Check-in')
    await expect.poll(() => keptPages(page)).toContain('/checkin')
    const day = await page.getByLabel('Date').inputValue()
    // Later, on her laptop, she logs a medium flow for the day; the phone's copy of the page still shows "None".
    const logged = await fetch(`${E2E.appUrl}/api/bleeding`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: day, flow: 'medium', time_zone: 'Europe/London' }),
    })
    expect(logged.status).toBe(201)

    await goOffline(context)
    await page.goto('/checkin')
    await expect(page.getByTestId('offline-notice')).toBeVisible()
    await expect(page.getByTestId('checkin-bleeding').getByLabel('None')).toBeChecked()
    await page.getByLabel(/Journal/).fill('Ratings from the train.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('offline-checkin-saved')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByTestId('toast').filter({ hasText: 'Your check-in saved on this phone has been sent.' })).toBeVisible({ timeout: 20_000 })
    expect((await history(customer)).map((c) => c.journal_entry)).toEqual(['Ratings from the train.'])
    // She never touched the bleeding line: the day she logged stays.
    expect(await bleedingDays(customer)).toEqual([{ date: day, flow: 'medium' }])
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

test.describe('Installed as an app', () => {
  test('Chromium installs it, opens it in its own window (standalone) on the dashboard, and the app opens her pages with no signal', async ({ browserName: _browser }, testInfo) => {
    // An ordinary profile (a Playwright context is a private window, where nothing installs). Playwright drives
    // Chromium over --remote-debugging-pipe, the only client Chromium lets use DevTools' PWA domain.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      timezoneId: 'Europe/London',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const her = await createCustomer('Ines Installed')
      await signIn(page, her)
      await page.goto('/dashboard')
      await controlled(page)
      await page.reload()
      await controlled(page)
      const cdp = await context.newCDPSession(page)
      const { appId } = (await cdp.send('Page.getAppId')) as { appId: string }
      expect(appId).toBe(`${E2E.appUrl}/dashboard`)
      expect(((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([])
      // Not installed yet: Chromium does not know the app.
      await expect(cdp.send('PWA.getOsAppState', { manifestId: appId })).rejects.toThrow(/Unknown web-app manifest id/)

      // Installed from the page she is on, as the address bar's "Install" does; "Open in window", as she would choose.
      await cdp.send('PWA.install', { manifestId: appId })
      expect(await cdp.send('PWA.getOsAppState', { manifestId: appId })).toEqual({ badgeCount: 0, fileHandlers: [] })
      await cdp.send('PWA.changeAppUserSettings', { manifestId: appId, displayMode: 'standalone' })
      const opened = context.waitForEvent('page')
      await cdp.send('PWA.launch', { manifestId: appId })
      const app = await opened
      await expect(app.getByRole('heading', { level: 1, name: /Welcome, Ines/ })).toBeVisible()
      expect(new URL(app.url()).pathname).toBe('/dashboard')
      expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true)
      await controlled(app)
      fs.mkdirSync(SHOTS, { recursive: true })
      await app.screenshot({ path: `${SHOTS}/installed-app-dashboard-390.png` })

      // In the app, with no signal: her dashboard as she last saw it, and the offline page for a page never opened.
      await visit(app, '/dashboard', /Welcome/)
      await context.setOffline(true)
      await app.goto('/dashboard')
      await expect(app.getByTestId('offline-notice')).toHaveText(/^You're offline: showing what you saw at \d\d:\d\d$/)
      await app.screenshot({ path: `${SHOTS}/installed-app-offline-dashboard-390.png` })
      await app.goto('/treatments')
      await expect(app.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
      expect(await app.title()).toBe("You're offline")
      await context.setOffline(false)
      await cdp.send('PWA.uninstall', { manifestId: appId })
    } finally {
      await context.close()
    }
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
