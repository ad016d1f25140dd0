/**
 * The assessment screen's weight and the PDF report's speed: the gzip size of
 * the JavaScript /questionnaire loads, before and after a report is asked
 * for (the PDF library must arrive only then), the time from the click to the
 * download in Chromium, and the server-side render time of the same document.
 */
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { COMPREHENSIVE_ASSESSMENT } from '../app/domain/questionnaire/comprehensive'
import { renderAssessmentReport } from '../app/reports/render.server'
import { validAnswers } from '../tests/support/comprehensive-answers'
import { startServer } from '../tests/support/server'

const RUNS = 5

async function call(base: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const body = await response.json()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const server = await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
})
try {
  const base = server.url
  const email = `bench-${Date.now()}@example.com`
  await call(base, '/api/auth/register', { body: { name: 'Bench Customer', email, password: 'bench-password' } })
  const { session_token: token } = await call(base, '/api/auth/login', { body: { email, password: 'bench-password' } })
  const record = await call(base, '/api/questionnaire/submit', {
    token,
    body: { ...validAnswers({ first_name: 'Bench', last_name: 'Customer' }), assessment_type: 'comprehensive_menopause_assessment' },
  })

  const context = await browser.newContext({ acceptDownloads: true })
  const url = new URL(base)
  await context.addCookies([{ name: 'session_token', value: token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }])
  const page = await context.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(response.url(), gzipSync(body).length)
  })
  const total = () => [...scripts.values()].reduce((sum, n) => sum + n, 0)

  await page.goto(`${base}/questionnaire?view=history`, { waitUntil: 'networkidle' })
  const before = total()
  const beforeCount = scripts.size

  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    const downloading = page.waitForEvent('download')
    await page.getByTestId('pdf-report').first().click()
    const download = await downloading
    times.push(performance.now() - start)
    if (!download.suggestedFilename().endsWith('_Menopause_Assessment.pdf')) throw new Error('unexpected file name')
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined)
  }
  await page.waitForLoadState('networkidle')
  const after = total()

  console.log(`/questionnaire JavaScript, gzip: ${kb(before)} in ${beforeCount} files before a report is asked for`)
  console.log(`  after the first report: ${kb(after)} in ${scripts.size} files (+${kb(after - before)} loaded on demand)`)
  console.log(`PDF in the browser, click to download, ${RUNS} runs: first ${times[0].toFixed(0)} ms (includes loading the library), median ${median(times).toFixed(0)} ms`)

  const serverTimes: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await renderAssessmentReport({ assessment: record, definition: COMPREHENSIVE_ASSESSMENT, history: [record], brand: 'Liberate', generatedAt: new Date() })
    serverTimes.push(performance.now() - start)
  }
  console.log(`PDF on the server (renderToBuffer), ${RUNS} runs: first ${serverTimes[0].toFixed(0)} ms, median ${median(serverTimes).toFixed(0)} ms`)
} finally {
  await browser.close()
  await server.stop()
}
