import { inflateSync } from 'node:zlib'

/**
 * The text drawn in a PDF made with the standard fonts (as the assessment
 * report is): each content stream is inflated and the hex strings of its
 * TJ/Tj operators decoded, one line per text operator. Enough to check that
 * a name or a heading is in the report, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  return pdfPageTexts(pdf).join('\n')
}

/**
 * The same, one string per content stream that draws text: with react-pdf
 * that is one per page, in page order, so a test can tell what is on page one.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const pages: string[] = []
  const source = pdf.toString('latin1')
  const streamPattern = /stream\r?\n/g
  let match: RegExpExecArray | null
  while ((match = streamPattern.exec(source))) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    if (end < 0) break
    const raw = pdf.subarray(start, end)
    let content: string
    try {
      content = inflateSync(raw).toString('latin1')
    } catch {
      continue
    }
    const lines: string[] = []
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]]
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''))
    }
    if (lines.length > 0) pages.push(lines.join('\n'))
  }
  return pages
}
