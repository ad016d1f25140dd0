import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import * as ReactPdf from '@react-pdf/renderer'
import { describe, expect, it } from 'vitest'

import * as primitives from '~/reports/pdf-primitives'

const APP = path.resolve(import.meta.dirname, '..', '..', 'app')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

describe('the reports draw without loading the PDF renderer', () => {
  it('takes the same elements and StyleSheet the renderer exports', () => {
    for (const name of ['Document', 'Page', 'View', 'Text', 'Svg', 'Line', 'Polyline'] as const) {
      expect(primitives[name], name).toBe(ReactPdf[name])
    }
    const styles = { page: { padding: 10 } }
    expect(primitives.StyleSheet.create(styles)).toBe(ReactPdf.StyleSheet.create(styles))
  })

  it('no module of the app imports the renderer except on demand', () => {
    // A static import would load it (0.5 s, 40 MiB) at every server start: the
    // server build hoists the imports of the modules it loads on demand.
    const offenders = sources(APP).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s([\s\S]*?)\sfrom\s+'([^']+)'/gm)].some(([, what, from]) => from === '@react-pdf/renderer' && !what!.startsWith('type ')),
    )
    expect(offenders.map((file) => path.relative(APP, file))).toEqual([])
  })

  it('loads the renderer once, with the reports’ hyphenation rule', async () => {
    const [first, second] = await Promise.all([primitives.loadPdfRenderer(), primitives.loadPdfRenderer()])
    expect(first).toBe(second)
    expect(first.renderToBuffer).toBe(ReactPdf.renderToBuffer)
  })
})

describe('reportHyphenation', () => {
  it('keeps words whole', () => {
    expect(primitives.reportHyphenation('oestrogel')).toEqual(['oestrogel'])
    expect(primitives.reportHyphenation('hormone-replacement')).toEqual(['hormone-replacement'])
  })

  it('breaks a run too long for any column every 12 characters', () => {
    expect(primitives.reportHyphenation('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123')).toEqual(['ABCDEFGHIJKL', 'MNOPQRSTUVWX', 'YZ0123'])
  })

  it('never breaks a web address, which a hyphen would change', () => {
    expect(primitives.reportHyphenation('nhs.uk/medicines/hormone-replacement-therapy-hrt')).toEqual(['nhs.uk/medicines/hormone-replacement-therapy-hrt'])
  })
})
