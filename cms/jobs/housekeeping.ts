import type { TaskConfig } from 'payload'

import { HOUSEKEEPING_QUEUE, HOUSEKEEPING_SCHEDULE, HOUSEKEEPING_TASK, loadHousekeepingJob } from '../../app/cms-bridge/jobs'

/**
 * Task config for the daily housekeeping (app/jobs/housekeeping.server.ts):
 * Payload queues it on its schedule in the process that runs jobs
 * (JOBS_AUTORUN) and the `housekeeping` queue's cron runs it.
 */
export const housekeepingTask: TaskConfig<{ input: object; output: { removed: number; skipped: boolean } }> = {
  slug: HOUSEKEEPING_TASK,
  label: 'Housekeeping: remove what outlived its retention period',
  retries: 2,
  schedule: [{ cron: HOUSEKEEPING_SCHEDULE, queue: HOUSEKEEPING_QUEUE }],
  outputSchema: [
    { name: 'removed', type: 'number', required: true },
    { name: 'skipped', type: 'checkbox', required: true },
  ],
  handler: async ({ req }) => {
    const { runDailyHousekeeping } = await loadHousekeepingJob()
    const report = await runDailyHousekeeping(req.payload)
    return { output: { removed: report ? Object.values(report).reduce((a, b) => a + b, 0) : 0, skipped: report === null } }
  },
}
