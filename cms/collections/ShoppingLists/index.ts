import type { CollectionConfig } from 'payload'

import { isWellnessStaff } from '../../access/isWellnessStaff'
import { nobody } from '../../access/nobody'
import { wellnessStaffWhileShared } from '../../access/wellnessStaffWhileShared'

/**
 * Shopping lists (spec doc 2 §3 "Shopping list"): made from one of the
 * customer's meal plans, priced from the committed UK price table
 * (app/domain/grocery/prices.ts). Owned by one customer; created and changed
 * only by our own routes. Each item's id is its array row id.
 */
export const ShoppingLists: CollectionConfig = {
  slug: 'shopping-lists',
  labels: { singular: 'Shopping list', plural: 'Shopping lists' },
  admin: { group: 'Customer records', defaultColumns: ['customer', 'total_estimated_cost', 'createdAt'] },
  access: { read: wellnessStaffWhileShared, create: nobody, update: nobody, delete: isWellnessStaff },
  indexes: [{ fields: ['customer', 'createdAt'] }],
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'meal_plan', type: 'relationship', relationTo: 'meal-plans', index: true },
    { name: 'total_estimated_cost', type: 'number', required: true, min: 0, admin: { description: 'Pounds' } },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'quantity', type: 'text', required: true },
        { name: 'category', type: 'text', required: true, defaultValue: 'Other' },
        { name: 'completed', type: 'checkbox', required: true, defaultValue: false },
        { name: 'estimated_price', type: 'number', required: true, min: 0, admin: { description: 'Pounds' } },
        { name: 'pack', type: 'text', admin: { description: 'The packs a shopper picks up' } },
        { name: 'price_basis', type: 'select', options: ['table', 'category'], defaultValue: 'table' },
      ],
    },
  ],
}
