import { describe, expect, it } from 'vitest'

import { parseRange } from '~/services/media/serve-file.server'

describe('parseRange (private media with range support)', () => {
  it('reads the byte ranges players and PDF viewers send', () => {
    expect(parseRange(null, 100)).toBeNull()
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
  })
  it('refuses ranges it cannot serve', () => {
    expect(parseRange('bytes=100-', 100)).toBe('invalid')
    expect(parseRange('bytes=9-3', 100)).toBe('invalid')
    expect(parseRange('bytes=-0', 100)).toBe('invalid')
  })
  it('ignores forms it does not serve and answers the whole file', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
    expect(parseRange('items=0-1', 100)).toBeNull()
  })
})
