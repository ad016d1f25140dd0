import { E2E } from './servers'
import { expect, test, type Customer } from './fixtures'

async function history(customer: Customer) {
  const response = await fetch(`${E2E.appUrl}/api/checkin/history?limit=100`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return (await response.json()) as { date: string; mood: number; energy_level: number; journal_entry: string | null }[]
}

/** The browser's own calendar day, as the page computes it. */
function browserToday(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const d = new Date()
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  })
}

test.describe('Daily check-in', () => {
  test('submit a check-in, see it completed and on the dashboard with streak 1, then update it', async ({ page, customer }) => {
    await page.goto('/checkin')
    await expect(page.getByRole('heading', { name: 'Daily Check-in' })).toBeVisible()
    const today = await browserToday(page)
    await expect(page.getByLabel('Date')).toHaveValue(today)
    await expect(page.getByTestId('completed-badge')).toHaveCount(0)

    await page.getByLabel('Energy').fill('8')
    await expect(page.getByTestId('energy_level-value')).toHaveText('8/10 · Energised')
    await expect(page.getByTestId('energy_level-value')).toHaveAttribute('data-colour', 'green')
    // Red means "needs attention": a calm stress rating is green (decision 0020).
    await page.getByLabel('Stress').fill('2')
    await expect(page.getByTestId('stress_level-value')).toHaveText('2/10 · Very calm')
    await expect(page.getByTestId('stress_level-value')).toHaveAttribute('data-colour', 'green')
    await page.getByLabel('Mood').fill('5')
    await expect(page.getByTestId('mood-value')).toHaveText('5/10 · Neutral')
    await expect(page.getByTestId('mood-value')).toHaveAttribute('data-colour', 'yellow')
    await page.getByLabel(/Journal/).fill('Slept with the window open; fewer night sweats.')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()

    await expect(page.getByTestId('toast')).toHaveText('Check-in submitted successfully!')
    await expect(page.getByTestId('completed-badge')).toHaveText('Completed')
    await expect(page.getByRole('button', { name: "Update Today's Check-in" })).toBeVisible()
    await expect(page.getByTestId('recent-checkins')).toContainText('Energy: 8/10')
    await expect(page.getByTestId('recent-checkins')).toContainText('Low Stress')

    await page.getByRole('link', { name: 'Dashboard' }).first().click()
    await expect(page.getByTestId('streak')).toHaveText('1 day')
    await expect(page.getByTestId('total-checkins')).toHaveText('1')
    const recent = page.getByTestId('recent-checkins')
    await expect(recent).toContainText('Energy: 8/10')
    await expect(recent).toContainText('Mood: 5/10')
    await expect(recent).toContainText('Low Stress')
    // She has checked in today: welcomed back, and the button updates today's check-in (issue 47).
    await expect(page.getByTestId('welcome-tile')).toHaveText('Welcome back')
    await expect(page.getByRole('link', { name: "Update today's check-in", exact: true })).toHaveAttribute('href', '/checkin')
    await expect(page.getByRole('link', { name: "Update Today's Check-in", exact: true })).toHaveAttribute('href', '/checkin')

    await page.goto('/checkin')
    await expect(page.getByLabel('Energy')).toHaveValue('8')
    await expect(page.getByLabel(/Journal/)).toHaveValue('Slept with the window open; fewer night sweats.')
    await page.getByLabel('Mood').fill('9')
    await page.getByRole('button', { name: "Update Today's Check-in" }).click()
    await expect(page.getByTestId('toast')).toHaveText('Check-in submitted successfully!')
    await expect(page.getByLabel('Mood')).toHaveValue('9')

    const saved = await history(customer)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ date: today, mood: 9, energy_level: 8 })
  })

  test('shows the failure message when the server refuses the check-in', async ({ page, customer }) => {
    await page.goto('/checkin')
    // The form cannot send an impossible date, so alter the request on its way: the real server refuses it.
    await page.route(
      (url) => url.pathname === '/checkin' && url.searchParams.has('_data'),
      (route) => {
        const request = route.request()
        if (request.method() !== 'POST') return route.continue()
        const form = new URLSearchParams(request.postData() ?? '')
        form.set('date', '2026-02-30')
        return route.continue({ postData: form.toString() })
      },
    )
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Failed to submit check-in. Please try again.')
    await expect(page.getByTestId('completed-badge')).toHaveCount(0)
    expect(await history(customer)).toEqual([])
  })

  test('loads the check-in of a past day picked in the date picker', async ({ page, customer }) => {
    const today = await (async () => {
      await page.goto('/checkin')
      return browserToday(page)
    })()
    const [y, m, d] = today.split('-').map(Number)
    const earlier = new Date(Date.UTC(y, m - 1, d - 3)).toISOString().slice(0, 10)
    await fetch(`${E2E.appUrl}/api/checkin/submit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: earlier, energy_level: 3, sleep_quality: 4, stress_level: 9, mood: 2 }),
    })
    await page.getByLabel('Date').fill(earlier)
    await expect(page).toHaveURL(new RegExp(`date=${earlier}`))
    await expect(page.getByTestId('completed-badge')).toBeVisible()
    await expect(page.getByLabel('Stress')).toHaveValue('9')
    await expect(page.getByRole('button', { name: 'Update Check-in' })).toBeVisible()
  })
})

test.describe('Daily check-in far east of UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' })

  test('uses the browser’s own calendar day, which the server accepts', async ({ page, customer }) => {
    await page.goto('/checkin')
    const today = await browserToday(page)
    await expect(page.getByLabel('Date')).toHaveValue(today)
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByTestId('toast')).toHaveText('Check-in submitted successfully!')
    expect((await history(customer))[0].date).toBe(today)
    await page.goto('/dashboard')
    await expect(page.getByTestId('streak')).toHaveText('1 day')
  })
})

test.describe('Her zone, learnt on her first page', () => {
  // A zone whose calendar day differs from London's right now: far east of UTC in the evening, far west in the morning.
  const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
  const farEast = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date())
  const zone = farEast !== londonDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
  test.use({ timezoneId: zone })

  test('the server starts on London’s day, the page moves to hers, and the next document is rendered on her day', async ({ page, customer: _customer }) => {
    await page.context().clearCookies({ name: 'tz' })
    const first = await (await page.request.get('/checkin')).text()
    expect(first).toMatch(new RegExp(`name="date"[^>]*value="${londonDay}"`))

    await page.goto('/checkin')
    const today = await browserToday(page)
    expect(today).not.toBe(londonDay)
    await expect(page.getByLabel('Date')).toHaveValue(today)
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'tz')?.value).toBe(encodeURIComponent(zone))

    const next = await (await page.request.get('/checkin')).text()
    expect(next).toMatch(new RegExp(`name="date"[^>]*value="${today}"`))
  })
})
