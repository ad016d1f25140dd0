import type { CollectionConfig } from 'payload'

import { ALLERGENS } from '../../../app/domain/meal-plans/allergens'
import { DIETS } from '../../../app/domain/meal-plans/types'
import { nobody } from '../../access/nobody'

/**
 * Her food preferences (GET/PUT /api/user/food-preferences): the diets she
 * follows, her allergens (the 14 of UK and EU food law) and other foods she
 * does not eat. One record per customer (unique). It is hers, not a clinical
 * record: no one reads or changes it through the admin or /cms-api; only the
 * app's own code, for her, through the own-records accessor.
 *
 * `diets_chosen` is false until she saves her diets: until then they come
 * from her latest assessment's "way of eating" answer. `answered_note` is the
 * assessment "Other" text whose allergy words she has answered (confirmed or
 * declined), so they are not offered again.
 */
export const FoodPreferences: CollectionConfig = {
  slug: 'food-preferences',
  labels: { singular: 'Food preferences', plural: 'Food preferences' },
  admin: { group: 'Customer records', hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true, index: true },
    { name: 'diets', type: 'select', hasMany: true, options: [...DIETS] },
    { name: 'diets_chosen', type: 'checkbox', required: true, defaultValue: false },
    { name: 'allergens', type: 'select', hasMany: true, options: [...ALLERGENS] },
    // Up to 20 foods of 1–60 characters (app/domain/food-preferences/schemas.ts).
    { name: 'avoid', type: 'json' },
    { name: 'answered_note', type: 'textarea' },
  ],
}
