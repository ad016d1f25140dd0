import type { CollectionConfig } from 'payload'

import { RATING_MAX, RATING_MIN } from '../../../app/domain/courses/course'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

const rating = (name: string) => ({ name, type: 'number' as const, required: true, min: RATING_MIN, max: RATING_MAX })

/**
 * Her weekly ratings on a course (issue 49): how much of a problem flushes and
 * sweats were, how much they got in the way, how much they disturbed sleep,
 * each 1–10, and the week of the course she gave them in.
 */
export const CourseRatings: CollectionConfig = {
  slug: 'course-ratings',
  labels: { singular: 'Course rating', plural: 'Course ratings' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'course', 'week', 'problem', 'interference', 'sleep'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'course', 'rated_at'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'course', type: 'text', required: true, maxLength: 100 },
    { name: 'week', type: 'number', required: true, min: 0 },
    rating('problem'),
    rating('interference'),
    rating('sleep'),
    { name: 'rated_on', type: 'text', required: true, admin: { description: 'Her calendar day, YYYY-MM-DD' } },
    { name: 'rated_at', type: 'date', required: true },
  ],
}
