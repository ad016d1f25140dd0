import type { Locator, Page } from '@playwright/test'

import { createCustomer, expect, signIn, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * Support when her mood stays very low: the calm card at the top of the
 * dashboard and under the check-in confirmation, and the public /support page,
 * on a phone (390 wide) and a laptop (1280), by keyboard alone, with links
 * that dial.
 */

const DAY_MS = 24 * 60 * 60 * 1000

// Walking a page by keyboard is many small steps: room for a busy machine.
test.describe.configure({ timeout: 180_000 })

/** Her calendar day in `timeZone`, `offset` days from now. */
function dayIn(timeZone: string, offset = 0): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + offset * DAY_MS))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

async function checkIn(customer: Customer, date: string, mood: number, journal: string | null = null) {
  const good = mood >= 6
  const response = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      date,
      energy_level: good ? 7 : 3,
      sleep_quality: good ? 7 : 3,
      stress_level: good ? 3 : 9,
      mood,
      journal_entry: journal,
    }),
  })
  if (!response.ok) throw new Error(`check-in failed: ${response.status}`)
}

/** A customer whose last 7 days (London) all had mood 2. */
async function lowMoodCustomer(): Promise<Customer> {
  const customer = await createCustomer('Rose Low')
  for (let i = 0; i < 7; i++) await checkIn(customer, dayIn('Europe/London', -i), 2)
  return customer
}

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Could not reach ${target} by keyboard in ${max} presses`)
}

/** A `tel:` or `sms:` link a phone can follow: the scheme, the digits, and nothing that would stop it. */
async function expectDialLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  const parsed = await link.evaluate((a: HTMLAnchorElement) => ({ protocol: a.protocol, target: a.target, download: a.hasAttribute('download') }))
  expect(parsed.protocol).toBe(href.slice(0, href.indexOf(':') + 1))
  expect(parsed.target).toBe('')
  expect(parsed.download).toBe(false)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} wide`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 }, timezoneId: 'Europe/London' })

    test('the dashboard card: calm, reached by keyboard, links that dial, hidden until tomorrow', async ({ page }, testInfo) => {
      const customer = await lowMoodCustomer()
      await signIn(page, customer)
      await page.goto('/dashboard')

      const card = page.getByTestId('support-card')
      await expect(card).toBeVisible()
      await expect(card.getByRole('heading', { level: 2 })).toHaveText("You've told us your mood has been very low. You don't have to manage this on your own.")
      // At the top: before the hub banner.
      const cardTop = (await card.boundingBox())!.y
      const bannerTop = (await page.getByRole('heading', { name: 'Your Liberation Hub' }).boundingBox())!.y
      expect(cardTop).toBeLessThan(bannerTop)
      // Calm: no alarm red behind it.
      const background = await card.evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(background).not.toMatch(/rgb\((2[0-9]{2}), ([0-9]{1,2}), ([0-9]{1,2})\)/)
      await page.screenshot({ path: testInfo.outputPath(`dashboard-card-${width}.png`), fullPage: false })

      const samaritans = card.getByRole('link', { name: 'Call Samaritans on 116 123' })
      await tabTo(page, samaritans)
      await expect(samaritans).toBeFocused()
      await expectDialLink(samaritans, 'tel:116123')
      await expectDialLink(card.getByRole('link', { name: 'Text SHOUT to 85258' }), 'sms:85258?&body=SHOUT')
      await expectDialLink(card.getByRole('link', { name: 'Call NHS 111' }), 'tel:111')
      await expectDialLink(card.getByRole('link', { name: 'Call 999' }), 'tel:999')
      await expect(card.getByRole('link', { name: 'More ways to get support' })).toHaveAttribute('href', '/support')

      // Hidden until tomorrow, by keyboard; the focus lands on the note that says so.
      const hide = card.getByRole('button', { name: 'Hide until tomorrow' })
      await tabTo(page, hide)
      await page.keyboard.press('Enter')
      await expect(card).toHaveCount(0)
      await expect(page.getByTestId('support-card-hidden')).toBeFocused()
      await page.reload()
      // The reloaded dashboard, once: its one streak figure.
      await expect(page.getByTestId('streak')).toHaveCount(1)
      await expect(page.getByTestId('streak')).toBeVisible()
      await expect(page.getByTestId('support-card')).toHaveCount(0)
      // Tomorrow it is back: the day she hid it is no longer today.
      await page.evaluate((id) => {
        const key = `support-card-hidden:${id}`
        const stored = JSON.parse(localStorage.getItem(key)!)
        localStorage.setItem(key, JSON.stringify({ ...stored, day: '2000-01-01' }))
      }, customer.id)
      await page.reload()
      await expect(page.getByTestId('support-card')).toBeVisible()
    })

    test('/support by keyboard from every page’s footer and from the menu, with links that dial', async ({ page }, testInfo) => {
      const customer = await createCustomer('Sam Steady')
      await signIn(page, customer)
      await page.goto('/dashboard')
      // No card for a customer who has not told us her mood has been low.
      await expect(page.getByTestId('streak')).toBeVisible()
      await expect(page.getByTestId('support-card')).toHaveCount(0)

      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Need support now?' })
      await tabTo(page, footerLink, 80)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/support$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`support-${width}.png`), fullPage: true })

      const main = page.getByRole('main')
      for (const heading of ['Talk to your GP or practice nurse', 'If you need to talk to someone now', 'For urgent help', 'In an emergency']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      await expect(main).toContainText('option 2 for mental health')
      await expect(main).toContainText('if you might act on thoughts of ending your life, call 999 or go to A&E')
      await expect(main).toContainText(/last checked on/i)
      const samaritans = main.getByRole('link', { name: 'Call Samaritans on 116 123' })
      await tabTo(page, samaritans)
      await expectDialLink(samaritans, 'tel:116123')
      await expectDialLink(main.getByRole('link', { name: 'Text SHOUT to 85258' }), 'sms:85258?&body=SHOUT')
      await expectDialLink(main.getByRole('link', { name: 'Call NHS 111' }), 'tel:111')
      await expectDialLink(main.getByRole('link', { name: 'Call 999' }), 'tel:999')

      // From the menu: the side panel on a phone, the account menu on a laptop.
      await page.goto('/checkin')
      if (width < 1280) {
        const open = page.getByRole('button', { name: 'Open menu' })
        await tabTo(page, open)
        await page.keyboard.press('Enter')
        const panel = page.getByTestId('nav-panel')
        await expect(panel).toBeVisible()
        await tabTo(page, panel.getByRole('link', { name: 'Need support now?' }))
      } else {
        const menu = page.getByRole('button', { name: 'Account menu' })
        await tabTo(page, menu)
        await page.keyboard.press('Enter')
        // A menu moves with the arrow keys (Tab leaves it).
        const item = page.getByRole('menuitem', { name: 'Need support now?' })
        for (let i = 0; i < 4 && !(await item.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown')
        await expect(item).toBeFocused()
      }
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/support$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible()

      // The check-in page links to it too.
      await page.goto('/checkin')
      await expect(page.getByRole('link', { name: 'See who can help' })).toHaveAttribute('href', '/support')
    })
  })
}

