import type { Endpoint } from 'payload'

/**
 * Customers sign in only through the documented `/api` (whose sessions logout
 * revokes), never through Payload's REST API. Payload still hashes their
 * passwords and locks accounts (the app calls its Local API), but these REST
 * auth endpoints of the customers collection answer 404 to everyone.
 *
 * `unlock` stays: the admin's Unlock button on a customer uses it, and the
 * collection's `unlock` access rule keeps it to wellness staff.
 */
const CLOSED: ReadonlyArray<Pick<Endpoint, 'method' | 'path'>> = [
  { method: 'post', path: '/login' },
  { method: 'post', path: '/logout' },
  { method: 'post', path: '/refresh-token' },
  { method: 'get', path: '/me' },
  { method: 'post', path: '/forgot-password' },
  { method: 'post', path: '/reset-password' },
  { method: 'post', path: '/verify/:id' },
  { method: 'get', path: '/init' },
  { method: 'post', path: '/first-register' },
]

/** Collection endpoints come before Payload's own, so these take their place. */
export const closedCustomerAuthEndpoints: Endpoint[] = CLOSED.map(({ method, path }) => ({
  method,
  path,
  handler: () => Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 }),
}))
