/** Grocery messages, word for word from spec doc 2 §5 "Postcode" and §8 "Grocery". */
export const GROCERY_MESSAGES = {
  loadListsFailed: 'Failed to load shopping lists',
  locationRequired: 'Location permission required to find nearby stores',
  findStoresFailed: 'Failed to find nearby stores',
  noMealPlans: 'No meal plans found. Please generate a meal plan first.',
  generateFailed: 'Failed to generate shopping list',
  updateItemFailed: 'Failed to update item',
  updateBudgetFailed: 'Failed to update budget',
  geolocationUnsupported: 'Geolocation is not supported by this browser',
  postcodeInvalid: 'Please enter a valid UK postcode',
  postcodeUnknown: 'Invalid UK postcode. Please check and try again.',
  postcodeNetwork: 'Failed to look up postcode. Please check your internet connection.',
  /** Not in the spec: the postcode or store service is down or too slow (the server got a 5xx or a timeout); not her connection. */
  storeFinderUnavailable: 'The store finder cannot be reached right now. This is on our side, not your connection: please try again in a few minutes.',
  /** Not in the spec: the store search never reached us (her browser is offline). */
  findStoresNetwork: 'Failed to find nearby stores. Please check your internet connection.',
} as const

/**
 * How an answer from the store finder reads to her (spec doc 2 §5, §8):
 * `status` is the HTTP status this app answered, or null when the request
 * never got an answer (her browser is offline: only then is her connection
 * blamed). A postcode the lookup service does not know is 404; one that is
 * not a postcode at all 400; the lookup or store service down is a 5xx.
 */
export function postcodeFailureMessage(status: number | null): string {
  if (status === null) return GROCERY_MESSAGES.postcodeNetwork
  if (status === 400) return GROCERY_MESSAGES.postcodeInvalid
  if (status === 404) return GROCERY_MESSAGES.postcodeUnknown
  return GROCERY_MESSAGES.storeFinderUnavailable
}

/** The explanation beside the spec's 'Failed to find nearby stores' toast, by the same rule. */
export function storeSearchFailureMessage(status: number | null): string {
  if (status === null) return GROCERY_MESSAGES.findStoresNetwork
  if (status >= 500) return GROCERY_MESSAGES.storeFinderUnavailable
  return GROCERY_MESSAGES.findStoresFailed
}

/**
 * The location error kinds (spec doc 2 §4, §8: their wording is not given;
 * these are ours). Position unavailable offers the postcode instead.
 */
export const LOCATION_ERROR_MESSAGES = {
  permission_denied:
    'Location access was denied. Allow location for this site in your browser settings, or enter your postcode instead.',
  position_unavailable: 'Your location could not be found right now. You can enter your postcode instead.',
  timeout: 'Finding your location took too long. Please try again, or enter your postcode.',
  unknown: 'Something went wrong while finding your location. Please try again, or enter your postcode.',
  unsupported: GROCERY_MESSAGES.geolocationUnsupported,
} as const
export type LocationErrorKind = keyof typeof LOCATION_ERROR_MESSAGES

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function locationErrorKind(code: number | undefined): LocationErrorKind {
  if (code === 1) return 'permission_denied'
  if (code === 2) return 'position_unavailable'
  if (code === 3) return 'timeout'
  return 'unknown'
}
