/**
 * The installable app's icons (docs/features/phone-app.md), made from the
 * logo's mark: 192 and 512 px "any" icons (the round logo on a transparent
 * square), a 512 px maskable one (the mark inside the 80 % safe zone of a
 * full-bleed blush square) and a 180 px apple-touch-icon (opaque: iOS puts
 * black behind transparency). Run `node scripts/make-icons.mjs` after
 * changing the logo; the PNGs are committed in public/icons/.
 */
import { Buffer } from 'node:buffer'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'public', 'icons')
// The brand mark of app/components/Logo.tsx (a sun rising over a leaf), drawn on a 32-unit square.
const SUN_AND_LEAF =
  '<circle cx="16" cy="14" r="6" fill="#f6a27a"/>' +
  '<path d="M5 22c4-5 8-6 11-6s7 1 11 6c-4 4-7 5-11 5s-7-1-11-5z" fill="#be185d"/>' +
  '<path d="M16 16v10" stroke="#fce7f3" stroke-width="1.6" stroke-linecap="round"/>'
const BLUSH = '#fce7f3'

/** `round`: the logo's blush disc on transparency; else a full-bleed blush square with the mark inside `inset` of each edge. */
const icon = (size, { round = false, inset = 0 } = {}) => {
  const scale = (size * (1 - 2 * inset)) / 32
  const offset = size * inset
  const background = round ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${BLUSH}"/>` : `<rect width="${size}" height="${size}" fill="${BLUSH}"/>`
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">${SUN_AND_LEAF}</g></svg>`,
  )
}

fs.mkdirSync(out, { recursive: true })
for (const size of [192, 512]) await sharp(icon(size, { round: true })).png().toFile(path.join(out, `icon-${size}.png`))
// Maskable: the platform may cut any shape from the square; the mark stays inside the central 80 % circle.
await sharp(icon(512, { inset: 0.16 })).png().toFile(path.join(out, 'icon-maskable-512.png'))
await sharp(icon(180, { inset: 0.08 })).png().toFile(path.join(out, 'apple-touch-icon.png'))
console.log(`Icons written to ${path.relative(root, out)}`)
