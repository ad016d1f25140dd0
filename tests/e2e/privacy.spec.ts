import { randomUUID } from 'node:crypto'

import type { Browser, Page } from '@playwright/test'

import { AI_MESSAGES } from '../../app/domain/account/ai-consent'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { mealPlanResponder } from '../fakes/meal-plan-responder'
import { startServer, type RunningServer } from '../support/server'
import { expect, test } from './fixtures'

/**
 * She knows where her data goes (issue 35), in the browser: the privacy
 * notice is reachable from every page's foot, the auth modal, the signup
 * questionnaire's consent step and /account; the AI question is asked in
 * context, never pre-ticked, and her answer is honoured.
 */
test.describe('The privacy notice', () => {
  test('is linked from the foot of the landing page and reads with headings and a contents list', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible()
    await expect(page.getByTestId('notice-version')).toContainText(/Version \d+ · Last updated \d+ \w+ \d{4} · About \d minutes to read/)
    for (const name of ['Who we are', 'What we collect and why', 'AI: only with your say-so', 'Who else handles your data', 'How long we keep it', 'Cookies and tracking', 'Your rights, and how to use them', 'How to complain']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    }
    // The contents list moves to its section.
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'How to complain' }).click()
    await expect(page).toHaveURL(/#complain$/)
    await expect(page.getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toBeInViewport()
    await expect(page.getByRole('link', { name: '0303 123 1113' })).toHaveAttribute('href', 'tel:03031231113')
  })

  test('at phone size every table reads as cards, with nothing cut off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/privacy')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const services = page.getByRole('list', { name: 'Services that handle your data for us' })
    await expect(services).toBeVisible()
    await expect(services.getByText('postcodes.io')).toBeVisible()
    await expect(services.getByText('Where').first()).toBeVisible()
  })

  test('is linked from the auth modal', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: /sign in/i }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('link', { name: 'our privacy notice' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
  })

  test('is linked from the signup questionnaire’s consent step, in a new tab so her answers stay', async ({ page }) => {
    test.setTimeout(150_000)
    await page.goto('/signup-questionnaire')
    await page.getByLabel('Full name').fill('Maya Privacy')
    await page.getByLabel('Email').fill(`privacy-${randomUUID().slice(0, 8)}@example.com`)
    await page.getByLabel('Password').fill('secret-pass')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Phone number').fill('+447700900123')
    await page.getByRole('button', { name: 'Next' }).click()
    const flushes = page.getByTestId('symptom-hot_flushes')
    await flushes.getByLabel('Yes').check()
    await flushes.getByLabel('How much does it bother you?').fill('6')
    for (let step = 4; step <= 9; step++) await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Metric').check()
    await page.getByLabel('Weight').selectOption('68')
    await page.getByLabel('Height').selectOption('165')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('How stressed have you felt over the last month?').fill('5')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('Yes, I consent to data processing and sharing')).toBeVisible()
    const link = page.getByRole('link', { name: 'our privacy notice (opens in a new tab)' })
    await expect(link).toHaveAttribute('target', '_blank')
    const [notice] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(notice.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Yes, I consent to data processing and sharing')).toBeVisible()
  })

  test('is linked from /account and every signed-in page’s foot; with no AI set up, /account says nothing is sent', async ({ page, customer }) => {
    await page.goto('/account')
    await expect(page.getByTestId('ai-consent-section')).toContainText('This service has no AI provider set up')
    await page.getByRole('link', { name: 'our privacy notice' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toBeVisible()
    await expect(page.getByText('has no AI service set up')).toBeVisible()
    for (const path of ['/dashboard', '/progress', '/meal-plans']) {
      await page.goto(path)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toBeVisible()
      await expect(page.getByTestId('ai-consent-prompt')).toHaveCount(0)
    }
    expect(customer.email).toContain('@')
  })
})

/**
 * The AI question needs an AI provider: these journeys run their own server
 * with the local OpenAI fake (the shared one has no key, as most journeys want).
 */
