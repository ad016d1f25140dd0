import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { createCustomer, expect, signIn, test } from './fixtures'

const TOTAL = 11
const INCOMPLETE = 'Please complete all required fields'

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('progress-page')).toHaveText(`Step ${step} of ${TOTAL}`)
}

async function fillAccount(page: Page, account: { name: string; email: string; password: string }) {
  await page.getByLabel('Full name').fill(account.name)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
}

/** Step 3: hot flushes at 8, and sweating. */
async function answerFirstSymptoms(page: Page) {
  const flushes = page.getByTestId('symptom-hot_flushes')
  await flushes.getByLabel('Yes').check()
  await flushes.getByLabel('How much does it bother you?').fill('8')
  await page.getByTestId('symptom-sweating').getByLabel('Yes').check()
}

/** Steps 2 to 11 with valid answers, ending on the last step. */
async function answerEverything(page: Page) {
  await page.getByLabel('Phone number').fill('+447700900123')
  await next(page, 3)
  await answerFirstSymptoms(page)
  for (let step = 4; step <= 8; step++) await next(page, step)
  await next(page, 9)
  await page.getByLabel('Metric').check()
  await page.getByLabel('Weight').selectOption('68')
  await page.getByLabel('Height').selectOption('165')
  await next(page, 10)
  await page.getByLabel('How stressed have you felt over the last month?').fill('5')
  await next(page, 11)
  await page.getByLabel('Hot flushes', { exact: true }).check()
  await page.getByLabel('Difficulty sleeping', { exact: true }).check()
  await page.getByLabel('Yes, I consent to data processing and sharing').check()
}

