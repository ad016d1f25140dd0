/**
 * Seeded randomness: the same seed gives the same sequence, run after run
 * (mulberry32, a small, fast 32-bit generator). The demo data set and the
 * API fuzz test use it; neither needs cryptographic quality.
 */
export interface Random {
  /** A number in [0, 1). */
  next: () => number
  /** A whole number from `min` to `max` inclusive. */
  int: (min: number, max: number) => number
  /** One of the items. */
  pick: <T>(items: readonly T[]) => T
  /** True with probability `p`. */
  chance: (p: number) => boolean
  /** Roughly normal noise with this spread (sum of uniforms). */
  noise: (spread: number) => number
  /** A generator of its own for a named part, so adding one part never shifts another. */
  fork: (name: string) => Random
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function seededRandom(seed: string | number): Random {
  const key = String(seed)
  // A number is the generator's state itself (so a numeric seed replays plain mulberry32); text is hashed.
  let state = typeof seed === 'number' ? seed >>> 0 : hash(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    noise: (spread) => ((next() + next() + next()) / 3 - 0.5) * 2 * spread,
    fork: (name) => seededRandom(`${key}/${name}`),
  }
}
