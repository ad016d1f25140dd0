import type { TaskConfig } from 'payload'

import { loadContentNoticesJob, SEND_CONTENT_NOTICES_TASK } from '../../app/cms-bridge/jobs'

/**
 * Task config for the e-mails a delivered distribution's recipients get
 * (issue 25). Persisted, so a restart does not lose them; a run cut short
 * resumes without e-mailing anyone twice. Handler: app/jobs/send-content-notices.server.ts.
 */
export const sendContentNoticesTask: TaskConfig<{ input: { distributionId: string }; output: { mailed: number } }> = {
  slug: SEND_CONTENT_NOTICES_TASK,
  label: 'E-mail the recipients of a distribution',
  retries: 3,
  inputSchema: [{ name: 'distributionId', type: 'text', required: true }],
  outputSchema: [{ name: 'mailed', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { runSendContentNotices } = await loadContentNoticesJob()
    return { output: { mailed: await runSendContentNotices(req.payload, input.distributionId) } }
  },
}
