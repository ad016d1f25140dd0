import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from '@playwright/test'

import { dateIn } from '../../app/domain/time-zone'
import { createCustomer, expect, signIn, test, type Customer } from './fixtures'
import { E2E } from './servers'

/**
 * The page the server sent is the page she uses (decision 0028): React renders
 * it on the server and hydrates it in the browser, adopting it, not drawing
 * it again. Every element of the page that was there when the document was
 * parsed is still in it once it is hydrated (a page drawn again would lose
 * what she had typed and flash), the dashboard's streamed figures appear once, and
 * labels, dialogs and descriptions point at ids that exist. CSP violations
 * (a re-created inline script) fail every test through the fixture.
 */

/**
 * Keeps every element of <main> as the document is parsed, before any module
 * runs, less what React's streaming script is still to swap out: a late
 * part's loading placeholder (`<template id="B:…">` up to the boundary's end)
 * and the hidden wrapper its content waits in.
 */
async function keepParsedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const leaving = new Set<Element>()
      for (const marker of document.querySelectorAll('main template[id^="B:"]')) {
        for (let node: Node | null = marker; node && !(node.nodeType === Node.COMMENT_NODE && (node as Comment).data === '/$'); node = node.nextSibling) {
          if (node instanceof Element) for (const element of [node, ...node.querySelectorAll('*')]) leaving.add(element)
        }
      }
      for (const wrapper of document.querySelectorAll('main div[hidden][id^="S:"]')) leaving.add(wrapper)
      ;(window as unknown as { __parsed: Element[] }).__parsed = [...document.querySelectorAll('main *')].filter((element) => !leaving.has(element))
    })
  })
}

/** Elements of <main> the server sent that hydration threw away (to draw its own). */
async function thrownAwayFromMain(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  return page.evaluate(() =>
    (window as unknown as { __parsed: Element[] }).__parsed.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120)),
  )
}