test.describe('Signup questionnaire', () => {
  test('a visitor goes from the landing page to a meal plan being made, and a reload halfway loses nothing', async ({ page }) => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`
    await page.goto('/')
    await page.getByRole('link', { name: 'Answer a few questions and get your first meal plan' }).click()
    await page.waitForURL('**/signup-questionnaire')
    await expect(page.getByTestId('progress-page')).toHaveText(`Step 1 of ${TOTAL}`)
    await expect(page.getByTestId('progress-percent')).toHaveText('9% Complete')
    await expect(page.getByText('Minimum 6 characters')).toBeVisible()

    // Next only with the step's required fields filled; each empty one is marked, the first takes the focus.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByTestId('toast')).toHaveText(INCOMPLETE)
    await expect(page.getByTestId('field-error')).toHaveText([
      'Please enter your full name',
      'Please enter your email',
      'Please choose a password of at least 6 characters',
    ])
    await expect(page.getByLabel('Full name')).toBeFocused()
    await fillAccount(page, { name: 'Maya Signup', email, password: '12345' })
    await expect(page.getByTestId('field-error')).toHaveText(['Please choose a password of at least 6 characters'])
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByTestId('toast')).toHaveText(INCOMPLETE)
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Password').fill('secret-pass')
    await expect(page.getByTestId('field-error')).toHaveCount(0)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await next(page, 2)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByTestId('toast')).toHaveText(INCOMPLETE)
    await expect(page.getByTestId('field-error')).toHaveText(['Please answer this question'])
    await page.getByLabel('Phone number').fill('+447700900123')
    await next(page, 3)
    await answerFirstSymptoms(page)
    await next(page, 4)

    // A reload halfway: the step, the answers and the e-mail are still there; the password is not kept.
    await page.reload()
    await expect(page.getByTestId('progress-page')).toHaveText(`Step 4 of ${TOTAL}`)
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)))
    expect(stored).toContain(email)
    expect(stored).not.toContain('secret-pass')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByTestId('symptom-hot_flushes').getByLabel('Yes')).toBeChecked()
    await expect(page.getByTestId('hot_flushes-severity')).toHaveText('8/10 · High')
    await expect(page.getByTestId('symptom-sweating').getByLabel('Yes')).toBeChecked()

    for (let step = 4; step <= 8; step++) await next(page, step)
    await next(page, 9)
    // Only the selects of the chosen system.
    await page.getByLabel('Imperial').check()
    await expect(page.getByLabel('Height (feet)')).toBeVisible()
    await expect(page.getByLabel('Height', { exact: true })).toHaveCount(0)
    await page.getByLabel('Metric').check()
    await expect(page.getByLabel('Height (feet)')).toHaveCount(0)
    await page.getByLabel('Weight').selectOption('68')
    await page.getByLabel('Height', { exact: true }).selectOption('165')
    await next(page, 10)
    await page.getByLabel('How stressed have you felt over the last month?').fill('5')
    await next(page, 11)
    await expect(page.getByTestId('progress-percent')).toHaveText('100% Complete')
    const create = page.getByRole('button', { name: 'Create Account' })
    await create.click()
    await expect(page.getByTestId('toast')).toHaveText(INCOMPLETE)
    await page.getByLabel('Hot flushes', { exact: true }).check()
    await page.getByLabel('Difficulty sleeping', { exact: true }).check()
    await page.getByLabel('Yes, I consent to data processing and sharing').check()

    // The password was not kept over the reload: she is asked for it again, then comes back.
    await create.click()
    await expect(page.getByTestId('toast')).toHaveText(INCOMPLETE)
    await expect(page.getByTestId('progress-page')).toHaveText(`Step 1 of ${TOTAL}`)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Password')).toHaveValue('')
    await page.getByLabel('Password').fill('secret-pass')
    for (let step = 2; step <= TOTAL; step++) await next(page, step)
    await expect(page.getByLabel('Hot flushes', { exact: true })).toBeChecked()
    await create.click()

    // The toast shows for 5 s from the first paint; on a busy machine the page's load event can come later.
    await expect(page.getByTestId('toast')).toHaveText('Account created successfully!')
    await expect(page).toHaveURL(/\/meal-plans$/)
    // Her first plan is there (being made, or made already by the app's own planner).
    await expect(page.getByRole('button', { name: /Plan #1 \(/ })).toBeVisible()
    // Signed in: the app's own screens open, and the answers kept in the tab are gone.
    const kept = await page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => /questionnaire|signup/.test(key)))
    expect(kept).toEqual([])
    await expectSignupInHistory(page)
  })

  test('a registered e-mail is told so and can sign in keeping the answers', async ({ page }) => {
    const existing = await createCustomer('Jo Existing')
    await page.goto('/signup-questionnaire')
    await fillAccount(page, { name: 'Jo Existing', email: existing.email, password: 'another-pass' })
    await next(page, 2)
    await answerEverything(page)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByTestId('toast')).toHaveText('This email is already registered. Please try logging in instead.')
    const panel = page.getByTestId('signin-keep-answers')
    await expect(panel).toContainText('This email is already registered. Please try logging in instead.')
    await expect(panel.getByLabel('Email')).toHaveValue(existing.email)
    await panel.getByLabel('Password').fill('wrong-password')
    await panel.getByRole('button', { name: 'Sign in and save my answers' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Incorrect email or password')
    await expect(page.getByLabel('Hot flushes', { exact: true })).toBeChecked()
    await panel.getByLabel('Password').fill(existing.password)
    await panel.getByRole('button', { name: 'Sign in and save my answers' }).click()
    // The toast shows for 5 s from the first paint; on a busy machine the page's load event can come later.
    await expect(page.getByTestId('toast')).toHaveText('Welcome back!')
    await expect(page).toHaveURL(/\/meal-plans$/)
    await expectSignupInHistory(page)
  })

  test('a signed-in customer is sent to her dashboard', async ({ page }) => {
    await signIn(page, await createCustomer())
    await page.goto('/signup-questionnaire')
    await page.waitForURL('**/dashboard')
  })
})

/** Her signup answers are kept: /progress lists them under their own type (the comprehensive history does not count them). */
async function expectSignupInHistory(page: Page) {
  await page.goto('/progress')
  await page.getByRole('tab', { name: 'Assessment History' }).click()
  await expect(page.getByRole('region', { name: /Signup questionnaire/ })).toContainText('Signup questionnaire #1')
  await page.goto('/questionnaire?view=history')
  await expect(page.getByTestId('history-card')).toHaveCount(0)
}
