import type { Payload } from 'payload'

/**
 * Claims a piece of work for this process: true for the first caller with
 * `key`, in any process sharing the database; false for every other. The
 * claim is a row whose key is unique (`job-claims`), so the database decides.
 * Payload's job runner marks a job as taken with a read and a write, which two
 * processes running jobs can both pass; handlers of work that must happen
 * once (housekeeping, reminders) claim it here first.
 */
export async function claimOnce(payload: Payload, key: string, now = new Date()): Promise<boolean> {
  try {
    await payload.db.create({ collection: 'job-claims', data: { key, claimed_at: now.toISOString() } })
    return true
  } catch (error) {
    const { totalDocs } = await payload.db.count({ collection: 'job-claims', where: { key: { equals: key } } })
    if (totalDocs > 0) return false
    throw error
  }
}
