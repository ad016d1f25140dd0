/**
 * Lighthouse (mobile, its default settings) against the production build on a
 * temporary database, with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium): every customer page (tests/support/customer-pages.ts),
 * each as the customer it matters to (signed out, or a Liberate+ customer
 * with a week of data), LIGHTHOUSE_RUNS (default 3) runs each, the median
 * reported. LIGHTHOUSE_PAGES=/,/dashboard narrows the list. Targets (issues
 * 11, 26, 27): performance ≥ 95, accessibility 100. Not part of `npm test`;
 * `npm run bench lighthouse` runs it alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { customerPages, seedPagesFixture } from '../tests/support/customer-pages'
import { startServer } from '../tests/support/server'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
// Where to keep each run's full report (Lighthouse's JSON, for its viewer or a script); unset keeps none.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR

const server = await startServer()
// chrome-launcher turns Chromium's RenderDocument off (Lighthouse's workaround for older Chromium bugs);
// Chromium 156, as Debian ships it, then holds a page's first frame back to the next whole second
// whenever the stylesheet takes more than about 200 ms (Lighthouse issue 17148: observed FCP 1.3 or 2.3 s
// for a page drawn at 0.5 s), and Lantern counts every request and task before that frame into FCP.
// Chrome ships with RenderDocument on, so the bench keeps chrome-launcher's other choices and leaves it on.
const DISABLED_FEATURES = chromeLauncher.Launcher.defaultFlags()
  .find((flag) => flag.startsWith('--disable-features='))!
  .slice('--disable-features='.length)
  .split(',')
  .filter((feature) => feature !== 'RenderDocument')
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  // The last --disable-features wins, so this one replaces chrome-launcher's.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--disable-features=${DISABLED_FEATURES.join(',')}`],
})
let failed = false
try {
  const fixture = await seedPagesFixture(server.url)
  const token = fixture.full.token

  // Signed in as a browser is: a session cookie in the browser (DevTools' extra headers do not reach
  // the service worker's own requests, so a page it answers would be signed out).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0]!
  const signIn = () => context.addCookies([{ name: 'session_token', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }])
  // Each page once, as the customer with data where she has one (the pages a visitor opens signed out);
  // the one-off links (a reset token, a checkout) and the error pages are left to the accessibility suite.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
  const seen = new Set<string>()
  const pages = customerPages(fixture, '/reset-password')
    .filter((page) => page.status === 200 && page.who !== 'fresh' && !page.path.includes('?') && !page.path.startsWith('/checkout'))
    .filter((page) => !seen.has(page.path) && seen.add(page.path))
    .filter((page) => !only || only.includes(page.path))
    .map((page) => ({ path: page.path, signedIn: page.who === 'full' }))
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  const summary: string[] = []
  for (const page of pages.sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
    if (page.signedIn) await signIn()
    const scores: { performance: number; accessibility: number }[] = []
    let audits: Record<string, { numericValue?: number; displayValue?: string }> = {}
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`)
      const { categories } = result.lhr
      if (result.lhr.finalDisplayedUrl !== `${server.url}${page.path}`) throw new Error(`${page.path} ended on ${result.lhr.finalDisplayedUrl}`)
      scores.push({ performance: Math.round((categories.performance.score ?? 0) * 100), accessibility: Math.round((categories.accessibility.score ?? 0) * 100) })
      audits = result.lhr.audits as typeof audits
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true })
        writeFileSync(path.join(REPORT_DIR, `${page.path.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`), JSON.stringify(result.lhr))
      }
    }
    // The median run, so one lucky or unlucky run on a shared machine does not decide.
    const median = (key: 'performance' | 'accessibility') => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)]
    const performance = median('performance')
    const accessibility = median('accessibility')
    const ok = performance >= 95 && accessibility === 100
    if (!ok) failed = true
    summary.push(`| ${page.path} | ${performance} | ${accessibility} | ${ok ? 'met' : 'NOT met'} |`)
    const metric = (id: string) => audits[id]?.displayValue ?? '?'
    console.log(
      `  ${page.path.padEnd(11)} performance ${performance} (target ≥ 95), accessibility ${accessibility} (target 100): ${ok ? 'met' : 'NOT met'}` +
        `  [FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}]` +
        (scores.length > 1 ? `  runs: ${scores.map((s) => `${s.performance}/${s.accessibility}`).join(' ')}` : ''),
    )
  }
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at end\n\n| page | performance (≥ 95) | accessibility (100) | |\n|---|---|---|---|\n${summary.join('\n')}`)
} finally {
  await chrome.kill()
  await server.stop()
}
if (failed) console.log('Lighthouse: a target was NOT met')
