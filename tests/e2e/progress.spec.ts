import { E2E } from './servers'
import { expect, hydrated, test, type Customer } from './fixtures'

const DAY = 24 * 60 * 60 * 1000

async function checkIn(customer: Customer, daysAgo: number, ratings: { energy: number; sleep: number; stress: number; mood: number }, journal?: string) {
  const response = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      date: new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10),
      energy_level: ratings.energy,
      sleep_quality: ratings.sleep,
      stress_level: ratings.stress,
      mood: ratings.mood,
      journal_entry: journal ?? null,
    }),
  })
  if (!response.ok) throw new Error(`check-in failed: ${response.status}`)
}

test.describe('Progress', () => {
  test.use({ timezoneId: 'UTC' })

  test('tabs, chart and insights; the summary button is disabled until the 7th check-in, then generates', async ({ page, customer }) => {
    for (let i = 1; i <= 6; i++) {
      await checkIn(customer, i, { energy: 8, sleep: 8, stress: 3, mood: 4 + (i % 2) * 4 }, i === 1 ? 'x'.repeat(140) : undefined)
    }
    await page.goto('/progress')
    const progress = page.getByTestId('progress')
    await expect(progress).toBeVisible()
    await expect(page.getByTestId('stat-streak')).toHaveText('6')
    await expect(page.getByTestId('stat-total')).toHaveText('6')
    await expect(page.getByTestId('stat-assessments')).toHaveText('0')
    await expect(page.getByTestId('stat-daily')).toHaveText('6')

    const generate = page.getByRole('button', { name: /Generate/ })
    await expect(generate).toBeDisabled()
    await expect(page.getByText('Complete at least 7 check-ins to generate your progress summary.')).toBeVisible()
    await expect(page.getByText(/not medical advice/)).toBeVisible()

    // Wellness Trends
    await expect(page.getByRole('tab', { name: 'Wellness Trends' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('average-energy_level')).toHaveText('8/10')
    await expect(page.getByTestId('average-mood')).toHaveText('6/10')
    const chart = page.getByRole('img', { name: /Your ratings over the last 30 days/ })
    await expect(chart).toBeVisible()
    await expect(page.getByTestId('wellness-chart').locator('polyline')).toHaveCount(4)
    // The wellness chart's own table (the symptoms-over-time chart below has one too).
    const wellness = page.getByRole('region', { name: 'Chart' })
    await wellness.getByText('Show the chart’s numbers as a table').click()
    await expect(wellness.locator('table tbody tr')).toHaveCount(6)
    await expect(page.getByText(`${'x'.repeat(100)}…`)).toBeVisible()

    // Assessment History, by keyboard
    await page.getByRole('tab', { name: 'Wellness Trends' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Assessment History' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('No Assessments Yet')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Take Your First Assessment' })).toHaveAttribute('href', '/questionnaire')

    // Key Insights
    await page.getByRole('tab', { name: 'Key Insights' }).click()
    await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible()
    await expect(page.getByText('Strong energy levels (averaging 8/10)')).toBeVisible()
    await expect(page.getByText('Well-managed stress (averaging 3/10)')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Areas for Focus' })).toBeVisible()

    // The seventh check-in unlocks the summary.
    await checkIn(customer, 0, { energy: 9, sleep: 9, stress: 2, mood: 9 }, 'Morning swim with friends')
    await page.reload()
    await expect(page.getByTestId('stat-streak')).toHaveText('7')
    await expect(generate).toBeEnabled()
    await generate.click()
    await expect(page.getByTestId('toast')).toHaveText('Progress summary generated!')
    const summary = page.getByTestId('progress-summary')
    await expect(summary).toContainText('Hi Maya, over the last 30 days you checked in on 7 days')
    await expect(summary).toContainText('Morning swim with friends')

    await page.reload()
    await expect(page.getByTestId('progress-summary')).toContainText('Hi Maya')
  })

  test('a new customer sees empty states', async ({ page, customer: _customer }) => {
    await page.goto('/progress')
    await expect(page.getByTestId('stat-total')).toHaveText('0')
    await expect(page.getByText('Complete your first check-in to see your trends.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Generate/ })).toBeDisabled()
  })

  test('a chart’s table opened before the page’s script has run is drawn once it runs', async ({ page, customer }) => {
    for (let i = 0; i < 3; i++) await checkIn(customer, i, { energy: 5 + i, sleep: 6, stress: 4, mood: 7 })
    // A slow phone: the page is on screen and she opens the table while its script is still on its way.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/**/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/progress', { waitUntil: 'domcontentloaded' })
    const wellness = page.getByRole('region', { name: 'Chart' })
    await wellness.getByText('Show the chart’s numbers as a table').click()
    await expect(wellness.locator('table')).toHaveCount(0)
    release()
    await hydrated(page)
    await expect(wellness.locator('table tbody tr')).toHaveCount(3)
    // Her energy 7 two days ago and her mood 7 on each of the three days.
    await expect(wellness.getByRole('cell', { name: '7', exact: true })).toHaveCount(4)
  })
})
