import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'

/**
 * The weekly grocery budget (spec doc 2 §3 "Budget"): one per customer
 * (unique), in pounds. `week_start` is the Monday (UK) the amount spent
 * belongs to; a new week starts it again at 0.
 */
export const Budgets: CollectionConfig = {
  slug: 'budgets',
  labels: { singular: 'Grocery budget', plural: 'Grocery budgets' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'weekly_budget', 'current_spent', 'week_start'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true, index: true },
    { name: 'weekly_budget', type: 'number', required: true, min: 0, defaultValue: 0 },
    { name: 'current_spent', type: 'number', required: true, min: 0, defaultValue: 0 },
    { name: 'week_start', type: 'text', required: true, admin: { description: 'YYYY-MM-DD, the Monday this spending belongs to' } },
    { name: 'add_ticked_items', type: 'checkbox', required: true, defaultValue: false, admin: { description: 'Ticking an item adds its estimated price to the amount spent' } },
  ],
}
