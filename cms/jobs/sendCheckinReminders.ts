import type { TaskConfig } from 'payload'

import { loadCheckinRemindersJob, REMINDER_QUEUE, SEND_CHECKIN_REMINDERS_TASK } from '../../app/cms-bridge/jobs'

/**
 * The check for due check-in reminders (issue 25): Payload's scheduler
 * queues it at the start of every minute and the reminders queue's autorun
 * picks it up within seconds (cms/jobs/index.ts). Not retried: the next
 * minute's run picks up whatever this one did not claim. Handler:
 * app/jobs/send-checkin-reminders.server.ts.
 */
export const sendCheckinRemindersTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: SEND_CHECKIN_REMINDERS_TASK,
  label: 'Send the check-in reminders due now',
  retries: 0,
  schedule: [{ cron: '0 * * * * *', queue: REMINDER_QUEUE }],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  handler: async ({ req }) => {
    const { runSendCheckinReminders } = await loadCheckinRemindersJob()
    return { output: { sent: await runSendCheckinReminders(req.payload) } }
  },
}
