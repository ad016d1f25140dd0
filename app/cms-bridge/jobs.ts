/**
 * The job queues and tasks Payload's job runner knows (cms/jobs), and the
 * handlers behind them, each loaded on its first run so the Payload config
 * does not pull the services into every process that reads it.
 */
export {
  DISTRIBUTION_QUEUE,
  GENERATE_RECIPES_TASK,
  HOUSEKEEPING_QUEUE,
  HOUSEKEEPING_SCHEDULE,
  HOUSEKEEPING_TASK,
  MAIL_QUEUE,
  MEAL_PLAN_QUEUE,
  REMINDER_QUEUE,
  SEND_CHECKIN_REMINDERS_TASK,
  SEND_CONTENT_NOTICES_TASK,
  SEND_DISTRIBUTION_TASK,
} from '../jobs/queues'
import { payloadWorkQueue } from '../jobs/run.server'
import { provideWorkQueue } from '../services/work/work-queue.server'

// Services queue work through their port (app/services/work/work-queue.server.ts); Payload's job
// queue, configured from here, is what runs it.
provideWorkQueue(payloadWorkQueue)

export const loadMealPlanRecipesJob = () => import('../jobs/generate-meal-plan-recipes.server')
export const loadCheckinRemindersJob = () => import('../jobs/send-checkin-reminders.server')
export const loadHousekeepingJob = () => import('../jobs/housekeeping.server')
export const loadContentNoticesJob = () => import('../jobs/send-content-notices.server')
export const loadDistributionJob = () => import('../jobs/send-distribution.server')
