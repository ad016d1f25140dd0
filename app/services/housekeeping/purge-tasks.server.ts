import type { CollectionSlug, Where } from 'payload'

import type { RetentionKind } from '../../domain/retention'

/**
 * What the housekeeping job removes: one task per kind of record, each kept
 * for its period in RETENTION_DAYS (app/domain/retention.ts). A new kind
 * (password-reset tokens, the e-mail outbox, …) is one more entry here and,
 * when its period is new, one more line in RETENTION_DAYS. Every period the
 * privacy notice states for what the service keeps for itself has its task here.
 *
 * `ended(cutoff)` selects records that ended before `cutoff` (now minus the
 * period); `sort` is the indexed date field the batches walk, oldest first.
 * Every field named in `ended` and `sort` must be indexed.
 */
export interface PurgeTask {
  name: string
  kind: RetentionKind
  collection: CollectionSlug
  ended: (cutoff: string) => Where
  sort: string
}

export const PURGE_TASKS: readonly PurgeTask[] = [
  {
    // Signing out deletes a session at once; these are the ones that ran out.
    name: 'expired sessions',
    kind: 'endedSessions',
    collection: 'sessions',
    ended: (cutoff) => ({ expires_at: { less_than: cutoff } }),
    sort: 'expires_at',
  },
  {
    // A used code is deleted when it is exchanged; these expired unused.
    name: 'expired sign-in codes',
    kind: 'usedSignInTokens',
    collection: 'auth-codes',
    ended: (cutoff) => ({ expires_at: { less_than: cutoff } }),
    sort: 'expires_at',
  },
  {
    // A used link's `expires_at` is the moment it was used or a newer one replaced it.
    name: 'ended password-reset links',
    kind: 'usedSignInTokens',
    collection: 'password-resets',
    ended: (cutoff) => ({ expires_at: { less_than: cutoff } }),
    sort: 'expires_at',
  },
  {
    name: 'old outbox messages',
    kind: 'outboxMessages',
    collection: 'outbox',
    ended: (cutoff) => ({ createdAt: { less_than: cutoff } }),
    sort: 'createdAt',
  },
  {
    name: 'old staff audit entries',
    kind: 'staffAuditLog',
    collection: 'audit-log',
    ended: (cutoff) => ({ createdAt: { less_than: cutoff } }),
    sort: 'createdAt',
  },
  {
    name: 'finished jobs',
    kind: 'finishedJobs',
    collection: 'payload-jobs',
    ended: (cutoff): Where => ({
      or: [{ completedAt: { less_than: cutoff } }, { and: [{ hasError: { equals: true } }, { processing: { equals: false } }, { updatedAt: { less_than: cutoff } }] }],
    }),
    sort: 'createdAt',
  },
  {
    name: 'rate-limit windows',
    kind: 'rateLimitWindows',
    collection: 'rate-limits',
    ended: (cutoff) => ({ reset_at: { less_than: cutoff } }),
    sort: 'reset_at',
  },
  {
    name: 'job claims',
    kind: 'jobClaims',
    collection: 'job-claims',
    ended: (cutoff) => ({ claimed_at: { less_than: cutoff } }),
    sort: 'claimed_at',
  },
  {
    // Released at once when the change ends; these were left by a process stopped while holding them.
    name: 'expired leases',
    kind: 'jobClaims',
    collection: 'leases',
    ended: (cutoff) => ({ expires_at: { less_than: cutoff } }),
    sort: 'expires_at',
  },
]
