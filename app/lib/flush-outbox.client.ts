import type { FlushKind, FlushSeverity, FlushTrigger } from '~/domain/flushes/options'

/**
 * Diary entries logged with no signal: kept on this phone (localStorage, one
 * list per account) until they reach the server. Each carries its own
 * `client_id`, which the server keeps once however often it is sent (a
 * unique index), so a send that was cut off, retried or made from two tabs at
 * once still makes one entry. Only the account that made an entry sends it.
 */
export interface WaitingFlush {
  client_id: string
  occurred_at: string
  severity: FlushSeverity
  kind: FlushKind
  triggers: FlushTrigger[]
  time_zone: string
}

const key = (customer: string) => `liberate-flushes:${customer}`

export function waitingFlushes(customer: string): WaitingFlush[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key(customer)) ?? '[]')
    return Array.isArray(list) ? (list as WaitingFlush[]) : []
  } catch {
    return []
  }
}

function keep(customer: string, list: WaitingFlush[]): void {
  localStorage.setItem(key(customer), JSON.stringify(list))
}

export function keepFlush(customer: string, entry: WaitingFlush): void {
  keep(customer, [...waitingFlushes(customer).filter((e) => e.client_id !== entry.client_id), entry])
}

export function dropFlush(customer: string, client_id: string): void {
  keep(
    customer,
    waitingFlushes(customer).filter((e) => e.client_id !== client_id),
  )
}

/**
 * Entries this page is sending now. A tap keeps its entry first and then sends
 * it; anything that sends what is waiting meanwhile (the page opening again,
 * the signal coming back) leaves those to the send already under way, so one
 * tap is sent once and told once.
 */
const sending = new Set<string>()

export type SendResult = { ok: true; id: string } | { ok: false; retry: boolean; detail: string }

/** POST /api/flushes: `retry` when there was no answer or the server could not take it now. */
export async function sendFlush(entry: WaitingFlush): Promise<SendResult> {
  sending.add(entry.client_id)
  try {
    return await post(entry)
  } finally {
    sending.delete(entry.client_id)
  }
}

async function post(entry: WaitingFlush): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch('/api/flushes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entry),
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, retry: true, detail: 'No signal' }
  }
  const body = (await response.json().catch(() => ({}))) as {
    id?: string
    detail?: string
  }
  if (response.ok && body.id) return { ok: true, id: body.id }
  const retry = response.status === 401 || response.status === 429 || response.status >= 500
  return {
    ok: false,
    retry,
    detail: body.detail ?? 'The entry could not be saved.',
  }
}

/**
 * Sends what is waiting, oldest first, one at a time, except what is being
 * sent already; what the server refused for good (a time now more than 90
 * days ago) is dropped and reported. Returns how many were saved and the
 * refusals.
 */
export async function sendWaitingFlushes(customer: string): Promise<{ sent: number; refused: string[] }> {
  let sent = 0
  const refused: string[] = []
  for (const entry of waitingFlushes(customer)) {
    if (sending.has(entry.client_id)) continue
    const result = await sendFlush(entry)
    if (result.ok) {
      dropFlush(customer, entry.client_id)
      sent += 1
    } else if (!result.retry) {
      dropFlush(customer, entry.client_id)
      refused.push(result.detail)
    } else break
  }
  return { sent, refused }
}
