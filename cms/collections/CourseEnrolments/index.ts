import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Her place on a course (issue 49): the day she started (her calendar), the
 * sessions she has completed (`[{ session, completed_on }]`, at most one per
 * session of the course) and the last week she was reminded of. One per
 * course. Written only by her; staff read it while she shares her data.
 */
export const CourseEnrolments: CollectionConfig = {
  slug: 'course-enrolments',
  labels: { singular: 'Course enrolment', plural: 'Course enrolments' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'course', 'started_on'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'course'], unique: true }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'course', type: 'text', required: true, maxLength: 100, admin: { description: 'The course’s slug' } },
    { name: 'started_on', type: 'text', required: true, admin: { description: 'Her calendar day, YYYY-MM-DD' } },
    { name: 'completed', type: 'json', admin: { readOnly: true, description: 'The sessions she completed: [{ session, completed_on }]' } },
    { name: 'reminded_week', type: 'number', admin: { readOnly: true, description: 'The last week of the course she was reminded of' } },
  ],
}
