import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { describe, expect, it } from 'vitest'

/** Every source file of the product (not the tests, not the built admin). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '.next' || name === 'node_modules' || name === 'migrations') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const root = process.cwd()
const files = ['app', 'cms', 'server'].flatMap((dir) => sources(join(root, dir)))

describe('one home for each rule and number', () => {
  it('the length of a day is defined once, in app/domain/calendar.ts', () => {
    const defining = files.filter((file) => /86_?400_?000|24 \* 60 \* 60 \* 1000/.test(readFileSync(file, 'utf8')))
    expect(defining.map((file) => relative(root, file))).toEqual(['app/domain/calendar.ts'])
  })
})

describe('one home for week starts and spec numbers', () => {
  const text = (file: string) => readFileSync(file, 'utf8')

  it('week starts are worked out only in app/domain/calendar.ts', () => {
    const defining = files.filter((file) => /function \w*[wW]eekStart\w*\(|function mondayOf\(/.test(text(file)))
    expect(defining.map((file) => relative(root, file))).toEqual(['app/domain/calendar.ts'])
  })

  it('the spec numbers named in app/domain/constants.ts are defined nowhere else', () => {
    const constants = text(join(root, 'app/domain/constants.ts'))
    const names = [...constants.matchAll(/^export const ([A-Z][A-Z0-9_]+) =/gm)].map((m) => m[1]!)
    expect(names.length).toBeGreaterThan(80)
    const elsewhere = files
      .filter((file) => !file.endsWith('app/domain/constants.ts'))
      .flatMap((file) => names.filter((name) => new RegExp(`\\bconst ${name}\\b`).test(text(file))).map((name) => `${relative(root, file)}: ${name}`))
    expect(elsewhere).toEqual([])
  })

  it('one time-zone home: the wall clock is read only in app/domain/time-zone.ts', () => {
    const reading = files.filter((file) => /new Intl\.DateTimeFormat\([^)]*timeZone/s.test(text(file)) && /formatToParts/.test(text(file)))
    expect(reading.map((file) => relative(root, file))).toEqual(['app/domain/time-zone.ts'])
  })
})
