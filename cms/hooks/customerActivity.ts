import type { CollectionAfterChangeHook } from 'payload'

export const relationId = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

/**
 * Keeps `customers.last_activity_at` current when a customer records
 * something (a check-in, an assessment, a food or sleep log), so the admin
 * dashboard counts active users with one indexed count query instead of
 * reading every record. Add it to any collection of customer activity.
 */
export const touchCustomerActivity: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const customer = relationId(doc.customer)
  if (!customer) return doc
  const data: Record<string, string> = { last_activity_at: new Date().toISOString() }
  // The first comprehensive assessment also counts towards the assessment rate.
  if (doc.assessment_type === 'comprehensive_menopause_assessment') {
    const current = await req.payload.findByID({ collection: 'customers', id: customer, depth: 0, overrideAccess: true, req, select: { first_assessment_at: true } })
    if (!current?.first_assessment_at) data.first_assessment_at = data.last_activity_at!
  }
  await req.payload.update({ collection: 'customers', id: customer, data, depth: 0, overrideAccess: true, req, context: { activityTouch: true } })
  return doc
}