/** References by id (label for, aria-labelledby/-describedby/-controls) that name no element (a closed dialog draws no title). */
async function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = []
    for (const element of document.querySelectorAll('main [for], main [aria-labelledby], main [aria-describedby], main [aria-controls]')) {
      if (element.closest('dialog:not([open])')) continue
      for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${attribute}=${id}`)
        }
      }
    }
    return missing
  })
}

/** A new customer with a check-in on each of her last days (London), newest first, with these moods. */
async function customerWithCheckins(name: string, moods: number[]): Promise<Customer> {
  const customer = await createCustomer(name)
  for (const [daysAgo, mood] of moods.entries()) {
    const checkin = await fetch(`${E2E.appUrl}/api/checkin/submit`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: dateIn(new Date(Date.now() - daysAgo * 86_400_000), 'Europe/London'), energy_level: 6, sleep_quality: 6, stress_level: 4, mood, journal_entry: '' }),
    })
    expect(checkin.ok).toBe(true)
  }
  return customer
}

/**
 * Console errors and warnings a page logs, React's hydration warnings among
 * them ("A tree hydrated but some attributes…", "Hydration failed…").
 */
function watchConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

/** Which of these selectors name an element React owns: its fibre and props, React's own properties. */
async function ownedByReact(page: Page, selectors: string[]): Promise<Record<string, boolean>> {
  return page.evaluate((list) => {
    const owned: Record<string, boolean> = {}
    for (const selector of list) {
      const element = document.querySelector(selector)
      const keys = element ? Object.keys(element) : []
      owned[selector] = keys.some((key) => key.startsWith('__reactFiber$')) && keys.some((key) => key.startsWith('__reactProps$'))
    }
    return owned
  }, selectors)
}

test.describe('React hydrates the page', () => {
  test('the landing page and the dashboard are React’s, with no console error or hydration warning', async ({ page }) => {
    const customer = await customerWithCheckins('Rhea React', [6, 7])
    const messages = watchConsole(page)

    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await ownedByReact(page, ['body', 'main', 'main a[href]', 'main h1'])).toEqual({ body: true, main: true, 'main a[href]': true, 'main h1': true })

    await signIn(page, customer)
    await page.goto('/dashboard')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByTestId('total-checkins')).toHaveText('2')
    // The streamed figures too: React hydrated the late part, it did not leave the server's markup inert.
    expect(await ownedByReact(page, ['main', '[data-testid="total-checkins"]', 'main a[href="/checkin"]'])).toEqual({
      main: true,
      '[data-testid="total-checkins"]': true,
      'main a[href="/checkin"]': true,
    })
    expect(messages).toEqual([])
  })
})

test.describe('Hydration keeps the server’s page', () => {
  test('the dashboard with its streamed figures and the account page are adopted, not drawn again', async ({ page }) => {
    const customer = await customerWithCheckins('Hana Hydrate', [7])
    await page.goto('/')
    await signIn(page, customer)
    await keepParsedElements(page)

    await page.goto('/dashboard')
    expect(await thrownAwayFromMain(page)).toEqual([])
    await expect(page.getByTestId('total-checkins')).toHaveCount(1)
    await expect(page.getByTestId('total-checkins')).toContainText('1')
    expect(await danglingIdReferences(page)).toEqual([])
    // The streamed part on the page is the one hydrated: its link moves within the page (the window stays), not by a full load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('link', { name: /^(Add|Update) Today's Check-in$/ }).click()
    await expect(page).toHaveURL(/\/checkin$/)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

    await page.goto('/account')
    expect(await thrownAwayFromMain(page)).toEqual([])
    expect(await danglingIdReferences(page)).toEqual([])
    // A dialog drawn only in the browser is named by its title, and its fields by their labels.
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog.getByLabel('Your password')).toBeVisible()
    expect(await danglingIdReferences(page)).toEqual([])
  })
})

/**
 * A proxy in front of the server that holds back the late part of a streamed
 * page (React's `<div hidden id="S:…">` and what follows) for `delayMs`, as a
 * slow database would: the page's script arrives and runs first. `held` counts
 * the parts it held back, so a test knows it saw one.
 */
async function slowLatePartsProxy(delayMs: number): Promise<{ url: string; held: () => number; close: () => Promise<void> }> {
  const upstream = new URL(E2E.appUrl)
  let held = 0
  const server = http.createServer((request, response) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        let holding = false
        answer.on('data', (chunk: Buffer) => {
          const at = holding ? -1 : chunk.indexOf('<div hidden id="S:')
          if (at < 0) return void response.write(chunk)
          holding = true
          held++
          response.write(chunk.subarray(0, at))
          answer.pause()
          setTimeout(() => {
            response.write(chunk.subarray(at))
            answer.resume()
          }, delayMs)
        })
        answer.on('end', () => setTimeout(() => response.end(), holding ? delayMs + 50 : 0))
      },
    )
    request.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test.describe('A late part that arrives after the page’s script', () => {
  test('is hydrated once it is in place: the dashboard’s figures, sections and support card appear once', async ({ page }) => {
    // Her mood very low three days running: the support card streams in too (hazard H-01).
    const customer = await customerWithCheckins('Sally Slowdb', [2, 2, 2])
    const proxy = await slowLatePartsProxy(2500)
    try {
      await page.goto('/')
      await signIn(page, customer)
      // While the part is held back she sees the tiles with the spinner, and the quick actions.
      await page.goto(`${proxy.url}/dashboard`, { waitUntil: 'commit' })
      await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible()
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 })
      expect(proxy.held()).toBeGreaterThan(0)
      await expect(page.getByTestId('total-checkins')).toHaveText('3')
      await expect(page.getByTestId('support-card')).toHaveCount(1)
      await expect(page.getByTestId('support-card')).toBeVisible()
      await expect(page.getByTestId('streak')).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Recent Check-ins' })).toHaveCount(1)
      await expect(page.getByRole('heading', { name: 'Your Next Step' })).toHaveCount(1)
      await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toHaveCount(0)
      expect(await danglingIdReferences(page)).toEqual([])
      // The hydrated page works: its link moves within the page.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
      await page.getByRole('link', { name: /^(Add|Update) Today's Check-in$/ }).click()
      await expect(page).toHaveURL(/\/checkin$/)
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    } finally {
      await proxy.close()
    }
  })
})

test.describe('The parts a page fetches after its paint (app/components/lazy-part.tsx)', () => {
  // The page's own requests, not the service worker's kept copies, so the test can hold the parts' code back.
  test.use({ serviceWorkers: 'block' })

  test('show the server’s markup while their code is on its way, then are adopted by React, not drawn again', async ({ page }) => {
    const customer = await customerWithCheckins('Lena Lazy', [6, 7, 5])
    const messages = watchConsole(page)
    await page.goto('/')
    await signIn(page, customer)
    await keepParsedElements(page)
    // The parts' code arrives 2 s late, as on a slow phone network: the page hydrates without it, and her day
    // (set after hydration, in a transition) reaches the parts before they can hydrate.
    let held = 0
    await page.route(/\/build\/assets\/(TrendsPanel|SymptomsOverTime|FlushFigures|GpReportPanel)-[\w-]+\.js$/, async (route) => {
      held++
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })

    await page.goto('/progress')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(held).toBeGreaterThan(0)
    // While held back: the server's markup, in full, with no loading placeholder in its place.
    await expect(page.getByTestId('average-mood')).toBeVisible()
    await expect(page.getByTestId('gp-report')).toBeAttached()
    await expect(page.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(0)
    expect(await ownedByReact(page, ['main h1'])).toEqual({ 'main h1': true })

    // Then React adopts each part: its own properties on the very elements the server sent.
    await expect
      .poll(() => ownedByReact(page, ['[data-testid="average-mood"]', '[data-testid="symptoms-over-time"], [data-testid="gp-report"]', '[data-testid="gp-report-button"]']), {
        timeout: 15_000,
      })
      .toEqual({ '[data-testid="average-mood"]': true, '[data-testid="symptoms-over-time"], [data-testid="gp-report"]': true, '[data-testid="gp-report-button"]': true })
    expect(await thrownAwayFromMain(page)).toEqual([])
    expect(await danglingIdReferences(page)).toEqual([])
    // The adopted parts work: the tabs change what they show.
    await page.getByRole('tab', { name: 'Key Insights' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Key Insights' })).toBeVisible()
    expect(messages.filter((message) => !message.includes('Service Worker registration blocked by Playwright'))).toEqual([])
  })
})
