/**
 * Business constants, named as the spec's "Business constants and limits"
 * sections name them (spec doc 1 §9, doc 2 §9). Change them here only.
 */
export const UNREAD_BADGE_CAP = 9

export const PASSWORD_MIN_LENGTH = 6
/** An account without a password of its own (made through Google) may delete itself this long after signing in. */
export const RECENT_SIGN_IN_MINUTES = 15

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Single-use code handed back from Google sign-in (`#session_id=…`). */
export const AUTH_CODE_TTL_SECONDS = 120

/**
 * Forgotten password (issue 25): a reset link lives an hour and is used once.
 * Whatever RATE_LIMIT_SCALE says, one address gets at most this many reset
 * e-mails an hour (further requests are answered the same, and send nothing).
 */
export const PASSWORD_RESET_TTL_MINUTES = 60
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3

/**
 * Daily check-in reminders (issue 25): sent at or after her chosen time, on
 * her clock, within this many minutes of it (a check that finds one later,
 * after a restart, skips that day rather than nudge her at an odd hour).
 */
export const REMINDER_SEND_WINDOW_MINUTES = 2
export const DEFAULT_REMINDER_TIME = '20:00'
/** Reminders read, claimed and sent per batch; the rest of the minute's reminders follow batch by batch. */
export const REMINDER_BATCH_SIZE = 100
/** Browsers one customer receives push reminders on (phones, tablets, computers); a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_CUSTOMER = 10
/** E-mails handed to the mail server at once while a batch is sent. */
export const MAIL_SEND_CONCURRENCY = 4

/** Check-ins (doc 1 §9). */
export const CHECKIN_RATING_MIN = 1
export const CHECKIN_RATING_MAX = 10
export const CHECKIN_HISTORY_DEFAULT_LIMIT = 7
export const CHECKIN_HISTORY_MAX_LIMIT = 100
export const CHECKIN_PAGE_RECENT_COUNT = 5
export const PROGRESS_PAGE_RECENT_COUNT = 10
export const STATS_WINDOW_DAYS = 30
export const AVERAGE_WINDOW_CHECKINS = 7
export const JOURNAL_EXCERPT_LENGTH = 100
export const SUMMARY_MIN_CHECKINS = 7
/** Not in the spec: a cap so one journal entry stays a note, not a document. */
export const JOURNAL_MAX_LENGTH = 5000
/** Recent check-ins the dashboard lists. */
export const DASHBOARD_RECENT_COUNT = 7

/** Meal plans (doc 1 §9). */
export const MEAL_PLAN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
export const MEAL_PLAN_RECIPE_COUNT = MEAL_PLAN_DAYS.length * MEAL_TYPES.length
export const MEAL_PLAN_POLL_INTERVAL_MS = 2000
/** Recipes written at once by the OpenAI planner, and tries per recipe before the plan fails. */
export const MEAL_PLAN_RECIPE_CONCURRENCY = 7
export const MEAL_PLAN_RECIPE_ATTEMPTS = 3

/** Payments (doc 1 §9). */
export const PAYMENT_POLL_ATTEMPTS = 5
export const PAYMENT_POLL_INTERVAL_MS = 2000
export const TEST_UPGRADE_RELOAD_MS = 1000
export const CURRENCY = 'gbp'
/** How long a built-in demo checkout stays open before it expires. */
export const KEYLESS_CHECKOUT_TTL_MINUTES = 30
/** Stripe Checkout sessions may live at most 24 h; ours expire sooner, as a demo's do. */
export const STRIPE_CHECKOUT_TTL_MINUTES = 60

/** Coaching programme (doc 1 §9): by application, no price shown. */
export const COACHING_PROGRAMME_WEEKS = [12, 24] as const
export const COACHING_CLIENTS_PER_QUARTER = 10

/** Assessments (doc 2 §9). Not in the spec: the most records a history answer holds (over 40 years of monthly assessments). */
export const ASSESSMENT_HISTORY_LIMIT = 500

