/**
 * What the report documents are drawn with, without loading the PDF renderer.
 *
 * @react-pdf/renderer's elements are plain names ('DOCUMENT', 'PAGE', 'TEXT'…)
 * that it re-exports from @react-pdf/primitives, and `StyleSheet.create`
 * returns its argument. The documents take them from here, so importing a
 * document costs nothing; the renderer itself (0.5 s and 40 MiB on the
 * server, 200 kB in the browser) loads only when a PDF is made, through
 * `loadPdfRenderer`. A static import of the renderer in a document would load
 * it at every server start: the server build hoists the imports of modules it
 * loads on demand (docs/PERFORMANCE.md).
 */
import * as primitives from '@react-pdf/primitives'
import type * as ReactPdf from '@react-pdf/renderer'

export const Document = primitives.Document as unknown as typeof ReactPdf.Document
export const Page = primitives.Page as unknown as typeof ReactPdf.Page
export const View = primitives.View as unknown as typeof ReactPdf.View
export const Text = primitives.Text as unknown as typeof ReactPdf.Text
export const Svg = primitives.Svg as unknown as typeof ReactPdf.Svg
export const Line = primitives.Line as unknown as typeof ReactPdf.Line
export const Polyline = primitives.Polyline as unknown as typeof ReactPdf.Polyline

export const StyleSheet: Pick<typeof ReactPdf.StyleSheet, 'create'> = { create: (styles) => styles }

/**
 * Whole words only (a clinician should not read 'oestro-gel'). A run of
 * letters too long for any column (a pasted code) may break every 12
 * characters rather than run over the next column; a web address never
 * breaks (the renderer marks each break with a hyphen, which would change
 * it) and wraps whole. One rule for every report: the renderer keeps one
 * hyphenation callback for the process.
 */
export function reportHyphenation(word: string): string[] {
  if (word.length <= 24 || /[./]/.test(word)) return [word]
  return word.match(/.{1,12}/g) ?? [word]
}

let renderer: Promise<typeof ReactPdf> | undefined

/** The PDF renderer, loaded on first use, with the reports' hyphenation rule. */
export function loadPdfRenderer(): Promise<typeof ReactPdf> {
  renderer ??= import('@react-pdf/renderer').then((pdf) => {
    pdf.Font.registerHyphenationCallback(reportHyphenation)
    return pdf
  })
  return renderer
}
