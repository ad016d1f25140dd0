import { describe, expect, it } from 'vitest'

import { avatarInitial, toPublicUser, unreadBadge } from '~/domain/user'

describe('avatarInitial (nav avatar fallback)', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(avatarInitial('maya')).toBe('M')
    expect(avatarInitial('  Ōla')).toBe('Ō')
  })

  it("is 'U' when there is no name", () => {
    expect(avatarInitial('')).toBe('U')
    expect(avatarInitial('   ')).toBe('U')
    expect(avatarInitial(null)).toBe('U')
    expect(avatarInitial(undefined)).toBe('U')
  })
})

describe('unreadBadge (Content link)', () => {
  it('shows nothing for no unread items', () => {
    expect(unreadBadge(0)).toBeNull()
  })

  it('shows the count up to 9', () => {
    expect(unreadBadge(1)).toBe('1')
    expect(unreadBadge(9)).toBe('9')
  })

  it("caps at '9+' above 9", () => {
    expect(unreadBadge(10)).toBe('9+')
    expect(unreadBadge(250)).toBe('9+')
  })
})

describe('toPublicUser (the spec’s User)', () => {
  const stored = {
    id: 'a1b2',
    name: 'Ann',
    email: 'ann@example.com',
    picture: undefined,
    tier: 'plus' as const,
    profile_completed: undefined,
    createdAt: '2026-11-20T10:00:00.000Z',
  }

  it('names the tier after the brand and fills every field', () => {
    expect(toPublicUser(stored, 'Liberate')).toEqual({
      id: 'a1b2',
      name: 'Ann',
      email: 'ann@example.com',
      picture: null,
      tier: 'Liberate+',
      profile_completed: false,
      created_at: '2026-11-20T10:00:00.000Z',
    })
  })

  it('follows BRAND_NAME for the base tier', () => {
    expect(toPublicUser({ ...stored, tier: 'base' }, 'Bloom').tier).toBe('Bloom')
  })
})
