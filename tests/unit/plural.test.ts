import { describe, expect, it } from 'vitest'

import { confirmationText, distributedMessage } from '~/domain/admin/distributions'
import { countOf, nounFor } from '~/domain/plural'

describe('counts with their nouns', () => {
  it('says 1 recipient, 0 and 2 recipients', () => {
    expect(countOf(1, 'recipient')).toBe('1 recipient')
    expect(countOf(0, 'recipient')).toBe('0 recipients')
    expect(countOf(2, 'recipient')).toBe('2 recipients')
  })

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person')
    expect(countOf(4, 'person', 'people')).toBe('4 people')
    expect(nounFor(1, 'week')).toBe('week')
    expect(nounFor(3, 'week')).toBe('weeks')
  })

  it('is used where staff read counts: one customer, one user', () => {
    expect(distributedMessage(1)).toBe('Media distributed to 1 user')
    expect(distributedMessage(12)).toBe('Media distributed to 12 users')
    expect(confirmationText('individual', ['a@example.com']).text).toBe('Send this media to 1 customer?')
  })
})