/** Food logging (doc 2 §5 "Food log", §9). */
export const PORTION_SIZES = ['Small', 'Medium', 'Large', '1 cup', '1/2 cup'] as const
export const DEFAULT_PORTION_SIZE = 'Medium'
export const FOOD_LOG_RECENT_COUNT = 10
export const FOOD_LOG_RECENT_DAYS = 7
/** Not in the spec: caps so one log stays a meal and one query stays bounded. */
export const FOOD_LOG_MAX_ITEMS = 30
export const FOOD_LOG_MAX_CALORIES = 10000
export const FOOD_LOG_MAX_RANGE_DAYS = 92
export const FOOD_LOG_MAX_RESULTS = 500

/** Sleep (doc 2 §4 "Sleep", §5 "Sleep log", §9). */
export const SLEEP_HISTORY_DAYS = 14
export const SLEEP_ANALYTICS_DAYS = 7
export const SLEEP_QUALITY_MIN = 1
export const SLEEP_QUALITY_MAX = 10
export const SLEEP_QUALITY_DEFAULT = 7
export const SLEEP_GOOD_HOURS = 7
export const SLEEP_FAIR_HOURS = 6
export const SLEEP_HOURS_MAX = 24
export const WEARABLE_DAYS_MIN = 1
export const WEARABLE_DAYS_MAX = 90
/** How sleep relates to the next day's check-in: over the last 30 days, from 7 paired days. */
export const SLEEP_RELATION_WINDOW_DAYS = 30
export const SLEEP_RELATION_MIN_PAIRS = 7

/** Grocery (doc 2 §9). Percent of the weekly budget used. */
export const BUDGET_WARNING_PERCENT = 75
export const BUDGET_DANGER_PERCENT = 90
/** Not in the spec: the largest weekly budget or spend the app accepts, in pounds. */
export const BUDGET_MAX_POUNDS = 100_000
export const GEOLOCATION_TIMEOUT_MS = 10_000
export const GEOLOCATION_MAX_AGE_MS = 5 * 60 * 1000
export const POSTCODE_MIN_LENGTH = 3
export const POSTCODE_MAX_LENGTH = 8
/** Nearby stores: how far to look, how many to show, how long a search is remembered, how long the outside call may take. */
export const STORE_SEARCH_RADIUS_M = 3000
export const STORE_SEARCH_MAX_RESULTS = 20
export const STORE_SEARCH_CACHE_SECONDS = 300
/** Searches within about 110 m of each other share a cache entry (3 decimal places of a degree). */
export const STORE_SEARCH_CACHE_DECIMALS = 3
export const OUTSIDE_CALL_TIMEOUT_MS = 8000

/**
 * Limits on abuse (issue 18): at most `limit` requests per key in a fixed
 * window of `windowSeconds`; the next answers 429 with Retry-After. Generous
 * enough for a household or a clinic behind one address. `RATE_LIMIT_SCALE`
 * multiplies every limit; 0 turns them all off (app/domain/rate-limits.ts).
 */
