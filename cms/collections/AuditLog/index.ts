import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '../../access/isSuperAdmin'
import { nobody } from '../../access/nobody'

/**
 * Who of the staff opened which customer's health data, and when. Written by
 * the server only; super admins read it; nobody edits or deletes it.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: { group: 'Settings', defaultColumns: ['createdAt', 'staff_email', 'action', 'subject_email'], useAsTitle: 'action' },
  access: { read: isSuperAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['subject', 'createdAt'] }],
  fields: [
    { name: 'staff', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'staff_email', type: 'text', required: true },
    // What she is shown in "Who has seen my records": the role and first name at the time (empty on older entries).
    { name: 'staff_role', type: 'text' },
    { name: 'staff_name', type: 'text' },
    // Whose records were opened (named `subject`: the entry is not a record the customer owns).
    { name: 'subject', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'subject_email', type: 'text' },
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [
        { label: 'Opened details', value: 'customer_details' },
        { label: 'Opened assessments', value: 'customer_assessments' },
        { label: 'Opened check-ins', value: 'customer_checkins' },
        { label: 'Opened media', value: 'customer_media' },
        { label: 'Opened treatments', value: 'customer_treatments' },
        { label: 'Opened bleeding log', value: 'customer_bleeding' },
      ],
    },
  ],
}
