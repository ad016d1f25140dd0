/* The service worker (decision 0024, docs/features/phone-app.md). Served at /sw.js by
 * server/service-worker/index.ts, which puts the build's version and assets in BUILD
 * above this text: a new build is a new worker, which takes over on the next visit.
 *
 * What it keeps:
 * - `shell-<version>`: the built scripts and styles of the pages below, fonts, icons,
 *   the manifest and the offline page; replaced with each build.
 * - `support-<version>`: `/support` as a visitor last saw it (kept for everyone, signed in
 *   or not: there is nothing of hers in it), and the offline page once per region.
 * - `pages-<version>`: the last copy of each of HER pages in PAGE_PATHS (documents and
 *   their page data), stored only when the answer names the same session as the copies
 *   already kept (`X-Offline-Owner`); a different session (sign-out, another sign-in)
 *   empties it first. Everything else (the account, payments, /admin, /cms-api, every
 *   /api answer) is never stored: pages are kept by an allow list, not a deny list.
 * - IndexedDB `liberate-offline` / `checkins`: check-ins made with no signal, sent once
 *   the connection is back (Background Sync, a message from the page, or the next start).
 */
/* global BUILD, self, caches, fetch, Response, Headers, indexedDB, setTimeout, AbortSignal */
'use strict'

const SHELL = `shell-${BUILD.version}`
const PAGES = `pages-${BUILD.version}`
const SUPPORT = `support-${BUILD.version}`
/** The support page: kept for every visitor, opened offline whoever she is (hers when signed in, from PAGES). */
const SUPPORT_PAGE = '/support'
/** Her saved region (told by her pages, forgotten with them): the offline page with that region's numbers. */
const REGION_KEY = '/__support-region'
/** Her pages that open offline from her last visit. */
const PAGE_PATHS = new Set(['/dashboard', '/checkin', '/flushes', '/progress', '/meal-plans', '/content'])
const OFFLINE_PAGE = '/offline.html'
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']
/** Requests after which the signed-in person may have changed: her kept pages go. */
const SESSION_CHANGES = /^\/(logout|api\/auth\/(login|logout|logout-all|register|session-data)|auth\/google\/callback)\/?$/
/** Sign-outs: her check-ins still waiting on the phone are sent first, while her session still holds. */
const SIGN_OUTS = /^\/(logout|api\/auth\/(logout|logout-all))\/?$/
/** How long a sign-out waits for her waiting check-ins to go (a slow signal must not keep her signed in). */
const SEND_BEFORE_SIGN_OUT_MS = 5000
/** How long one request of the outbox may take before it is tried again later. */
const OUTBOX_REQUEST_MS = 20000
const OWNER_KEY = '/__offline-owner'
const SAVED_AT = 'X-Offline-Saved-At'
const OUTBOX_TAG = 'checkin-outbox'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL)
      await shell.addAll([...STATIC_FILES, ...BUILD.assets])
      // The offline page, and the stylesheet and fonts it (and every page) links to.
      const offline = await fetch(OFFLINE_PAGE, { cache: 'no-store' })
      const html = await offline.clone().text()
      await shell.put(OFFLINE_PAGE, offline)
      const linked = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+)"/g)].map((m) => m[1])
      await shell.addAll([...new Set(linked)].filter((url) => !BUILD.assets.includes(url)))
      // The offline page once per region, with that region's numbers that answer day and night.
      const support = await caches.open(SUPPORT)
      await support.addAll(BUILD.supportRegions.map((region) => `${OFFLINE_PAGE}?region=${region}`))
      // The support page, whoever opens the app: a copy for this phone from the first visit.
      try {
        await keepSupport(await fetch(SUPPORT_PAGE, { cache: 'no-store' }))
      } catch {
        // Kept on her next visit to it.
      }
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An older build's files and pages go; the new build's pages fill as she visits them.
      for (const name of await caches.keys()) if (name !== SHELL && name !== PAGES && name !== SUPPORT) await caches.delete(name)
      // The browser starts a page's request while the worker wakes (no delay to a navigation).
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
      await flushOutbox()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (SESSION_CHANGES.test(url.pathname)) {
    event.respondWith(afterSessionChange(event))
    return
  }
  if (request.method !== 'GET') return
  if (url.pathname.startsWith('/build/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(fromShell(request))
    return
  }
  if (url.pathname === SUPPORT_PAGE) {
    if (request.mode === 'navigate') event.respondWith(supportPage(event))
    else if (url.searchParams.has('_data')) event.respondWith(fetch(request).then((r) => noticeOwner(event, r), () => reloadDocument(url)))
    return
  }
  if (!PAGE_PATHS.has(url.pathname)) {
    // A page never kept: offline, the one branded offline page.
    if (request.mode === 'navigate') event.respondWith(fromNetwork(event).then((r) => noticeOwner(event, r), () => offlinePage()))
    else if (url.searchParams.has('_data')) event.respondWith(fetch(request).then((r) => noticeOwner(event, r), () => reloadDocument(url)))
    return
  }
  if (request.mode === 'navigate') event.respondWith(page(event, url))
  else if (url.searchParams.has('_data')) event.respondWith(pageData(event, url))
})

