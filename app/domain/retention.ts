/**
 * How long each kind of record is kept. The housekeeping jobs purge by these
 * numbers and the privacy notice (/privacy) states them, so the two cannot
 * drift apart. Her own health records are kept while her account exists and
 * erased with it (account deletion); these periods cover what the service
 * keeps for itself.
 */
export const RETENTION_DAYS = {
  /** Signed-out, expired or revoked customer sessions, after they end. */
  endedSessions: 7,
  /** Google sign-in's single-use codes and password-reset links, after they are used or expire. */
  usedSignInTokens: 1,
  /** Finished background jobs (meal plans, e-mails, housekeeping) in the job queue. */
  finishedJobs: 7,
  /** Outgoing e-mails kept in the outbox, sent or not. */
  outboxMessages: 30,
  /** Counters of the limits on abuse (sign-in attempts and the like, keys stored as digests), after their window ends. */
  rateLimitWindows: 1,
  /** The marks that make scheduled work run once across processes, after the work (and leases a stopped process left, after they expire). */
  jobClaims: 30,
  /** The staff audit log (who opened which customer's records), kept for accountability. */
  staffAuditLog: 2 * 365,
} as const

export type RetentionKind = keyof typeof RETENTION_DAYS
