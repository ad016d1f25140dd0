import { E2E } from './servers'
import { expect, hydrated, test, type Customer } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/London' })

const SHOTS = '.cache/flush-shots'

/** Her diary as the API answers it. */
async function diary(customer: Customer) {
  const response = await fetch(`${E2E.appUrl}/api/flushes?days=2`, { headers: { Authorization: `Bearer ${customer.token}` } })
  return (await response.json()) as { id: string; severity: string; kind: string; triggers: string[] }[]
}

test.describe('the hot-flush diary on her phone', () => {
  test('from the dashboard, three taps log three flushes; a trigger goes with one; Undo takes the last back', async ({
    page,
    customer,
  }) => {
    await page.goto('/dashboard')
    await page.getByTestId('log-flush-action').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log a hot flush' })).toBeVisible()
    await hydrated(page)
    await expect(page.getByTestId('log-mild')).toContainText('Warmth without sweating')
    await expect(page.getByTestId('log-severe')).toContainText('Intense heat with sweating that made you stop what you were doing')

    await page.getByTestId('log-mild').click()
    await expect(page.getByTestId('flush-status')).toContainText('Mild hot flush logged.')
    await page.getByTestId('log-moderate').click()
    await expect(page.getByTestId('flush-status')).toContainText('Moderate hot flush logged.')
    await page.getByText('Not now, a night sweat, or what set it off?').click()
    await page.getByLabel('Caffeine').check()
    await page.getByTestId('log-severe').click()
    await expect(page.getByTestId('flush-status')).toContainText('Severe hot flush logged.')
    await expect.poll(async () => (await diary(customer)).map((f) => f.severity).sort()).toEqual(['mild', 'moderate', 'severe'])
    expect((await diary(customer)).find((f) => f.severity === 'severe')?.triggers).toEqual(['caffeine'])
    await expect(page.getByTestId('recent-flushes').getByRole('listitem')).toHaveCount(3)
    // Her diary started today: 2 moderate-to-severe in its one day.
    await expect(page.getByTestId('flush-last-7')).toHaveText('2')
    await page.screenshot({ path: `${SHOTS}/flushes-390.png`, fullPage: true })

    await page.getByTestId('flush-undo').click()
    await expect(page.getByTestId('flush-status')).toContainText('Undone')
    await expect.poll(async () => (await diary(customer)).length).toBe(2)

    // The morning question: how many night sweats woke her, counted apart.
    await page.getByLabel('How many night sweats woke you?').fill('2')
    await page.getByLabel('How bad, mostly?').selectOption('moderate')
    await page.getByRole('button', { name: 'Log night sweats' }).click()
    await expect(page.getByTestId('flush-status')).toContainText('Moderate 2 night sweats logged.')
    await expect.poll(async () => (await diary(customer)).filter((f) => f.kind === 'night_sweat').length).toBe(2)
  })

  test('one logged with no signal is kept on the phone and reaches the server once when the signal returns', async ({
    page,
    context,
    customer,
  }) => {
    await page.goto('/flushes')
    await hydrated(page)
    const posts: number[] = []
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/flushes') posts.push(r.status())
    })

    await context.setOffline(true)
    await page.getByTestId('log-severe').click()
    await expect(page.getByTestId('flush-status')).toContainText(
      'Severe hot flush logged on this phone: it will be sent when the signal is back.',
    )
    await expect(page.getByTestId('flush-status')).toContainText('One entry is waiting on this phone for a signal.')
    await page.screenshot({ path: `${SHOTS}/flushes-offline-390.png`, fullPage: false })
    expect(await diary(customer)).toEqual([])

    await context.setOffline(false)
    await expect(page.getByTestId('flush-status')).toContainText('One entry kept on this phone has been saved.')
    await expect.poll(async () => (await diary(customer)).length).toBe(1)

    // Opening the page again sends nothing more: it went once.
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('recent-flushes').getByRole('listitem')).toHaveCount(1)
    expect(await diary(customer)).toHaveLength(1)
    expect(posts.filter((s) => s === 201)).toHaveLength(1)
  })
})
