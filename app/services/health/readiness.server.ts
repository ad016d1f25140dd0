import type { Payload } from 'payload'

import { READINESS_TIMEOUT_MS } from '../../domain/constants'

export interface Readiness {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable' | 'timeout'
  /** Whether this process runs the job queue (JOBS_AUTORUN), and how many jobs are due and not started. */
  jobs: { runs_here: boolean; due: number | null }
  detail?: string
}

/** Answers within `timeoutMs` or rejects with a TimeoutError. */
function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Ready to serve: the database answers a query (one indexed read of one row)
 * within `READINESS_TIMEOUT_MS`. The jobs figure is the number of queued jobs
 * whose time has come and that no process has started (read with the same
 * deadline; it never makes the answer fail).
 */
export async function checkReadiness(payload: Payload, runsJobs: boolean, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  try {
    await within(payload.find({ collection: 'users', overrideAccess: true, depth: 0, limit: 1, pagination: false, select: {} }), timeoutMs)
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    return {
      status: 'unavailable',
      database: timedOut ? 'timeout' : 'unreachable',
      jobs: { runs_here: runsJobs, due: null },
      detail: timedOut ? `The database did not answer within ${timeoutMs} ms` : 'The database could not be reached',
    }
  }
  const due = await within(
    payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { processing: { equals: false } },
          { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date().toISOString() } }] },
        ],
      },
    }),
    timeoutMs,
  ).then(
    (result) => result.totalDocs,
    () => null,
  )
  return { status: 'ok', database: 'ok', jobs: { runs_here: runsJobs, due } }
}
