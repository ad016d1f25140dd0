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
