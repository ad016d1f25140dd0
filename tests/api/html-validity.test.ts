import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { api } from '../support/api'
import { customerPages, seedPagesFixture, type CustomerPage } from '../support/customer-pages'
import { resetTokenIn, waitForOutbox } from '../support/mail'

/**
 * The W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package) on the HTML the
 * server sends for every customer page: as a visitor, as a customer who has
 * just joined and as a Liberate+ customer with data on every screen. All
 * pages go to one java run; any error fails, named by page, line and message.
 */

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')

/**
 * The one error in markup the app does not write: Remix's <Scripts> sends the
 * data of a streamed (deferred) loader value as an inline script marked
 * `async` (@remix-run/react, DeferredHydrationScript), which browsers ignore
 * on inline scripts. Matched by what the script holds, so an `async` on any
 * script of ours still fails.
 */
function isRemixDeferredData(message: VnuMessage, html: string): boolean {
  if (!message.message.startsWith('An inline classic “script” element') || !message.lastLine || !message.lastColumn) return false
  // vnu points at the end of the start tag: the script's text follows.
  const after = html.split('\n')[message.lastLine - 1]?.slice(message.lastColumn) ?? ''
  return /^__remixContext\.r\(/.test(after)
}

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  lastColumn?: number
  message: string
  extract?: string
}

function javaOrExplain(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML check runs the W3C Nu HTML Checker (vnu.jar), which needs Java 11 or newer on the PATH. ' +
        'Install a Java runtime (for example `sudo apt-get install default-jre-headless`, or Temurin 17 from adoptium.net) and run the test again.',
    )
  }
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it found errors; the JSON on stdout says which.
    execFile('java', ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(new Error(`vnu did not answer JSON (${error?.message ?? 'no error'}):\n${stderr}\n${stdout}`))
      }
    })
  })
}

let dir: string | undefined
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the W3C Nu HTML Checker', () => {
  it('finds no error in the server-rendered HTML of any customer page', async () => {
    javaOrExplain()
    const baseUrl = inject('baseUrl')
    const fixture = await seedPagesFixture(baseUrl)
    // A live reset link, as her e-mail has it (the page only looks at it; nothing is used up).
    expect((await api('/api/auth/password-reset', { body: { email: fixture.fresh.email } })).status).toBe(202)
    const [mail] = await waitForOutbox(fixture.fresh.email, 1, { kind: 'password_reset' })
    const pages = customerPages(fixture, `/reset-password?token=${encodeURIComponent(resetTokenIn(mail!.text))}`)

    dir = mkdtempSync(path.join(os.tmpdir(), 'liberate-html-'))
    const byFile = new Map<string, CustomerPage & { html: string }>()
    for (const [i, page] of pages.entries()) {
      const token = page.who === 'visitor' ? null : fixture[page.who].token
      const response = await fetch(`${baseUrl}${page.path}`, { headers: token ? { Cookie: `session_token=${token}` } : {}, redirect: 'manual' })
      const html = await response.text()
      expect(`${page.who} ${page.path}: ${response.status}`).toBe(`${page.who} ${page.path}: ${page.status}`)
      expect(response.headers.get('content-type'), page.path).toMatch(/^text\/html/)
      const file = path.join(dir, `${String(i).padStart(2, '0')}.html`)
      writeFileSync(file, html)
      byFile.set(`file:${file}`, { ...page, html })
    }

    const messages = await runVnu([...byFile.keys()].map((url) => url.slice('file:'.length)))
    const errors = messages.flatMap((m) => {
      const page = m.url ? byFile.get(m.url) : undefined
      if (m.type === 'info' || (page && isRemixDeferredData(m, page.html))) return []
      const where = page ? `${page.path} (${page.who})` : (m.url ?? 'vnu')
      return [`${where}, line ${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').trim()}]`]
    })
    expect(errors).toEqual([])
  }, 120_000)
})
