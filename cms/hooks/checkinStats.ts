import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { CheckinChange } from '../../app/domain/checkins/stats'
import { applyCheckinChange } from '../../app/cms-bridge/hooks.server'
import { relationId } from './customerActivity'

/**
 * Keeps each customer's check-in count and current run on her record
 * (decision 0009) whenever a check-in is written through Payload: the
 * customer API, the admin, seeding through the Local API. Writes that skip
 * Payload's hooks (`payload.db`) call `recomputeCheckinStats` themselves.
 */
export const keepCheckinStatsOnChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const customer = relationId(doc.customer)
  if (!customer) return doc
  const before = operation === 'update' ? relationId(previousDoc?.customer) : null
  const change: CheckinChange =
    operation === 'create'
      ? { kind: 'created', date: String(doc.date) }
      : previousDoc?.date === doc.date && before === customer
        ? { kind: 'rated' }
        : { kind: 'moved' }
  await applyCheckinChange(req.payload, customer, change, req)
  // A check-in staff moved to another customer leaves the first one's figures to recompute too.
  if (before && before !== customer) await applyCheckinChange(req.payload, before, { kind: 'moved' }, req)
  return doc
}

export const keepCheckinStatsOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const customer = relationId(doc.customer)
  if (customer) await applyCheckinChange(req.payload, customer, { kind: 'deleted' }, req)
  return doc
}
