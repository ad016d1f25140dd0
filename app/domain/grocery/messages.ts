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
} as const

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
