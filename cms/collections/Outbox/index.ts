import type { CollectionConfig } from 'payload'

import { MAIL_KIND_LABELS, MAIL_KINDS } from '../../../app/domain/mail/messages'
import { MAIL_STATUS_LABELS, MAIL_STATUSES } from '../../../app/domain/mail/outbox'
import { hasStaffRole, SUPER_ADMINS } from '../../../app/domain/staff'
import { isSuperAdmin } from '../../access/isSuperAdmin'
import { nobody } from '../../access/nobody'

/**
 * Every e-mail the app sent or would have sent (issue 25), written by the one
 * mail module (app/lib/mail.server.ts). With no mail server configured
 * (`SMTP_URL`), nothing is lost: messages stay here, marked "Not sent: no mail
 * server configured", for super admins to read. A message that went out keeps
 * its plain text with secret links removed; one that did not keeps both parts
 * whole. Only super admins read it; kept 30 days (RETENTION_DAYS.outboxMessages).
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outbox' },
  admin: {
    group: 'Settings',
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'to', 'subject', 'kind', 'status'],
    description: 'Every e-mail the app sent or would have sent. With no mail server configured (SMTP_URL), messages stay here, not sent.',
    hidden: ({ user }) => !hasStaffRole((user as { role?: string } | null)?.role, SUPER_ADMINS),
  },
  access: { read: isSuperAdmin, create: nobody, update: nobody, delete: isSuperAdmin },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['recipient', 'kind', 'createdAt'] }, { fields: ['kind', 'ref'] }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      options: MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'kind', type: 'select', required: true, options: MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] })), admin: { readOnly: true, position: 'sidebar' } },
    { name: 'to', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'from', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    // Whom it was for, when a customer (named `recipient`: the entry is the service's record, not one she owns).
    { name: 'recipient', type: 'relationship', relationTo: 'customers', admin: { readOnly: true, position: 'sidebar' } },
    // What it was about, for sends that must not repeat (a distribution's id for its notices).
    { name: 'ref', label: 'About', type: 'text', admin: { readOnly: true, position: 'sidebar', description: 'The distribution a note about new content was for.' } },
    { name: 'text', label: 'Message (plain text)', type: 'textarea', required: true, admin: { readOnly: true, rows: 16 } },
    // The HTML part of a message that was not sent; never rendered in the admin.
    { name: 'html', type: 'textarea', admin: { hidden: true } },
    { name: 'message_id', label: 'Message ID', type: 'text', admin: { readOnly: true, position: 'sidebar', description: 'As the mail server accepted it.' } },
    { name: 'error', type: 'text', admin: { readOnly: true, position: 'sidebar', description: 'Why the mail server refused it.' } },
  ],
}
