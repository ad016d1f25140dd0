import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * scripts/setup-chromium.ts on a machine we make up: CHROMIUM_PATH names a
 * missing file and PATH holds only our own `id`, `sudo` and `apt-get`, which
 * write what they were asked to a log. The real Chromium is never touched.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

function fakeMachine(tools: { uid: number; sudo?: 'no-password' | 'password'; aptGet?: boolean; java?: boolean }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chromium-setup-'))
  dirs.push(dir)
  const bin = path.join(dir, 'bin')
  const log = path.join(dir, 'calls.log')
  const chromium = path.join(dir, 'browser', 'chromium')
  spawnSync('/bin/mkdir', ['-p', bin])
  symlinkSync('/bin/sh', path.join(bin, 'sh'))
  const script = (name: string, body: string) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(path.join(bin, name), 0o755)
  }
  script('id', `echo ${tools.uid}`)
  // Java for the HTML check: present unless the case says otherwise.
  if (tools.java !== false) script('java', 'exit 0')
  if (tools.sudo) {
    script(
      'sudo',
      tools.sudo === 'password'
        ? `echo "sudo $*" >> ${log}; echo 'sudo: a password is required' >&2; exit 1`
        : `if [ "$1" = "-n" ]; then shift; fi\necho "sudo $*" >> ${log}\n"$@"`,
    )
    script('true', 'exit 0')
  }
  if (tools.aptGet) {
    script('apt-get', `echo "apt-get $* DEBIAN_FRONTEND=$DEBIAN_FRONTEND" >> ${log}\nif [ "$1" = "install" ]; then /bin/mkdir -p ${path.dirname(chromium)}; /usr/bin/touch ${chromium}; /bin/chmod +x ${chromium}; fi`)
  }
  const run = () => {
    const started = Date.now()
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/setup-chromium.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { NODE_ENV: 'test', HOME: process.env.HOME, PATH: bin, CHROMIUM_PATH: chromium },
    })
    return { ...result, ms: Date.now() - started }
  }
  const calls = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [])
  return { run, calls, chromium }
}

// Each case runs the real script in a child process: seconds on a busy machine.
describe('npm test’s Chromium setup on a machine without Chromium', { timeout: 30_000 }, () => {
  it('installs Debian’s Chromium with sudo, then goes on', () => {
    const m = fakeMachine({ uid: 1000, sudo: 'no-password', aptGet: true })
    const result = m.run()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(m.calls()).toEqual([
      'sudo true',
      'sudo apt-get update -qq',
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'sudo apt-get install -y -qq --no-install-recommends chromium fonts-liberation',
      'apt-get install -y -qq --no-install-recommends chromium fonts-liberation DEBIAN_FRONTEND=noninteractive',
    ])
    expect(result.stdout).toContain(`Chromium is ready at ${m.chromium}.`)
  })

  it('installs as root without sudo', () => {
    const m = fakeMachine({ uid: 0, aptGet: true })
    const result = m.run()
    expect(result.status).toBe(0)
    expect(m.calls()).toEqual([
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'apt-get install -y -qq --no-install-recommends chromium fonts-liberation DEBIAN_FRONTEND=noninteractive',
    ])
  })

  it('also installs Debian’s Java runtime for the HTML check when the machine has none', () => {
    const m = fakeMachine({ uid: 0, aptGet: true, java: false })
    const result = m.run()
    expect(result.status).toBe(0)
    expect(m.calls()).toEqual([
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'apt-get install -y -qq --no-install-recommends chromium fonts-liberation DEBIAN_FRONTEND=noninteractive',
      'apt-get update -qq DEBIAN_FRONTEND=noninteractive',
      'apt-get install -y -qq --no-install-recommends default-jre-headless DEBIAN_FRONTEND=noninteractive',
    ])
    expect(result.stdout).toContain("The HTML check needs Java: installing Debian's default-jre-headless")
  })

  it('stops at once with the one command when sudo wants a password nobody can type', () => {
    const m = fakeMachine({ uid: 1000, sudo: 'password', aptGet: true })
    const result = m.run()
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr.trim()).toBe(
      `The browser tests need Debian's Chromium at ${m.chromium}, and installing it needs root. Run: sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation'`,
    )
    expect(m.calls()).toEqual(['sudo -n true'])
  })

  it('stops at once without sudo, with the su command', () => {
    const m = fakeMachine({ uid: 1000, aptGet: true })
    const result = m.run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("Run: su -c 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation'")
    expect(m.calls()).toEqual([])
  })
})
