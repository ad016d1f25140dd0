import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The maps are true: every file or folder of the repository named in docs/,
 * and in a code comment that names docs/ or DESIGN.md (the team's design
 * brief, kept beside the repository), exists. A path with a placeholder
 * (`<feature>`, `*`, `{a,b}`) names a pattern, not a file, and is skipped;
 * a module named without its extension (`app/lib/env.server`) is looked up as
 * TypeScript or JavaScript.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const TOP = ['app', 'cms', 'server', 'tests', 'docs', 'scripts', 'bench', 'types', 'eslint', 'public', 'patches']
const PATH = new RegExp(`(?<![\\w./:@~-])((?:${TOP.join('|')})/[\\w.+$@()\\[\\]/<>*{},-]*)`, 'g')
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)/g
const SOURCE_DIRS = ['app', 'cms', 'server', 'tests', 'scripts', 'bench', 'eslint']
const SKIP_DIRS = new Set(['node_modules', '.next', 'build', 'dist', 'migrations'])

function walk(dir: string, match: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, match, out)
    else if (match(full)) out.push(full)
  }
  return out
}

function exists(named: string, from = ROOT): boolean {
  let clean = named.split('](')[0]!.replace(/[.,:;]+$/, '')
  while (clean.endsWith(')') && (clean.match(/\(/g) ?? []).length < (clean.match(/\)/g) ?? []).length) clean = clean.slice(0, -1).replace(/[.,:;]+$/, '')
  clean = clean.replace(/\/$/, '')
  const full = path.resolve(from, clean)
  return ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].some((ext) => fs.existsSync(full + ext))
}

/** A pattern, not a file; or a link's placeholder (`[label](href)`). */
const isPattern = (named: string) => /[<>*{}]/.test(named) || !/[./]/.test(named)

/** A record may name a file that is gone if it says so at once: "`old/path.ts` (removed …", "…, moved to …". */
const SAID_GONE = /^`?\)?[,;]?\s*\(?(removed|moved|renamed)\b/

/** `file: path` for each path named in `text` that does not exist. */
function missingIn(file: string, text: string): string[] {
  const missing: string[] = []
  for (const match of text.matchAll(PATH)) {
    const named = match[1]!
    if (isPattern(named) || exists(named) || SAID_GONE.test(text.slice(match.index + match[0].length))) continue
    missing.push(`${path.relative(ROOT, file)}: ${named}`)
  }
  return missing
}

describe('every path the docs name exists', () => {
  const docs = walk(path.join(ROOT, 'docs'), (file) => file.endsWith('.md'))

  it('reads the docs', () => {
    expect(docs.length).toBeGreaterThan(20)
  })

  it('in docs/: paths from the repository root, and relative links', () => {
    const missing: string[] = []
    for (const file of docs) {
      const text = fs.readFileSync(file, 'utf8')
      missing.push(...missingIn(file, text))
      for (const [, link] of text.matchAll(MARKDOWN_LINK)) if (!isPattern(link!) && !exists(link!, path.dirname(file))) missing.push(`${path.relative(ROOT, file)}: (${link})`)
    }
    expect(missing).toEqual([])
  })

  it('in code comments that name docs/ or DESIGN.md', () => {
    const missing: string[] = []
    for (const dir of SOURCE_DIRS) {
      for (const file of walk(path.join(ROOT, dir), (f) => /\.(ts|tsx|js|mjs)$/.test(f))) {
        const comments = fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^\s*(\/\/|\*|\/\*)|\s\/\/\s/.test(line) && /docs\/|DESIGN\.md/.test(line))
        missing.push(...missingIn(file, comments.join('\n')))
      }
    }
    expect(missing).toEqual([])
  })

  it('finds a path that does not exist', () => {
    expect(missingIn('docs/probe.md', 'See `app/lib/no-such-module.server.ts` and docs/decisions/9999-nothing.md.')).toHaveLength(2)
    expect(missingIn('docs/probe.md', 'See `app/lib/env.server` and `app/services/<feature>/<op>.server.ts`.')).toEqual([])
  })
})

describe('the decision records are indexed', () => {
  it('docs/decisions/README.md links every record', () => {
    const dir = path.join(ROOT, 'docs/decisions')
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8')
    const records = fs.readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name) && !name.startsWith('0000-'))
    expect(records.length).toBeGreaterThan(25)
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([])
  })
})
