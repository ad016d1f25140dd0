import type { CollectionConfig } from 'payload'

import { CONSENT_KINDS, CONSENT_STATUSES } from '../../../app/domain/account/consents'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'

/**
 * A customer's consents on record (issue 18): what she agreed to, in the
 * exact words she saw and their version, when, and through which
 * questionnaire or page. The AI consent (issue 35) also records whether her
 * journal notes may go with her ratings. Withdrawing marks the record withdrawn with its time; it is
 * never deleted while her account exists. Written only by the app.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'kind', 'status', 'agreed_at', 'withdrawn_at'] },
  access: { read: isWellnessStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['customer', 'kind', 'agreed_at'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...CONSENT_KINDS] },
    { name: 'wording', type: 'textarea', required: true, admin: { description: 'The exact words she agreed to.' } },
    { name: 'wording_version', type: 'text', required: true },
    {
      name: 'include_journal',
      type: 'checkbox',
      admin: { description: 'AI consent only: her journal notes may be sent with her ratings.', condition: (data) => data?.kind === 'ai_processing' },
    },
    { name: 'source', type: 'text', required: true, admin: { description: 'The questionnaire or page that asked for it.' } },
    { name: 'status', type: 'select', required: true, options: [...CONSENT_STATUSES], index: true },
    { name: 'agreed_at', type: 'date', required: true },
    { name: 'withdrawn_at', type: 'date' },
  ],
}
