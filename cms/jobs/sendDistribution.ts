import type { TaskConfig } from 'payload'

import { loadDistributionJob, SEND_DISTRIBUTION_TASK } from '../../app/cms-bridge/jobs'

/**
 * Task config for sending a media distribution at its `scheduled_for` time
 * (the job's waitUntil), or now for one too large to send inside a request.
 * The job is stored in the database, so a restart before the time does not
 * lose it; a send cut short resumes without writing anything twice. The
 * handler is on the app side (app/jobs/send-distribution.server.ts).
 */
export const sendDistributionTask: TaskConfig<{ input: { distributionId: string }; output: { sent: number } }> = {
  slug: SEND_DISTRIBUTION_TASK,
  label: 'Send a media distribution',
  retries: 3,
  inputSchema: [{ name: 'distributionId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { runSendDistribution } = await loadDistributionJob()
    return { output: { sent: await runSendDistribution(req.payload, input.distributionId) } }
  },
}
