import type { JobsConfig, Payload } from 'payload'

import { isSuperAdmin } from '../access/isSuperAdmin'
import { env } from '../../app/lib/env.server'
import { generateMealPlanRecipesTask } from './generateMealPlanRecipes'
import { housekeepingTask } from './housekeeping'
import { DISTRIBUTION_QUEUE, HOUSEKEEPING_QUEUE, loadMealPlanRecipesJob, MAIL_QUEUE, MEAL_PLAN_QUEUE, REMINDER_QUEUE } from '../../app/cms-bridge/jobs'
import { sendCheckinRemindersTask } from './sendCheckinReminders'
import { sendContentNoticesTask } from './sendContentNotices'
import { sendDistributionTask } from './sendDistribution'

/**
 * Payload's jobs queue (tasks persisted in the database). Exactly one process
 * runs jobs: the one with JOBS_AUTORUN=true. The cron is the safety net for
 * jobs queued by another process; work queued here starts at once
 * (see queueMealPlanRecipes in app/jobs/run.server.ts).
 */
export function jobsConfig(): JobsConfig {
  return {
    tasks: [generateMealPlanRecipesTask, sendDistributionTask, housekeepingTask, sendContentNoticesTask, sendCheckinRemindersTask],
    deleteJobOnComplete: false,
    autoRun: [
      { queue: MEAL_PLAN_QUEUE, cron: '*/10 * * * * *', limit: 5 },
      // Scheduled distributions go out within a few seconds of their time.
      { queue: DISTRIBUTION_QUEUE, cron: '*/5 * * * * *', limit: 2 },
      // Housekeeping is queued on its schedule (cms/jobs/housekeeping.ts) and started within a minute.
      { queue: HOUSEKEEPING_QUEUE, cron: '0 * * * * *', limit: 1 },
      // E-mails queued by another process (a distribution's notes).
      { queue: MAIL_QUEUE, cron: '*/10 * * * * *', limit: 2 },
      // Check-in reminders: the scheduled check of every minute (its task's schedule) runs within seconds of being queued.
      { queue: REMINDER_QUEUE, cron: '*/5 * * * * *', limit: 1 },
    ],
    shouldAutoRun: () => env().JOBS_AUTORUN,
    access: {
      run: ({ req }) => Boolean(isSuperAdmin({ req })),
      queue: ({ req }) => Boolean(isSuperAdmin({ req })),
      cancel: ({ req }) => Boolean(isSuperAdmin({ req })),
    },
  }
}

/** At start, in the process that runs jobs: resume what a previous process left (see the handler). */
export async function resumeMealPlanJobs(payload: Payload): Promise<void> {
  if (!env().JOBS_AUTORUN || process.env.PAYLOAD_MIGRATING === 'true') return
  try {
    const { resumeInterruptedMealPlans } = await loadMealPlanRecipesJob()
    await resumeInterruptedMealPlans(payload)
  } catch (error) {
    // A failed resume must not stop the server from answering; the cron retries queued jobs.
    payload.logger.error({ err: error, msg: 'Could not resume interrupted meal plans' })
  }
}
