/**
 * Job slugs and queues: the app side owns them, so services can queue work
 * and cms/jobs/* (task configs) can name the handler without either side
 * importing the other back.
 */

/** The queue recipe generation runs on (one process runs it: JOBS_AUTORUN). */
export const MEAL_PLAN_QUEUE = 'meal-plans'
export const GENERATE_RECIPES_TASK = 'generateMealPlanRecipes'

/** The queue scheduled and large media distributions run on. */
export const DISTRIBUTION_QUEUE = 'distributions'
export const SEND_DISTRIBUTION_TASK = 'sendDistribution'

/** The queue the daily housekeeping (purging what outlived its retention period) runs on. */
export const HOUSEKEEPING_QUEUE = 'housekeeping'
export const HOUSEKEEPING_TASK = 'housekeeping'
/** When it is queued: daily at 03:30 UTC, the quietest hour. */
export const HOUSEKEEPING_SCHEDULE = '0 30 3 * * *'
/** The queue e-mails go out on when they are more than one message (a distribution's notes). */
export const MAIL_QUEUE = 'mail'
export const SEND_CONTENT_NOTICES_TASK = 'sendContentNotices'

/** The queue the once-a-minute check for due check-in reminders runs on. */
export const REMINDER_QUEUE = 'reminders'
export const SEND_CHECKIN_REMINDERS_TASK = 'sendCheckinReminders'
