/**
 * What `npm test` does about the browser before anything else runs: the
 * browser tests need Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
 * Pure decision, so it is unit tested; scripts/setup-chromium.ts acts on it.
 */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium'

/** The Debian packages .ci/run always installed: the browser and a font with Arial's metrics. */
export const CHROMIUM_PACKAGES = ['chromium', 'fonts-liberation'] as const

export interface Machine {
  /** CHROMIUM_PATH as set (empty or unset means the default). */
  chromiumPath?: string
  /** Whether a file exists and is executable. */
  executable: (file: string) => boolean
  /** Whether a command is found on PATH. */
  onPath: (command: string) => boolean
  /** The user id (`id -u`). */
  uid: number
  /** Whether `sudo -n true` succeeds: sudo without a password prompt. */
  sudoWithoutPassword: boolean
  /** Whether someone can answer a password prompt (stdin is a terminal). */
  interactive: boolean
}

export type Step = { argv: string[]; env?: Record<string, string> }

export type ChromiumPlan =
  | { kind: 'ready'; path: string }
  | { kind: 'install'; path: string; steps: Step[]; how: 'root' | 'sudo' }
  | { kind: 'stop'; path: string; message: string }

export function chromiumPathOf(setting: string | undefined): string {
  return setting && setting.trim() ? setting.trim() : DEFAULT_CHROMIUM
}

/** The one command a person runs to install Chromium themselves. */
export function manualCommand(hasSudo: boolean): string {
  const apt = `apt-get update && apt-get install -y --no-install-recommends ${CHROMIUM_PACKAGES.join(' ')}`
  return hasSudo ? `sudo sh -c '${apt}'` : `su -c '${apt}'`
}

function aptSteps(prefix: string[]): Step[] {
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  return [
    { argv: [...prefix, 'apt-get', 'update', '-qq'], env },
    { argv: [...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...CHROMIUM_PACKAGES], env },
  ]
}

export function planChromium(machine: Machine): ChromiumPlan {
  const path = chromiumPathOf(machine.chromiumPath)
  if (machine.executable(path)) return { kind: 'ready', path }

  const hasSudo = machine.onPath('sudo')
  if (!machine.onPath('apt-get')) {
    return {
      kind: 'stop',
      path,
      message: `The browser tests need Chromium at ${path}, and this machine has no apt-get to install Debian's. Install Chromium, then run: export CHROMIUM_PATH=/path/to/chromium`,
    }
  }
  if (machine.uid === 0) return { kind: 'install', path, steps: aptSteps([]), how: 'root' }
  if (hasSudo && (machine.sudoWithoutPassword || machine.interactive)) return { kind: 'install', path, steps: aptSteps(['sudo']), how: 'sudo' }
  return {
    kind: 'stop',
    path,
    message: `The browser tests need Debian's Chromium at ${path}, and installing it needs root. Run: ${manualCommand(hasSudo)}`,
  }
}

/** After an install: what to say when the browser is still not where the tests look. */
export function afterInstall(path: string, executable: (file: string) => boolean): string | null {
  if (executable(path)) return null
  if (path !== DEFAULT_CHROMIUM && executable(DEFAULT_CHROMIUM)) {
    return `Chromium is installed at ${DEFAULT_CHROMIUM}, but CHROMIUM_PATH is ${path}. Run: unset CHROMIUM_PATH`
  }
  return `Installing Chromium did not put it at ${path}. Run: ${manualCommand(true)}`
}
