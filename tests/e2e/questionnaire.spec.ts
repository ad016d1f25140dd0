import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { pdfText } from '../support/pdf-text'
import { validAnswers } from '../support/comprehensive-answers'
import { expect, test } from './fixtures'

async function next(page: Page, expectedPage: number) {
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('progress-page')).toHaveText(`Page ${expectedPage} of 17`)
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByTestId('toast')).toHaveText(message)
}

/** Answers every symptom on the page 'No', except those given with a severity. */
async function answerSymptoms(page: Page, experienced: Record<string, number> = {}) {
  const fieldsets = page.locator('[data-testid^="symptom-"]')
  const count = await fieldsets.count()
  for (let i = 0; i < count; i++) {
    const fieldset = fieldsets.nth(i)
    const id = (await fieldset.getAttribute('data-testid'))!.replace('symptom-', '')
    if (id in experienced) {
      await fieldset.getByLabel('Yes').check()
      await fieldset.getByLabel('How much does it bother you?').fill(String(experienced[id]))
    } else {
      await fieldset.getByLabel('No').check()
    }
  }
}

test.describe('Comprehensive assessment', () => {
  test.use({ timezoneId: 'UTC', acceptDownloads: true })

  test('a new customer completes all 17 pages, sees results and history, and downloads the PDF report', async ({ page, customer }) => {
    // Seventeen pages and a PDF: a long journey, given three times the usual minute.
    test.slow()
    await page.goto('/dashboard')
    await expect(page.getByText('Complete Health Assessment')).toBeVisible()

    await page.goto('/questionnaire')
    await expect(page.getByTestId('progress-page')).toHaveText('Page 1 of 17')
    await expect(page.getByTestId('progress-percent')).toHaveText('6% Complete')
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'History (0)' })).toBeVisible()

    // Page 1: contact details, her name and e-mail from her account
    await expect(page.getByLabel('First name')).toHaveValue('Maya')
    await expect(page.getByLabel('Last name')).toHaveValue('Test')
    await expect(page.getByLabel('Email address')).toHaveValue(customer.email)
    await page.getByLabel('First name').fill('')
    await page.getByRole('button', { name: 'Next' }).click()
    await expectToast(page, 'Please answer: First name')
    await page.getByLabel('First name').fill('Maya')
    await page.getByLabel('Phone number').fill('+447700900123')
    await next(page, 2)
    await expect(page.getByText('Section 1 of 4: About You')).toBeVisible()

    // Page 2: measurements; changing the system clears weight, height and waist
    await page.getByLabel('Imperial (lbs, ft/in)').check()
    await expect(page.getByLabel('Weight')).toBeVisible()
    await expect(page.getByLabel('Weight').locator('option')).toHaveCount(222)
    await page.getByLabel('Weight').selectOption('150')
    await page.getByLabel('Height (feet)').selectOption('5')
    await page.getByLabel('Metric (kg, cm)').check()
    await expect(page.getByLabel('Height (feet)')).toHaveCount(0)
    await page.getByLabel('Imperial (lbs, ft/in)').check()
    await expect(page.getByLabel('Weight')).toHaveValue('')
    await page.getByLabel('Metric (kg, cm)').check()
    await page.getByLabel('Weight').selectOption('70')
    await page.getByLabel('Height', { exact: true }).selectOption('165')
    await next(page, 3)

    // Page 3: health history; the period question only after No; Other ticks itself
    await page.getByRole('button', { name: 'Next' }).click()
    await expectToast(page, 'Please answer: Have you been diagnosed with any of these conditions?')
    await page.getByLabel('Migraine').check()
    await page.getByLabel('None of these').check()
    await expect(page.getByLabel('Migraine')).not.toBeChecked()
    await expect(page.getByLabel('How many years is it since your last period?')).toHaveCount(0)
    await page.getByLabel('No', { exact: true }).check()
    await page.getByLabel('How many years is it since your last period?').fill('2')
    await page.getByLabel('Considering starting').check()
    await page.getByLabel('Vitamin D').check()
    await page.getByLabel('Which supplements do you take?: other').fill('Ashwagandha')
    await expect(page.getByLabel('Other', { exact: true })).toBeChecked()
    await page.getByLabel('Other', { exact: true }).uncheck()
    await expect(page.getByLabel('Which supplements do you take?: other')).toHaveValue('')
    await next(page, 4)

    // Pages 4–9: symptoms; a symptom toggled off goes back to severity 0
    await expect(page.getByText('Section 2 of 4: Your Symptoms')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expectToast(page, 'Please indicate if you experience: Hot flushes')
    const flushes = page.getByTestId('symptom-hot_flushes')
    await flushes.getByLabel('Yes').check()
    await flushes.getByLabel('How much does it bother you?').fill('6')
    await flushes.getByLabel('No').check()
    await flushes.getByLabel('Yes').check()
    await expect(page.getByTestId('hot_flushes-severity')).toHaveText('0/10 · Mild')
    await answerSymptoms(page, { hot_flushes: 8, night_sweats: 7 })
    await expect(page.getByTestId('hot_flushes-severity')).toHaveAttribute('data-colour', 'red')

    // Back from the first page of a section goes to the last page of the previous one.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 3 of 17')
    await expect(page.getByLabel('None of these')).toBeChecked()
    await next(page, 4)
    await next(page, 5)
    await answerSymptoms(page)
    await next(page, 6)

    // A reload keeps the page and the answers.
    await answerSymptoms(page, { brain_fog: 5 })
    await page.reload()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 6 of 17')
    await expect(page.getByTestId('brain_fog-severity')).toHaveText('5/10 · Moderate')
    await next(page, 7)
    for (const n of [8, 9, 10]) {
      await answerSymptoms(page)
      await next(page, n)
    }

    // Pages 10–13: lifestyle
    await expect(page.getByText('Section 3 of 4: Lifestyle')).toBeVisible()
    await page.getByLabel('How stressed have you felt over the last month?').fill('4')
    await expect(page.getByTestId('stress_level-value')).toHaveText('4/6 · Quite a lot')
    await page.getByLabel('Vegetarian').check()
    await next(page, 11)
    await page.getByLabel('Walking').check()
    await next(page, 12)
    await page.getByLabel('How many hours do you usually sleep a night?').selectOption('6')
    await page.getByLabel('How often do you wake up several times in the night?').fill('5')
    await next(page, 13)
    await next(page, 14)

    // Pages 14–17: goals, priorities, consent
    await expect(page.getByText('Section 4 of 4: Goals & Priorities')).toBeVisible()
    await page.getByLabel('Perimenopause: my periods are changing and symptoms have started').check()
    await next(page, 15)
    await page.getByLabel('Hot flushes').check()
    await next(page, 16)
    await page.getByRole('button', { name: 'Next' }).click()
    await expectToast(page, 'Please select exactly 6 health priorities to continue.')
    for (const concern of ['Hot flushes', 'Night sweats', 'Brain fog', 'Difficulty sleeping', 'Weight gain', 'Lack of energy']) {
      await page.getByLabel(concern, { exact: true }).check()
    }
    await page.getByLabel('Poor memory', { exact: true }).click()
    await expectToast(page, 'You can only select up to 6 options')
    await expect(page.getByLabel('Poor memory', { exact: true })).not.toBeChecked()
    await expect(page.getByTestId('top_six_priorities-count')).toHaveText('6 of 6 selected')
    await next(page, 17)
    await expect(page.getByTestId('progress-percent')).toHaveText('100% Complete')
    await expect(page.getByText(/shared with your healthcare provider/).first()).toBeVisible()

    await page.getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Data consent is required to complete the assessment.')
    await page.getByLabel('Yes, I consent to data processing and sharing').check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Assessment completed successfully!')

    // Results
    const results = page.getByTestId('assessment-results')
    await expect(results).toBeVisible()
    await expect(page.getByTestId('summary-symptoms')).toHaveText('3')
    await expect(page.getByTestId('summary-high')).toHaveText('2')
    await expect(page.getByTestId('summary-high')).toHaveAttribute('data-colour', 'red')
    await expect(page.getByTestId('summary-stress')).toHaveText('4/6')
    await expect(results.getByText('Baseline', { exact: true })).toBeVisible()
    // Her symptoms over time (issue 30): the product's own groups, plainly labelled as such.
    await expect(page.getByTestId('symptoms-over-time')).toContainText('Your symptoms over time')
    await expect(page.getByTestId('groups-disclaimer')).toContainText('not a validated clinical score')
    await expect(page.getByTestId('group-hot_flushes')).toContainText('7.5')
    await expect(page.getByTestId('group-hot_flushes')).toContainText('This is your baseline')
    await expect(page.getByRole('img', { name: /weekly averages/ })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Symptoms' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('results-symptoms')).toContainText('Hot flushes')
    await page.getByRole('tab', { name: 'Health Profile' }).click()
    await expect(page.getByText('Vitamin D', { exact: true })).toBeVisible()
    await expect(page.getByText('70 kg')).toBeVisible()
    await page.getByRole('tab', { name: 'Lifestyle' }).click()
    await expect(page.getByText('5/6 (Most nights)')).toBeVisible()
    await page.getByRole('tab', { name: 'Goals & Priorities' }).click()
    await expect(page.getByText('Hot flushes, Night sweats, Difficulty sleeping, Lack of energy, Weight gain, Brain fog')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next Month' })).toBeDisabled()

    // History
    await page.getByRole('button', { name: 'Back to History' }).click()
    await expect(page.getByRole('button', { name: 'History (1)' })).toBeVisible()
    const card = page.getByTestId('history-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Assessment #1')
    await expect(card).toContainText('Baseline')
    await expect(card).toContainText('Comprehensive Assessment')
    await expect(card).toContainText('3 symptoms reported')
    await expect(page.getByRole('button', { name: 'Available Next Month' })).toBeDisabled()
    const nextDate = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await expect(page.getByTestId('next-available')).toContainText(nextDate)

    // The PDF report, generated on the device
    const downloading = page.waitForEvent('download')
    await card.getByTestId('pdf-report').click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('Maya_Test_Menopause_Assessment.pdf')
    await expectToast(page, 'PDF report generated successfully!')
    const pdf = readFileSync((await download.path())!)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF')
    const text = pdfText(pdf)
    expect(text).toContain('Maya Test')
    expect(text).toContain('Menopause Health Assessment')
    expect(text).toContain(customer.email)

    await card.getByRole('button', { name: 'View Results' }).click()
    await expect(page.getByTestId('assessment-results')).toBeVisible()

    // The assessment view itself says when the next one is possible.
    await page.getByRole('button', { name: 'Assessment', exact: true }).click()
    await expect(page.getByTestId('retake-too-early')).toContainText('You can retake the assessment once per month. Please check back later.')

    // Elsewhere: the dashboard's next step moves on; the progress page counts the assessment.
    await page.goto('/dashboard')
    await expect(page.getByText('Complete Health Assessment')).toHaveCount(0)
    await page.goto('/progress')
    await expect(page.getByTestId('stat-assessments')).toHaveText('1')
    await page.getByRole('tab', { name: 'Assessment History' }).click()
    await expect(page.getByText('Assessment #1')).toBeVisible()
    await page.getByRole('link', { name: 'View Results' }).click()
    await expect(page.getByTestId('assessment-results')).toBeVisible()
    await expect(page.getByTestId('summary-symptoms')).toHaveText('3')
  })

  test('results and history before any assessment', async ({ page, customer: _customer }) => {
    await page.goto('/questionnaire?view=results')
    await expect(page.getByText('No assessment results available.')).toBeVisible()
    await page.getByRole('button', { name: 'Back to History' }).click()
    await expect(page.getByRole('heading', { name: 'No Assessments Yet' })).toBeVisible()
    await page.getByRole('button', { name: 'Take Your First Assessment' }).click()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 1 of 17')
  })

  test('answers kept in the tab are restored; a problem on another page, or the server refusing one, names the page and goes there', async ({
    page,
    customer,
  }) => {
    const answers = validAnswers({ phone: '07700900123', first_name: 'Maya', last_name: 'Test', measurement_system: 'Stones' })
    await page.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, value)
      },
      [`questionnaire:${customer.id}:comprehensive_menopause_assessment`, JSON.stringify({ page: 16, answers })],
    )
    await page.goto('/questionnaire')
    await expect(page.getByTestId('progress-page')).toHaveText('Page 17 of 17')
    await expect(page.getByLabel('Yes, I consent to data processing and sharing')).toBeChecked()
    await page.getByRole('button', { name: 'Submit' }).click()
    const phoneMessage = 'Please enter phone number with country code (e.g., +447123456789)'
    await expectToast(page, `${phoneMessage} (Page 1 of 17: Your contact details) Go to page 1 of 17`)
    await page.getByRole('button', { name: 'Go to page 1 of 17' }).click()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 1 of 17')
    const phone = page.getByLabel('Phone number')
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(/Start with your country code.*Please enter phone number with country code/)
    await expectToast(page, phoneMessage)
    await phone.fill('+44 7700 900123')
    await expect(page.getByTestId('field-error')).toHaveCount(0)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expect(phone).not.toHaveAttribute('aria-invalid')

    // Only the server can tell 'Stones' is not a system it knows: its refusal names the page and offers to go there.
    await page.evaluate(
      ([key]) => {
        const kept = JSON.parse(window.sessionStorage.getItem(key)!)
        window.sessionStorage.setItem(key, JSON.stringify({ ...kept, page: 16 }))
      },
      [`questionnaire:${customer.id}:comprehensive_menopause_assessment`],
    )
    await page.reload()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 17 of 17')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Please give a valid answer for: Which units would you like to use? (Page 2 of 17: Your body measurements) Go to page 2 of 17')
    await page.getByRole('button', { name: 'Go to page 2 of 17' }).click()
    await expect(page.getByTestId('progress-page')).toHaveText('Page 2 of 17')
  })

  test('a number out of range is refused on its own page, beside its field, with its unit', async ({ page, customer: _customer }) => {
    await page.goto('/questionnaire')
    await page.getByLabel('Phone number').fill('+447700900123')
    await next(page, 2)
    await page.getByLabel('Imperial (lbs, ft/in)').check()
    await page.getByLabel('Weight').selectOption('150')
    await page.getByLabel('Height (feet)').selectOption('5')
    const waist = page.getByLabel('Waist measurement (optional)')
    await waist.fill('90')
    await page.getByRole('button', { name: 'Next' }).click()
    const message = 'Waist measurement (optional): enter a number between 20 and 70 inches'
    await expectToast(page, message)
    await expect(page.getByTestId('progress-page')).toHaveText('Page 2 of 17')
    await expect(waist).toBeFocused()
    await expect(waist).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('field-error')).toHaveText(message)
    await waist.fill('34')
    await expect(page.getByTestId('field-error')).toHaveCount(0)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await next(page, 3)
  })
})
