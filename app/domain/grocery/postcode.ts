import { POSTCODE_MAX_LENGTH, POSTCODE_MIN_LENGTH } from '../constants'

/**
 * A UK postcode as typed (spec doc 2 §5 "Postcode"): trimmed and uppercased,
 * 3 to 8 characters of letters, digits and spaces. Null when it cannot be one.
 */
export function normalisePostcode(input: string): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, ' ')
  if (value.length < POSTCODE_MIN_LENGTH || value.length > POSTCODE_MAX_LENGTH) return null
  if (!/^[A-Z0-9 ]+$/.test(value) || !/[0-9]/.test(value)) return null
  return value
}

export interface PostcodeLocation {
  latitude: number
  longitude: number
  /** The local authority (postcodes.io admin_district), else the county, region or country. */
  admin_area: string | null
}
