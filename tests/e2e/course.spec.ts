import { mkdirSync } from 'node:fs'

import { E2E } from './servers'
import { expect, hydrated, test, type Customer } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' })

/** Screenshots stay out of the repository. */
const SHOTS = process.env.SHOTS_DIR ?? '.cache/course-shots'
mkdirSync(SHOTS, { recursive: true })
const SLUG = 'hot-flushes-and-night-sweats'

async function progress(customer: Customer) {
  const response = await fetch(`${E2E.appUrl}/api/courses/${SLUG}/progress`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return (await response.json()) as { completed: string[]; ratings: unknown[]; change_from_baseline: Record<string, number> | null }
}

async function rate(page: import('@playwright/test').Page, problem: string, interference: string, sleep: string) {
  await page.getByLabel('How much of a problem were hot flushes and night sweats this week?').selectOption(problem)
  await page.getByLabel('How much did they get in the way of your daily life?').selectOption(interference)
  await page.getByLabel('How much did they disturb your sleep?').selectOption(sleep)
  await page.getByRole('button', { name: 'Save my rating' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your rating is saved.' })).toBeVisible()
}

test.describe('the CBT course on her phone', () => {
  test('from the dashboard she starts the course, completes session 1, rates her week and sees the change from her first rating', async ({
    page,
    customer,
  }) => {
    // One moderate flush in her diary, so the course shows her diary week beside her ratings.
    await fetch(`${E2E.appUrl}/api/flushes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ severity: 'moderate' }),
    })

    await page.goto('/dashboard')
    await page.getByRole('link', { name: /^Open the course: Hot flushes and night sweats/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Hot flushes and night sweats/ })).toBeVisible()
    await hydrated(page)
    // It says plainly what it is not, and when to see a doctor, before she starts.
    await expect(page.getByRole('region', { name: 'What this course is not' })).toContainText('not a replacement for your GP, for HRT')
    await expect(page.getByRole('region', { name: 'What this course is not' })).toContainText('bleeding')
    await page.screenshot({ path: `${SHOTS}/course-start-390.png`, fullPage: true })

    await page.getByRole('button', { name: 'Start the course' }).click()
    await expect(page.getByTestId('course-progress')).toContainText('This is your baseline week.')
    await expect(page.getByTestId('course-diary')).toContainText('Moderate or severe flushes a day')

    // Session 1: the read, the breathing practice from the library, support for low mood; then done.
    const session = page.getByTestId('course-session-session-1')
    await session.getByText('Read the session').click()
    await expect(session.getByRole('link', { name: 'Open the practice' })).toHaveAttribute('href', '/content/calm-breathing')
    await expect(session.getByRole('link', { name: 'Find support now' })).toHaveAttribute('href', '/support')
    await session.getByRole('button', { name: 'Mark this session as done' }).click()
    await expect(session.getByRole('button', { name: 'Completed' })).toBeDisabled()
    await expect.poll(async () => (await progress(customer)).completed).toEqual(['session-1'])

    // Her first rating is her starting point; a second shows the change.
    await rate(page, '8', '7', '9')
    await expect(page.getByText('Rate again next week to see the change from your starting point.')).toBeVisible()
    await rate(page, '6', '7', '5')
    const change = page.getByTestId('course-change')
    await expect(change).toContainText('How much of a problem were hot flushes and night sweats this week: 2 lower')
    await expect(change).toContainText('How much did they get in the way of your daily life: no change')
    await expect(change).toContainText('How much did they disturb your sleep: 4 lower')
    expect((await progress(customer)).change_from_baseline).toEqual({ problem: -2, interference: 0, sleep: -4 })

    // A thought record, private to her.
    await page.getByLabel('The situation').fill('Flush in the team meeting')
    await page.getByLabel('The thought you had').fill('Everyone can see')
    await page.getByLabel('A calmer thought').fill('Most people do not notice, and it passes in minutes')
    await page.getByRole('button', { name: 'Keep this thought record' }).click()
    await expect(page.getByRole('region', { name: 'Your thought records' })).toContainText('Flush in the team meeting')
    await page.screenshot({ path: `${SHOTS}/course-progress-390.png`, fullPage: true })

    // Back on the dashboard and in the library, the card shows where she is.
    await page.goto('/dashboard')
    await expect(page.getByTestId('dashboard-course')).toContainText('1 of 5 sessions done')
    await page.goto('/content')
    await expect(page.getByTestId('library-courses')).toContainText('Continue the course')
  })
})

test.describe('the course on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false })

  test('the library lists the course above its items; the dashboard card leads to it; the page reads at 1280', async ({ page, customer }) => {
    await page.goto('/content')
    const courses = page.getByTestId('library-courses')
    await expect(courses.getByRole('heading', { level: 2, name: 'Courses' })).toBeVisible()
    await expect(courses).toContainText('Open the course')
    await page.screenshot({ path: `${SHOTS}/library-1280.png` })

    await fetch(`${E2E.appUrl}/api/courses/${SLUG}/start`, { method: 'POST', headers: { Authorization: `Bearer ${customer.token}` } })
    await page.goto('/dashboard')
    await expect(page.getByTestId('dashboard-course')).toContainText('Your baseline week. 0 of 5 sessions done. Next: A week of your diary and your first rating.')
    await page.getByTestId('dashboard-course').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true })
    await page.getByRole('link', { name: /^Continue the course/ }).click()
    await expect(page.getByTestId('course-progress')).toContainText('This is your baseline week.')
    await page.screenshot({ path: `${SHOTS}/course-1280.png`, fullPage: true })
  })
})
