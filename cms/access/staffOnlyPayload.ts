import type { Access, Endpoint, Payload, SanitizedConfig } from 'payload'

import { Users } from '../collections/Users'
import { isStaff } from './isStaff'

/** Payload's own collections: locked documents, preferences, jobs, migrations, … */
export const isPayloadInternal = (slug: string) => slug.startsWith('payload-')

const staffOnly =
  (rule: Access): Access =>
  (args) =>
    isStaff(args) === true ? rule(args) : false

const staffOnlyEndpoint = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    isStaff({ req }) === true
      ? endpoint.handler(req)
      : Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 }),
})

/**
 * Payload adds its internal collections while it builds the config, with
 * rules that let any signed-in account in (a customer could list and delete
 * document locks). After the build, every access rule and endpoint of those
 * collections also requires staff, and the migrations table, which has no REST endpoints,
 * answers 404 instead of a 501 naming an internal address.
 */
export function staffOnlyInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!isPayloadInternal(collection.slug)) continue
    const access = collection.access as Record<string, unknown>
    for (const [operation, rule] of Object.entries(access)) {
      if (typeof rule === 'function') access[operation] = staffOnly(rule as Access)
    }
    // Their own endpoints (preferences by key, running jobs, …) answer staff only too.
    collection.endpoints = collection.endpoints === false ? [] : collection.endpoints.map(staffOnlyEndpoint)
  }
  // Its internal globals too (the job scheduler's statistics).
  for (const global of config.globals) {
    if (!isPayloadInternal(global.slug)) continue
    const access = global.access as Record<string, unknown>
    for (const [operation, rule] of Object.entries(access)) {
      if (typeof rule === 'function') access[operation] = staffOnly(rule as Access)
    }
  }
  return config
}

/**
 * Payload's REST API and admin are for staff only: a token (JWT, cookie or
 * any other strategy) that resolves to an account outside `users`, such as a
 * customer's, authenticates nothing. Customers' own sessions are the opaque
 * tokens of the documented `/api`.
 */
export function restrictAuthToStaff(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy) => ({
    ...strategy,
    authenticate: async (args) => {
      const result = await strategy.authenticate(args)
      return result.user && result.user.collection !== Users.slug ? { user: null } : result
    },
  }))
}
