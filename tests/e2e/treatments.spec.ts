import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { pdfPageTexts } from '../support/pdf-text'
import { expect, hydrated, test } from './fixtures'

const DAY = 86_400_000
/** The day `days` ago in Europe/London, as a date input takes it. */
const ago = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() - days * DAY))

async function expectToast(page: Page, message: string) {
  await expect(page.getByTestId('toast')).toHaveText(message)
}

test.describe('My treatments', () => {
  test.use({ timezoneId: 'Europe/London', acceptDownloads: true })

  test('she adds her HRT, changes the dose, logs a bleed, is asked to tell her GP, and downloads the report for her GP', async ({ page, customer }) => {
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'My treatments' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'My treatments' })).toBeVisible()
    await expect(page.getByText('Nothing here yet')).toBeVisible()
    await hydrated(page)

    // Add: the suggestion fills in the kind and the route.
    await page.getByRole('button', { name: 'Add a treatment' }).first().click()
    const form = page.getByTestId('treatment-form')
    await expect(page.getByRole('dialog')).toBeVisible()
    await form.getByLabel('Name').fill('Oestrogel (estradiol gel)')
    await expect(form.getByLabel('HRT')).toBeChecked()
    await expect(form.getByLabel('How you take it')).toHaveValue('gel')
    await form.getByLabel('Dose').fill('2 pumps daily')
    await form.getByLabel('Started on').fill(ago(120))
    await form.getByRole('button', { name: 'Add treatment' }).click()
    await expectToast(page, 'Treatment added.')
    await expect(page.getByRole('dialog')).toBeHidden()
    const card = page.getByTestId('treatment').filter({ hasText: 'Oestrogel (estradiol gel)' })
    await expect(card.getByTestId('dose-now')).toHaveText('2 pumps daily')

    // A start in the future is refused in her words.
    await page.getByRole('button', { name: 'Add a treatment' }).first().click()
    await form.getByLabel('Name').fill('Vitamin D')
    await form.getByLabel('Dose').fill('10 micrograms daily')
    await form.getByLabel('Started on').evaluate((input: HTMLInputElement, day) => {
      input.removeAttribute('max')
      input.value = day
    }, new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 3 * DAY)))
    await form.getByRole('button', { name: 'Add treatment' }).click()
    await expectToast(page, 'Start date: cannot be in the future')
    await form.getByLabel('Started on').fill(ago(400))
    await form.getByRole('button', { name: 'Add treatment' }).click()
    await expectToast(page, 'Treatment added.')
    await expect(page.getByTestId('treatment')).toHaveCount(2)

    // Change the dose: the earlier dose stays on the timeline.
    await card.getByRole('button', { name: 'Change the dose of Oestrogel (estradiol gel)' }).click()
    await page.getByTestId('dose-form').getByLabel('New dose').fill('3 pumps daily')
    await page.getByTestId('dose-form').getByRole('button', { name: 'Save new dose' }).click()
    await expectToast(page, 'Dose change saved. The earlier dose stays on the timeline.')
    await expect(card.getByTestId('dose-now')).toContainText('3 pumps daily')
    await expect(card.getByTestId('dose-history')).toContainText('2 pumps daily')

    // Log a heavy bleed, four months into HRT: heavy bleeding on HRT is checked soon whatever the months
    // (BMS 2024), so the calm prompt to tell her GP, with why. A logged bleed is not her last period.
    const bleeding = page.getByTestId('bleeding-form')
    await bleeding.getByLabel('Heavy').check()
    await bleeding.getByRole('button', { name: 'Log bleeding' }).click()
    await expectToast(page, 'Bleeding logged.')
    const prompt = page.getByTestId('bleeding-prompt')
    await expect(prompt).toContainText('Please tell your GP about this bleeding soon')
    await expect(prompt).toContainText('Heavy bleeding on HRT should be checked by your GP soon')
    await expect(page.getByTestId('months-since-period')).not.toContainText('0 months')
    await expect(page.getByTestId('bleeding-days')).toContainText('Heavy')

    // The report for her GP, drawn on this device with her question.
    await page.getByLabel('Question 1').fill('Could my dose go up, as the night sweats are back?')
    const downloading = page.waitForEvent('download')
    await page.getByTestId('gp-report-button').click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('Maya_Test_GP_Report.pdf')
    await expectToast(page, 'Your report for your GP is ready.')
    const pages = pdfPageTexts(readFileSync((await download.path())!)).map((p) => p.replace(/\s+/g, ' '))
    expect(pages).toHaveLength(2)
    for (const text of ['Report for my GP: Maya Test', 'Oestrogel (estradiol gel)', '3 pumps daily', 'Vitamin D', 'Please tell your GP about this bleeding soon', 'Could my dose go up', 'Page 1 of 2']) {
      expect(pages[0], text).toContain(text)
    }
    expect(pages[1]).toContain('2 pumps daily (starting dose)')

    // The check-in's bleeding line logs into the same log.
    await page.goto(`/checkin?date=${ago(1)}`)
    await page.getByTestId('checkin-bleeding').getByLabel('Spotting').check()
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expectToast(page, 'Check-in submitted successfully!')
    await page.goto('/treatments')
    await expect(page.getByTestId('bleeding-days').locator('li')).toHaveCount(2)
    await expect(page.getByTestId('bleeding-days')).toContainText('Spotting')

    // Her current HRT starts the assessment's HRT question at "Currently using it".
    await page.goto('/questionnaire')
    await page.getByLabel('First name').fill('Maya')
    await page.getByLabel('Last name').fill('Test')
    await page.getByLabel('Email address').fill(customer.email)
    await page.getByLabel('Phone number').fill('+447700900123')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Metric (kg, cm)').check()
    await page.getByLabel('Weight').selectOption('70')
    await page.getByLabel('Height', { exact: true }).selectOption('165')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 3 of 17')
    await expect(page.getByLabel('Currently using it')).toBeChecked()

    // Progress shows her symptoms over time with the treatment dates marked, and offers the report.
    await page.goto('/progress')
    await expect(page.getByTestId('symptoms-over-time')).toContainText('not a validated clinical score')
    await expect(page.getByTestId('treatment-markers')).toContainText('Oestrogel (estradiol gel): dose changed to 3 pumps daily')
    await expect(page.getByTestId('gp-report-button')).toBeVisible()

    // Stop, then delete.
    await page.goto('/treatments')
    await card.getByRole('button', { name: 'Stop Oestrogel (estradiol gel)' }).click()
    await page.getByTestId('stop-form').getByRole('button', { name: 'Mark as stopped' }).click()
    await expectToast(page, 'Marked as stopped.')
    await expect(page.getByTestId('stopped-treatments')).toContainText('Oestrogel (estradiol gel)')
    await page.getByTestId('stopped-treatments').getByRole('button', { name: 'Delete Oestrogel (estradiol gel)' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await expectToast(page, 'Treatment deleted.')
    await expect(page.getByTestId('treatment')).toHaveCount(1)
  })

  test('a keyboard alone opens, fills and closes the add dialog, and focus returns to the button', async ({ page, customer: _customer }) => {
    await page.goto('/treatments')
    const open = page.getByRole('button', { name: 'Add a treatment' }).first()
    await open.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(open).toBeFocused()
  })
})
