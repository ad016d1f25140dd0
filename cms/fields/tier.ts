import type { SelectField } from 'payload'

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
