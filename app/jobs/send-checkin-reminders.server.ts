import type { Payload } from 'payload'

import { env } from '../lib/env.server'
import { sendDueReminders } from '../services/reminders/send-due-reminders.server'

/** Job handler, once a minute: the check-in reminders due now. */
export async function runSendCheckinReminders(payload: Payload, now = new Date()): Promise<number> {
  return (await sendDueReminders(payload, env(), now)).sent
}