/** Built files never change under one name: the kept copy, else the network (and keep it). */
async function fromShell(request) {
  const shell = await caches.open(SHELL)
  const kept = await shell.match(request, { ignoreSearch: true })
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await shell.put(request, response.clone())
  return response
}

/** The offline page: with her saved region's numbers when her pages have said it, else every region's. */
async function offlinePage() {
  const region = await (await (await caches.open(PAGES)).match(REGION_KEY))?.text()
  if (region && BUILD.supportRegions.includes(region)) {
    const hers = await (await caches.open(SUPPORT)).match(`${OFFLINE_PAGE}?region=${region}`)
    if (hers) return hers
  }
  return (await caches.match(OFFLINE_PAGE)) ?? new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** Page data that cannot be fetched and was never kept: the browser loads the page as a document instead (kept copy or offline page). */
function reloadDocument(url) {
  const target = new URL(url)
  target.searchParams.delete('_data')
  target.searchParams.delete('index')
  return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': target.pathname + target.search, 'X-Remix-Reload-Document': 'true' } })
}

/** A navigation's answer: the browser's own preloaded request when there is one. */
async function fromNetwork(event) {
  const preloaded = await event.preloadResponse
  return preloaded ?? fetch(event.request)
}

/** A document of hers: the network (keeping a copy), else her last copy, else the offline page. */
async function page(event, url) {
  try {
    const response = noticeOwner(event, await fromNetwork(event))
    event.waitUntil(keep(url.pathname, response.clone()))
    tellClient(event.resultingClientId, { type: 'offline-copy', savedAt: null })
    return response
  } catch {
    const kept = await (await caches.open(PAGES)).match(url.pathname)
    if (!kept) return offlinePage()
    const savedAt = kept.headers.get(SAVED_AT)
    servedOffline.set(event.resultingClientId, savedAt)
    tellClient(event.resultingClientId, { type: 'offline-copy', savedAt })
    return kept
  }
}

/**
 * The support page: the network (keeping a copy), else her own last copy
 * (signed in: her region first, kept with her pages), else the copy a visitor
 * last saw on this phone, else the offline page with the numbers.
 */
async function supportPage(event) {
  try {
    const response = noticeOwner(event, await fromNetwork(event))
    event.waitUntil(keepSupport(response.clone()))
    return response
  } catch {
    const kept = (await (await caches.open(PAGES)).match(SUPPORT_PAGE)) ?? (await (await caches.open(SUPPORT)).match(SUPPORT_PAGE))
    if (!kept) return offlinePage()
    const savedAt = kept.headers.get(SAVED_AT)
    servedOffline.set(event.resultingClientId, savedAt)
    tellClient(event.resultingClientId, { type: 'offline-copy', savedAt })
    return kept
  }
}

/** A support page answer: a signed-in one with her pages (it may name her), a visitor's in the support cache for anyone. */
async function keepSupport(response) {
  const owner = response.headers.get('X-Offline-Owner')
  if (!owner) return
  if (owner !== 'none') return keep(SUPPORT_PAGE, response)
  if (response.status !== 200 || response.redirected) return
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT, new Date().toISOString())
  await (await caches.open(SUPPORT)).put(SUPPORT_PAGE, new Response(await response.blob(), { status: 200, headers }))
}

/** Her saved region, as her page says it (null: not chosen), kept with her pages and forgotten with them. */
async function rememberRegion(region) {
  const pages = await caches.open(PAGES)
  if (typeof region === 'string' && BUILD.supportRegions.includes(region)) await pages.put(REGION_KEY, new Response(region))
  else await pages.delete(REGION_KEY)
}

