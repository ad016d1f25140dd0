import type { CheckinInput } from '~/domain/checkins/schemas'
import type { BleedingFlow } from '~/domain/treatments/options'

/**
 * Check-ins made with no signal (docs/features/phone-app.md): kept in this
 * browser's IndexedDB (`liberate-offline`, store `checkins`, one entry per
 * customer and date: saving the same day again replaces it) until the
 * service worker (app/service-worker/sw.js) has sent them. Only the worker
 * sends, under a Web Lock, so each goes once; this side writes, reads for the
 * page, and asks the worker to send.
 */
export interface WaitingCheckin {
  key: string
  /** The account it was made in: only that account's session sends it, and the server saves it only there (H-30). */
  customer: string
  checkin: CheckinInput
  /**
   * What it does to the day's bleeding (`offlineBleedingChange`): a flow logs
   * it, `null` clears it ("None" where the page showed a flow); absent leaves
   * the day as it is.
   */
  bleeding?: BleedingFlow | null
  /** Kept by an earlier version of the page: a flow to log (`null` left the day as it was). */
  bleeding_flow?: string | null
  time_zone: string | null
  /** The saved check-in for the day the form showed her (its `updated_at`), `null` for none: the only one it may replace. */
  replaces?: string | null
  /** The day's saved check-in she had not seen, as the server answered (409): both are kept until she chooses. */
  conflict?: SavedCheckin
  savedAt: string
  /** The server's reason, when it refused it (kept, never dropped). */
  error?: string
}

/** The day's saved check-in, as POST /api/checkin/offline answers it with a 409. */
export type SavedCheckin = CheckinInput & { id: string; updated_at: string }

export const OUTBOX_SYNC_TAG = 'checkin-outbox'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('liberate-offline', 1)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains('checkins')) request.result.createObjectStore('checkins', { keyPath: 'key' })
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction('checkins', mode)
      const request = act(tx.objectStore('checkins'))
      tx.oncomplete = () => resolve(request.result)
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error)
    })
  } finally {
    db.close()
  }
}

/** Keeps her check-in on this phone (durably: the write is committed before this resolves) and asks for it to be sent when the signal is back. */
export async function keepCheckin(entry: Omit<WaitingCheckin, 'key' | 'savedAt' | 'bleeding_flow' | 'conflict'>): Promise<void> {
  const waiting: WaitingCheckin = { ...entry, key: `${entry.customer}|${entry.checkin.date}`, savedAt: new Date().toISOString() }
  await run('readwrite', (store) => store.put(waiting))
  await askToSend()
}

/** Her check-ins still on this phone. */
export async function waitingCheckins(customer: string): Promise<WaitingCheckin[]> {
  if (typeof indexedDB === 'undefined') return []
  const all = await run('readonly', (store) => store.getAll() as IDBRequest<WaitingCheckin[]>)
  return all.filter((entry) => entry.customer === customer).sort((a, b) => a.checkin.date.localeCompare(b.checkin.date))
}

/** She has read a refusal and keeps her words elsewhere: the entry goes. */
export async function dropCheckin(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key))
}

/** She chose the check-in from this phone over the saved one she has now seen: it is sent to replace that one only. */
export async function replaceSaved(entry: WaitingCheckin): Promise<void> {
  if (!entry.conflict) return
  const { conflict, ...rest } = entry
  await run('readwrite', (store) => store.put({ ...rest, replaces: conflict.updated_at }))
  await askToSend()
}

/** Background Sync where the browser has it (sent even if she has closed the tab), and a message to the worker now. */
export async function askToSend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.ready
  const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync
  if (sync) await sync.register(OUTBOX_SYNC_TAG).catch(() => undefined)
  if (navigator.onLine) (navigator.serviceWorker.controller ?? registration.active)?.postMessage({ type: 'flush-checkins' })
}

/** Whether this browser can keep a check-in for later: a service worker to send it and IndexedDB to hold it. */
/** Set by PhoneApp when the service worker says this page is the phone's kept copy, opened with no signal. */
let showingKeptCopy = false
export function setShowingKeptCopy(kept: boolean): void {
  showingKeptCopy = kept
}

/**
 * No signal: the browser says so, or this page is the phone's kept copy. A
 * browser can still report itself online on a page the worker answered from
 * its copy; a check-in kept on the phone is sent at once if the network is
 * in fact there (keepCheckin asks the worker), whereas a post that fails
 * would lose what she wrote.
 */
export function seemsOffline(): boolean {
  return !navigator.onLine || showingKeptCopy
}

export function canKeepCheckins(): boolean {
  return typeof indexedDB !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker.controller
}
