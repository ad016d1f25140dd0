/**
 * A library item's lasting address, /content/{slug}: lower-case words joined
 * by single hyphens. Starter items use their key (e.g. `bleeding-on-hrt`), so
 * other pages can link to them whatever id the database gave them.
 */
export const SLUG_MAX_LENGTH = 100
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
}
