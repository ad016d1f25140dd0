/**
 * First step of `npm test` (and of `npm run test:e2e`): makes sure the
 * browser tests have Debian's Chromium, installing it as .ci/run used to
 * (as root, or with sudo), or stops at once with the one command to run.
 * Decisions in scripts/lib/chromium.ts.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

import { afterInstall, planChromium } from './lib/chromium'

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function run(argv: string[], env: Record<string, string> = {}, quiet = false) {
  return spawnSync(argv[0]!, argv.slice(1), { stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, ...env } })
}

const onPath = (command: string) => run(['sh', '-c', `command -v ${command}`], {}, true).status === 0
const uid = Number(spawnSync('id', ['-u'], { encoding: 'utf8' }).stdout.trim())

const plan = planChromium({
  chromiumPath: process.env.CHROMIUM_PATH,
  executable,
  onPath,
  uid: Number.isInteger(uid) ? uid : -1,
  sudoWithoutPassword: onPath('sudo') && run(['sudo', '-n', 'true'], {}, true).status === 0,
  interactive: !!process.stdin.isTTY,
})

function stop(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

if (plan.kind === 'stop') stop(plan.message)
if (plan.kind === 'install') {
  console.log(`The browser tests need Chromium at ${plan.path}: installing Debian's Chromium${plan.how === 'sudo' ? ' with sudo' : ''}…`)
  for (const step of plan.steps) {
    const result = run(step.argv, step.env)
    if (result.status !== 0) stop(`\`${step.argv.join(' ')}\` failed (exit ${result.status ?? result.signal}). Install Chromium yourself, then run npm test again.`)
  }
  const problem = afterInstall(plan.path, executable)
  if (problem) stop(problem)
  console.log(`Chromium is ready at ${plan.path}.`)
}

// The HTML check (tests/api/html-validity.test.ts) runs the W3C Nu HTML
// Checker, a Java program: a machine without Java gets Debian's runtime the
// same way as the browser, or is told what to install.
if (!onPath('java')) {
  const sudo = onPath('sudo') && run(['sudo', '-n', 'true'], {}, true).status === 0
  const prefix = uid === 0 ? [] : sudo ? ['sudo', '-n'] : null
  if (prefix && onPath('apt-get')) {
    console.log("The HTML check needs Java: installing Debian's default-jre-headless…")
    const env = { DEBIAN_FRONTEND: 'noninteractive' }
    run([...prefix, 'apt-get', 'update', '-qq'], env)
    const result = run([...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], env)
    if (result.status !== 0) stop('Installing default-jre-headless failed. Install a Java runtime (11 or newer) yourself, then run npm test again.')
  } else {
    console.warn('The HTML check needs Java 11 or newer on the PATH: install a Java runtime (for example default-jre-headless).')
  }
}
