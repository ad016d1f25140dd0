import fs from 'node:fs'
import path from 'node:path'

/**
 * `local/no-import-cycle`: a module must not reach itself again through the
 * modules it imports (static or dynamic `import`, type-only imports aside).
 * Cycles between app/ and cms/ once ran two copies of a service (issue 8); the
 * layer rules in eslint.config.js stop most of them, this stops the rest.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
const ALIASES = { '~/': path.join(root, 'app') + '/', '@payload-config': path.join(root, 'cms/payload.config.ts') }

// Static `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')`; not `import type`.
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolve(from, specifier) {
  let base
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else {
    const alias = Object.keys(ALIASES).find((a) => specifier === a || specifier.startsWith(a))
    if (!alias) return null
    base = alias.endsWith('/') ? ALIASES[alias] + specifier.slice(alias.length) : ALIASES[alias]
  }
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

const cache = new Map()

function importsOf(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  if (!stat) return []
  const hit = cache.get(file)
  if (hit && hit.mtime === stat.mtimeMs) return hit.edges
  const source = fs.readFileSync(file, 'utf8')
  const edges = []
  for (const match of source.matchAll(IMPORT)) {
    if (match[2]) continue
    // `import { type A, type B } from` carries types only.
    if (match[1] && /^\s*(import|export)\s*\{\s*(type\s+\w+\s*(as\s+\w+\s*)?,?\s*)+\}/.test(match[0].trim())) continue
    const target = resolve(file, match[3] ?? match[4])
    if (target) edges.push(target)
  }
  cache.set(file, { mtime: stat.mtimeMs, edges })
  return edges
}

/** A path from `start` back to `file`, or null. */
function cycleThrough(file, start) {
  const seen = new Set()
  const stack = [[start, [start]]]
  while (stack.length) {
    const [current, trail] = stack.pop()
    if (current === file) return trail
    if (seen.has(current)) continue
    seen.add(current)
    for (const next of importsOf(current)) stack.push([next, [...trail, next]])
  }
  return null
}

export default {
  rules: {
    'no-import-cycle': {
      meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{trail}}' } },
      create(context) {
        const file = context.filename
        const check = (node, specifier) => {
          if (typeof specifier !== 'string') return
          const target = resolve(file, specifier)
          if (!target) return
          const trail = cycleThrough(file, target)
          if (trail) {
            const names = [file, ...trail].map((f) => path.relative(root, f))
            context.report({ node, messageId: 'cycle', data: { trail: names.join(' → ') } })
          }
        }
        const typeOnly = (node) =>
          node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'))
        return {
          ImportDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && !typeOnly(node) && check(node, node.source.value),
          ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.value),
        }
      },
    },
  },
}