test.describe('The AI question, with OpenAI configured', () => {
  test.describe.configure({ timeout: 240_000 })
  let fake: FakeOpenAI
  let server: RunningServer

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    fake = await startFakeOpenAI((request) =>
      request.response_format?.json_schema?.name === 'progress_summary' ? { summary: 'Your mood lifted on the days you slept well.' } : mealPlanResponder(request),
    )
    server = await startServer({ OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: fake.url })
  })

  test.afterAll(async () => {
    await server?.stop()
    await fake?.stop()
  })

  async function signedInWithCheckins(browser: Browser, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const email = `ai-${randomUUID().slice(0, 8)}@example.com`
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      })
    await post('/api/auth/register', { name, email, password: 'correct-horse' })
    const { session_token: token } = (await (await post('/api/auth/login', { email, password: 'correct-horse' })).json()) as { session_token: string }
    for (let i = 0; i < 8; i++) {
      const date = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10)
      await post('/api/checkin/submit', { date, energy_level: 6, sleep_quality: i % 2 ? 4 : 8, stress_level: 4, mood: 7, journal_entry: i === 1 ? 'Swam before work' : null }, token)
    }
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } })
    await context.addCookies([{ name: 'session_token', value: token, url: server.url }])
    return { page: await context.newPage(), close: () => context.close() }
  }

  test('"No thanks" keeps the app’s own writer, and she is not asked again', async ({ browser }) => {
    const { page, close } = await signedInWithCheckins(browser, 'Nell Nothanks')
    try {
      await page.goto('/progress')
      const prompt = page.getByTestId('ai-consent-prompt')
      await expect(prompt).toContainText('OpenAI, in the United States')
      await expect(prompt.getByRole('checkbox')).not.toBeChecked()
      await expect(prompt.getByRole('link', { name: 'How we look after your data' })).toHaveAttribute('href', '/privacy#ai')
      const before = fake.requests.length
      await prompt.getByRole('button', { name: 'No thanks' }).click()
      await expect(page.getByTestId('toast')).toHaveText(AI_MESSAGES.declined)
      await expect(prompt).toHaveCount(0)
      await page.getByRole('button', { name: 'Generate Summary' }).click()
      await expect(page.getByTestId('summary-source')).toHaveText(AI_MESSAGES.builtinSummary)
      await expect(page.getByText('nothing is sent to an AI service')).toBeVisible()
      await page.goto('/meal-plans')
      await expect(page.getByTestId('ai-consent-prompt')).toHaveCount(0)
      expect(fake.requests.length).toBe(before)
    } finally {
      await close()
    }
  })

  test('a yes with her journal: the summary is written by AI from her notes; withdrawn on /account, the app writes it again', async ({ browser }) => {
    const { page, close } = await signedInWithCheckins(browser, 'Ada Agrees')
    try {
      await page.goto('/meal-plans')
      await expect(page.getByTestId('ai-consent-prompt')).toBeVisible()
      // The journal phrase is asked only where the journal is used.
      await expect(page.getByTestId('ai-consent-prompt').getByRole('checkbox')).toHaveCount(0)
      await page.goto('/progress')
      const prompt = page.getByTestId('ai-consent-prompt')
      await prompt.getByLabel(/Include my journal notes/).check()
      await prompt.getByRole('button', { name: 'Yes, let AI write them' }).click()
      await expect(page.getByTestId('toast')).toHaveText(AI_MESSAGES.givenWithJournal)
      await expect(prompt).toHaveCount(0)

      const before = fake.requests.length
      await page.getByRole('button', { name: 'Generate Summary' }).click()
      await expect(page.getByTestId('summary-source')).toHaveText(AI_MESSAGES.openaiSummary)
      await expect(page.getByTestId('progress-summary')).toContainText('Hi Ada')
      expect(fake.requests.length).toBe(before + 1)
      expect(JSON.stringify(fake.requests.at(-1))).toContain('Swam before work')

      await page.goto('/account')
      const section = page.getByTestId('ai-consent-section')
      await expect(section.getByTestId('ai-status')).toContainText('and your journal notes')
      await section.getByRole('button', { name: 'Withdraw AI consent' }).click()
      await expect(section.getByTestId('ai-status')).toContainText('You withdrew your AI consent')

      await page.goto('/progress')
      await expect(page.getByTestId('ai-consent-prompt')).toHaveCount(0)
      await page.getByRole('button', { name: 'Generate New Summary' }).click()
      await expect(page.getByTestId('summary-source')).toHaveText(AI_MESSAGES.builtinSummary)
      expect(fake.requests.length).toBe(before + 1)
    } finally {
      await close()
    }
  })
})
