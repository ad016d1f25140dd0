import { expect, test } from './fixtures'

/**
 * Daily check-in reminders (issue 25): after her first check-in, /checkin
 * asks once, in her browser's time zone; /account shows what is on and
 * changes it.
 */
test.use({ timezoneId: 'America/New_York' })

test.describe('Check-in reminders', () => {
  test('the /checkin prompt after her first check-in turns them on in her browser’s time zone', async ({ page, customer: _customer }) => {
    await page.goto('/checkin')
    await expect(page.getByTestId('reminder-prompt')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    await expect(page.getByText('Check-in submitted successfully!')).toBeVisible()

    const prompt = page.getByRole('region', { name: 'Would a daily reminder help?' })
    await expect(prompt).toBeVisible()
    await expect(prompt.getByText('Every day, America/New York time.')).toBeVisible()
    await prompt.getByLabel('Remind me at').fill('07:30')
    await prompt.getByRole('button', { name: 'Remind me daily' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Daily check-in reminders are on.' })).toBeVisible()

    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Reminders and e-mails' })
    await expect(section.getByTestId('email-settings-summary')).toContainText('Check-in reminder: every day at 07:30 (America/New York time), by e-mail.')
    await expect(section.getByTestId('email-settings-summary')).toContainText('We e-mail you when your wellness team sends you something.')

    // The prompt does not ask again.
    await page.goto('/checkin')
    await expect(page.getByText('Check-in submitted successfully!')).toHaveCount(0)
    await expect(page.getByTestId('reminder-prompt')).toHaveCount(0)
  })

  test('"No thanks" keeps them off and the prompt away', async ({ page, customer: _customer }) => {
    await page.goto('/checkin')
    await page.getByRole('button', { name: 'Submit Check-in' }).click()
    const prompt = page.getByRole('region', { name: 'Would a daily reminder help?' })
    await prompt.getByRole('button', { name: 'No thanks' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'No reminders.' })).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('reminder-prompt')).toHaveCount(0)
    await page.goto('/account')
    await expect(page.getByTestId('email-settings-summary')).toContainText('Check-in reminder: off.')
  })

  test('/account sets the days, time and zone, and stops the content e-mails', async ({ page, customer: _customer }) => {
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Reminders and e-mails' })
    await expect(section.getByTestId('email-settings-summary')).toContainText('Check-in reminder: off.')
    await section.getByLabel('Send me a daily check-in reminder').check()
    await section.getByLabel('Time', { exact: true }).fill('21:15')
    // Her zone defaults to the browser's.
    await expect(section.getByLabel('Time zone')).toHaveValue('America/New_York')
    // As she reaches for it (focus), the whole list is drawn; until then only her zone and the common ones are in the page.
    await expect(section.getByLabel('Time zone').locator('option[value="Africa/Nairobi"]')).toHaveCount(0)
    await section.getByLabel('Time zone').focus()
    await expect(section.getByLabel('Time zone').locator('option[value="Africa/Nairobi"]')).toHaveCount(1)
    await section.getByLabel('Time zone').selectOption('Europe/Paris')
    for (const day of ['Saturday', 'Sunday']) await section.getByLabel(day).uncheck()
    await section.getByRole('button', { name: 'Save reminder settings' }).click()
    await expect(page.getByText('Your reminder settings are saved.')).toBeVisible()
    await expect(section.getByTestId('email-settings-summary')).toContainText('Check-in reminder: on weekdays at 21:15 (Europe/Paris time), by e-mail.')

    await section.getByRole('button', { name: 'Stop these e-mails' }).click()
    await expect(section.getByTestId('email-settings-summary')).toContainText('No e-mails; it still appears in your library.')
    await expect(section.getByRole('button', { name: 'E-mail me about new content' })).toBeVisible()

    // A bad choice is refused with words: reminders on with no day.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await section.getByLabel(day).uncheck()
    await section.getByRole('button', { name: 'Save reminder settings' }).click()
    await expect(section.getByRole('alert')).toContainText('choose at least one day')
  })
})
