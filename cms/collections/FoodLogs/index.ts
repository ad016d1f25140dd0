import type { CollectionConfig } from 'payload'

import { DEFAULT_PORTION_SIZE, MEAL_TYPES, PORTION_SIZES } from '../../../app/domain/constants'
import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'
import { touchCustomerActivity } from '../../hooks/customerActivity'

/**
 * Food logs (spec doc 2 §3 "Food and sleep entities"), a {product}+ feature.
 * Written only through the documented API; a downgrade keeps them. The
 * (customer, eaten_at) index serves every read: a date range of one customer.
 */
export const FoodLogs: CollectionConfig = {
  slug: 'food-logs',
  labels: { singular: 'Food log', plural: 'Food logs' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'meal_type', 'from_meal_plan', 'eaten_at'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  // A log counts as activity on the admin dashboard.
  hooks: { afterChange: [touchCustomerActivity] },
  indexes: [{ fields: ['customer', 'eaten_at'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'meal_type', type: 'select', required: true, options: [...MEAL_TYPES] },
    {
      name: 'food_items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'portion_size', type: 'select', required: true, defaultValue: DEFAULT_PORTION_SIZE, options: [...PORTION_SIZES] },
        { name: 'calories', type: 'number', min: 0 },
        { name: 'notes', type: 'textarea' },
      ],
    },
    { name: 'from_meal_plan', type: 'checkbox', required: true, defaultValue: false },
    { name: 'eaten_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
