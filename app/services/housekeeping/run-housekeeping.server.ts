import type { Payload } from 'payload'

import { HOUSEKEEPING_BATCH_SIZE, HOUSEKEEPING_MAX_BATCHES } from '../../domain/constants'
import { RETENTION_DAYS } from '../../domain/retention'
import { yieldToEventLoop } from '../../lib/event-loop'
import { logger } from '../../lib/logger.server'
import { PURGE_TASKS, type PurgeTask } from './purge-tasks.server'
import { DAY_MS } from '../../domain/calendar'


export interface HousekeepingOptions {
  /** The clock (tests pass their own). */
  now?: Date
  batchSize?: number
  /** At most this many batches per task and run; what is left goes on the next run. */
  maxBatches?: number
  tasks?: readonly PurgeTask[]
}

/** How many records each task removed, by task name. */
export type HousekeepingReport = Record<string, number>

/**
 * Removes what has outlived its retention period, task by task
 * (purge-tasks.server.ts): the ids of one batch (oldest first, through the
 * task's indexed date), then one delete of exactly those, then a turn for
 * other requests before the next batch. No batch holds the database for
 * long, and a run stopped half-way leaves nothing half-done.
 */
export async function runHousekeeping(payload: Payload, options: HousekeepingOptions = {}): Promise<HousekeepingReport> {
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? HOUSEKEEPING_BATCH_SIZE
  const maxBatches = options.maxBatches ?? HOUSEKEEPING_MAX_BATCHES
  const report: HousekeepingReport = {}
  for (const task of options.tasks ?? PURGE_TASKS) {
    const cutoff = new Date(now.getTime() - RETENTION_DAYS[task.kind] * DAY_MS).toISOString()
    report[task.name] = await purge(payload, task, cutoff, batchSize, maxBatches)
  }
  logger().info({ removed: report }, 'Housekeeping done')
  return report
}

async function purge(payload: Payload, task: PurgeTask, cutoff: string, batchSize: number, maxBatches: number): Promise<number> {
  let removed = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const { docs } = await payload.find({
      collection: task.collection,
      overrideAccess: true,
      where: task.ended(cutoff),
      sort: task.sort,
      select: {},
      depth: 0,
      limit: batchSize,
      pagination: false,
    })
    if (!docs.length) break
    await payload.db.deleteMany({ collection: task.collection, where: { id: { in: docs.map((doc) => doc.id) } } })
    removed += docs.length
    await yieldToEventLoop()
    if (docs.length < batchSize) break
  }
  return removed
}
