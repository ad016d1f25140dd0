/**
 * Lighthouse (mobile, its default settings) against the production build on a
 * temporary database, with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium): the landing page `/` signed out and `/dashboard` signed
 * in, LIGHTHOUSE_RUNS (default 3) runs each, the median reported. Targets
 * (issue 11): performance ≥ 95, accessibility 100. Not part of `npm test`;
 * `npm run bench lighthouse` runs it alone.
 */
import os from 'node:os'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startServer } from '../tests/support/server'
import { call } from './support'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
let failed = false
try {
  const email = `lighthouse-${Date.now()}@example.com`
  await call(server.url, '/api/auth/register', { body: { name: 'Lighthouse', email, password: 'bench-password' } })
  const { session_token: token } = await call(server.url, '/api/auth/login', { body: { email, password: 'bench-password' } })
  const today = new Date().toISOString().slice(0, 10)
  await call(server.url, '/api/checkin/submit', {
    token,
    body: { date: today, energy_level: 6, sleep_quality: 7, stress_level: 4, mood: 8, journal_entry: 'A walk before work.' },
  })

  // Signed in as a browser is: a session cookie in the browser (DevTools' extra headers do not reach
  // the service worker's own requests, so a page it answers would be signed out).
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const signIn = () => browser.contexts()[0]!.addCookies([{ name: 'session_token', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }])
  const pages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: '/dashboard', signedIn: true },
  ]
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
  for (const page of pages) {
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
    }
    // The median run, so one lucky or unlucky run on a shared machine does not decide.
    const median = (key: 'performance' | 'accessibility') => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)]
    const performance = median('performance')
    const accessibility = median('accessibility')
    const ok = performance >= 95 && accessibility === 100
    if (!ok) failed = true
    const metric = (id: string) => audits[id]?.displayValue ?? '?'
    console.log(
      `  ${page.path.padEnd(11)} performance ${performance} (target ≥ 95), accessibility ${accessibility} (target 100): ${ok ? 'met' : 'NOT met'}` +
        `  [FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}]` +
        (scores.length > 1 ? `  runs: ${scores.map((s) => `${s.performance}/${s.accessibility}`).join(' ')}` : ''),
    )
  }
} finally {
  await chrome.kill()
  await server.stop()
}
if (failed) console.log('Lighthouse: a target was NOT met')
