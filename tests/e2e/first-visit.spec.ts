import { spawn, type ChildProcess } from 'node:child_process'

import type { Locator, Page } from '@playwright/test'

import { createCustomer, expect, signIn, test, type Customer } from './fixtures'
import { SERVER_ARGS } from '../support/server-command'
import { E2E } from './servers'

/**
 * What a new customer tripped over on a first visit: each test here failed
 * before its fix. Phone width is 390 × 844, as in the review.
 */
const PHONE = { width: 390, height: 844 }
const DAY = 24 * 60 * 60 * 1000

async function api(customer: Customer, path: string, init: RequestInit = {}) {
  return fetch(`${E2E.appUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  })
}

async function checkIn(customer: Customer, daysAgo: number, value = 6) {
  const date = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10)
  const response = await api(customer, '/api/checkin/submit', {
    method: 'POST',
    body: JSON.stringify({ date, energy_level: value, sleep_quality: value, stress_level: 11 - value, mood: value, journal_entry: null }),
  })
  if (!response.ok) throw new Error(`check-in failed: ${response.status}`)
}

/** Generates a plan with the built-in planner and waits until every recipe exists. */
async function completePlan(customer: Customer): Promise<string> {
  const created = await api(customer, '/api/ai/meal-plan', { method: 'POST' })
  if (!created.ok) throw new Error(`meal plan failed: ${created.status}`)
  const { meal_plan_id } = (await created.json()) as { meal_plan_id: string }
  for (let i = 0; i < 60; i++) {
    const progress = (await (await api(customer, `/api/ai/meal-plan/progress/${meal_plan_id}`)).json()) as { status: string }
    if (progress.status === 'complete') return meal_plan_id
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('meal plan did not complete')
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not visible')
  return box
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('Signing in', () => {
  test("the auth modal's Google button starts Google sign-in", async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await modal.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Grace Google/ })).toBeVisible()
  })


  test('a brand-new account is welcomed; a returning one is welcomed back', async ({ page, customer }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${customer.name}!`)
    await checkIn(customer, 0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${customer.name}!`)
  })
})

test.describe('Without Google configured', () => {
  const port = Number(new URL(E2E.appUrl).port) + 9
  const url = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const appPort = new URL(E2E.appUrl).port
    server = spawn(process.execPath, SERVER_ARGS, {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: `.cache/e2e-${appPort}/data-no-google`,
        REMIX_BUILD_DIR: `.cache/e2e-${appPort}/build`,
        DATABASE_URL: '',
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
        OPENAI_API_KEY: '',
        STRIPE_SECRET_KEY: '',
      },
      stdio: 'ignore',
    })
    for (let i = 0; i < 240; i++) {
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false)
      if (up) return
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error('the server without Google did not start')
  })

  test.afterAll(() => {
    server?.kill()
  })

  test('the landing page and the modal say nothing about it until the button is clicked', async ({ page }) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { name: 'Start Your Journey Today' })).toBeVisible()
    await expect(page.getByText(/not configured/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByText(/not configured/)).toHaveCount(0)
    await modal.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Google sign-in is not configured on this server. Please continue with email.')
  })
})

test.describe('Payment success', () => {
  test("shows 'Attempt 1 of 5' after the first check, not 'Attempt 2'", async ({ page, customer }) => {
    const response = await api(customer, '/api/payments/checkout', {
      method: 'POST',
      body: JSON.stringify({ tier: 'Liberate+', origin_url: E2E.appUrl }),
    })
    const { session_id } = (await response.json()) as { session_id: string }
    const firstCheck = page.waitForResponse((r) => r.url().includes('/api/payments/status/'))
    await page.goto(`/payment-success?session_id=${session_id}`)
    await firstCheck
    await expect(page.getByTestId('payment-checking')).toContainText('Attempt 1 of 5')
    await expect(page.getByTestId('payment-checking')).toContainText('Attempt 2 of 5')
  })
})

test.describe('Meal plans', () => {
  test('the monthly-limit message offers a link to Upgrades, not a raw path', async ({ page, customer }) => {
    await completePlan(customer)
    await completePlan(customer)
    await page.goto('/meal-plans')
    await page.getByRole('button', { name: 'Generate New Meal Plan' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('2 AI meal plans per calendar month')
    await expect(toast).not.toContainText('/upgrades')
    await toast.getByRole('link', { name: /Upgrade to Liberate\+/ }).click()
    await expect(page).toHaveURL(/\/upgrades$/)
  })

  test('the recipe view fills the screen on a phone', async ({ page, customer }) => {
    await completePlan(customer)
    await page.setViewportSize(PHONE)
    await page.goto('/meal-plans')
    await page.getByRole('button', { name: /^View recipe:/ }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('recipe-modal')).toBeVisible()
    const box = await boxOf(dialog)
    expect(box.y).toBe(0)
    expect(box.x).toBe(0)
    expect(box.height).toBe(PHONE.height)
    expect(box.width).toBe(PHONE.width)
  })

  test('the shopping list counts countable things and uses shop units', async ({ page, customer }) => {
    await completePlan(customer)
    await page.goto('/meal-plans')
    const rows = page.getByTestId('shopping-category').locator('li')
    await expect(rows.first()).toBeVisible()
    const items = await rows.evaluateAll((lis) =>
      lis.map((li) => {
        const [name, quantity] = [...li.querySelectorAll('span')].map((s) => s.textContent?.trim() ?? '')
        return { name, quantity }
      }),
    )
    const rules: [RegExp, RegExp][] = [
      [/^Eggs/, /^\d+ eggs?$/],
      [/^Garlic/, /^\d+ cloves?$/],
      [/^Lemon/, /^\d+ lemons?$/],
      [/^Lime/, /^\d+ limes?$/],
      [/tin/i, /^\d+ tins?$/],
    ]
    let counted = 0
    for (const { name, quantity } of items) {
      for (const [match, unit] of rules) {
        if (!match.test(name)) continue
        counted++
        expect(`${name}: ${quantity}`).toMatch(new RegExp(`: ${unit.source.slice(1)}`))
      }
      // Nobody buys 3 g of a spice or 10 ml of oil: small amounts are a jar or a bottle.
      expect(`${name}: ${quantity}`).not.toMatch(/: [1-9] (g|ml)$/)
    }
    expect(counted).toBeGreaterThan(0)
  })
})

test.describe('Progress', () => {
  test('chart labels keep a readable fixed size at phone and desktop widths', async ({ page, customer }) => {
    for (let i = 0; i < 3; i++) await checkIn(customer, i, 5 + i)
    const sizes = async () =>
      page.getByTestId('wellness-chart').evaluate((root) => {
        const out: number[] = []
        for (const el of [root, ...root.querySelectorAll('*')]) {
          const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
          if (!hasText || el.closest('desc, title')) continue
          const size = parseFloat(getComputedStyle(el).fontSize)
          const scale = el instanceof SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) : 1
          out.push(Math.round(size * scale * 10) / 10)
        }
        return out
      })
    await page.setViewportSize(PHONE)
    await page.goto('/progress')
    const phone = await sizes()
    expect(phone.length).toBeGreaterThan(0)
    for (const size of phone) expect(size).toBeGreaterThanOrEqual(11)
    await page.setViewportSize({ width: 1280, height: 800 })
    const desktop = await sizes()
    for (const size of desktop) expect(size).toBeLessThanOrEqual(16)
  })

  test("the chart shows a day's ratings on hover and on keyboard focus", async ({ page, customer }) => {
    await checkIn(customer, 1, 4)
    await checkIn(customer, 0, 8)
    await page.goto('/progress')
    const plot = page.getByRole('group', { name: /use the left and right arrow keys/ })
    await plot.focus()
    const tooltip = page.getByTestId('chart-tooltip')
    await expect(tooltip).toContainText('Energy8/10')
    await page.keyboard.press('ArrowLeft')
    await expect(tooltip).toContainText('Energy4/10')
    await expect(tooltip).toContainText('Stress7/10')
    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
    const box = await boxOf(plot)
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2)
    await expect(tooltip).toContainText('Energy8/10')
  })

  test('on a phone the tabs stay on one line', async ({ page, customer }) => {
    await checkIn(customer, 0)
    await page.setViewportSize(PHONE)
    await page.goto('/progress')
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveCount(3)
    const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    // The row scrolls sideways rather than wrapping; the last tab can be reached.
    await tabs.last().click()
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
  })


  test('on a phone the four stat cards sit two by two', async ({ page, customer }) => {
    await checkIn(customer, 0)
    await page.setViewportSize(PHONE)
    await page.goto('/progress')
    const cards = ['stat-streak', 'stat-total', 'stat-assessments', 'stat-daily']
    const boxes = await Promise.all(cards.map((id) => boxOf(page.getByTestId(id))))
    expect(boxes[0].y).toBe(boxes[1].y)
    expect(boxes[2].y).toBe(boxes[3].y)
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y)
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x)
  })
})

test.describe('Toasts', () => {
  async function showToast(page: Page) {
    await page.goto('/upgrades')
    await page.getByRole('button', { name: 'Choose Liberate', exact: true }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toBeVisible()
    return boxOf(toast)
  }

  test('never cover the tier badge, the avatar or the menu button', async ({ page, customer: _customer }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    let toast = await showToast(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(overlaps(toast, await boxOf(nav.getByTestId('tier-badge')))).toBe(false)
    expect(overlaps(toast, await boxOf(nav.getByRole('button', { name: 'Account menu' })))).toBe(false)

    await page.setViewportSize(PHONE)
    toast = await showToast(page)
    expect(overlaps(toast, await boxOf(nav.getByRole('button', { name: 'Open menu' })))).toBe(false)
    expect(overlaps(toast, await boxOf(nav))).toBe(false)
  })
})

test.describe('Screens still being built and unknown paths', () => {
  test('signed in, a missing page keeps the navigation and offers the way back', async ({ page, customer: _customer }) => {
    const response = await page.goto('/no-such-screen')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Check-in' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to your dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('signed out, a missing page offers the way home', async ({ page }) => {
    const response = await page.goto('/no-such-screen')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page.getByRole('heading', { name: 'Start Your Journey Today' })).toBeVisible()
  })

  test('signed in on a phone, the menu works on a missing page', async ({ page }) => {
    await signIn(page, await createCustomer('Pia Phone'))
    await page.setViewportSize(PHONE)
    await page.goto('/no-such-screen')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByTestId('nav-panel').getByRole('link', { name: 'Progress' })).toBeVisible()
  })
})
