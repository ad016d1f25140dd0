import { apiLoader, json, onlyMethod } from '~/lib/http.server'
import { vapidKeys } from '~/lib/web-push.server'

/** GET /api/push/vapid-public-key → `{ key }`: the application server key a browser subscribes with (public; no session needed). */
export const loader = apiLoader(async ({ context }) => json({ key: vapidKeys(context.env).publicKey }))

export const action = onlyMethod('GET')
