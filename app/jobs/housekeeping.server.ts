import type { Payload } from 'payload'

import { runHousekeeping, type HousekeepingReport } from '../services/housekeeping/run-housekeeping.server'
import { claimOnce } from '../lib/claim-once.server'
import { HOUSEKEEPING_TASK } from './queues'

/**
 * The housekeeping job: once per UTC day, whichever process picks it up
 * first (the claim is a unique row, so two processes running jobs, or two
 * copies of the job scheduled by two processes, still purge once). Returns
 * null when another run already did the day's work.
 */
export async function runDailyHousekeeping(payload: Payload, now = new Date()): Promise<HousekeepingReport | null> {
  if (!(await claimOnce(payload, `${HOUSEKEEPING_TASK}:${now.toISOString().slice(0, 10)}`, now))) return null
  return runHousekeeping(payload, { now })
}
