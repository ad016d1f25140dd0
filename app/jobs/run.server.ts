import type { Payload } from 'payload'

import type { Env } from '../lib/env.server'
import type { WorkQueue } from '../services/work/work-queue.server'
import { DISTRIBUTION_QUEUE, GENERATE_RECIPES_TASK, MAIL_QUEUE, MEAL_PLAN_QUEUE, SEND_CONTENT_NOTICES_TASK, SEND_DISTRIBUTION_TASK } from './queues'

/** Run the meal-plan queue now (one job, or all due), rather than at the next cron tick. */
export function runMealPlanJobs(payload: Payload, jobId?: string | number): void {
  void payload.jobs
    .run({ queue: MEAL_PLAN_QUEUE, ...(jobId ? { where: { id: { equals: jobId } } } : {}) })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Meal plan job run failed' }))
}

/** Queue a plan's recipes and, in the process that runs jobs, start them at once. */
export async function queueMealPlanRecipes(payload: Payload, settings: Env, mealPlanId: string): Promise<void> {
  const job = await payload.jobs.queue({ task: GENERATE_RECIPES_TASK, queue: MEAL_PLAN_QUEUE, input: { mealPlanId } })
  if (settings.JOBS_AUTORUN) runMealPlanJobs(payload, job.id)
}

/**
 * Queue the e-mails that tell a distribution's recipients something new is
 * waiting and, in the process that runs jobs, start them at once.
 */
export async function queueContentNotices(payload: Payload, settings: Env, distributionId: string): Promise<void> {
  const job = await payload.jobs.queue({ task: SEND_CONTENT_NOTICES_TASK, queue: MAIL_QUEUE, input: { distributionId } })
  if (!settings.JOBS_AUTORUN) return
  void payload.jobs
    .run({ queue: MAIL_QUEUE, where: { id: { equals: job.id } } })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Content notice e-mails failed' }))
}

/** Queue a distribution's send (at `startAt`, or now; in the process that runs jobs, a send due now starts at once). */
export async function queueDistribution(payload: Payload, settings: Env, distributionId: string, startAt?: Date): Promise<void> {
  await payload.jobs.queue({ task: SEND_DISTRIBUTION_TASK, queue: DISTRIBUTION_QUEUE, input: { distributionId }, waitUntil: startAt })
  if (startAt || !settings.JOBS_AUTORUN) return
  void payload.jobs.run({ queue: DISTRIBUTION_QUEUE }).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Distribution job failed' }))
}

/** The services' work queue (app/services/work/work-queue.server.ts), run by Payload's job queue. */
export const payloadWorkQueue: WorkQueue = {
  mealPlanRecipes: queueMealPlanRecipes,
  contentNotices: queueContentNotices,
  distribution: queueDistribution,
}
