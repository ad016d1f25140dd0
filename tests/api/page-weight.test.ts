import { describe, expect, it } from 'vitest'

import { CUSTOMER_PAGE_ROUTE, pageFiles, pageWeightKb, readManifest } from '../support/page-weight'

/**
 * What each customer page makes the browser download before it runs: the
 * entry, and the module and preloads of every route from the root down to the
 * page, each file gzip -9, read from the Remix build's manifest (the same
 * files the page's `<link rel="modulepreload">` tags name). Each page has a
 * budget a little above what it weighs now, so a page that grows fails here
 * and someone decides. The ceiling is 125 kB on every page (docs/PERFORMANCE.md);
 * the shared shell (Preact in place of React, decision 0027, Remix, the root
 * and the app layout) is about 55 kB of it.
 *
 * The number of files counts as well as their weight: on a phone each one is a
 * request before the page can run, and Lighthouse's simulated slow network
 * counts every one of them into the first paint. The build folds chunks under
 * 3 kB into others (vite.config.ts), which took the progress page from 43
 * files to 26 and its score from 91 to 96, for about 3–9 kB more per page.
 */
const MAX_FILES = 28
const BUDGET_KB: Record<string, number> = {
  'routes/_index': 74,
  'routes/support': 75,
  'routes/privacy': 69,
  'routes/reset-password': 71,
  'routes/unsubscribe': 67,
  'routes/signup-questionnaire': 91,
  'routes/_checkout+/payment-success': 72,
  'routes/_checkout+/checkout.demo.$id': 68,
  'routes/_app+/dashboard': 79,
  'routes/_app+/checkin': 81,
  'routes/_app+/progress': 113,
  'routes/_app+/questionnaire': 105,
  'routes/_app+/simple-questionnaire': 92,
  'routes/_app+/test-questionnaire': 93,
  'routes/_app+/content._index': 79,
  'routes/_app+/content.$id': 79,
  'routes/_app+/meal-plans': 93,
  'routes/_app+/grocery-list': 80,
  'routes/_app+/food-logging': 81,
  'routes/_app+/sleep-tracking': 82,
  'routes/_app+/treatments': 89,
  'routes/_app+/upgrades': 74,
  'routes/_app+/billing': 73,
  'routes/_app+/account': 93,
}

describe('every customer page keeps to its JavaScript budget', () => {
  const manifest = readManifest()

  it('has a budget for every page the build serves to customers', () => {
    const pages = Object.keys(manifest.routes).filter((id) => CUSTOMER_PAGE_ROUTE.test(id))
    expect(pages.sort()).toEqual(Object.keys(BUDGET_KB).sort())
  })

  it.each(Object.entries(BUDGET_KB))('%s weighs at most %d kB (gzip)', (id, budget) => {
    const weight = pageWeightKb(manifest, id)
    expect(weight, `${id} weighs ${weight.toFixed(1)} kB`).toBeLessThanOrEqual(budget)
    expect(budget).toBeLessThanOrEqual(125)
    // The walk reads the shared shell too, so a page can never look light by accident.
    expect(weight).toBeGreaterThan(50)
  })

  it.each(Object.keys(BUDGET_KB))('%s makes the browser fetch at most 28 script files', (id) => {
    expect(pageFiles(manifest, id).size).toBeLessThanOrEqual(MAX_FILES)
  })
})

describe('what holds a page before its first paint', () => {
  it('asks for the stylesheet before any module, and runs the time-zone script as a module, not in the parser', async () => {
    const { inject } = await import('vitest')
    const html = await (await fetch(`${inject('baseUrl')}/`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const stylesheet = head.search(/<link rel="stylesheet"[^>]*tailwind/)
    const firstModule = head.indexOf('<link rel="modulepreload"')
    expect(stylesheet).toBeGreaterThan(-1)
    expect(firstModule).toBeGreaterThan(-1)
    // React 19 hoists the module preloads into the head; the stylesheet's precedence puts it first.
    expect(stylesheet).toBeLessThan(firstModule)
    // Its first Intl call costs ~200 ms on a first visit: a classic script here would stop the parser for it.
    const timeZoneScript = /<script([^>]*)>try\{var z=Intl\.DateTimeFormat/.exec(head)
    expect(timeZoneScript?.[1]).toContain('type="module"')
    // Every other script the head runs at once is a short one.
    const classic = [...head.matchAll(/<script(?![^>]*type="module")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(classic.every((body) => !body.includes('Intl.'))).toBe(true)
  })
})
