import type { ReceivedMail } from '../fakes/smtp'
import { createCustomer, expect, test } from './fixtures'
import { E2E } from './servers'

/** The messages the local mail server received for `to` (tests/fakes/smtp.ts, over HTTP). */
async function mailboxOf(to: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(to)}`)
  return (await res.json()) as ReceivedMail[]
}

async function waitForMail(to: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [mail] = await mailboxOf(to)
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no e-mail for ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test.describe('Forgotten password', () => {
  test('forgot password → e-mail → new password → signed in', async ({ page }) => {
    const customer = await createCustomer('Maya Forgetful')
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByRole('button', { name: 'Forgot password?' }).click()

    await expect(modal.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    const email = modal.getByLabel('Email')
    await expect(email).toHaveValue(customer.email)
    await expect(email).toBeFocused()
    await modal.getByRole('button', { name: 'Send me a link' }).click()
    await expect(modal.getByRole('status')).toContainText('If an account uses that e-mail address, we have sent it a link')

    // The e-mail as it arrived at the mail server.
    const mail = await waitForMail(customer.email)
    expect(mail.subject).toBe('Reset your Liberate password')
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0]
    expect(link).toBeTruthy()

    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-start')
    await page.getByLabel('Type it again').fill('a-fresh-typo')
    await page.getByRole('button', { name: 'Set my new password' }).click()
    await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.')

    await page.getByLabel('New password', { exact: true }).fill('a-fresh-start')
    await page.getByLabel('Type it again').fill('a-fresh-start')
    await page.getByRole('button', { name: 'Set my new password' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Your new password is set and you are signed in.')).toBeVisible()
    await expect(page.getByRole('heading', { name: /Maya Forgetful/ })).toBeVisible()

    // The old password is gone, the new one works, and the link works once.
    const login = (password: string) =>
      fetch(`${E2E.appUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: customer.email, password }) })
    expect((await login(customer.password)).status).toBe(401)
    expect((await login('a-fresh-start')).status).toBe(200)
    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  })

  test('asks for a link from /reset-password too, with the same words for an address without an account', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await page.getByLabel('Email').fill('nobody-here@example.com')
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByRole('status')).toContainText('If an account uses that e-mail address, we have sent it a link')
    await page.waitForTimeout(1000)
    expect(await mailboxOf('nobody-here@example.com')).toEqual([])
  })
})
