import type { SelectField } from 'payload'

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
