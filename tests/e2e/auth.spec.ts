import { randomUUID } from 'node:crypto'

import { createCustomer, expect, openHydrated, signIn, test } from './fixtures'

test.describe('Auth modal', () => {
  test('creates an account in the modal and lands on the dashboard', async ({ page }) => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText('Or continue with email')).toBeVisible()
    await modal.getByRole('tab', { name: 'Create Account' }).click()
    await modal.getByLabel('Full name').fill('Nora Newcomer')
    await modal.getByLabel('Email').fill(email)
    await modal.getByLabel('Password').fill('secret1')
    await modal.getByRole('button', { name: 'Create Account' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Nora Newcomer/ })).toBeVisible()
    await expect(page.getByText('Account created successfully!')).toBeVisible()
    await expect(page.getByRole('main').getByTestId('tier-badge')).toHaveText('Liberate Member')
  })

  test('shows the server detail when the e-mail is already registered', async ({ page }) => {
    const existing = await createCustomer()
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('tab', { name: 'Create Account' }).click()
    await modal.getByLabel('Full name').fill('Someone')
    await modal.getByLabel('Email').fill(existing.email)
    await modal.getByLabel('Password').fill('secret1')
    await modal.getByRole('button', { name: 'Create Account' }).click()
    await expect(modal.getByRole('alert')).toContainText('already registered')
    await expect(modal.getByRole('button', { name: 'Create Account' })).toBeEnabled()
  })

  test('an empty field gets the spec’s "Please fill in all fields", is marked and focused, and the message goes once it is filled', async ({ page }) => {
    const customer = await createCustomer()
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByRole('button', { name: 'Sign In' }).click()

    await expect(modal.getByRole('alert')).toHaveText('Please fill in all fields')
    const password = modal.getByLabel('Password')
    await expect(password).toBeFocused()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAccessibleDescription('Please fill in all fields')
    await expect(modal.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')

    await password.fill(customer.password)
    await expect(modal.getByRole('alert')).toHaveCount(0)
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    await modal.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the Create Account tab names its empty fields too', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('tab', { name: 'Create Account' }).click()
    await modal.getByRole('button', { name: 'Create Account' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all fields')
    await expect(modal.getByLabel('Full name')).toBeFocused()
    for (const label of ['Full name', 'Email', 'Password']) await expect(modal.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  })

  test('signs in with e-mail and password', async ({ page }) => {
    const customer = await createCustomer('Priya Returning')
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByLabel('Password').fill(customer.password)
    await modal.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Welcome back!')).toBeVisible()
    await expect(page.getByRole('heading', { name: /Priya Returning/ })).toBeVisible()
  })

  test.describe('the message a sign-in carries', () => {
    // Only the page's own requests, so the route below sees the root data as the page asks for it.
    test.use({ serviceWorkers: 'block' })

    test('is shown even when another answer reads her next page first, and only once', async ({ page, context }) => {
      const customer = await createCustomer()
      await page.goto('/')
      await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
      // Between the redirect and the page's own read, something else reads her dashboard (the phone app keeping
      // a copy, another tab): the message must not go with that answer.
      let readBetween = false
      await page.route(/\/dashboard\?_data=root$/, async (route) => {
        if (!readBetween) {
          readBetween = true
          expect((await page.request.get('/dashboard')).status()).toBe(200)
        }
        const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
        await route.continue({ headers: { ...route.request().headers(), cookie } })
      })
      const modal = page.getByRole('dialog')
      await modal.getByLabel('Email').fill(customer.email)
      await modal.getByLabel('Password').fill(customer.password)
      await modal.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByTestId('toast')).toHaveText('Welcome back!')
      expect(readBetween).toBe(true)
      // Shown, it is deleted: the next page does not say it again.
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'toast')).toBe(false)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
      await expect(page.getByTestId('toast')).toHaveCount(0)
    })
  })

  test('shows the wrong-password message and lets the customer try again', async ({ page }) => {
    const customer = await createCustomer()
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    await modal.getByLabel('Email').fill(customer.email)
    await modal.getByLabel('Password').fill('not-the-password')
    await modal.getByRole('button', { name: 'Sign In' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Incorrect email or password')
    await expect(modal.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expect(page).toHaveURL(/\/$/)
  })

  test('its two tabs move with the arrow keys, Home and End', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog')
    const signIn = modal.getByRole('tab', { name: 'Sign In' })
    const create = modal.getByRole('tab', { name: 'Create Account' })
    await signIn.focus()
    await page.keyboard.press('ArrowRight')
    await expect(create).toBeFocused()
    await expect(create).toHaveAttribute('aria-selected', 'true')
    await expect(modal.getByLabel('Full name')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(signIn).toBeFocused()
    await expect(signIn).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(create).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(signIn).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the tab order.
    await expect(signIn).toHaveAttribute('tabindex', '0')
    await expect(create).toHaveAttribute('tabindex', '-1')
  })

  test('closes with Escape and returns focus to the opener', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Sign up / Sign in' })
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe('Session and redirects', () => {
  test('signed out, customer routes redirect to the landing page', async ({ page }) => {
    for (const path of ['/dashboard', '/checkin', '/meal-plans', '/progress', '/upgrades']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
    }
    await expect(page.getByRole('heading', { name: 'Start Your Journey Today' })).toBeVisible()
  })

  test('signed in, the landing page redirects to the dashboard', async ({ page, customer }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: new RegExp(customer.name) })).toBeVisible()
  })

  test('logging out from the user menu ends the session', async ({ page, customer }) => {
    await openHydrated(page, '/dashboard')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menu')).toContainText(customer.email)
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/$/)
    // The token itself is revoked server-side, not just forgotten by the browser.
    const session = await page.request.get('/api/auth/session', { headers: { Authorization: `Bearer ${customer.token}` } })
    expect(session.status()).toBe(401)
  })
})

test.describe('Navigation bar', () => {
  test('lists the links in order, highlights the active one and marks premium links', async ({ page }) => {
    await signIn(page, await createCustomer('Uma'))
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = nav.getByRole('list').getByRole('link')
    await expect(links).toHaveText([
      'Dashboard',
      'Assessment',
      'Check-in',
      'Meal Plans',
      'Food Logging+',
      'Sleep Tracking+',
      'Grocery List',
      'Progress',
      'Content',
      'Upgrades',
    ])
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('tier-badge').first()).toHaveText('Liberate')
  })

  test('shows the unread count on Content, capped at 9+', async ({ page, customer }) => {
    const { staffRequest } = await import('./fixtures')
    for (let i = 0; i < 10; i++) {
      await staffRequest('/notifications', 'POST', { customer: customer.id, title: `Note ${i}`, media_type: 'document', read: false })
    }
    await page.goto('/dashboard')
    await expect(page.getByTestId('unread-badge')).toHaveText('9+')
  })

  test('the avatar menu opens and moves with the keyboard, and Escape returns to the button', async ({ page, customer: _customer }) => {
    await openHydrated(page, '/dashboard')
    const button = page.getByRole('button', { name: 'Account menu' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Account' })
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('menuitem', { name: 'My treatments' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'My treatments' })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(button).toBeFocused()
    // Up opens it on its last item; Enter on an item follows it.
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused()
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/account$/)
  })

  test('on a phone the menu button carries the unread count', async ({ page, customer }) => {
    const { staffRequest } = await import('./fixtures')
    await staffRequest('/notifications', 'POST', { customer: customer.id, title: 'A note for you', media_type: 'document', read: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/dashboard')
    const open = page.getByRole('button', { name: 'Open menu, 1 unread' })
    await expect(open).toBeVisible()
    await expect(open.getByTestId('menu-unread-badge')).toHaveText('1')
  })

  test('on a small screen, the side panel shows avatar, name, e-mail and Log out', async ({ page }) => {
    const customer = await createCustomer('Zoe Small')
    await signIn(page, customer)
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/dashboard')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByTestId('nav-panel')
    await expect(panel).toBeVisible()
    await expect(panel.getByText('Zoe Small')).toBeVisible()
    await expect(panel.getByText(customer.email)).toBeVisible()
    await expect(panel.getByText('Z', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Meal Plans' })).toBeVisible()
    await panel.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('Google sign-in against the local fake', () => {
  test('creates the customer, returns with #session_id and clears it from the URL', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Continue with Google' }).first().click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Grace Google/ })).toBeVisible()
    expect(new URL(page.url()).hash).toBe('')
    // Signing in again links to the same account.
    await page.context().clearCookies()
    await page.goto('/')
    await page.getByRole('button', { name: 'Continue with Google' }).first().click()
    await expect(page.getByRole('heading', { name: /Grace Google/ })).toBeVisible()
  })
})
