import { describe, expect, it } from 'vitest'

import { GROCERY_MESSAGES, postcodeFailureMessage, storeSearchFailureMessage } from '~/domain/grocery/messages'

describe('what a failed store search tells her', () => {
  it('blames her connection only when the request got no answer at all', () => {
    expect(postcodeFailureMessage(null)).toBe('Failed to look up postcode. Please check your internet connection.')
    expect(storeSearchFailureMessage(null)).toBe('Failed to find nearby stores. Please check your internet connection.')
  })

  it('says a postcode the lookup service does not know is invalid, in the spec’s words', () => {
    expect(postcodeFailureMessage(404)).toBe('Invalid UK postcode. Please check and try again.')
    expect(postcodeFailureMessage(400)).toBe('Please enter a valid UK postcode')
  })

  it('says the store finder cannot be reached when the lookup or store service is down', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(postcodeFailureMessage(status)).toBe(GROCERY_MESSAGES.storeFinderUnavailable)
      expect(storeSearchFailureMessage(status)).toBe(GROCERY_MESSAGES.storeFinderUnavailable)
    }
    expect(GROCERY_MESSAGES.storeFinderUnavailable).toMatch(/^The store finder cannot be reached right now/)
    expect(GROCERY_MESSAGES.storeFinderUnavailable).not.toMatch(/internet connection/)
  })
})
