/// <reference lib="webworker" />
/**
 * The import's worker: reads her export file off the page's thread so the
 * page stays responsive, and posts its progress and the nights it found.
 */
import { readExport, type ReadRequest } from './read-export'

export type WorkerMessage = { type: 'progress'; fraction: number } | { type: 'done'; summary: Awaited<ReturnType<typeof readExport>> } | { type: 'error'; message: string }

const post = (message: WorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message)

self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  let last = 0
  try {
    const summary = await readExport(event.data, (fraction) => {
      // A message per percent at most.
      if (fraction - last >= 0.01 || fraction === 1) {
        last = fraction
        post({ type: 'progress', fraction })
      }
    })
    post({ type: 'done', summary })
  } catch (error) {
    post({ type: 'error', message: error instanceof Error && error.message ? error.message : 'This file could not be read.' })
  }
}
