import type { CollectionConfig, Field } from 'payload'

import { storedReviewDate, reviewDay } from '../../../app/domain/content/review'
import { isStaff } from '../../access/isStaff'
import { staffOrPublishedForCustomers } from '../../access/staffOrPublishedForCustomers'

const sourcesField = (name: string, description: string): Field => ({
  name,
  type: 'array',
  admin: { description },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 400 },
    { name: 'url', type: 'text', required: true, maxLength: 500 },
  ],
})

/**
 * Courses (issue 49): a few weeks of guided self-help, kept by editors in
 * /admin like the library (drafts, then published); customers read published
 * ones, in both tiers. Week 0 is the baseline step. A session's `session_id`
 * is what her completions refer to: keep it when rewording a session.
 */
export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: 'Course', plural: 'Courses' },
  admin: { group: 'Content library', useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'reviewed_on'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: staffOrPublishedForCustomers, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  hooks: {
    beforeChange: [
      ({ data }) => {
        if ('reviewed_on' in data) {
          const day = reviewDay(data.reviewed_on)
          data.reviewed_on = day ? storedReviewDate(day) : null
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'slug', type: 'text', required: true, unique: true, index: true, maxLength: 100, admin: { description: 'Its address: /courses/{slug}. Lower-case words joined by hyphens.' } },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'what_it_is_not', type: 'textarea', required: true, maxLength: 2000, label: 'What the course is not' },
    { name: 'see_a_doctor', type: 'textarea', required: true, maxLength: 2000, label: 'When to see a doctor' },
    {
      name: 'weeks',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Week 0 is the baseline step; then one week per session.' },
      fields: [
        { name: 'week', type: 'number', required: true, min: 0, max: 52 },
        { name: 'title', type: 'text', required: true, maxLength: 200 },
        {
          name: 'sessions',
          type: 'array',
          required: true,
          minRows: 1,
          fields: [
            { name: 'session_id', type: 'text', required: true, maxLength: 60, admin: { description: 'Her completions refer to it: do not change it once published.' } },
            { name: 'title', type: 'text', required: true, maxLength: 200 },
            { name: 'body', type: 'textarea', required: true, maxLength: 10000, admin: { description: 'The read: paragraphs separated by a blank line.' } },
            { name: 'practice', type: 'textarea', required: true, maxLength: 2000 },
            { name: 'practice_link', type: 'text', maxLength: 300, admin: { description: 'A library page with the practice, e.g. /content/calm-breathing' } },
            { name: 'task', type: 'textarea', required: true, maxLength: 2000, label: 'Task for the week' },
            { name: 'touches_mood', type: 'checkbox', defaultValue: false, admin: { description: 'Shows the link to /support.' } },
            sourcesField('sources', 'Sources for this session (NICE NG23, the trials).'),
          ],
        },
      ],
    },
    sourcesField('sources', 'Sources for the course as a whole.'),
    { name: 'reviewed_on', type: 'date', label: 'Last reviewed', admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'reviewer', type: 'text', maxLength: 200, admin: { position: 'sidebar', description: 'Who checked it against its sources.' } },
  ],
}