/** A page's data (a navigation inside the app): the same, keyed by its whole address. */
async function pageData(event, url) {
  const key = url.pathname + url.search
  try {
    const response = noticeOwner(event, await fetch(event.request))
    event.waitUntil(keep(key, response.clone()))
    tellClient(event.clientId, { type: 'offline-copy', savedAt: null })
    return response
  } catch {
    const kept = await (await caches.open(PAGES)).match(key)
    if (!kept) return reloadDocument(url)
    tellClient(event.clientId, { type: 'offline-copy', savedAt: kept.headers.get(SAVED_AT) })
    return kept
  }
}

/** Copies of documents served offline, by the window they opened in, for the page to ask about. */
const servedOffline = new Map()

function tellClient(id, message) {
  if (!id) return
  // A new window may not exist yet when its document is answered: try again shortly.
  const attempt = async (left) => {
    const client = await self.clients.get(id)
    if (client) client.postMessage(message)
    else if (left > 0) setTimeout(() => attempt(left - 1), 250)
  }
  attempt(8)
}

/** The session of the last page answer this worker saw. */
let lastOwner = null

/**
 * A page answer from a session this worker has not seen yet (a sign-in, in
 * this tab or another): check-ins waiting for that person are sent now, not
 * at the next full load. Returns the answer untouched.
 */
function noticeOwner(event, response) {
  const owner = response.headers.get('X-Offline-Owner')
  if (owner && owner !== 'none' && owner !== lastOwner) {
    lastOwner = owner
    event.waitUntil(flushOutbox().catch(() => undefined))
  }
  return response
}

/** Which session the kept pages belong to. */
async function keptOwner(pages) {
  const kept = await pages.match(OWNER_KEY)
  return kept ? kept.text() : null
}

/** Forget every page kept for her (the outbox of unsent check-ins stays, marked with whose they are). */
async function forgetPages() {
  servedOffline.clear()
  for (const name of await caches.keys()) if (name.startsWith('pages-')) await caches.delete(name)
}

/** Keeps a copy of a good answer, only for the session whose pages are kept; another session's answer empties the cache first. */
async function keep(key, response) {
  const owner = response.headers.get('X-Offline-Owner')
  if (!owner) return
  let pages = await caches.open(PAGES)
  const current = await keptOwner(pages)
  if (current !== owner) {
    await forgetPages()
    if (owner === 'none') return
    pages = await caches.open(PAGES)
    await pages.put(OWNER_KEY, new Response(owner))
  }
  if (owner === 'none' || response.status !== 200 || response.redirected) return
  if (response.headers.has('X-Remix-Redirect') || response.headers.has('X-Remix-Error') || response.headers.has('X-Remix-Catch')) return
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT, new Date().toISOString())
  const body = await response.blob()
  await pages.put(key, new Response(body, { status: 200, statusText: response.statusText, headers }))
}

/**
 * Sign-in, sign-out, Google's return: her kept pages go before and after,
 * whatever the answer. Before a sign-out, her check-ins still waiting are sent
 * (for a few seconds at most): what cannot be sent stays, named hers, until
 * she signs in again on this phone.
 */
async function afterSessionChange(event) {
  if (SIGN_OUTS.test(new URL(event.request.url).pathname)) {
    await Promise.race([flushOutbox().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SEND_BEFORE_SIGN_OUT_MS))])
  }
  await forgetPages()
  const response = event.request.mode === 'navigate' ? await fromNetwork(event) : await fetch(event.request)
  await forgetPages()
  return response
}

self.addEventListener('message', (event) => {
  const data = event.data || {}
  if (data.type === 'which-copy' && event.source) {
    event.source.postMessage({ type: 'offline-copy', savedAt: servedOffline.get(event.source.id) ?? null })
  } else if (data.type === 'flush-checkins') {
    event.waitUntil(flushOutbox())
  } else if (data.type === 'signed-out') {
    event.waitUntil(forgetPages())
  } else if (data.type === 'support-region') {
    event.waitUntil(rememberRegion(data.region))
  } else if (data.type === 'keep-page' && typeof data.path === 'string') {
    event.waitUntil(keepOpenedPage(data.path).catch(() => undefined))
  }
})

/**
 * A page of hers she reached before this worker controlled the window (the
 * first page after signing in), or through a link inside the app (only its
 * data went through the worker): its document is kept too, once, so it opens
 * with no signal (issue 47: /dashboard).
 */
async function keepOpenedPage(path) {
  if (!PAGE_PATHS.has(path)) return
  if (await (await caches.open(PAGES)).match(path)) return
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } })
  await keep(path, response)
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_TAG) event.waitUntil(flushOutbox({ failOnNetwork: true }))
})

