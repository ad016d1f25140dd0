import type { SelectField } from 'payload'

/** Field builders shared by collections, so one concept is declared once. */

/** A customer tier, stored as its stable code (names come from BRAND_NAME). */
export function tierField(overrides: Partial<SelectField> = {}): SelectField {
  return {
    name: 'tier',
    type: 'select',
    required: true,
    options: [
      { label: 'Base', value: 'base' },
      { label: 'Plus', value: 'plus' },
    ],
    ...overrides,
  } as SelectField
}

/** Who took a payment: Stripe, or the built-in demo checkout that charges nothing. */
export function paymentProviderField(overrides: Partial<SelectField> = {}): SelectField {
  return {
    name: 'provider',
    type: 'select',
    required: true,
    options: [
      { label: 'Stripe', value: 'stripe' },
      { label: 'Demo (no charge)', value: 'demo' },
    ],
    ...overrides,
  } as SelectField
}