test.describe('support under the check-in confirmation and for anyone signed out', () => {
  test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' })

  test('her words in today’s journal bring the card under the confirmation, good ratings or not', async ({ page }, testInfo) => {
    const customer = await createCustomer('Una Upset')
    await signIn(page, customer)
    await page.goto('/checkin')
    await expect(page.getByLabel('Date')).toHaveValue(dayIn('Europe/London'))
    // A card she hid earlier today does not hide what she tells us now.
    await page.evaluate(
      ({ id, day }) => localStorage.setItem(`support-card-hidden:${id}`, JSON.stringify({ day, reason: 'journal' })),
      { id: customer.id, day: dayIn('Europe/London') },
    )
    await page.getByLabel('Mood').fill('7')
    await page.getByLabel(/Journal/).fill("Honestly I don't want to be here anymore.")
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    // The card takes the toast's place: the confirmation is said above it.
    await expect(page.getByTestId('checkin-saved')).toHaveText('Check-in submitted successfully!')
    const card = page.getByTestId('support-card')
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { level: 2 })).toHaveText("If things feel very hard right now, you don't have to manage this on your own.")
    await expectDialLink(card.getByRole('link', { name: 'Call Samaritans on 116 123' }), 'tel:116123')
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('checkin-card-1280.png'), fullPage: true })

    // An ordinary day's note after it: no card.
    await page.getByLabel(/Journal/).fill('I could kill for a coffee')
    await page.getByRole('button', { name: "Update Today's Check-in" }).click()
    await expect(page.getByTestId('toast').last()).toHaveText('Check-in submitted successfully!')
    await expect(page.getByTestId('support-card')).toHaveCount(0)
  })

  test('/support needs no sign-in', async ({ page }) => {
    await page.goto('/support')
    await expect(page.getByRole('heading', { level: 1, name: 'Need support now?' })).toBeVisible()
    await expectDialLink(page.getByRole('link', { name: 'Call Samaritans on 116 123' }), 'tel:116123')
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Need support now?' })).toHaveAttribute('href', '/support')
  })

  test('the card follows her own calendar day when she is far from London', async ({ browser }) => {
    // A zone whose day differs from London's right now: at any hour one of UTC−11 and UTC+14 is on another day.
    const london = dayIn('Europe/London')
    const zone = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'].find((candidate) => dayIn(candidate) !== london)
    expect(zone, 'one of the two zones is always on another day than London').toBeDefined()
    const timezoneId = zone as string
    const hers = dayIn(timezoneId)
    const behind = hers < london
    const customer = await createCustomer('Tia Travel')
    // Her words, two days before her own today: within her last 3 days, but not within London's when she is behind…
    // …and, when she is ahead, within London's last 3 days but not hers.
    const written = behind ? dayIn(timezoneId, -2) : dayIn('Europe/London', -2)
    await checkIn(customer, written, 8, 'I want to end it all')
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId })
    const page = await context.newPage()
    await signIn(page, customer)
    const asked = page.waitForRequest((request) => request.url().includes(`/api/user/wellbeing-support?today=${hers}`))
    await page.goto('/dashboard')
    await asked
    if (behind) await expect(page.getByTestId('support-card')).toBeVisible()
    else {
      await page.waitForLoadState('networkidle')
      await expect(page.getByTestId('support-card')).toHaveCount(0)
    }
    await context.close()
  })
})

