import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { validAnswers } from '../support/comprehensive-answers'
import { customerPages, seedPagesFixture, type PagesFixture } from '../support/customer-pages'
import { startServer, type RunningServer } from '../support/server'
import type { ReceivedMail } from '../fakes/smtp'
import { expect, signIn, test } from './fixtures'
import { E2E } from './servers'

/**
 * axe-core on every customer page at a phone's and a laptop's width: as a
 * visitor, as a customer who has just joined, and as a Liberate+ customer
 * with data on every screen (tests/support/customer-pages.ts, the same pages
 * the HTML check validates), with the dialogs, tabs and form pages that only
 * appear after a click. Every rule axe has, best practices included; any
 * violation of moderate impact or worse fails, listed by page and width.
 *
 * Each page is opened once and audited at both widths: the layout is CSS
 * only (no script reads the window's size), so resizing the page gives what
 * a phone or a laptop would show, without loading everything twice.
 */
const REPORTED = new Set(['moderate', 'serious', 'critical'])
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 900 }

type Finding = { where: string; rule: string; impact: string | null | undefined; help: string; targets: string[] }

/** Runs axe on the page (or only on `include`: a dialog, a tab panel) at the current width and keeps what it found. */
async function auditNow(page: Page, where: string, findings: Finding[], include?: string): Promise<void> {
  // axe.run in the page itself (legacy mode: the default also opens a blank page for every run, to combine
  // frames, and the pages have none). Injected once per document: later runs use the axe already there.
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  const builder = new AxeBuilder({ page, ...(injected ? { axeSource: 'void 0' } : {}) }).setLegacyMode().options({ resultTypes: ['violations'] })
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  const width = page.viewportSize()?.width
  for (const v of violations) {
    if (!REPORTED.has(v.impact ?? '')) continue
    findings.push({ where: `${where}, ${width} wide`, rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })
  }
}

/** The same at a phone's width, then a laptop's. */
async function audit(page: Page, where: string, findings: Finding[], include?: string): Promise<void> {
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport)
    await auditNow(page, where, findings, include)
  }
}

/** Loads a page and waits until it is hydrated (its handlers are attached; `data-hydrated` in root.tsx). */
async function load(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Goes to another page of the app as a link in it would (Remix's router, no
 * new document), and waits until it is drawn: what she sees after a click in
 * the navigation, and much quicker than loading each page anew.
 */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter
    await router.navigate(to)
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }, path)
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
}

async function resetLinkPath(email: string): Promise<string> {
  const asked = await fetch(`${E2E.appUrl}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(asked.status).toBe(202)
  for (let i = 0; i < 80; i++) {
    const [mail] = (await (await fetch(`${E2E.mailboxUrl}/messages?to=${encodeURIComponent(email)}`)).json()) as ReceivedMail[]
    const link = mail && /\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0]
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no reset e-mail for ${email}`)
}

/** The comprehensive assessment's pages with a kind of question the first page does not have (numbers, choices, symptoms, sliders). */
const ASSESSMENT_PAGES = new Set([2, 3, 4, 10])

type Step = (page: Page, where: string, findings: Finding[], fixture: PagesFixture) => Promise<void>

/** Opens a dialog with `button`, audits it at both widths, and closes it with Escape. */
function dialog(button: string, name: string): Step {
  return async (page, where, findings) => {
    await page.getByRole('button', { name: button }).first().click()
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await audit(page, `${where}, ${name} dialog`, findings, 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name })).toBeHidden()
  }
}

