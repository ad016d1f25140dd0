import type { Payload } from 'payload'

import type { Env } from '../../lib/env.server'
import { shared } from '../../lib/process-state.server'

/**
 * The one port through which services hand work to the job runner. Services
 * call `workQueue()`; app/jobs/run.server.ts implements it and
 * app/cms-bridge/jobs.ts plugs it in when the Payload config (whose job tasks
 * run that work) is read, so services never import app/jobs (lint refuses it).
 */
export interface WorkQueue {
  /** Generate a new meal plan's recipes (started at once in the process that runs jobs). */
  mealPlanRecipes(payload: Payload, settings: Env, mealPlanId: string): Promise<void>
  /** E-mail a delivered distribution's recipients that something new is waiting. */
  contentNotices(payload: Payload, settings: Env, distributionId: string): Promise<void>
  /** Send a large or scheduled distribution (at `startAt`, or at once). */
  distribution(payload: Payload, settings: Env, distributionId: string, startAt?: Date): Promise<void>
}

const port = shared('work-queue:implementation', () => ({ queue: undefined as WorkQueue | undefined }))

/** Called once by the job side (app/cms-bridge/jobs.ts) with its implementation. */
export function provideWorkQueue(queue: WorkQueue): void {
  port.queue = queue
}

export function workQueue(): WorkQueue {
  if (!port.queue) throw new Error('No work queue: the Payload config (cms/jobs) plugs it in before any service runs.')
  return port.queue
}