for (const width of [390, 1280]) {
  test.describe(`the urgent card at ${width} wide`, () => {
    test.use({ viewport: { width, height: 900 }, timezoneId: 'Europe/London' })

    test('words of an act taken bring the urgent card above everything, 999 first, and it cannot be hidden for the day', async ({ page }, testInfo) => {
      const customer = await createCustomer('Ivy Urgent')
      await checkIn(customer, dayIn('Europe/London'), 7, "I've been stockpiling my pills")
      await signIn(page, customer)
      await page.goto('/dashboard')
      const card = page.getByTestId('support-card')
      await expect(card).toHaveAttribute('data-level', 'urgent')
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(
        'If you might act on these thoughts, or have already, call 999 or go to A&E now.',
      )
      // 999 is the first number she can tap, and the card stands above the page's own heading.
      await expect(card.getByRole('link').first()).toHaveAttribute('href', 'tel:999')
      const cardTop = (await card.boundingBox())!.y
      const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y
      expect(cardTop).toBeLessThan(headingTop)
      expect(cardTop).toBeLessThan(900)
      await expect(card.getByRole('button', { name: 'Hide until tomorrow' })).toHaveCount(0)
      await page.screenshot({ path: testInfo.outputPath(`urgent-${width}.png`), fullPage: false })

      // She may make it smaller; 999 stays, and the whole card is back on the next page.
      await card.getByRole('button', { name: 'Show less' }).click()
      await expect(card.getByRole('link', { name: 'Call Samaritans on 116 123' })).toBeHidden()
      await expect(card.getByRole('link').first()).toHaveAttribute('href', 'tel:999')
      await page.goto('/dashboard')
      await expect(page.getByTestId('support-card').getByRole('link', { name: 'Call Samaritans on 116 123' })).toBeVisible()
    })
  })
}

test('/support shows her region first, and every region on the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/support')
  await page.getByLabel('Where are you?').selectOption('northern_ireland')
  await page.getByRole('button', { name: 'Show my numbers' }).click()
  await expect(page.getByTestId('support-region')).toHaveText('Support in Northern Ireland')
  await expect(page.getByRole('link', { name: 'Call Lifeline on 0808 808 8000' }).first()).toHaveAttribute('href', 'tel:08088088000')
  await expect(page.getByTestId('support-region-scotland')).toBeVisible()
  await expect(page.getByTestId('support-region-elsewhere')).toBeVisible()
})
