import figtreeLatinExt from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2'
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2'
import frauncesLatinExt from '@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff2'
import frauncesLatin from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'

/**
 * The typeface pairing, served from this app (no outside font host): Fraunces
 * 600 for display headings, Figtree (variable weight) for everything else.
 * Only the Latin files are preloaded (about 38 KB together); the Latin
 * Extended files download only when a page uses those characters, for
 * example a name with ő or ł. Tailwind's `font-sans` and `font-display` name
 * these families (tailwind.config.ts).
 */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

function face(family: string, url: string, weight: string, range: string): string {
  return `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`
}

export const FONT_FACES = [
  face('Figtree Variable', figtreeLatinExt, '300 900', LATIN_EXT),
  face('Figtree Variable', figtreeLatin, '300 900', LATIN),
  face('Fraunces', frauncesLatinExt, '600', LATIN_EXT),
  face('Fraunces', frauncesLatin, '600', LATIN),
].join('')

export const FONT_PRELOADS = [figtreeLatin, frauncesLatin].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous' as const,
}))