/** What a page shows only after a click, audited after the page itself. Keyed by '<who> <path>'. */
const AFTER: Record<string, Step> = {
  'visitor /': async (page, where, findings) => {
    await page.getByRole('button', { name: 'Sign up / Sign in' }).click()
    const modal = page.getByRole('dialog', { name: 'Welcome to Menopause Support' })
    await expect(modal.getByLabel('Email')).toBeVisible()
    await audit(page, `${where}, sign-in dialog`, findings, 'dialog[open]')
    await modal.getByRole('tab', { name: 'Create Account' }).click()
    await expect(modal.getByLabel('Full name')).toBeVisible()
    await audit(page, `${where}, sign-up tab`, findings, 'dialog[open]')
    await modal.getByRole('tab', { name: 'Sign In' }).click()
    await modal.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(modal.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await audit(page, `${where}, forgotten password`, findings, 'dialog[open]')
  },
  'fresh /questionnaire': async (page, where, findings) => {
    // Her answers were put in place before the page opened (BEFORE): Next goes on through the form.
    for (let number = 2; number <= Math.max(...ASSESSMENT_PAGES); number++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click()
      await expect(page.getByText(`Page ${number} of 17`).first()).toBeVisible()
      if (ASSESSMENT_PAGES.has(number)) await audit(page, `${where}, page ${number}`, findings)
    }
    await page.evaluate(() => window.sessionStorage.clear())
  },
  'full /progress': async (page, where, findings) => {
    for (const name of ['Assessment History', 'Key Insights']) {
      await page.getByRole('tab', { name }).click()
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      await audit(page, `${where}, ${name} tab`, findings, '[role="tabpanel"]:not([hidden])')
    }
  },
  'full /meal-plans': async (page, where, findings) => {
    await page.getByRole('button', { name: /^View recipe:/ }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await audit(page, `${where}, recipe`, findings, 'dialog[open]')
    await page.keyboard.press('Escape')
  },
  'full /grocery-list': async (page, where, findings) => {
    await page.getByRole('tab', { name: /stores/i }).click()
    await audit(page, `${where}, stores tab`, findings, '#panel-stores')
  },
  'full /food-logging': dialog('Log Food', 'Log Food'),
  'full /sleep-tracking': dialog('Log Sleep', 'Log Sleep'),
  'full /treatments': dialog('Add a treatment', 'Add a treatment'),
  'full /account': dialog('Delete my account', 'Delete your account?'),
  'full /dashboard': async (page, where, findings) => {
    // A phone's navigation behind its menu button; a laptop's avatar menu.
    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: /^Open menu/ }).click()
    await expect(page.getByTestId('nav-panel')).toBeVisible()
    await auditNow(page, `${where}, menu`, findings)
    await page.keyboard.press('Escape')
    await page.setViewportSize(LAPTOP)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await auditNow(page, `${where}, account menu`, findings)
    await page.keyboard.press('Escape')
  },
}

/** What is put in place before a page opens. */
const BEFORE: Record<string, (page: Page, fixture: PagesFixture) => Promise<void>> = {
  // A complete set of answers, as if she had typed them: the form then goes page by page without stopping.
  'fresh /questionnaire': (page, fixture) =>
    page.evaluate(
      ([key, value]) => window.sessionStorage.setItem(key, value),
      [`questionnaire:${fixture.fresh.id}:comprehensive_menopause_assessment`, JSON.stringify({ page: 0, answers: validAnswers() })],
    ),
}

test('every customer page has no axe violation of moderate impact or worse, at 390 and 1280 wide', async ({ page }) => {
  test.setTimeout(240_000)
  const fixture = await seedPagesFixture(E2E.appUrl)
  const pages = customerPages(fixture, await resetLinkPath(fixture.fresh.email))
  // signIn reads the browser's zone from a page: any page of the site will do.
  await page.goto('/privacy')

  const findings: Finding[] = []
  let signedInAs: string | null = null
  for (const { who, path, status } of pages) {
    await BEFORE[`${who} ${path}`]?.(page, fixture)
    if (who === signedInAs) {
      await navigate(page, path)
    } else {
      // Another person: her own session, and a page loaded from the server.
      await page.context().clearCookies()
      if (who !== 'visitor') await signIn(page, fixture[who])
      signedInAs = who
      await load(page, path, status)
    }
    const where = `${path} (${who})`
    // Every page has its title; a page still loading its data is audited once it has it.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    if (path === '/dashboard') await expect(page.getByTestId('total-checkins')).toBeVisible()
    if (path === '/meal-plans' && who === 'full') await expect(page.getByRole('button', { name: /^View recipe:/ }).first()).toBeVisible()
    if (path === '/questionnaire?view=results') await expect(page.getByTestId('assessment-results')).toBeVisible()
    await audit(page, where, findings)
    await AFTER[`${who} ${path}`]?.(page, where, findings, fixture)
  }
  expect(findings).toEqual([])
})

/**
 * `npm run demo`'s landing page, with the panel of demo sign-ins: on a phone
 * the promise and its call to action still come first, and it passes axe.
 */
test.describe('The demo landing page', () => {
  let server: RunningServer

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ DEMO_MODE: 'true', STRIPE_SECRET_KEY: '', OPENAI_API_KEY: '' })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('on a phone the hero and its call to action come first; no axe violation at 390 or 1280 wide', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByText('This is a demo:')).toBeInViewport()
    await expect(page.getByRole('heading', { level: 1, name: /Thrive through menopause/ })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Sign up / Sign in' })).toBeInViewport({ ratio: 1 })
    // The demo sign-ins are still there, after the hero.
    await expect(page.getByRole('table', { name: 'Demo sign-ins' })).toBeAttached()

    const findings: Finding[] = []
    await audit(page, '/ in demo mode', findings)
    expect(findings).toEqual([])
    await context.close()
  })
})