// ---- Check-ins made with no signal (the page writes them: app/lib/checkin-outbox.client.ts) ----

function openOutbox() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('liberate-offline', 1)
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains('checkins')) open.result.createObjectStore('checkins', { keyPath: 'key' })
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
}

function outboxRequest(db, mode, act) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('checkins', mode)
    const request = act(tx.objectStore('checkins'))
    tx.oncomplete = () => resolve(request.result)
    tx.onerror = () => reject(tx.error)
  })
}

/** One sender at a time across the worker and every window (Web Locks), so a check-in is sent once. */
function withOutboxLock(work) {
  if (self.navigator.locks) return self.navigator.locks.request('liberate-checkin-outbox', work)
  return work()
}

let flushing = null

/**
 * Sends her waiting check-ins, oldest first, to POST /api/checkin/offline,
 * which does what the check-in page's form does online (one check-in per
 * date: a repeat updates, never duplicates; the day's bleeding logged or
 * cleared). Only the signed-in customer's own are sent, and the server saves
 * one only into the account named in it (409 otherwise: kept, as when the
 * session changes between the two requests). An entry leaves the outbox only
 * once the server has it. A refusal (400) is kept with its reason for the
 * check-in page to show; no session (401) waits for her sign-in.
 */
function flushOutbox(options = {}) {
  flushing ??= withOutboxLock(() => sendWaiting(options)).finally(() => {
    flushing = null
  })
  return flushing
}

async function sendWaiting({ failOnNetwork = false }) {
  const db = await openOutbox()
  try {
    const waiting = await outboxRequest(db, 'readonly', (store) => store.getAll())
    if (waiting.length === 0) return
    let me
    try {
      const session = await fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store', signal: AbortSignal.timeout(OUTBOX_REQUEST_MS) })
      if (!session.ok) return
      me = (await session.json()).user.id
    } catch (error) {
      if (failOnNetwork) throw error
      return
    }
    waiting.sort((a, b) => a.savedAt.localeCompare(b.savedAt))
    for (const entry of waiting.filter((e) => e.customer === me && !e.error && !e.conflict)) {
      let response
      try {
        response = await postJson('/api/checkin/offline', asSent(entry))
      } catch (error) {
        if (failOnNetwork) throw error
        return
      }
      if (response.ok) {
        await outboxRequest(db, 'readwrite', (store) => store.delete(entry.key))
        await tellWindows({ type: 'checkin-sent', date: entry.checkin.date })
      } else if (response.status === 400 || response.status === 422) {
        const detail = await response.json().then((b) => b.detail).catch(() => 'The check-in was refused.')
        await outboxRequest(db, 'readwrite', (store) => store.put({ ...entry, error: String(detail) }))
        await tellWindows({ type: 'checkin-refused', date: entry.checkin.date })
      } else if (response.status === 409) {
        // The day has a saved check-in she did not see: both kept until she chooses on the check-in page.
        const existing = await response.json().then((b) => b.existing).catch(() => undefined)
        if (!existing) return // made in another account: kept for her own session
        await outboxRequest(db, 'readwrite', (store) => store.put({ ...entry, conflict: existing }))
        await tellWindows({ type: 'checkin-conflict', date: entry.checkin.date })
      } else {
        return
      }
    }
  } finally {
    db.close()
  }
}

/** The request for one kept check-in: the form's fields, the account it was made in, and what it does to the day's bleeding. */
function asSent(entry) {
  const body = { ...entry.checkin, customer: entry.customer }
  if (entry.time_zone) body.time_zone = entry.time_zone
  body.replaces = entry.replaces ?? null
  if (entry.bleeding !== undefined) body.bleeding_flow = entry.bleeding
  else if (entry.bleeding_flow) body.bleeding_flow = entry.bleeding_flow // kept by an earlier version: a flow only
  return body
}

function postJson(path, body) {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(OUTBOX_REQUEST_MS),
  })
}

async function tellWindows(message) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

// ---- Reminders by push (app/services/push) ----

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {}
  }
  const title = typeof message.title === 'string' ? message.title : 'Your daily check-in'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : 'How are you today? Your check-in takes a minute.',
      tag: typeof message.tag === 'string' ? message.tag : 'checkin-reminder',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en-GB',
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/checkin' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.url ?? '/checkin', self.location.origin).href
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          await client.focus()
          if ('navigate' in client) await client.navigate(target).catch(() => undefined)
          return
        }
      }
      await self.clients.openWindow(target)
    })(),
  )
})
