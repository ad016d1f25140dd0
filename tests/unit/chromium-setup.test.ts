import { describe, expect, it } from 'vitest'

import { afterInstall, DEFAULT_CHROMIUM, manualCommand, planChromium, type Machine } from '../../scripts/lib/chromium'

function machine(over: Partial<Machine> & { files?: string[]; commands?: string[] } = {}): Machine {
  const files = new Set(over.files ?? [])
  const commands = new Set(over.commands ?? ['apt-get', 'sudo'])
  return {
    chromiumPath: over.chromiumPath,
    executable: (f) => files.has(f),
    onPath: (c) => commands.has(c),
    uid: over.uid ?? 1000,
    sudoWithoutPassword: over.sudoWithoutPassword ?? false,
    interactive: over.interactive ?? false,
  }
}

describe('the Chromium setup of npm test', () => {
  it('does nothing when Chromium is where the tests look', () => {
    expect(planChromium(machine({ files: [DEFAULT_CHROMIUM] }))).toEqual({ kind: 'ready', path: DEFAULT_CHROMIUM })
    expect(planChromium(machine({ chromiumPath: '/opt/c/chrome', files: ['/opt/c/chrome'] }))).toEqual({ kind: 'ready', path: '/opt/c/chrome' })
    expect(planChromium(machine({ chromiumPath: '  ', files: [DEFAULT_CHROMIUM] })).kind).toBe('ready')
  })

  it("installs Debian's Chromium as root with apt-get, as .ci/run did", () => {
    const plan = planChromium(machine({ uid: 0, commands: ['apt-get'] }))
    expect(plan.kind).toBe('install')
    if (plan.kind !== 'install') return
    expect(plan.how).toBe('root')
    expect(plan.steps.map((s) => s.argv.join(' '))).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium fonts-liberation',
    ])
    expect(plan.steps.every((s) => s.env?.DEBIAN_FRONTEND === 'noninteractive')).toBe(true)
  })

  it('uses sudo when it needs no password, or when someone can type one', () => {
    for (const m of [machine({ sudoWithoutPassword: true }), machine({ interactive: true })]) {
      const plan = planChromium(m)
      expect(plan.kind).toBe('install')
      if (plan.kind === 'install') {
        expect(plan.how).toBe('sudo')
        expect(plan.steps.every((s) => s.argv[0] === 'sudo')).toBe(true)
      }
    }
  })

  it('stops at once with the one command to run when it cannot become root', () => {
    const withSudo = planChromium(machine({ sudoWithoutPassword: false, interactive: false }))
    expect(withSudo).toEqual({
      kind: 'stop',
      path: DEFAULT_CHROMIUM,
      message: `The browser tests need Debian's Chromium at ${DEFAULT_CHROMIUM}, and installing it needs root. Run: ${manualCommand(true)}`,
    })
    expect(manualCommand(true)).toBe("sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation'")
    const noSudo = planChromium(machine({ commands: ['apt-get'], interactive: true }))
    expect(noSudo.kind).toBe('stop')
    if (noSudo.kind === 'stop') expect(noSudo.message).toContain("Run: su -c 'apt-get update && apt-get install")
  })

  it('stops when there is no apt-get, naming CHROMIUM_PATH', () => {
    const plan = planChromium(machine({ uid: 0, commands: [] }))
    expect(plan.kind).toBe('stop')
    if (plan.kind === 'stop') expect(plan.message).toMatch(/no apt-get.*export CHROMIUM_PATH=/)
  })

  it('checks the browser is there after installing', () => {
    expect(afterInstall(DEFAULT_CHROMIUM, (f) => f === DEFAULT_CHROMIUM)).toBeNull()
    expect(afterInstall('/tmp/x', (f) => f === DEFAULT_CHROMIUM)).toMatch(/CHROMIUM_PATH is \/tmp\/x\. Run: unset CHROMIUM_PATH/)
    expect(afterInstall(DEFAULT_CHROMIUM, () => false)).toMatch(/did not put it at/)
  })
})
