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