export const RATE_LIMITS = {
  /** Customer sign-in (the API, the landing page's form, the Google sign-in return) per client address. */
  signInPerAddress: { limit: 60, windowSeconds: 60 * 60 },
  /** Customer sign-in per e-mail address tried, from one client address (a stranger elsewhere cannot use up hers). */
  signInPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  /** Exchanging Google sign-in's single-use code (`/api/auth/session-data`) per client address. */
  signInCodePerAddress: { limit: 60, windowSeconds: 60 * 60 },
  /** Registration (the API, the landing page's form) per client address. */
  registerPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  /** Registration per e-mail address tried. */
  registerPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  /** Staff sign-in (`/api/admin/auth/login`, the admin's `/cms-api/users/login`) per client address. */
  staffSignInPerAddress: { limit: 60, windowSeconds: 60 * 60 },
  /** Staff sign-in per e-mail address tried (`/api/admin/auth/login`). */
  staffSignInPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  /** AI progress summaries (API and the progress page) per customer. */
  progressSummaryPerCustomer: { limit: 10, windowSeconds: 60 * 60 },
  /** Meal plan generation (API and the meal plans page) per customer. */
  mealPlanPerCustomer: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Asking for a password reset link (the API, the auth modal, /reset-password) per client address. */
  passwordResetPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  /** Asking for a password reset link per e-mail address asked for (whether or not it has an account). */
  passwordResetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  /** Setting a new password with a reset link per client address. */
  passwordResetConfirmPerAddress: { limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>
/**
 * The sign-in lock (decision 0012, update 2026-11-25): this many failed
 * sign-ins with one e-mail address from one client address, while her
 * password is unchanged, lock that pair for the rest of the window. Not scaled
 * by RATE_LIMIT_SCALE: it replaces Payload's per-account lock, which let a
 * stranger lock her out by typing her e-mail with wrong passwords.
 */
export const SIGN_IN_LOCK = { failures: 5, windowSeconds: 15 * 60 } as const
/** Buckets the in-memory store keeps at most; expired ones are swept first. */
export const RATE_LIMIT_MAX_BUCKETS = 100_000
/** How often (at most) the in-memory store sweeps out expired buckets. */
export const RATE_LIMIT_SWEEP_MS = 60_000

/** GET /api/health/ready: how long the database may take to answer before the process reports itself not ready. */
export const READINESS_TIMEOUT_MS = 2_000

/** Housekeeping (app/services/housekeeping): records removed per statement, and statements per task and run. */
export const HOUSEKEEPING_BATCH_SIZE = 500
export const HOUSEKEEPING_MAX_BATCHES = 400

/** The next comprehensive assessment date shown: the latest completion plus this many days (doc 2 §4, §9). */
export const RETAKE_DISPLAY_DAYS = 30
/** Minimum admin password length (doc 2 §9). */
export const ADMIN_PASSWORD_MIN_LENGTH = 4
/** Page size of every admin list (doc 2 §9). */
export const ADMIN_PAGE_SIZE = 20
/** Simplified questionnaire: exactly this many top priorities (doc 2 §9). */
export const SIMPLIFIED_PRIORITIES_COUNT = 3
/** Simplified questionnaire: redirect to the dashboard after this long (doc 2 §9). */
export const SIMPLIFIED_REDIRECT_MS = 1500
/** Comprehensive assessment: exactly this many top priorities (doc 2 §9). */
export const TOP_PRIORITIES_COUNT = 6
/** Symptom severity scale, in steps of 1 (doc 2 §9). */
export const SEVERITY_MIN = 0
export const SEVERITY_MAX = 10
/** High priority, and the red band, is this severity or more (doc 2 §9). */
export const HIGH_PRIORITY_SEVERITY = 7
/** The yellow band is this severity up to high priority; below it is green (doc 2 §9). */
export const MODERATE_SEVERITY = 4
/** A rating is improving or declining when its later half averages at least this much better or worse than its earlier half; steady otherwise. */
export const TREND_THRESHOLD = 0.5
/**
 * Key Insights (doc 1 §9): strengths are energy, sleep or mood at 7 or above
 * and stress at 4 or below; focus areas are energy, sleep or mood below 5 and
 * stress above 7.
 */
export const INSIGHT_THRESHOLDS = { strengthAtLeast: 7, calmStressAtMost: 4, focusBelow: 5, focusStressAbove: 7 } as const
/** Admin dashboard: a customer is active when she recorded something in this many days (doc 2 §2). */
export const ACTIVE_WINDOW_DAYS = 30
/** Admin dashboard: recent sign-ups are those of this many days (doc 2 §2). */
export const RECENT_SIGNUP_DAYS = 7
